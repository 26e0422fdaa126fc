"""Issue 25's measure: every op with semantics (interpreter/registry.py
SEMANTICS) is in some program that a test runs both with our interpreter
(`--run`) and with mlir-runner-22 on upstream's lowering, comparing what
they print; or it is in SKIP with the reason it cannot be (no lowering to
LLVM in LLVM 22, ...).

The programs are collected from the modules that compare them (their
module-level tables, or the files they read), parsed with our parser and
walked: an op counts when it is in the IR of such a program, whatever
dialect it is in.  Runs without mlir-opt-22 / mlir-runner-22 (only parsing).
"""
from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bufferize.ir.attributes import SymbolRefAttr  # noqa: E402
from bufferize.interpreter.registry import SEMANTICS, load_builtin_semantics  # noqa: E402
from bufferize.syntax.parser import parse  # noqa: E402

HERE = Path(__file__).resolve().parent

# ops with semantics that no program compared with mlir-runner-22 runs, and why
SKIP = {
    "math.isinf": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.isfinite": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.isnormal": "no lowering to LLVM in LLVM 22 (test_interpreter_math.py checks it)",
    "math.clampf": "its only lowering in LLVM 22 is not a clamp (test_interpreter_math.py checks it)",
    "complex.bitcast": "no lowering to LLVM in LLVM 22 (convert-complex-to-llvm leaves it illegal; "
                       "test_interpreter_values.py checks it)",
    "affine.dma_start": "no lowering to LLVM in LLVM 22 (-lower-affine gives memref.dma_start, which "
                        "finalize-memref-to-llvm leaves; tests/lit/interpreter/affine-dma.mlir checks it)",
    "affine.dma_wait": "no lowering to LLVM in LLVM 22 (as affine.dma_start; no effect in the interpreter)",
    "memref.dma_start": "no lowering to LLVM in LLVM 22 (finalize-memref-to-llvm leaves it; "
                        "tests/lit/interpreter/memref-view-dma.mlir checks it)",
    "memref.dma_wait": "no lowering to LLVM in LLVM 22 (finalize-memref-to-llvm leaves it; the op has no "
                       "effect in the interpreter)",
    "tensor.bitcast": "no bufferization in LLVM 22 (One-Shot: 'op was not bufferized') and no other "
                      "lowering",
    "tensor.gather": "no bufferization in LLVM 22 (One-Shot: 'op was not bufferized') and no other "
                     "lowering",
    "tensor.scatter": "no bufferization in LLVM 22 and no other lowering (as tensor.gather)",
    "ub.unreachable": "undefined behaviour when it runs: nothing to compare (the interpreter stops with an "
                      "error; tests/lit/interpreter/errors.mlir checks it)",
    "bufferization.to_memref": "the older spelling: our parser reads it as bufferization.to_buffer (which "
                               "programs run), and mlir-opt-22 does not know it",
}


def _texts_of(module, table):
    m = importlib.import_module(module)
    return m, getattr(m, table)


def runner_programs() -> dict:
    """name -> text of every program some test runs against mlir-runner-22."""
    out = {}
    m, progs = _texts_of("test_scalar_ops_vs_runner", "PROGRAMS")
    out.update({f"scalar:{k}": f().text() for k, f in progs.items()})
    m, progs = _texts_of("test_ops_vs_runner_more", "PROGRAMS")
    out.update({f"more:{k}": f().text() for k, f in progs.items()})
    for module, table in (("test_interpreter_runner", "PROGRAMS"), ("test_linalg_named_run", "CASES"),
                          ("test_linalg_decomposed_run", "CASES")):
        m, progs = _texts_of(module, table)
        out.update({f"{module}:{k}": t for k, t in progs.items()})
    for module in ("test_vector_run", "test_affine_run"):
        m = importlib.import_module(module)
        out.update({f"{module}:{p.name}": p.read_text() for p in m.PROGRAMS})
    m = importlib.import_module("test_interpreter_exec")     # one-shot-exec: tensor programs run by ours
    out.update({f"one-shot-exec:{p.name}:{line}": t for p, line, t, _ in m._CASES})
    m = importlib.import_module("test_interpreter_vs_runner")
    out.update({f"interpreter-exec:{p.name}:{line}": t for p, line, t in m.cases()})
    return out


def _symbols(op):
    for d in (op.properties, op.attributes):
        for v in d.values():
            if isinstance(v, SymbolRefAttr):
                yield v.root


def executed_ops(module, entry="main"):
    """The ops of the functions reachable from ``entry`` (through func.call,
    func.constant, any symbol reference), and those outside functions
    (globals): an op of a function that is never called does not count."""
    funcs, top = {}, []
    for op in module.regions[0].blocks[0]:
        if op.name == "func.func":
            funcs[op.properties["sym_name"].value] = op
        else:
            top.append(op)
    seen, todo, out = set(), [entry], [o for t in top for o in t.walk()]
    while todo:
        f = todo.pop()
        if f in seen or f not in funcs:
            continue
        seen.add(f)
        for op in funcs[f].walk():
            out.append(op)
            todo.extend(_symbols(op))
    assert entry in seen, f"no @{entry}"
    return out


def covered_ops() -> tuple[set, dict]:
    ops, where = set(), {}
    for name, text in runner_programs().items():
        module, _ = parse(text, name)
        for op in executed_ops(module):
            ops.add(op.name)
            where.setdefault(op.name, name)
    return ops, where


def test_every_op_with_semantics_is_run_against_mlir_runner(capsys):
    load_builtin_semantics()
    ops, _ = covered_ops()
    sem = set(SEMANTICS)
    covered = sem & ops
    with capsys.disabled():
        print(f"\nops with semantics run against mlir-runner-22: {len(covered)} of {len(sem)} "
              f"({len(sem & SKIP.keys())} skipped with a reason)")
    missing = sorted(sem - ops - SKIP.keys())
    assert not missing, f"ops with semantics that no program runs (add one, or to SKIP with a reason): {missing}"
    assert len(covered) + len(sem & SKIP.keys()) == len(sem)


def test_skip_is_not_stale():
    load_builtin_semantics()
    ops, where = covered_ops()
    assert not SKIP.keys() - SEMANTICS.keys(), "SKIP names ops without semantics"
    run = {k: where[k] for k in SKIP.keys() & ops}
    assert not run, f"in SKIP but a program runs them now (remove them): {run}"


def test_the_collection_is_all_there():
    progs = runner_programs()
    # a source that yields nothing (a renamed table, an empty glob) must fail
    for prefix in ("scalar:", "more:", "test_interpreter_runner:", "test_linalg_named_run:",
                   "test_linalg_decomposed_run:", "test_vector_run:", "test_affine_run:", "one-shot-exec:",
                   "interpreter-exec:"):
        assert any(k.startswith(prefix) for k in progs), prefix


def test_an_op_of_a_function_never_called_does_not_count():
    module, _ = parse("""
func.func @dead(%x: f32) -> f32 {
  %y = math.sqrt %x : f32
  return %y : f32
}
func.func @used(%x: f32) -> f32 {
  %y = arith.negf %x : f32
  return %y : f32
}
func.func @main() {
  %f = func.constant @used : (f32) -> f32
  %c = arith.constant 1.0 : f32
  %r = func.call_indirect %f(%c) : (f32) -> f32
  return
}
""", "t.mlir")
    names = {op.name for op in executed_ops(module)}
    assert {"arith.negf", "func.call_indirect", "func.constant"} <= names
    assert "math.sqrt" not in names
