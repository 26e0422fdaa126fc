"""affine.prefetch, affine.dma_start and affine.dma_wait: upstream's
hand-written syntax as parse/print pairs (grammar/affine.lark) and their
verifiers, in mlir-opt-22's words and order.

* ``affine.prefetch %A[%i, %j + 5], read, locality<3>, data : memref<..>``:
  an ODS op; ``map``, ``isWrite``, ``localityHint`` (i32, 0 to 3) and
  ``isDataCache`` are properties.
* ``affine.dma_start %src[..], %dst[..], %tag[..], %n[, %stride, %per_stride]
  : <src type>, <dst type>, <tag type>`` and ``affine.dma_wait %tag[..], %n :
  <tag type>``: upstream's C++ ops (no ODS): their maps ``src_map``,
  ``dst_map``, ``tag_map`` are discardable attributes, the operand groups are
  split by the maps' input counts (not by the memrefs' ranks, which nothing
  checks), and the custom form prints no attribute dictionary.  Ops upstream
  cannot build (a map missing, fewer operands than the maps take) are
  reported here instead of crashing as mlir-opt-22 does."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..arith.syntax import constant_text
from ..common import op_error as _err
from .expr import ssa_text
from .memory import _map
from .scope import affine_scope, is_valid_dim

_INHERENT = ("map", "localityHint", "isWrite", "isDataCache")


def _name(tok) -> str:
    return tok.value if tok.value.startswith("affine.") else "affine." + tok.value


def word(tr, c):
    """A keyword of prefetch (``read``, ``data``); None for ``true``/``false``
    (read here for upstream's message)."""
    return c[0] if c else None


# ---- affine.prefetch ---------------------------------------------------------------------

def parse_prefetch(tr, c):
    tok, mem, exprs, rw, loc_kw, hint, cache, attrs, mt = c
    name = _name(tok)
    if loc_kw.value != "locality":
        raise ParseError(f"custom op '{name}' expected 'locality'", loc_kw.line, loc_kw.column)
    if not isinstance(mt, T.MemRefType):
        # upstream's parseColonType<MemRefType> reports at the `:`
        where = (tr.colon_after(cache) if cache is not None else None) or (tok.line, tok.column)
        raise ParseError(f"custom op '{name}' invalid kind of type specified: expected builtin.memref, but "
                         f"found '{mt}'", *where)
    set_type(mem, mt)
    amap, idx = _map(exprs or [], tok)
    value = hint[0]
    if not -(1 << 31) <= value < (1 << 32):   # an i32 attribute: signed or unsigned 32 bits
        raise ParseError("integer constant out of range for attribute", hint[1].line, hint[1].column)
    if value >= 1 << 31:
        value -= 1 << 32
    if rw is None or rw.value not in ("read", "write"):
        raise ParseError(f"custom op '{name}' rw specifier has to be 'read' or 'write'", tok.line, tok.column)
    if cache is None or cache.value not in ("data", "instr"):
        raise ParseError(f"custom op '{name}' cache type has to be 'data' or 'instr'", tok.line, tok.column)
    attrs = dict(attrs or {})
    for k in _INHERENT:
        if k in attrs:
            raise ParseError(f"custom op '{name}' attribute '{k}' occurs more than once in the attribute list",
                             tok.line, tok.column)
    props = {"isDataCache": A.BoolAttr(cache.value == "data"), "isWrite": A.BoolAttr(rw.value == "write"),
             "localityHint": A.IntegerAttr(value, T.IntegerType(32)), "map": amap}
    return OpSpec(name, [mem] + idx, [], attrs, props, tok=tok)


def print_prefetch(op, p):
    v, pr = op.operand_values, op.properties
    p.write(f" {p.value(v[0])}[{ssa_text(p, pr['map'].map, v[1:])}], "
            f"{'write' if pr['isWrite'].value else 'read'}, locality<{pr['localityHint'].value}>, "
            f"{'data' if pr['isDataCache'].value else 'instr'}")
    p.op_attr_dict(op, elided=_INHERENT)
    p.write(f" : {p.type(v[0].type)}")


def verify_prefetch_attrs(op):
    """ODS's constraint of localityHint (checked before the operands')."""
    hint = op.properties["localityHint"]
    if not (isinstance(hint, A.IntegerAttr) and hint.type == T.IntegerType(32) and 0 <= hint.value <= 3):
        raise _err(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
                       "attribute whose minimum value is 0 whose maximum value is 3")


def verify_prefetch(op):
    m = op.properties["map"].map
    v = op.operand_values
    if len(m.results) != v[0].type.rank:
        raise _err(op, "affine.prefetch affine map num results must equal memref rank")
    if m.num_dims + m.num_symbols + 1 != len(v):
        raise _err(op, "too few operands")
    _check_indices(op, v[1:], None, "index must be a valid dimension or symbol identifier")


def _check_indices(op, values, type_msg, valid_msg, region=None):
    """isValidAffineIndexOperand for each of ``values`` (after its type when
    ``type_msg`` is given), in the affine scope ``region`` (by default the op's)."""
    region = affine_scope(op) if region is None else region
    for x in values:
        if type_msg is not None and not isinstance(x.type, T.IndexType):
            raise _err(op, type_msg)
        if not is_valid_dim(x, region):
            raise _err(op, valid_msg)


# ---- affine.dma_start / affine.dma_wait ---------------------------------------------------

def _typed_index(values, tok):
    return typed(values, [T.index] * len(values), tok=tok)


def parse_dma_start(tr, c):
    tok, src, se, dst, de, tag, te, n, rest, types = c
    name = _name(tok)
    rest = list(rest or [])
    if rest and len(rest) != 2:
        raise ParseError(f"custom op '{name}' expected two stride related operands", tok.line, tok.column)
    types = list(types or [])
    if len(types) != 3:
        raise ParseError(f"custom op '{name}' expected three types", tok.line, tok.column)
    vals, attrs = [], {}
    for mem, exprs, t, key in ((src, se, types[0], "src_map"), (dst, de, types[1], "dst_map"),
                               (tag, te, types[2], "tag_map")):
        amap, idx = _map(exprs or [], tok)
        vals += [set_type(mem, t)] + idx
        attrs[key] = amap
    vals += _typed_index([n] + rest, tok)
    return OpSpec(name, vals, [], attrs, tok=tok)


def no_properties(name: str):
    """The convert_properties of the DMA ops: upstream's C++ ops hold no
    properties, so the generic form's ``<{...}>`` is an error."""
    def convert(props):
        if props:
            text = "{" + ", ".join(f"{k} = {constant_text(v)}" for k, v in sorted(props.items())) + "}"
            raise ValueError(f"invalid properties {text} for op {name}: this operation does not support properties")
    return convert


def _maps(op, keys):
    """The maps named ``keys``, or a verifier error for a missing one (upstream crashes)."""
    out = []
    for k in keys:
        m = op.attributes.get(k)
        if not isinstance(m, A.AffineMapAttr):
            raise _err(op, f"requires attribute '{k}'" if m is None else
                       f"attribute '{k}' failed to satisfy constraint: AffineMap attribute")
        out.append(m.map)
    return out


def dma_start_groups(op):
    """(src, src indices, dst, dst indices, tag, tag indices, num elements,
    [stride, elements per stride]) split by the maps' input counts; None when
    a map is missing or the operands are too few for them."""
    maps = [op.attributes.get(k) for k in ("src_map", "dst_map", "tag_map")]
    if not all(isinstance(m, A.AffineMapAttr) for m in maps):
        return None
    v, out, i = op.operand_values, [], 0
    for m in maps:
        k = m.map.num_dims + m.map.num_symbols
        if i + k >= len(v):
            return None
        out += [v[i], v[i + 1:i + 1 + k]]
        i += 1 + k
    if i >= len(v):
        return None
    return out + [v[i], v[i + 1:]]


def print_dma_start(op, p):
    src, si, dst, di, tag, ti, n, rest = dma_start_groups(op)
    a = op.attributes
    p.write(f" {p.value(src)}[{ssa_text(p, a['src_map'].map, si)}], "
            f"{p.value(dst)}[{ssa_text(p, a['dst_map'].map, di)}], "
            f"{p.value(tag)}[{ssa_text(p, a['tag_map'].map, ti)}], {p.value(n)}")
    if len(rest) == 2:
        p.write(", " + p.values(rest))
    p.write(f" : {p.type(src.type)}, {p.type(dst.type)}, {p.type(tag.type)}")


def verify_dma_start(op):
    maps = _maps(op, ("src_map", "dst_map", "tag_map"))
    v = op.operand_values
    counts = [m.num_dims + m.num_symbols for m in maps]
    # the memrefs by position first, then the operand count (upstream's order)
    places = (0, 1 + counts[0], 2 + counts[0] + counts[1])
    for where, what in zip(places, ("source", "destination", "tag")):
        if where >= len(v):
            raise _err(op, "incorrect number of operands")
        if not isinstance(v[where].type, T.MemRefType):
            raise _err(op, f"expected DMA {what} to be of memref type")
    base = sum(counts) + 4
    if len(v) not in (base, base + 2):
        raise _err(op, "incorrect number of operands")
    region = affine_scope(op)
    for where, k, what in zip(places, counts, ("src", "dst", "tag")):
        _check_indices(op, v[where + 1:where + 1 + k], f"{what} index to dma_start must have 'index' type",
                       f"{what} index must be a valid dimension or symbol identifier", region)


def dma_start_effects(op):
    """Reads the source, writes the destination, reads the tag (upstream's getEffects)."""
    g = dma_start_groups(op)
    if g is None:
        return []
    i_dst = 1 + len(g[1])
    return [("read", "operand", 0), ("write", "operand", i_dst), ("read", "operand", i_dst + 1 + len(g[3]))]


def parse_dma_wait(tr, c):
    tok, tag, exprs, n, t = c
    name = _name(tok)
    amap, idx = _map(exprs or [], tok)
    set_type(tag, t)
    vals = [tag] + idx + _typed_index([n], tok)
    if not isinstance(t, T.MemRefType):
        raise ParseError(f"custom op '{name}' expected tag to be of memref type", tok.line, tok.column)
    return OpSpec(name, vals, [], {"tag_map": amap}, tok=tok)


def print_dma_wait(op, p):
    v = op.operand_values
    m = op.attributes["tag_map"].map
    k = m.num_dims + m.num_symbols
    p.write(f" {p.value(v[0])}[{ssa_text(p, m, v[1:1 + k])}], {p.value(v[1 + k])} : {p.type(v[0].type)}")


def verify_dma_wait(op):
    m, = _maps(op, ("tag_map",))
    v = op.operand_values
    k = m.num_dims + m.num_symbols
    if len(v) < k + 2:
        raise _err(op, "incorrect number of operands")
    if not isinstance(v[0].type, T.MemRefType):
        raise _err(op, "expected DMA tag to be of memref type")
    _check_indices(op, v[1:1 + k], "index to dma_wait must have 'index' type",
                   "index must be a valid dimension or symbol identifier")
