"""Execution tests for buffer-deallocation and copy-removal: programs with a
@main are lowered with mlir-opt-22 and run under mlir-runner with an
allocation checker (dealloc_exec/memcheck.c, built with the C compiler:
memref.alloc/dealloc are routed to it with
finalize-memref-to-llvm{use-generic-functions}).  It reports leaks, double
and invalid frees, and poisons freed memory so a use after free changes the
printed numbers.  Skipped when mlir-opt-22, mlir-runner or cc is missing."""
import os
import re
import shutil
import subprocess

import pytest

from conftest import run_tool

HERE = os.path.dirname(os.path.abspath(__file__))
MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner") or (
    "/usr/lib/llvm-22/bin/mlir-runner" if os.path.exists("/usr/lib/llvm-22/bin/mlir-runner") else None)
CC = shutil.which("cc") or shutil.which("gcc")
LIB = "/usr/lib/llvm-22/lib"
pytestmark = pytest.mark.skipif(not (MLIR_OPT and RUNNER and CC), reason="mlir-opt-22/mlir-runner/cc missing")

LOWER = ("builtin.module(convert-bufferization-to-memref,convert-linalg-to-loops,expand-strided-metadata,"
         "lower-affine,convert-scf-to-cf,convert-cf-to-llvm,finalize-memref-to-llvm{use-generic-functions},"
         "convert-arith-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts)")


@pytest.fixture(scope="module")
def memcheck(tmp_path_factory):
    so = str(tmp_path_factory.mktemp("mc") / "memcheck.so")
    subprocess.run([CC, "-shared", "-fPIC", "-O1", "-o", so, os.path.join(HERE, "dealloc_exec", "memcheck.c")],
                   check=True)
    return so


