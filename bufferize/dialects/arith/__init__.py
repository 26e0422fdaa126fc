"""arith: constant, integer/float binary ops, negf, cmpi/cmpf, select, casts,
and the *_extended ops.

Flag properties are kept as canonical ``OpaqueAttr`` text, exactly as upstream
prints them in generic form: ``#arith.fastmath<nnan,ninf>``,
``#arith.overflow<nsw, nuw>``.  Enum properties (``predicate``,
``roundingmode``) are ``IntegerAttr`` (i64 / i32), as upstream stores them.
"""
from __future__ import annotations

from .attrs import (  # noqa: F401
    CASTS,
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    COMMUTATIVE_OPS,
    FASTMATH_ALL,
    FASTMATH_BITS,
    FLAGS,
    FLOAT_BINOPS,
    FOLDERS,
    INT_BINOPS,
    OVERFLOW_BITS,
    OVERFLOW_OPS,
    ROUNDING_MODES,
    fastmath_attr,
    fastmath_bits,
    fastmath_text,
    flag_bits,
    is_bool_like,
    is_float_like,
    is_int_like,
    is_signless_int,
    overflow_attr,
    overflow_bits,
    overflow_text,
)
from .syntax import (  # noqa: F401
    constant_text,
    constant_type,
)
from .verify import (  # noqa: F401
    check_counts,
    check_flag_prop,
    check_kind,
    check_same_types,
)
from .dialect import (  # noqa: F401
    DIALECT,
)
from . import canonicalize as _canonicalize  # noqa: F401  (registers the patterns)
from .fold import (  # noqa: F401
    SCALAR_FOLDERS,
    const_attr,
    const_float,
    const_int,
    float_attr_of,
    int_attr_of,
    materialize_arith_constant,
)
