"""Memref layouts: the strides and offset of a memref type (upstream
getStridesAndOffset) and the dynamic-size sentinel of static_* arrays."""
from __future__ import annotations

from . import attributes as A, types as T

DYNAMIC = -9223372036854775808  # ShapedType::kDynamic (INT64_MIN) in static_offsets/sizes/strides


def strides_and_offset(t: T.MemRefType):
    """(strides, offset) of a memref type with identity or strided layout
    (None = dynamic), or None if the layout is an arbitrary affine map."""
    if t.layout is None:
        strides, acc = [], 1
        for d in reversed(t.shape):
            strides.append(acc)
            if acc is not None:
                acc = None if d is None else acc * d
        return list(reversed(strides)), 0
    if isinstance(t.layout, A.StridedLayoutAttr):
        return list(t.layout.strides), t.layout.offset
    if isinstance(t.layout, A.AffineMapAttr):
        return _affine_strides_and_offset(t.layout.map, t.rank)
    return None


def _affine_strides_and_offset(m, rank):
    """Upstream's getStridesAndOffset for an affine-map layout: a single-result
    map that is linear in the dims, `d0 * s0 + d1 * s1 + off` (a symbol makes
    its stride or the offset dynamic); None for anything else."""
    if m.is_identity():
        return strides_and_offset(T.MemRefType(tuple([1] * rank), T.f32))[0], 0
    if len(m.results) != 1:
        return None

    def linear(e):  # -> (coefficient per dim (None = dynamic), constant (None = dynamic))
        k = e[0]
        if k == "d":
            return {e[1]: 1}, 0
        if k == "s":
            return {}, None
        if k == "c":
            return {}, e[1]
        if k not in ("+", "*"):
            raise ValueError
        (ca, a), (cb, b) = linear(e[1]), linear(e[2])
        if k == "+":
            co = dict(ca)
            for d, v in cb.items():
                co[d] = None if d in co and (co[d] is None or v is None) else (co.get(d, 0) + v if v is not None
                                                                               else None)
            return co, (None if a is None or b is None else a + b)
        if ca and cb:
            raise ValueError  # not linear
        if cb:
            ca, a, cb, b = cb, b, ca, a
        # ca * b: b is a constant (or dynamic); a zero times anything is zero
        return {d: (0 if v == 0 else None if v is None or b is None else v * b) for d, v in ca.items()}, \
            (0 if a == 0 else None if a is None or b is None else a * b)

    try:
        coeffs, off = linear(m.results[0])
    except ValueError:
        return None
    return [coeffs.get(i, 0) for i in range(rank)], off


# ---- canonical layouts (upstream MemRefType::canonicalizeStridedLayout) ------------------------

def strided_map(strides, offset, rank: int):
    """Upstream's makeStridedLinearLayoutMap: ``offset + d0 * stride0 + ...``
    with a new symbol for a dynamic offset, then for each dynamic stride."""
    from .affine import AffineMap
    n = 0
    if offset is None:
        expr, n = ("s", 0), 1
    else:
        expr = ("c", offset)
    for i, s in enumerate(strides):
        if s is None:
            m, n = ("s", n), n + 1
        else:
            m = ("c", s)
        expr = ("+", expr, ("*", ("d", i), m))
    return AffineMap(rank, n, (expr,))


def canonical_strided(t: T.MemRefType) -> T.MemRefType:
    """``t`` with its layout as upstream's canonicalizeStridedLayout leaves
    it: no layout when it is the contiguous row-major one, else the affine map
    simplified (what the memref verifiers compare and print)."""
    from .affine import AffineMap
    layout = t.layout
    if layout is None:
        return t
    if isinstance(layout, A.StridedLayoutAttr):
        m = strided_map(layout.strides, layout.offset, t.rank)
    elif isinstance(layout, A.AffineMapAttr):
        m = layout.map
    else:
        return t
    if m.is_identity() or len(m.results) > 1:
        return t
    if m.num_dims == 0 and m.num_symbols == 0:
        return T.MemRefType(t.shape, t.element_type, None, t.memory_space) if m.results[0] == ("c", 0) else t
    if not t.shape:
        return t
    simplified = _simplified(m.results[0], m.num_dims, m.num_symbols)
    if _simplified(_contiguous_expr(t.shape), t.rank, 0) == simplified:
        return T.MemRefType(t.shape, t.element_type, None, t.memory_space)
    return T.MemRefType(t.shape, t.element_type, A.AffineMapAttr(AffineMap(m.num_dims, m.num_symbols, (simplified,))),
                        t.memory_space)


def _contiguous_expr(shape):
    """Upstream's makeCanonicalStridedLayoutExpr: row-major strides, a symbol
    for each stride outside a dynamic size."""
    expr, running, poisoned, n = None, 1, False, 0
    for i in reversed(range(len(shape))):
        if poisoned:
            stride, n = ("s", n), n + 1
        else:
            stride = ("c", running)
        term = ("*", ("d", i), stride)
        expr = term if expr is None else ("+", expr, term)
        if shape[i] is not None and shape[i] > 0:
            running *= shape[i]
        else:
            poisoned = True
    return expr


def _simplified(e, num_dims: int, num_symbols: int):
    """Upstream's simplifyAffineExpr for what layouts hold: a linear
    expression (a sum of dims and symbols times constants) in its flat
    canonical order (dims, symbols, constant); anything else (a dim times a
    symbol) through the simplifying constructors only."""
    from .affine_expr import add, const, mul, rebuild
    coeffs = _linear(e, num_dims, num_symbols)
    if coeffs is None:
        return rebuild(e)
    expr = const(0)
    for j, c in enumerate(coeffs[:-1]):
        if c:
            expr = add(expr, mul(("d", j) if j < num_dims else ("s", j - num_dims), const(c)))
    return add(expr, const(coeffs[-1])) if coeffs[-1] else expr


def _linear(e, num_dims: int, num_symbols: int):
    """Coefficients of the dims, the symbols and the constant, or None."""
    k = e[0]
    out = [0] * (num_dims + num_symbols + 1)
    if k == "d":
        out[e[1]] = 1
    elif k == "s":
        out[num_dims + e[1]] = 1
    elif k == "c":
        out[-1] = e[1]
    elif k == "+":
        a, b = _linear(e[1], num_dims, num_symbols), _linear(e[2], num_dims, num_symbols)
        if a is None or b is None:
            return None
        out = [x + y for x, y in zip(a, b)]
    elif k == "*":
        a, b = _linear(e[1], num_dims, num_symbols), _linear(e[2], num_dims, num_symbols)
        if a is None or b is None:
            return None
        if not any(b[:-1]):
            out = [x * b[-1] for x in a]
        elif not any(a[:-1]):
            out = [x * a[-1] for x in b]
        else:
            return None
    else:
        return None
    return out
