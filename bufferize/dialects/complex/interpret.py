"""Semantics of the complex ops for the interpreter (bufferize/interpreter).

Values are numpy complex scalars (``np.complex64`` for complex<f32>,
``np.complex128`` for complex<f64>) or arrays of them, computed in the
element type's precision with numpy's complex functions; the results are
checked against mlir-runner-22 running upstream's lowering
(-convert-complex-to-standard, then to LLVM) in
tests/lit/with-mlir/interpreter-exec/complex.mlir.  ``complex.powi`` is
repeated multiplication by squaring (1/x**-n for a negative n), and
``complex.sign`` is ``z / |z|`` (``z`` itself for zero), as upstream's
lowering computes them.
"""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import dtype_of, elementwise, wrap_int
from ...ir import types as T


def _ctype(op, i=None):
    t = op.results[0].type if i is None else op.operands[i].value.type
    return getattr(t, "element_type", t) if not isinstance(t, T.ComplexType) else t


def _dt(op):
    return dtype_of(_ctype(op, 0))


def _sign(z):
    a = abs(z)
    return z if a == 0 else z / a


_UNARY = {"neg": lambda z: -z, "conj": np.conj, "exp": np.exp, "log": np.log, "sqrt": np.sqrt, "sin": np.sin,
          "cos": np.cos, "tan": np.tan, "tanh": np.tanh, "expm1": lambda z: np.exp(z) - 1,
          "log1p": lambda z: np.log(1 + z), "rsqrt": lambda z: 1 / np.sqrt(z), "sign": _sign}
_REAL = {"re": lambda z: z.real, "im": lambda z: z.imag, "abs": np.abs, "angle": np.angle}
_BINARY = {"add": lambda a, b: a + b, "sub": lambda a, b: a - b, "mul": lambda a, b: a * b,
           "div": lambda a, b: a / b, "pow": lambda a, b: a ** b,
           "atan2": lambda a, b: -1j * np.log((b + 1j * a) / np.sqrt(a * a + b * b))}


def _complex_fn(fn, real=False):
    def run(it, op, args):
        t = op.results[0].type
        dt = _dt(op)

        def one(*zs):
            with np.errstate(all="ignore"):
                r = fn(*[dt(z) for z in zs])
            if real:
                return dtype_of(t if not isinstance(t, (T.VectorType, T.RankedTensorType)) else t.element_type)(r)
            return dt(r)
        return [elementwise(one, args, t)]
    return run


for _n, _f in _UNARY.items():
    semantics(f"complex.{_n}")(_complex_fn(_f))
for _n, _f in _REAL.items():
    semantics(f"complex.{_n}")(_complex_fn(_f, real=True))
for _n, _f in _BINARY.items():
    semantics(f"complex.{_n}")(_complex_fn(_f))


@semantics("complex.eq", "complex.neq")
def _eq(it, op, args):
    eq = op.name == "complex.eq"
    return [elementwise(lambda a, b: int((a == b) == eq), args, op.results[0].type)]


@semantics("complex.create")
def _create(it, op, args):
    dt = dtype_of(op.results[0].type)
    return [dt(complex(float(args[0]), float(args[1])))]


@semantics("complex.constant")
def _constant(it, op, args):
    re, im = op.properties["value"].value
    return [dtype_of(op.results[0].type)(complex(float(re.value), float(im.value)))]


@semantics("complex.powi")
def _powi(it, op, args):
    dt = dtype_of(op.results[0].type)
    it_type = op.operands[1].value.type

    def one(z, n):
        n = wrap_int(n, it_type)
        with np.errstate(all="ignore"):
            base, r, k = dt(z), dt(1), abs(n)
            while k:
                if k & 1:
                    r = dt(r * base)
                base = dt(base * base)
                k >>= 1
            return dt(1) / r if n < 0 else r
    return [elementwise(one, args, op.results[0].type)]


@semantics("complex.bitcast")
def _bitcast(it, op, args):
    src, dst = op.operands[0].value.type, op.results[0].type
    v = np.asarray(args[0], dtype=dtype_of(src)).reshape(())
    out = v.view(dtype_of(dst))[()]
    if isinstance(dst, T.IntegerType):
        return [wrap_int(int(out), dst)]
    return [out]
