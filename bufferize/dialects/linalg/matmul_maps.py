"""Verifiers of the user-given `indexing_maps` of linalg.matmul,
linalg.batch_matmul and linalg.batch_reduce_matmul (upstream's MatmulOp /
BatchMatmulOp / BatchReduceMatmulOp::verify): which transposes and
broadcasts of the default maps are allowed, with upstream's messages.  They
run only when the maps differ from the defaults."""
from __future__ import annotations

from ...ir import attributes as A
from .base import _err


def _dims_of(e) -> set:
    """The dimensions an affine expression is a function of."""
    if e[0] == "d":
        return {e[1]}
    if e[0] in ("s", "c"):
        return set()
    return _dims_of(e[1]) | _dims_of(e[2])


def _fn_of(e, d) -> bool:
    return d in _dims_of(e)


def _subset(explicit, default) -> bool:
    return set(explicit.results) <= set(default.results)


def _user_maps(op, spec):
    maps = op.properties.get("indexing_maps")
    if not isinstance(maps, A.ArrayAttr) or not all(isinstance(m, A.AffineMapAttr) for m in maps.value):
        return None
    if maps == spec.maps:
        return None
    return [m.map for m in maps.value]


def verify_matmul(op, spec) -> None:
    maps = _user_maps(op, spec)
    if maps is None:
        return
    defaults = [m.map for m in spec.maps.value]
    for i in range(min(2, len(maps))):
        m, d = maps[i], defaults[i]
        if not _subset(m, d):
            raise _err(op, "Unexpected dim expression in map result.")
        if len(m.results) < len(d.results):
            if len(m.results) != 1 or not _fn_of(m.results[0], m.num_dims - 1):
                raise _err(op, "Invalid broadcast requested, should be (d2).")


def _valid_batch_broadcast(m, lhs: bool) -> bool:
    batch, mpos, npos, kpos = 0, 1, 2, 3
    r = m.results
    if len(r) == 1:
        return _fn_of(r[0], kpos)
    if len(r) == 2:
        if lhs:
            return (_fn_of(r[0], batch) or _fn_of(r[0], mpos)) and _fn_of(r[1], kpos)
        return ((_fn_of(r[0], batch) and _fn_of(r[1], kpos))
                or (_fn_of(r[0], kpos) and _fn_of(r[1], npos)))
    return False


def verify_batch_matmul(op, spec) -> None:
    maps = _user_maps(op, spec)
    if maps is None:
        return
    reduce = op.name == "linalg.batch_reduce_matmul"
    defaults = [m.map for m in spec.maps.value]
    for i in range(3):
        if len(maps) != 3:
            raise _err(op, "Indexing_map attribute must have 3 affine maps.")
        m, d = maps[i], defaults[i]
        if i == 2:
            want = 2 if reduce else 3
            if len(m.results) != want:
                raise _err(op, f"expects {want} dims, but got ({len(m.results)}).")
            dims = (1, 2) if reduce else (0, 1, 2)
            if not all(_fn_of(e, k) for e, k in zip(m.results, dims)):
                raise _err(op, "Invalid output map result dimension.")
            continue
        if not _subset(m, d):
            raise _err(op, "Unexpected result dim expression (outside the set of default result dims).")
        if len(m.results) > 3:
            raise _err(op, "no. of result dim expressions exceeds 3.")
        if len(m.results) < len(d.results):
            if not _valid_batch_broadcast(m, i == 0):
                raise _err(op, "Invalid broadcast requested.")
        elif not m.results or not _fn_of(m.results[0], 0):
            raise _err(op, "Invalid batch dimension expression.")
