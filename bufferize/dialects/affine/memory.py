"""affine.load/store, affine.vector_load/store (``%A[%i + 1, symbol(%n)]``:
the subscripts are the ``map`` property over the index operands, spelt with
the SSA names in place of its dimensions and symbols), and
affine.delinearize_index / affine.linearize_index (a basis of static and
dynamic sizes, ``static_basis``)."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from .scope import verify_dims_and_symbols
from ..common import DYNAMIC, op_error as _err, print_mixed, seg_attr, split_mixed
from .expr import ssa_map, ssa_text

# ---- SSA-id expression trees: ("ssa", u) ("sym", u) ("int", tok) ("neg", t) ("paren", t)
# (kind, l, r[, operator token]) ("call", tok, [t])


def e_ssa(tr, c):
    return ("ssa", c[0])


def e_const(tr, c):
    return ("int", c[0])   # (its range is checked in order, with the map: ssa_map)


def e_add(tr, c):
    return ("+", c[0], c[1])


def e_sub(tr, c):
    return ("-", c[0], c[2])


def e_mul(tr, c):
    return ("*", c[0], c[2], c[1])


def e_paren(tr, c):
    return ("paren", c[0])


def e_kw(tr, c):
    lhs, kw, rhs = c
    if kw.value not in ("mod", "floordiv", "ceildiv"):
        raise ParseError(f"unexpected '{kw.value}' in affine expression", kw.line, kw.column)
    return (kw.value, lhs, rhs, kw)


def e_neg(tr, c):
    return ("neg", c[1])


def e_call(tr, c):
    kw, exprs = c
    if kw.value == "symbol":
        if len(exprs) != 1 or exprs[0][0] != "ssa":
            raise ParseError("expected SSA operand", kw.line, kw.column)
        return ("sym", exprs[0][1])
    return ("call", kw, exprs)


def e_list(tr, c):
    return list(c)


def _map(exprs, tok):
    for e in exprs:
        if e[0] == "call":
            raise ParseError("expected SSA operand", e[1].line, e[1].column)

    def fail(msg, at=None):
        at = at or tok
        raise ParseError(msg, at.line, at.column)
    m, dims, syms = ssa_map(exprs, fail)
    return A.AffineMapAttr(m), typed(dims + syms, [T.index] * (len(dims) + len(syms)), tok=tok)


def parse_load(tr, c):
    tok, mem, exprs, attrs, mt, vt = c
    name = "affine.vector_load" if tok.value.endswith("vector_load") else "affine.load"
    if not isinstance(mt, T.MemRefType):
        raise ParseError("expected memref type", tok.line, tok.column)
    if (vt is None) != (name == "affine.load"):
        raise ParseError("expected ','" if vt is None else "expected '{' or '('", tok.line, tok.column)
    set_type(mem, mt)
    amap, idx = _map(exprs or [], tok)
    attrs = dict(attrs or {})
    attrs.pop("map", None)
    return OpSpec(name, [mem] + idx, [vt if vt is not None else mt.element_type], attrs, {"map": amap}, tok=tok)


def parse_store(tr, c):
    tok, val, mem, exprs, attrs, mt, vt = c
    name = "affine.vector_store" if tok.value.endswith("vector_store") else "affine.store"
    if not isinstance(mt, T.MemRefType):
        raise ParseError("expected memref type", tok.line, tok.column)
    set_type(mem, mt)
    set_type(val, vt if vt is not None else mt.element_type)
    amap, idx = _map(exprs or [], tok)
    attrs = dict(attrs or {})
    attrs.pop("map", None)
    return OpSpec(name, [val, mem] + idx, [], attrs, {"map": amap}, tok=tok)


def _print_access(op, p, first):
    v = op.operand_values
    mem = v[first]
    p.write(" " + p.value(mem) + "[" + ssa_text(p, op.properties["map"].map, v[first + 1:]) + "]")
    p.op_attr_dict(op, elided=("map",))
    p.write(" : " + p.type(mem.type))


def print_load(op, p):
    _print_access(op, p, 0)
    if op.name == "affine.vector_load":
        p.write(", " + p.type(op.results[0].type))


def print_store(op, p):
    p.write(" " + p.value(op.operand_values[0]) + ",")
    _print_access(op, p, 1)
    if op.name == "affine.vector_store":
        p.write(", " + p.type(op.operand_values[0].type))


def _verify_indexing(op, first):
    m = op.properties.get("map")
    if not isinstance(m, A.AffineMapAttr):
        raise _err(op, "requires attribute 'map'")
    v = op.operand_values
    if len(v) <= first:
        raise _err(op, f"expected {first + 1} or more operands, but found {len(v)}")
    mt = v[first].type
    if not isinstance(mt, T.MemRefType):
        raise _err(op, f"operand #{first} must be memref of any type values, but got '{mt}'")
    m = m.map
    if len(m.results) != len(mt.shape):
        raise _err(op, "affine map num results must equal memref rank")
    idx = v[first + 1:]
    if m.num_dims + m.num_symbols != len(idx):
        raise _err(op, "expects as many subscripts as affine map inputs")
    for x in idx:
        if not isinstance(x.type, T.IndexType):
            raise _err(op, "index to load must have 'index' type" if first == 0 else
                       "index to store must have 'index' type")
    verify_dims_and_symbols(op, idx, m.num_dims)
    return mt


def verify_load(op):
    # upstream checks the element type before the indexing
    v = op.operand_values
    rt = op.results[0].type if op.results else None
    if op.name == "affine.load" and v and isinstance(v[0].type, T.MemRefType) and rt != v[0].type.element_type:
        raise _err(op, "result type must match element type of memref")
    mt = _verify_indexing(op, 0)
    if op.name == "affine.load":
        if rt != mt.element_type:
            raise _err(op, "result type must match element type of memref")
    else:
        _verify_vector(op, mt, rt)


def verify_store(op):
    v = op.operand_values
    if op.name == "affine.store" and len(v) > 1 and isinstance(v[1].type, T.MemRefType) \
            and v[0].type != v[1].type.element_type:
        raise _err(op, "value to store must have the same type as memref element type")
    mt = _verify_indexing(op, 1)
    vt = op.operand_values[0].type
    if op.name == "affine.store":
        if vt != mt.element_type:
            raise _err(op, "value to store must have the same type as memref element type")
    else:
        _verify_vector(op, mt, vt)


def _verify_vector(op, mt, vt):
    if not isinstance(vt, T.VectorType) or vt.element_type != mt.element_type:
        raise _err(op, "requires memref and vector types of the same elemental type")


# ---- delinearize_index / linearize_index ----------------------------------------------------------------

def parse_delinearize(tr, c):
    tok, idx, basis, attrs, types = c
    set_type(idx, T.index)
    vals, static = split_mixed(basis)
    return OpSpec("affine.delinearize_index", [idx] + vals, list(types), attrs or {}, {"static_basis": static},
                  tok=tok)


def print_delinearize(op, p):
    v = op.operand_values
    p.write(" " + p.value(v[0]) + " into " + print_mixed(p, op.properties["static_basis"], v[1:], "(", ")"))
    p.op_attr_dict(op, elided=("static_basis",))
    p.write(" : " + p.types(r.type for r in op.results))


def verify_delinearize(op):
    static = op.properties.get("static_basis")
    if static is None:
        raise _err(op, "requires attribute 'static_basis'")
    n = len(static.values)
    if len(op.results) not in (n, n + 1):
        raise _err(op, "should return an index for each basis element and up to one extra index")
    if sum(1 for s in static.values if s == DYNAMIC) != len(op.operands) - 1:
        raise _err(op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding "
                       "dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")
    for s in static.values:
        if s != DYNAMIC and s <= 0:
            raise _err(op, "no zero or negative basis elements are allowed")


def parse_linearize(tr, c):
    tok, kw, idx, basis, attrs, rt = c
    props = {}
    if kw is not None:
        if kw.value != "disjoint":
            raise ParseError("expected '['", kw.line, kw.column)
        props["disjoint"] = A.UNIT
    else:
        props["disjoint"] = A.FALSE
    idx = typed(idx or [], [T.index] * len(idx or []), tok=tok)
    vals, static = split_mixed(basis)
    props["static_basis"] = static
    props["operandSegmentSizes"] = seg_attr(len(idx), len(vals))
    attrs = dict(attrs or {})
    return OpSpec("affine.linearize_index", idx + vals, [rt], attrs, props, tok=tok)


def _lin_segs(op):
    s = op.properties.get("operandSegmentSizes")
    v = op.operand_values
    a = s.values[0] if isinstance(s, A.DenseArrayAttr) else len(v)
    return v[:a], v[a:]


def print_linearize(op, p):
    idx, basis = _lin_segs(op)
    if isinstance(op.properties.get("disjoint"), A.UnitAttr) or op.properties.get("disjoint") == A.TRUE:
        p.write(" disjoint")
    p.write(" [" + p.values(idx) + "] by " + print_mixed(p, op.properties["static_basis"], basis, "(", ")"))
    p.op_attr_dict(op, elided=("static_basis", "disjoint", "operandSegmentSizes"))
    p.write(" : " + p.type(op.results[0].type))


def verify_linearize(op):
    static = op.properties.get("static_basis")
    if static is None:
        raise _err(op, "requires attribute 'static_basis'")
    idx, basis = _lin_segs(op)
    n = len(static.values)
    if len(idx) not in (n, n + 1):
        raise _err(op, "should be passed a basis element for each index except possibly the first")
    if sum(1 for s in static.values if s == DYNAMIC) != len(basis):
        raise _err(op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding "
                       "dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite")


def is_disjoint(op) -> bool:
    d = op.properties.get("disjoint")
    return isinstance(d, A.UnitAttr) or d == A.TRUE
