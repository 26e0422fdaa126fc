"""Semantics of the linalg ops for the interpreter (bufferize/interpreter).

Every structured op (linalg.generic and the named ops, whose implicit body
and indexing maps the dialect builds) runs its body once per point of the
iteration space; fill, copy and contractions (a multiply-add body whose maps
are plain dimensions: matmul and friends) use numpy instead."""
from __future__ import annotations

import itertools

import numpy as np

from ...interpreter.registry import Yield, semantics
from ...interpreter.values import MemRef
from ...ir import types as A
from ...ir.interfaces import segments
from ..memref.interpret import view_array
from ...ir.affine import eval_expr as _eval
from .bodies import NAMED_OPS
from .interpret_named import einsum_to, run_named
from .shapes import indexing_maps


def _ins_outs(op):
    """(ins, outs) operand values; the map-like ops have no segment sizes."""
    if "operandSegmentSizes" in op.properties:
        return segments(op, 2)
    vals = [o.value for o in op.operands]
    n = len(vals) // 2 if op.name == "linalg.reduce" else len(vals) - 1
    return vals[:n], vals[n:]


def _operand_arrays(it, op, ins, outs):
    """(input arrays or scalars, output arrays to write, results to return)."""
    env = it.env
    a_in = []
    for v in ins:
        x = env[v]
        a_in.append(view_array(it, op, x) if isinstance(x, MemRef) else x)
    a_out, results = [], []
    for v in outs:
        x = env[v]
        if isinstance(x, MemRef):
            a_out.append(view_array(it, op, x, write=True))
        else:
            c = np.array(x)
            a_out.append(c)
            results.append(c)
    return a_in, a_out, results


def _bounds(it, op, arrays, maps):
    n = maps[0].num_dims if maps else 0
    bounds = [None] * n
    for k, (arr, m) in enumerate(zip(arrays, maps)):
        if isinstance(arr, np.ndarray):
            for j, e in enumerate(m.results):
                if e[0] != "d":
                    continue
                if bounds[e[1]] is None:
                    bounds[e[1]] = arr.shape[j]
                elif bounds[e[1]] != arr.shape[j]:
                    it.error(op, f"operand #{k} has size {arr.shape[j]} in dimension {j} where the loop d{e[1]} "
                                 f"runs {bounds[e[1]]} times")
    return [b if b is not None else 1 for b in bounds]


def _contraction(op, maps, a_in, a_out):
    """np.einsum for a body `yield(add(out, mul(in0, in1)))` over plain-dimension maps."""
    ops = list(op.regions[0].blocks[0])
    if (len(ops) != 3 or len(a_in) != 2 or len(a_out) != 1 or ops[0].name != "arith.mulf"
            or ops[1].name != "arith.addf" or ops[2].name != "linalg.yield"):
        return False
    args = op.regions[0].blocks[0].args
    if [o.value for o in ops[0].operands] != args[:2] or ops[1].operand(1) is not ops[0].results[0] \
            or ops[1].operand(0) is not args[2] or ops[2].operand(0) is not ops[1].results[0]:
        return False
    if not all(e[0] == "d" for m in maps for e in m.results) or maps[0].num_dims > 26:
        return False
    letters = "abcdefghijklmnopqrstuvwxyz"
    ins = ["".join(letters[e[1]] for e in m.results) for m in maps[:2]]
    out = "".join(letters[e[1]] for e in maps[2].results)
    a_out[0][...] = a_out[0] + einsum_to(ins, out, a_in[0], a_in[1]).astype(a_out[0].dtype)
    return True


