"""affine.for, affine.if, affine.parallel, affine.yield: syntax (upstream
AffineOps.cpp's parsers and printers), verifiers and region-branch facts.

``affine.for %i = max #map(%a)[%n] to 128 step 4 iter_args(%acc = %x) -> (f32)``:
the bounds are the ``lowerBoundMap``/``upperBoundMap`` properties with their
operands (``operandSegmentSizes`` = lb, ub, inits); a constant bound is a
zero-operand constant map, an SSA bound the map ``()[s0] -> (s0)``.
"""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.affine import AffineMap
from ...ir.core import Operation, Region
from ...ir.interfaces import PARENT, Edge, alternative_region_edges, loop_region_edges
from ...syntax.opspec import OpSpec, ParseError, argument, set_type, typed
from ..common import op_error as _err, seg_attr
from ..scf.base import _entry_args, _ensure_terminator, _init_list
from ..memref.atomic import ATOMIC_KINDS
from .scope import verify_dims_and_symbols
from .expr import canonical_set_attr, simplify_map, ssa_map, ssa_text

# ---- shared pieces --------------------------------------------------------------------------------


def _yield(loc):
    return Operation("affine.yield", loc=loc)


def dim_syms(tr, c):
    """``(%d0, %d1)[%s0]``: (dims, syms)."""
    return (c[0] or [], c[1] or [])


def affine_int(tr, c):
    minus, tok = c
    v = -int(tok.value) if minus is not None else int(tok.value)
    if not -(1 << 63) <= v < (1 << 63):   # a bound or step is an index attribute (64 bits)
        raise ParseError("integer constant out of range for attribute", tok.line, tok.column)
    return (v, tok)


def print_dim_syms(p, vals, nd) -> str:
    s = "(" + p.values(vals[:nd]) + ")"
    if len(vals) > nd:
        s += "[" + p.values(vals[nd:]) + "]"
    return s


def _check_counts(m, dims, syms, tok):
    """As the op's own parser checks (upstream prefixes `custom op 'X'`)."""
    op = f"custom op '{tok.value}' "
    if len(dims) != m.num_dims:
        raise ParseError(op + "dim operand count and affine map dim count must match", tok.line, tok.column)
    if len(syms) != m.num_symbols:
        raise ParseError(op + "symbol operand count and affine map symbol count must match", tok.line, tok.column)


# ---- affine.for ---------------------------------------------------------------------------------------

def bound_const(tr, c):
    v, tok = c[0]
    return (A.AffineMapAttr(AffineMap(0, 0, (("c", v),))), [], tok)


def bound_ssa(tr, c):
    u = c[0]
    set_type(u, T.index)
    return (A.AffineMapAttr(AffineMap(0, 1, (("s", 0),))), [u], None)


def bound_map(tr, c):
    kw, amap, (dims, syms) = c
    return (amap, dims + syms, kw, len(dims), len(syms))


def _bound(b, tok, which):
    amap, vals = b[0], b[1]
    if len(b) == 5:
        kw, nd, ns = b[2], b[3], b[4]
        m = simplify_map(amap.map)
        amap = A.AffineMapAttr(m) if m is not amap.map else amap
        _check_counts(m, vals[:nd], vals[nd:], tok)
        want = "max" if which == "lower" else "min"
        if kw is not None and kw.value not in ("min", "max"):
            raise ParseError("expected SSA operand", kw.line, kw.column)
        if kw is not None and kw.value != want:
            raise ParseError("expected SSA operand", kw.line, kw.column)
        if len(m.results) > 1 and kw is None:
            raise ParseError(f"custom op '{tok.value}' {which} loop bound affine map with multiple results "
                             f"requires '{want}' prefix",
                             tok.line, tok.column)
        if not m.results:
            raise ParseError(f"custom op '{tok.value}' {which} loop bound affine map must have at least one "
                             "result", tok.line,
                             tok.column)
    for v in vals:
        set_type(v, T.index)
    return amap, vals


