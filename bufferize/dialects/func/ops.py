"""func.func, func.return, func.call, func.call_indirect, func.constant: syntax, verifiers, argument attributes."""
from __future__ import annotations

import re

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from ...syntax.lexer import line_col
from ...syntax.type_attr_rules import _sym_name
from ...syntax.opspec import OpSpec, ParseError, check_argument_name, set_type, typed
from ...syntax.written_attrs import consumed
from ...ir.registry import FUNCTION, ISOLATED, PURE, RETURN_LIKE, SYMBOL, TERMINATOR, Dialect
from ..define import Operand, Result, define


# ---- func.func -------------------------------------------------------------


_ATTRIBUTES = re.compile(r"\battributes\s*\{")


def _attributes_keyword(tr, sym) -> tuple:
    """(line, col) of the `attributes` keyword after the function's symbol."""
    m = _ATTRIBUTES.search(tr.text, getattr(sym, "start_pos", 0))
    return line_col(tr.text, m.start(), tr.line_base) if m else (sym.line, sym.column)


def _parse_func(tr, c):
    tok, vis, sym, args, results, attrs, region = c
    args = args or []
    results = results or []
    named = args and args[0][0] is not None
    in_types = tuple(a[1] for a in args)
    res_types = tuple(r[0] for r in results)
    props = {"sym_name": A.StringAttr(_sym_name(sym.value)),
             "function_type": A.TypeAttr(T.FunctionType(in_types, res_types))}
    if vis is not None:
        if vis.value not in ("private", "public", "nested"):
            raise ParseError(f"expected 'private', 'public' or 'nested' visibility, got '{vis.value}'",
                             vis.line, vis.column)
        props["sym_visibility"] = A.StringAttr(vis.value)
    if any(a[2] for a in args):
        props["arg_attrs"] = A.ArrayAttr(tuple(A.DictionaryAttr.make(a[2] or {}) for a in args))
    if any(r[1] for r in results):
        props["res_attrs"] = A.ArrayAttr(tuple(A.DictionaryAttr.make(r[1] or {}) for r in results))
    attrs = dict(attrs or {})
    for k in ("sym_name", "function_type", "sym_visibility"):   # (what the signature spells)
        if k in attrs:
            raise ParseError(f"custom op 'func.func' '{k}' is an inferred attribute and should not be "
                             "specified in the explicit attribute dictionary", *_attributes_keyword(tr, sym))
    for k in ("arg_attrs", "res_attrs"):   # upstream: the dictionary's win over those in the signature
        if k in attrs:
            props[k] = attrs.pop(k)
    if region is None:
        # Like upstream: a declaration may name its arguments; the names (and
        # their locations) are dropped.
        region = Region()
    else:
        # Upstream's parseFunctionOp / parseRegionBody: named arguments
        # become the arguments of an unlabeled entry block; with unnamed ones
        # (or none) the body is parsed as is, and `{}` gives one empty block
        # when there are arguments, an error when there are none.
        if not region.blocks:
            if not args:
                # (upstream points at the `{`, whose position is not kept)
                raise ParseError("custom op 'func.func' expected non-empty function body", tok.line, tok.column)
            region.add_block(Block())
        if named:
            label = tr.block_names.get(region.blocks[0])
            if label is not None:
                raise ParseError("invalid block name in region with named arguments", label[1], label[2])
            entry = region.blocks[0]
            names = []
            for name, t, _attrs, loc, ntok in args:
                entry.add_arg(t, loc if loc is not None else A.FileLineColLoc(tr.file, ntok.line, ntok.column))
                names.append((name, ntok.line, ntok.column))
            tr.arg_names[entry] = names
    return OpSpec("func.func", (), (), attrs, props, [region], tok=tok)


def _func_named_arg(tr, c):
    name, t, attrs, loc = c
    check_argument_name(name.value, name.line, name.column)
    return (name.value, t, consumed(tr, attrs), loc, name)


def _func_arg(tr, c):
    consumed(tr, c[1])
    return (None, *c, None)


