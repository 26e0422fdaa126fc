"""The grammar rules of types, attributes and locations (the callbacks the
LALR parser calls for them; parser.CoreTransformer inherits them), and the
literal helpers they share: dense element literals, integer ranges, escaped
strings, shapes."""
from __future__ import annotations

import re
import struct

from ..ir import attributes as A
from ..ir import types as T
from .string_literal import unquote as _unquote
from .location_rules import LocationRules
from .opspec import ParseError

_FLOAT_TYPES = tuple(T.FLOAT_WIDTHS)
_RESOURCE_ENTRY = re.compile(r'([A-Za-z_][\w$.\-]*|"(?:[^"\\]|\\.)*")\s*:\s*"(0x[0-9A-Fa-f]*)"')
_SHAPE_DIMS = re.compile(r"\*x|(?:(?:\d+|\?|\[\d+\])x)*")
# Parsed types, by their parts (types are immutable: equal ones may be shared).
_TYPES: dict = {}

# upstream's IntegerType::kMaxWidth
_MAX_INT_WIDTH = (1 << 24) - 1
_INT_WIDTH_ERROR = f"integer bitwidth is limited to {_MAX_INT_WIDTH} bits"


def _at_memref(message: str, dims) -> ParseError:
    """An error of the memref type as a whole: upstream reports it at the
    `memref` keyword, which has no place of its own (it is before the shape)."""
    e = ParseError(message, *(_tok(dims) if dims is not None else (0, 0)))
    if dims is not None:
        at = dims.start_pos
        e.locate = lambda text: text.rfind("memref", 0, at)
    return e


_PRETTY_BODY = re.compile(r"[A-Za-z][A-Za-z0-9._]*(?:<.*>)?", re.S)


def _pretty_dialect_symbol(text: str) -> str:
    """`#foo<bar<x>>` as upstream prints it, `#foo.bar<x>`: a body that
    starts with an identifier, followed by nothing or by a `<...>`
    (isDialectSymbolSimpleEnoughForPrettyForm)."""
    lt = text.find("<")
    if lt < 0 or "." in text[:lt] or not text.endswith(">"):
        return text
    body = text[lt + 1:-1]
    return f"{text[:lt]}.{body}" if _PRETTY_BODY.fullmatch(body) else text


def _tok(c):
    return c.line, c.column


