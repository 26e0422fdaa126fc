"""Call results a callee may return a read-only buffer in
(bufferization/func_boundary.py FuncInfo.read_only_results, used by the
func.call model's is_writable): a write into such a result goes out of place,
a write into a fresh result stays in place.  LLVM 22 writes both in place
(docs/upstream-miscompiles.md)."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_one_shot_vs_upstream import run_ours  # noqa: E402

CALLEES = {
    "constant": ("%t = arith.constant dense<1.0> : tensor<4xf32>\n  return %t : tensor<4xf32>", False),
    "fresh": ("%e = tensor.empty() : tensor<4xf32>\n  return %e : tensor<4xf32>", True),
    "to_tensor": ("%m = memref.alloc() : memref<4xf32>\n"
                  "  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>\n"
                  "  return %t : tensor<4xf32>", False),
    "to_tensor_writable": ("%m = memref.alloc() : memref<4xf32>\n"
                           "  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>\n"
                           "  return %t : tensor<4xf32>", True),
}


def _program(body: str) -> str:
    return f"""func.func @callee() -> tensor<4xf32> {{
  {body}
}}
func.func @caller(%v: f32) -> tensor<4xf32> {{
  %c0 = arith.constant 0 : index
  %r = call @callee() : () -> tensor<4xf32>
  %i = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %i : tensor<4xf32>
}}
"""


@pytest.mark.parametrize("name", sorted(CALLEES))
def test_insert_into_call_result(name):
    body, writable = CALLEES[name]
    ok, out, err = run_ours(_program(body), "bufferize-function-boundaries test-analysis-only", name)
    assert ok, err
    insert = re.search(r"tensor\.insert .*__inplace_operands_attr__ = \[(.*?)\]", out).group(1)
    assert insert == ('"none", "true", "none"' if writable else '"none", "false", "none"'), out


def test_read_only_result_through_a_call_chain_and_a_cf_block_argument():
    text = """func.func @c(%k: i1) -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %b = tensor.empty() : tensor<4xf32>
  cf.cond_br %k, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>)
^bb1(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}
func.func @m(%k: i1) -> tensor<4xf32> {
  %r = call @c(%k) : (i1) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @w(%k: i1, %v: f32) -> tensor<4xf32> {
  %r = call @m(%k) : (i1) -> tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
"""
    ok, out, err = run_ours(text, "bufferize-function-boundaries test-analysis-only", "chain")
    assert ok, err
    fill = re.search(r"linalg\.fill \{__inplace_operands_attr__ = \[(.*?)\]", out).group(1)
    assert fill == '"none", "false"', out
