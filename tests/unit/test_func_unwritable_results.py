"""Call results a caller may not write in place
(bufferization/func_boundary.py FuncInfo.unwritable_results, used by the
func.call model's is_writable): those a callee may return a read-only buffer
in, and those it may return in two results at once.  A write into such a
result goes out of place, a write into a fresh result stays in place.  LLVM 22
writes all of them in place (docs/upstream-miscompiles.md)."""
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


# ---- results that may share a buffer ------------------------------------------------------------

TWO = {
    # callee body -> whether a write into its first result may stay in place
    "same value twice": ("%e = tensor.empty() : tensor<4xf32>\n"
                         "  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>\n"
                         "  return %t, %t", False),
    "a slice of the other": ("%e = tensor.empty() : tensor<8xf32>\n"
                             "  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>\n"
                             "  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>\n"
                             "  %u = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>\n"
                             "  return %s, %u", False),
    "two fresh tensors": ("%a = tensor.empty() : tensor<4xf32>\n"
                          "  %b = tensor.empty() : tensor<4xf32>\n"
                          "  %t = linalg.fill ins(%v : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>\n"
                          "  %u = linalg.fill ins(%v : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>\n"
                          "  return %t, %u", True),
}


def _two_results(body: str, recursive: bool = False) -> str:
    callee = f"""func.func @two(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {{
  {body} : tensor<4xf32>, tensor<4xf32>
}}
"""
    sig = "%v: f32"
    if recursive:   # @two calls @caller (a tensor signature): a cycle, neither's boundary is analysed
        callee = callee.replace("  return", "  %x = call @caller(%v, %t) : (f32, tensor<4xf32>) -> f32\n  return")
        sig = "%v: f32, %unused: tensor<4xf32>"
    return callee + f"""func.func @caller({sig}) -> f32 {{
  %c0 = arith.constant 0 : index
  %r:2 = call @two(%v) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %i = tensor.insert %v into %r#0[%c0] : tensor<4xf32>
  %a = tensor.extract %i[%c0] : tensor<4xf32>
  %b = tensor.extract %r#1[%c0] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}}
"""


def _insert_in_place(out: str) -> str:
    return re.search(r"tensor\.insert .*__inplace_operands_attr__ = \[(.*?)\]", out).group(1)


@pytest.mark.parametrize("name", sorted(TWO))
def test_insert_into_a_result_that_may_share_a_buffer(name):
    body, writable = TWO[name]
    ok, out, err = run_ours(_two_results(body), "bufferize-function-boundaries test-analysis-only", name)
    assert ok, err
    assert _insert_in_place(out) == ('"none", "true", "none"' if writable else '"none", "false", "none"'), out


def test_a_callee_in_a_call_graph_cycle_returning_two_tensors():
    """Not analysed before its caller: two tensors returned at once may be
    one buffer, so a write into either goes out of place."""
    body, _ = TWO["two fresh tensors"]
    ok, out, err = run_ours(_two_results(body, recursive=True), "bufferize-function-boundaries test-analysis-only",
                            "cycle")
    assert ok, err
    assert _insert_in_place(out) == '"none", "false", "none"', out
