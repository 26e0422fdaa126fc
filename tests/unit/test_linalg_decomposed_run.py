"""--run of the linalg ops upstream lowers only through the transform dialect
(linalg.pack / linalg.unpack: lower_pack / lower_unpack; linalg.softmax:
decompose_interface), and linalg.elementwise / contract / fill_rng_2d, which
the same pipeline lowers directly (the transform matches nothing there): our interpreter prints exactly what mlir-runner-22
prints for upstream's lowering of the same program (that transform, then the
usual One-Shot and LLVM pipeline).  Skipped without mlir-opt-22 and
mlir-runner-22."""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.run_cli import run_text

LIB = "/usr/lib/llvm-22/lib"
HAVE_RUNNER = bool(shutil.which("mlir-opt-22") and shutil.which("mlir-runner-22")
                   and os.path.exists(f"{LIB}/libmlir_runner_utils.so.22.1"))
_PIPELINE = ["--transform-interpreter", "--test-transform-dialect-erase-schedule",
             "--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
             "--convert-linalg-to-loops", "--expand-strided-metadata", "--lower-affine", "--convert-scf-to-cf",
             "--finalize-memref-to-llvm", "--convert-math-to-llvm", "--convert-arith-to-llvm",
             "--convert-cf-to-llvm", "--convert-func-to-llvm", "--reconcile-unrealized-casts"]
_LOWER = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.structured.match ops{["linalg.pack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.pack">
    transform.structured.lower_pack %p : (!transform.op<"linalg.pack">) -> (!transform.op<"tensor.pad">, !transform.op<"tensor.expand_shape">, !transform.op<"linalg.transpose">)
    %u = transform.structured.match ops{["linalg.unpack"]} in %root : (!transform.any_op) -> !transform.op<"linalg.unpack">
    transform.structured.lower_unpack %u : (!transform.op<"linalg.unpack">) -> (!transform.op<"tensor.empty">, !transform.op<"linalg.transpose">, !transform.op<"tensor.collapse_shape">, !transform.op<"tensor.extract_slice">)
    %s = transform.structured.match ops{["linalg.softmax"]} in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.decompose_interface %s : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"""


def _program(elt, body, prints):
    printer = {"f32": "printMemrefF32", "i32": "printMemrefI32"}[elt]
    lines = [f"func.func private @{printer}(tensor<*x{elt}>)", "func.func @main() {"]
    lines += ["  " + b for b in body]
    for k, (v, t) in enumerate(prints):
        lines.append(f"  %print{k} = tensor.cast {v} : {t} to tensor<*x{elt}>")
        lines.append(f"  call @{printer}(%print{k}) : (tensor<*x{elt}>) -> ()")
    return "\n".join(lines + ["  return", "}", ""])


_SRC_3X5 = ("%src = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0], "
            "[11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>")
CASES = {
    # padded, outer dims permuted, then unpacked back (the slice drops the padding)
    "pad_perm_roundtrip": _program("f32", [
        _SRC_3X5, "%pad = arith.constant -1.0 : f32",
        "%e = tensor.empty() : tensor<3x2x2x2xf32>",
        "%p = linalg.pack %src padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] "
        "inner_tiles = [2, 2] into %e : tensor<3x5xf32> -> tensor<3x2x2x2xf32>",
        "%e2 = tensor.empty() : tensor<3x5xf32>",
        "%b = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e2 "
        ": tensor<3x2x2x2xf32> -> tensor<3x5xf32>"],
        [("%p", "tensor<3x2x2x2xf32>"), ("%b", "tensor<3x5xf32>")]),
    # one tiled dimension, inner dims in reverse order of a full-tile pack
    "one_dim_and_transposed_tiles": _program("f32", [
        _SRC_3X5, "%pad = arith.constant 0.5 : f32",
        "%e = tensor.empty() : tensor<3x3x2xf32>",
        "%q = linalg.pack %src padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [2] into %e "
        ": tensor<3x5xf32> -> tensor<3x3x2xf32>",
        "%m = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], "
        "[13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>",
        "%e3 = tensor.empty() : tensor<2x2x2x2xf32>",
        "%r = linalg.pack %m inner_dims_pos = [1, 0] inner_tiles = [2, 2] into %e3 "
        ": tensor<4x4xf32> -> tensor<2x2x2x2xf32>"],
        [("%q", "tensor<3x3x2xf32>"), ("%r", "tensor<2x2x2x2xf32>")]),
    # integers; an unpack into a smaller destination (the extract_slice cuts)
    "int_unpack_truncates": _program("i32", [
        "%m = arith.constant dense<[[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]> : tensor<2x6xi32>",
        "%e = tensor.empty() : tensor<3x2x2xi32>",
        "%p = linalg.pack %m outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [2] into %e "
        ": tensor<2x6xi32> -> tensor<3x2x2xi32>",
        "%e2 = tensor.empty() : tensor<2x5xi32>",
        "%u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [2] into %e2 "
        ": tensor<3x2x2xi32> -> tensor<2x5xi32>"],
        [("%p", "tensor<3x2x2xi32>"), ("%u", "tensor<2x5xi32>")]),
    # softmax along either dimension: a row with a large value, a constant row
    "softmax": _program("f32", [
        "%x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 0.5, 10.0], [3.0, 3.0, 3.0, 3.0]]> "
        ": tensor<3x4xf32>",
        "%e = tensor.empty() : tensor<3x4xf32>",
        "%s = linalg.softmax dimension(1) ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>",
        "%e0 = tensor.empty() : tensor<3x4xf32>",
        "%s0 = linalg.softmax dimension(0) ins(%x : tensor<3x4xf32>) outs(%e0 : tensor<3x4xf32>) "
        "-> tensor<3x4xf32>"],
        [("%s", "tensor<3x4xf32>"), ("%s0", "tensor<3x4xf32>")]),
    # elementwise with a broadcast map; i32 products that wrap; a contract
    # with a transposed LHS; fill_rng_2d's wrapping i32 generator
    "elementwise_contract_rng": """func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func @main() {
  %a = arith.constant dense<[[1.0, -2.0, 3.5], [0.25, 5.0, -6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %x = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %y = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%b, %x : tensor<3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ui = tensor.cast %y : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ui) : (tensor<*xf32>) -> ()
  %i = arith.constant dense<[[2147483647, -5], [100000, 7]]> : tensor<2x2xi32>
  %j = arith.constant dense<[[1, 3], [100000, -9]]> : tensor<2x2xi32>
  %ei = tensor.empty() : tensor<2x2xi32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%i, %j : tensor<2x2xi32>, tensor<2x2xi32>) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %z = arith.constant 0 : i32
  %ci = tensor.empty() : tensor<2x2xi32>
  %cf = linalg.fill ins(%z : i32) outs(%ci : tensor<2x2xi32>) -> tensor<2x2xi32>
  %c = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%i, %j : tensor<2x2xi32>, tensor<2x2xi32>) outs(%cf : tensor<2x2xi32>) -> tensor<2x2xi32>
  %us = tensor.cast %s : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%us) : (tensor<*xi32>) -> ()
  %uc = tensor.cast %c : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%uc) : (tensor<*xi32>) -> ()
  %mn = arith.constant -1.0 : f64
  %mx = arith.constant 1.0 : f64
  %seed = arith.constant 42 : i32
  %re = tensor.empty() : tensor<3x4xf32>
  %r = linalg.fill_rng_2d ins(%mn, %mx, %seed : f64, f64, i32) outs(%re : tensor<3x4xf32>) -> tensor<3x4xf32>
  %ur = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
