"""cf.br, cf.cond_br, cf.assert, cf.switch, one declaration each (upstream's
ControlFlowOps.td): successor operands, syntax and verifiers.

cf.assert is a declared format.  The branches keep a parse/print pair named
in their declaration: a successor with its operand list (``^bb1(%a : i32)``)
has no piece in the format language, cond_br's and switch's two operand
groups are split by ``operandSegmentSizes`` (checked by hand, in upstream's
words), and switch's case list is a table of values and successors."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...syntax.opspec import OpSpec, ParseError, resolve_successor_operands, set_type
from ...syntax.lexer import line_col, type_error
from .. import arith as AR
from ...ir.registry import TERMINATOR, Dialect
from ..common import op_error as _err
from ..define import ANY, I1, AttrSyntax, Operand, define


def _segments(op, n):
    s = op.properties.get("operandSegmentSizes")
    if not isinstance(s, A.DenseArrayAttr) or len(s.values) != n or s.element_type != T.i32 \
            or any(v < 0 for v in s.values) or sum(s.values) != len(op.operands):
        return None
    return list(s.values)


def successor_operand_range(op, i: int):
    """(start, count) of the operands op forwards to its successor #i."""
    if op.name == "cf.br":
        return (0, len(op.operands))
    if op.name == "cf.cond_br":
        seg = _segments(op, 3)
        return (1, seg[1]) if i == 0 else (1 + seg[1], seg[2])
    if op.name == "cf.switch":
        seg = _segments(op, 3)
        if i == 0:
            return (1, seg[1])
        cs = list(op.properties["case_operand_segments"].values)
        return (1 + seg[1] + sum(cs[:i - 1]), cs[i - 1])
    return (0, 0)


def successor_operands(op, i: int):
    start, n = successor_operand_range(op, i)
    return [o.value for o in op.operands[start:start + n]]


# ---- cf.br ---------------------------------------------------------------------

def _parse_br(tr, c):
    tok, (dest, vals), attrs = c
    resolve_successor_operands("cf.br", [vals])
    return OpSpec("cf.br", list(vals), (), attrs or {}, successors=[dest], tok=tok)


def _print_br(op, p):
    p.write(" " + p.successor(op.successors[0], successor_operands(op, 0)))
    p.op_attr_dict(op)


def _check_succ_types(op):
    from ...ir.verifier import VerifyError
    for i, b in enumerate(op.successors):
        vals = successor_operands(op, i)
        if len(vals) != len(b.args):
            raise VerifyError(op, f"branch has {len(vals)} operands for successor #{i}, but target block has "
                                  f"{len(b.args)}", prefix=False)
        for j, (v, a) in enumerate(zip(vals, b.args)):
            if v.type != a.type:
                raise VerifyError(op, f"type mismatch for bb argument #{j} of successor #{i}", prefix=False)


def _verify_br(op):
    if len(op.successors) != 1:
        raise _err(op, "requires 1 successors but found " + str(len(op.successors)))
    if op.results:
        raise _err(op, "requires zero results")
    _check_succ_types(op)


# ---- cf.cond_br ------------------------------------------------------------------

def _weights(tr, c):
    tok = c[0]
    if tok.value != "weights":
        raise ParseError("expected ','", tok.line, tok.column)
    vals = [x for x in c[1:] if x is not None]
    return A.DenseArrayAttr(T.i32, tuple(int(v) if not isinstance(v, tuple) else v[1] for v in vals))


def _parse_cond_br(tr, c):
    tok, cond, weights, (t_dest, t_vals), (f_dest, f_vals), attrs = c
    resolve_successor_operands("cf.cond_br", [t_vals])
    resolve_successor_operands("cf.cond_br", [f_vals])
    set_type(cond, T.i1)
    attrs = dict(attrs or {})
    props = {"operandSegmentSizes": A.DenseArrayAttr(T.i32, (1, len(t_vals), len(f_vals)))}
    if weights is not None:
        props["branch_weights"] = weights
    for k in ("branch_weights", "operandSegmentSizes"):
        if k in attrs:
            props[k] = attrs.pop(k)
    return OpSpec("cf.cond_br", [cond] + t_vals + f_vals, (), attrs, props, successors=[t_dest, f_dest],
                  tok=tok)


