"""Dialects load on first use (ir/registry.py, syntax/parser.py): a run that
parses, verifies and prints imports only the dialects its input names, and
prints what a run with every dialect loaded prints.  Start-up is what users
of a lit suite pay per RUN line; issue 22 and 25 forbid it to grow with the
op set."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

_PROBE = textwrap.dedent("""
    import json, sys
    from bufferize.cli import main
    try:
        main(sys.argv[1:])
    except SystemExit as e:
        code = e.code
    mods = sorted({m.split(".")[2] for m in sys.modules if m.startswith("bufferize.dialects.")
                   and m.count(".") >= 2 and m.split(".")[2] not in ("manifest", "common", "define", "registry",
                                                                     "legacy")})
    print(json.dumps({"code": code, "dialects": mods}), file=sys.stderr)
""")


def _run(tmp_path, text: str, *args: str, eager: bool = False):
    """(stdout, exit code, dialect packages imported) of one run in a fresh process."""
    src = tmp_path / "in.mlir"
    src.write_text(text)
    probe = _PROBE if not eager else _PROBE.replace(
        "from bufferize.cli import main", "from bufferize.cli import main\nfrom bufferize.ir import registry\n"
        "registry.load_all()")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", probe, str(src), *args], capture_output=True, text=True, env=env,
                       timeout=120)
    info = json.loads(p.stderr.strip().splitlines()[-1])
    return p.stdout, info["code"], set(info["dialects"])


FUNC_ONLY = """
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
"""

MIXED = """
#map = affine_map<(d0) -> (d0)>
func.func @g(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x0 = arith.constant 1.0 : f32
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %1 = "tensor.insert"(%x0, %0, %c0) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def test_a_file_of_one_dialect_loads_only_it(tmp_path):
    out, code, dialects = _run(tmp_path, FUNC_ONLY, "-o", "-")
    assert code in (0, None)
    assert "func.func @f" in out
    assert dialects <= {"builtin", "func"}, dialects


def test_an_op_of_an_unregistered_dialect_loads_no_other(tmp_path):
    # the verifier asks whether its dialect rejects unknown ops: a name no
    # dialect has needs no import to answer
    text = FUNC_ONLY.replace("return %a", '"foo.bar"() : () -> ()\n  return %a')
    out, code, dialects = _run(tmp_path, text, "--allow-unregistered-dialect", "-o", "-")
    assert code in (0, None) and '"foo.bar"()' in out
    assert dialects <= {"builtin", "func"}, dialects


@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",), ("--mlir-print-debuginfo",)])
def test_lazy_and_eager_print_the_same(tmp_path, flags):
    lazy = _run(tmp_path, MIXED, *flags)
    eager = _run(tmp_path, MIXED, *flags, eager=True)
    assert lazy[1] in (0, None) and lazy[0] == eager[0]
    # the generic-form tensor.insert loads tensor by its name alone
    assert {"linalg", "arith", "tensor"} <= lazy[2]
    assert "vector" not in lazy[2] and "complex" not in lazy[2]


def test_an_error_reads_the_same_lazily(tmp_path):
    text = FUNC_ONLY.replace("return %a", '%x = "arith.addf"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> i32\n'
                             '  return %a')
    lazy = _run(tmp_path, text)
    eager = _run(tmp_path, text, eager=True)
    assert lazy[1] == eager[1] == 1


def test_a_pipeline_loads_every_dialect(tmp_path):
    # passes use facts one dialect adds to another's ops (bufferization's
    # canonicalization patterns rooted at memref.load, for instance)
    _, code, dialects = _run(tmp_path, FUNC_ONLY, "--canonicalize")
    assert code in (0, None)
    assert {"bufferization", "memref", "linalg", "vector"} <= dialects
