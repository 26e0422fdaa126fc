"""The convolution, pooling, mmt4d and quantized named ops of upstream's
OpDSL spec (LinalgNamedStructuredOps.yaml, LLVM 22) as data.

One line per op states the facts of the spec:

    "conv_1d_nwc_wcf": ("n ow f kw c", "n, ow*S0+kw*D0, c | kw, c, f -> n, ow, f", "mac"),

* the loop dimensions in the spec's `domain` order (d0, d1, ...);
* each operand's index expressions: inputs separated by `|`, then `->`
  and the output.  A term is a loop name, optionally times `S<i>`
  (`strides[i]`) or `D<i>` (`dilations[i]`), terms joined by `+`;
* the payload kind (see ``BODIES``): `mac` is `O += cast(I) * cast(K)`,
  `mac_q` the same with zero points (two scalar ins after the tensors),
  `sum` is `O += cast(I)`, `max` / `min` (and `_u` unsigned) reduce the
  window into `O`.

A loop is `parallel` when the output indexes it, else `reduction` (OpDSL's
rule).  The indexing maps are built per op from its `strides` and
`dilations` (default all 1), simplified as upstream's builder does
(`d1 * 1 + d4 * 1` is `d1 + d4`), and memoized on the op as
`linalg.memoized_indexing_maps` like upstream.
"""
from __future__ import annotations

from functools import lru_cache

from ...ir import attributes as A, types as T
from ...ir.affine import AffineMap
from .base import SpecDefaults
from .payload import _binary, _cast