def _print_cond_br(op, p):
    p.write(" " + p.value(op.operands[0].value))
    w = op.properties.get("branch_weights")
    if w is not None:
        p.write(" weights([" + ", ".join(str(v) for v in w.values) + "])")
    p.write(", " + p.successor(op.successors[0], successor_operands(op, 0)))
    p.write(", " + p.successor(op.successors[1], successor_operands(op, 1)))
    p.op_attr_dict(op, elided=("branch_weights", "operandSegmentSizes"))


def _verify_cond_br(op):
    if _segments(op, 3) is None:
        s = op.properties.get("operandSegmentSizes")
        raise _err(op, "operand count (" + str(len(op.operands)) + ") does not match with the total size ("
                   + str(sum(getattr(s, "values", ()) or ())) + ") specified in attribute 'operandSegmentSizes'")
    if _segments(op, 3)[0] != 1:
        raise _err(op, "operand group starting at #0 requires 1 element, but found "
                   + str(_segments(op, 3)[0]))
    if len(op.successors) != 2:
        raise _err(op, f"requires 2 successors but found {len(op.successors)}")
    if op.results:
        raise _err(op, "requires zero results")
    ct = op.operands[0].value.type
    if ct != T.i1:
        raise _err(op, f"operand #0 must be 1-bit signless integer, but got '{ct}'")
    w = op.properties.get("branch_weights")
    if w is not None:
        if not isinstance(w, A.DenseArrayAttr) or w.element_type != T.i32:
            raise _err(op, "attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute")
        if len(w.values) != 2:
            from ...ir.verifier import VerifyError
            raise VerifyError(op, f"expects number of branch weights to match number of successors: "
                                  f"{len(w.values)} vs 2", prefix=False)
        if all(v == 0 for v in w.values):
            raise _err(op, "branch weights cannot all be zero", prefix=False)
    _check_succ_types(op)


# ---- cf.assert -------------------------------------------------------------------

def _msg(tr, c):
    from ...syntax.parser import _unquote
    return A.StringAttr(_unquote(c[0].value))


def _verify_assert(op):
    AR.check_counts(op, 1, 0)
    m = op.properties["msg"]
    if not isinstance(m, A.StringAttr) or m.type is not None:
        raise _err(op, "attribute 'msg' failed to satisfy constraint: string attribute")


# ---- cf.switch -------------------------------------------------------------------

def _num_loc(tr, n):
    """Where the number just read starts (its '-' included)."""
    t = tr.num_tok
    neg = (n[1] if isinstance(n, tuple) else n) < 0
    return t.line, t.column - (1 if neg else 0)


def _case_value(tr, c):
    (v,) = c
    if getattr(v, "type", None) == "STRING":
        raise ParseError("custom op 'cf.switch' expected integer value", v.line, v.column)
    if isinstance(v, float):
        raise ParseError("custom op 'cf.switch' expected integer value", *_num_loc(tr, 0))
    n = v[1] if isinstance(v, tuple) else v
    if not -(1 << 63) <= n < (1 << 63):   # upstream reads a case value as an int64_t
        raise ParseError("custom op 'cf.switch' integer value too large", *_num_loc(tr, n))
    return n


def _default(tr, c):
    if c and c[0] is not None and not hasattr(c[0], "type"):
        raise ParseError("custom op 'cf.switch' expected 'default'", *_num_loc(tr, c[0]))
    return None


def _case(tr, c):
    n, (dest, vals) = c
    if n is None:
        # upstream reports at the ':' (punctuation tokens carry no position
        # here: taken to be just before the successor, as it is printed)
        raise ParseError("custom op 'cf.switch' expected integer value", dest.line, max(dest.col - 2, 1))
    return (n, dest, vals)


def _wrap(v, t):
    w = 64 if isinstance(t, T.IndexType) else t.width
    v &= (1 << w) - 1
    return v - (1 << w) if w > 1 and v >= 1 << (w - 1) else v


