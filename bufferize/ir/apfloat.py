"""Floats printed digit for digit as upstream prints them: LLVM's
``APFloat::toString`` and MLIR's ``printFloatValue``.

Upstream first tries six digits in scientific form and keeps them if they
read back as the same value; else the shortest form the type needs; else
hex.  Its six digits are not C's ``%.6e``: ``toString`` first drops decimal
digits by truncation (``AdjustToPrecision`` on the integer significand keeps
about 20 bits) and only then rounds half up on one digit, so the f32 nearest
to 1e-5 prints as ``9.99999974E-6`` (its six digits, ``9.999990e-06``, do not
read back).  The value is taken in its type's precision; the read-back rounds
the decimal text exactly (to nearest, ties to even) in that type.
"""
from __future__ import annotations

import math
import struct
from functools import lru_cache

from .float_formats import SMALL, round_small

INF = float("inf")
_STRUCT = {"f32": "<f", "f16": "<e"}

# precision (significand bits, with the implicit one) and minimum exponent
SEMANTICS = {"f16": (11, -14), "bf16": (8, -126), "tf32": (11, -126), "f32": (24, -126),
             "f64": (53, -1022),
             # the small types (float_formats.py rounds them): 1 - bias is the minimum exponent
             "f8E5M2": (3, -14), "f8E4M3": (4, -6), "f8E4M3FN": (4, -6), "f8E3M4": (5, -2),
             "f8E5M2FNUZ": (3, -15), "f8E4M3FNUZ": (4, -7), "f8E4M3B11FNUZ": (4, -10),
             "f4E2M1FN": (2, 0), "f6E2M3FN": (4, 0), "f6E3M2FN": (3, -2), "f8E8M0FNU": (1, -127)}


def _digits(value: float, precision: int, format_precision: int) -> tuple:
    """(digit string, most significant first, decimal exponent) with
    value == int(digits) * 10**exp, after toString's truncation and rounding."""
    n, d = abs(value).as_integer_ratio()
    e = 1 - d.bit_length()          # d is a power of two
    tz = (n & -n).bit_length() - 1
    n >>= tz
    e += tz
    if e >= 0:
        sig, exp = n << e, 0
    else:
        sig, exp = n * 5 ** (-e), e
    if not format_precision:
        format_precision = 2 + precision * 59 // 196
    bits = sig.bit_length()
    required = (format_precision * 196 + 58) // 59
    if bits > required:
        removable = (bits - required) * 59 // 196
        if removable:
            exp += removable
            sig //= 10 ** removable
    digits = str(sig)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    n_digits = len(digits)
    if n_digits > format_precision:
        first = n_digits - format_precision        # digits dropped from the right
        if digits[n_digits - first] < "5":
            kept = digits[:format_precision].rstrip("0")
            exp += n_digits - len(kept)
            digits = kept
        else:
            kept = str(int(digits[:format_precision]) + 1)
            if len(kept) > format_precision:      # carried through: one digit
                exp += n_digits
                digits = "1"
            else:
                stripped = kept.rstrip("0")
                exp += first + len(kept) - len(stripped)
                digits = stripped
    return digits, exp, format_precision


def to_string(value: float, precision: int, format_precision: int = 0, max_padding: int = 3,
              truncate_zero: bool = True) -> str:
    """``APFloat::toString`` of a finite value."""
    sign = "-" if value < 0 or (value == 0 and str(value).startswith("-")) else ""
    if value == 0:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * max(format_precision - 1, 0) + "e+00"
    digits, exp, format_precision = _digits(value, precision, format_precision)
    n = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or n + exp > format_precision
    else:
        msd = exp + n - 1
        scientific = msd < 0 and -msd > max_padding
    if scientific:
        exp += n - 1
        mant = digits[0] + "."
        mant += "0" if n == 1 and truncate_zero else digits[1:]
        if not truncate_zero and format_precision > n - 1:
            mant += "0" * (format_precision - n + 1)
        ex = str(abs(exp))
        if not truncate_zero and len(ex) < 2:
            ex = "0" + ex
        return f"{sign}{mant}{'E' if truncate_zero else 'e'}{'+' if exp >= 0 else '-'}{ex}"
    if exp >= 0:
        return sign + digits + "0" * exp
    whole = exp + n
    if whole > 0:
        return sign + digits[:whole] + "." + digits[whole:]
    return sign + "0." + "0" * (-whole) + digits


def round_to(fr, precision: int, emin: int):
    """``fr`` rounded to the nearest value of the format (ties to even); no
    overflow check (the caller compares with a finite value)."""
    from fractions import Fraction   # here: fractions imports decimal, ~2 ms of every start-up
    if fr == 0:
        return fr
    sign = -1 if fr < 0 else 1
    a = abs(fr)
    k = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** k > a:
        k -= 1
    e = max(k, emin) - (precision - 1)
    scaled = a / Fraction(2) ** e
    m = scaled.numerator // scaled.denominator
    rest = scaled - m
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and m % 2):
        m += 1
    return sign * m * Fraction(2) ** e


def in_format(value: float, type_name: str) -> float:
    """``value`` rounded to the type (an infinity beyond its largest finite
    value, as upstream's parser gives)."""
    if type_name not in SEMANTICS or type_name == "f64" or value != value:
        return value
    if type_name in SMALL:   # no infinity in most: overflow and infinities are the type's to define
        return round_small(value, type_name)
    if value in (INF, -INF):
        return value
    code = _STRUCT.get(type_name)
    if code is not None:   # the common types: struct rounds as IEEE does, and says when it overflows
        try:
            return struct.unpack(code, struct.pack(code, value))[0]
        except OverflowError:
            return INF if value > 0 else -INF
    from fractions import Fraction
    precision, emin = SEMANTICS[type_name]
    r = round_to(Fraction(value), precision, emin)
    largest = (2 - Fraction(2) ** (1 - precision)) * Fraction(2) ** (1 - emin)
    if abs(r) > largest:
        return INF if r > 0 else -INF
    return math.copysign(float(r), value)


def format_value(value: float, type_name: str):
    """MLIR's ``printFloatValue`` of a finite value in the type: the text, or
    None where upstream falls back to hex."""
    if value == 0:   # apart: the cache would not tell -0.0 from 0.0
        return ("-" if math.copysign(1.0, value) < 0 else "") + "0.000000e+00"
    return _format_nonzero(value, type_name)


@lru_cache(maxsize=4096)
def _format_nonzero(value: float, type_name: str):
    from fractions import Fraction
    precision, emin = SEMANTICS.get(type_name, SEMANTICS["f64"])
    text = to_string(value, precision, 6, 0, False)
    if round_to(Fraction(text), precision, emin) == Fraction(value):
        return text
    text = to_string(value, precision)
    return text if "." in text else None
