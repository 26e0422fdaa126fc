"""Semantics of the ub dialect for the interpreter (bufferize/interpreter).

Reaching ``ub.unreachable`` is undefined behaviour: the run stops there with
an error, as the memory checker stops at any other undefined behaviour.

A poison value may be anything; the interpreter makes it zero of its type
(0, 0.0, (0,0), a zero-filled vector or tensor), deterministically, so that
a run prints the same every time.  mlir-runner's lowering (-convert-ub-to-llvm)
gives ``llvm.mlir.poison``, whose machine value is whatever a register held:
a program whose output depends on a poison value has no defined output, and
the tests compare only programs whose output does not.
"""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import dtype_of, scalar
from ...ir import types as T


def zero_of(t):
    """The interpreter's zero of type ``t`` (scalar, vector or tensor)."""
    if isinstance(t, (T.VectorType, T.RankedTensorType)):
        return np.zeros(tuple(t.shape), dtype=dtype_of(t.element_type))
    if isinstance(t, (T.FloatType, T.ComplexType)):
        return scalar(0.0, t)
    return scalar(0, t)


@semantics("ub.poison")
def _poison(it, op, args):
    return [zero_of(op.results[0].type)]


@semantics("ub.unreachable")
def _unreachable(it, op, args):
    it.error(op, "reached ub.unreachable: undefined behaviour")