def _structured(it, op, args):
    ins, outs = _ins_outs(op)
    maps = indexing_maps(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    if op.name == "linalg.fill":
        a_out[0][...] = a_in[0]
        return results
    if op.name == "linalg.copy":
        a_out[0][...] = a_in[0]
        return results
    spec = NAMED_OPS.get(op.name)
    kind = getattr(spec, "kind", None)
    if kind is not None:
        bounds = _bounds(it, op, a_in + a_out, maps)
        unsigned = "cast_unsigned" in str(op.properties.get("cast", ""))
        if run_named(op, kind, maps, a_in, a_out, bounds, unsigned):
            return results
    if _contraction(op, maps, a_in, a_out):
        return results
    bounds = _bounds(it, op, a_in + a_out, maps)
    if _elementwise(it, op, maps, a_in, a_out, bounds):
        return results
    _per_point(it, op, maps, a_in, a_out, bounds)
    return results


# Body ops that compute the same on whole arrays as on one element.
_VECTOR_OPS = {f"arith.{n}" for n in ("addf", "subf", "mulf", "divf", "negf", "maximumf", "minimumf", "maxnumf",
                                      "minnumf", "constant")} | {"linalg.yield"} | {
    f"math.{n}" for n in ("sqrt", "exp", "log", "sin", "cos", "tanh", "absf", "floor", "ceil", "rsqrt", "exp2",
                          "log2", "log10", "tan", "powf", "atan2", "copysign", "trunc")}


def _in_space(arr, m, bounds, write=False):
    """``arr`` seen in the iteration space: arr_it[ivs] = arr[map(ivs)]."""
    dims = [e[1] for e in m.results]
    order = sorted(range(len(dims)), key=lambda k: dims[k])
    view = np.transpose(arr, order)
    if write:
        return view
    shape = [1] * len(bounds)
    for d in dims:
        shape[d] = bounds[d]
    return np.broadcast_to(view.reshape(shape), bounds)


def _elementwise(it, op, maps, a_in, a_out, bounds):
    """numpy on whole arrays: all loops parallel, maps that pick distinct
    dimensions (outputs: all of them), a body of float arithmetic only."""
    iters = op.properties.get("iterator_types")
    if iters is None or any("parallel" not in str(t) for t in iters):
        return False
    block = op.regions[0].blocks[0]
    if any(o.name not in _VECTOR_OPS or o.regions for o in block):
        return False
    if any(isinstance(o.value.type, A.IntegerType) or not isinstance(getattr(o.value.type, "element_type",
           o.value.type), A.FloatType) for b in block for o in b.operands):
        return False
    for m, a in zip(maps, a_in + a_out):
        dims = [e[1] for e in m.results if e[0] == "d"]
        if not isinstance(a, np.ndarray):
            continue
        if len(dims) != len(m.results) or len(set(dims)) != len(dims) or a.ndim != len(dims):
            return False
    out_maps = maps[len(a_in):]
    if any(len(m.results) != len(bounds) for m in out_maps) or not all(isinstance(a, np.ndarray) for a in a_out):
        return False
    vals = [_in_space(a, m, bounds) if isinstance(a, np.ndarray) else a for a, m in zip(a_in, maps)]
    vals += [_in_space(a, m, bounds) for a, m in zip(a_out, out_maps)]
    res = it.run_region(op.regions[0], vals)
    if len(a_out) > 1:
        # a yielded block argument is a view of its operand, which an earlier
        # output may be (in place): each point reads before any point writes
        res = [np.array(v) if isinstance(v, np.ndarray) else v for v in res]
    for a, m, v in zip(a_out, out_maps, res):
        _in_space(a, m, bounds, write=True)[...] = v
    return True


def _point(it, op, k, arr, m, ivs) -> tuple:
    """The element of operand #k that map ``m`` takes at ``ivs``; an error
    when it is outside the operand (numpy would wrap a negative index)."""
    idx = tuple(_eval(e, ivs) for e in m.results)
    for i, n in zip(idx, arr.shape):
        if not 0 <= i < n:
            it.error(op, f"operand #{k} is read outside its bounds: index [{', '.join(map(str, idx))}] of "
                         f"{'x'.join(map(str, arr.shape))} (its shape does not fit the loop bounds)")
    return idx


def _per_point(it, op, maps, a_in, a_out, bounds):
    body = op.regions[0]
    in_maps, out_maps = maps[:len(a_in)], maps[len(a_in):]
    stack = it.__dict__.setdefault("linalg_ivs", [])
    # An operand whose map picks loop dimensions within its shape is indexed
    # unchecked; the others (`d0 - 1`, a dynamic size that does not fit) per point.
    checked = [isinstance(a, np.ndarray) and not all(e[0] == "d" and bounds[e[1]] <= n
                                                     for e, n in zip(m.results, a.shape))
               for a, m in zip(a_in + a_out, maps)]
    operands = list(enumerate(zip(a_in, in_maps)))
    for ivs in itertools.product(*(range(b) for b in bounds)):
        stack.append(ivs)
        vals = [(a[_point(it, op, k, a, m, ivs)] if checked[k] else a[tuple(_eval(e, ivs) for e in m.results)])
                if isinstance(a, np.ndarray) else a for k, (a, m) in operands]
        outs_idx = [_point(it, op, len(a_in) + k, a, m, ivs) if checked[len(a_in) + k] else
                    tuple(_eval(e, ivs) for e in m.results) for k, (a, m) in enumerate(zip(a_out, out_maps))]
        vals += [a[i] for a, i in zip(a_out, outs_idx)]
        res = it.run_region(body, vals)
        stack.pop()
        for a, i, v in zip(a_out, outs_idx, res):
            a[i] = v


for _name in ("linalg.generic", *NAMED_OPS):
    semantics(_name)(_structured)


@semantics("linalg.yield")
def _yield(it, op, args):
    return Yield(args, op)


@semantics("linalg.index")
def _index(it, op, args):
    return [it.linalg_ivs[-1][op.get_attr("dim").value]]


@semantics("linalg.transpose")
def _transpose(it, op, args):
    ins, outs = _ins_outs(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    perm = list(op.get_attr("permutation").values)
    a_out[0][...] = np.transpose(a_in[0], perm)
    return results


@semantics("linalg.broadcast")
def _broadcast(it, op, args):
    ins, outs = _ins_outs(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    dims = list(op.get_attr("dimensions").values)
    src = np.expand_dims(a_in[0], dims) if dims else a_in[0]
    a_out[0][...] = np.broadcast_to(src, a_out[0].shape)
    return results


@semantics("linalg.map")
def _map(it, op, args):
    ins, outs = _ins_outs(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    body = op.regions[0]
    stack = it.__dict__.setdefault("linalg_ivs", [])
    for idx in itertools.product(*(range(s) for s in a_out[0].shape)):
        stack.append(idx)
        a_out[0][idx] = it.run_region(body, [a[idx] for a in a_in])[0]
        stack.pop()
    return results


@semantics("linalg.reduce")
def _reduce(it, op, args):
    ins, outs = _ins_outs(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    dims = set(op.get_attr("dimensions").values)
    body = op.regions[0]
    stack = it.__dict__.setdefault("linalg_ivs", [])
    for idx in itertools.product(*(range(s) for s in a_in[0].shape)):
        o = tuple(i for k, i in enumerate(idx) if k not in dims)
        stack.append(idx)
        vals = it.run_region(body, [a[idx] for a in a_in] + [a[o] for a in a_out])
        stack.pop()
        for a, v in zip(a_out, vals):
            a[o] = v
    return results




# ---- linalg.pack / linalg.unpack ------------------------------------------------------------

def _relayout(op, args):
    """(tiles, inner_dims_pos, outer_dims_perm or identity, pad) of a pack/unpack."""
    from .pack import parts, tiles_of
    src, dst, pad, dyn = parts(op)
    env = dict(zip((o.value for o in op.operands), args))
    tiles = [int(t) for t in tiles_of(op, [env[v] for v in dyn])]
    inner = list(op.properties["inner_dims_pos"].values)
    outer = op.properties.get("outer_dims_perm")
    return tiles, inner, list(outer.values) if outer is not None else [], env[pad] if pad is not None else None


def _tiled_axes(shape, tiles, inner, outer):
    """Padded shape of the unpacked domain, its shape split into (outer, tile)
    pairs, and the transposition from that split shape to the packed layout."""
    tile_of = dict(zip(inner, tiles))
    padded, split, outer_axis, inner_axis = [], [], {}, {}
    for d, n in enumerate(shape):
        t = tile_of.get(d)
        if t is None:
            padded.append(n)
            outer_axis[d] = len(split)
            split.append(n)
        else:
            padded.append(-(-n // t) * t)
            outer_axis[d] = len(split)
            inner_axis[d] = len(split) + 1
            split += [padded[-1] // t, t]
    order = outer or list(range(len(shape)))
    return padded, split, [outer_axis[d] for d in order] + [inner_axis[d] for d in inner]


@semantics("linalg.pack")
def _pack(it, op, args):
    src = np.asarray(args[0])
    out_shape = np.asarray(args[1]).shape
    tiles, inner, outer, pad = _relayout(op, args)
    padded, split, perm = _tiled_axes(src.shape, tiles, inner, outer)
    full = np.full(padded, pad if pad is not None else 0, dtype=src.dtype)
    full[tuple(slice(0, n) for n in src.shape)] = src
    packed = full.reshape(split).transpose(perm)
    if packed.shape != out_shape:   # a larger destination: the rest is padding
        res = np.full(out_shape, pad if pad is not None else 0, dtype=src.dtype)
        res[tuple(slice(0, n) for n in packed.shape)] = packed
        return [res]
    return [np.ascontiguousarray(packed)]


@semantics("linalg.unpack")
def _unpack(it, op, args):
    src = np.asarray(args[0])
    dst = np.asarray(args[1])
    tiles, inner, outer, _ = _relayout(op, args)
    rank = dst.ndim
    # the unpacked domain the packed tensor covers (outer tiles x tile sizes)
    order = outer or list(range(rank))
    covered = list(dst.shape)
    for k, d in enumerate(order):
        covered[d] = src.shape[k]
    for t, d in zip(tiles, inner):
        covered[d] = covered[d] * t
    padded, split, perm = _tiled_axes(covered, tiles, inner, outer)
    inverse = np.argsort(perm)
    full = src.transpose(inverse).reshape(padded)
    return [np.ascontiguousarray(full[tuple(slice(0, n) for n in dst.shape)])]


@semantics("linalg.softmax")
def _softmax(it, op, args):
    """Upstream's decomposition: max along the dimension, exp(x - max), its
    sum (in order, as the lowered loop adds) and the quotient."""
    ins, outs = _ins_outs(op)
    a_in, a_out, results = _operand_arrays(it, op, ins, outs)
    x = np.asarray(a_in[0])
    d = op.properties["dimension"].value
    with np.errstate(all="ignore"):
        m = np.max(x, axis=d, keepdims=True)
        # exp of each float32 difference rounded once, as libm's expf does
        num = np.exp((x - m).astype(np.float64)).astype(x.dtype) if x.dtype == np.float32 else np.exp(x - m)
        total = np.zeros_like(m)
        for k in range(x.shape[d]):
            total = total + np.take(num, [k], axis=d)
        a_out[0][...] = num / total
    return results
