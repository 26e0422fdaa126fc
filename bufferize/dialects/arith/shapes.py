"""Shape traits arith's verifiers check, as upstream's ``verifyCompatibleShape(s)``,
``SameOperandsAndResultShape``, ``Elementwise`` (ElementwiseMappable) and arith's
``SameInputOutputTensorDims`` check them.  Pure functions of types, plus the
Elementwise trait's check of an op."""
from __future__ import annotations

from ...ir import types as T
from ..common import op_error as _err

# upstream's ShapedType: vectors, tensors and memrefs, ranked or not
SHAPED = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType, T.MemRefType, T.UnrankedMemRefType)
_UNRANKED = (T.UnrankedTensorType, T.UnrankedMemRefType)
# Elementwise's "mappable" types: vectors and tensors (TensorType: ranked or not)
_MAPPABLE = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)


def _dims_compatible(dims) -> bool:
    static = {d for d in dims if d is not None}
    return len(static) <= 1


def compatible_shape(a, b) -> bool:
    """verifyCompatibleShape(Type, Type): both shaped or neither; an unranked
    one fits any; else the same rank and each pair of sizes equal or dynamic."""
    sa, sb = isinstance(a, SHAPED), isinstance(b, SHAPED)
    if not sa or not sb:
        return sa == sb
    if isinstance(a, _UNRANKED) or isinstance(b, _UNRANKED):
        return True
    return len(a.shape) == len(b.shape) and all(_dims_compatible(p) for p in zip(a.shape, b.shape))


def _scalable(t) -> bool:
    return isinstance(t, T.VectorType) and any(t.scalable)


def compatible_shapes(types) -> bool:
    """verifyCompatibleShapes(TypeRange): all shaped or none; scalable vectors
    only with scalable vectors; the ranked ones of one rank whose static sizes
    agree dimension by dimension."""
    shaped = [isinstance(t, SHAPED) for t in types]
    if not all(shaped):
        return not any(shaped)
    scal = [_scalable(t) for t in types]
    if any(scal) and not all(scal):
        return False
    ranked = [t for t in types if not isinstance(t, _UNRANKED)]
    if not ranked:
        return True
    if len({len(t.shape) for t in ranked}) != 1:
        return False
    return all(_dims_compatible(dims) for dims in zip(*(t.shape for t in ranked)))


def _tensor_dims(t):
    """SameInputOutputTensorDims' view of a type: a ranked tensor's sizes, ()
    for a non-tensor; an unranked tensor matches nothing (mlir-opt-22 rejects
    every unranked tensor cast with this trait's message)."""
    if isinstance(t, T.RankedTensorType):
        return t.shape
    if isinstance(t, T.UnrankedTensorType):
        return object()
    return ()


def same_tensor_dims(a, b) -> bool:
    return _tensor_dims(a) == _tensor_dims(b)


def verify_elementwise(op) -> None:
    """The Elementwise trait (OpTrait::impl::verifyElementwise), in its words."""
    res = [r.type for r in op.results if isinstance(r.type, _MAPPABLE)]
    ins = [o.value.type for o in op.operands if isinstance(o.value.type, _MAPPABLE)]
    if not res and not ins:
        return
    if res and not ins:
        raise _err(op, "if a result is non-scalar, then at least one operand must be non-scalar")
    if not res:
        raise _err(op, "if an operand is non-scalar, then there must be at least one non-scalar result")
    if len(res) != len(op.results):
        raise _err(op, "if an operand is non-scalar, then all results must be non-scalar")
    types = ins + res
    if any(type(t) is not type(types[0]) for t in types) or not compatible_shapes(types):
        raise _err(op, "all non-scalar operands/results must have the same shape and base type")
