"""One-Shot Bufferize under the fuzzer heuristic computes what its input
computes: every conformance case (`tests/lit/with-mlir/one-shot/*.mlir`),
under each of its files' fuzz option sets (test_one_shot_fuzz.fuzz_option_sets:
copy-before-write left out; test-analysis-only and print-conflicts dropped),
bufferized by ours in process with the default heuristic and with
`analysis-heuristic=fuzzer analysis-fuzzer-seed=N` for N in 1..50.

Each DISTINCT output text is parsed back and every public function of the
case runs, on the reference interpreter, in the input and in that output on
the same generated inputs (bufferize.interpreter.equivalence, which
--check-equivalence uses too; input seeds 0-2): the results and the writes into
memref arguments must be equal, and the output must run without failing and
without a memory-checker finding (a leak counts: One-Shot Bufferize does not
deallocate, so each output is first run through our
-buffer-deallocation-pipeline, as a user would).

Where -buffer-deallocation-pipeline rejects an output (partial
bufferization leaves to_tensor/to_buffer and unknown ops it cannot reason
about), the output runs as printed and its leaks are not counted.

The oracle for a difference is upstream: a function whose output computes
something else (or fails) passes when mlir-opt-22's output for the same case,
options and seed does exactly the same on every input seed -- the input is
then undefined (overlapping parallel_insert_slice writes, a write through a
`restrict` to_tensor alias) or upstream's analysis takes the same decision;
the script lists these.  A difference that upstream's output does not have is
a failure.  The tests are skipped without mlir-opt-22.

A function is skipped -- counted, with the reason -- when no input can be
generated for it or when the INPUT fails on every seed (an op without
semantics, an index out of bounds on random data, ...).  A case that ours
rejects (an expected error of the case, or an error that depends on the
analysis order) has no output to run.

Nothing can pass on nothing: the corpus is fixed, so each file's numbers
are exact (EXPECTED): its (case, option set) pairs (each run with the
default heuristic and the 50 seeds), the pairs where ours gives an output,
and the (case, option set, function) triples compared on at least one
output or skipped (the input itself cannot run).  Update them with the
corpus, after reading why they changed.

Also a script: `python tests/unit/test_fuzz_equivalence.py [FILE...]` prints
the totals (cases, option sets, runs, distinct outputs, functions compared and
skipped with reasons, the differences upstream shares, wall time) and each
failure; exit 1 on a failure.
"""
from __future__ import annotations

import re
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_one_shot_fuzz import (FUZZ_SEEDS, case_files, chunks_of, fuzz_opts,  # noqa: E402
                                fuzz_option_sets, is_case)
from test_one_shot_vs_upstream import MLIR_OPT, run_ours, run_upstream  # noqa: E402

from bufferize.diagnostics import DiagnosticEngine  # noqa: E402
from bufferize.interpreter import equivalence as E  # noqa: E402

INPUT_SEEDS = range(3)
MAX_STEPS = 200_000


@dataclass
class Stats:
    cases: int = 0            # (case, option set) pairs bufferized
    with_output: int = 0      # ... where ours gives an output for at least one run
    runs: int = 0             # runs of ours (default heuristic + fuzzer seeds)
    rejected: int = 0         # runs where ours reported an error (no output to run)
    distinct: int = 0         # distinct outputs run against their input
    compared: int = 0         # (distinct output, function) pairs compared on >= 1 input seed
    skipped: Counter = field(default_factory=Counter)   # reason -> functions
    functions_compared: set = field(default_factory=set)  # (file, line, options, function) compared at least once
    functions_skipped: set = field(default_factory=set)   # ... skipped (the input fails on every seed)
    not_deallocated: int = 0  # outputs -buffer-deallocation-pipeline rejects: run as printed, leaks ignored
    as_upstream: Counter = field(default_factory=Counter)  # differences mlir-opt-22's output has too
    failures: list = field(default_factory=list)        # (file, line, options, seeds, message)


def _module(text: str, name: str):
    from bufferize.driver import Options, parse_verified
    parsed = parse_verified(text, name, Options(True), DiagnosticEngine(False), print_op=False)
    return parsed[0] if parsed is not None else None


def _deallocate(module) -> bool:
    from bufferize.passes.pipeline import Instrumentation, build_pass_manager
    pm = build_pass_manager(None, ["--buffer-deallocation-pipeline"], Instrumentation())
    return pm.run(module, DiagnosticEngine(False))


def _reason(message: str) -> str:
    """A skip reason without the numbers that vary between inputs."""
    return re.sub(r"-?\d+", "N", message)


