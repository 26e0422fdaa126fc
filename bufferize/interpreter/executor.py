"""Runs functions, regions and blocks, dispatching each op to its semantics
(``registry.SEMANTICS``); knows no op by name.  Control flow between blocks
comes from the terminators' ``Branch``, values for the parent op from their
``Yield``.  Every failure is an ``InterpError`` on an op, never a traceback."""
from __future__ import annotations

from .checker import MemoryChecker
from .registry import RUNTIME, SEMANTICS, Branch, Yield, load_builtin_semantics


class InterpError(Exception):
    """A finding or a failure at ``op``; ``notes`` are (op or None, message)."""

    def __init__(self, op, message: str, notes=()):
        super().__init__(message)
        self.op = op
        self.message = message
        self.notes = list(notes)


class Interpreter:
    def __init__(self, module, max_steps: int = 10_000_000, check_memory: bool = True):
        load_builtin_semantics()
        self.module = module
        self.max_steps = max_steps
        self.steps = 0
        self.env: dict = {}
        self.checker = MemoryChecker(self) if check_memory else None
        self.symbols: dict = {}
        self.globals: dict = {}   # sym name -> MemRef of a memref.global
        self.output: list = []    # text printed by the program (printMemrefF32, ...)
        # The buffers of memref.alloca, per automatic allocation scope (a
        # function's call, a memref.alloca_scope): they die when it ends.
        self.alloca_scopes: list = []
        for op in module.regions[0].entry:
            name = op.get_attr("sym_name")
            if name is not None:
                self.symbols[name.value] = op

    # ---- errors ----------------------------------------------------------
    def error(self, op, message: str, notes=()):
        raise InterpError(op, message, notes)

    # ---- values ----------------------------------------------------------
    def get(self, value):
        try:
            return self.env[value]
        except KeyError:
            raise InterpError(None, "internal: a value was used before it was computed") from None

    # ---- execution -------------------------------------------------------
    def semantics_of(self, op):
        fn = SEMANTICS.get(op.name)
        if fn is None:
            self.error(op, f"no semantics for '{op.name}'")
        return fn

    def call(self, name: str, args, call_op=None):
        fn = self.symbols.get(name)
        if fn is None or not fn.regions or not fn.regions[0].blocks:
            rt = RUNTIME.get(name)
            if rt is not None:
                return rt(self, call_op, args) or []
            self.error(call_op or fn, f"no body and no runtime implementation for function '@{name}'")
        saved, self.env = self.env, {}   # a frame per call: recursion keeps its values
        try:
            return self.in_alloca_scope(fn, fn.regions[0], args)
        finally:
            self.env = saved

    def in_alloca_scope(self, op, region, args):
        """Run ``region`` as an automatic allocation scope of ``op``: the
        memref.alloca buffers made in it are dead when it ends."""
        self.alloca_scopes.append([])
        try:
            return self.run_region(region, args)
        finally:
            for buf in self.alloca_scopes.pop():
                buf.alive = False
                buf.freed_at = op

    def run_region(self, region, args):
        """Run ``region`` from its entry block with ``args``; the values of
        the ``Yield`` that ends it."""
        block = region.blocks[0]
        while True:
            for a, v in zip(block.args, args):
                self.env[a] = v
            res = self.run_block(block)
            if isinstance(res, Branch):
                block, args = res.block, res.args
                continue
            return res.values

    def run_block(self, block):
        env = self.env
        for op in block:
            self.steps += 1
            if self.steps > self.max_steps:
                self.error(op, f"execution stopped after {self.max_steps} steps (--max-steps); "
                               "an infinite loop?")
            fn = SEMANTICS.get(op.name) or self.semantics_of(op)
            try:
                res = fn(self, op, [env[o.value] for o in op.operands])
            except (InterpError, RecursionError):
                raise
            except Exception as e:  # noqa: BLE001 - a semantics that cannot handle this op: a diagnostic
                raise InterpError(op, f"cannot run '{op.name}' here: {type(e).__name__}: {e}") from None
            if isinstance(res, (Yield, Branch)):
                return res
            if res is not None:
                for r, v in zip(op.results, res):
                    env[r] = v
        self.error(block.parent.parent if block.parent else None, "block ended without a terminator")


def run_function(module, name: str, args, max_steps: int = 10_000_000, check_memory: bool = True):
    """(interpreter, results) of running ``@name`` on ``args``; InterpError on
    a failure.  Leaks are left in ``interpreter.checker.findings``."""
    interp = Interpreter(module, max_steps, check_memory)
    results = interp.call(name, args)
    if interp.checker is not None:
        interp.checker.finish(results, args)
    return interp, results