""",
}


def _strip(text):
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ADDR", text)


def _ours(text):
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, "p.mlir", "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    return out.getvalue()


def _upstream(text):
    low = subprocess.run(["mlir-opt-22", *_PIPELINE], input=text + _LOWER, capture_output=True, text=True,
                         check=True)
    run = subprocess.run(["mlir-runner-22", "-e", "main", "-entry-point-result=void",
                          f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"],
                         input=low.stdout, capture_output=True, text=True, check=True)
    return run.stdout


@pytest.mark.skipif(not HAVE_RUNNER, reason="needs mlir-opt-22 and mlir-runner-22")
@pytest.mark.parametrize("name", sorted(CASES))
def test_same_output_as_mlir_runner(name):
    ours = _ours(CASES[name])
    assert ours.count("Unranked Memref") == CASES[name].count("call @print")
    assert _strip(ours) == _strip(_upstream(CASES[name]))


@pytest.mark.skipif(not HAVE_RUNNER, reason="needs mlir-opt-22 and mlir-runner-22")
@pytest.mark.parametrize("name", ["softmax", "elementwise_contract_rng"])
def test_bufferized_same_numbers(name, tmp_path):
    """Our One-Shot output (softmax on memrefs) run by our interpreter prints
    what mlir-runner-22 prints (pack/unpack do not bufferize in LLVM 22)."""
    from conftest import run_tool
    path = tmp_path / "p.mlir"
    path.write_text(CASES[name])
    res = run_tool([str(path), "-one-shot-bufferize=bufferize-function-boundaries", "--run", "main"])
    assert res.returncode == 0, res.stderr
    assert _strip(res.stdout) == _strip(_upstream(CASES[name]))