def _func_syntax_errors(tok, expected, after):
    """FunctionOpInterface's parseFunctionArgumentList, after a `,` in the
    argument list: the first argument decides whether all are named."""
    # (an argument, or the list of those after the first, then the `,`)
    if len(after) < 2 or after[-1] != "," or not isinstance(after[-2], (tuple, list)) \
            or not _in_arguments(after):
        return None
    first = next(v for v in after if isinstance(v, tuple))
    if first[0] is not None and tok.type != "VALUE_ID":
        return "custom op 'func.func' expected SSA identifier", tok.line, tok.column
    if first[0] is None and tok.type == "VALUE_ID":
        return "custom op 'func.func' expected type instead of SSA identifier", tok.line, tok.column
    return None


def _in_arguments(after) -> bool:
    """Still inside the argument list: its `(` read, its `)` not yet."""
    return after.count("(") > after.count(")")


def _func_args(tr, c):
    return c


def _func_single_result(tr, c):
    return [(c[0], None)]


def _func_result_list(tr, c):
    return [x for x in c if x is not None]


def _func_result(tr, c):
    return (c[0], consumed(tr, c[1]))


def _print_func(op, p):
    vis = op.properties.get("sym_visibility")
    if vis is not None:
        p.write(f" {vis.value}")
    p.write(" " + p.symbol(op.properties["sym_name"].value))
    ft = op.properties["function_type"].value
    arg_attrs = op.properties.get("arg_attrs")
    res_attrs = op.properties.get("res_attrs")
    body = op.regions[0]
    parts = []
    for i, t in enumerate(ft.inputs):
        s = ""
        if body.blocks:
            a = body.blocks[0].args[i]
            s = f"{p.value(a)}: "
        s += p.type(t)
        if arg_attrs is not None and arg_attrs.value[i].value:
            s += " " + p.attr(arg_attrs.value[i])
        if body.blocks and p.debuginfo:
            s += p.arg_loc(body.blocks[0].args[i])
        parts.append(s)
    p.write("(" + ", ".join(parts) + ")")
    if ft.results:
        res = []
        for i, t in enumerate(ft.results):
            s = p.type(t)
            if res_attrs is not None and res_attrs.value[i].value:
                s += " " + p.attr(res_attrs.value[i])
            res.append(s)
        if len(res) == 1 and res_attrs is None and not isinstance(ft.results[0], T.FunctionType):
            p.write(" -> " + res[0])
        else:
            p.write(" -> (" + ", ".join(res) + ")")
    p.op_attr_dict(op, elided=("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"),
                   keyword=True)
    if body.blocks:
        p.write(" ")
        p.region(body, print_entry_args=False, print_terminators=True)


def _verify_func(op):
    from ...ir.verifier import VerifyError
    ft = op.properties.get("function_type")
    if not isinstance(ft, A.TypeAttr) or not isinstance(ft.value, T.FunctionType):
        raise VerifyError(op, "requires attribute 'function_type'")
    if not isinstance(op.properties.get("sym_name"), A.StringAttr):
        raise VerifyError(op, "requires attribute 'sym_name'")
    for k in ("arg_attrs", "res_attrs"):
        v = op.properties.get(k)
        if v is not None and not (isinstance(v, A.ArrayAttr)
                                  and all(isinstance(d, A.DictionaryAttr) for d in v.value)):
            raise VerifyError(op, f"attribute '{k}' failed to satisfy constraint: Array of dictionary attributes")
    ft = ft.value
    body = op.regions[0] if op.regions else None
    external = body is None or not body.blocks
    if external:
        vis = op.properties.get("sym_visibility")
        if vis is None or vis.value == "public":
            raise VerifyError(op, "symbol declaration cannot have public visibility")
    _verify_arg_res_attrs(op, ft, external)
    if external:
        return
    entry = body.blocks[0]
    if len(entry.args) != len(ft.inputs):
        raise VerifyError(op, f"entry block must have {len(ft.inputs)} arguments to match function signature")
    for i, (a, t) in enumerate(zip(entry.args, ft.inputs)):
        if a.type != t:
            raise VerifyError(op, f"type of entry block argument #{i}({a.type}) must match the type of the "
                                  f"corresponding argument in function signature({t})")