def parse_for(tr, c):
    tok, iv, iv_loc, lb, ub, step, iters, region, attrs = c
    argument(iv)
    lmap, lvals = _bound(lb, tok, "lower")
    umap, uvals = _bound(ub, tok, "upper")
    props = {"lowerBoundMap": lmap, "upperBoundMap": umap}
    st = 1
    if step is not None:
        st, stok = step
        if st < 0:   # upstream's parser takes a zero step; it reports at the `-`
            raise ParseError("custom op 'affine.for' expected step to be representable as a positive signed "
                             "integer", stok.line, max(1, stok.column - 1))
    props["step"] = A.index_attr(st)
    assigns, types = iters if iters is not None else ([], [])
    if len(assigns) != len(types):
        raise ParseError("custom op 'affine.for' mismatch between the number of loop-carried values and results",
                         tok.line, tok.column)
    inits = typed([a[1] for a in assigns], types, tok=tok)
    props["operandSegmentSizes"] = seg_attr(len(lvals), len(uvals), len(inits))
    _entry_args(tr, region, tok, [(iv, T.index)] + [(a[0], t) for a, t in zip(assigns, types)])
    if iv_loc is not None:   # `affine.for %i loc(...) = ...` (upstream's parseRegionArgument)
        region.blocks[0].args[0].loc = iv_loc
    _ensure_terminator(tr, region, tok, _yield)
    attrs = dict(attrs or {})
    return OpSpec("affine.for", lvals + uvals + inits, list(types), attrs, props, [region], tok=tok)


def iter_args(tr, c):
    return (c[0], c[1])


def _segs(op):
    s = op.properties.get("operandSegmentSizes")
    v = op.operand_values
    if not isinstance(s, A.DenseArrayAttr) or len(s.values) != 3:
        lm, um = op.properties["lowerBoundMap"].map, op.properties["upperBoundMap"].map
        nl, nu = lm.num_dims + lm.num_symbols, um.num_dims + um.num_symbols
        return v[:nl], v[nl:nl + nu], v[nl + nu:]
    a, b, _ = s.values
    return v[:a], v[a:a + b], v[a + b:]


def for_bounds(op):
    """(lower operands, upper operands, inits)."""
    return _segs(op)


def _print_bound(p, amap, vals, prefix):
    m = amap.map
    if len(m.results) == 1:
        e = m.results[0]
        if m.num_dims == 0 and m.num_symbols == 0 and e[0] == "c":
            return str(e[1])
        if m.num_dims == 0 and m.num_symbols == 1 and e[0] == "s":
            return p.value(vals[0])
        pre = ""
    else:
        pre = prefix + " "
    return pre + p.attr(amap) + print_dim_syms(p, vals, m.num_dims)


def print_for(op, p):
    lv, uv, inits = _segs(op)
    body = op.regions[0].blocks[0]
    # printRegionArgument: the induction variable carries its location.
    p.write(" " + p.value(body.args[0]) + p.arg_loc(body.args[0]) + " = " + _print_bound(p, op.properties["lowerBoundMap"], lv, "max")
            + " to " + _print_bound(p, op.properties["upperBoundMap"], uv, "min"))
    st = op.properties.get("step")
    if st is not None and st.value != 1:
        p.write(f" step {st.value}")
    p.write(_init_list(p, body.args[1:], inits, " iter_args"))
    if inits:
        p.write(" -> (" + p.types(x.type for x in inits) + ")")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(inits))
    p.op_attr_dict(op, elided=("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"))


def _for_aliases(op):
    out = []
    for k, vals in zip(("lowerBoundMap", "upperBoundMap"), _segs(op)[:2]):
        a = op.properties.get(k)
        if isinstance(a, A.AffineMapAttr):
            m = a.map
            if len(m.results) == 1 and not (m.num_dims == 0 and (
                    (m.num_symbols == 0 and m.results[0][0] == "c") or
                    (m.num_symbols == 1 and m.results[0][0] == "s"))):
                out.append(a)
            elif len(m.results) != 1:
                out.append(a)
    return out


