"""linalg.winograd_filter_transform / winograd_input_transform /
winograd_output_transform: the three steps of Winograd convolution
(F(m, r), `fmr(F_4_3)`), declared from upstream's ODS, with their shape
verifiers.  Upstream gives them no bufferization model (tensor-only ops)."""
from __future__ import annotations

from ...ir import types as T
from ..define import Constraint, Operand, Result, define
from .base import _err

FMR = ("F_2_3", "F_4_3", "F_2_5")
_MR = {0: (2, 3), 1: (4, 3), 2: (2, 5)}


def _tensor_of_rank(n):
    return Constraint(f"{n}D tensor of any type values",
                      lambda t: isinstance(t, T.RankedTensorType) and len(t.shape) == n)


def _shape(op, i):
    return op.operands[i].value.type.shape


def _compatible(expected, actual) -> bool:
    return len(expected) == len(actual) and all(
        a is T.DYN or b is T.DYN or a == b for a, b in zip(expected, actual))


def _m_r(op):
    return _MR[op.properties["fmr"].value]


def _same_elements(op, a, b):
    if op.operands[0].value.type.element_type != op.operands[1].value.type.element_type:
        raise _err(op, f"failed to verify that all of {{{a}, {b}}} have same element type")


def _verify_filter(op):
    _same_elements(op, "filter", "output")
    f = _shape(op, 0)          # (F, H, W, C)
    m, r = _m_r(op)
    h, w = f[1], f[2]
    if h != r and h != 1:
        raise _err(op, "expect filter height either equals to r or 1")
    if w != r and w != 1:
        raise _err(op, "expect filter width either equals to r or 1")
    if h == 1 and w == 1:
        raise _err(op, "expect either filter height or width equals to r")
    expected = [m + r - 1 if h == r else 1, m + r - 1 if w == r else 1, f[3], f[0]]
    if not _compatible(expected, _shape(op, 1)):
        raise _err(op, "the output shape is not expected")


def _verify_input(op):
    _same_elements(op, "input", "output")
    i, o = _shape(op, 0), _shape(op, 1)   # (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C)
    m, r = _m_r(op)
    tile = m + r - 1
    expected = [None] * 6
    for k, (size, left) in enumerate(((i[1], o[0] != 1), (i[2], o[1] != 1))):
        if size is T.DYN:
            expected[k], expected[2 + k] = tile, T.DYN
        else:
            expected[k] = tile if left else 1
            expected[2 + k] = (size - (r - 1)) // m if left else size
    expected[4], expected[5] = i[0], i[3]
    if not _compatible(expected, o):
        raise _err(op, "the output shape is not expected")


def _verify_output(op):
    _same_elements(op, "value", "output")
    v = _shape(op, 0)   # (alphaH, alphaW, tileH, tileW, N, F) -> (N, H, W, F)
    m, r = _m_r(op)
    expected = [v[4], None, None, v[5]]
    for k, word in ((0, "height"), (1, "width")):
        alpha, tiles = v[k], v[2 + k]
        transform = alpha != 1
        if alpha is T.DYN or tiles is T.DYN:
            expected[1 + k] = T.DYN
            continue
        if alpha != (m + r - 1 if transform else 1):
            raise _err(op, f"expect input {word} equals to input tile size")
        expected[1 + k] = (m if transform else 1) * tiles
    if not _compatible(expected, _shape(op, 1)):
        raise _err(op, "the output shape is not expected")


def _declare(op, names, ranks, verify):
    a, b = names
    return define(
        f"linalg.{op}",
        operands=(Operand(a, _tensor_of_rank(ranks[0])), Operand(b, _tensor_of_rank(ranks[1]))),
        results=(Result("result", _tensor_of_rank(ranks[1])),),
        format=(f"attr-dict `fmr` `` `(` $fmr=word `)` `ins` `(` ${a} `:` type(${a}) `)` "
                f"`outs` `(` ${b} `:` type(${b}) `)` `->` type($result)"),
        enums={"fmr": (FMR, T.i32)}, required=("fmr",), verify=verify)


FILTER = _declare("winograd_filter_transform", ("filter", "output"), (4, 4), _verify_filter)
INPUT = _declare("winograd_input_transform", ("input", "output"), (4, 6), _verify_input)
OUTPUT = _declare("winograd_output_transform", ("value", "output"), (6, 4), _verify_output)
