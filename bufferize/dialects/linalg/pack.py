"""linalg.pack / linalg.unpack: syntax, verifier and the packed shape.

Syntax (upstream's assembly format, LinalgRelayoutOps.td)::

    linalg.pack %src [padding_value(%p : T)] [outer_dims_perm = [..]]
        inner_dims_pos = [..] inner_tiles = [4, %t] into %dst attr-dict : S -> D

``linalg.unpack`` is the same without ``padding_value``.  The operands are
source, dest, (pack only) the optional padding value, then the dynamic tile
sizes; pack has operand segments, unpack does not (one variadic group).
The clause words are BARE_IDs checked here, so they stay usable as attribute
names elsewhere.  Neither op has a bufferization model in LLVM 22 (One-Shot
says "op was not bufferized"), so none is registered.
"""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ..define import INDEX, Operand, Result, define
from ...syntax.opspec import OpSpec, ParseError, set_type
from ...syntax.lexer import type_error
from ..common import DYNAMIC, op_error, print_mixed, seg_attr, split_mixed, static_values

PACK, UNPACK = "linalg.pack", "linalg.unpack"


# ---- parsing --------------------------------------------------------------------------------

def _pad_clause(tr, c):
    word, v, t = c
    return ("pad", word, (v, t))


def _list_clause(tr, c):
    word, mixed = c
    return ("list", word, mixed)


def _parse_pack(tr, c):
    tok, src, *clauses, into, dst, attrs, src_t, dst_t = c
    name = tok.value
    # the clauses in the order of the format; the first out of place is reported
    order = ([("pad", "padding_value", True)] if name == PACK else []) + [
        ("list", "outer_dims_perm", True), ("list", "inner_dims_pos", False), ("list", "inner_tiles", False)]
    got = {}
    k = 0
    for kind, word, value in clauses:
        while k < len(order) and (order[k][1] != word.value or order[k][0] != kind):
            if not order[k][2]:
                raise ParseError(f"custom op '{name}' expected '{order[k][1]}'", word.line, word.column)
            k += 1
        if k == len(order):
            raise ParseError(f"custom op '{name}' expected 'into'", word.line, word.column)
        got[word.value] = (value, word)
        k += 1
    where = into if into is not None else dst
    for _, w, optional in order[k:]:
        if not optional:
            raise ParseError(f"custom op '{name}' expected '{w}'", where.line, where.col if into is None else where.column)
    if into is None:
        raise ParseError(f"custom op '{name}' expected 'into'", dst.line, dst.col)
    props = {}
    for key in ("outer_dims_perm", "inner_dims_pos"):
        if key in got:
            mixed, word = got[key]
            if any(not isinstance(x, int) for x in mixed):
                raise ParseError("expected integer value", word.line, word.column)
            props[key] = A.DenseArrayAttr(T.i64, tuple(mixed))
    tiles, static = split_mixed(got["inner_tiles"][0])
    props["static_inner_tiles"] = static
    for what, t in (("source", src_t), ("dest", dst_t)):
        if not isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)):
            msg = f"custom op '{name}' invalid kind of type specified: expected builtin.tensor, but found '{t}'"
            raise type_error(msg, tok) if what == "source" else type_error(msg, tok, 1, "->")
    set_type(src, src_t)
    set_type(dst, dst_t)
    operands = [src, dst]
    if name == PACK:
        pad = got.get("padding_value")
        if pad is not None:
            v, t = pad[0]
            operands.append(set_type(v, t))
        props["operandSegmentSizes"] = seg_attr(1, 1, 1 if pad is not None else 0, len(tiles))
    operands += tiles
    attrs = dict(attrs or {})
    return OpSpec(name, operands, [dst_t], attrs, props, tok=tok)


# ---- accessors ------------------------------------------------------------------------------

def parts(op):
    """(source, dest, padding value or None, dynamic tile values)."""
    vals = [o.value for o in op.operands]
    if op.name == PACK:
        seg = op.properties.get("operandSegmentSizes")
        sizes = tuple(seg.values) if isinstance(seg, A.DenseArrayAttr) and len(seg.values) == 4 else (1, 1, 0, 0)
        pad = vals[2] if sizes[2] else None
        return vals[0], vals[1], pad, vals[2 + sizes[2]:]
    return vals[0], vals[1], None, vals[2:]


def _ints(op, key):
    return list(static_values(op.properties.get(key)))


def tiles_of(op, dynamic=None):
    """The tile sizes, dynamic ones from ``dynamic`` (values in order) or None."""
    it = iter(dynamic or ())
    return [next(it, None) if s == DYNAMIC else s for s in _ints(op, "static_inner_tiles")]


