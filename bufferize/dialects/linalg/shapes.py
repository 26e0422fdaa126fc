"""The indexing maps of a structured op and upstream's static shape check
(LinalgInterfaces.cpp verifyStructuredOpInterface): the loop ranges are
read off the operand shapes through the inverse of the concatenated maps,
and every static operand dimension must be what the ranges imply."""
from __future__ import annotations

from ...ir import types as T
from ...ir.affine import AffineMap
from .base import _err
from .bodies import NAMED_OPS

def indexing_maps(op) -> list:
    """One AffineMap per operand: the op's `indexing_maps`, a fixed-rank
    named op's memoized maps, or (elementwise ops) identity on the shaped
    operands and () for scalars."""
    maps = op.properties.get("indexing_maps")
    if maps is not None:
        return [m.map for m in maps]
    spec = NAMED_OPS.get(op.name)
    memo = spec.memo_for(op) if spec is not None else None
    if memo is not None:
        return [m.map for m in memo.value]
    vals = [o.value for o in op.operands]
    rank = max((len(v.type.shape) for v in vals if isinstance(v.type, _SHAPED)), default=0)
    return [AffineMap.identity(rank) if isinstance(v.type, _SHAPED) else AffineMap(rank, 0, ())
            for v in vals]


# what an operand's shape is read from (a vector operand is a scalar of the op)
_SHAPED = (T.RankedTensorType, T.MemRefType)


def _shape(v) -> tuple:
    return tuple(v.type.shape) if isinstance(v.type, _SHAPED) else ()


def static_loop_ranges(op, maps) -> list | None:
    """upstream getStaticLoopRanges: each loop's size from the first operand
    dimension indexed by exactly that loop; None if some loop is indexed by
    no plain dimension (no shapes-to-loops map)."""
    n = maps[0].num_dims if maps else 0
    ranges: list = [False] * n
    for o, m in zip(op.operands, maps):
        shape = _shape(o.value)
        for j, e in enumerate(m.results):
            if e[0] == "d" and ranges[e[1]] is False and j < len(shape):
                ranges[e[1]] = shape[j]
    return None if any(r is False for r in ranges) else ranges


# The (maps, operand shapes) found consistent: a model repeats a few kernels
# many times, and the check depends on nothing else (bounded, as a cache).
_AGREED: dict = {}


def verify_static_shapes(op, maps=None) -> None:
    """Raise upstream's error where a static operand dimension disagrees
    with the loop ranges the other operands imply."""
    maps = indexing_maps(op) if maps is None else maps
    key = (tuple(maps), tuple(_shape(o.value) for o in op.operands))
    if key in _AGREED:
        return
    _check_static_shapes(op, maps)
    if len(_AGREED) < 4096:
        _AGREED[key] = True


def _check_static_shapes(op, maps) -> None:
    if not maps or any(m.num_symbols for m in maps) or len({m.num_dims for m in maps}) != 1:
        return   # the op's own verifier reports malformed maps
    ranges = static_loop_ranges(op, maps)
    if ranges is None:
        concat = AffineMap(maps[0].num_dims, 0, tuple(r for m in maps for r in m.results))
        raise _err(op, f"invalid indexing maps are non-invertible: ({concat})")
    if any(r is T.DYN or (isinstance(r, int) and r < 0) for r in ranges):
        return   # only fully static loop ranges are checked
    start = [0] * len(ranges)
    end = [r - 1 for r in ranges]
    for i, (o, m) in enumerate(zip(op.operands, maps)):
        shape = _shape(o.value)
        lo, hi = m.evaluate(start), m.evaluate(end)
        for d, size in enumerate(shape):
            if size is T.DYN or size == 0 or d >= len(m.results):
                continue
            inferred = max(lo[d], hi[d]) + 1
            if min(lo[d], hi[d]) < 0:
                raise _err(op, f"unexpected result less than 0 at expression #{d} in {m}")
            if m.results[d][0] == "d":
                if inferred != size:
                    raise _err(op, f"inferred input/output operand #{i} has shape's dimension #{d} to be "
                                   f"{inferred}, but found {size}")
            elif inferred > size:
                raise _err(op, f"inferred input/output operand #{i} has shape's dimension #{d} to be greater "
                               f"than or equal to {inferred}, but found {size}")


def iterator_kinds(op) -> list | None:
    """"parallel" / "reduction" per loop: a generic's iterator_types; for a
    named op, OpDSL's rule (a loop is parallel iff the output map uses it);
    linalg.map is all parallel; None for the other map-like ops."""
    it = op.properties.get("iterator_types")
    if it is not None:
        return ["reduction" if "reduction" in str(a) else "parallel" for a in it.value]
    if op.name == "linalg.map":
        return ["parallel"] * len(indexing_maps(op)[0].results) if op.operands else []
    if op.name not in NAMED_OPS:
        return None
    maps = indexing_maps(op)
    if not maps:
        return []
    used = {e[1] for e in maps[-1].results if e[0] == "d"}
    return ["parallel" if d in used else "reduction" for d in range(maps[0].num_dims)]