def _parse_switch(tr, c):
    tok, flag, ft, _, (ddest, dvals), *rest = c
    attrs = rest[-1]
    cases = rest[:-1]
    if not isinstance(ft, T.IntegerType):
        raise type_error(f"custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, "
                         f"but found '{ft}'", tok)
    set_type(flag, ft)
    # the default's operands, then all the cases' as one list, at the start of
    # upstream's custom<SwitchOpCases> (the `default` keyword)
    at = tr.text.find("default", tok.start_pos) if tr.text and tok.start_pos is not None else -1
    loc = line_col(tr.text, at, tr.line_base) if at >= 0 else (tok.line, tok.column)
    resolve_successor_operands("cf.switch", [dvals], loc)
    resolve_successor_operands("cf.switch", [v for _, _, v in cases], loc)
    attrs = dict(attrs or {})
    case_vals = []
    for _, _, vals in cases:
        case_vals += vals
    props = switch_properties(ft, len(dvals), [(_wrap(n, ft), len(v)) for n, _, v in cases])
    for k in ("case_values", "case_operand_segments", "operandSegmentSizes"):
        if k in attrs:
            props[k] = attrs.pop(k)
    return OpSpec("cf.switch", [flag] + dvals + case_vals, (), attrs, props,
                  successors=[ddest] + [d for _, d, _ in cases], tok=tok)


def switch_properties(flag_type, n_default: int, cases) -> dict:
    """The properties of a cf.switch on a ``flag_type`` flag whose default
    takes ``n_default`` operands, with ``cases`` [(value, number of operands)]."""
    props = {}
    if cases:
        vals = tuple(v for v, _ in cases)
        vt = T.VectorType((len(cases),), flag_type)
        if len(set(vals)) == 1:  # upstream stores equal elements as a splat
            props["case_values"] = A.DenseElementsAttr(vt, vals[:1], ())
        else:
            props["case_values"] = A.DenseElementsAttr(vt, vals, (len(cases),))
    props["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(n for _, n in cases))
    props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, n_default, sum(n for _, n in cases)))
    return props


def _case_values(op):
    cv = op.properties.get("case_values")
    if cv is None:
        return []
    n = len(op.successors) - 1
    vals = list(cv.values)
    if cv.is_splat:
        vals = vals * n
    return vals


def _print_switch(op, p):
    ft = op.operands[0].value.type
    p.write(f" {p.value(op.operands[0].value)} : {p.type(ft)}, [")
    p.newline()
    p.write("  default: " + p.successor(op.successors[0], successor_operands(op, 0)))
    cvs = _case_values(op)
    if op.properties.get("case_values") is None:
        p.write("]")
    else:
        w = 64 if isinstance(ft, T.IndexType) else ft.width
        for i, v in enumerate(cvs):
            p.write(",")
            p.newline()
            p.write(f"  {v & ((1 << w) - 1)}: " + p.successor(op.successors[i + 1], successor_operands(op, i + 1)))
        p.newline()
        p.write("]")
    p.op_attr_dict(op, elided=("case_values", "case_operand_segments", "operandSegmentSizes"))


