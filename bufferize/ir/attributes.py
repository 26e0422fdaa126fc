"""Builtin MLIR attributes: immutable values printed in upstream's syntax."""
from __future__ import annotations

import math
import struct
from ._frozen import frozen
from typing import Optional

from .apfloat import SEMANTICS, format_value, in_format
from .dense_hex import _bulk_format, decode_dense_hex, encode_dense_hex, is_hex_blob, upper_hex  # noqa: F401
from .float_formats import WIDTH, to_bits
from .types import FloatType, Type, f64, i1, i64, index


class Attribute:
    __slots__ = ()

    def __repr__(self) -> str:
        return f"<attr {self}>"


def escape_string(s: str) -> str:
    """Upstream's string escaping: printable ASCII verbatim, else \\XX hex."""
    out = []
    for ch in s.encode("utf-8", "surrogateescape"):   # a raw byte of the input is itself
        c = chr(ch)
        if c == "\\":  # llvm::printEscapedString: only '\\' keeps a backslash escape
            out.append("\\" + c)
        elif 0x20 <= ch < 0x7F and c != '"':
            out.append(c)
        else:
            out.append("\\%02X" % ch)
    return '"' + "".join(out) + '"'


def format_float(value: float, ftype: Optional[Type]) -> str:
    """Print a float as upstream's AsmPrinter does (six digits in scientific
    form if they read back as the value, else the shortest form of the type,
    else hex; ``apfloat.py`` has the digits)."""
    if math.isinf(value) or math.isnan(value):
        return float_hex(value, ftype)
    name = getattr(ftype, "name", "f64")
    value = _as_type(value, ftype)
    if math.isinf(value) or math.isnan(value):   # too large for the type
        return float_hex(value, ftype)
    text = format_value(value, name if name in SEMANTICS else "f64")
    return text if text is not None else float_hex(value, ftype)


def _as_type(value: float, ftype: Optional[Type]) -> float:
    return in_format(value, getattr(ftype, "name", "f64"))