def verify_for(op):
    for k in ("lowerBoundMap", "upperBoundMap", "step"):
        if k not in op.properties:
            raise _err(op, f"requires attribute '{k}'")
    if not isinstance(op.properties["step"], A.IntegerAttr):
        raise _err(op, "attribute 'step' failed to satisfy constraint: index attribute")
    lv, uv, inits = _segs(op)
    lm, um = op.properties["lowerBoundMap"].map, op.properties["upperBoundMap"].map
    for v in list(lv) + list(uv):
        if not isinstance(v.type, T.IndexType):
            raise _err(op, f"operand #{0} must be variadic of index, but got '{v.type}'")
    if len(lv) != lm.num_dims + lm.num_symbols or len(uv) != um.num_dims + um.num_symbols:
        raise _err(op, "operand count must match affine map dimension and symbol count")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks")
    body = op.regions[0].blocks[0]
    if len(body.args) != 1 + len(inits) or not isinstance(body.args[0].type, T.IndexType):
        raise _err(op, "expected body to have a single index argument for the induction variable" if
                   not body.args or not isinstance(body.args[0].type, T.IndexType) else
                   "mismatch between the number of basic block args and results")
    if len(op.results) != len(inits):
        raise _err(op, "mismatch between the number of loop-carried values and results")
    for i, (init, r, a) in enumerate(zip(inits, op.results, body.args[1:])):
        if init.type != r.type or a.type != r.type:
            raise _err(op, f"types mismatch between {i}th iter operand and defined value" if init.type != r.type
                       else f"types mismatch between {i}th iter region arg and defined value")


def verify_for_regions(op):
    """AffineForOp::verifyRegions (after the body's ops): the bound operands
    are valid dimensions and symbols; then the terminator."""
    lv, uv, _ = _segs(op)
    lm, um = op.properties["lowerBoundMap"].map, op.properties["upperBoundMap"].map
    if lm.num_dims + lm.num_symbols:
        verify_dims_and_symbols(op, lv, lm.num_dims)
    if um.num_dims + um.num_symbols:
        verify_dims_and_symbols(op, uv, um.num_dims)
    _verify_terminator(op, op.regions[0].blocks[0])


def _verify_terminator(op, block):
    y = block.last
    if y is None or y.name != "affine.yield":
        raise _err(op, "expects regions to end with 'affine.yield', found '" + (y.name if y else "") + "'")
    types = [r.type for r in op.results]
    got = [o.value.type for o in y.operands]
    if len(got) != len(types):
        raise _err(y, "parent of yield must have same number of results as the yield operands")
    for i, (a, b) in enumerate(zip(got, types)):
        if a != b:
            raise _err(y, "types mismatch between yield op and its parent")


# ---- affine.if ---------------------------------------------------------------------------------------

def set_ref(tr, c):
    tok = c[0]
    if tok.type == "HASH_ID":
        a = tr.attr_aliases.get(tok.value)
        if a is None:
            raise ParseError(f"undefined symbol alias id '{tok.value[1:]}'", tok.line, tok.column)
        if not isinstance(a, A.IntegerSetAttr):
            raise ParseError("expected IntegerSet attribute", tok.line, tok.column)
    else:
        from .expr import parse_set
        from ...syntax.type_attr_rules import affine_body_at
        try:   # (the errors where upstream reports them, in the body as written)
            parse_set(tok.value)
        except ValueError as e:
            raise ParseError(str(e), *affine_body_at(tok, e)) from None
        a = A.IntegerSetAttr(" ".join(tok.value.split()))
    try:
        return canonical_set_attr(a)[0], tok
    except ValueError as e:
        raise ParseError(str(e), tok.line, tok.column) from None


def if_head(tr, c):
    tok, (cond, stok), (dims, syms) = c
    from .expr import parse_set
    from .syntax_errors import count_error
    bad = count_error(parse_set(cond.text), dims, syms, stok)
    if bad is not None:
        raise ParseError(*bad)
    return tok, cond, dims, syms


def parse_if(tr, c):
    (tok, cond, dims, syms), types, then, els, attrs = c
    vals = typed(dims + syms, [T.index] * (len(dims) + len(syms)), tok=tok)
    _ensure_terminator(tr, then, tok, _yield)
    if els is None:
        els = Region()
    else:
        _ensure_terminator(tr, els, tok, _yield)
    return OpSpec("affine.if", vals, list(types or []), attrs or {}, {"condition": cond}, [then, els], tok=tok)


