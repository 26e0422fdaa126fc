#!/usr/bin/env bash
# The step of action.yml: run bufferize-opt over the files of a glob.
# Inputs (environment): BOPT_FILES (globs, space separated), BOPT_PIPELINE,
# BOPT_FORMAT (text|json|sarif), BOPT_DIAGNOSTICS_FILE, BOPT_JUNIT, BOPT_ARGS.
# Writes `diagnostics-file` and `status` to $GITHUB_OUTPUT when it is set;
# exits with bufferize-opt's status (1 when no file matches).
set -uo pipefail
shopt -s globstar nullglob

format="${BOPT_FORMAT:-sarif}"
diagnostics="${BOPT_DIAGNOSTICS_FILE:-bufferize-opt.sarif}"
files=()
for pattern in ${BOPT_FILES:-**/*.mlir}; do   # unquoted: each glob expands
  files+=("$pattern")
done
if [ ${#files[@]} -eq 0 ]; then
  echo "bufferize-opt action: no file matches '${BOPT_FILES:-**/*.mlir}'" >&2
  exit 1
fi

out="$(mktemp -d)"   # the outputs are not kept: the run is a check
trap 'rm -rf "$out"' EXIT
cmd=(bufferize-opt "${files[@]}" --diagnostics-format="$format")
if [ ${#files[@]} -eq 1 ]; then cmd+=(-o "$out/out.mlir"); else cmd+=(-o "$out" -j 2); fi
if [ -n "${BOPT_PIPELINE:-}" ]; then cmd+=(--pass-pipeline="$BOPT_PIPELINE"); fi
if [ -n "${BOPT_JUNIT:-}" ]; then cmd+=(--junit="$BOPT_JUNIT"); fi
read -ra extra <<< "${BOPT_ARGS:-}"
cmd+=("${extra[@]}")

echo "bufferize-opt action: ${#files[@]} file(s)"
"${cmd[@]}" 2> "$diagnostics"
status=$?
if [ "$format" = text ]; then cat "$diagnostics" >&2; fi
if [ -n "${GITHUB_OUTPUT:-}" ]; then
  { echo "diagnostics-file=$diagnostics"; echo "status=$status"; } >> "$GITHUB_OUTPUT"
fi
echo "bufferize-opt action: exit status $status (diagnostics in $diagnostics)"
exit $status
