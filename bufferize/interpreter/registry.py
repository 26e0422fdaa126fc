"""The table of op semantics: op name -> ``fn(interp, op, args)``.

``fn`` returns the op's result values (a list or tuple, or None for none),
or, for a terminator, a ``Yield`` (values handed to the parent op) or a
``Branch`` (a successor block and its arguments).  The built-in semantics
are in ``bufferize/dialects/<name>/interpret.py`` (the ``semantics`` of the
dialect manifest), imported on first use;
plugins call ``register_semantics`` after ``load_builtin_semantics`` to
replace one.
"""
from __future__ import annotations

import importlib

from ..ir.registry import manifest_modules

SEMANTICS: dict = {}
# External functions a program may call (mlir-runner's runtime: printMemrefF32, ...).
RUNTIME: dict = {}
_loaded = [False]


class Yield:
    """A terminator's values for its parent op (scf.yield, func.return, ...)."""
    __slots__ = ("values", "op")

    def __init__(self, values, op=None):
        self.values = list(values)
        self.op = op


class Branch:
    """A terminator's jump to ``block`` with ``args`` (cf.br, cf.cond_br)."""
    __slots__ = ("block", "args")

    def __init__(self, block, args):
        self.block = block
        self.args = list(args)


def register_semantics(op_name: str, fn) -> None:
    SEMANTICS[op_name] = fn


def semantics(*names):
    """Decorator: ``@semantics("arith.addi")``."""
    def deco(fn):
        for n in names:
            SEMANTICS[n] = fn
        return fn
    return deco


def runtime(*names):
    def deco(fn):
        for n in names:
            RUNTIME[n] = fn
        return fn
    return deco


def load_builtin_semantics() -> None:
    if _loaded[0]:
        return
    _loaded[0] = True
    for mod in manifest_modules("semantics"):
        importlib.import_module(mod)
