"""math semantics that mlir-runner cannot check (no lowering to LLVM in LLVM
22: isinf, isfinite, isnormal; clampf's only lowering is not a clamp), and
erf, the op that had none (issue 25)."""
from __future__ import annotations

import io

from bufferize.diagnostics import DiagnosticEngine
from bufferize.run_cli import run_text


def _run(body: str) -> str:
    text = "func.func @main() {\n" + body + "\n  return\n}\n"
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    assert run_text(text, "t.mlir", "main", engine, out=out) == 0, [d.message for d in engine.diagnostics]
    return out.getvalue()


def test_classification():
    out = _run("""
  %x = arith.constant dense<[0.3, 0xFF800000, 0x7FC00000, 1.0e-40, 0.0]> : vector<5xf32>
  %a = math.isinf %x : vector<5xf32>
  %b = math.isfinite %x : vector<5xf32>
  %c = math.isnormal %x : vector<5xf32>
  %d = math.isnan %x : vector<5xf32>
  vector.print %a : vector<5xi1>
  vector.print %b : vector<5xi1>
  vector.print %c : vector<5xi1>
  vector.print %d : vector<5xi1>""")
    assert out.splitlines() == ["( 0, 1, 0, 0, 0 )", "( 1, 0, 0, 1, 1 )", "( 1, 0, 0, 0, 0 )",
                                "( 0, 0, 1, 0, 0 )"]


def test_clampf_clamps():
    out = _run("""
  %x = arith.constant dense<[-3.0, 0.5, 5.0, 0x7FC00000]> : vector<4xf32>
  %lo = arith.constant dense<0.0> : vector<4xf32>
  %hi = arith.constant dense<2.0> : vector<4xf32>
  %r = math.clampf %x to [%lo, %hi] : vector<4xf32>
  vector.print %r : vector<4xf32>""")
    assert out == "( 0, 0.5, 2, nan )\n"


def test_erf_scalar_f32():
    # the numbers mlir-runner-22 printed for erf on these (math.mlir in with-mlir/interpreter-exec)
    out = _run("""
  %x = arith.constant dense<[0.3, -1.7, 2.5, 0.7]> : vector<4xf32>
  %r = math.erf %x : vector<4xf32>
  vector.print %r : vector<4xf32>""")
    assert out == "( 0.328627, -0.98379, 0.999593, 0.677801 )\n"