def print_if(op, p):
    from .expr import parse_set
    cond = op.properties["condition"]
    p.write(" " + p.attr(cond) + print_dim_syms(p, op.operand_values, parse_set(cond.text).num_dims))
    types = [r.type for r in op.results]
    if types:
        p.write(" -> " + (p.type(types[0]) if len(types) == 1 and not isinstance(types[0], T.FunctionType)
                          else "(" + p.types(types) + ")"))
    term = bool(op.results)
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=term)
    if op.regions[1].blocks:
        p.write(" else ")
        p.region(op.regions[1], print_entry_args=False, print_terminators=term)
    p.op_attr_dict(op, elided=("condition",))


def verify_if(op):
    cond = op.properties.get("condition")
    if cond is None:
        raise _err(op, "requires attribute 'condition'")
    from .expr import parse_set
    s = parse_set(cond.text)
    if len(op.regions) != 2:
        raise _err(op, "expected 2 regions")
    for i, r in enumerate(op.regions):
        if r.blocks and r.blocks[0].args:
            raise _err(op, f"region #{i} should have no arguments")
    if len(op.operands) != s.num_dims + s.num_symbols:
        raise _err(op, "operand count and condition integer set dimension and symbol count must match")
    verify_dims_and_symbols(op, op.operand_values, s.num_dims)
    if op.results and not op.regions[1].blocks:
        e = _err(op, "along control flow edge from parent to parent: region branch point has 0 operands, "
                     f"but region successor needs {len(op.results)} inputs")
        e.notes = [(op, "region branch point")]
        raise e
    for r in op.regions:
        if r.blocks:
            _verify_terminator(op, r.blocks[0])


# ---- affine.parallel -----------------------------------------------------------------------------------

KINDS = ATOMIC_KINDS   # arith::AtomicRMWKind, by its i64 value
# isResultTypeMatchAtomicRMWKind: as mlir-opt-22 behaves (it accepts no type
# for maxs/mins/maxu/minu/assign in affine.parallel).
_FLOAT_RED = ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf")
_INT_RED = ("addi", "muli", "andi", "ori", "xori")


def reduce_clause(tr, c):
    return [n for n in c if n is not None]


def _bounds_map(tr, exprs, tok, kw):
    """A list of bounds (an expression, or ``max(e, ...)``) -> (map, groups, operands)."""
    flat, groups = [], []
    for e in exprs:
        if e[0] == "call" and e[1].value in ("min", "max"):
            if e[1].value != kw:
                raise ParseError(f"expected '{kw}' in bound", e[1].line, e[1].column)
            flat.extend(e[2])
            groups.append(len(e[2]))
        else:
            flat.append(e)
            groups.append(1)

    def fail(msg, at=None):
        at = at or tok
        raise ParseError(msg, at.line, at.column)
    m, dims, syms = ssa_map(flat, fail)
    vals = typed(dims + syms, [T.index] * (len(dims) + len(syms)), tok=tok)
    gattr = A.DenseElementsAttr(T.RankedTensorType((len(groups),), T.i32),
                                (groups[0],) if len(set(groups)) == 1 else tuple(groups),
                                () if len(set(groups)) == 1 else (len(groups),))
    return A.AffineMapAttr(m), gattr, vals


def iv(tr, c):
    """``%i`` or ``%i loc(...)``: (value use, location or None)."""
    return (argument(c[0]), c[1])


def ivs(tr, c):
    return list(c)


def parse_parallel(tr, c):
    tok, ivs, lbs, ubs, *rest = c
    region, attrs = rest[-2], rest[-1]
    red, types = rest[-4], rest[-3] or []
    steps = [s for s in rest[:-4] if s is not None]
    lmap, lgroups, lvals = _bounds_map(tr, lbs, tok, "max")
    umap, ugroups, uvals = _bounds_map(tr, ubs, tok, "min")
    # upstream's parser leaves the counts to the verifier
    stepv = [s[0] for s in steps] if steps else [1] * len(ivs)
    kinds = red or []
    codes = []
    for k in kinds:
        name = k.value[1:-1]
        if name not in KINDS:
            raise ParseError(f"custom op 'affine.parallel' invalid reduction value: \"{name}\"", k.line, k.column)
        codes.append(A.IntegerAttr(KINDS.index(name), T.i64))
    props = {"lowerBoundsMap": lmap, "lowerBoundsGroups": lgroups, "upperBoundsMap": umap,
             "upperBoundsGroups": ugroups, "steps": A.ArrayAttr(tuple(A.IntegerAttr(s, T.i64) for s in stepv)),
             "reductions": A.ArrayAttr(tuple(codes))}
    _entry_args(tr, region, tok, [(v, T.index) for v, _ in ivs])
    for a, (_, loc) in zip(region.blocks[0].args, ivs):
        if loc is not None:
            a.loc = loc
    _ensure_terminator(tr, region, tok, _yield)
    return OpSpec("affine.parallel", lvals + uvals, list(types), attrs or {}, props, [region], tok=tok)


