"""Semantics of the affine ops for the interpreter (bufferize/interpreter):
maps and integer sets evaluated on the index operands, as -lower-affine
computes them; affine.parallel runs its iterations one after the other and
combines the yielded values with each reduction's kind, from its identity;
affine.dma_start copies its elements when it starts, as memref.dma_start
(affine.dma_wait and affine.prefetch do nothing observable)."""
from __future__ import annotations

import itertools

import numpy as np

from ...interpreter.registry import Yield, semantics
from ...interpreter.values import scalar
from ...ir import types as T
from ...ir.affine import eval_expr
from ..common import DYNAMIC
from ..memref.interpret import _combine, _load as _mload, _store as _mstore, dma_copy
from ..vector.interpret import _vload, _vstore
from .expr import parse_set
from .loops import KINDS, for_bounds, parallel_bounds
from .memory import _lin_segs


def _values(m, args):
    dims, syms = args[:m.num_dims], args[m.num_dims:]
    return [eval_expr(e, dims, syms) for e in m.results]


@semantics("affine.apply")
def _apply(it, op, args):
    return [_values(op.get_attr("map").map, args)[0]]


@semantics("affine.min")
def _min(it, op, args):
    return [min(_values(op.get_attr("map").map, args))]


@semantics("affine.max")
def _max(it, op, args):
    return [max(_values(op.get_attr("map").map, args))]


@semantics("affine.yield")
def _yield(it, op, args):
    return Yield(args, op)


@semantics("affine.for")
def _for(it, op, args):
    lv, uv, inits = for_bounds(op)
    env = it.env
    lb = max(_values(op.properties["lowerBoundMap"].map, [env[v] for v in lv]))
    ub = min(_values(op.properties["upperBoundMap"].map, [env[v] for v in uv]))
    step = op.properties["step"].value
    if step <= 0:
        it.error(op, f"affine.for with a step of {step}")
    iters = [env[v] for v in inits]
    region = op.regions[0]
    for i in range(lb, ub, step):
        iters = it.run_region(region, [i, *iters])
    return iters


@semantics("affine.if")
def _if(it, op, args):
    s = parse_set(op.properties["condition"].text)
    region = op.regions[0] if s.holds(args[:s.num_dims], args[s.num_dims:]) else op.regions[1]
    if not region.blocks:
        return []
    return it.run_region(region, [])


def _identity(kind, t):
    if isinstance(t, T.FloatType):
        return {"addf": -0.0, "mulf": 1.0, "maximumf": -np.inf, "maxnumf": -np.inf, "minimumf": np.inf,
                "minnumf": np.inf}[kind]
    w = t.width if isinstance(t, T.IntegerType) else 64
    return {"addi": 0, "muli": 1, "ori": 0, "xori": 0, "andi": -1, "maxs": -(1 << (w - 1)),
            "mins": (1 << (w - 1)) - 1, "maxu": 0, "minu": -1}[kind]


@semantics("affine.parallel")
def _parallel(it, op, args):
    env = it.env
    ranges = []
    (lm, lg, lv), (um, ug, uv) = parallel_bounds(op)
    lbs, ubs = _values(lm, [env[v] for v in lv]), _values(um, [env[v] for v in uv])
    steps = [s.value for s in op.properties["steps"].value]
    for st in steps:
        if st <= 0:
            it.error(op, f"affine.parallel with a step of {st}")
    a = b = 0
    for gl, gu, st in zip(lg, ug, steps):
        ranges.append(range(max(lbs[a:a + gl]), min(ubs[b:b + gu]), st))
        a, b = a + gl, b + gu
    kinds = [KINDS[r.value] for r in op.properties["reductions"].value]
    types = [r.type for r in op.results]
    acc = [scalar(_identity(k, t), t) for k, t in zip(kinds, types)]
    body = op.regions[0]
    for ivs in itertools.product(*ranges):
        vals = it.run_region(body, list(ivs))
        acc = [_combine(k, x, v, t) for k, x, v, t in zip(kinds, acc, vals, types)]
    return acc


def _indices(op, args, first):
    m = op.properties["map"].map
    return list(args[:first + 1]) + _values(m, args[first + 1:])


@semantics("affine.load")
def _load(it, op, args):
    return _mload(it, op, _indices(op, args, 0))


@semantics("affine.store")
def _store(it, op, args):
    return _mstore(it, op, _indices(op, args, 1))


@semantics("affine.vector_load")
def _vector_load(it, op, args):
    return _vload(it, op, _indices(op, args, 0))


@semantics("affine.vector_store")
def _vector_store(it, op, args):
    return _vstore(it, op, _indices(op, args, 1))


def _basis(op, dynamic):
    it = iter(dynamic)
    return [next(it) if s == DYNAMIC else s for s in op.properties["static_basis"].values]


@semantics("affine.delinearize_index")
def _delinearize(it, op, args):
    idx, basis = args[0], _basis(op, args[1:])
    if len(op.results) == len(basis):
        basis = basis[1:]          # the outer bound is not needed
    strides = [1]
    for b in reversed(basis):
        strides.insert(0, strides[0] * b)
    out = [idx // strides[0]]
    for k in range(1, len(strides)):
        out.append((idx % strides[k - 1]) // strides[k])
    return out


@semantics("affine.linearize_index")
def _linearize(it, op, args):
    idx, dyn = _lin_segs(op)
    env = it.env
    idx, basis = [env[v] for v in idx], _basis(op, [env[v] for v in dyn])
    if len(idx) == len(basis):
        basis = basis[1:]
    total, stride = 0, 1
    for i in range(len(idx) - 1, -1, -1):
        total += idx[i] * stride
        if i > 0:
            stride *= basis[i - 1]
    return [total]


# ---- DMA: the transfer is done when it starts; waiting and prefetching change nothing ----

@semantics("affine.dma_start")
def _dma_start(it, op, args):
    """memref.dma_start's copy (memref/interpret.py), at indices the maps compute."""
    groups, i = [], 0
    for key in ("src_map", "dst_map", "tag_map"):
        m = op.attributes[key].map
        k = m.num_dims + m.num_symbols
        groups.append((args[i], _values(m, args[i + 1:i + 1 + k])))
        i += 1 + k
    (src, si), (dst, di) = groups[0], groups[1]
    dma_copy(it, op, src, si, dst, di, args[i], args[i + 1:])
    return None


@semantics("affine.dma_wait", "affine.prefetch")
def _no_effect(it, op, args):
    return None
