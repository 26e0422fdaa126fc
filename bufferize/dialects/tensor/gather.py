"""tensor.gather and tensor.scatter, each one declaration (dialects/define.py)
with a parse/print pair: their custom form ends in ODS's
``functional-type(operands, results)`` and spells ``gather_dims([..])`` as a
bare dense i64 array, pieces the format language has no syntax for yet.

Upstream (LLVM 22) gives them no bufferization model, so One-Shot Bufferize
reports "op was not bufferized" on them, as mlir-opt-22 does; they have
interpreter semantics (interpret.py)."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.registry import PURE
from ...syntax.opspec import OpSpec, ParseError, typed
from ..common import op_error as _err
from ..define import RANKED_TENSOR, Constraint, Operand, Result, define

INDICES = Constraint(
    "ranked tensor of signless integer or index values",
    lambda t: isinstance(t, T.RankedTensorType) and (
        isinstance(t.element_type, T.IndexType)
        or (isinstance(t.element_type, T.IntegerType) and not t.element_type.signedness)))


# ---- syntax -----------------------------------------------------------------------------

def _dims_attr(op, word, expected, dims):
    if word.value != expected:
        raise ParseError(f"custom op '{op}' expected '{expected}'", word.line, word.column)
    values = []
    for d in dims or ():
        if not isinstance(d, int):
            raise ParseError("expected integer value", getattr(d, "line", word.line), getattr(d, "col", word.column))
        values.append(d)
    return A.DenseArrayAttr(T.i64, tuple(values))


def _unique(props, tok):
    if tok is not None:
        if tok.value != "unique":
            # upstream: at the end of the previous token
            raise ParseError("expected ':'", tok.line, max(1, tok.column - 1))
        props["unique"] = A.UNIT


def _props(attrs, name):
    attrs = dict(attrs or {})
    props = {k: attrs.pop(k) for k in (name, "unique") if k in attrs}
    return attrs, props


def _parse_gather(tr, c):
    tok, src, idx, word, dims, uniq, attrs, ft = c
    attrs, props = _props(attrs, "gather_dims")
    props["gather_dims"] = _dims_attr("tensor.gather", word, "gather_dims", dims)
    _unique(props, uniq)
    vals = typed([src, idx], ft.inputs, tok=tok)
    return OpSpec("tensor.gather", vals, list(ft.results), attrs, props, tok=tok)


def _parse_scatter(tr, c):
    tok, src, dest, idx, word, dims, uniq, attrs, ft = c
    attrs, props = _props(attrs, "scatter_dims")
    props["scatter_dims"] = _dims_attr("tensor.scatter", word, "scatter_dims", dims)
    _unique(props, uniq)
    vals = typed([src, dest, idx], ft.inputs, tok=tok)
    return OpSpec("tensor.scatter", vals, list(ft.results), attrs, props, tok=tok)


def _print_tail(op, p, name):
    dims = op.properties[name]
    p.write(f" {name}([{', '.join(str(d) for d in dims.values)}])")
    if "unique" in op.properties:
        p.write(" unique")
    p.op_attr_dict(op, elided=(name, "unique"))
    ft = T.FunctionType(tuple(v.type for v in op.operand_values), tuple(r.type for r in op.results))
    p.write(" : " + p.function_type(ft))


def _print_gather(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])}[{p.value(v[1])}]")
    _print_tail(op, p, "gather_dims")


def _print_scatter(op, p):
    v = op.operand_values
    p.write(f" {p.value(v[0])} into {p.value(v[1])}[{p.value(v[2])}]")
    _print_tail(op, p, "scatter_dims")


# ---- verification (upstream's GatherOp/ScatterOp::verify) --------------------------------

def _dims_of(op, name):
    a = op.properties[name]
    if not (isinstance(a, A.DenseArrayAttr) and a.element_type == T.i64):
        raise _err(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
    return list(a.values)


def _check_dims(op, dims, indices_shape, rank, kind, what):
    if not dims:
        raise _err(op, f"{kind}_dims must be non-empty")
    if len(dims) > rank:
        raise _err(op, f"{kind}_dims overflow {what} rank")
    if not indices_shape or indices_shape[-1] != len(dims):
        raise _err(op, f"{kind}_dims length must match the size of last dimension of indices")
    for d in dims:
        if d < 0:
            raise _err(op, f"{kind}_dims value must be non-negative")
        if d >= rank:
            raise _err(op, f"{kind}_dims value must be smaller than {what} rank")
    for a, b in zip(dims, dims[1:]):
        if a >= b:
            raise _err(op, f"{kind}_dims values must be strictly increasing")


def infer_result_type(source, indices, dims, rank_reduced):
    """Upstream's GatherOp::inferResultType: the indices' leading dims, then
    the source's, with each gathered dim 1 (or dropped when rank-reduced)."""
    shape = list(indices.shape[:-1])
    for d, size in enumerate(source.shape):
        if d in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(size)
    return T.RankedTensorType(tuple(shape), source.element_type, source.encoding)


def _verify_gather(op):
    src, idx = (v.type for v in op.operand_values)
    dims = _dims_of(op, "gather_dims")
    _check_dims(op, dims, idx.shape, src.rank, "gather", "source")
    full, reduced = infer_result_type(src, idx, dims, False), infer_result_type(src, idx, dims, True)
    res = op.results[0].type
    if res != full and res != reduced:
        raise _err(op, f"result type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                       f"(got: '{res}')")


def _verify_scatter(op):
    src, dest, idx = (v.type for v in op.operand_values)
    dims = _dims_of(op, "scatter_dims")
    _check_dims(op, dims, idx.shape, dest.rank, "scatter", "dest")
    if "unique" not in op.properties:
        raise _err(op, "requires 'unique' attribute to be set")
    full, reduced = infer_result_type(dest, idx, dims, False), infer_result_type(dest, idx, dims, True)
    if src != full and src != reduced:
        raise _err(op, f"source type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                       f"(got: '{src}')")


GATHER = define("tensor.gather",
                operands=(Operand("source", RANKED_TENSOR), Operand("indices", INDICES)),
                results=(Result("result", RANKED_TENSOR),), required=("gather_dims",),
                parse=_parse_gather, print=_print_gather, verify=_verify_gather,
                properties=("gather_dims", "unique"), traits=(PURE,), hint="gather")
SCATTER = define("tensor.scatter",
                 operands=(Operand("source", RANKED_TENSOR), Operand("dest", RANKED_TENSOR),
                           Operand("indices", INDICES)),
                 results=(Result("result", RANKED_TENSOR),), required=("scatter_dims",),
                 parse=_parse_scatter, print=_print_scatter, verify=_verify_scatter,
                 properties=("scatter_dims", "unique"), traits=(PURE,), hint="scatter")
