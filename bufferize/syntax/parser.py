"""Text -> IR.  An LALR(1) parser (table built by Lark from grammar/*.lark,
cached, driven by our own loop fused with our lexer: see lalr.py and
lexer.py); the IR is built in the rules' callbacks (no parse tree), then SSA
names are resolved region by region."""
from __future__ import annotations

import os
import re

from ..dialects import registry
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Operation, Region, Unresolved
from . import lexer as L
from .opspec import OpSpec, ParseError, UnresolvedBlock

_HERE = os.path.dirname(os.path.abspath(__file__))
GRAMMAR_DIR = os.path.join(os.path.dirname(_HERE), "grammar")  # installed: bufferize/grammar
if not os.path.isdir(GRAMMAR_DIR):  # running from a source checkout
    GRAMMAR_DIR = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "grammar")


def _read_grammar(name: str) -> str:
    with open(os.path.join(GRAMMAR_DIR, name), encoding="utf-8") as f:
        return f.read()

_FLOAT_TYPES = tuple(T.FLOAT_WIDTHS)
_OPS = registry.OPS
_RESOURCE_ENTRY = re.compile(r'([A-Za-z_][\w$.\-]*|"(?:[^"\\]|\\.)*")\s*:\s*"(0x[0-9A-Fa-f]*)"')
_SHAPE_DIMS = re.compile(r"\*x|(?:(?:\d+|\?|\[\d+\])x)*")
# Parsed types, by their parts (types are immutable: equal ones may be shared).
_TYPES: dict = {}


def _tok(c):
    return c.line, c.column


