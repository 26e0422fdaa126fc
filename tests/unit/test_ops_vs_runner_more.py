"""The ops with semantics that no other program compared with mlir-runner-22
ran (issue 25; tests/unit/test_runner_coverage.py finds them): the named
linalg ops that are not in the conv/pool table (elementwise, generated from
NAMED_OPS; the contractions; broadcast), and programs for memref, cf, func,
bufferization, tensor and vector ops.  Each program is run by our
interpreter (`--run`) and by mlir-runner-22 (-O0) on upstream's One-Shot
bufferization (function boundaries, the deallocation pipeline) lowered to
LLVM; the printed lines must be equal but for the buffers' addresses.
Floats are printed also as their bits (an arith.bitcast in a
linalg.generic, printMemrefI32), so that a last-place difference shows.
Where upstream's lowering computes another value than the op defines, the
line is in KNOWN with the reason, asserted to still differ.
Skipped without mlir-opt-22 and mlir-runner-22."""
from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.dialects.linalg.bodies import ELEMENTWISE_ARITY, NAMED_OPS
from bufferize.run_cli import run_text

LIB = "/usr/lib/llvm-22/lib"
RUNNER = shutil.which("mlir-runner-22") or shutil.which("mlir-runner")
_LIBS = f"-shared-libs={LIB}/libmlir_runner_utils.so.22.1,{LIB}/libmlir_c_runner_utils.so.22.1"
BUFFERIZE = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline"]
# convert-math-to-llvm, then libm for what LLVM has no intrinsic for (erf; as test_scalar_ops_vs_runner.py)
LOWER = ["--expand-realloc", "--convert-bufferization-to-memref", "--convert-linalg-to-loops", "--convert-vector-to-scf",
         "--expand-strided-metadata", "--lower-affine", "--arith-expand", "--convert-math-to-funcs",
         "--convert-math-to-llvm", "--convert-math-to-libm", "--convert-scf-to-cf", "--convert-cf-to-llvm",
         "--convert-vector-to-llvm", "--convert-arith-to-llvm", "--convert-index-to-llvm",
         "--finalize-memref-to-llvm", "--convert-func-to-llvm", "--convert-ub-to-llvm",
         "--reconcile-unrealized-casts"]

needs_upstream = pytest.mark.skipif(
    not (shutil.which("mlir-opt-22") and RUNNER and os.path.exists(f"{LIB}/libmlir_runner_utils.so.22.1")),
    reason="needs mlir-opt-22 and mlir-runner-22")

_DECLS = ("func.func private @printMemrefF32(tensor<*xf32>)\n"
          "func.func private @printMemrefI32(tensor<*xi32>)\n")

# edge values (12 lanes): signed zeros, infinities, NaN, values below and above 1
FLOATS = ["0.5", "-1.25", "2.0", "0.0", "-0.0", "1.0e-3", "10.5", "-7.75", "0x7F800000", "0xFF800000",
          "0x7FC00000", "3.0"]
FLOATS_B = ["3.0", "0.5", "-2.0", "-0.0", "0.0", "7.0", "-3.5", "0x7F800000", "1.0", "0x7FC00000", "0xFF800000",
            "-3.0"]
INTS = ["7", "-7", "100000", "-2147483648", "2147483647", "0", "-1", "65536", "-100000", "3", "1024", "-3"]
INTS_B = ["3", "2", "-5", "7", "1", "9", "-1", "65536", "-3", "100000", "-64", "3"]   # no 0, no MIN / -1
CONDS = ["true", "false", "false", "true", "true", "false", "true", "false", "true", "true", "false", "false"]
N = 12
FLOAT_ONLY = {"exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "tanh", "erf",
              "powf", "square"}
INT_ONLY = {"div_unsigned"}   # upstream's region builder: "unsigned div not on uint"


