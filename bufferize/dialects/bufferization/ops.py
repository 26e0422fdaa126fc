"""bufferization ops: to_tensor, to_buffer, clone, alloc_tensor, materialize_in_destination, dealloc, dealloc_tensor."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.lexer import type_error
from ...syntax.opspec import OpSpec, ParseError, set_type, typed
from ..common import op_error as _err, seg_attr, segments
from ..memref import default_segments, memref_to_tensor_type
from ...ir.registry import PURE, Dialect, register_op_attr_verifier
from ..define import Constraint, Operand, Result, define


def _flags(flags, allowed):
    props = {}
    for f in flags:
        if f.value not in allowed:
            raise ParseError(f"expected ':'" if not props else "expected ':'", f.line, f.column)
        if f.value in props:
            raise ParseError(f"duplicate '{f.value}' flag", f.line, f.column)
        props[f.value] = A.UNIT
    # flags must appear in the declared order
    order = [f.value for f in flags]
    if order != [a for a in allowed if a in order]:
        f = flags[-1]
        raise ParseError("expected ':'", f.line, f.column)
    return props


def _check_unit(op, name):
    v = op.properties.get(name)
    if v is not None and not isinstance(v, A.UnitAttr):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: unit attribute")


def _same_shape_and_elt(op, a, b):
    """Upstream's tensor/buffer type-match check (emitted without the op prefix)."""
    ra = isinstance(a, (T.MemRefType, T.RankedTensorType))
    rb = isinstance(b, (T.MemRefType, T.RankedTensorType))
    if ra != rb or (ra and a.shape != b.shape):
        raise _err(op, "shapes do not match", prefix=False)
    if a.element_type != b.element_type:
        raise _err(op, "element types do not match", prefix=False)


def _split_children(c):
    tok, v = c[0], c[1]
    flags = [x.children[0] if hasattr(x, "children") else x for x in c[2:-3]]
    attrs, t1, t2 = c[-3], c[-2], c[-1]
    return tok, v, flags, attrs, t1, t2


def _flag(tr, c):
    return c[0]


# ---- to_tensor / to_buffer share their form: `%v flags... {attrs} : T1 to T2` --------------

_KIND_DESC = {"memref": ("ranked or unranked memref of any type values", T.is_memref),
              "tensor": ("tensor of any type values", T.is_tensor)}


def _print_conversion(op, p, flags):
    p.write(" " + p.operand(op, 0))
    for f in flags:
        if f in op.properties:
            p.write(" " + f)
    p.op_attr_dict(op, elided=flags)
    p.write(" : " + p.type(op.operands[0].value.type) + " to " + p.type(op.results[0].type))


def _verify_conversion(op, kinds, flags):
    """Operand of kind ``kinds[0]`` converted to a result of kind ``kinds[1]``
    with the same shape and element type."""
    _expect(op, 1, 1)
    src, res = op.operands[0].value.type, op.results[0].type
    for what, t, kind in (("operand", src, kinds[0]), ("result", res, kinds[1])):
        desc, ok = _KIND_DESC[kind]
        if not ok(t):
            raise _err(op, f"{what} #0 must be {desc}, but got '{t}'")
    for f in flags:
        _check_unit(op, f)
    _same_shape_and_elt(op, src, res)


# ---- to_tensor --------------------------------------------------------------------


def _like_kind(name, first, second, tok):
    """ODS parses the two types of ``: type to type`` as type interfaces:
    buffer-like then tensor-like (to_tensor), or the other way round
    (to_buffer).  ``first``/``second``: (type, is it to be a tensor); a type
    of the wrong kind is an error at that type."""
    for (t, tensor), where in ((first, ":"), (second, "to")):
        if not (isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) if tensor else T.is_memref(t)):
            raise type_error(f"custom op '{name}' invalid kind of type specified", tok, 1, where)


def _parse_to_tensor(tr, c):
    tok, v, flags, attrs, mt, tt = _split_children(c)
    props = _flags(flags, ("restrict", "writable"))
    if tt is None:  # pre-LLVM-20 spelling: only the memref type
        tt = memref_to_tensor_type(mt)
        if tt is None:
            raise ParseError(f"expected memref type, got '{mt}'", tok.line, tok.column)
    else:
        _like_kind("bufferization.to_tensor", (mt, False), (tt, True), tok)
    set_type(v, mt)
    return OpSpec("bufferization.to_tensor", [v], [tt], attrs or {}, props, tok=tok)


def _print_to_tensor(op, p):
    _print_conversion(op, p, ("restrict", "writable"))


def _verify_to_tensor(op):
    _verify_conversion(op, ("memref", "tensor"), ("restrict", "writable"))


