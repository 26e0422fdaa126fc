"""Semantics of the math ops for the interpreter (bufferize/interpreter)."""
from __future__ import annotations

import numpy as np

from ...interpreter.registry import semantics
from ...interpreter.values import scalar

_UNARY = {"sqrt": np.sqrt, "exp": np.exp, "log": np.log, "sin": np.sin, "cos": np.cos, "tanh": np.tanh,
          "absf": np.abs, "floor": np.floor, "ceil": np.ceil, "rsqrt": lambda x: 1 / np.sqrt(x),
          "exp2": np.exp2, "log2": np.log2, "log10": np.log10, "tan": np.tan, "erf": None,
          "round": np.round, "trunc": np.trunc}
_BINARY = {"powf": np.power, "atan2": np.arctan2, "copysign": np.copysign}


def _run(fn):
    def run(it, op, args):
        with np.errstate(all="ignore"):
            r = fn(*args)
        t = op.results[0].type
        return [r if isinstance(r, np.ndarray) else scalar(r, t)]
    return run


for _n, _f in {**_UNARY, **_BINARY}.items():
    if _f is not None:
        semantics(f"math.{_n}")(_run(_f))


@semantics("math.absi")
def _absi(it, op, args):
    return [scalar(abs(args[0]), op.results[0].type)]