def _verify_arg_res_attrs(op, ft, external):
    """Upstream's function_interface_impl::verifyTrait for `arg_attrs` and
    `res_attrs`: one dictionary per argument / result, only dialect
    attributes, each checked by its dialect (verifyRegionArgAttribute)."""
    from ...ir.verifier import VerifyError
    for key, n, what, plural in (("arg_attrs", len(ft.inputs), "argument", "arguments"),
                                 ("res_attrs", len(ft.results), "result", "results")):
        all_attrs = op.properties.get(key)
        if all_attrs is None:
            continue
        if len(all_attrs.value) != n:
            raise VerifyError(op, f"expects {what} attribute array to have the same number of elements as the "
                                  f"number of function {plural}, got {len(all_attrs.value)}, but expected {n}")
        for i, d in enumerate(all_attrs.value):
            for name, attr in d.value:
                if "." not in name:
                    raise VerifyError(op, f"{plural} may only have dialect attributes")
                if key == "arg_attrs" and name.split(".", 1)[0] == "bufferization":
                    _verify_bufferization_arg_attr(op, name, attr, external)


def _is_bool_attr(a) -> bool:
    return isinstance(a, A.BoolAttr) or (isinstance(a, A.IntegerAttr) and a.type == T.i1)


def _verify_bufferization_arg_attr(op, name, attr, external):
    """Upstream's BufferizationDialect::verifyRegionArgAttribute (the op is
    always a func.func here, so the "to be used on function-like operations"
    checks cannot fail).  Errors are emitted without the "'func.func' op"
    prefix, like upstream's op->emitError()."""
    from ...ir.verifier import VerifyError
    if name == "bufferization.writable":
        if not _is_bool_attr(attr):
            raise VerifyError(op, "'bufferization.writable' is expected to be a boolean attribute", prefix=False)
        if external:
            raise VerifyError(op, "'bufferization.writable' is invalid on external functions", prefix=False)
        return
    if name == "bufferization.access":
        if not isinstance(attr, A.StringAttr):
            raise VerifyError(op, "'bufferization.access' is expected to be a string attribute", prefix=False)
        if attr.value not in ("none", "read", "write", "read-write"):
            raise VerifyError(op, "invalid value for 'bufferization.access'", prefix=False)
        return
    if name == "bufferization.buffer_layout":
        if not isinstance(attr, (A.AffineMapAttr, A.StridedLayoutAttr)):
            raise VerifyError(op, "'bufferization.buffer_layout' is expected to be a memref layout attribute",
                              prefix=False)
        return
    # (sic: upstream names buffer_layout, not the offending attribute)
    raise VerifyError(op, "attribute 'bufferization.buffer_layout' not supported as a region arg attribute "
                          "by the bufferization dialect", prefix=False)


def _func_arg_hint(op, region):
    return None


_FUNC_ELIDED = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")


def _func_alias_attrs(op):
    """What upstream's alias collection sees of a func.func, in print order:
    argument types (and their attributes only for an external function:
    upstream prints a body's arguments as region arguments, whose attributes
    it does not visit, so they never get `#map` aliases), result types and
    attributes, then the attribute dictionary."""
    out = []
    ft = op.properties.get("function_type")
    if isinstance(ft, A.TypeAttr) and isinstance(ft.value, T.FunctionType):
        external = not (op.regions and op.regions[0].blocks)
        arg_attrs = op.properties.get("arg_attrs")
        res_attrs = op.properties.get("res_attrs")
        for i, t in enumerate(ft.value.inputs):
            out.append(A.TypeAttr(t))
            if external and isinstance(arg_attrs, A.ArrayAttr) and i < len(arg_attrs.value):
                out.append(arg_attrs.value[i])
        for i, t in enumerate(ft.value.results):
            out.append(A.TypeAttr(t))
            if isinstance(res_attrs, A.ArrayAttr) and i < len(res_attrs.value):
                out.append(res_attrs.value[i])
    d = dict(op.properties)
    d.update(op.attributes)
    out += [d[k] for k in sorted(d) if k not in _FUNC_ELIDED]
    return out


