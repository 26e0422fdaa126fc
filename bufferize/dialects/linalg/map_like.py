"""linalg.map, linalg.reduce, linalg.transpose, linalg.broadcast: short-form payloads, syntax and verifiers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from ...syntax.opspec import OpSpec, ParseError
from ...syntax.written_attrs import consumed
from .base import FM_NONE, OV_NONE, _err, dps_inits, dps_inputs, elt
from .bodies import _Body
from .named import _i64_array, _loc, _merge, _operands, _print_ins_outs, _split_dps, _verify_dps


# ---- map / reduce / transpose / broadcast ---------------------------------------------------

_MAP_KW = {"linalg.map": None, "linalg.reduce": "dimensions", "linalg.transpose": "permutation",
           "linalg.broadcast": "dimensions"}


def _payload(tr, c):
    if c[0].type == "SYMBOL":   # upstream reads the payload's op name as a keyword
        raise ParseError("expected bare identifier or keyword", c[0].line, c[0].column)
    return (c[0], consumed(tr, c[1]) or {})


def _body_rule(tr, c):
    *args, region = c
    return ([a for a in args if a is not None], region)


def _parse_map(tr, c):
    tok, payload, props, io, kw, attrs, body = c
    ins, outs = (io.get("ins"), io.get("outs")) if io is not None else (None, None)
    name = tok.value
    p, a = props if props is not None else ({}, {})
    p = dict(p)
    attrs = _merge(a, attrs)
    ivals, itypes, ovals, otypes = _operands(tok, ins, outs)
    want = _MAP_KW[name]
    if want is not None:
        if kw is None or kw[0].value != want:
            where = kw[0] if kw is not None else tok
            raise ParseError(f"custom op '{name}' expected '{want}'", where.line, where.column)
        p[want] = _i64_array(kw[1], kw[0], want)
    elif kw is not None:
        raise ParseError("expected '(' in argument list", kw[0].line, kw[0].column)
    if want in attrs:
        attrs.pop(want)
    results = [t for t in otypes if isinstance(t, T.RankedTensorType)]
    loc = _loc(tr, tok)
    if name in ("linalg.transpose", "linalg.broadcast"):
        if payload is not None or body is not None:
            where = payload[0] if payload is not None else tok
            raise ParseError("expected 'ins'", where.line, where.column)
        block = Block([elt(t) for t in itypes + otypes], [A.UNKNOWN_LOC] * (len(itypes) + len(otypes)))
        _Body(block, loc).yield_(block.args[:1])
        region = Region([block])
    elif payload is not None:
        if body is not None:
            raise ParseError("expected operation name", tok.line, tok.column)
        region = Region()
        if ivals or ovals:
            opname, pattrs = payload
            all_types = itypes + otypes
            block = Block([elt(t) for t in all_types], [A.UNKNOWN_LOC] * len(all_types))
            b = _Body(block, loc)
            args = list(block.args)
            if name == "linalg.reduce":
                operands = [args[-1]] + args[:-1]
            else:
                operands = args[:-1]
            pname = opname.value
            if "." not in pname:
                raise ParseError(f"expected operation name, got '{pname}'", opname.line, opname.column)
            pprops = {}
            pattrs = dict(pattrs)
            from ...ir.registry import lookup as _lk
            d = _lk(pname)
            if d is not None:
                for k in d.property_names:
                    if k in pattrs:
                        pprops[k] = pattrs.pop(k)
                if "fastmath" in d.property_names and "fastmath" not in pprops and \
                        pname not in ("arith.extf", "arith.truncf"):
                    pprops["fastmath"] = FM_NONE
                if "overflowFlags" in d.property_names and "overflowFlags" not in pprops:
                    pprops["overflowFlags"] = OV_NONE
            o = Operation(pname, operands, [elt(all_types[-1])], pattrs, pprops, loc=loc)
            block.append(o)
            b.yield_(o.results)
            region.add_block(block)
    else:
        if body is None:
            raise ParseError("expected '(' in argument list", tok.line, tok.column)
        args, region = body
        if region.blocks and tr.block_names.get(region.blocks[0]) is not None:
            raise ParseError("invalid block name in region with named arguments", tok.line, tok.column)
        if not region.blocks:
            region.add_block(Block())
        entry = region.blocks[0]
        names = []
        for atok, t, aloc in args:
            entry.add_arg(t, aloc if aloc is not None else A.FileLineColLoc(tr.file, atok.line, atok.column))
            names.append((atok.value, atok.line, atok.column))
        tr.arg_names[entry] = names
    return OpSpec(name, ivals + ovals, results, attrs, p, [region], tok=tok)


def _parse_map_bare(tr, c):
    tok, payload, kw = c
    return _parse_map(tr, [tok, payload, None, None, kw, None, None])


def _find_payload(op, init_first):
    if not op.regions or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    ops = list(block)
    if len(ops) != 2:
        return None
    payload, y = ops
    args = block.args
    if payload.regions or y.name != "linalg.yield":
        return None
    if [o.value for o in y.operands] != list(payload.results):
        return None
    vals = [o.value for o in payload.operands]
    if init_first:
        if not vals or len(vals) != len(args):
            return None
        if vals[-1] is not args[0]:
            return None
        if any(v is not a for v, a in zip(vals, args[1:])):
            return None
    else:
        if not vals or len(vals) != len(args) - 1:
            return None
        if any(v is not a for v, a in zip(vals, args)):
            return None
    return payload


def _print_short(p, payload):
    p.write(" { " + payload.name)
    d = dict(payload.properties)
    d.update(payload.attributes)
    elided = ()
    if str(d.get("fastmath")) == str(FM_NONE):
        elided = ("fastmath",)
    p.attr_dict(d, elided)
    p.write(" }")


def _print_region_with_args(op, p):
    r = op.regions[0]
    p.indent += 1
    p.newline()
    args = r.blocks[0].args if r.blocks else []
    parts = []
    for a in args:
        parts.append(f"{p.value(a)}: {p.type(a.type)}" + p.arg_loc(a))
    p.write("(" + ", ".join(parts) + ") ")
    p.region(r, print_entry_args=False, print_terminators=True)
    p.indent -= 1


def _print_map(op, p):
    name = op.name
    payload = None
    if name in ("linalg.map", "linalg.reduce"):
        payload = _find_payload(op, name == "linalg.reduce")
        if payload is not None:
            _print_short(p, payload)
    ins, outs = _split_dps(op)
    _print_ins_outs(op, p, ins, outs)
    kw = _MAP_KW[name]
    if kw is not None:
        v = op.properties.get(kw)
        vals = ", ".join(str(x) for x in v.values) if isinstance(v, A.DenseArrayAttr) else ""
        p.write(f" {kw} = [{vals}] ")
    p.op_attr_dict(op, elided=(kw,) if kw else ())
    if name in ("linalg.map", "linalg.reduce") and payload is None:
        _print_region_with_args(op, p)


def _verify_map_like(op):
    name = op.name
    n = len(op.operands)
    if name == "linalg.reduce" and n % 2:
        raise _err(op, "operand count must be even (ins and inits of the same number)")
    if name == "linalg.map" and n < 1:
        raise _err(op, f"expected 1 or more operands, but found {n}")
    if name in ("linalg.transpose", "linalg.broadcast") and n != 2:
        raise _err(op, f"expected 2 operands, but found {n}")
    if name == "linalg.reduce" and n < 2:
        raise _err(op, "expected at least 2 operands")
    for i, region in enumerate(op.regions):
        # SingleBlock, after the operand-count traits
        if len(region.blocks) > 1:
            raise _err(op, f"expects region #{i} to have 0 or 1 blocks")
        if region.blocks and region.blocks[0].last is None:
            raise _err(op, "expects a non-empty block")
    kw = _MAP_KW[name]
    if kw is not None:
        v = op.properties.get(kw)
        if v is None:
            raise _err(op, f"requires attribute '{kw}'")
        if not isinstance(v, A.DenseArrayAttr) or v.element_type != T.i64:
            raise _err(op, f"attribute '{kw}' failed to satisfy constraint: i64 dense array attribute")
        if name == "linalg.reduce" and any(a >= b for a, b in zip(v.values, v.values[1:])):
            raise _err(op, f"attribute '{kw}' failed to satisfy constraint: i64 dense array attribute should "
                           f"be in increasing order")
    inits = dps_inits(op)
    for i in inits:
        t = op.operands[i].value.type
        if not isinstance(t, (T.RankedTensorType, T.MemRefType)):
            raise _err(op, f"operand #{i} must be ranked tensor or memref of any type values, but got '{t}'")
    for i in dps_inputs(op):
        t = op.operands[i].value.type
        if not isinstance(t, (T.RankedTensorType, T.MemRefType)):
            raise _err(op, f"operand #{i} must be variadic of ranked tensor or memref of any type values, "
                           f"but got '{t}'")
    _verify_dps(op, inits)
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        if name == "linalg.map" and not op.operands:
            return
        rname = {"linalg.map": "mapper", "linalg.reduce": "combiner"}.get(name, "region")
        raise _err(op, f"region #0 ('{rname}') failed to verify constraint: region with 1 blocks")
    block = op.regions[0].blocks[0]
    if name == "linalg.map":
        if len(block.args) != n:
            raise _err(op, f"expects number of operands to match the arity of mapper, but got: {n} and "
                           f"{len(block.args)}")
        for a, o in zip(block.args, op.operands):
            et = elt(o.value.type)
            if a.type != et:
                raise _err(op, f"expected element type of input '{et}' to match bbArg type '{a.type}'")
        out_shape = op.operands[inits[0]].value.type.shape
        for i in dps_inputs(op):
            s = op.operands[i].value.type.shape
            if s != out_shape:
                raise _err(op, f"expected shape of input ({_shape(s)}) to match shape of output "
                               f"({_shape(out_shape)})")
    elif name == "linalg.reduce":
        ins, inits = dps_inputs(op), dps_inits(op)
        for what, group in (("input", ins), ("output", inits)):
            for k, i in enumerate(group[1:], 1):
                if op.operands[i].value.type.shape != op.operands[group[0]].value.type.shape:
                    raise _err(op, f"expects all {what}s to have the same shapes. Shape at {what}-index {k} is "
                                   f"not equal to the shape at {what}-index 0.")
        dims = op.properties["dimensions"].values
        in_t = op.operands[0].value.type
        for d in dims:
            if d < 0 or d >= len(in_t.shape):
                raise _err(op, f"dimensions for reduction should be in the range [0, {len(in_t.shape) - 1}].")
        expect = tuple(s for i, s in enumerate(in_t.shape) if i not in dims)
        init_t = op.operands[inits[0]].value.type
        if len(expect) != len(init_t.shape):
            raise _err(op, f"number of dimensions after reduction {len(expect)} doesn't match the init "
                           f"rank {len(init_t.shape)}")
        if init_t.shape != expect:
            raise _err(op, f"init dimensions [{_shape(init_t.shape)}] doesn't match input dimensions after "
                           f"reduction [{_shape(expect)}]")
        if len(block.args) != n:
            raise _err(op, "mismatching number of operands and block arguments")
        for what, group, args in (("input", ins, block.args), ("output", inits, block.args[len(ins):])):
            for i, a in zip(group, args):
                et = op.operands[i].value.type.element_type
                if et != a.type:
                    raise _err(op, f"{what} element type '{et}' does not match corresponding block argument "
                                   f"type '{a.type}'")
    else:
        if len(block.args) != 2:
            raise _err(op, "expects 2 block arguments")
        in_t = op.operands[0].value.type
        init_t = op.operands[1].value.type
        vals = op.properties[kw].values
        if name == "linalg.transpose":
            rank = len(in_t.shape)
            if sorted(vals) != list(range(len(vals))):
                raise _err(op, "permutation is not valid")
            if len(init_t.shape) != rank:
                raise _err(op, f"input rank {rank} does not match init rank {len(init_t.shape)}")
            if len(vals) != rank:
                raise _err(op, f"size of permutation {len(vals)} does not match the argument rank {rank}")
            for i, d in enumerate(vals):
                if in_t.shape[d] != init_t.shape[i]:
                    raise _err(op, f"dim(result, {i}) = {_d(init_t.shape[i])} doesn't match dim(input, "
                                   f"permutation[{i}]) = {_d(in_t.shape[d])}")
        else:
            if len(in_t.shape) + len(vals) != len(init_t.shape):
                raise _err(op, f"input rank plus added dimensions does not match init rank. input rank: "
                               f"{len(in_t.shape)}, dimensions size: {len(vals)}, init rank: "
                               f"{len(init_t.shape)}")
            for i, d in enumerate(vals):
                if d < 0 or d >= len(init_t.shape):
                    raise _err(op, f"dimension {i} is out of range. expected range: [0, "
                                   f"{len(init_t.shape) - 1}], got: {d}")
            kept = [d for d in range(len(init_t.shape)) if d not in vals]
            for i, d in enumerate(kept):
                if in_t.shape[i] != init_t.shape[d]:
                    raise _err(op, f"input dim {i} should match init dim {d}. input: {_shape([in_t.shape[i]])}, "
                                   f"init: {_shape([init_t.shape[d]])}")


def _d(x):
    return "?" if x is None else str(x)


def _shape(s):
    return ", ".join("-9223372036854775808" if x is None else str(x) for x in s)


def _map_arg_hint(op, region):
    inits = dps_inits(op)
    return ["init" if i in inits else "in" for i in range(len(op.operands))]


def _hint(name):
    return lambda op: [name] + ["#"] * (len(op.results) - 1) if op.results else []