def execute(text, memcheck, tmp_path, name="p"):
    src = tmp_path / f"{name}.mlir"
    src.write_text(text)
    low = subprocess.run([MLIR_OPT, str(src), f"--pass-pipeline={LOWER}"], capture_output=True, text=True)
    assert low.returncode == 0, low.stderr
    ll = tmp_path / f"{name}.ll.mlir"
    ll.write_text(low.stdout)
    libs = ",".join([f"{LIB}/libmlir_runner_utils.so.22.1", f"{LIB}/libmlir_c_runner_utils.so.22.1", memcheck])
    r = subprocess.run([RUNNER, str(ll), "-e", "main", "-entry-point-result=void", f"-shared-libs={libs}"],
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    # only the address is masked: the offset, sizes and strides of a printed memref are compared
    out = re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ?", r.stdout)
    m = re.search(r"MEMCHECK: (\d+) allocations, (\d+) leaked, (\d+) bad frees", r.stderr)
    assert m, r.stderr
    return out, int(m.group(2)), int(m.group(3))   # bad frees include double frees (memcheck.c)


def tool(text, *args):
    r = run_tool(["-", *args], stdin=text)
    assert r.returncode == 0, r.stderr
    return r.stdout


PRINT = "func.func private @printMemrefF32(memref<*xf32>)\n"

BRANCH = PRINT + """
func.func @branch(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %g = arith.addf %f, %f : f32
  linalg.fill ins(%g : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %i = arith.constant 1 : index
  %v = memref.load %2[%i] : memref<2xf32>
  return %v : f32
}
func.func @main() {
  %t = arith.constant true
  %fl = arith.constant false
  %f = arith.constant 1.5 : f32
  %a = call @branch(%t, %f) : (i1, f32) -> f32
  %b = call @branch(%fl, %f) : (i1, f32) -> f32
  %o = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %a, %o[%c0] : memref<2xf32>
  memref.store %b, %o[%c1] : memref<2xf32>
  %u = memref.cast %o : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %o : memref<2xf32>
  return
}
"""

LOOP = PRINT + """
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %k = arith.remui %i, %step : index
    %z = arith.constant 0 : index
    %1 = arith.cmpi eq, %k, %z : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      linalg.fill ins(%fi : f32) outs(%3 : memref<2xf32>)
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %f = arith.constant -1.0 : f32
  %buf = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%buf : memref<2xf32>)
  %res = memref.alloc() : memref<2xf32>
  call @loop_nested_if(%c0, %c7, %c1, %buf, %res) : (index, index, index, memref<2xf32>, memref<2xf32>) -> ()
  %u = memref.cast %res : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %buf : memref<2xf32>
  memref.dealloc %res : memref<2xf32>
  return
}
"""

NESTED = PRINT + """
func.func @nested(%arg0 : index, %arg1 : index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %f = arith.constant 4.0 : f32
  linalg.fill ins(%f : f32) outs(%1 : memref<?x?xf32>)
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    linalg.fill ins(%f : f32) outs(%3 : memref<?x?xf32>)
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = call @nested(%c2, %c3) : (index, index) -> memref<?x?xf32>
  %u = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %r : memref<?x?xf32>
  return
}
"""

PROGRAMS = {"branch": BRANCH, "loop_nested_if": LOOP, "nested": NESTED}


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_dealloc_is_memory_safe(name, memcheck, tmp_path):
    text = PROGRAMS[name]
    before, _leaks, bad = execute(text, memcheck, tmp_path, "before")
    after_ir = tool(text, "-buffer-deallocation")
    after, leaks, bad = execute(after_ir, memcheck, tmp_path, "after")
    assert after == before
    assert (leaks, bad) == (0, 0), after_ir


def test_checker_catches_broken_dealloc(memcheck, tmp_path):
    ir = tool(LOOP, "-buffer-deallocation")
    lines = ir.splitlines()
    idx = [i for i, l in enumerate(lines) if "memref.dealloc" in l and "@main" not in l]
    # removed dealloc -> leak
    removed = "\n".join(lines[:idx[0]] + lines[idx[0] + 1:])
    _out, leaks, bad = execute(removed, memcheck, tmp_path, "removed")
    assert leaks > 0
    # duplicated dealloc -> bad free
    dup = "\n".join(lines[:idx[0] + 1] + [lines[idx[0]]] + lines[idx[0] + 1:])
    _out, leaks, bad = execute(dup, memcheck, tmp_path, "dup")
    assert bad > 0


COPIES = PRINT + """
func.func @main() {
  %c0 = arith.constant 0 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  // removable: reuse source
  %a = memref.alloc() : memref<3xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<3xf32>)
  %b = memref.alloc() : memref<3xf32>
  memref.copy %a, %b : memref<3xf32> to memref<3xf32>
  memref.dealloc %a : memref<3xf32>
  // must be kept: %d is read through %e (a view of %d) between the
  // allocation of the copy's source and the copy
  %d = memref.alloc() : memref<3xf32>
  %e = memref.subview %d[0] [3] [1] : memref<3xf32> to memref<3xf32, strided<[1]>>
  linalg.fill ins(%f2 : f32) outs(%d : memref<3xf32>)
  %t = memref.alloc() : memref<3xf32>
  %s = memref.load %e[%c0] : memref<3xf32, strided<[1]>>
  linalg.fill ins(%s : f32) outs(%t : memref<3xf32>)
  memref.store %f1, %t[%c0] : memref<3xf32>
  memref.copy %t, %d : memref<3xf32> to memref<3xf32>
  memref.dealloc %t : memref<3xf32>
  // kept: the source is read after the copy
  %g = memref.alloc() : memref<3xf32>
  memref.copy %b, %g : memref<3xf32> to memref<3xf32>
  memref.store %f2, %g[%c0] : memref<3xf32>
  %u1 = memref.cast %b : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  memref.dealloc %b : memref<3xf32>
  %u2 = memref.cast %d : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %u3 = memref.cast %g : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  memref.dealloc %d : memref<3xf32>
  memref.dealloc %g : memref<3xf32>
  return
}
"""


def test_copy_removal_preserves_results(memcheck, tmp_path):
    before, leaks0, bad0 = execute(COPIES, memcheck, tmp_path, "before")
    ir = tool(COPIES, "-copy-removal")
    after, leaks, bad = execute(ir, memcheck, tmp_path, "after")
    assert after == before
    assert (leaks, bad) == (leaks0, bad0) == (0, 0)
    assert ir.count("memref.copy") == 2   # one removed, two kept


def test_copy_removal_after_dealloc(memcheck, tmp_path):
    before, _l, _b = execute(BRANCH, memcheck, tmp_path, "before")
    ir = tool(BRANCH, "-buffer-deallocation", "-copy-removal")
    after, leaks, bad = execute(ir, memcheck, tmp_path, "after")
    assert after == before and (leaks, bad) == (0, 0)


# ---- batches: One-Shot Bufferize output and memref-level programs -------------------------------
#
# Each input file holds programs separated by "// -----"; each tool runs once
# per file (-split-input-file) and every program is then lowered and run
# before and after deallocation.

ONE_SHOT = '-one-shot-bufferize=bufferize-function-boundaries'
VARIANTS = {"legacy": ["-buffer-deallocation"], "pipeline": ["-buffer-deallocation-pipeline"]}
SPLIT = "\n// -----\n"


def _cases(name):
    return open(os.path.join(HERE, "dealloc_exec", name)).read().split(SPLIT)


def _batch(name, *args):
    r = run_tool([os.path.join(HERE, "dealloc_exec", name), "-split-input-file", *args])
    assert r.returncode == 0, r.stderr
    parts = r.stdout.split(SPLIT)
    assert len(parts) == len(_cases(name)), r.stdout
    return parts


def _upstream_one_shot(name):
    r = subprocess.run([MLIR_OPT, os.path.join(HERE, "dealloc_exec", name), "-split-input-file",
                        "-one-shot-bufferize=bufferize-function-boundaries"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    parts = r.stdout.split(SPLIT)
    assert len(parts) == len(_cases(name))
    return parts


def _tool_on_texts(texts, *args):
    r = run_tool(["-", "-split-input-file", *args], stdin=SPLIT.join(texts))
    assert r.returncode == 0, r.stderr
    parts = r.stdout.split(SPLIT)
    assert len(parts) == len(texts)
    return parts


@pytest.fixture(scope="module")
def batches():
    """{(source, variant): [program texts]} with variant None for the
    program before deallocation."""
    out = {}
    ours = "tensor_programs.mlir"
    out[("ours-one-shot", None)] = _batch(ours, ONE_SHOT)
    for v, args in VARIANTS.items():
        out[("ours-one-shot", v)] = _batch(ours, ONE_SHOT, *args)
    up = _upstream_one_shot("tensor_programs_upstream_os.mlir")
    out[("upstream-one-shot", None)] = up
    for v, args in VARIANTS.items():
        out[("upstream-one-shot", v)] = _tool_on_texts(up, *args)
    mem = "memref_programs.mlir"
    out[("memref", None)] = _cases(mem)
    for v, args in VARIANTS.items():
        out[("memref", v)] = _batch(mem, *args)
    return out


BATCH_SIZES = {"ours-one-shot": len(_cases("tensor_programs.mlir")),
               "upstream-one-shot": len(_cases("tensor_programs_upstream_os.mlir")),
               "memref": len(_cases("memref_programs.mlir"))}
BATCH_CASES = [(src, i) for src, n in BATCH_SIZES.items() for i in range(n)]


_BEFORE: dict = {}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("src,i", BATCH_CASES)
def test_batch_program_is_memory_safe(src, i, variant, batches, memcheck, tmp_path):
    before_ir = batches[(src, None)][i]
    after_ir = batches[(src, variant)][i]
    assert "memref.dealloc" in after_ir or "memref.alloc" not in after_ir
    if (src, i) not in _BEFORE:   # the program before deallocation runs once for both variants
        _BEFORE[(src, i)] = execute(before_ir, memcheck, tmp_path, "before")[0]
    before = _BEFORE[(src, i)]
    after, leaks, bad = execute(after_ir, memcheck, tmp_path, "after")
    assert before.strip(), before
    assert after == before, after_ir
    assert (leaks, bad) == (0, 0), after_ir


def test_enough_programs():
    # the three hand-written programs above plus the batches: exact counts of
    # the fixed corpus (update them with it)
    assert len(PROGRAMS) == 3
    assert BATCH_SIZES == {"ours-one-shot": 9, "upstream-one-shot": 3, "memref": 8}


def test_checker_catches_broken_ownership_dealloc(batches, memcheck, tmp_path):
    """The same checker catches a dropped and a duplicated dealloc in the
    output of the ownership-based pipeline."""
    ir = batches[("memref", "pipeline")][2]   # while_allocs
    lines = ir.splitlines()
    idx = [k for k, l in enumerate(lines) if "memref.dealloc" in l]
    assert idx
    removed = "\n".join(lines[:idx[0]] + lines[idx[0] + 1:])
    _o, leaks, _b = execute(removed, memcheck, tmp_path, "removed")
    assert leaks > 0
    dup = "\n".join(lines[:idx[-1] + 1] + [lines[idx[-1]]] + lines[idx[-1] + 1:])
    _o, _l, bad = execute(dup, memcheck, tmp_path, "dup")
    assert bad > 0


REALLOC = PRINT + """
func.func @resize(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %r = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  %v = memref.load %r[%c0] : memref<?xf32>
  %g = arith.addf %v, %f : f32
  return %g : f32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %f = arith.constant 2.5 : f32
  %grown = call @resize(%c4, %f) : (index, f32) -> f32
  %shrunk = call @resize(%c1, %f) : (index, f32) -> f32
  %o = memref.alloca() : memref<2xf32>
  memref.store %grown, %o[%c0] : memref<2xf32>
  memref.store %shrunk, %o[%c1] : memref<2xf32>
  %u = memref.cast %o : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
"""


def test_dealloc_pipeline_expands_realloc(memcheck, tmp_path):
    """Both ways through a realloc (a new buffer, or the old one
    reinterpreted): the values are kept and every buffer is freed once."""
    ir = tool(REALLOC, "-buffer-deallocation-pipeline")
    assert "memref.realloc" not in ir
    out, leaks, bad = execute(ir, memcheck, tmp_path, "after")
    assert "[5,  5]" in out
    assert (leaks, bad) == (0, 0), ir
    upstream = subprocess.run([MLIR_OPT, "-", "-buffer-deallocation-pipeline"], input=REALLOC, capture_output=True,
                              text=True, check=True).stdout
    assert execute(upstream, memcheck, tmp_path, "upstream") == (out, 0, 0)
