"""The structured-op interface's verifier (upstream verifyStructuredOpInterface,
a `verifyWithRegions` interface verifier): it runs after the op's nested ops
(so a `linalg.yield`'s own error comes first), and checks, in upstream's
order, pure tensor/buffer semantics, the indexing maps (IndexingMapOpInterface:
count, symbols, operand rank, invertibility, static shapes), the number of
loops, the single block and the block arguments."""
from __future__ import annotations

from ...ir import types as T
from .base import _err
from .shapes import indexing_maps, verify_static_shapes


def _rank(v) -> int:
    return len(v.type.shape) if isinstance(v.type, (T.RankedTensorType, T.MemRefType)) else 0


def num_loops(op, maps) -> int:
    """getNumLoops: a generic's iterator count, else the maps' dimensions."""
    it = op.properties.get("iterator_types")
    if op.name == "linalg.generic" and it is not None:
        return len(it.value)
    return maps[0].num_dims if maps else 0


def verify_structured(op) -> None:
    tys = [o.value.type for o in op.operands]
    if op.operands and not (all(not T.is_memref(t) for t in tys) or all(not T.is_tensor(t) for t in tys)):
        raise _err(op, "expected to have pure tensor or buffer semantics")
    maps = indexing_maps(op)
    if len(maps) != len(op.operands):
        raise _err(op, f"expected the number of indexing_map ({len(maps)}) to be equal to the "
                       f"number of input/output operands ({len(op.operands)})")
    for i, (m, o) in enumerate(zip(maps, op.operands)):
        if m.num_symbols != 0:
            raise _err(op, f"unexpected symbols in indexing_map #{i}")
        rank = _rank(o.value)
        if len(m.results) != rank:
            raise _err(op, f"expected operand #{i} rank ({rank}) to match the result rank of indexing_map "
                           f"({len(m.results)})")
    if len({m.num_dims for m in maps}) <= 1:
        verify_static_shapes(op, maps)
    n = num_loops(op, maps)
    for i, m in enumerate(maps):
        if m.num_dims != n:
            raise _err(op, f"expected indexing_map #{i} to have {n} dim(s) to match the number of loops")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "expects to have 1 region with 1 block")
    block = op.regions[0].blocks[0]
    if len(block.args) != len(op.operands):
        raise _err(op, "expected as many non-induction variable region arguments as the number of "
                       "input/output operands")
    for i, (a, o) in enumerate(zip(block.args, op.operands)):
        t = o.value.type
        et = t.element_type if isinstance(t, (T.RankedTensorType, T.MemRefType)) else t
        if a.type != et:
            raise _err(op, f"expected type of bb argument #{i} ('{a.type}') to match element or self type "
                           f"of the corresponding operand ('{et}')")
