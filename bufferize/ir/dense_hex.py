"""Dense element storage as upstream keeps it: raw little-endian element
buffers, read and written as `dense<"0x...">` hex (attributes.py's
DenseElementsAttr and DenseBlobAttr use it)."""
from __future__ import annotations

import binascii
import re
import struct
from typing import Optional

from .float_formats import SMALL, from_bits, to_bits
from .types import FloatType, IndexType, IntegerType, i1


_HEX_BLOB = re.compile(r"0x(?:[0-9a-fA-F]{2})+")   # (upstream reads whole bytes only)


def is_hex_blob(s: str) -> bool:
    """Whether a dense literal's string is `0x` and hex digits, two per byte."""
    if len(s) < 4096:
        return _HEX_BLOB.fullmatch(s) is not None
    try:   # a model's weights: binascii checks them four times faster than the regex
        binascii.unhexlify(s[2:])   # (an odd length: binascii.Error; beyond ASCII: ValueError)
    except (binascii.Error, ValueError):
        return False
    return s.startswith("0x")


def upper_hex(blob: str) -> bool:
    """Whether the digits of ``blob`` (after its `0x`) have no lowercase letter."""
    return not any(c in blob for c in "abcdef")


_FLOAT_FMT = {"f16": "e", "f32": "f", "f64": "d"}


def _codec(et):
    """(bytes per element, decode(bytes) -> value, encode(value) -> bytes), or None."""
    if isinstance(et, FloatType):
        if et.name in _FLOAT_FMT:
            fmt = "<" + _FLOAT_FMT[et.name]
            size = struct.calcsize(fmt)
            return size, (lambda b: struct.unpack(fmt, b)[0]), (lambda v: struct.pack(fmt, v))
        if et.name == "bf16":
            return (2, lambda b: struct.unpack("<f", b"\0\0" + b)[0],
                    lambda v: struct.pack("<f", v)[2:])
        if et.name in SMALL:   # one byte each, as upstream stores them
            name = et.name
            return 1, (lambda b: from_bits(b[0], name)), (lambda v: bytes((to_bits(v, name),)))
        return None
    if isinstance(et, (IntegerType, IndexType)):
        w = 64 if isinstance(et, IndexType) else et.width
        if w <= 1:
            return None
        size = (w + 7) // 8
        unsigned = getattr(et, "signedness", "") == "ui"

        def dec(b):
            v = int.from_bytes(b, "little") & ((1 << w) - 1)
            return v - (1 << w) if not unsigned and v >> (w - 1) else v
        return size, dec, (lambda v: (v & ((1 << (size * 8)) - 1)).to_bytes(size, "little"))
    return None


_INT_FMT = {(8, False): "b", (16, False): "h", (32, False): "i", (64, False): "q",
            (8, True): "B", (16, True): "H", (32, True): "I", (64, True): "Q"}


def _bulk_format(et) -> Optional[str]:
    """The struct code that reads or writes every element in one call."""
    if isinstance(et, FloatType):
        return _FLOAT_FMT.get(et.name)
    if isinstance(et, IndexType):
        return "q"
    if isinstance(et, IntegerType):
        return _INT_FMT.get((et.width, getattr(et, "signedness", "") == "ui"))
    return None


def decode_dense_hex(blob: str, type) -> Optional[tuple]:
    """The elements of `dense<"0x...">` for ``type``: ``(values, splat)``;
    None if the element type has no known storage, ValueError if the size is wrong."""
    data = bytes.fromhex(blob[2:])
    et = getattr(type, "element_type", None)
    n = type.num_elements() if hasattr(type, "num_elements") else None
    if n is None:
        return None
    if et == i1:
        if len(data) == 1 and data[0] in (0, 0xFF):
            return (bool(data[0]),), True
        if len(data) * 8 != (n + 7) // 8 * 8:
            raise ValueError
        return tuple(bool(data[k // 8] >> (k % 8) & 1) for k in range(n)), n == 1
    parts = 2 if hasattr(et, "element_type") and not isinstance(et, (IntegerType, FloatType)) else 1
    codec = _codec(getattr(et, "element_type", None) if parts == 2 else et)
    if codec is None:
        return None
    size, dec, _ = codec
    step = size * parts
    if len(data) == step:
        count, splat = 1, True
    elif len(data) == step * n:
        # A splat when every element has the same bits (upstream compares raw
        # data: 0.0 and -0.0 differ, a NaN equals itself).
        splat = n == 1 or data == data[:step] * n
        count = 1 if splat else n
    else:
        raise ValueError
    inner = getattr(et, "element_type", None) if parts == 2 else et
    code = _bulk_format(inner)
    if code is not None:
        flat = struct.unpack(f"<{count * parts}{code}", data[:count * step])
        return (flat if parts == 1 else tuple(zip(flat[0::2], flat[1::2]))), splat
    vals = []
    for k in range(count):
        chunk = data[k * step:(k + 1) * step]
        if parts == 2:
            vals.append((dec(chunk[:size]), dec(chunk[size:])))
        else:
            vals.append(dec(chunk))
    return tuple(vals), splat


def encode_dense_hex(values, et) -> Optional[str]:
    if et == i1:
        data = bytearray((len(values) + 7) // 8)
        for k, v in enumerate(values):
            if v:
                data[k // 8] |= 1 << (k % 8)
        return "0x" + data.hex().upper()
    parts = 2 if values and isinstance(values[0], tuple) else 1
    codec = _codec(getattr(et, "element_type", None) if parts == 2 else et)
    if codec is None:
        return None
    code = _bulk_format(getattr(et, "element_type", None) if parts == 2 else et)
    if code is not None:
        flat = values if parts == 1 else [x for v in values for x in v]
        try:
            return "0x" + struct.pack(f"<{len(flat)}{code}", *flat).hex().upper()
        except (struct.error, OverflowError):
            pass   # out of the code's range: element by element, masked
    enc = codec[2]
    out = []
    for v in values:
        if parts == 2:
            out.append(enc(v[0]) + enc(v[1]))
        else:
            out.append(enc(v))
    return "0x" + b"".join(out).hex().upper()


def decode_resource_blob(blob: str, type) -> tuple:
    """The elements of a `dense_resource` blob for ``type``: `0x`, four bytes
    of alignment, then the elements as `dense<"0x...">` stores them (an i1
    takes a byte, as upstream's DenseBoolResourceElementsAttr keeps bools).
    ValueError saying why when the blob does not hold them."""
    et = getattr(type, "element_type", None)
    n = type.num_elements() if hasattr(type, "num_elements") else None
    if len(blob) < 10 or n is None:
        raise ValueError("it has no 4-byte alignment header" if n is not None else f"'{type}' has no static shape")
    data = bytes.fromhex(blob[10:])
    size = 1 if et == i1 else None
    if size is None:
        complex_ = hasattr(et, "element_type") and not isinstance(et, (IntegerType, FloatType))
        codec = _codec(et.element_type if complex_ else et)
        if codec is None:
            raise ValueError(f"elements of type '{et}' have no known storage")
        size = codec[0] * (2 if complex_ else 1)
    if len(data) != n * size:
        raise ValueError(f"it holds {len(data)} bytes of data where '{type}' needs {n * size}")
    if n == 0:
        return ()
    if et == i1:
        return tuple(b != 0 for b in data)
    values, splat = decode_dense_hex("0x" + data.hex(), type)
    return values * n if splat else values