FUNC = define("func.func", traits=(ISOLATED, SYMBOL, FUNCTION), parse=_parse_func, print=_print_func, verify=_verify_func,
              default_dialect="func", alias_attrs=_func_alias_attrs, automatic_allocation_scope=True,
              syntax_errors=_func_syntax_errors, syntax_attributes=("arg_attrs", "res_attrs"),
              properties=("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"))

# ---- func.return -------------------------------------------------------------


def _verify_return(op):
    from ...ir.verifier import VerifyError
    fn = op.parent_op
    ft = fn.properties["function_type"].value
    name = fn.properties["sym_name"].value
    if len(op.operands) != len(ft.results):
        raise VerifyError(op, f"has {len(op.operands)} operands, but enclosing function (@{name}) "
                              f"returns {len(ft.results)}")
    for i, (o, t) in enumerate(zip(op.operands, ft.results)):
        if o.value.type != t:
            # upstream emits this one without the op's name, and quotes the types
            raise VerifyError(op, f"type of return operand {i} ('{o.value.type}') doesn't match function "
                                  f"result type ('{t}') in function @{name}", prefix=False)


RETURN = define("func.return", operands=(Operand("operands", variadic=True),),
                format="attr-dict ($operands*^ `:` type($operands))?",
                traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_return, parent=("func.func",))

# ---- func.call / call_indirect -------------------------------------------------


def _parse_call(tr, c):
    tok, sym, vals, attrs, ft = c
    vals = typed(vals or [], ft.inputs, tok=tok)
    attrs = dict(attrs or {})
    props = {"callee": A.SymbolRefAttr(_sym_name(sym.value))}
    for k in ("arg_attrs", "res_attrs", "no_inline"):
        if k in attrs:
            props[k] = attrs.pop(k)
    return OpSpec("func.call", vals, ft.results, attrs, props, tok=tok)


def _print_call(op, p):
    p.write(" " + p.attr(op.properties["callee"]) + "(" + p.values(o.value for o in op.operands) + ")")
    p.op_attr_dict(op, elided=("callee",))
    ft = T.FunctionType(tuple(o.value.type for o in op.operands), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft))


def _verify_call(op):
    from ...ir.verifier import VerifyError, lookup_symbol
    callee = op.properties.get("callee")
    if not isinstance(callee, A.SymbolRefAttr):
        raise VerifyError(op, "requires attribute 'callee'")
    fn = lookup_symbol(op, callee)
    if fn is None:
        raise VerifyError(op, f"'{callee.root}' does not reference a valid function")
    if fn.name != "func.func":
        return
    ft = fn.properties["function_type"].value
    if len(ft.inputs) != len(op.operands):
        raise VerifyError(op, "incorrect number of operands for callee")
    for i, (o, t) in enumerate(zip(op.operands, ft.inputs)):
        if o.value.type != t:
            raise VerifyError(op, f"operand type mismatch: expected operand type {t}, but provided "
                                  f"{o.value.type} for operand number {i}")
    if len(ft.results) != len(op.results):
        raise VerifyError(op, "incorrect number of results for callee")
    for i, (r, t) in enumerate(zip(op.results, ft.results)):
        if r.type != t:
            raise VerifyError(op, f"result type mismatch at index {i}")


def _parse_call_indirect(tr, c):
    tok, callee, vals, attrs, ft = c
    set_type(callee, ft)
    vals = typed(vals or [], ft.inputs, tok=tok)
    return OpSpec("func.call_indirect", [callee] + vals, ft.results, attrs or {}, tok=tok)


def _print_call_indirect(op, p):
    vals = [o.value for o in op.operands]
    p.write(" " + p.value(vals[0]) + "(" + p.values(vals[1:]) + ")")
    p.op_attr_dict(op)
    p.write(" : " + p.type(vals[0].type))


CALL = define("func.call", operands=(Operand("operands", variadic=True),), results=(Result("results", variadic=True),),
              parse=_parse_call, print=_print_call, verify=_verify_call,
              properties=("callee", "arg_attrs", "res_attrs", "no_inline"), call_like=True)
