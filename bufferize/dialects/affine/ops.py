"""affine registration: apply/min/max here, and every op of loops.py and
memory.py with its parse, print and verify functions and its interfaces."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, typed
from ...ir.registry import PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR, Dialect
from ..common import op_error as _err
from ..define import INDEX, MEMREF, Operand, Result, define
from ..vector.properties import BOOL, MAP, converter
from . import dma as D, loops as L, memory as M, syntax_errors as E


OPS = ("affine.apply", "affine.min", "affine.max")


def _map_ref(tr, c):
    tok = c[0]
    if tok.type == "HASH_ID":
        a = tr.attr_aliases.get(tok.value)
        if a is None:
            raise ParseError(f"undefined symbol alias id '{tok.value[1:]}'", tok.line, tok.column)
        if not isinstance(a, A.AffineMapAttr):
            raise ParseError("expected AffineMap, but got '" + str(a) + "'", tok.line, tok.column)
        return a
    from ...ir.affine import parse_affine_map
    from ...syntax.type_attr_rules import affine_body_at
    try:
        return A.AffineMapAttr(parse_affine_map(tok.value))
    except ValueError as e:
        raise ParseError(str(e), *affine_body_at(tok, e)) from None


def _symbols(tr, c):
    return c[0] or []


def _parse_apply(tr, c):
    tok, amap, dims, syms, attrs = c
    name = tok.value if tok.value.startswith("affine.") else "affine." + tok.value
    dims, syms = dims or [], syms or []
    m = amap.map
    # affine.min/max leave the counts to the verifier; apply's parser checks them
    if name == "affine.apply" and (len(dims) != m.num_dims or len(syms) != m.num_symbols):
        raise ParseError("custom op 'affine.apply' dimension or symbol index mismatch", tok.line, tok.column)
    vals = dims + syms
    attrs = dict(attrs or {})
    attrs.pop("map", None)
    return OpSpec(name, typed(vals, [T.index] * len(vals), tok=tok), [T.index], attrs, {"map": amap}, tok=tok)


def _print_apply(op, p):
    m = op.properties["map"]
    nd = m.map.num_dims
    vals = [o.value for o in op.operands]
    p.write(" " + p.attr(m) + "(" + p.values(vals[:nd]) + ")")
    if m.map.num_symbols:
        p.write("[" + p.values(vals[nd:]) + "]")
    p.op_attr_dict(op, elided=("map",))


def _verify_apply(op):
    m = op.properties.get("map")
    if m is None:
        raise _err(op, "requires attribute 'map'")
    if not isinstance(m, A.AffineMapAttr):
        raise _err(op, "attribute 'map' failed to satisfy constraint: AffineMap attribute")
    if len(op.results) != 1:
        raise _err(op, "requires one result")
    for i, o in enumerate(op.operands):
        if not isinstance(o.value.type, T.IndexType):
            raise _err(op, f"operand #{i} must be variadic of index, but got '{o.value.type}'")
    if not isinstance(op.results[0].type, T.IndexType):
        raise _err(op, f"result #0 must be index, but got '{op.results[0].type}'")
    if len(op.operands) != m.map.num_dims + m.map.num_symbols:
        raise _err(op, "operand count and affine map dimension and symbol count must match")
    if op.name == "affine.apply" and len(m.map.results) != 1:
        raise _err(op, "mapping must produce one value")
    if op.name != "affine.apply" and not m.map.results:
        raise _err(op, "affine map expect at least one result")


def _alias_attrs(op):
    return [op.properties["map"]] if "map" in op.properties else []


# One declaration per op (dialects/define.py) with ODS's operands and results;
# constraints are ANY where the op's verifier checks types (in upstream's
# words and order); the syntax is a hand-written rule of grammar/affine.lark.
_INDEX_RESULT = (Result("result"),)
APPLY = define("affine.apply", operands=(Operand("mapOperands", variadic=True),), results=_INDEX_RESULT,
               traits=(PURE,), parse=_parse_apply,
               syntax_attributes=("map",), print=_print_apply, verify=_verify_apply, properties=("map",),
               effects=[], alias_attrs=_alias_attrs)
MIN, MAX = (define(_n, operands=(Operand("operands", variadic=True),), results=_INDEX_RESULT, traits=(PURE,),
                   parse=_parse_apply,
                   syntax_attributes=("map",), print=_print_apply, verify=_verify_apply, properties=("map",), effects=[],
                   alias_attrs=_alias_attrs) for _n in ("affine.min", "affine.max"))

def _verify_yield(op):
    parent = op.parent_op
    if parent is None or parent.name not in ("affine.for", "affine.if", "affine.parallel"):
        raise _err(op, "only terminates affine.if/for/parallel regions")


YIELD = define("affine.yield", operands=(Operand("operands", variadic=True),),
               format="attr-dict ($operands*^ `:` type($operands))?",
               traits=(TERMINATOR, RETURN_LIKE, PURE), verify=_verify_yield)
_RESULTS = (Result("results", variadic=True),)
_REGION_TRAITS = (SINGLE_BLOCK, "RecursiveMemoryEffects")
_FOR_PROPS = ("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes")
FOR = define("affine.for", operands=(Operand("lowerBoundOperands", variadic=True),
                                     Operand("upperBoundOperands", variadic=True), Operand("inits", variadic=True)),
             results=_RESULTS, segments=True, traits=_REGION_TRAITS, parse=L.parse_for,
             syntax_attributes=_FOR_PROPS, print=L.print_for,
             verify=L.verify_for, region_verifier=L.verify_for_regions,
             properties=_FOR_PROPS,
             alias_attrs=L._for_aliases, region_branch=L.rb_for, loop_like=True, automatic_allocation_scope=True,
             syntax_errors=E.for_errors)
# (ODS's operand group is unnamed)
IF = define("affine.if", operands=(Operand("operands", variadic=True),), results=_RESULTS, traits=_REGION_TRAITS,
            parse=L.parse_if, syntax_attributes=("condition",), print=L.print_if, verify=L.verify_if, properties=("condition",),
            alias_attrs=lambda op: [op.properties["condition"]], region_branch=L.rb_if, syntax_errors=E.if_errors)
_PARALLEL_PROPS = ("lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups",
                   "steps", "reductions")
PARALLEL = define("affine.parallel", operands=(Operand("mapOperands", variadic=True),), results=_RESULTS,
                  traits=_REGION_TRAITS, parse=L.parse_parallel,
                  syntax_attributes=_PARALLEL_PROPS, print=L.print_parallel, verify=L.verify_parallel,
                  properties=_PARALLEL_PROPS,
                  alias_attrs=lambda op: [], region_branch=L.rb_parallel, loop_like=True, parallel_loop=True,
                  automatic_allocation_scope=True)
LOAD, VECTOR_LOAD = (define(_n, operands=(Operand("memref"), Operand("indices", variadic=True)),
                            results=(Result("result"),), parse=M.parse_load,
                            syntax_attributes=("map",), print=M.print_load,
                            verify=M.verify_load, properties=("map",), effects=[("read", "operand", 0)],
                            alias_attrs=lambda op: [], syntax_errors=E.subscript_errors)
                      for _n in ("affine.load", "affine.vector_load"))
STORE, VECTOR_STORE = (define(_n, operands=(Operand("value"), Operand("memref"), Operand("indices", variadic=True)),
                              parse=M.parse_store,
                              syntax_attributes=("map",), print=M.print_store, verify=M.verify_store, properties=("map",),
                              effects=[("write", "operand", 1)], alias_attrs=lambda op: [],
                              syntax_errors=E.subscript_errors)
                       for _n in ("affine.store", "affine.vector_store"))
DELINEARIZE_INDEX = define(
    "affine.delinearize_index", operands=(Operand("linear_index"), Operand("dynamic_basis", variadic=True)),
    results=(Result("multi_index", variadic=True),), traits=(PURE,), parse=M.parse_delinearize,
    print=M.print_delinearize, verify=M.verify_delinearize, properties=("static_basis",), effects=[])
LINEARIZE_INDEX = define(
    "affine.linearize_index", operands=(Operand("multi_index", variadic=True), Operand("dynamic_basis", variadic=True)),
    results=(Result("linear_index"),), segments=True, traits=(PURE,), parse=M.parse_linearize,
    print=M.print_linearize, verify=M.verify_linearize,
    properties=("disjoint", "static_basis", "operandSegmentSizes"), effects=[], plain_properties=("disjoint",),
    convert_properties=lambda props: props.setdefault("disjoint", A.FALSE))   # (the generic form's default)
# upstream's AffinePrefetchOp declares no memory effects (unknown ones);
# AffineDmaStartOp and AffineDmaWaitOp are C++ ops whose maps are attributes
_PREFETCH_PROPS = ("isDataCache", "isWrite", "localityHint", "map")
PREFETCH = define(
    "affine.prefetch", operands=(Operand("memref", MEMREF), Operand("indices", INDEX, variadic=True)),
    required=_PREFETCH_PROPS, verify_attrs=D.verify_prefetch_attrs, parse=D.parse_prefetch,
    syntax_attributes=_PREFETCH_PROPS,
    print=D.print_prefetch, verify=D.verify_prefetch, properties=_PREFETCH_PROPS, alias_attrs=lambda op: [],
    convert_properties=converter("affine.prefetch", {"isDataCache": BOOL, "isWrite": BOOL, "map": MAP,
                                                     "localityHint": lambda a: isinstance(a, (A.IntegerAttr, A.BoolAttr))}),
    syntax_errors=E.transfer_errors)
DMA_START = define("affine.dma_start", operands=(Operand("operands", variadic=True),), parse=D.parse_dma_start,
                   print=D.print_dma_start, verify=D.verify_dma_start, effects=D.dma_start_effects,
                   alias_attrs=lambda op: [], syntax_errors=E.transfer_errors,
                   convert_properties=D.no_properties("affine.dma_start"))
DMA_WAIT = define("affine.dma_wait", operands=(Operand("operands", variadic=True),), parse=D.parse_dma_wait,
                  print=D.print_dma_wait, verify=D.verify_dma_wait,
                  effects=lambda op: [("read", "operand", 0)] if op.operands else [],
                  alias_attrs=lambda op: [], syntax_errors=E.transfer_errors,
                  convert_properties=D.no_properties("affine.dma_wait"))

DIALECT = Dialect(
    "affine", grammar="affine.lark",
    rules={"op_affine_apply": _parse_apply, "affine_map_ref": _map_ref, "affine_symbols": _symbols,
           "affine_dim_syms": L.dim_syms, "affine_int": L.affine_int, "op_affine_for": L.parse_for,
           "affine_bound_const": L.bound_const, "affine_bound_ssa": L.bound_ssa,
           "affine_bound_map": L.bound_map, "affine_iter_args": L.iter_args, "op_affine_if": L.parse_if,
           "affine_if_head": L.if_head,
           "affine_set_ref": L.set_ref, "op_affine_parallel": L.parse_parallel,
           "affine_ivs": L.ivs, "affine_iv": L.iv,
           "affine_reduce": L.reduce_clause, "op_affine_load": M.parse_load, "op_affine_store": M.parse_store,
           "op_affine_delinearize": M.parse_delinearize, "op_affine_linearize": M.parse_linearize,
           "affine_exprs": M.e_list, "affine_add": M.e_add, "affine_sub": M.e_sub, "affine_mul": M.e_mul,
           "affine_kw": M.e_kw, "affine_neg": M.e_neg, "affine_ssa": M.e_ssa, "affine_const": M.e_const,
           "affine_paren": M.e_paren,
           "affine_call": M.e_call, "op_affine_prefetch": D.parse_prefetch, "affine_word": D.word,
           "op_affine_dma_start": D.parse_dma_start, "op_affine_dma_wait": D.parse_dma_wait},
    keywords={"AFFINE_APPLY": list(OPS), "AFFINE_FOR": ["affine.for"], "AFFINE_IF": ["affine.if"],
              "AFFINE_PARALLEL": ["affine.parallel"], "AFFINE_LOAD": ["affine.load", "affine.vector_load"],
              "AFFINE_STORE": ["affine.store", "affine.vector_store"],
              "AFFINE_DELINEARIZE": ["affine.delinearize_index"],
              "AFFINE_LINEARIZE": ["affine.linearize_index"], "AFFINE_PREFETCH": ["affine.prefetch"],
              "AFFINE_DMA_START": ["affine.dma_start"], "AFFINE_DMA_WAIT": ["affine.dma_wait"]},
)
