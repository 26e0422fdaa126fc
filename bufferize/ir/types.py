"""Builtin MLIR types: immutable, hashable, and printed in upstream's syntax.

Types are frozen value classes (``@frozen``), so equal types compare and hash equal; the parser
additionally interns them by their source text.  A dynamic dimension (`?`) is
``None`` in a shape.
"""
from __future__ import annotations

from ._frozen import frozen
from typing import Optional

DYN = None  # a dynamic size, stride or offset ("?")


class Type:
    __slots__ = ()

    def __str__(self) -> str:  # pragma: no cover - overridden
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<type {self}>"


@frozen
class IntegerType(Type):
    width: int
    signedness: str = ""  # "", "si" or "ui"

    def __str__(self) -> str:
        return f"{self.signedness or 'i'}{self.width}"


@frozen
class IndexType(Type):
    def __str__(self) -> str:
        return "index"


FLOAT_WIDTHS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f4E2M1FN": 4, "f6E2M3FN": 6, "f6E3M2FN": 6, "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8,
    "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8, "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8,
}


@frozen
class FloatType(Type):
    name: str

    @property
    def width(self) -> int:
        return FLOAT_WIDTHS[self.name]

    def __str__(self) -> str:
        return self.name


@frozen
class NoneType(Type):
    def __str__(self) -> str:
        return "none"


@frozen
class ComplexType(Type):
    element_type: Type

    def __str__(self) -> str:
        return f"complex<{self.element_type}>"


@frozen
class TupleType(Type):
    types: tuple

    def __str__(self) -> str:
        return "tuple<" + ", ".join(map(str, self.types)) + ">"


@frozen
class FunctionType(Type):
    inputs: tuple
    results: tuple

    def __str__(self) -> str:
        ins = "(" + ", ".join(map(str, self.inputs)) + ")"
        if len(self.results) == 1 and not isinstance(self.results[0], FunctionType):
            return f"{ins} -> {self.results[0]}"
        return f"{ins} -> (" + ", ".join(map(str, self.results)) + ")"


def _dims(shape, scalable=None) -> str:
    out = []
    for i, d in enumerate(shape):
        s = "?" if d is None else str(d)
        if scalable and scalable[i]:
            s = f"[{s}]"
        out.append(s + "x")
    return "".join(out)


class ShapedType(Type):
    __slots__ = ()

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def has_static_shape(self) -> bool:
        return all(d is not None for d in self.shape)

    def num_elements(self) -> Optional[int]:
        n = 1
        for d in self.shape:
            if d is None:
                return None
            n *= d
        return n


@frozen
class VectorType(ShapedType):
    shape: tuple
    element_type: Type
    scalable: tuple = ()

    def __str__(self) -> str:
        return f"vector<{_dims(self.shape, self.scalable)}{self.element_type}>"


@frozen
class RankedTensorType(ShapedType):
    shape: tuple
    element_type: Type
    encoding: object = None

    def __str__(self) -> str:
        enc = f", {self.encoding}" if self.encoding is not None else ""
        return f"tensor<{_dims(self.shape)}{self.element_type}{enc}>"


@frozen
class UnrankedTensorType(Type):
    element_type: Type

    def __str__(self) -> str:
        return f"tensor<*x{self.element_type}>"


@frozen
class MemRefType(ShapedType):
    shape: tuple
    element_type: Type
    layout: object = None        # None = identity; StridedLayoutAttr or AffineMapAttr
    memory_space: object = None  # an attribute or None

    def __str__(self) -> str:
        s = f"memref<{_dims(self.shape)}{self.element_type}"
        if self.layout is not None:
            s += f", {self.layout}"
        if self.memory_space is not None:
            s += f", {self.memory_space}"
        return s + ">"

    def with_(self, **kw) -> "MemRefType":
        d = dict(shape=self.shape, element_type=self.element_type, layout=self.layout,
                 memory_space=self.memory_space)
        d.update(kw)
        return MemRefType(**d)


@frozen
class UnrankedMemRefType(Type):
    element_type: Type
    memory_space: object = None

    def __str__(self) -> str:
        ms = f", {self.memory_space}" if self.memory_space is not None else ""
        return f"memref<*x{self.element_type}{ms}>"


@frozen
class OpaqueType(Type):
    """A dialect type kept verbatim: `!dialect.name<...>` or `!dialect<"...">`."""
    text: str

    def __str__(self) -> str:
        return self.text


# Frequently used singletons.
index = IndexType()
i1 = IntegerType(1)
i8 = IntegerType(8)
i32 = IntegerType(32)
i64 = IntegerType(64)
f32 = FloatType("f32")
f64 = FloatType("f64")


def is_tensor(t: Type) -> bool:
    return isinstance(t, (RankedTensorType, UnrankedTensorType))


def is_memref(t: Type) -> bool:
    return isinstance(t, (MemRefType, UnrankedMemRefType))


def is_int_or_index(t: Type) -> bool:
    return isinstance(t, (IntegerType, IndexType))


def element_bitwidth(t: Type) -> Optional[int]:
    if isinstance(t, IntegerType):
        return t.width
    if isinstance(t, FloatType):
        return t.width
    if isinstance(t, IndexType):
        return 64
    if isinstance(t, ComplexType):
        w = element_bitwidth(t.element_type)
        return None if w is None else 2 * w
    return None