def _expect(op, nops, nres):
    if len(op.operands) != nops:
        raise _err(op, "requires a single operand" if nops == 1 else
                   f"expected {nops} operands, but found {len(op.operands)}")
    if len(op.results) != nres:
        raise _err(op, "requires one result" if nres == 1 else "requires zero results")


TO_TENSOR = define("bufferization.to_tensor", operands=(Operand("buffer"),), results=(Result("result"),),
                   parse=_parse_to_tensor, print=_print_to_tensor, verify=_verify_to_tensor,
                   properties=("restrict", "writable"), effects=[("read", "operand", 0)])

# ---- to_buffer / to_memref ------------------------------------------------------------


def _parse_to_buffer(tr, c):
    tok, v, flags, attrs, t1, t2 = _split_children(c)
    props = _flags(flags, ("read_only",))
    if t2 is None:
        # `bufferization.to_memref %t : memref<..>` (LLVM 17-19): the memref
        # type is given, the tensor type is derived from it.
        mt = t1
        tt = memref_to_tensor_type(mt)
        if tt is None:
            if tok.value.endswith("to_memref"):
                raise ParseError(f"invalid kind of type specified: expected builtin.memref, but found '{mt}'",
                                 tok.line, tok.column)
            raise ParseError("expected 'to'", tok.line, tok.column)
    else:
        tt, mt = t1, t2
        _like_kind("bufferization.to_buffer", (tt, True), (mt, False), tok)
    set_type(v, tt)
    return OpSpec("bufferization.to_buffer", [v], [mt], attrs or {}, props, tok=tok)


def _print_to_buffer(op, p):
    _print_conversion(op, p, ("read_only",))


def _verify_to_buffer(op):
    _verify_conversion(op, ("tensor", "memref"), ("read_only",))


TO_BUFFER = define("bufferization.to_buffer", operands=(Operand("tensor"),), results=(Result("buffer"),),
                   traits=(PURE,), parse=_parse_to_buffer, print=_print_to_buffer, verify=_verify_to_buffer,
                   properties=("read_only",), effects=[])

# ---- clone ----------------------------------------------------------------------------


# (the constraints carry no type kind: a non-memref spelt in the custom form
# stays the verifier's error, as it was before the declaration)
_ANY_MEMREF = Constraint("ranked or unranked memref of any type values", T.is_memref)
CLONE = define("bufferization.clone", operands=(Operand("input", _ANY_MEMREF),),
               results=(Result("output", _ANY_MEMREF),),
               format="$input attr-dict `:` type($input) `to` type($output)",
               effects=[("read", "operand", 0), ("write", "result", 0), ("allocate", "result", 0)])

# ---- alloc_tensor -------------------------------------------------------------------------


def _parse_alloc_tensor(tr, c):
    tok, dyn, copy_kw, copy, hint_kw, hint, attrs, t = c
    dyn = dyn or []
    typed(dyn, [T.index] * len(dyn))
    ops = list(dyn)
    if copy_kw is not None:
        if copy_kw.value != "copy":
            raise ParseError("expected ':'", copy_kw.line, copy_kw.column)
        ops.append(set_type(copy, t))
    if hint_kw is not None:
        if hint_kw.value != "size_hint":
            raise ParseError("expected ':'", hint_kw.line, hint_kw.column)
        ops.append(set_type(hint, T.index))
    props = {"operandSegmentSizes": seg_attr(len(dyn), int(copy is not None), int(hint is not None))}
    return OpSpec("bufferization.alloc_tensor", ops, [t], attrs or {}, props, tok=tok)


def _print_alloc_tensor(op, p):
    dyn, copy, hint = segments(op, 3)
    p.write("(" + p.values(dyn) + ")")
    if copy:
        p.write(" copy(" + p.value(copy[0]) + ")")
    if hint:
        p.write(" size_hint=" + p.value(hint[0]))
    p.op_attr_dict(op, elided=("operandSegmentSizes",))
    p.write(" : " + p.type(op.results[0].type))