def packed_shape(shape, tiles, inner, outer):
    """Upstream's inferPackedType shape: tiled dims ceil-divided, outer
    dims permuted, the tiles appended (None: dynamic)."""
    res = list(shape)
    for t, d in zip(tiles, inner):
        if res[d] is None:
            continue
        res[d] = None if t is None else -(-res[d] // t)
    if outer:
        res = [res[p] for p in outer]
    return res + list(tiles)


# ---- printing -------------------------------------------------------------------------------

def _print_pack(op, p):
    src, dst, pad, tiles = parts(op)
    p.write(" " + p.value(src))
    if pad is not None:
        p.write(f" padding_value({p.value(pad)} : {p.type(pad.type)})")
    outer = op.properties.get("outer_dims_perm")
    if isinstance(outer, A.DenseArrayAttr) and outer.values:
        p.write(" outer_dims_perm = [" + ", ".join(map(str, outer.values)) + "]")
    p.write(" inner_dims_pos = [" + ", ".join(map(str, _ints(op, "inner_dims_pos"))) + "]")
    p.write(" inner_tiles = " + print_mixed(p, op.properties.get("static_inner_tiles"), tiles))
    p.write(" into " + p.value(dst))
    p.op_attr_dict(op, elided=("outer_dims_perm", "inner_dims_pos", "static_inner_tiles", "operandSegmentSizes"))
    p.write(f" : {p.type(src.type)} -> {p.type(dst.type)}")


# ---- verification ---------------------------------------------------------------------------

def _bad_positions(pos, rank):
    return len(pos) > rank or len(set(pos)) != len(pos) or any(d < 0 or d >= rank for d in pos)


def _shape_str(t):
    return str(t)


def _verify_pack(op):
    name = op.name
    for key in ("inner_dims_pos", "static_inner_tiles"):
        a = op.properties.get(key)
        if a is None:
            raise op_error(op, f"requires attribute '{key}'")
        if not isinstance(a, A.DenseArrayAttr) or a.element_type != T.i64:
            raise op_error(op, f"attribute '{key}' failed to satisfy constraint: i64 dense array attribute")
    src, dst, pad, dyn = parts(op)
    for i, v in enumerate((src, dst)):
        if not isinstance(v.type, T.RankedTensorType):
            raise op_error(op, f"operand #{i} must be ranked tensor of any type values, but got '{v.type}'")
    if len(op.results) != 1 or op.results[0].type != dst.type:
        got = op.results[0].type if op.results else None
        raise op_error(op, f"failed to verify that all of {{dest, result}} have same type"
                       if got is not None else "requires one result")
    n_dyn = sum(1 for s in _ints(op, "static_inner_tiles") if s == DYNAMIC)
    if n_dyn != len(dyn):
        raise op_error(op, f"expected {n_dyn} dynamic inner_tiles values")
    unpacked, packed = (src.type, dst.type) if name == PACK else (dst.type, src.type)
    rank = len(unpacked.shape)
    inner = _ints(op, "inner_dims_pos")
    outer = _ints(op, "outer_dims_perm")
    static = _ints(op, "static_inner_tiles")
    if any(s == 0 for s in static):
        raise op_error(op, "invalid zero tile factor", prefix=False)
    if _bad_positions(inner, rank):
        raise op_error(op, "invalid inner_dims_pos vector", prefix=False)
    if _bad_positions(outer, rank):
        raise op_error(op, "invalid outer_dims_perm vector", prefix=False)
    if outer and len(outer) != rank:
        raise op_error(op, "outer_dims_perm must be a permutation or empty", prefix=False)
    if len(static) > rank:
        raise op_error(op, "tiling factors must be less than or equal to the input rank for pack or output rank "
                           "for unpack", prefix=False)
    if len(static) != len(inner):
        raise op_error(op, "tiling factors must equal the number of dimensions to tile", prefix=False)
    if rank + len(static) != len(packed.shape):
        raise op_error(op, f"packed rank != (unpacked rank + num tiling factors), got {len(packed.shape)} != "
                           f"{rank + len(static)}", prefix=False)
    tiles = [None if s == DYNAMIC else s for s in static]
    want = packed_shape(unpacked.shape, tiles, inner, outer)
    if any(a is not None and b is not None and a != b for a, b in zip(want[:rank], packed.shape[:rank])):
        expected = T.RankedTensorType(tuple(want), unpacked.element_type)
        raise op_error(op, f"expected '{expected}' for the packed domain value, got '{packed}'", prefix=False)
    for t, s in zip(tiles, packed.shape[rank:]):
        if (t is None and s is not None) or (t is not None and s != t):
            raise op_error(op, "mismatch in inner tile sizes specified and shaped of tiled dimension in the "
                               "packed type", prefix=False)
    if name == PACK:
        if pad is not None and pad.type != unpacked.element_type:
            raise op_error(op, f"expected padding_value has '{unpacked.element_type}' but got: '{pad.type}'")
        if pad is None and _require_padding(unpacked.shape, inner, packed.shape[:rank], outer, tiles):
            raise op_error(op, "invalid tile factor or output size provided. Only full tiles are supported when "
                               "padding_value is not set")


def _require_padding(shape, inner, outer_sizes, perm, tiles) -> bool:
    """upstream PackOp::requirePaddingValue: a static dimension a tile does
    not divide (with a dynamic tile, the packed outer size must divide it)."""
    sizes = list(outer_sizes)
    if perm:
        inv = [0] * len(perm)
        for i, p in enumerate(perm):
            inv[p] = i
        sizes = [sizes[inv[i]] for i in range(len(sizes))]
    for pos, t in zip(inner, tiles):
        if shape[pos] is None:
            continue
        if t is None:
            if sizes[pos] is not None and sizes[pos] != 0 and shape[pos] % sizes[pos]:
                return True
        elif shape[pos] % t:
            return True
    return False


def _hint(name):
    return lambda op: [name]


_PACK_OPERANDS = {
    PACK: (Operand("source"), Operand("dest"), Operand("padding_value", optional=True),
           Operand("inner_tiles", INDEX, variadic=True)),
    UNPACK: (Operand("source"), Operand("dest"), Operand("inner_tiles", INDEX, variadic=True)),
}
for _n in (PACK, UNPACK):
    define(_n, operands=_PACK_OPERANDS[_n], results=(Result("result", variadic=True),), segments=_n == PACK,
           traits=(PURE,), parse=_parse_pack, print=_print_pack, verify=_verify_pack, hint=_hint(_n[7:]),
           properties=("inner_dims_pos", "outer_dims_perm", "static_inner_tiles"))

RULES = {"op_linalg_pack": _parse_pack, "linalg_pack_pad": _pad_clause, "linalg_pack_list": _list_clause}
