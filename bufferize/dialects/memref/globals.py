"""memref.global, memref.get_global, memref.alloca_scope and its return."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation
from ...syntax.opspec import OpSpec, ParseError
from ...ir.interfaces import single_region_edges
from ...ir.registry import PURE, SINGLE_BLOCK, SYMBOL, TERMINATOR, RETURN_LIKE
from .base import _alignment_error, _err, _expect_operands, _expect_results, _opt_alignment, _sym, memref_to_tensor_type
from ..define import Operand, Result, define


# ---- global / get_global ----------------------------------------------------------------------


def _init_word(tr, c):
    return ("word", c[0])


def _init_dense(tr, c):
    return ("dense", c[0])


def _init_resource(tr, c):
    return ("resource", c[0])


def _init_sparse(tr, c):
    return ("sparse", c[0])


def _init_other(tr, c):
    return ("other", c[0])


def _global_word(tr, c):
    return c[0]


def _global_head(tok, words):
    """Upstream's `($sym_visibility^)? (`constant` $constant^)? $sym_name`:
    the visibility string, the `constant` word and the symbol token."""
    words = list(words)
    vis = words.pop(0) if words and words[0].type == "STRING" else None
    const = words.pop(0) if words and words[0].type == "BARE_ID" and words[0].value == "constant" else None
    if not words or words[0].type != "SYMBOL":
        w = words[0] if words else tok
        raise ParseError("custom op 'memref.global' expected valid '@'-identifier for symbol name", w.line,
                         w.column)
    if len(words) > 1:
        raise ParseError("expected ':'", words[1].line, words[1].column)
    return vis, const, words[0]


def _parse_global(tr, c):
    tok, words, t, init, attrs = c[0], c[1:-3], c[-3], c[-2], c[-1]
    vis, const, sym = _global_head(tok, words)
    if not isinstance(t, T.MemRefType) or not t.has_static_shape:
        raise ParseError(f"custom op 'memref.global' type should be static shaped memref, but got '{t}'",
                         tok.line, tok.column)
    props = {"sym_name": A.StringAttr(_sym(sym)), "type": A.TypeAttr(t)}
    if vis is not None:
        from ...syntax.parser import _unquote
        props["sym_visibility"] = A.StringAttr(_unquote(vis.value))
    if const is not None:
        props["constant"] = A.UNIT
    if init is not None:
        kind, v = init
        tt = memref_to_tensor_type(t)
        if kind == "word":
            if v.value != "uninitialized":
                raise ParseError("expected attribute value", v.line, v.column)
            props["initial_value"] = A.UNIT
        elif kind == "other":   # parseAttribute(value, tensor type) of a literal that is no elements
            if v.type == "FLOAT":
                raise ParseError("floating point value not valid for specified type", v.line, v.column)
            if v.type != "STRING":
                raise ParseError("integer literal not valid for specified type", v.line, v.column)
            raise ParseError("custom op 'memref.global' initial value should be a unit or elements attribute",
                             tok.line, tok.column)
        elif kind == "dense":
            from ...syntax.parser import _make_dense
            try:
                props["initial_value"] = _make_dense(v, tt)
            except ParseError as e:
                if e.line:
                    raise
                raise ParseError(e.message, tok.line, tok.column) from None
        elif kind == "sparse":
            props["initial_value"] = A.OpaqueAttr(f"sparse<{v.value}> : {tt}")
        else:
            props["initial_value"] = tr.resource_attr(v.value, tt)
    if attrs and "alignment" in attrs:
        msg = _alignment_error(attrs["alignment"])
        if msg:
            raise ParseError(f"custom op 'memref.global' 'memref.global' op {msg}", tok.line, tok.column)
    return OpSpec("memref.global", [], [], attrs or {}, props, tok=tok)


_GLOBAL_PROPS = ("sym_name", "sym_visibility", "type", "initial_value", "constant", "alignment")


def _print_global(op, p):
    pr = op.properties
    vis = pr.get("sym_visibility")
    if vis is not None:
        p.write(" " + p.attr(vis))
    if "constant" in pr:
        p.write(" constant")
    t = pr["type"].value
    p.write(" " + p.symbol(pr["sym_name"].value) + " : " + p.type(t))
    init = pr.get("initial_value")
    if init is not None:
        p.write(" = ")
        if isinstance(init, A.UnitAttr):
            p.write("uninitialized")
        else:
            s = p.attr(init)
            tt = memref_to_tensor_type(t)
            suffix = f" : {tt}"
            if tt is not None and s.endswith(suffix):
                s = s[:-len(suffix)]
            p.write(s)
    p.op_attr_dict(op, elided=("sym_name", "sym_visibility", "type", "initial_value", "constant"))


def _verify_global(op):
    pr = op.properties
    _expect_operands(op, 0) if op.operands else None
    _expect_results(op, 0)
    if not isinstance(pr.get("sym_name"), A.StringAttr):
        raise _err(op, "requires attribute 'sym_name'")
    ta = pr.get("type")
    if ta is None:
        raise _err(op, "requires attribute 'type'")
    if not isinstance(ta, A.TypeAttr) or not isinstance(ta.value, T.MemRefType):
        raise _err(op, "attribute 'type' failed to satisfy constraint: memref type attribute")
    t = ta.value
    vis = pr.get("sym_visibility")
    if vis is not None and not isinstance(vis, A.StringAttr):
        raise _err(op, "attribute 'sym_visibility' failed to satisfy constraint: string attribute")
    c = pr.get("constant")
    if c is not None and not isinstance(c, A.UnitAttr):
        raise _err(op, "attribute 'constant' failed to satisfy constraint: unit attribute")
    _opt_alignment(op)
    if vis is not None and vis.value not in ("public", "private", "nested"):
        raise _err(op, f'visibility expected to be one of ["public", "private", "nested"], but got "{vis.value}"')
    if not t.has_static_shape:
        raise _err(op, f"type should be static shaped memref, but got '{t}'")
    init = pr.get("initial_value")
    if init is not None and not isinstance(init, A.UnitAttr):
        if isinstance(init, A.DenseElementsAttr):
            it = init.type
            if it.element_type != t.element_type:
                raise _err(op, f"initial value element expected to be of type '{t.element_type}', but was of "
                               f"type '{it.element_type}'")
            if tuple(it.shape) != tuple(t.shape):
                raise _err(op, f"initial value shape expected to be {', '.join(map(str, t.shape))} but was "
                               f"{', '.join(map(str, it.shape))}")
        elif not isinstance(init, A.OpaqueAttr):
            raise _err(op, f"initial value should be a unit or elements attribute, but got {init}")


GLOBAL = define("memref.global", traits=(SYMBOL,), parse=_parse_global, print=_print_global,
                verify=_verify_global, properties=_GLOBAL_PROPS, effects=[])


def _parse_get_global(tr, c):
    tok, sym, t, attrs = c
    return OpSpec("memref.get_global", [], [t], attrs or {}, {"name": A.SymbolRefAttr(_sym(sym))}, tok=tok)


def _print_get_global(op, p):
    p.write(" " + p.attr(op.properties["name"]) + " : " + p.type(op.results[0].type))
    p.op_attr_dict(op, elided=("name",))


def _verify_get_global(op):
    from ...ir.verifier import lookup_symbol
    _expect_results(op, 1)
    if op.operands:
        raise _err(op, f"expected 0 operands, but found {len(op.operands)}")
    name = op.properties.get("name")
    if name is None:
        raise _err(op, "requires attribute 'name'")
    if not isinstance(name, A.SymbolRefAttr) or name.nested:
        raise _err(op, "attribute 'name' failed to satisfy constraint: flat symbol reference attribute")
    rt = op.results[0].type
    if not isinstance(rt, T.MemRefType) or not rt.has_static_shape:
        raise _err(op, f"result #0 must be statically shaped memref of any type values, but got '{rt}'")
    g = lookup_symbol(op, name)
    if g is None or g.name != "memref.global":
        raise _err(op, f"'{name.root}' does not reference a valid global memref")
    gt = g.properties.get("type")
    if isinstance(gt, A.TypeAttr) and gt.value != rt:
        raise _err(op, f"result type '{rt}' does not match type '{gt.value}' of the global memref "
                       f"@{name.root}")


GET_GLOBAL = define("memref.get_global", results=(Result("result"),), traits=(PURE,), parse=_parse_get_global,
                    print=_print_get_global, verify=_verify_get_global, properties=("name",), effects=[])

# ---- alloca_scope ------------------------------------------------------------------------------


def _parse_alloca_scope(tr, c):
    tok, types, region, attrs = c
    if not region.blocks:
        region.add_block(Block())
    last = region.blocks[-1].last
    if last is None or last.name != "memref.alloca_scope.return":
        loc = A.FileLineColLoc(tr.file, tok.line, tok.column)
        region.blocks[-1].append(Operation("memref.alloca_scope.return", loc=loc))
    return OpSpec("memref.alloca_scope", [], types or [], attrs or {}, regions=[region], tok=tok)


def _print_alloca_scope(op, p):
    p.write(" ")
    if op.results:
        p.write(" -> (" + p.types(r.type for r in op.results) + ")")
    p.write(" ")
    p.region(op.regions[0], print_entry_args=False, print_terminators=bool(op.results))
    p.op_attr_dict(op)


def _verify_alloca_scope(op):
    if len(op.regions) != 1:
        raise _err(op, f"requires one region")
    if op.operands:
        raise _err(op, f"expected 0 operands, but found {len(op.operands)}")
    r = op.regions[0]
    if len(r.blocks) != 1:
        raise _err(op, "expects a single block in its region" if r.blocks else "region #0 ('bodyRegion') "
                       "failed to verify constraint: region with 1 blocks")
    last = r.blocks[0].last
    if last is None or last.name != "memref.alloca_scope.return":
        raise _err(op, "expects regions to end with 'memref.alloca_scope.return', found '"
                   + (last.name if last else "") + "'")


def _verify_alloca_scope_return(op):
    parent = op.parent_op
    if [o.value.type for o in op.operands] != [r.type for r in parent.results]:
        raise _err(op, "types mismatch between yield op and its parent")


ALLOCA_SCOPE = define("memref.alloca_scope", results=(Result("results", variadic=True),), traits=(SINGLE_BLOCK,),
                      parse=_parse_alloca_scope, print=_print_alloca_scope, verify=_verify_alloca_scope,
                      recursive_effects=True, automatic_allocation_scope=True, region_branch=single_region_edges)
SCOPE_RETURN = define("memref.alloca_scope.return", operands=(Operand("results", variadic=True),),
                      format="attr-dict ($results*^ `:` type($results))?",
                      traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_alloca_scope_return, effects=[],
                      parent=("memref.alloca_scope",))

