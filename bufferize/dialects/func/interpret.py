"""Semantics of the func ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

import sys

import numpy as np

from ...interpreter.printing import element_str, memref_str, shape_str, tensor_str
from ...interpreter.registry import Yield, runtime, semantics
from ...interpreter.values import MemRef, contiguous_strides


@semantics("func.return")
def _return(it, op, args):
    return Yield(args, op)


@semantics("func.call")
def _call(it, op, args):
    return it.call(op.get_attr("callee").root, args, op)


@semantics("func.func")
def _func(it, op, args):   # a nested symbol: nothing to do when reached
    return None


@semantics("func.constant")
def _constant(it, op, args):
    return [op.get_attr("value").root]


@semantics("func.call_indirect")
def _call_indirect(it, op, args):
    return it.call(args[0], args[1:], op)


# ---- mlir-runner's runtime (mlir/ExecutionEngine/{C,}RunnerUtils) -----------------------
# Each function prints as the C++ runtime prints its argument's C type: the
# element kind by the name's suffix (interpreter/printing.py says how).
_KINDS = {"I8": "char", "I16": "int", "I32": "int", "I64": "int", "F16": "float", "BF16": "float",
          "F32": "float", "F64": "float", "C32": "complex", "C64": "complex", "Ind": "unsigned"}
# rtclock's value: a fixed time, so that runs are reproducible (mlir-runner
# returns the seconds since the Epoch; programs print differences of it).
RTCLOCK = 0.0
NANOTIME = 0


def _operand(it, op, m, what):
    if isinstance(m, MemRef) and it.checker is not None:
        it.checker.check_view(op, m, what=what)
    return m


def _memref_printer(kind, ranked):
    def run(it, op, args):
        m = _operand(it, op, args[0], "read (printMemref)")
        if isinstance(m, MemRef):
            it.output.append(memref_str(m, kind, ranked))
        else:   # printMemrefF32(tensor<*xf32>): as its buffer prints
            it.output.append(tensor_str(np.asarray(m), kind, ranked))
    return run


def _shape_printer(ranked):
    def run(it, op, args):
        it.output.append(shape_str(_operand(it, op, args[0], "read (printMemrefShape)"), ranked) + "\n")
    return run


for _s, _k in _KINDS.items():
    runtime(f"printMemref{_s}")(_memref_printer(_k, False))
    runtime(f"printMemrefShape{_s}")(_shape_printer(False))
for _s in ("0dF32", "1dF32", "2dF32", "3dF32", "4dF32", "1dI8", "1dI32", "1dI64", "1dF64", "1dInd", "1dC32",
           "1dC64"):
    runtime(f"printMemref{_s}")(_memref_printer(_KINDS[_s[2:]], True))


def _array(m):
    return m.array() if isinstance(m, MemRef) else np.asarray(m)


def _verifier(kind, eps):
    def run(it, op, args):
        """verifyMemRef*: the number of elements that differ (floats: by a
        relative error above ``eps``, or not finite), each of the first 10
        printed on stderr as ``actual != expected offset = N``; -1 and both
        shapes on stderr when the shapes differ."""
        a, e = (_operand(it, op, m, "read (verifyMemRef)") for m in args[:2])
        meta = [(x.offset, x.sizes, x.strides) if isinstance(x, MemRef)
                else (0, x.shape, contiguous_strides(x.shape)) for x in (a, e)]
        err = getattr(it, "stderr", None) or sys.stderr
        if meta[0] != meta[1]:
            for x in (a, e):
                err.write(shape_str(x)[len("Unranked Memref "):])   # no separator, as upstream
            return [-1]
        offset0, _, strides = meta[0]
        aa, ee = _array(a), _array(e)
        errors = 0
        for idx in np.ndindex(aa.shape):
            x, y = aa[idx], ee[idx]
            if eps is None:
                ok = x == y
            else:
                ok = bool(np.isfinite(x) and np.isfinite(y) and abs(x - y) <= eps * abs(y))
            if not ok:
                if errors < 10:
                    off = offset0 + sum(i * s for i, s in zip(idx, strides))
                    err.write(f"{element_str(x, kind)} != {element_str(y, kind)} offset = {off}\n")
                errors += 1
        return [errors]
    return run


for _s, _k in _KINDS.items():
    runtime(f"verifyMemRef{_s}")(_verifier(_k, {"F32": np.float32(1e-6), "F64": 1e-12}.get(_s)))


def _printer(kind):
    def run(it, op, args):
        it.output.append(element_str(args[0], kind))
    return run


for _n, _k in (("printF32", None), ("printF64", None), ("printF16", None), ("printBF16", None),
               ("printI64", None), ("printU64", "unsigned")):
    runtime(_n)(_printer(_k))

for _n, _text in (("printNewline", "\n"), ("printComma", ", "), ("printOpen", "( "), ("printClose", " )")):
    runtime(_n)(lambda it, op, args, _text=_text: it.output.append(_text))


@runtime("printFlops")
def _flops(it, op, args):
    (getattr(it, "stderr", None) or sys.stderr).write("%f GFLOPS\n" % (float(args[0]) / 1.0e9))


@runtime("rtclock")
def _rtclock(it, op, args):
    """A fixed time (RTCLOCK), not the clock: a run prints the same every time."""
    return [np.float64(RTCLOCK)]


@runtime("nanoTime")
def _nanotime(it, op, args):
    return [NANOTIME]
