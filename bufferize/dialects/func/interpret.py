"""Semantics of the func ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

from ...interpreter.printing import element_str, memref_str, tensor_str
from ...interpreter.registry import Yield, runtime, semantics
from ...interpreter.values import MemRef


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


# ---- mlir-runner's runtime (mlir/ExecutionEngine/RunnerUtils) ------------------------------
def _print_memref(it, op, args):
    m = args[0]
    if not isinstance(m, MemRef):   # printMemrefF32(tensor<*xf32>): as its buffer prints
        it.output.append(tensor_str(m))
        return
    if it.checker is not None:
        it.checker.check_view(op, m, what="read (printMemref)")
    it.output.append(memref_str(m))


for _n in ("printMemrefF32", "printMemrefF64", "printMemrefI32", "printMemrefI64", "printMemrefI8",
           "printMemrefF16", "printMemrefInd"):
    runtime(_n)(_print_memref)


@runtime("printF32", "printF64", "printI64", "printU64", "printF16")
def _print_scalar(it, op, args):
    it.output.append(element_str(args[0]))


@runtime("printNewline")
def _newline(it, op, args):
    it.output.append("\n")


@runtime("printComma")
def _comma(it, op, args):
    it.output.append(", ")


@runtime("printOpen")
def _open(it, op, args):
    it.output.append("( ")


@runtime("printClose")
def _close(it, op, args):
    it.output.append(" )")