# name: (domain, operand index expressions, payload kind)
_SPECS = {
    "mmt4d": ("m n k m0 n0 k0", "m, k, m0, k0 | n, k, n0, k0 -> m, n, m0, n0", "mac"),
    "batch_mmt4d": ("b m n k m0 n0 k0", "b, m, k, m0, k0 | b, n, k, n0, k0 -> b, m, n, m0, n0", "mac"),
    "quantized_matmul": ("m n k", "m, k | k, n -> m, n", "mac_q"),
    "quantized_batch_matmul": ("b m n k", "b, m, k | b, k, n -> b, m, n", "mac_q"),
    "conv_1d": ("ow kw", "ow+kw | kw -> ow", "mac"),
    "conv_2d": ("oh ow kh kw", "oh+kh, ow+kw | kh, kw -> oh, ow", "mac"),
    "conv_3d": ("od oh ow kd kh kw", "od+kd, oh+kh, ow+kw | kd, kh, kw -> od, oh, ow", "mac"),
    "conv_1d_nwc_wcf": ("n ow f kw c", "n, ow*S0+kw*D0, c | kw, c, f -> n, ow, f", "mac"),
    "conv_1d_ncw_fcw": ("n f ow c kw", "n, c, ow*S0+kw*D0 | f, c, kw -> n, f, ow", "mac"),
    "conv_2d_nhwc_hwcf": ("n oh ow f kh kw c",
                          "n, oh*S0+kh*D0, ow*S1+kw*D1, c | kh, kw, c, f -> n, oh, ow, f", "mac"),
    "conv_2d_nhwc_fhwc": ("n oh ow f kh kw c",
                          "n, oh*S0+kh*D0, ow*S1+kw*D1, c | f, kh, kw, c -> n, oh, ow, f", "mac"),
    "conv_2d_nhwc_hwcf_q": ("n oh ow f kh kw c",
                            "n, oh*S0+kh*D0, ow*S1+kw*D1, c | kh, kw, c, f -> n, oh, ow, f", "mac_q"),
    "conv_2d_nhwc_fhwc_q": ("n oh ow f kh kw c",
                            "n, oh*S0+kh*D0, ow*S1+kw*D1, c | f, kh, kw, c -> n, oh, ow, f", "mac_q"),
    "conv_2d_nchw_fchw_q": ("n f oh ow c kh kw",
                            "n, c, oh*S0+kh*D0, ow*S1+kw*D1 | f, c, kh, kw -> n, f, oh, ow", "mac_q"),
    "conv_2d_nchw_fchw": ("n f oh ow c kh kw",
                          "n, c, oh*S0+kh*D0, ow*S1+kw*D1 | f, c, kh, kw -> n, f, oh, ow", "mac"),
    "conv_2d_ngchw_fgchw": ("n g fg oh ow c kh kw",
                            "n, g, c, oh*S0+kh*D0, ow*S1+kw*D1 | fg, g, c, kh, kw -> n, g, fg, oh, ow", "mac"),
    "conv_2d_ngchw_gfchw": ("n g fg oh ow c kh kw",
                            "n, g, c, oh*S0+kh*D0, ow*S1+kw*D1 | g, fg, c, kh, kw -> n, g, fg, oh, ow", "mac"),
    "conv_2d_nhwgc_gfhwc": ("n oh ow g fg kh kw c",
                            "n, oh*S0+kh*D0, ow*S1+kw*D1, g, c | g, fg, kh, kw, c -> n, oh, ow, g, fg", "mac"),
    "conv_2d_nhwgc_gfhwc_q": ("n oh ow g fg kh kw c",
                              "n, oh*S0+kh*D0, ow*S1+kw*D1, g, c | g, fg, kh, kw, c -> n, oh, ow, g, fg",
                              "mac_q"),
    "conv_2d_ngchw_gfchw_q": ("n g fg oh ow c kh kw",
                              "n, g, c, oh*S0+kh*D0, ow*S1+kw*D1 | g, fg, c, kh, kw -> n, g, fg, oh, ow",
                              "mac_q"),
    "conv_3d_ndhwc_dhwcf": ("n od oh ow f kd kh kw c",
                            "n, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2, c | kd, kh, kw, c, f -> n, od, oh, ow, f",
                            "mac"),
    "conv_3d_ndhwc_dhwcf_q": ("n od oh ow f kd kh kw c",
                              "n, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2, c | kd, kh, kw, c, f"
                              " -> n, od, oh, ow, f", "mac_q"),
    "conv_3d_ncdhw_fcdhw": ("n f od oh ow c kd kh kw",
                            "n, c, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2 | f, c, kd, kh, kw -> n, f, od, oh, ow",
                            "mac"),
    "depthwise_conv_1d_nwc_wc": ("n ow ic kw", "n, ow*S0+kw*D0, ic | kw, ic -> n, ow, ic", "mac"),
    "depthwise_conv_1d_ncw_cw": ("n ow ic kw", "n, ic, ow*S0+kw*D0 | ic, kw -> n, ic, ow", "mac"),
    "depthwise_conv_1d_nwc_wcm": ("n ow ic cm kw", "n, ow*S0+kw*D0, ic | kw, ic, cm -> n, ow, ic, cm", "mac"),
    "depthwise_conv_2d_nhwc_hwc": ("n oh ow ic kh kw",
                                   "n, oh*S0+kh*D0, ow*S1+kw*D1, ic | kh, kw, ic -> n, oh, ow, ic", "mac"),
    "depthwise_conv_2d_nchw_chw": ("n oh ow ic kh kw",
                                   "n, ic, oh*S0+kh*D0, ow*S1+kw*D1 | ic, kh, kw -> n, ic, oh, ow", "mac"),
    "depthwise_conv_2d_nhwc_hwc_q": ("n oh ow ic kh kw",
                                     "n, oh*S0+kh*D0, ow*S1+kw*D1, ic | kh, kw, ic -> n, oh, ow, ic", "mac_q"),
    "depthwise_conv_2d_nhwc_hwcm": ("n oh ow ic cm kh kw",
                                    "n, oh*S0+kh*D0, ow*S1+kw*D1, ic | kh, kw, ic, cm -> n, oh, ow, ic, cm", "mac"),
    "depthwise_conv_2d_nhwc_hwcm_q": ("n oh ow ic cm kh kw",
                                      "n, oh*S0+kh*D0, ow*S1+kw*D1, ic | kh, kw, ic, cm -> n, oh, ow, ic, cm",
                                      "mac_q"),
    "depthwise_conv_3d_ndhwc_dhwc": ("n od oh ow kd kh kw ic",
                                     "n, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2, ic | kd, kh, kw, ic"
                                     " -> n, od, oh, ow, ic", "mac"),
    "depthwise_conv_3d_ncdhw_cdhw": ("n od oh ow kd kh kw ic",
                                     "n, ic, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2 | ic, kd, kh, kw"
                                     " -> n, ic, od, oh, ow", "mac"),
    "depthwise_conv_3d_ndhwc_dhwcm": ("n od oh ow cm kd kh kw ic",
                                      "n, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2, ic | kd, kh, kw, ic, cm"
                                      " -> n, od, oh, ow, ic, cm", "mac"),
}

_POOL_2D = {"nhwc": ("n oh ow c kh kw", "n, oh*S0+kh*D0, ow*S1+kw*D1, c | kh, kw -> n, oh, ow, c"),
            "nchw": ("n c oh ow kh kw", "n, c, oh*S0+kh*D0, ow*S1+kw*D1 | kh, kw -> n, c, oh, ow"),
            "nwc": ("n ow c kw", "n, ow*S0+kw*D0, c | kw -> n, ow, c"),
            "ncw": ("n c ow kw", "n, c, ow*S0+kw*D0 | kw -> n, c, ow"),
            "ndhwc": ("n od oh ow c kd kh kw",
                      "n, od*S0+kd*D0, oh*S1+kh*D1, ow*S2+kw*D2, c | kd, kh, kw -> n, od, oh, ow, c")}
# pooling_<layout>_<kind> as upstream defines them (not every combination exists)
_POOLS = ("nhwc_sum nchw_sum nhwc_max nhwc_max_unsigned nchw_max nhwc_min nhwc_min_unsigned nwc_sum ncw_sum "
          "nwc_max nwc_max_unsigned ncw_max nwc_min nwc_min_unsigned ndhwc_sum ndhwc_max ndhwc_min")