class Prog:
    """A @main on tensors; each printed result is one or two printMemref calls."""

    def __init__(self):
        self.body: list = []
        self.ops: set = set()
        self._n = 0

    def tensor(self, vals, shape, t) -> str:
        self._n += 1
        ty = f"tensor<{'x'.join(map(str, shape))}x{t}>"
        self.body.append(f"  %in{self._n} = arith.constant dense<[{', '.join(vals)}]> : {ty}"
                         if len(shape) == 1 else
                         f"  %in{self._n} = arith.constant dense<{vals}> : {ty}")
        return f"%in{self._n}"

    def show(self, v, shape, t):
        self._n += 1
        k = self._n
        ty = f"tensor<{''.join(f'{d}x' for d in shape)}{t}>"
        if t == "f32":
            # the bits first: the call may write its operand (upstream's analysis assumes so)
            fv = v
            ity = ty.replace("f32>", "i32>")
            ids = ", ".join(f"d{i}" for i in range(len(shape)))
            m = f"affine_map<({ids}) -> ({ids})>"
            par = ", ".join(['"parallel"'] * len(shape))
            self.body += [f"  %be{k} = tensor.empty() : {ity}",
                          f"  %b{k} = linalg.generic {{indexing_maps = [{m}, {m}], iterator_types = [{par}]}} "
                          f"ins({v} : {ty}) outs(%be{k} : {ity}) {{",
                          "  ^bb0(%x: f32, %o: i32):",
                          "    %y = arith.bitcast %x : f32 to i32",
                          "    linalg.yield %y : i32",
                          f"  }} -> {ity}"]
            self.body.append(f"  %u{k} = tensor.cast {fv} : {ty} to tensor<*xf32>")
            self.body.append(f"  call @printMemrefF32(%u{k}) : (tensor<*xf32>) -> ()")
            v, ty = f"%b{k}", ity
        self.body.append(f"  %v{k} = tensor.cast {v} : {ty} to tensor<*xi32>")
        self.body.append(f"  call @printMemrefI32(%v{k}) : (tensor<*xi32>) -> ()")

    def named(self, name, ins, in_types, out_shape, t):
        self._n += 1
        k = self._n
        ty = f"tensor<{''.join(f'{d}x' for d in out_shape)}{t}>"
        zero = "0.0" if t == "f32" else "0"
        self.body += [f"  %e{k} = tensor.empty() : {ty}", f"  %z{k} = arith.constant {zero} : {t}",
                      f"  %f{k} = linalg.fill ins(%z{k} : {t}) outs(%e{k} : {ty}) -> {ty}",
                      f"  %r{k} = {name} ins({', '.join(ins)} : {', '.join(in_types)}) outs(%f{k} : {ty}) -> {ty}"]
        self.ops.add(name)
        self.show(f"%r{k}", out_shape, t)

    def text(self) -> str:
        return _DECLS + "func.func @main() {\n" + "\n".join(self.body) + "\n  return\n}\n"


def _ins(t):
    """Two input vectors of element type ``t``."""
    if t in ("f32", "f16"):
        if t == "f16":
            h = {"0x7F800000": "0x7C00", "0xFF800000": "0xFC00", "0x7FC00000": "0x7E00"}
            return [[h.get(v, v) for v in FLOATS], [h.get(v, v) for v in FLOATS_B]]
        return [FLOATS, FLOATS_B]
    if t == "i8":
        return [["7", "-7", "100", "-128", "127", "0", "-1", "55", "-100", "3", "64", "-3"],
                ["3", "2", "-5", "7", "1", "9", "-1", "4", "-3", "100", "-64", "3"]]
    return [INTS, INTS_B]


def _elementwise(t):
    """Every elementwise named linalg op (NAMED_OPS with ELEMENTWISE_ARITY's
    names) on the edge values; the integer program has the ops that take
    integers."""
    p = Prog()
    ty = f"tensor<{N}x{t}>"
    x, y = _ins(t)
    a = p.tensor(x, [N], t)
    b = p.tensor(y, [N], t)
    c = p.tensor(CONDS, [N], "i1")
    names = sorted({n for n in NAMED_OPS if n[7:] in ELEMENTWISE_ARITY or n in ("linalg.max", "linalg.min")})
    for name in names:
        fn = name[7:]
        if (t != "f32" and fn in FLOAT_ONLY) or (t == "f32" and fn in INT_ONLY):
            continue
        arity = NAMED_OPS[name].inputs
        ins = {1: [a], 2: [a, b], 3: [c, a, b]}[arity]
        types = {1: [ty], 2: [ty, ty], 3: [f"tensor<{N}xi1>", ty, ty]}[arity]
        p.named(name, ins, types, [N], t)
    return p