class _Input:
    """A case's input module and each public function's runs per input seed
    (computed once, shared by every output of the case)."""

    def __init__(self, text: str, name: str):
        self.module = _module(text, name)
        self.functions = E.public_functions(self.module) if self.module is not None else []
        self.runs: dict = {}   # (function, seed) -> (args, Run) or None (no input)

    def run(self, fname, fn, seed):
        key = (fname, seed)
        if key not in self.runs:
            args = E.inputs(fn, seed)
            self.runs[key] = None if args is None else (args, E.run(self.module, fname, args, MAX_STEPS))
        return self.runs[key]


def _runnable(text: str, name: str):
    """(module, deallocated) of an output: after our -buffer-deallocation-pipeline
    where it accepts the output, else as printed (its leaks are not findings)."""
    module = _module(text, name)
    if module is None:
        return None, False
    if _deallocate(module):
        return module, True
    return _module(text, name), False


def _outcome(inp: _Input, module, deallocated: bool, fname: str, fn, seed: int):
    """What @fname of ``module`` does on input seed ``seed`` against the
    input: None (the same), "skip" (the input fails there), or a problem."""
    entry = inp.run(fname, fn, seed)
    if entry is None or entry[1].error is not None:
        return "skip"
    args, before = entry
    after = E.run(module, fname, args, MAX_STEPS)
    if after.error is not None:
        return f"@{fname} fails after bufferization (input seed {seed}): {after.error[1]}"
    findings = [f for f in after.findings if deallocated or not f[1].startswith("leak")]
    if findings:
        return f"@{fname} after bufferization (input seed {seed}): {findings[0][1]}"
    return E.difference(fname, seed, before, after)


def check_output(inp: _Input, out_text: str, name: str, st: Stats, upstream=None, key=()) -> list[str]:
    """Run every public function of ``inp`` and of ``out_text``; the failures,
    in words.  ``upstream()`` gives mlir-opt-22's output for the same options
    and seed (or None): a function that computes something else, or fails,
    is not a failure when upstream's output does exactly the same."""
    after, deallocated = _runnable(out_text, name)
    if after is None:
        return ["our output does not parse back"]
    if not deallocated:
        st.not_deallocated += 1
    problems = []
    theirs = None
    for fname, fn in inp.functions:
        outcomes = [_outcome(inp, after, deallocated, fname, fn, seed) for seed in INPUT_SEEDS]
        if all(o == "skip" for o in outcomes):
            entry = inp.run(fname, fn, INPUT_SEEDS[0])
            reason = "no input generator for an argument type" if entry is None \
                else "the input fails: " + _reason(entry[1].error[1])
            st.skipped[reason] += 1
            st.functions_skipped.add((*key, fname))
            continue
        st.compared += 1
        st.functions_compared.add((*key, fname))
        bad = [o for o in outcomes if o not in (None, "skip")]
        if not bad:
            continue
        if theirs is None:
            text = upstream() if upstream is not None else None
            theirs = _runnable(text, name) if text is not None else (None, False)
        if theirs[0] is not None and fname in dict(E.public_functions(theirs[0])):
            same = [_outcome(inp, theirs[0], theirs[1], fname, fn, seed) for seed in INPUT_SEEDS]
            if same == outcomes:
                st.as_upstream[f"@{fname}: {bad[0]}"] += 1
                continue
            problems.append(f"{bad[0]} (mlir-opt-22's output: {next((o for o in same if o != 'skip'), 'the same')})")
        else:
            problems.append(bad[0] + " (mlir-opt-22 gives no output to compare)")
    return problems


def check_file(path: Path, seeds=FUZZ_SEEDS, st: Stats | None = None) -> Stats:
    st = st if st is not None else Stats()
    for base in fuzz_option_sets(path):
        for line, text in chunks_of(path):
            if not is_case(text):
                continue
            st.cases += 1
            outputs: dict[str, list] = {}   # output text -> the seeds giving it (0: default heuristic)
            for seed in [0, *seeds]:
                st.runs += 1
                ok, out, _ = run_ours(text, fuzz_opts(base, seed) if seed else base, str(path))
                if not ok:
                    st.rejected += 1
                    continue
                outputs.setdefault(out, []).append(seed)
            if not outputs:
                continue
            st.with_output += 1
            inp = _Input(text, str(path))
            for out, sd in outputs.items():
                st.distinct += 1
                opts = fuzz_opts(base, sd[0]) if sd[0] else base
                for problem in check_output(inp, out, str(path), st, lambda: _upstream(text, opts),
                                            key=(path.name, line, base)):
                    st.failures.append((path.name, line, opts, sd, problem))
    return st


def _upstream(text: str, opts: str):
    """mlir-opt-22's output for the case under ``opts``, or None."""
    if MLIR_OPT is None:
        return None
    ok, out, _ = run_upstream(text, opts)
    return out if ok else None


def _describe(f) -> str:
    name, line, opts, seeds, problem = f
    return f"{name}:{line} [-one-shot-bufferize={opts}] seeds {seeds}: {problem}"


