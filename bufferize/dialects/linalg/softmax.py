"""linalg.softmax: syntax, verifier (upstream's SoftmaxOp, LinalgOps.td).

    linalg.softmax attr-dict dimension(N) ins(%in : T) outs(%out : T) [-> T]

A destination-style op that is not a structured (LinalgOp) op: no region,
no indexing maps.  Its bufferization model (bufferize.py) reads only the
input; its semantics (interpret.py) are the max-subtracted exponential
divided by its sum along ``dimension``.
"""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError
from .base import _err
from .named import _operands, _print_ins_outs, _print_results, _verify_dps

SOFTMAX = "linalg.softmax"
_SHAPED = (T.RankedTensorType, T.UnrankedTensorType, T.MemRefType, T.UnrankedMemRefType)


def _parse_softmax(tr, c):
    tok, attrs, word, n, ins, outs, results = c
    if word is None:   # upstream stops at the next token (`ins` when there is no attr-dict)
        raise ParseError(f"custom op '{SOFTMAX}' expected 'dimension'", tok.line, tok.column + len(SOFTMAX) + 1)
    if word.value != "dimension":
        raise ParseError(f"custom op '{SOFTMAX}' expected 'dimension'", word.line, word.column)
    ivals, itypes, ovals, otypes = _operands(tok, (ins[1], ins[2]), (outs[1], outs[2]))
    for t, where in ((itypes, ins), (otypes, outs)):
        if len(t) != 1:
            raise ParseError(f"custom op '{SOFTMAX}' expected exactly one {where[0]} operand", tok.line, tok.column)
        if not isinstance(t[0], _SHAPED):
            raise ParseError(f"custom op '{SOFTMAX}' invalid kind of type specified", tok.line, tok.column)
    sign = -1 if n[0] is not None else 1
    props = {"dimension": A.IntegerAttr(sign * int(n[1].value), T.i64)}
    return OpSpec(SOFTMAX, ivals + ovals, results or [], dict(attrs or {}), props, tok=tok)


def _dim(tr, c):
    return (c[0], c[1])


def _print_softmax(op, p):
    p.op_attr_dict(op, elided=("dimension",))
    p.write(f" dimension({op.properties['dimension'].value})")
    vals = [o.value for o in op.operands]
    _print_ins_outs(op, p, vals[:1], vals[1:])
    _print_results(op, p)


def _verify_softmax(op):
    d = op.properties.get("dimension")
    if d is None:
        raise _err(op, "requires attribute 'dimension'")
    if not isinstance(d, A.IntegerAttr) or d.type != T.i64:
        raise _err(op, "attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute")
    if len(op.operands) != 2:
        raise _err(op, f"expected 2 operands, but found {len(op.operands)}")
    for i, o in enumerate(op.operands):
        if not isinstance(o.value.type, _SHAPED):
            raise _err(op, f"operand #{i} must be shaped of any type values, but got '{o.value.type}'")
    for i, r in enumerate(op.results):
        if not isinstance(r.type, T.RankedTensorType):
            raise _err(op, f"result #{i} must be variadic of ranked tensor of any type values, but got '{r.type}'")
    _verify_dps(op, [1], pure=False)
    in_t, out_t = (o.value.type for o in op.operands)
    ins, outs = getattr(in_t, "shape", None), getattr(out_t, "shape", None)
    if ins is not None and outs is not None and (len(ins) != len(outs) or any(
            a is not None and b is not None and a != b for a, b in zip(ins, outs))):
        raise _err(op, "incompatible output shape")
    if ins is not None and not 0 <= d.value < len(ins):
        raise _err(op, "incorrect dimension specified")


RULES = {"op_linalg_softmax": _parse_softmax, "linalg_softmax_dim": _dim}