def _contractions(t, t_in=None):
    """The matmul family but matmul (batch, batch-reduce, matvec, vecmat,
    batch_matvec, batch_vecmat, dot) and broadcast, on small distinct values
    (``t_in``: inputs of another element type)."""
    t_in = t_in or t
    p = Prog()
    f = t_in.startswith("f")

    def vals(shape, seed):
        n = 1
        for s in shape:
            n *= s
        xs = [((i * 7 + seed * 3) % 11 - 5) * (0.75 if f else 1) for i in range(n)]
        xs = [(f"{x:.2f}" if f else str(int(x))) for x in xs]
        if len(shape) == 1:
            return xs

        def nest(flat, dims):   # nested list text for dense<...>
            if len(dims) == 1:
                return "[" + ", ".join(flat) + "]"
            step = len(flat) // dims[0]
            return "[" + ", ".join(nest(flat[i * step:(i + 1) * step], dims[1:]) for i in range(dims[0])) + "]"
        return nest(xs, shape)

    def ty(shape, e=t_in):
        return f"tensor<{'x'.join(map(str, shape))}x{e}>"

    cases = [("linalg.batch_matmul", [[2, 3, 4], [2, 4, 2]], [2, 3, 2]),
             ("linalg.batch_reduce_matmul", [[2, 3, 4], [2, 4, 2]], [3, 2]),
             ("linalg.matvec", [[3, 4], [4]], [3]),
             ("linalg.vecmat", [[4], [4, 3]], [3]),
             ("linalg.batch_matvec", [[2, 3, 4], [2, 4]], [2, 3]),
             ("linalg.batch_vecmat", [[2, 4], [2, 4, 3]], [2, 3]),
             ("linalg.dot", [[5], [5]], [])]
    for name, shapes, out in cases:
        ins = [p.tensor(vals(s, i + len(name)), s, t_in) for i, s in enumerate(shapes)]
        p.named(name, ins, [ty(s) for s in shapes], out, t)
    if t_in == t:
        src = p.tensor(vals([3], 1), [3], t)
        p.body += [f"  %be = tensor.empty() : {ty([2, 3, 4])}",
                   f"  %bc = linalg.broadcast ins({src} : {ty([3])}) outs(%be : {ty([2, 3, 4])}) dimensions = [0, 2]"]
        p.ops.add("linalg.broadcast")
        p.show("%bc", [2, 3, 4], t)
    return p


# (result, input) element types of the contractions' mixed-type variants (the
# elementwise named ops do not cast: mlir-opt-22 rejects their mixed types)
MIXED = [("i32", "i8"), ("f32", "f16"), ("f32", "i8"), ("f32", "i32"), ("i32", "f32")]


class FileProg:
    """A hand-written program of tests/unit/data/ops_vs_runner/."""

    def __init__(self, path):
        self.path = path

    def text(self) -> str:
        return self.path.read_text()


DATA = Path(__file__).resolve().parent / "data" / "ops_vs_runner"
PROGRAMS = {"linalg-elementwise-f32": lambda: _elementwise("f32"),
            "linalg-elementwise-i32": lambda: _elementwise("i32"),
            "linalg-contractions-f32": lambda: _contractions("f32"),
            "linalg-contractions-i32": lambda: _contractions("i32"),
            **{f"linalg-contractions-{i}-{o}": (lambda o=o, i=i: _contractions(o, i)) for o, i in MIXED},
            **{p.stem: (lambda p=p: FileProg(p)) for p in sorted(DATA.glob("*.mlir"))}}

# (program, ours, mlir-runner's) lines where upstream's lowering computes
# another value than the op defines, with the reason; each must still differ.
KNOWN: dict = {}


def _mask(text):
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = ADDR", text)


def ours(text):
    engine = DiagnosticEngine(False)
    out = io.StringIO()
    status = run_text(text, "p.mlir", "main", engine, out=out)
    assert status == 0, [d.message for d in engine.diagnostics]
    return _mask(out.getvalue()).splitlines()


def upstream(text):
    passes = LOWER if "memref.dealloc" in text or "bufferization.dealloc" in text else BUFFERIZE + LOWER
    low = subprocess.run(["mlir-opt-22", *passes], input=text, capture_output=True, text=True)
    assert low.returncode == 0, low.stderr[:2000]
    run = subprocess.run([RUNNER, "-O0", "-e", "main", "-entry-point-result=void", _LIBS], input=low.stdout,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[:2000]
    return _mask(run.stdout).splitlines()


def program_texts() -> dict:
    """name -> program text (for test_runner_coverage.py)."""
    return {k: f().text() for k, f in PROGRAMS.items()}


@needs_upstream
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_same_lines_as_mlir_runner(name):
    text = PROGRAMS[name]().text()
    a, b = ours(text), upstream(text)
    assert len(a) == len(b), (len(a), len(b))
    known = {k[1:] for k in KNOWN if k[0] == name}
    shown = {(o, u) for o, u in zip(a, b) if o != u}
    assert known <= shown, f"in KNOWN but no longer differs (remove it): {sorted(known - shown)}"
    diffs = [f"line {i}: ours {o!r}, mlir-runner {u!r}" for i, (o, u) in enumerate(zip(a, b))
             if o != u and (o, u) not in known]
    assert not diffs, "\n".join(diffs[:20])