_NEEDS_UPSTREAM = pytest.mark.skipif(MLIR_OPT is None, reason="needs mlir-opt-22 (the oracle for differences)")

# Per conformance file: ((case, option set) pairs, pairs where ours gives an
# output, (case, option set, function) triples compared, triples skipped).
# 470 pairs, 457 with an output, 382 triples compared, 116 skipped in all.
EXPECTED = {
    "oracle-ex1_modern.mlir": (4, 3, 12, 0), "oracle-ex1_private.mlir": (4, 3, 9, 0),
    "own-cf.mlir": (93, 93, 90, 3), "own-func.mlir": (66, 66, 54, 36), "own-linalg.mlir": (42, 42, 42, 0),
    "own-linalg-named.mlir": (20, 20, 20, 0), "own-linalg-elementwise.mlir": (12, 12, 12, 0),
    "own-linalg-relayout.mlir": (6, 3, 3, 0), "own-linalg-softmax.mlir": (10, 10, 10, 0),
    "own-models.mlir": (8, 8, 8, 0), "own-vector.mlir": (16, 14, 0, 14),
    "own-options.mlir": (52, 52, 28, 24), "own-programs.mlir": (3, 3, 5, 0), "own-tensor.mlir": (42, 42, 40, 0),
    "upstream-2021-analysis.mlir": (18, 18, 13, 6), "upstream-2021-invalid.mlir": (19, 14, 9, 6),
    "upstream-2021-module.mlir": (48, 48, 32, 22), "upstream-2021-partial.mlir": (40, 39, 8, 31),
    "upstream-bufferization.mlir": (32, 27, 20, 7), "upstream-tensor.mlir": (46, 46, 32, 8),
}


def test_every_conformance_file_has_expected_counts():
    assert sorted(p.name for p in case_files()) == sorted(EXPECTED)


@_NEEDS_UPSTREAM
@pytest.mark.parametrize("path", case_files(), ids=lambda p: p.name)
def test_fuzzed_bufferization_computes_what_the_input_computes(path):
    st = check_file(path)
    assert not st.failures, "\n".join(_describe(f) for f in st.failures)
    got = (st.cases, st.with_output, len(st.functions_compared), len(st.functions_skipped))
    assert got == EXPECTED[path.name], \
        f"(pairs, with an output, functions compared, skipped) = {got}, expected {EXPECTED[path.name]}"
    assert st.runs == st.cases * (1 + len(FUZZ_SEEDS))
    assert st.distinct >= st.with_output and st.compared >= len(st.functions_compared)


_KEEP = """
func.func @keep(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant 9.0 : f32
  %r = tensor.insert %c into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
"""


def test_a_miscompiled_output_is_caught():
    ok, out, err = run_ours(_KEEP, "bufferize-function-boundaries")
    assert ok, err
    st = Stats()
    assert check_output(_Input(_KEEP, "keep.mlir"), out, "keep.mlir", st) == []
    assert st.compared == 1
    dropped = "\n".join(line for line in out.splitlines() if "memref.copy" not in line)
    assert dropped != out
    problems = check_output(_Input(_KEEP, "keep.mlir"), dropped, "keep.mlir", Stats())
    assert len(problems) == 1 and "@keep computes something else after the pipeline" in problems[0], problems
    assert "mlir-opt-22 gives no output to compare" in problems[0]


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or case_files()
    st = Stats()
    t0 = time.monotonic()
    for p in files:
        check_file(p, st=st)
    for f in st.failures:
        print("FAIL " + _describe(f))
    print(f"{len(files)} files, {st.cases} (case, option set) pairs, {st.runs} runs of ours "
          f"(default heuristic + fuzzer seeds {FUZZ_SEEDS.start}-{FUZZ_SEEDS.stop - 1}), {st.rejected} rejected")
    print(f"{st.distinct} distinct outputs run against their input on input seeds "
          f"{INPUT_SEEDS.start}-{INPUT_SEEDS.stop - 1}: {st.compared} (output, function) pairs compared, "
          f"{sum(st.skipped.values())} skipped")
    print(f"{st.with_output} pairs with an output; (case, option set, function) triples: "
          f"{len(st.functions_compared)} compared, {len(st.functions_skipped)} skipped")
    for reason, n in st.skipped.most_common():
        print(f"  skipped ({n}): {reason}")
    print(f"{st.not_deallocated} outputs that -buffer-deallocation-pipeline rejects ran as printed (leaks not counted)")
    print(f"{sum(st.as_upstream.values())} differences that mlir-opt-22's output has too:")
    for what, n in st.as_upstream.most_common():
        print(f"  ({n}) {what}")
    print(f"{len(st.failures)} failures; {time.monotonic() - t0:.0f} s")
    return 1 if st.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