def float_hex(value: float, ftype: Optional[Type]) -> str:
    name = getattr(ftype, "name", "f64")
    if name not in WIDTH:
        name = "f64"
    bits = to_bits(in_format(value, name), name)
    return "0x%0*X" % (WIDTH[name] // 4, bits)


@frozen
class IntegerAttr(Attribute):
    value: int
    type: Type = i64

    def __str__(self) -> str:
        if self.type == i1:
            return "true" if self.value else "false"
        if self.type == i64:
            return str(self.value)
        return f"{self.value} : {self.type}"


@frozen
class BoolAttr(Attribute):
    value: bool

    def __str__(self) -> str:
        return "true" if self.value else "false"


@frozen
class FloatAttr(Attribute):
    value: float
    type: Type = FloatType("f64")

    def __str__(self) -> str:
        s = format_float(self.value, self.type)
        # The f64 type is elided, unless the value is printed in hex: a bare
        # hex literal reads back as an integer (upstream: `!printedHex`).
        if self.type == FloatType("f64") and not s.startswith(("0x", "-0x")):
            return s
        return f"{s} : {self.type}"


@frozen
class StringAttr(Attribute):
    value: str
    type: Optional[Type] = None

    def __str__(self) -> str:
        if self.type is not None:
            return f"{escape_string(self.value)} : {self.type}"
        return escape_string(self.value)


@frozen
class UnitAttr(Attribute):
    def __str__(self) -> str:
        return "unit"


@frozen
class ArrayAttr(Attribute):
    value: tuple

    def __str__(self) -> str:
        return "[" + ", ".join(map(str, self.value)) + "]"

    def __iter__(self):
        return iter(self.value)

    def __len__(self):
        return len(self.value)


def format_dict_entries(items) -> str:
    out = []
    for k, v in items:
        key = k if _is_bare_key(k) else escape_string(k)
        out.append(key if isinstance(v, UnitAttr) else f"{key} = {v}{never_elided_type(v, str(v))}")
    return ", ".join(out)


def never_elided_type(v, text: str) -> str:
    """The ` : type` a dictionary value keeps that its own text elides
    (upstream's AttrTypeElision::Never for dictionary entries)."""
    if (isinstance(v, IntegerAttr) and v.type == i64) or \
            (isinstance(v, FloatAttr) and v.type == f64 and not text.endswith(" : f64")):
        return f" : {v.type}"
    return ""


def _is_bare_key(k: str) -> bool:
    import re
    return re.fullmatch(r"[A-Za-z_][\w$.]*", k) is not None


@frozen
class DictionaryAttr(Attribute):
    value: tuple  # sorted ((name, attr), ...)

    @staticmethod
    def make(d: dict) -> "DictionaryAttr":
        return DictionaryAttr(tuple(sorted(d.items())))

    def get(self, key, default=None):
        for k, v in self.value:
            if k == key:
                return v
        return default

    def __str__(self) -> str:
        return "{" + format_dict_entries(self.value) + "}"


@frozen
class TypeAttr(Attribute):
    value: Type

    def __str__(self) -> str:
        return str(self.value)


@frozen
class SymbolRefAttr(Attribute):
    root: str
    nested: tuple = ()

    def __str__(self) -> str:
        return "::".join(_sym(s) for s in (self.root,) + self.nested)


def _sym(name: str) -> str:
    import re
    if re.fullmatch(r"[A-Za-z_][\w$.]*", name):
        return "@" + name
    return "@" + escape_string(name)


@frozen
class DenseArrayAttr(Attribute):
    element_type: Type
    values: tuple

    def __str__(self) -> str:
        if not self.values:
            return f"array<{self.element_type}>"
        if isinstance(self.element_type, FloatType):
            vals = ", ".join(format_float(v, self.element_type) for v in self.values)
        elif self.element_type == i1:
            vals = ", ".join("true" if v else "false" for v in self.values)
        else:
            vals = ", ".join(map(str, self.values))
        return f"array<{self.element_type}: {vals}>"


_ARRAYS: dict = {}   # (element type, values) -> one shared DenseArrayAttr (immutable), bounded


def shared_array(element_type: Type, values) -> DenseArrayAttr:
    """A DenseArrayAttr shared by every op that holds the same array (a slice
    op's sizes, strides, segment sizes repeat across a function)."""
    key = (element_type, tuple(values))
    a = _ARRAYS.get(key)
    if a is None:
        a = DenseArrayAttr(*key)
        if len(_ARRAYS) < 4096:
            _ARRAYS[key] = a
    return a


@frozen
class DenseElementsAttr(Attribute):
    """`dense<...>`: ``values`` is a flat tuple (a splat has one element, and
    complex elements are pairs), or ``hex`` holds a raw hex blob that could
    not be decoded (an element type without a known storage format)."""
    type: Type
    values: tuple = ()
    shape: tuple = ()     # the literal's nesting, for printing non-splats
    hex: Optional[str] = None

    @property
    def is_splat(self) -> bool:
        return self.hex is None and len(self.values) == 1 and self.shape == ()

    def __str__(self) -> str:
        if self.hex is not None:
            return f'dense<"{self.hex}"> : {self.type}'
        if not self.values:  # no elements: upstream prints nothing inside
            return f"dense<> : {self.type}"
        et = getattr(self.type, "element_type", None)
        if self.is_splat:
            return f"dense<{dense_elem_str(self.values[0], et)}> : {self.type}"
        if len(self.values) > 100:  # upstream prints large literals as hex
            blob = encode_dense_hex(self.values, et)
            if blob is not None:
                return f'dense<"{blob}"> : {self.type}'
        it = iter(self.values)

        def nest(shape):
            if not shape:
                return dense_elem_str(next(it), et)
            return "[" + ", ".join(nest(shape[1:]) for _ in range(shape[0])) + "]"
        return f"dense<{nest(self.shape)}> : {self.type}"


class DenseBlobAttr(DenseElementsAttr):
    """`dense<"0x...">` of more than 100 elements (what upstream prints as
    hex): kept as its bytes' hex text and printed back from it; the elements
    are decoded, in one call, only when something asks for ``values``."""
    __slots__ = ("blob", "_decoded")

    def __init__(self, type, blob: str):
        object.__setattr__(self, "type", type)
        object.__setattr__(self, "blob", blob if blob.startswith("0x") and upper_hex(blob) else
                           "0x" + blob[2:].upper())
        object.__setattr__(self, "_decoded", None)

    @property
    def values(self) -> tuple:
        if self._decoded is None:
            object.__setattr__(self, "_decoded", decode_dense_hex(self.blob, self.type)[0])
        return self._decoded

    @property
    def shape(self) -> tuple:
        return tuple(self.type.shape)

    @property
    def hex(self):
        return None

    @property
    def is_splat(self) -> bool:
        return False

    def __eq__(self, other):
        if isinstance(other, DenseBlobAttr):
            return self.type == other.type and self.blob == other.blob
        if isinstance(other, DenseElementsAttr):
            return (self.type, self.values, self.shape, None) == (other.type, other.values, other.shape, other.hex)
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash((self.type, self.blob))

    def __reduce__(self):
        return (DenseBlobAttr, (self.type, self.blob))

    def __str__(self) -> str:
        return f'dense<"{self.blob}"> : {self.type}'


def dense_from_hex(blob: str, type) -> Optional[DenseElementsAttr]:
    """The attribute of `dense<"0x...">` for ``type``; None if the element
    type has no known storage; ValueError if the size is wrong."""
    et = getattr(type, "element_type", None)
    n = type.num_elements()
    code = _bulk_format(et)
    if code is not None and n > 100:
        size = struct.calcsize(code)
        if not upper_hex(blob):
            blob = "0x" + blob[2:].upper()
        digits = blob[2:]
        if len(digits) == 2 * size * n and digits[:2 * size] * n != digits:
            return DenseBlobAttr(type, blob)
    dec = decode_dense_hex(blob, type)
    if dec is None:
        return None
    vals, splat = dec
    if splat:
        return DenseElementsAttr(type, vals[:1], ())
    return DenseElementsAttr(type, vals, tuple(type.shape))


def dense_elem_str(v, et) -> str:
    if isinstance(v, tuple):  # complex: `(re,im)`, no space (upstream)
        inner = getattr(et, "element_type", None)
        return "(" + ",".join(dense_elem_str(x, inner) for x in v) + ")"
    if isinstance(et, FloatType) or isinstance(v, float):
        return format_float(float(v), et)
    if et == i1 or isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return escape_string(v)
    return str(v)


@frozen
class OpaqueAttr(Attribute):
    """An attribute kept verbatim (`#dialect.attr<...>`, `dense_resource<...>`,
    `sparse<...>`, ...)."""
    text: str

    def __str__(self) -> str:
        return self.text


class DenseResourceAttr(OpaqueAttr):
    """`dense_resource<key> : type`: elements whose bytes are the blob named
    ``key`` in the file's `{-# dialect_resources: {builtin: {...}} #-}`.
    Kept verbatim like an OpaqueAttr (equal by text); ``table`` is the
    parse's key -> "0x..." dict, filled when the trailer is read (it comes
    after the IR), so ``blob`` is asked for only when the data is needed."""
    __slots__ = ("key", "table")

    def __init__(self, text: str, key: str, table: Optional[dict] = None):
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "table", table)

    @property
    def blob(self) -> Optional[str]:
        return None if self.table is None else self.table.get(self.key)

    def __eq__(self, other):
        return self.text == other.text if isinstance(other, OpaqueAttr) else NotImplemented

    def __ne__(self, other):
        return not self == other if isinstance(other, OpaqueAttr) else NotImplemented

    def __hash__(self):
        return OpaqueAttr.__hash__(self)

    def __reduce__(self):
        return (DenseResourceAttr, (self.text, self.key, {self.key: self.blob} if self.blob else None))


