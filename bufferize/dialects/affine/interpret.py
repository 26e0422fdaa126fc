"""Semantics of affine.apply, affine.min and affine.max for the interpreter
(bufferize/interpreter)."""
from __future__ import annotations

from ...interpreter.registry import semantics
from ..linalg.interpret import _eval


def _results(op, args):
    m = op.get_attr("map").map
    dims, syms = args[:m.num_dims], args[m.num_dims:]
    return [_eval(e, dims, syms) for e in m.results]


@semantics("affine.apply")
def _apply(it, op, args):
    return [_results(op, args)[0]]


@semantics("affine.min")
def _min(it, op, args):
    return [min(_results(op, args))]


@semantics("affine.max")
def _max(it, op, args):
    return [max(_results(op, args))]