def _groups(attr):
    v = attr.values
    n = attr.type.shape[0]
    return [v[0]] * n if len(v) == 1 and n != 1 else list(v)


def parallel_bounds(op):
    """[(lower map, groups, operands), (upper ...)]."""
    lm, um = op.properties["lowerBoundsMap"].map, op.properties["upperBoundsMap"].map
    v = op.operand_values
    nl = lm.num_dims + lm.num_symbols
    return [(lm, _groups(op.properties["lowerBoundsGroups"]), v[:nl]),
            (um, _groups(op.properties["upperBoundsGroups"]), v[nl:])]


def _print_minmax(p, m, groups, vals, kw):
    parts, start = [], 0
    for g in groups:
        sub = AffineMap(m.num_dims, m.num_symbols, m.results[start:start + g])
        text = ssa_text(p, sub, vals)
        parts.append(text if g == 1 else kw + "(" + text + ")")
        start += g
    return ", ".join(parts)


def print_parallel(op, p):
    (lm, lg, lv), (um, ug, uv) = parallel_bounds(op)
    body = op.regions[0].blocks[0]
    p.write(" (" + p.values(body.args) + ") = (" + _print_minmax(p, lm, lg, lv, "max") + ") to (" +
            _print_minmax(p, um, ug, uv, "min") + ")")
    steps = [s.value for s in op.properties["steps"].value]
    if any(s != 1 for s in steps):
        p.write(" step (" + ", ".join(map(str, steps)) + ")")
    if op.results:
        p.write(" reduce (" + ", ".join(f'"{KINDS[r.value]}"' for r in op.properties["reductions"].value)
                + ") -> (" + p.types(r.type for r in op.results) + ")")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(op.results))
    p.op_attr_dict(op, elided=("reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
                               "upperBoundsGroups", "steps"))


def verify_parallel(op):
    for k in ("lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps",
              "reductions"):
        if k not in op.properties:
            raise _err(op, f"requires attribute '{k}'")
    n = len(op.properties["steps"].value)
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    nl = op.properties["lowerBoundsGroups"].type.shape[0]
    nu = op.properties["upperBoundsGroups"].type.shape[0]
    nargs = len(body.args) if body else 0
    if body is None or not (nargs == nl == nu == n):
        raise _err(op, f"the number of region arguments ({nargs}) and the number of map groups for lower ({nl}) "
                       f"and upper bound ({nu}), and the number of steps ({n}) must all match")
    if len(op.properties["reductions"].value) != len(op.results):
        raise _err(op, "a reduction must be specified for each output")
    for r in op.properties["reductions"].value:
        if not isinstance(r, A.IntegerAttr) or not 0 <= r.value < len(KINDS):
            raise _err(op, "invalid reduction attribute")
    for r, res in zip(op.properties["reductions"].value, op.results):
        k, t = KINDS[r.value], res.type
        if not ((k in _FLOAT_RED and isinstance(t, T.FloatType)) or
                (k in _INT_RED and isinstance(t, T.IntegerType))):
            raise _err(op, "result type cannot match reduction attribute")
    for m, _, vals in parallel_bounds(op):
        verify_dims_and_symbols(op, vals, m.num_dims)
    _verify_terminator(op, body)


# ---- region-based control flow (as scf.for / scf.if / scf.parallel) ---------------------------------

def rb_for(op):
    return loop_region_edges(op, list(_segs(op)[2]))


def rb_if(op):
    return alternative_region_edges(op)


def rb_parallel(op):
    body = op.regions[0]
    return [Edge(PARENT, body, [], []), Edge(body, body, [], []), Edge(body, PARENT, [], []),
            Edge(PARENT, PARENT, [], [])]
