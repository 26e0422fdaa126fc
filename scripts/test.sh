#!/usr/bin/env bash
# THE test command of bufferize-opt: lit regression tests, then pytest
# (unit tests and the round-trip corpus). Exits non-zero if anything fails.
# Extra arguments go to pytest, e.g. `bash scripts/test.sh -m "not corpus"`.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}

status=0

# Byte-compile the package once: lit starts the tool thousands of times, and
# where PYTHONDONTWRITEBYTECODE is set (CI sandboxes) every start would
# otherwise recompile ~160 modules (0.3-0.5 s each time).
"$PY" -m compileall -q bufferize >/dev/null || true

echo "== lit tests/lit"
if command -v lit >/dev/null 2>&1; then
  lit -v tests/lit || status=1
else
  "$PY" -c 'import sys, lit.main; sys.argv[0] = "lit"; lit.main.main()' -v tests/lit || status=1
fi

echo "== pytest tests/unit"
"$PY" -m pytest tests/unit -q "$@"
rc=$?
# rc 5 = no test collected: that is not a pass.
if [ "$rc" -ne 0 ]; then status=1; fi

if [ "$status" -ne 0 ]; then
  echo "scripts/test.sh: FAILED (lit or pytest failed, see above)" >&2
fi
exit "$status"