class TypeAttrRules(LocationRules):
    """Rule callbacks for types and attributes (locations: LocationRules)."""

    # ---- types -------------------------------------------------------------
    def type_list(self, c):
        return c

    def paren_type_list(self, c):
        return c[0] or []

    def int_type(self, c):
        v = c[0].value
        t = _TYPES.get(v)
        if t is None:
            width = int(v[1:] if v[0] == "i" else v[2:])
            if width > _MAX_INT_WIDTH:
                raise ParseError(_INT_WIDTH_ERROR, c[0].line, c[0].column)
            t = _TYPES[v] = T.IntegerType(width) if v[0] == "i" else T.IntegerType(width, v[:2])
        return t

    def float_type(self, c):
        v = c[0].value
        t = _TYPES.get(v)
        if t is None:
            t = _TYPES[v] = T.FloatType(v)
        return t

    def index_type(self, c):
        return T.index

    def none_type(self, c):
        return T.NoneType()

    def complex_type(self, c):
        return T.ComplexType(c[0])

    def tuple_type(self, c):
        return T.TupleType(tuple(c[0] or ()))

    def vector_type(self, c):
        dims, elt = c
        if dims is None:
            return T.VectorType((), elt)
        shape, scalable = _parse_dims(dims, allow_scalable=True)
        if None in shape:   # upstream's dimension list stops at a `?`, where a type is expected
            raise ParseError("expected non-function type", *_tok_at(dims, dims.value.index("?")))
        if 0 in shape:   # at the type, as upstream (the dims follow `vector<`)
            line, col = _tok(dims)
            raise ParseError("vector types must have positive constant sizes but got "
                             + ", ".join(map(str, shape)), line, max(col - len("vector<"), 1))
        return T.VectorType(tuple(shape), elt, tuple(scalable) if any(scalable) else ())

    def shaped_type(self, c):
        """A whole `tensor<4x?xf32>`-like token: parsed once per distinct text."""
        tok = c[0]
        t = _TYPES.get(tok.value)
        if t is None:
            t = _TYPES[tok.value] = self._shaped_type(tok)
        return t

    def _shaped_type(self, tok):
        text = tok.value
        lt = text.index("<")
        kind, body = text[:lt], text[lt + 1:-1]
        cut = _SHAPE_DIMS.match(body).end()
        dims_text, elt_text = body[:cut], body[cut:]
        if elt_text[0] in "sui" and elt_text[1:2] != "n":
            width = int(elt_text.lstrip("su")[1:])
            if width > _MAX_INT_WIDTH:
                raise ParseError(_INT_WIDTH_ERROR, tok.line, tok.column + lt + 1 + cut)
            elt = T.IntegerType(width, elt_text[:2] if elt_text[0] in "su" else "")
        elif elt_text == "index":
            elt = T.index
        elif elt_text in T.FLOAT_WIDTHS:
            elt = T.FloatType(elt_text)
        else:
            raise ParseError(f"unknown type '{elt_text}'", tok.line, tok.column + lt + 1 + cut)
        dims = None
        if dims_text:
            dims = _Tok(dims_text, tok.line, tok.column + lt + 1, tok.start_pos + lt + 1)
        if kind == "vector":
            return self.vector_type([dims, elt])
        if kind == "tensor":
            return self.tensor_type([dims, elt, None])
        return self.memref_type([dims, elt, None, None])

    def tensor_type(self, c):
        dims, elt, enc = c
        key = ("t", dims, elt, enc)  # (a token compares as its text)
        t = _TYPES.get(key)
        if t is not None:
            return t
        if dims is not None and dims.value == "*x":
            if enc is not None:
                raise ParseError("cannot apply encoding to unranked tensor", *_tok(dims))
            t = T.UnrankedTensorType(elt)
        else:
            shape = _parse_dims(dims)[0] if dims is not None else []
            t = T.RankedTensorType(tuple(shape), elt, enc)
        _TYPES[key] = t
        return t

    def memref_type(self, c):
        dims, elt, a1, a2 = c
        key = ("m", dims, elt, a1, a2)
        t = _TYPES.get(key)
        if t is None:
            t = _TYPES[key] = self._memref_type(dims, elt, a1, a2)
        return t

    def _memref_type(self, dims, elt, a1, a2):
        if dims is not None and dims.value == "*x":   # integer 0 is the default memory space, as ranked
            return T.UnrankedMemRefType(elt, None if isinstance(a1, A.IntegerAttr) and a1.value == 0 else a1)
        shape = tuple(_parse_dims(dims)[0]) if dims is not None else ()
        layout, space = None, None
        if a1 is not None:
            if isinstance(a1, (A.StridedLayoutAttr, A.AffineMapAttr)):
                layout, space = a1, a2
            else:
                if a2 is not None:
                    raise ParseError("expected memory space as the last memref attribute", 0, 0)
                space = a1
        if isinstance(layout, A.StridedLayoutAttr) and len(layout.strides) != len(shape):
            raise _at_memref("expected the number of strides to match the rank", dims)
        if isinstance(layout, A.AffineMapAttr):
            m = layout.map
            if m.num_dims != len(shape):
                raise _at_memref("memref layout mismatch between rank and affine map: "
                                 f"{len(shape)} != {m.num_dims}", dims)
            if m.is_identity():
                layout = None
        if isinstance(space, A.IntegerAttr) and space.value == 0:
            space = None
        return T.MemRefType(shape, elt, layout, space)

    def type_alias(self, c):
        t = c[0]
        r = self.type_aliases.get(t.value)
        if r is None:
            raise ParseError(f"undefined symbol alias id '{t.value[1:]}'", *_tok(t))
        return r

    def dialect_type(self, c):
        return T.OpaqueType(_pretty_dialect_symbol(c[0].value))

    def function_type(self, c):
        ins, res = c
        return T.FunctionType(tuple(ins or ()), tuple(res))

    def single_result(self, c):
        return [c[0]]

    def result_list(self, c):
        return c[0] or []

    # ---- attributes --------------------------------------------------------
    def number(self, c):
        minus, t = c
        self.num_tok = t  # for number_attr's diagnostics
        v = t.value
        if t.type == "FLOAT":
            x = float(v)
        elif t.type == "HEX":
            x = ("hex", int(v, 16))
            return ("hex", -x[1]) if minus else x
        else:
            x = int(v)
        return -x if minus else x

    def number_attr(self, c):
        n, t = c
        where = _tok(self.num_tok)
        if isinstance(n, tuple):  # hex
            if isinstance(t, T.FloatType):
                return A.FloatAttr(_hex_to_float(n[1], t, where), t)
            n = n[1]
        elif isinstance(n, float):
            if t is None:
                return A.FloatAttr(n, T.f64)
            if not isinstance(t, T.FloatType):
                # (located by the parser at the end of the type, as upstream does)
                raise ParseError("floating point value not valid for specified type", 0, 0)
            return A.FloatAttr(n, t)
        elif isinstance(t, T.FloatType):
            raise ParseError("unexpected decimal integer literal for a floating point value", *where)
        if t is None:
            t = T.i64
        elif not isinstance(t, (T.IntegerType, T.IndexType)):
            raise ParseError("integer literal not valid for specified type", *where)
        n = int_in_type(n, t, where)
        if t == T.i1:
            return A.BoolAttr(bool(n))
        return A.IntegerAttr(n, t)

    def true_attr(self, c):
        return A.TRUE

    def false_attr(self, c):
        return A.FALSE

    def string_attr(self, c):
        s, t = c
        return A.StringAttr(_unquote(s.value), t)

    def unit_attr(self, c):
        return A.UNIT

    def array_attr(self, c):
        return A.ArrayAttr(tuple(x for x in c if x is not None))

    def dict_attr(self, c):
        return A.DictionaryAttr.make(dict(x for x in c if x is not None))

    def dense_attr(self, c):
        lit, t = c
        if t is None:
            raise ParseError("expected ':' after dense literal (dense attributes need a type)", 0, 0)
        return _make_dense(lit, t)

    def dense_resource_attr(self, c):
        body, t = c
        return self.resource_attr(body.value, t)

    def resource_attr(self, key: str, t) -> A.DenseResourceAttr:
        """`dense_resource<key> : t`, whose blob is looked up in this parse's
        table of `{-# dialect_resources #-}` (read after the IR)."""
        text = f"dense_resource<{key}>" + (f" : {t}" if t is not None else "")
        return A.DenseResourceAttr(text, _unquote(key) if key.startswith('"') else key, self.resources)

    def sparse_attr(self, c):
        body, t = c
        return A.OpaqueAttr(f"sparse<{body.value}>" + (f" : {t}" if t is not None else ""))

    def dense_array_attr(self, c):
        t, vals = c
        vals = vals or []
        out = []
        for v in vals:
            if isinstance(v, tuple):
                v = v[1]
            if isinstance(t, T.FloatType):
                out.append(float(v))
            elif t == T.i1:
                out.append(bool(v))
            else:
                out.append(int(v))
        return A.DenseArrayAttr(t, tuple(out))

    def array_values(self, c):
        return c

    def true_val(self, c):
        return True

    def false_val(self, c):
        return False

    def affine_map_attr(self, c):
        from ..ir.affine import parse_affine_map
        try:
            return A.AffineMapAttr(parse_affine_map(c[0].value))
        except ValueError as e:
            raise ParseError(str(e), *affine_body_at(c[0], e)) from None

    def affine_set_attr(self, c):
        from ..ir.affine import integer_set_text, parse_integer_set
        try:   # (as upstream parses it, and kept as it prints it: `d0 <= 7` is `-d0 + 7 >= 0`)
            return A.IntegerSetAttr(integer_set_text(*parse_integer_set(c[0].value)))
        except ValueError as e:
            raise ParseError(str(e), *affine_body_at(c[0], e)) from None

    def symbol_ref(self, c):
        names = [_sym_name(t.value) for t in c]
        return A.SymbolRefAttr(names[0], tuple(names[1:]))

    def attr_alias(self, c):
        t = c[0]
        r = self.attr_aliases.get(t.value)
        if r is None:
            raise ParseError(f"undefined symbol alias id '{t.value[1:]}'", *_tok(t))
        return r

    def dialect_attr(self, c):
        return A.OpaqueAttr(_pretty_dialect_symbol(c[0].value))

    def strided_attr(self, c):
        from .strided import StridedError, parse_strided
        tok = c[0]
        try:
            strides, offset = parse_strided(tok.value)
        except StridedError as e:
            err = ParseError(e.message)
            at = tok.start_pos + len("strided<") + e.at
            err.locate = lambda text: at
            raise err from None
        return A.StridedLayoutAttr(strides, offset)

    def distinct_attr(self, c):
        return A.DistinctAttr(int(c[0]), c[1] if c[1] is not None else A.UNIT)

    def type_attr(self, c):
        return A.TypeAttr(c[0])

    # dense literals: nested python lists of scalars (_DScalar: a number with its token)
    def dense_scalar(self, c):
        return _DScalar(c[0], self.num_tok)

    def dense_true(self, c):
        return True

    def dense_false(self, c):
        return False

    def dense_string(self, c):
        s = _StrLit(_unquote(c[0].value))
        s.tok = c[0]
        return s

    def dense_complex(self, c):
        return (c[0], c[1])

    def dense_list(self, c):
        return [x for x in c if x is not None]