class CoreTransformer:
    """Callbacks for the rules of grammar/core.lark.  One instance is bound to
    the cached parser; ``reset`` prepares it for a new text."""

    def reset(self, file: str, allow_unregistered: bool):
        self.file = file
        self.allow_unregistered = allow_unregistered
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.result_names: dict = {}   # op -> [(name, count, line, col)]
        self.arg_names: dict = {}      # block -> [(name, line, col)]
        self.block_names: dict = {}    # block -> (name, line, col)
        self.metadata: list[str] = []
        self.resources: dict = {}      # dense_resource name -> "0x..." blob
        self.toplevel_aliases: list = []

    # ---- top level ---------------------------------------------------------
    def start(self, c):
        return [x for x in c if isinstance(x, Operation)]

    def attr_alias_def(self, c):
        name, attr = c
        if name.value in self.attr_aliases:
            raise ParseError(f"redefinition of attribute alias id '{name.value[1:]}'", *_tok(name))
        self.attr_aliases[name.value] = attr
        return None

    def type_alias_def(self, c):
        name, t = c
        if name.value in self.type_aliases:
            raise ParseError(f"redefinition of type alias id '{name.value[1:]}'", *_tok(name))
        self.type_aliases[name.value] = t
        return None

    def file_metadata(self, c):
        text = c[0].value
        self.metadata.append(text)
        # `dialect_resources: {builtin: {name: "0x..."}}`: the blobs of
        # `dense_resource<name>` attributes, printed back by the printer.
        m = re.search(r"\bbuiltin\s*:\s*\{", text)
        if m is not None:
            for key, blob in _RESOURCE_ENTRY.findall(text, m.end(), text.find("}", m.end())):
                self.resources[_unquote(key) if key.startswith('"') else key] = blob
        return None

    # ---- operations --------------------------------------------------------
    def operation(self, c):
        results, spec, loc = c
        line, col = spec.line, spec.col  # upstream locates an op at its name
        if loc is None:
            loc = A.FileLineColLoc(self.file, line, col)
        nres = sum(r[1] for r in results) if results else 0
        if results and nres != len(spec.result_types):
            raise ParseError(f"operation defines {len(spec.result_types)} results but was provided "
                             f"{nres} to bind", results[0][2], results[0][3])
        d = _OPS.get(spec.name)
        if d is None and not self.allow_unregistered:
            dialect = spec.name.split(".", 1)[0]
            if "." not in spec.name or not registry.is_registered_dialect(dialect):
                raise ParseError(f"operation being parsed with an unregistered dialect. If this is "
                                 f"intended, please use -allow-unregistered-dialect with the MLIR tool used",
                                 spec.line, spec.col)
        attrs, props = spec.attributes, spec.properties
        if d is not None and d.property_names and attrs:
            # Generic input may carry inherent attributes in the attribute dict
            # (pre-properties spelling); upstream moves them to properties.
            for k in d.property_names:
                if k in attrs and k not in props:
                    props[k] = attrs.pop(k)
        conv = d.extra.get("convert_properties") if d is not None else None
        if conv is not None:
            # Upstream's property conversion: fill default-valued properties,
            # canonicalize dialect attributes, reject invalid ones.
            try:
                conv(props)
            except ValueError as e:
                raise ParseError(str(e), spec.line, spec.col) from None
        op = Operation(spec.name, spec.operands, spec.result_types, attrs, props,
                       spec.regions, spec.successors, loc)
        if results:
            self.result_names[op] = results
        return op

    def op_results(self, c):
        return c

    def op_result(self, c):
        tok, count = c
        n = int(count) if count is not None else 1
        if count is not None and n < 1:
            raise ParseError("expected named operation to have at least 1 result", *_tok(count))
        return (tok.value, n, tok.line, tok.column)

    def generic_op(self, c):
        name, operands, succs, props, regions, attrs, ftype = c
        if not name.value[1:-1]:
            raise ParseError("empty operation name is invalid", *_tok(name))
        operands = operands or []
        if len(operands) != len(ftype.inputs):
            raise ParseError(f"expected {len(operands)} operand type{'s' if len(operands) != 1 else ''} "
                             f"but had {len(ftype.inputs)}", *_tok(name))
        for v, t in zip(operands, ftype.inputs):
            v.type = t
        return OpSpec(_unquote(name.value), operands, ftype.results, attrs or {}, props or {},
                      regions or [], succs or [], name)

    def value_list(self, c):
        return c

    def any_op_name(self, c):
        return c[0]

    def value_use(self, c):
        t = c[0]
        return Unresolved(t.value, t.line, t.column)

    def successor(self, c):
        t = c[0]
        return UnresolvedBlock(t.value, t.line, t.column)

    def successor_with_args(self, c):
        t, vals, types = c
        vals = vals or []
        types = types or []
        if len(vals) != len(types):
            raise ParseError(f"expected {len(vals)} types, got {len(types)}", *_tok(t))
        for v, ty in zip(vals, types):
            v.type = ty
        return UnresolvedBlock(t.value, t.line, t.column), vals

    def successor_list(self, c):
        return c

    def properties(self, c):
        return dict(x for x in c if x is not None)

    def region_list(self, c):
        return c

    def attr_dict(self, c):
        d = {}
        for e in c:
            if e is None:
                continue
            k, v = e
            if k in d:
                raise ParseError(f"duplicate key '{k}' in dictionary attribute", 0, 0)
            d[k] = v
        return d

    def attr_dict_with_keyword(self, c):
        return c[0]

    def attr_key(self, c):
        return c[0]

    def attr_entry(self, c):
        k, v = c
        key = _unquote(k.value) if k.type == "STRING" else k.value
        return (key, A.UNIT if v is None else v)

    # ---- regions and blocks ------------------------------------------------
    def region(self, c):
        region = Region()
        entry = None
        for x in c:
            if isinstance(x, Operation):
                if entry is None:
                    entry = region.add_block(Block())
                entry.append(x)
            else:
                region.add_block(x)
        return region

    def block(self, c):
        label, args = c[0], c[1]
        b = Block()
        self.block_names[b] = (label.value, label.line, label.column)
        if args:
            names = []
            for name, t, loc in args:
                b.add_arg(t, loc if loc is not None else A.FileLineColLoc(self.file, name.line, name.column))
                names.append((name.value, name.line, name.column))
            self.arg_names[b] = names
        for op in c[2:]:
            b.append(op)
        return b

    def block_args(self, c):
        return [x for x in c if x is not None]

    def block_arg(self, c):
        return (c[0], c[1], c[2])

    # ---- locations ---------------------------------------------------------
    def trailing_loc(self, c):
        return c[0]

    def loc_unknown(self, c):
        return A.UNKNOWN_LOC

    def loc_file(self, c):
        return A.FileLineColLoc(_unquote(c[0].value), int(c[1]), int(c[2]))

    def loc_range(self, c):
        return None

    def loc_name(self, c):
        return A.NameLoc(_unquote(c[0].value), c[1])

    def loc_callsite(self, c):
        return A.CallSiteLoc(c[0], c[1])

    def loc_fused(self, c):
        return A.FusedLoc(tuple(x for x in c[1:] if x is not None), c[0])

    def loc_alias(self, c):
        t = c[0]
        a = self.attr_aliases.get(t.value)
        if a is None:
            # Location aliases may be defined after their use (upstream prints them last).
            return A.UNKNOWN_LOC
        return a

    def loc_attr(self, c):
        return c[0]

    # ---- types -------------------------------------------------------------
    def type_list(self, c):
        return c

    def paren_type_list(self, c):
        return c[0] or []

    def int_type(self, c):
        v = c[0].value
        t = _TYPES.get(v)
        if t is None:
            t = _TYPES[v] = T.IntegerType(int(v[1:])) if v[0] == "i" else T.IntegerType(int(v[2:]), v[:2])
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
        if any(d is None for d in shape):
            raise ParseError("vector types must have static shape", *_tok(dims))
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
            elt = T.IntegerType(int(elt_text.lstrip("su")[1:]), elt_text[:2] if elt_text[0] in "su" else "")
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
        if dims is not None and dims.value == "*x":
            return T.UnrankedMemRefType(elt, a1)
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
            raise ParseError(f"expected the number of strides to match the rank", *_tok(dims) if dims else (0, 0))
        if isinstance(layout, A.AffineMapAttr):
            m = layout.map
            if m.num_dims != len(shape):
                raise ParseError("memref layout mismatch between rank and affine map: "
                                 f"{len(shape)} != {m.num_dims}", *_tok(dims) if dims else (0, 0))
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
        return T.OpaqueType(c[0].value)

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
                return A.FloatAttr(_hex_to_float(n[1], t), t)
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
        return A.OpaqueAttr(f"dense_resource<{body.value}>" + (f" : {t}" if t is not None else ""))

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
            raise ParseError(str(e), *_tok(c[0]))

    def affine_set_attr(self, c):
        return A.IntegerSetAttr(" ".join(c[0].value.split()))

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
        return A.OpaqueAttr(c[0].value)

    def strided_attr(self, c):
        *strides, offset = c
        strides = tuple(None if s == "?" else s for s in strides if s is not None)
        off = 0 if offset is None else (None if offset == "?" else offset)
        return A.StridedLayoutAttr(strides, off)

    def stride(self, c):
        return int(c[0]) if c and c[0] is not None else "?"

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
        return _StrLit(_unquote(c[0].value))

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
    if isinstance(lit, _StrLit) and _is_hex_blob(lit) and not isinstance(et, T.OpaqueType):
        try:
            dec = A.decode_dense_hex(str(lit), t)
        except ValueError:
            raise ParseError(f"elements hex data size is invalid for provided type: '{t}'", 0, 0) from None
        if dec is None:
            return A.DenseElementsAttr(t, (), (), str(lit))
        vals, splat = dec
        if splat or (vals and all(v == vals[0] for v in vals)):
            return A.DenseElementsAttr(t, vals[:1], ())
        return A.DenseElementsAttr(t, vals, tuple(t.shape))
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
    if flat and all(v == flat[0] and type(v) is type(flat[0]) for v in flat):
        return A.DenseElementsAttr(t, (flat[0],), ())
    return A.DenseElementsAttr(t, tuple(flat), tuple(shape))


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
            return _hex_to_float(x[1], et)
        if isinstance(x, bool):
            raise ParseError("expected floating point elements, but parsed boolean", *where)
        if isinstance(x, int):
            raise ParseError("unexpected decimal integer literal for a floating point value", *where)
        return float(x)
    if isinstance(et, (T.IntegerType, T.IndexType)):
        if isinstance(x, float):
            raise ParseError("expected integer elements, but parsed floating-point", *where)
        if isinstance(x, tuple):
            x = x[1]
        if et == T.i1:
            if isinstance(x, bool):
                return x
            if x not in (0, 1):
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
    wrap to the signed range), or ParseError when it does not fit."""
    if isinstance(t, T.IndexType):
        w, sign = 64, ""
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


def _is_hex_blob(s: str) -> bool:
    return len(s) > 2 and all(ch in "0123456789abcdefABCDEF" for ch in s[2:])


def _hex_to_float(v: int, t) -> float:
    import struct
    w = getattr(t, "width", 64)
    if w == 32:
        return struct.unpack("<f", struct.pack("<I", v & 0xFFFFFFFF))[0]
    if w == 16 and t.name == "f16":
        return struct.unpack("<e", struct.pack("<H", v & 0xFFFF))[0]
    return struct.unpack("<d", struct.pack("<Q", v & 0xFFFFFFFFFFFFFFFF))[0]


def _parse_dims(tok, allow_scalable=False):
    shape, scalable = [], []
    for d in tok.value.split("x")[:-1]:
        sc = d.startswith("[")
        if sc:
            if not allow_scalable:
                raise ParseError("scalable dimensions are only valid in vector types", *_tok(tok))
            d = d[1:-1]
        shape.append(None if d == "?" else int(d))
        scalable.append(sc)
    return shape, scalable


def _unquote(s: str) -> str:
    body = s[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    while i < len(body):
        ch = body[i]
        if ch == "\\" and i + 1 < len(body):
            nx = body[i + 1]
            if nx in '"\\':
                out += nx.encode()
                i += 2
                continue
            if nx == "n":
                out += b"\n"
                i += 2
                continue
            if nx == "t":
                out += b"\t"
                i += 2
                continue
            hx = body[i + 1:i + 3]
            if len(hx) == 2 and all(h in "0123456789abcdefABCDEF" for h in hx):
                out.append(int(hx, 16))
                i += 3
                continue
        out += ch.encode("utf-8")
        i += 1
    return out.decode("utf-8", errors="surrogateescape")


def _sym_name(v: str) -> str:
    v = v[1:]
    return _unquote(v) if v.startswith('"') else v


# ---- building the parser -------------------------------------------------------

_PARSER = None


def assemble_grammar(dialects):
    """The whole grammar (core.lark plus each dialect's file and the generated
    rules), the op-name keyword groups, and the dialect rule callbacks."""
    parts = [_read_grammar("core.lark")]
    rule_names = []
    callbacks = {}
    groups = {}
    for d in dialects:
        if d.grammar:
            parts.append(_read_grammar(d.grammar))
        for rule, fn in d.rules.items():
            callbacks[rule] = fn
        for term, words in d.keywords.items():
            for w in words:
                groups[w] = term
        rule_names += [r for r in d.rules if r.startswith("op_")]
    parts.append("?custom_op: " + (" | ".join(rule_names) if rule_names else "\"__no_custom_op__\"") + "\n")
    declared = sorted(set(groups.values()))
    if declared:
        parts.append("%declare " + " ".join(declared) + "\n")
    # Any op name (a bare identifier or an op-name keyword of any dialect), for
    # syntax that names another op (e.g. linalg.map's `{ arith.addf }`).
    parts.append("any_op_name: " + " | ".join(["BARE_ID"] + declared) + "\n")
    for w in _FLOAT_TYPES:
        groups[w] = "FLOAT_TYPE"
    # Any keyword of the grammar is still a valid attribute name (`{nofold}`).
    words = sorted(set(re.findall(r'"([A-Za-z_][\w]*)"', "\n".join(parts))))
    parts.append("!attr_key: BARE_ID | STRING | INT_TYPE | FLOAT_TYPE"
                 + "".join(f' | "{w}"' for w in words) + "\n")
    return "\n".join(parts), groups, callbacks


def _build():
    """Assemble the grammar, load (or build and cache) its LALR table, and bind
    the rule callbacks of a transformer that is reused for every parse."""
    global _PARSER
    if _PARSER is not None:
        return _PARSER
    from functools import partial

    from . import lalr
    grammar, groups, callbacks = assemble_grammar(registry.load_all())
    tables = lalr.load_tables(grammar)
    transformer = CoreTransformer()
    transformer.reset("<stdin>", True)

    def lookup(name):
        fn = callbacks.get(name)
        if fn is not None:
            return partial(fn, transformer)
        return getattr(transformer, name, None)

    parser = lalr.bind(tables, lookup)
    lexer = L.Lexer(tables[6], groups)
    _PARSER = (parser, transformer, lexer)
    return _PARSER


def parse(text: str, file: str = "<stdin>", allow_unregistered: bool = False, line_base: int = 1):
    """Parse a whole file; returns (module op, transformer state).
    Raises ParseError with a location."""
    parser, tr, lexer = _build()
    tr.reset(file, allow_unregistered)
    from .lalr import UnexpectedTok
    try:
        ops = L.parse_text(parser, lexer, text, line_base)
    except UnexpectedTok as e:
        tok = e.token
        line, col = _wrong_token_loc(text, len(text) if tok.type == "$END" else tok.start_pos, line_base)
        if tok.type == "$END":
            raise ParseError("unexpected end of file", line, col) from None
        msg = _unknown_op_message(tok, e.expected)
        if msg is not None:  # upstream reports an unknown op at its name
            raise ParseError(msg, tok.line, tok.column) from None
        prev = e.previous
        if _is_unknown_bare_op(prev, e.expected):
            raise ParseError(f"custom op '{prev.value}' is unknown", prev.line, prev.column) from None
        raise ParseError(_unexpected_message(tok, e.expected), line, col) from None
    except L.LexError as e:
        raise ParseError(e.message, e.line, e.col) from None
    except RecursionError:
        raise ParseError("nesting is too deep to parse", line_base, 1) from None
    module = _wrap_module(ops, file, line_base, len(text) - len(text.lstrip(" ")))
    from .resolve import resolve
    resolve(module, tr)
    return module, tr


def _wrong_token_loc(text: str, pos: int, line_base: int):
    """Where upstream's Parser::emitWrongTokenError reports an unexpected token:
    at the token, unless only blanks (and `//` comments) precede it on its
    line -- then at the end of the previous non-blank text."""
    if pos >= len(text):  # end of file: one character back
        pos = max(len(text) - 1, 0)
    original = pos
    buf = text[:pos]
    while True:
        buf = buf.rstrip(" \t")
        if not buf:
            at = original
            break
        if buf[-1] not in "\n\r":
            at = len(buf)
            break
        buf = buf[:-1]
        nl = max(buf.rfind("\n"), buf.rfind("\r"))
        prev_line = buf[nl:] if nl >= 0 else buf
        c = prev_line.find("//")
        if c >= 0:
            buf = buf[:len(buf) - (len(prev_line) - c)]
    line = line_base + text.count("\n", 0, at)
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    return line, col


def _unknown_op_message(tok, expected):
    """`custom op 'x' is unknown`, when an identifier stands where an op may start."""
    if tok.type != "BARE_ID" or "STRING" not in expected or "BUILTIN_MODULE" not in expected:
        return None
    name = tok.value
    if "." in name:
        dialect = name.split(".", 1)[0]
        if not registry.is_registered_dialect(dialect):
            return f"Dialect `{dialect}' not found for custom op '{name}' "
    return f"custom op '{name}' is unknown"


# What may follow `constant` (func.constant in the default-dialect spelling,
# matched as a plain identifier): after any other identifier in op position
# the parser stops at the next token, and the identifier was an unknown op.
_FUNC_CONSTANT_NEXT = frozenset({"LBRACE", "STRING", "SYMBOL"})


def _is_unknown_bare_op(prev, expected) -> bool:
    return (getattr(prev, "type", None) == "BARE_ID" and prev.value != "constant"
            and set(expected) <= _FUNC_CONSTANT_NEXT and "SYMBOL" in expected)


_PRETTY = {"VALUE_ID": "SSA value", "BARE_ID": "identifier", "STRING": "string", "INT": "integer",
           "CARET_ID": "block name", "SYMBOL": "symbol reference", "$END": "end of file"}


def _unexpected_message(tok, expected) -> str:
    shown = sorted(expected)
    if len(shown) <= 6:
        names = ", ".join(_pretty_term(x) for x in shown)
        return f"unexpected {_describe(tok)}; expected {names}"
    return f"unexpected {_describe(tok)}"


def _describe(tok) -> str:
    return f"'{tok.value}'" if tok.value else _PRETTY.get(tok.type, tok.type)


def _pretty_term(name: str) -> str:
    _, _, lexer = _PARSER
    for text, term in lexer.literals.items():
        if term == name:
            return f"'{text}'"
    return _PRETTY.get(name, name.lower().replace("_", " "))


def _wrap_module(ops, file: str, line_base: int, indent: int = 0) -> Operation:
    if len(ops) == 1 and ops[0].name == "builtin.module":
        return ops[0]
    # Upstream locates the implicit module at the start of the buffer: 0:0 for
    # a whole file, and just after the `// -----` marker for a later chunk.
    loc = A.FileLineColLoc(file, 0, 0) if line_base == 1 else A.FileLineColLoc(file, line_base, indent + 1)
    module = Operation("builtin.module", loc=loc)
    region = module.add_region()
    block = region.add_block(Block())
    for op in ops:
        block.append(op)
    return module
