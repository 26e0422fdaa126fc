"""Run the same function of two modules (before and after a pipeline) on the
same generated inputs and compare what they compute: the results and the
writes into memref arguments (``--check-equivalence``; the fuzzer's test,
tests/unit/test_fuzz_equivalence.py)."""
from __future__ import annotations

from typing import Optional

import numpy as np

from ..records import record
from .executor import InterpError, Interpreter
from .inputs import UnsupportedType, generate
from .values import Buffer, MemRef, contiguous_strides


@record
class Run:
    """One call: ``results`` and ``writes`` (the memref arguments' contents
    after it) as numpy arrays, or ``error`` (op, message, notes) when it
    failed; ``findings`` are the memory checker's (op, message, notes)."""
    results: list = ()
    writes: list = ()
    error: Optional[tuple] = None
    findings: list = ()


def public_functions(module) -> list:
    """(name, op) of each public func.func with a body, in order."""
    out = []
    for op in module.regions[0].entry:
        if op.name != "func.func" or not op.regions or not op.regions[0].blocks:
            continue
        if op.get_attr("sym_visibility") is not None:
            continue
        out.append((op.get_attr("sym_name").value, op))
    return out


def functions(module) -> list:
    """(name, op) of every func.func of ``module``, in order."""
    return [(op.get_attr("sym_name").value, op) for op in module.regions[0].entry if op.name == "func.func"]


def not_compared(module) -> list:
    """(name, reason) of each func.func that public_functions leaves out."""
    out = []
    for op in module.regions[0].entry:
        if op.name != "func.func":
            continue
        name = op.get_attr("sym_name").value
        if not op.regions or not op.regions[0].blocks:
            out.append((name, "a declaration: no body to run"))
        elif op.get_attr("sym_visibility") is not None:
            out.append((name, "private: run only through its callers"))
    return out


def unsupported_reason(fn) -> str:
    """Why no input can be generated for ``fn``, in words."""
    try:
        generate(fn.get_attr("function_type").value.inputs, 0)
    except UnsupportedType as e:
        return f"cannot generate an input of type '{e}'"
    return "cannot generate its inputs"


def inputs(fn, seed: int) -> Optional[list]:
    """Arguments for ``fn`` drawn with ``seed``, or None when a type has no generator."""
    try:
        return generate(fn.get_attr("function_type").value.inputs, seed)
    except UnsupportedType:
        return None


def run(module, fname: str, args: list, max_steps: int = 10_000_000) -> Run:
    """Call ``@fname`` of ``module`` on (copies of) ``args``; a tensor argument
    becomes a fresh buffer where the function takes a memref."""
    interp = Interpreter(module, max_steps)
    mine = [_as_arg(a, module, fname, k) for k, a in enumerate(args)]
    try:
        res = interp.call(fname, mine)
        interp.checker.finish(res, mine)
    except InterpError as e:
        return Run(error=(e.op, e.message, e.notes))
    except RecursionError:
        return Run(error=(None, "execution nested too deeply (unbounded recursion?)", []))
    return Run([_plain(r) for r in res], [_plain(a) for a in mine if hasattr(a, "buffer")], None,
               list(interp.checker.findings))


def difference(fname: str, seed: int, before: Run, after: Run) -> Optional[str]:
    """What differs between two successful runs, in words; None if nothing."""
    for kind, xs, ys in (("result", before.results, after.results),
                         ("memref argument", before.writes, after.writes)):
        for k, (x, y) in enumerate(zip(xs, ys)):
            if x.shape != y.shape or not np.array_equal(x, y, equal_nan=True):
                return (f"@{fname} computes something else after the pipeline (input seed {seed}): {kind} #{k} "
                        f"is {x.tolist()} before and {y.tolist()} after")
    if len(before.results) != len(after.results):
        return (f"@{fname} returns {len(before.results)} values before the pipeline and "
                f"{len(after.results)} after (input seed {seed})")
    return None


def _as_arg(value, module, fname, k):
    fn = next(op for op in module.regions[0].entry if getattr(op.get_attr("sym_name"), "value", None) == fname)
    t = fn.get_attr("function_type").value.inputs[k]
    if isinstance(value, np.ndarray) and hasattr(t, "layout"):
        return MemRef(Buffer(value.reshape(-1).copy(), None, "arg"), 0, value.shape,
                      contiguous_strides(value.shape), t)
    if hasattr(value, "buffer"):
        b = value.buffer
        return MemRef(Buffer(b.data.copy(), None, "arg"), value.offset, value.sizes, value.strides, value.type)
    return value


def _plain(v):
    if hasattr(v, "buffer"):
        return np.array(v.array())
    return np.asarray(v)