@frozen
class StridedLayoutAttr(Attribute):
    strides: tuple  # ints or None (dynamic)
    offset: Optional[int] = 0

    def __str__(self) -> str:
        st = ", ".join("?" if s is None else str(s) for s in self.strides)
        if self.offset == 0:
            return f"strided<[{st}]>"
        off = "?" if self.offset is None else str(self.offset)
        return f"strided<[{st}], offset: {off}>"


@frozen
class AffineMapAttr(Attribute):
    map: object  # bufferize.ir.affine.AffineMap

    def __str__(self) -> str:
        return f"affine_map<{self.map}>"


@frozen
class IntegerSetAttr(Attribute):
    text: str

    def __str__(self) -> str:
        return f"affine_set<{self.text}>"


@frozen
class DistinctAttr(Attribute):
    id: int
    referenced: Attribute

    def __str__(self) -> str:
        ref = "" if isinstance(self.referenced, UnitAttr) else str(self.referenced)
        return f"distinct[{self.id}]<{ref}>"


# ---- locations -------------------------------------------------------------

class LocationAttr(Attribute):
    __slots__ = ()

    def file_line_col(self):
        """The first (file, line, col) found in this location, or None."""
        return None


@frozen
class UnknownLoc(LocationAttr):
    def __str__(self) -> str:
        return "loc(unknown)"

    def body(self) -> str:
        return "unknown"