def _verify_switch(op):
    if not op.operands:
        raise _err(op, "operand group starting at #0 requires 1 element, but found 0")
    seg = op.properties.get("operandSegmentSizes")
    if seg is None:
        raise _err(op, "requires attribute 'operandSegmentSizes'")
    cs = op.properties.get("case_operand_segments")
    if cs is None:
        raise _err(op, "requires attribute 'case_operand_segments'")
    if not isinstance(cs, A.DenseArrayAttr) or cs.element_type != T.i32:
        raise _err(op, "attribute 'case_operand_segments' failed to satisfy constraint: "
                       "i32 dense array attribute")
    s = _segments(op, 3)
    if s is None or s[0] != 1:
        total = sum(seg.values) if isinstance(seg, A.DenseArrayAttr) else 0
        raise _err(op, "operand count (" + str(len(op.operands)) + ") does not match with the total size "
                       f"({total}) specified in attribute 'operandSegmentSizes'")
    if s[2] != sum(cs.values):   # ODS's VariadicOfVariadic check, before the op's own verifier
        raise _err(op, f"caseOperands count ({s[2]}) does not match with the total size ({sum(cs.values)}) "
                       "specified in attribute 'case_operand_segments'")
    if op.results:
        raise _err(op, "requires zero results")
    ft = op.operands[0].value.type
    if not isinstance(ft, (T.IntegerType, T.IndexType)):
        raise _err(op, f"operand #0 must be integer or index, but got '{ft}'")
    if not op.successors:
        raise _err(op, "requires at least 1 successors but found 0")
    cv = op.properties.get("case_values")
    ncases = len(op.successors) - 1
    if cv is None:
        if ncases:
            raise _err(op, f"number of case values (0) should match number of case destinations ({ncases})")
    else:
        if not isinstance(cv, A.DenseElementsAttr) or cv.hex is not None:
            raise _err(op, "attribute 'case_values' failed to satisfy constraint: integer elements attribute")
        if getattr(cv.type, "element_type", None) != ft:
            raise _err(op, f"'case_values' should have same element type as flag ({ft}) but got "
                           f"{getattr(cv.type, 'element_type', None)}")
        n = cv.type.num_elements() if isinstance(cv.type, T.ShapedType) else None
        if n != ncases:
            raise _err(op, f"number of case values ({n}) should match number of case destinations ({ncases})")
    if len(cs.values) != ncases or sum(cs.values) != s[2] or any(v < 0 for v in cs.values):
        raise _err(op, f"number of case operand segments ({len(cs.values)}) should match number of case "
                       f"destinations ({ncases})")
    _check_succ_types(op)


def _switch_syntax_errors(tok, expected, after):
    """SwitchOp's parseSwitchOpCases: after a case, a `,` or the `]`
    (upstream's parseRSquare, where a wrong token is reported)."""
    if "[" in after and {"COMMA", "RSQB"} <= set(expected) and \
            (after[-1] == ")" or getattr(after[-1], "type", None) == "CARET_ID" or isinstance(after[-1], tuple)):
        return "expected ']'", None, None   # (a case's successor just read)
    return None


_BRANCH = dict(results=(), traits=(TERMINATOR, "Pure"), successor_operands=successor_operand_range)
# (the operands of the branches are one declared list here: their groups and
# segment sizes are checked by the hand-written verifiers, in upstream's words)
BR = define("cf.br", operands=(Operand("destOperands", ANY, variadic=True),), parse=_parse_br, print=_print_br,
            verify=_verify_br, **_BRANCH)
COND_BR = define("cf.cond_br", operands=(Operand("operands", ANY, variadic=True),), parse=_parse_cond_br,
                 print=_print_cond_br, verify=_verify_cond_br,
                 properties=("branch_weights", "operandSegmentSizes"), **_BRANCH)
# upstream's AssertOp::getEffects: a write on the default resource, without a
# value ("program termination"), so that asserts are neither dropped nor moved
ASSERT = define("cf.assert", operands=(Operand("arg", I1),), format="$arg `,` $msg attr-dict",
                attr_syntax={"msg": AttrSyntax("cf_msg", str)}, required=("msg",), verify=_verify_assert,
                effects=[("write", None, None)])
SWITCH = define("cf.switch", operands=(Operand("operands", ANY, variadic=True),), parse=_parse_switch,
                print=_print_switch, verify=_verify_switch, syntax_errors=_switch_syntax_errors,
                properties=("case_values", "case_operand_segments", "operandSegmentSizes"), **_BRANCH)

DIALECT = Dialect(
    "cf", grammar="cf.lark",
    rules={"op_cf_br": _parse_br, "op_cf_cond_br": _parse_cond_br, "cf_weights": _weights,
           "cf_msg": _msg, "op_cf_switch": _parse_switch, "cf_case": _case,
           "cf_case_value": _case_value, "cf_default": _default},
    keywords={"CF_BR": ["cf.br"], "CF_COND_BR": ["cf.cond_br"],
              "CF_SWITCH": ["cf.switch"]},
)


