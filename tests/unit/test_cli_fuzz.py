"""The command line under hypothesis (tests/unit/cli_fuzz.py): random
inputs, flags, option values, paths and stream states; no traceback, no
internal error, no input modified, no partial output.  The suite runs a few
hundred cases; scripts/fuzz_cli.py runs the 10,000-case campaign."""
from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings

import bufferize.cli  # noqa: F401 - imported before the forks, so each case costs only its work

from cli_fuzz import Case, cases, run_case

N_CASES = int(os.environ.get("BUFFERIZE_CLI_FUZZ_CASES", "300"))
_RUN = {"n": 0}


@settings(max_examples=N_CASES, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
@given(cases())
def test_command_line_keeps_its_promises(tmp_path_factory, case):
    _RUN["n"] += 1
    d = str(tmp_path_factory.getbasetemp() / "cli_fuzz" / "case")
    problems, status, err = run_case(case, d)
    assert not problems, f"{case.describe()}\nstatus {status}\n{err[-3000:]}\n" + "\n".join(problems)


def test_the_fuzzer_ran_every_case():
    """Runs after the property test (file order): it was not skipped and did
    not stop early."""
    assert _RUN["n"] >= N_CASES


def test_the_harness_sees_a_broken_promise(tmp_path):
    """The checks can fail: an internal error (a simulated bug), an input
    overwritten, a failed run that leaves its output."""
    plugin = os.path.join(os.path.dirname(__file__), "inputs", "plugins", "simulate_tool_bug.py")
    src = b"func.func @f() {\n  return\n}\n"
    problems, status, _ = run_case(Case(files={"in.mlir": src}, args=["in.mlir", f"--load-plugin={plugin}", "-cse"],
                                        inputs=["in.mlir"]), str(tmp_path / "a"))
    assert status == 2 and "exit status 2" in problems and "stderr has 'internal error'" in problems
    problems, status, _ = run_case(Case(files={"in.mlir": src}, args=["in.mlir", "--in-place"], inputs=["in.mlir"]),
                                   str(tmp_path / "b"))
    assert status == 0 and problems == []   # --in-place may replace its input
    case = Case(files={"in.mlir": src}, args=["in.mlir"], inputs=["in.mlir"])
    problems, _, _ = run_case(case, str(tmp_path / "c"))
    assert problems == []
    from cli_fuzz import _problems
    assert _problems(case, str(tmp_path / "c"), {"in.mlir": "0" * 40}, 0, "") == ["file 'in.mlir' was changed"]
    (tmp_path / "c" / "out.mlir").write_text("half")
    case.args += ["-o", "out.mlir"]
    assert "failed run (status 1) wrote 'out.mlir'" in _problems(case, str(tmp_path / "c"), {"in.mlir": None}, 1, "")