for _p in _POOLS.split():
    _layout, _kind = _p.split("_", 1)
    _SPECS["pooling_" + _p] = _POOL_2D[_layout] + (_kind.replace("unsigned", "u"),)


# ---- payloads ---------------------------------------------------------------------

def _mac(b, args, unsigned=False):
    out = args[-1].type
    x, y = _cast(b, args[0], out, unsigned), _cast(b, args[1], out, unsigned)
    return [_binary(b, "add", args[-1], _binary(b, "mul", x, y))]


def _mac_q(b, args):
    """C += (cast(A) - cast(AZp)) * (cast(B) - cast(BZp))."""
    out = args[-1].type
    x = _binary(b, "sub", _cast(b, args[0], out), _cast(b, args[2], out))
    y = _binary(b, "sub", _cast(b, args[1], out), _cast(b, args[3], out))
    return [_binary(b, "add", args[-1], _binary(b, "mul", x, y))]


def _reduce(fn, unsigned=False):
    def body(b, args):
        return [_binary(b, fn, args[-1], _cast(b, args[0], args[-1].type, unsigned))]
    return body


BODIES = {"mac": _mac, "mac_q": _mac_q, "sum": _reduce("add"),
          "max": _reduce("max_signed"), "min": _reduce("min_signed"),
          "max_u": _reduce("max_unsigned", True), "min_u": _reduce("min_unsigned", True)}


# ---- the table ----------------------------------------------------------------------

def _terms(text: str, dims: dict) -> tuple:
    """`oh*S0+kh*D0` -> ((dim, ("S", 0)), (dim, ("D", 0))); a bare name has factor None."""
    out = []
    for t in text.split("+"):
        name, _, factor = t.strip().partition("*")
        out.append((dims[name.strip()], (factor[0], int(factor[1:])) if factor else None))
    return tuple(out)


class StructuredSpec(SpecDefaults):
    """One named op of the table: ``dims`` loop names, ``operands`` (one
    tuple of result terms per operand, scalars as ()), ``iterators``,
    ``window`` (the length of strides/dilations, 0 if it has none) and
    ``kind`` (its payload, also what the interpreter's fast paths read)."""

    def __init__(self, name, domain, exprs, kind):
        self.name, self.kind = name, kind
        self.dims = domain.split()
        index = {d: i for i, d in enumerate(self.dims)}
        ins, out = exprs.split("->")
        ops = [tuple(_terms(r, index) for r in o.split(",")) for o in ins.split("|")]
        if kind == "mac_q":
            ops += [(), ()]
        ops.append(tuple(_terms(r, index) for r in out.split(",")))
        self.operands = ops
        used = {t[0] for r in ops[-1] for t in r}
        self.iterators = tuple("parallel" if i in used else "reduction" for i in range(len(self.dims)))
        self.window = 1 + max((f[1] for o in ops for r in o for _, f in r if f), default=-1)
        self.inputs = len(ops) - 1
        self.body = lambda b, args, attrs, _k=BODIES[kind]: _k(b, args)
        self.memo, self.maps = None, None
        self.props = ("operandSegmentSizes",) + (("strides", "dilations") if self.window else ())

    def memo_for(self, op):
        """The op's indexing maps (an ArrayAttr), or None when its strides or
        dilations are malformed (the verifier says so)."""
        if not self.window:
            return _maps(self, (), ())
        s, d = window_values(op, self, "strides"), window_values(op, self, "dilations")
        return None if s is None or d is None else _maps(self, s, d)

    def bad_window_attr(self, attrs) -> str | None:
        """The first of strides / dilations that is not `window` i64s."""
        for key in ("strides", "dilations"):
            if key in attrs and _window(attrs[key], self) is None:
                return key
        return None


@lru_cache(maxsize=None)
def _maps(spec, strides, dilations):
    vals = {"S": strides, "D": dilations}
    n = len(spec.dims)
    out = []
    for o in spec.operands:
        results = []
        for r in o:
            e = None
            for d, f in r:
                c = vals[f[0]][f[1]] if f else 1
                t = ("d", d) if c == 1 else ("*", ("d", d), ("c", c))
                e = t if e is None else ("+", e, t)
            results.append(e)
        out.append(A.AffineMapAttr(AffineMap(n, 0, tuple(results))))
    return A.ArrayAttr(tuple(out))


TABLE = {f"linalg.{k}": StructuredSpec(f"linalg.{k}", *v) for k, v in _SPECS.items()}


def window_values(op, spec, key) -> tuple | None:
    """`strides` / `dilations` as a tuple of ints (the default, all 1, when
    absent); None when the attribute is not a vector of that many i64."""
    return _window(op.properties.get(key), spec)


def _window(a, spec):
    if a is None:
        return (1,) * spec.window
    if not isinstance(a, A.DenseElementsAttr) or a.hex is not None:
        return None
    t = a.type
    if not isinstance(t, (T.RankedTensorType, T.VectorType)) or tuple(t.shape) != (spec.window,) or t.element_type != T.i64:
        return None
    vals = a.values * spec.window if a.is_splat else a.values
    return tuple(int(v) for v in vals)