class _StrLit(str):
    pass


class _Tok(str):
    """A token-like piece of a token (the dims of a SHAPED_TYPE)."""

    def __new__(cls, text, line, column, start_pos):
        t = str.__new__(cls, text)
        t.value, t.type, t.line, t.column, t.start_pos = text, "DIMS", line, column, start_pos
        return t


class _DScalar:
    __slots__ = ("v", "tok")

    def __init__(self, v, tok):
        self.v, self.tok = v, tok


def _make_dense(lit, t):
    if not isinstance(t, (T.RankedTensorType, T.VectorType, T.MemRefType)) or not t.has_static_shape:
        raise ParseError(f"elements literal type must have static shape", 0, 0)
    et = t.element_type
    n = t.num_elements()
    if isinstance(lit, _StrLit) and A.is_hex_blob(lit) and not isinstance(et, T.OpaqueType):
        try:
            attr = A.dense_from_hex(str(lit), t)
        except ValueError:
            raise ParseError(f"elements hex data size is invalid for provided type: '{t}'", 0, 0) from None
        return attr if attr is not None else A.DenseElementsAttr(t, (), (), str(lit))
    if isinstance(lit, _StrLit) and isinstance(et, (T.IntegerType, T.IndexType, T.FloatType, T.ComplexType)):
        raise ParseError("expected string containing hex digits starting with `0x`", *_tok(lit.tok))
    if lit is None:
        if n != 0:
            raise ParseError(f"parsed zero elements, but type ('{t}') expected at least 1", 0, 0)
        return A.DenseElementsAttr(t, (), tuple(t.shape))
    if not isinstance(lit, list):
        return A.DenseElementsAttr(t, (_dense_value(lit, et),), ())
    flat, shape = [], []

    def walk(x, depth):
        if isinstance(x, list):
            if len(shape) <= depth:
                shape.append(len(x))
            elif shape[depth] != len(x):
                raise ParseError("tensor literal is invalid; ranks are not consistent between elements", 0, 0)
            for y in x:
                walk(y, depth + 1)
        else:
            if len(shape) != depth:
                raise ParseError("tensor literal is invalid; ranks are not consistent between elements", 0, 0)
            flat.append(_dense_value(x, et))
    walk(lit, 0)
    if n == 0 and not flat:
        return A.DenseElementsAttr(t, (), tuple(t.shape))
    if tuple(shape) != tuple(t.shape):
        raise ParseError(f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not match "
                         f"type ([{', '.join(map(str, t.shape))}])", 0, 0)
    if flat and all(_bits(v) == _bits(flat[0]) and type(v) is type(flat[0]) for v in flat):
        return A.DenseElementsAttr(t, (flat[0],), ())
    return A.DenseElementsAttr(t, tuple(flat), tuple(shape))