def _verify_alloc_tensor(op):
    default_segments(op, 3)
    dyn, copy, hint = segments(op, 3)
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    t = op.results[0].type
    if not isinstance(t, T.RankedTensorType):
        raise _err(op, f"result #0 must be ranked tensor of any type values, but got '{t}'")
    if len(copy) > 1 or len(hint) > 1:
        raise _err(op, "operand group starting at #{} requires 0 or 1 element, but found {}".format(
            len(dyn) if len(copy) > 1 else len(dyn) + len(copy), max(len(copy), len(hint))))
    for i, v in enumerate(dyn):
        if not isinstance(v.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{v.type}'")
    if copy and dyn:
        raise _err(op, "dynamic sizes not needed when copying a tensor", prefix=False)
    if not copy and len(dyn) != sum(1 for d in t.shape if d is None):
        raise _err(op, f"incorrect number of dynamic sizes, has {len(dyn)}, expected "
                       f"{sum(1 for d in t.shape if d is None)}")
    if copy and copy[0].type != t:
        raise _err(op, "expected that `copy` and return type match")


ALLOC_TENSOR = define("bufferization.alloc_tensor", operands=(Operand("dynamic_sizes", variadic=True),
                                                              Operand("copy", optional=True),
                                                              Operand("size_hint", optional=True)),
                      results=(Result("result"),), segments=True, parse=_parse_alloc_tensor,
                      print=_print_alloc_tensor, verify=_verify_alloc_tensor,
                      properties=("memory_space", "operandSegmentSizes"), syntax_attributes=("operandSegmentSizes",),
                      effects=[("allocate", "result", 0), ("read", "segment", 1)])

# ---- materialize_in_destination -------------------------------------------------------------


def _parse_materialize(tr, c):
    tok, src = c[0], c[1]
    flags = [x.children[0] if hasattr(x, "children") else x for x in c[2:-3]]
    dest, attrs, ft = c[-3], c[-2], c[-1]
    props = _flags(flags, ("restrict", "writable"))
    vals = typed([src, dest], ft.inputs, tok=tok)
    return OpSpec("bufferization.materialize_in_destination", vals, ft.results, attrs or {}, props, tok=tok)


def _print_materialize(op, p):
    p.write(" " + p.operand(op, 0) + " in")
    for f in ("restrict", "writable"):
        if f in op.properties:
            p.write(" " + f)
    p.write(" " + p.operand(op, 1))
    p.op_attr_dict(op, elided=("restrict", "writable"))
    ft = T.FunctionType(tuple(o.value.type for o in op.operands), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft))


def _verify_materialize(op):
    if len(op.operands) != 2:
        raise _err(op, f"expected 2 operands, but found {len(op.operands)}")
    if len(op.results) > 1:
        raise _err(op, f"requires zero or one result")
    st, dt = op.operands[0].value.type, op.operands[1].value.type
    for f in ("restrict", "writable"):
        _check_unit(op, f)
    if not T.is_tensor(st):
        raise _err(op, f"operand #0 must be tensor of any type values, but got '{st}'")
    if not (T.is_tensor(dt) or T.is_memref(dt)):
        raise _err(op, f"operand #1 must be ranked or unranked memref of any type values or tensor of any "
                       f"type values, but got '{dt}'")
    if T.is_tensor(dt):
        if "restrict" in op.properties:
            raise _err(op, "'restrict' is valid only for memref destinations")
        if "writable" in op.properties:
            raise _err(op, "'writable' must be specified if and only if the destination is of memref type")
        if len(op.results) != 1:
            raise _err(op, "expected 1 result")
        if op.results[0].type != dt:
            raise _err(op, "failed to verify that all of {dest, result} have same type")
    else:
        if op.results:
            raise _err(op, "memref destination requires zero results")
        if "writable" not in op.properties:
            raise _err(op, "'writable' must be specified if and only if the destination is of memref type")
    if isinstance(st, T.RankedTensorType) and isinstance(dt, (T.RankedTensorType, T.MemRefType)):
        if st.shape != dt.shape and any(a is not None and b is not None and a != b
                                        for a, b in zip(st.shape, dt.shape)) or st.rank != dt.rank:
            raise _err(op, "source/destination shapes are incompatible")
    if st.element_type != dt.element_type:
        raise _err(op, "failed to verify that all of {source, dest} have same element type")


MATERIALIZE = define("bufferization.materialize_in_destination", operands=(Operand("source"), Operand("dest")),
                     results=(Result("result", variadic=True),), parse=_parse_materialize,
                     print=_print_materialize, verify=_verify_materialize, properties=("restrict", "writable"),
                     effects=[("write", "operand", 1)])  # only when the destination is a memref

# ---- dealloc ---------------------------------------------------------------------------------


def _dealloc_memrefs(tr, c):
    vals, types, if_kw, conds = c
    if if_kw.value != "if":
        raise ParseError("expected 'if'", if_kw.line, if_kw.column)
    vals = typed(vals, types)
    if len(conds) != len(vals):
        u = conds[0] if conds else vals[0]
        raise ParseError(f"{len(conds)} operands present, but expected {len(vals)}", u.line, u.col)
    typed(conds, [T.i1] * len(conds))
    return vals, conds


def _dealloc_retain(tr, c):
    kw, vals, types = c
    if kw.value != "retain":
        raise ParseError("expected 'retain'", kw.line, kw.column)
    return typed(vals, types)


