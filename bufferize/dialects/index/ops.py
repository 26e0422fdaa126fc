"""The index dialect's ops, one declaration each (upstream's IndexOps.td).

The binary ops, the casts and sizeof are declared formats; constant,
bool.constant and cmp keep a parse/print pair (grammar/index.lark): their
literal follows the attr-dict (ODS's ``attr-dict $value``) and cmp's
predicate is the dialect attribute ``#index<cmp_predicate slt>`` spelt as a
bare keyword, which the format language has no piece for.
"""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.registry import COMMUTATIVE, PURE, Dialect
from ...syntax.opspec import OpSpec, ParseError, typed
from ..common import op_error
from ..define import INDEX, Constraint, Operand, Result, define

_index = lambda types, props: [T.index]   # noqa: E731

# name -> commutative (upstream's IndexBinaryOp list)
BINARY = {"add": True, "sub": False, "mul": True, "divs": False, "divu": False, "ceildivs": False,
          "ceildivu": False, "floordivs": False, "rems": False, "remu": False, "maxs": True, "maxu": True,
          "mins": True, "minu": True, "shl": False, "shrs": False, "shru": False, "and": True, "or": True,
          "xor": True}

for _n, _comm in BINARY.items():
    define(f"index.{_n}", operands=(Operand("lhs", INDEX), Operand("rhs", INDEX)),
           results=(Result("result", INDEX),), result_types=_index, format="$lhs `,` $rhs attr-dict",
           traits=(PURE, COMMUTATIVE) if _comm else (PURE,))

INT_OR_INDEX = Constraint("integer or index", lambda t: isinstance(t, (T.IntegerType, T.IndexType)))


def _cast_verify(op):
    src, dst = op.operands[0].value.type, op.results[0].type
    if isinstance(src, T.IndexType) == isinstance(dst, T.IndexType):
        raise op_error(op, f"operand type '{src}' and result type '{dst}' are cast incompatible")


for _n in ("casts", "castu"):
    define(f"index.{_n}", operands=(Operand("input", INT_OR_INDEX),), results=(Result("output", INT_OR_INDEX),),
           format="$input attr-dict `:` type($input) `to` type($output)", traits=(PURE,), verify=_cast_verify)

SIZEOF = define("index.sizeof", results=(Result("result", INDEX),), result_types=_index, format="attr-dict",
                traits=(PURE,))


# ---- constant and bool.constant ----------------------------------------------------------
def _parse_constant(tr, c):
    tok, attrs, n = c
    if not isinstance(n, int):
        raise ParseError("expected integer value", tok.line, tok.column)
    props = {"value": A.IntegerAttr(n, T.index)}
    return OpSpec("index.constant", [], [T.index], dict(attrs or {}), props, tok=tok)


def _print_constant(op, p):
    p.op_attr_dict(op, elided=("value",))
    p.write(f" {op.properties['value'].value}")


def _constant_verify(op):
    v = op.properties.get("value")
    if v is None:
        raise op_error(op, "requires attribute 'value'")
    if not isinstance(v, A.IntegerAttr) or not isinstance(v.type, T.IndexType):
        raise op_error(op, "attribute 'value' failed to satisfy constraint: index attribute")


CONSTANT = define("index.constant", results=(Result("result", INDEX),), parse=_parse_constant,
                  print=_print_constant, properties=("value",), verify=_constant_verify, traits=(PURE,))
CONSTANT.definition.name_hint = lambda op: [f"idx{op.properties['value'].value}"
                                            if isinstance(op.properties.get("value"), A.IntegerAttr) else None]


def _parse_bool(value):
    def parse(tr, c):
        tok, attrs = c[0], c[1]
        return OpSpec("index.bool.constant", [], [T.i1], dict(attrs or {}), {"value": A.BoolAttr(value)}, tok=tok)
    return parse


def _print_bool(op, p):
    p.op_attr_dict(op, elided=("value",))
    p.write(" true" if op.properties["value"].value else " false")


def _bool_verify(op):
    v = op.properties.get("value")
    if v is None:
        raise op_error(op, "requires attribute 'value'")
    if not isinstance(v, A.BoolAttr):
        raise op_error(op, "attribute 'value' failed to satisfy constraint: bool attribute")


BOOL = Constraint("1-bit signless integer", lambda t: isinstance(t, T.IntegerType) and t.width == 1
                  and getattr(t, "signedness", None) in (None, "", "signless"))
BOOL_CONSTANT = define("index.bool.constant", results=(Result("result", BOOL),), parse=_parse_bool(True),
                       print=_print_bool, properties=("value",), verify=_bool_verify, traits=(PURE,))
BOOL_CONSTANT.definition.name_hint = lambda op: [
    ("true" if op.properties["value"].value else "false") if isinstance(op.properties.get("value"), A.BoolAttr)
    else None]

# ---- cmp ---------------------------------------------------------------------------------
PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def pred_attr(word: str) -> A.Attribute:
    return A.OpaqueAttr(f"#index<cmp_predicate {word}>")


def pred_word(a) -> "str | None":
    """The predicate keyword of a ``#index<cmp_predicate ...>`` attribute (None if not one)."""
    text = str(a).replace(" ", "")
    if text.startswith("#index<cmp_predicate") and text.endswith(">"):
        w = text[len("#index<cmp_predicate"):-1]
        return w if w in PREDICATES else None
    return None


def _parse_cmp(tr, c):
    tok, key, lhs, rhs, attrs = c
    word = str(key)
    if word not in PREDICATES:
        raise ParseError("custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: "
                         + ", ".join(PREDICATES), key.line, key.column)
    return OpSpec("index.cmp", typed([lhs, rhs], [T.index, T.index], tok=tok), [T.i1], dict(attrs or {}),
                  {"pred": pred_attr(word)}, tok=tok)


def _print_cmp(op, p):
    vals = [o.value for o in op.operands]
    p.write(f" {pred_word(op.properties['pred'])}({p.value(vals[0])}, {p.value(vals[1])})")
    p.op_attr_dict(op, elided=("pred",))


def _cmp_verify(op):
    a = op.properties.get("pred")
    if a is None:
        raise op_error(op, "requires attribute 'pred'")
    if pred_word(a) is None:
        raise op_error(op, "attribute 'pred' failed to satisfy constraint: index comparison predicate kind")


def _canonical_pred(props):
    a = props.get("pred")
    if a is not None and pred_word(a) is not None:
        props["pred"] = pred_attr(pred_word(a))


CMP = define("index.cmp", operands=(Operand("lhs", INDEX), Operand("rhs", INDEX)), results=(Result("result", BOOL),),
             parse=_parse_cmp, print=_print_cmp, properties=("pred",), verify=_cmp_verify, traits=(PURE,),
             convert_properties=_canonical_pred)

DIALECT = Dialect(
    "index", grammar="index.lark",
    rules={"op_index_constant": CONSTANT.parse, "op_index_bool_true": _parse_bool(True),
           "op_index_bool_false": _parse_bool(False), "op_index_cmp": CMP.parse},
    keywords={"INDEX_CONSTANT": ["index.constant"], "INDEX_BOOL_CONSTANT": ["index.bool.constant"],
              "INDEX_CMP": ["index.cmp"]},
)
