"""Semantics of the index ops for the interpreter (bufferize/interpreter).

``index`` is 64 bits here, as on the host mlir-runner runs on;
``index.sizeof`` is that width in bits, 64, as -convert-index-to-llvm
lowers it.  A division by zero is reported; a shift by 64 or
more (poison upstream) shifts by the amount modulo 64, as x86 does; a signed
division of the minimum by -1 wraps, as the generated code's idiv would
trap (reported here as a division overflow)."""
from __future__ import annotations

from ...interpreter.registry import semantics
from ...interpreter.values import to_unsigned, wrap_int
from ...ir import types as T
from .ops import PREDICATES, pred_word

_W = 64
_MIN = -(1 << 63)


def _u(v: int) -> int:
    return to_unsigned(v, T.index)


def _nonzero(it, op, b):
    if b == 0:
        it.error(op, "division by zero")
    return b


def _sdiv_check(it, op, a, b):
    _nonzero(it, op, b)
    if a == _MIN and b == -1:
        it.error(op, "signed division overflow (the minimum index divided by -1)")


def _tdiv(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _divs(it, op, a, b):
    _sdiv_check(it, op, a, b)
    return _tdiv(a, b)


def _rems(it, op, a, b):
    _sdiv_check(it, op, a, b)
    return a - _tdiv(a, b) * b


def _ceildivs(it, op, a, b):
    _sdiv_check(it, op, a, b)
    return -((-a) // b)


def _floordivs(it, op, a, b):
    _sdiv_check(it, op, a, b)
    return a // b


_OPS = {
    "add": lambda it, op, a, b: a + b,
    "sub": lambda it, op, a, b: a - b,
    "mul": lambda it, op, a, b: a * b,
    "divs": _divs,
    "divu": lambda it, op, a, b: _u(a) // _nonzero(it, op, _u(b)),
    "ceildivs": _ceildivs,
    "ceildivu": lambda it, op, a, b: -((-_u(a)) // _nonzero(it, op, _u(b))),
    "floordivs": _floordivs,
    "rems": _rems,
    "remu": lambda it, op, a, b: _u(a) % _nonzero(it, op, _u(b)),
    "maxs": lambda it, op, a, b: max(a, b),
    "mins": lambda it, op, a, b: min(a, b),
    "maxu": lambda it, op, a, b: a if _u(a) >= _u(b) else b,
    "minu": lambda it, op, a, b: a if _u(a) <= _u(b) else b,
    "shl": lambda it, op, a, b: a << (_u(b) % _W),
    "shrs": lambda it, op, a, b: a >> (_u(b) % _W),
    "shru": lambda it, op, a, b: _u(a) >> (_u(b) % _W),
    "and": lambda it, op, a, b: a & b,
    "or": lambda it, op, a, b: a | b,
    "xor": lambda it, op, a, b: a ^ b,
}


def _binary(fn):
    def run(it, op, args):
        a, b = (int(x) for x in args)
        return [wrap_int(fn(it, op, a, b), T.index)]
    return run


for _n, _f in _OPS.items():
    semantics(f"index.{_n}")(_binary(_f))

_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "slt": lambda a, b: a < b,
        "sle": lambda a, b: a <= b, "sgt": lambda a, b: a > b, "sge": lambda a, b: a >= b}
assert set(_CMP) | {"ult", "ule", "ugt", "uge"} == set(PREDICATES)


@semantics("index.cmp")
def _cmp(it, op, args):
    a, b = (int(x) for x in args)
    p = pred_word(op.properties["pred"])
    if p.startswith("u"):
        a, b, p = _u(a), _u(b), "s" + p[1:]
    return [int(_CMP[p](a, b))]


@semantics("index.constant")
def _constant(it, op, args):
    return [wrap_int(op.properties["value"].value, T.index)]


@semantics("index.bool.constant")
def _bool_constant(it, op, args):
    return [int(op.properties["value"].value)]


@semantics("index.sizeof")
def _sizeof(it, op, args):
    return [_W]


@semantics("index.casts")
def _casts(it, op, args):
    return [wrap_int(int(args[0]), op.results[0].type)]


@semantics("index.castu")
def _castu(it, op, args):
    return [wrap_int(to_unsigned(int(args[0]), op.operands[0].value.type), op.results[0].type)]