def _bits(v):
    """A dense element as its bits, as upstream compares them to find a splat:
    -0.0 is not 0.0 (`dense<[0.0, -0.0]>` is no splat) and a NaN is itself."""
    if isinstance(v, float):
        return struct.pack("<d", v)
    if isinstance(v, tuple):
        return tuple(_bits(x) for x in v)
    return v


def _dense_value(x, et):
    """One element of a dense literal, checked and converted for element type ``et``."""
    if isinstance(x, tuple):  # complex
        if not isinstance(et, T.ComplexType):
            raise ParseError("expected complex element type for complex literal", 0, 0)
        return (_dense_value(x[0], et.element_type), _dense_value(x[1], et.element_type))
    where = (0, 0)
    if isinstance(x, _DScalar):
        where = _tok(x.tok)
        x = x.v
    if isinstance(x, _StrLit):
        if isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
            raise ParseError("expected integer or floating point elements, but parsed string", *where)
        return str(x)
    if isinstance(et, T.FloatType):
        if isinstance(x, tuple):  # hex bits
            return _hex_to_float(x[1], et, where)
        if isinstance(x, bool):
            raise ParseError("expected floating point elements, but parsed boolean", *where)
        if isinstance(x, int):
            raise ParseError("unexpected decimal integer literal for a floating point value", *where)
        if et.name == "f8E8M0FNU":   # dense storage is bits: the sign APFloat keeps is gone
            return abs(float(x))
        return float(x)
    if isinstance(et, (T.IntegerType, T.IndexType)):
        if isinstance(x, float):
            raise ParseError("expected integer elements, but parsed floating-point", *where)
        if isinstance(x, tuple):
            x = x[1]
        if et == T.i1:
            if isinstance(x, bool):
                return x
            if x not in (0, 1, -1):   # (-1: one bit, set, as upstream's buildAttributeAPInt reads it)
                raise ParseError("integer constant out of range for type", *where)
            return bool(x)
        if isinstance(x, bool):
            raise ParseError("expected integer elements, but parsed boolean", *where)
        try:
            return int_in_type(x, et, where)
        except ParseError as e:
            if e.message == "integer constant out of range for attribute":
                raise ParseError("integer constant out of range for type", *where) from None
            raise
    if isinstance(x, tuple):
        return x[1]
    return x