@frozen
class FileLineColLoc(LocationAttr):
    """Upstream's FileLineColRange: a place, or a range from it to
    ``end_col`` on its line (``end_line`` None) or to ``end_line:end_col``;
    ``file_range`` builds it in upstream's normal form."""
    file: str
    line: int
    col: int
    end_line: Optional[int] = None
    end_col: Optional[int] = None

    def body(self) -> str:
        start = f"{escape_string(self.file)}:{self.line}:{self.col}"
        if self.end_col is None:
            return start
        return f"{start} to {'' if self.end_line is None else self.end_line}:{self.end_col}"

    def __str__(self) -> str:
        return f"loc({self.body()})"

    def file_line_col(self):
        return (self.file, self.line, self.col)


def file_range(file: str, line: int, col: int = 0, end_line=None, end_col=None) -> FileLineColLoc:
    """A range ending on its own line keeps only its end column, and one
    that ends where it starts is a place (upstream prints them so)."""
    if end_line == line:
        end_line = None
    if end_line is None and end_col == col:
        end_col = None
    return FileLineColLoc(file, line, col, end_line, end_col)


@frozen
class NameLoc(LocationAttr):
    name: str
    child: Optional[LocationAttr] = None

    def body(self) -> str:
        if self.child is None or isinstance(self.child, UnknownLoc):
            return escape_string(self.name)
        return f"{escape_string(self.name)}({self.child.body()})"

    def __str__(self) -> str:
        return f"loc({self.body()})"

    def file_line_col(self):
        return self.child.file_line_col() if self.child else None


@frozen
class CallSiteLoc(LocationAttr):
    callee: LocationAttr
    caller: LocationAttr

    def body(self) -> str:
        return f"callsite({self.callee.body()} at {self.caller.body()})"

    def __str__(self) -> str:
        return f"loc({self.body()})"

    def file_line_col(self):
        return self.callee.file_line_col() or self.caller.file_line_col()


@frozen
class FusedLoc(LocationAttr):
    locations: tuple
    metadata: Optional[Attribute] = None

    def body(self) -> str:
        md = f"<{self.metadata}>" if self.metadata is not None else ""
        return f"fused{md}[" + ", ".join(l.body() for l in self.locations) + "]"

    def __str__(self) -> str:
        return f"loc({self.body()})"

    def file_line_col(self):
        for l in self.locations:
            r = l.file_line_col()
            if r:
                return r
        return None


UNIT = UnitAttr()
TRUE = BoolAttr(True)
FALSE = BoolAttr(False)
UNKNOWN_LOC = UnknownLoc()


def fused_loc(locations, metadata: Optional[Attribute] = None) -> LocationAttr:
    """Upstream's FusedLoc::get: unknown locations dropped, repeats dropped,
    a fused location of the same metadata flattened; none left is unknown
    (or, with metadata, fused<md>[unknown]), one left without metadata is
    that location."""
    kept: dict = {}   # (an ordered set)
    for loc in locations:
        inner = loc.locations if isinstance(loc, FusedLoc) and loc.metadata == metadata else (loc,)
        for x in inner:
            if not isinstance(x, UnknownLoc):
                kept[x] = None
    if not kept:
        return UNKNOWN_LOC if metadata is None else FusedLoc((UNKNOWN_LOC,), metadata)
    if len(kept) == 1 and metadata is None:
        return next(iter(kept))
    return FusedLoc(tuple(kept), metadata)


def int_attr(v: int, t: Type = i64) -> IntegerAttr:
    return IntegerAttr(v, t)


def index_attr(v: int) -> IntegerAttr:
    return IntegerAttr(v, index)