def _parse_dealloc(tr, c):
    tok, mc, retained, attrs = c
    memrefs, conds = mc if mc is not None else ([], [])
    retained = retained or []
    props = {"operandSegmentSizes": seg_attr(len(memrefs), len(conds), len(retained))}
    return OpSpec("bufferization.dealloc", memrefs + conds + retained, [T.i1] * len(retained), attrs or {},
                  props, tok=tok)


def _print_dealloc(op, p):
    memrefs, conds, retained = segments(op, 3)
    if memrefs:
        p.write(" (" + p.values(memrefs) + " : " + p.types(v.type for v in memrefs) + ") if ("
                + p.values(conds) + ")")
    if retained:
        p.write(" retain (" + p.values(retained) + " : " + p.types(v.type for v in retained) + ")")
    p.op_attr_dict(op, elided=("operandSegmentSizes",))


def _verify_dealloc(op):
    default_segments(op, 3)
    memrefs, conds, retained = segments(op, 3)
    for i, v in enumerate(memrefs + retained):
        if not T.is_memref(v.type):
            raise _err(op, f"operand #{i if i < len(memrefs) else i + len(conds)} must be variadic of ranked "
                           f"or unranked memref of any type values, but got '{v.type}'")
    for i, v in enumerate(conds):
        if v.type != T.i1:
            raise _err(op, f"operand #{len(memrefs) + i} must be variadic of 1-bit signless integer, "
                           f"but got '{v.type}'")
    if len(memrefs) != len(conds):
        raise _err(op, "must have the same number of conditions as memrefs to deallocate")
    if len(op.results) != len(retained):
        raise _err(op, "must have the same number of updated conditions (results) as retained operands")
    for i, r in enumerate(op.results):
        if r.type != T.i1:
            raise _err(op, f"result #{i} must be variadic of 1-bit signless integer, but got '{r.type}'")


DEALLOC = define("bufferization.dealloc", operands=(Operand("memrefs", variadic=True),
                                                  Operand("conditions", variadic=True),
                                                  Operand("retained", variadic=True)),
                 results=(Result("updatedConditions", variadic=True),), segments=True, parse=_parse_dealloc,
                 print=_print_dealloc, verify=_verify_dealloc, properties=("operandSegmentSizes",),
                 effects=[("free", "segment", 0)])

# ---- dealloc_tensor -------------------------------------------------------------------------


DEALLOC_TENSOR = define("bufferization.dealloc_tensor",
                        operands=(Operand("tensor", Constraint("tensor of any type values", T.is_tensor)),),
                        format="$tensor attr-dict `:` type($tensor)", effects=[("free", "operand", 0)])


DIALECT = Dialect(
    "bufferization", grammar="bufferization.lark",
    rules={"op_bufferization_to_tensor": _parse_to_tensor, "op_bufferization_to_buffer": _parse_to_buffer,
           "bufferization_flag": _flag,
           "op_bufferization_alloc_tensor": _parse_alloc_tensor,
           "op_bufferization_materialize": _parse_materialize,
           "op_bufferization_dealloc": _parse_dealloc, "bufferization_dealloc_memrefs": _dealloc_memrefs,
           "bufferization_dealloc_retain": _dealloc_retain},
    keywords={"BUFFERIZATION_TO_TENSOR": ["bufferization.to_tensor"],
              "BUFFERIZATION_TO_BUFFER": ["bufferization.to_buffer", "bufferization.to_memref"],
              "BUFFERIZATION_ALLOC_TENSOR": ["bufferization.alloc_tensor"],
              "BUFFERIZATION_MATERIALIZE": ["bufferization.materialize_in_destination"],
              "BUFFERIZATION_DEALLOC": ["bufferization.dealloc"]},
)




# ---- dialect attributes on ops (upstream's BufferizationDialect::verifyOperationAttribute)

def _has_alloc_or_free_effect(op) -> bool:
    """mlir::hasEffect<Allocate, Free>(op): only the op's own declared
    effects count; an op without known effects has none of them."""
    from ...ir.interfaces import own_effects
    effects = own_effects(op)
    return effects is not None and any(e.kind in ("allocate", "free") for e in effects)


def _verify_op_attribute(op, name, attr):
    if name == "bufferization.manual_deallocation":
        if not _has_alloc_or_free_effect(op):
            raise _err(op, "attribute 'bufferization.manual_deallocation' can be used only on ops that "
                           "have an allocation and/or free side effect")
        return
    raise _err(op, f"attribute '{A.escape_string(name)}' not supported as an op attribute by the "
                   f"bufferization dialect", prefix=False)


register_op_attr_verifier("bufferization", _verify_op_attribute)