def int_in_type(v: int, t, where=(0, 0)) -> int:
    """An integer literal as upstream stores it in type ``t`` (signless values
    wrap to the signed range), or ParseError when it does not fit (an index
    is signed there: 2^63 does not fit, as in upstream's buildAttributeAPInt)."""
    if isinstance(t, T.IndexType):
        w, sign = 64, "si"
    else:
        w, sign = t.width, t.signedness
    if sign == "ui":
        if v < 0:
            raise ParseError("negative integer literal not valid for unsigned integer type", *where)
        if v >> w:
            raise ParseError("integer constant out of range for attribute", *where)
        return v
    half = 1 << (w - 1) if w else 0
    if w == 0 or v < -half or v >= (half if sign == "si" else 1 << w):
        raise ParseError("integer constant out of range for attribute", *where)
    return v - (1 << w) if v >= half else v


def _hex_to_float(v: int, t, where) -> float:
    """The value of the bits of hex literal ``v`` (negative: written with a
    minus) in float type ``t``, with upstream's errors."""
    from ..ir.float_formats import WIDTH, from_bits
    if v < 0:
        raise ParseError("hexadecimal float literal should not have a leading minus", *where)
    name = t.name if t.name in WIDTH else "f64"
    if v.bit_length() > getattr(t, "width", 64):
        raise ParseError("hexadecimal float constant out of range for type", *where)
    return from_bits(v, name)


def _parse_dims(tok, allow_scalable=False):
    """A DIMS token (`4x?x[8]x`) -> (shape, scalable flags); upstream's
    errors for a bracket outside a vector type and for `[?]`."""
    shape, scalable = [], []
    at = 0   # offset of the dimension in the token
    for d in tok.value.split("x")[:-1]:
        sc = d.startswith("[")
        if sc:
            if not allow_scalable:   # (a type was expected where the `[` is)
                raise ParseError("expected non-function type", *_tok_at(tok, at))
            d = d[1:-1]
            if d == "?":
                raise ParseError("invalid dimension", *_tok_at(tok, at + 1))
        shape.append(None if d == "?" else int(d))
        scalable.append(sc)
        at += len(d) + (3 if sc else 1)
    return shape, scalable


def affine_body_at(tok, err):
    """The line and column of an AffineError in an ``affine_map<...>`` or
    ``affine_set<...>`` token (whose value is the body, placed at the keyword)."""
    offset = getattr(err, "offset", None)
    if offset is None:
        return _tok(tok)
    body = tok.value
    nl = body.rfind("\n", 0, offset)
    if nl < 0:
        return tok.line, tok.column + len("affine_map<") + offset
    return tok.line + body.count("\n", 0, offset), offset - nl


def _tok_at(tok, offset: int):
    """The line and column ``offset`` characters into a token's text."""
    line, col = _tok(tok)
    return line, col + offset


def _sym_name(v: str) -> str:
    v = v[1:]
    return _unquote(v) if v.startswith('"') else v
