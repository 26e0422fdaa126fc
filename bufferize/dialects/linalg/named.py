"""Named linalg ops (matmul, fill, copy, elementwise, ...): ins/outs syntax, implicit bodies, verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from ..common import seg_attr
from .base import _err, dps_inits, elt
from .bodies import ELEMENTWISE_ARITY, NAMED_OPS, build_named_region, elementwise_kind
from .payload import BodyError


# ---- shared parsing pieces ---------------------------------------------------------------


def _ins_outs(c):
    """(values, types) pairs of linalg_ins / linalg_outs."""
    return c[0], c[1]


def _results(tr, c):
    x = c[0]
    if x is None:
        return []
    if isinstance(x, list):
        return x
    return [x]


def _kw_attr(tr, c):
    return (c[0], c[1])


def _props(tr, c):
    return (c[0] or {}, c[1] or {})


def _operands(tok, ins, outs):
    ivals, itypes = ins if ins is not None else ([], [])
    ovals, otypes = outs if outs is not None else ([], [])
    ivals = typed(ivals, itypes, tok=tok)
    ovals = typed(ovals, otypes, tok=tok)
    return ivals, list(itypes), ovals, list(otypes)


def _merge(*dicts):
    out = {}
    for d in dicts:
        if d:
            out.update(d)
    return out


def _loc(tr, tok):
    return A.FileLineColLoc(tr.file, tok.line, tok.column)


def _i64_array(v, tok, what):
    if isinstance(v, A.DenseArrayAttr):
        return A.DenseArrayAttr(T.i64, tuple(int(x) for x in v.values))
    if isinstance(v, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) for x in v.value):
        return A.DenseArrayAttr(T.i64, tuple(x.value for x in v.value))
    raise ParseError(f"expected '{what}' to be a list of integers", tok.line, tok.column)


# ---- named ops ----------------------------------------------------------------------


def _parse_named(tr, c):
    tok, *kws, props, attrs1, io, attrs2, results = c
    name = tok.value
    spec = NAMED_OPS[name]
    ivals, itypes, ovals, otypes = _operands(tok, io.get("ins"), io.get("outs"))
    attrs = _merge(attrs1, attrs2)
    p = dict(props or {})
    words = spec.keywords()
    for i, (key, val) in enumerate(kws):
        # the keyword attributes of the format, in its order (kind, then indexing_maps)
        if key.value not in words[i:] or key.value in p:
            want = next((w for w in words[i:] if w not in p), None)
            raise ParseError(f"custom op '{name}' expected '{want}'" if want else "expected 'ins'",
                             key.line, key.column)
        if key.value == "kind" and elementwise_kind(val) is None:
            raise ParseError("expected ::mlir::linalg::ElementwiseKind to be one of: " + ", ".join(ELEMENTWISE_ARITY),
                             key.line, key.column + len("kind=#linalg.elementwise_kind<"))
        if key.value == "indexing_maps" and (not isinstance(val, A.ArrayAttr)
                                             or not all(isinstance(m, A.AffineMapAttr) for m in val.value)):
            raise ParseError("expected affine map attribute", key.line, key.column)
        p[key.value] = val
    missing = spec.required_keyword(p)
    if missing is not None:
        # upstream stops at the token after the op name (or after what it read)
        message = f"custom op '{name}' expected '{missing}'" + (" attribute" if missing == "indexing_maps" else "")
        if not kws:
            raise ParseError.at_next_token(message, after=tok.start_pos + len(name))
        raise ParseError(message, kws[-1][0].line, kws[-1][0].column)
    if attrs:
        given = named_syntax_attributes(spec)
        for k in spec.props:
            if k in attrs and k not in p and k not in given:
                p[k] = attrs.pop(k)
    if spec.maps is not None and "indexing_maps" not in p:
        p["indexing_maps"] = spec.maps
    elif "indexing_maps" not in p:
        default = spec.default_maps(itypes, otypes)
        if default is not None:
            p["indexing_maps"] = default
    bad = spec.bad_window_attr(p)
    if bad is not None:
        # upstream checks the properties while parsing (at the attribute dictionary)
        raise ParseError(f"custom op '{name}' '{name}' op attribute '{bad}' failed to satisfy constraint: "
                         f"64-bit signless int elements attribute of shape [{spec.window}]",
                         tok.line, tok.column + len(name) + 1)
    p["operandSegmentSizes"] = seg_attr(len(ivals), len(ovals))
    n_expected = spec.n_inputs(p) + 1
    if len(itypes) + len(otypes) != n_expected:
        # (upstream reads the region last, and reports at the token after the op)
        raise ParseError.at_next_token(f"custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated "
                                       f"region expects {n_expected} args, got {len(itypes) + len(otypes)}")
    try:
        region = build_named_region(name, itypes, otypes, _merge(p, attrs), _loc(tr, tok))
    except BodyError as e:
        raise ParseError(f"custom op '{name}' {e}", tok.line, tok.column + len(name) + 1) from None
    return OpSpec(name, ivals + ovals, results or [], attrs, p, [region], tok=tok)


def _print_ins_outs(op, p, ins, outs):
    if ins:
        p.write(" ins(" + p.values(ins) + " : " + p.types(v.type for v in ins) + ")")
    if outs:
        p.write(" outs(" + p.values(outs) + " : " + p.types(v.type for v in outs) + ")")


def _split_dps(op):
    vals = [o.value for o in op.operands]
    inits = dps_inits(op)
    return ([v for i, v in enumerate(vals) if i not in inits],
            [v for i, v in enumerate(vals) if i in inits])


def _print_results(op, p):
    if op.results:
        ts = [r.type for r in op.results]
        if len(ts) == 1 and not isinstance(ts[0], T.FunctionType):
            p.write(" -> " + p.type(ts[0]))
        else:
            p.write(" -> (" + p.types(ts) + ")")


def _print_named(op, p):
    spec = NAMED_OPS.get(op.name)
    elided = ["operandSegmentSizes", "linalg.memoized_indexing_maps"]
    for key, shown in spec.printed_keywords(op):
        elided.append(key)
        if shown is not None:
            p.write(f" {key}=" + p.attr(shown) if key == "kind" else f" {key} = " + p.attr(shown))
    p.op_attr_dict(op, elided=tuple(elided))
    ins, outs = _split_dps(op)
    _print_ins_outs(op, p, ins, outs)
    _print_results(op, p)


def named_syntax_attributes(spec) -> tuple:
    """The inherent attributes upstream's parser of a named op always
    gives (written again in the attr-dict: "occurs more than once")."""
    return ("operandSegmentSizes",) + tuple(k for k in ("indexing_maps", "kind") if k in spec.props)


def _named_alias_attrs(op):
    """The attributes _print_named prints, in order (for alias collection)."""
    spec = NAMED_OPS.get(op.name)
    out = []
    elided = {"operandSegmentSizes", "linalg.memoized_indexing_maps"}
    for key, shown in spec.printed_keywords(op):
        elided.add(key)
        if shown is not None:
            out.append(shown)
    d = dict(op.properties)
    d.update(op.attributes)
    out += [v for k, v in sorted(d.items()) if k not in elided]
    return out


def _verify_shaped_inits(op) -> list:
    """The inits are shaped (upstream's Variadic<AnyShaped> outputs) and in
    destination-passing style; returns their operand indices."""
    inits = dps_inits(op)
    for i, o in enumerate(op.operands):
        t = o.value.type
        if i in inits and not isinstance(t, (T.RankedTensorType, T.MemRefType, T.UnrankedTensorType,
                                             T.UnrankedMemRefType)):
            raise _err(op, f"operand #{i} must be variadic of shaped of any type values, but got '{t}'")
    for i, r in enumerate(op.results):
        if not isinstance(r.type, T.RankedTensorType):
            raise _err(op, f"result #{i} must be variadic of ranked tensor of any type values, but got "
                           f"'{r.type}'")
    if len(op.regions) != 1:
        raise _err(op, "requires one region")
    _verify_dps(op, inits, pure=False)
    return inits


def _verify_dps(op, inits, pure=True):
    """DestinationStyleOpInterface: tensor results match tensor inits; ``pure``:
    also LinalgOp's no mixing of tensors and buffers."""
    tensor_inits = [i for i in inits if isinstance(op.operands[i].value.type, T.RankedTensorType)
                    or isinstance(op.operands[i].value.type, T.UnrankedTensorType)]
    if len(tensor_inits) != len(op.results):
        raise _err(op, f"expected the number of tensor results ({len(op.results)}) to be equal to the "
                       f"number of output tensors ({len(tensor_inits)})")
    for i, r in zip(tensor_inits, op.results):
        t = op.operands[i].value.type
        if t != r.type:
            raise _err(op, f"expected type of operand #{i} ('{t}') to match type of corresponding "
                           f"result ('{r.type}')")
    tys = [o.value.type for o in op.operands]
    if pure and any(T.is_tensor(t) for t in tys) and any(T.is_memref(t) for t in tys):
        raise _err(op, "expected to have pure tensor or buffer semantics")


def _verify_segments(op):
    from ..common import segment_sizes
    return segment_sizes(op, 2)


def _verify_named(op):
    spec = NAMED_OPS[op.name]
    bad = spec.bad_window_attr(op.properties)
    if bad is not None:
        raise _err(op, f"attribute '{bad}' failed to satisfy constraint: 64-bit signless int elements "
                       f"attribute of shape [{spec.window}]")
    _verify_segments(op)
    inits = _verify_shaped_inits(op)
    spec.verify(op)
    if spec.has_maps:
        maps = op.properties.get("indexing_maps")
        if maps is None:
            raise _err(op, "requires attribute 'indexing_maps'")
        if not isinstance(maps, A.ArrayAttr) or not all(isinstance(m, A.AffineMapAttr) for m in maps.value):
            raise _err(op, "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute")
    if op.name == "linalg.fill" and op.operands:
        if T.is_tensor(op.operands[0].value.type) or T.is_memref(op.operands[0].value.type):
            raise _err(op, "expected op with scalar input", prefix=False)
        ft, ot = op.operands[0].value.type, elt(op.operands[-1].value.type)
        if ft != ot:
            raise _err(op, f"expected fill value type ('{ft}') to match output element type ('{ot}')")
    memo = spec.memo_for(op)
    if memo is not None and "linalg.memoized_indexing_maps" not in op.attributes:
        # Upstream caches the maps of fixed-rank named ops on first query (the verifier).
        op.attributes["linalg.memoized_indexing_maps"] = memo


def _verify_yield_types(op, y):
    """upstream verifyYield: a linalg.yield against its enclosing LinalgOp."""
    inits = dps_inits(op)
    if len(y.operands) != len(inits):
        raise _err(y, f"expected number of yield values ({len(y.operands)}) to match the number of inits / "
                      f"outs operands of the enclosing LinalgOp ({len(inits)})")
    for k, (o, i) in enumerate(zip(y.operands, inits)):
        et = elt(op.operands[i].value.type)
        if o.value.type != et:
            raise _err(y, f"type of yield operand {k + 1} ('{o.value.type}') doesn't match the element type "
                          f"of the enclosing linalg.generic op ('{et}')")