CALL_INDIRECT = define("func.call_indirect", operands=(Operand("callee"), Operand("callee_operands", variadic=True)),
                       results=(Result("results", variadic=True),), parse=_parse_call_indirect,
                       print=_print_call_indirect, call_like=True)

# ---- func.constant -------------------------------------------------------------
# assemblyFormat: attr-dict $value `:` type(results); `value` is a
# FlatSymbolRefAttr property; verifySymbolUses checks the callee and its type.


def _parse_constant(tr, c):
    from ...syntax.parser import _sym_name
    tok, attrs, value, t = c
    kind, vtok, sym = value
    if kind != "flat" and tok.type == "BARE_ID" and tok.value != "constant":
        sym = vtok.value   # not func.constant at all: reported as an unknown op once parsed
    elif kind != "flat":
        raise ParseError("custom op 'func.constant' invalid kind of attribute specified", vtok.line, vtok.column)
    attrs = dict(attrs or {})
    props = {"value": A.SymbolRefAttr(_sym_name(sym))}
    if "value" in attrs:
        props["value"] = attrs.pop("value")
    spec = OpSpec("func.constant", (), (t,), attrs, props, tok=tok)
    if tok.type == "BARE_ID":   # `constant`, or another name in its place: which op it is depends on
        spec.spelled = str(tok.value)   # the default dialect (resolve.check_default_dialects)
    return spec


def _func_constant_value(tr, c):
    first = c[0]
    if first.type == "STRING" or len(c) > 1:
        return ("other", first, None)
    return ("flat", first, first.value)


def _print_constant(op, p):
    p.op_attr_dict(op, elided=("value",))
    p.write(" " + p.attr(op.properties["value"]) + " : " + p.type(op.results[0].type))


def _convert_constant(props):
    v = props.get("value")
    if v is not None and not (isinstance(v, A.SymbolRefAttr) and not v.nested):
        from ..arith.verify import _props_text, _typed_text
        raise ValueError(f"invalid properties {_props_text(props)} for op func.constant: Invalid attribute "
                         f"`value` in property conversion: {_typed_text(v)}")


def _verify_constant(op):
    from ...ir.verifier import VerifyError, lookup_symbol
    v = op.properties.get("value")
    if v is None:
        raise VerifyError(op, "requires attribute 'value'")
    fn = lookup_symbol(op, v)
    if fn is None or fn.name != "func.func":
        raise VerifyError(op, f"reference to undefined function '{v.root}'")
    if fn.properties["function_type"].value != op.results[0].type:
        raise VerifyError(op, "reference to function with mismatched type")


CONSTANT = define("func.constant", results=(Result("result"),), traits=(PURE, "ConstantLike"), parse=_parse_constant,
                  print=_print_constant, verify=_verify_constant, hint="f", properties=("value",),
                  convert_properties=_convert_constant)

def _call_indirect_of_constant(op, rewriter):
    """call_indirect of a func.constant -> func.call (upstream's
    CallIndirectOp::canonicalize; the indirect call's attributes are not
    carried over)."""
    d = op.operands[0].value.defining_op()
    if d is None or d.name != "func.constant" or "value" not in d.properties:
        return False
    new = Operation("func.call", [o.value for o in op.operands[1:]], [r.type for r in op.results],
                    properties={"callee": d.properties["value"]}, loc=op.loc)
    rewriter.replace_op_with_new_op(op, new)
    return True


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("func.call_indirect", _call_indirect_of_constant)


_register_patterns()

DIALECT = Dialect(
    "func", grammar="func.lark",
    rules={"op_func": _parse_func, "func_arg": _func_arg, "func_named_arg": _func_named_arg, "func_args": _func_args,
           "func_single_result": _func_single_result, "func_result_list": _func_result_list,
           "func_result": _func_result, "op_call": _parse_call,
           "op_call_indirect": _parse_call_indirect, "op_func_constant": _parse_constant,
           "func_constant_value": _func_constant_value},
    keywords={"FUNC_FUNC": ["func.func"], "FUNC_RETURN": ["return"],
              "FUNC_CALL": ["func.call", "call"], "FUNC_CALL_INDIRECT": ["func.call_indirect", "call_indirect"],
              "FUNC_CONSTANT": ["func.constant"]},
)
