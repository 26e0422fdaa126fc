"""Every float type's storage: its width, how a value rounds into it and
its bit pattern, as LLVM's APFloat semantics define them.

f16, f32 and f64 are IEEE types that ``struct`` packs; bf16 is f32's upper
half. The 4-, 6- and 8-bit types of MLIR (``f8E4M3FN``, ``f4E2M1FN``,
``f8E8M0FNU``...) differ in more than their sizes: some have no infinity
(an overflow becomes NaN, or saturates where there is no NaN either), no
negative zero (``FNUZ``) or no sign at all (``E8M0``). ``ml_dtypes`` (made
for exactly these formats, imported only when one is used) rounds and
packs them; a value of any type here is held as a Python float.

Upstream reads a decimal literal as a double and converts it to the type
(ties to even); ``round_small`` does the same.
"""
from __future__ import annotations

import math
import struct
from functools import lru_cache

_STRUCT = {"f16": "<e", "f32": "<f", "f64": "<d"}

# MLIR's name -> ml_dtypes' name of the small formats
_ML = {
    "f8E5M2": "float8_e5m2", "f8E4M3": "float8_e4m3", "f8E4M3FN": "float8_e4m3fn",
    "f8E5M2FNUZ": "float8_e5m2fnuz", "f8E4M3FNUZ": "float8_e4m3fnuz",
    "f8E4M3B11FNUZ": "float8_e4m3b11fnuz", "f8E3M4": "float8_e3m4",
    "f4E2M1FN": "float4_e2m1fn", "f6E2M3FN": "float6_e2m3fn", "f6E3M2FN": "float6_e3m2fn",
    "f8E8M0FNU": "float8_e8m0fnu",
}
SMALL = frozenset(_ML)

# bits in storage (the hex literal's digits) of each type handled here
WIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, **{n: 8 for n in _ML}}
_BITS = {n: int(n[1]) for n in _ML}   # 4, 6 or 8 significant bits of the pattern
# IEEE-like types (an all-ones exponent is infinity or NaN): (exponent bits,
# mantissa bits).  A NaN's payload is kept left-aligned in the f64 NaN that
# holds it, as APFloat converts it, so a NaN literal prints back as written.
# (A signalling NaN stays one: a C float's conversion to double would quiet it.)
_IEEE = {"f32": (8, 23), "f16": (5, 10), "bf16": (8, 7), "f8E5M2": (5, 2), "f8E4M3": (4, 3),
         "f8E3M4": (3, 4)}
_F64_NAN = 0x7FF << 52


@lru_cache(maxsize=None)
def _dtype(name: str):
    import ml_dtypes
    import numpy as np
    return np.dtype(getattr(ml_dtypes, _ML[name]))


def round_small(value: float, name: str) -> float:
    """``value`` in the small type ``name`` (ties to even), as a Python float:
    NaN or the largest value where it is too large, as the type defines.
    (``apfloat.in_format`` rounds the other types.)"""
    if name == "f8E8M0FNU":   # APFloat keeps a sign it cannot store, and has no zero
        if value == 0:
            return 2.0 ** -127
        if value != value:
            return value
        sign, value = value, abs(value)
    else:
        sign = 1.0
    import numpy as np
    return math.copysign(1.0, sign) * float(np.array(value, dtype=np.float64).astype(_dtype(name)).astype(np.float64))


def _f64_bits(value: float) -> int:
    return int.from_bytes(struct.pack("<d", value), "little")


def round_array(arr, name: str):
    """The float array (or numpy scalar) ``arr`` rounded to type ``name``,
    kept in a float32 array (the interpreter's storage of the small types)."""
    import numpy as np
    a = np.asarray(arr, dtype=np.float32)
    if name == "bf16":
        bits = a.view(np.uint32).astype(np.uint64)
        rounded = ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000).astype(np.uint32).view(np.float32)
        out = np.where(np.isnan(a), a, rounded)
    elif name in _ML:
        out = np.asarray(arr, dtype=np.float64).astype(_dtype(name)).astype(np.float32)
    else:
        out = a
    return out[()] if out.ndim == 0 else out


def to_bits(value: float, name: str) -> int:
    """The bit pattern of ``value``, a value of type ``name`` (a small type's
    value is rounded to it first)."""
    if name in _IEEE and value != value:
        e, m = _IEEE[name]
        f = _f64_bits(value)
        payload = (f & ((1 << 52) - 1)) >> (52 - m) or 1 << (m - 1)
        return (f >> 63) << (e + m) | ((1 << e) - 1) << m | payload
    if name in _STRUCT:
        code = _STRUCT[name]
        return int.from_bytes(struct.pack(code, value), "little")
    if name == "bf16":
        bits = int.from_bytes(struct.pack("<f", value), "little")
        return (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 & 0xFFFF
    import numpy as np
    if name == "f8E8M0FNU":
        value = abs(value)
    return int(np.array(value, dtype=np.float64).astype(_dtype(name)).view(np.uint8)) & ((1 << _BITS[name]) - 1)


def from_bits(bits: int, name: str) -> float:
    """The value of bit pattern ``bits`` (masked to the type's width) of type ``name``."""
    if name in _IEEE:
        e, m = _IEEE[name]
        bits &= (1 << (1 + e + m)) - 1
        if bits >> m & ((1 << e) - 1) == (1 << e) - 1 and bits & ((1 << m) - 1):
            payload = (bits & ((1 << m) - 1)) << (52 - m)
            f = (bits >> (e + m)) << 63 | _F64_NAN | payload
            return struct.unpack("<d", f.to_bytes(8, "little"))[0]
    if name in _STRUCT:
        size = struct.calcsize(_STRUCT[name])
        return struct.unpack(_STRUCT[name], (bits & ((1 << 8 * size) - 1)).to_bytes(size, "little"))[0]
    if name == "bf16":
        return struct.unpack("<f", ((bits & 0xFFFF) << 16).to_bytes(4, "little"))[0]
    import numpy as np
    return float(np.array(bits & ((1 << _BITS[name]) - 1), dtype=np.uint8).view(_dtype(name)).astype(np.float64))
