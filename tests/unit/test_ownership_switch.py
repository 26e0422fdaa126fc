"""cf.switch under the ownership-based deallocation, proven by execution.

Each program of dealloc_exec/switch_programs.mlir is deallocated by our
pipelines (the whole -buffer-deallocation-pipeline, the raw
-ownership-based-buffer-deallocation whose bufferization.dealloc ops the
interpreter runs, and that followed by simplification and lowering without
canonicalize) and run by the interpreter with its first argument, the
switch flag, set to each value of the program's '// flags:' line (so that
every edge is taken): the results must be those of the program without
deallocation, and the memory checker must find nothing (no leak, double
free or use after free).  --check-equivalence passes on each.

Upstream (mlir-opt-22) rejects every terminator with more than one
successor: '// upstream:' says what it does with the program and the test
holds it to that (skipped without mlir-opt-22).  Where it gives output (its
canonicalize folded the switch away first), that output runs in the
interpreter too: same results, nothing leaked, and as many buffers live at
the end (the returned ones) as with ours.  ``python
tests/unit/test_ownership_switch.py`` prints the allocation / free counts
of both.

With valgrind, mlir-runner and cc (native_exec.py), each program also runs
natively: a generated @main calls it with every flag, before and after our
pipeline; after, it prints the same, with no byte definitely lost and no
invalid free.  (@dup_cases is interpreter-only: LLVM rejects a switch with a
repeated case value.)
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from unittest import mock

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.interpreter import InterpError, run_function
from bufferize.interpreter.inputs import generate
from bufferize.interpreter.printing import value_str
from bufferize.passes.pipeline import Instrumentation, build_pass_manager
from bufferize.syntax.parser import parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import native_exec as N  # noqa: E402
from conftest import MLIR_OPT, run_tool  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "dealloc_exec", "switch_programs.mlir")
SPLIT = "\n// -----\n"

PIPELINES = {
    "pipeline": ["--buffer-deallocation-pipeline"],
    "raw": ["--ownership-based-buffer-deallocation"],
    "lowered": ["--ownership-based-buffer-deallocation", "--buffer-deallocation-simplification",
                "--bufferization-lower-deallocations"],
}


def programs():
    """[(name, text, flags, upstream)]: the name of the chunk's function, the
    flag values to run it with, what mlir-opt-22 does ('ok' or its error)."""
    out = []
    for t in open(PROGRAMS).read().split(SPLIT):
        name = re.search(r"func\.func @(\w+)", t).group(1)
        flags = [int(x) for x in re.search(r"^// flags: (.*)$", t, re.M).group(1).split()]
        upstream = re.search(r"^// upstream: (.*)$", t, re.M).group(1)
        out.append((name, t, flags, upstream))
    return out


PROGS = programs()


def _module(text):
    return parse(text, "t.mlir", True, 1)[0]


def _deallocate(text, flags):
    module = _module(text)
    engine = DiagnosticEngine(False)
    assert build_pass_manager(None, flags, Instrumentation()).run(module, engine), engine.diagnostics
    return module


def _execute(module, name, flag, seed=0, leaks_ok=False):
    """(printed results, allocations, frees, live at the end) of @name with
    the flag; fails the test on any memory-checker finding (but leaks, with
    ``leaks_ok``: the program before deallocation)."""
    fn = next(o for o in module.walk() if o.name == "func.func" and o.get_attr("sym_name").value == name)
    types = fn.get_attr("function_type").value.inputs
    args = generate(types, seed)
    args[0] = flag
    for k, t in enumerate(types):   # index arguments are sizes here
        if k and str(t) == "index":
            args[k] = 3
    try:
        interp, results = run_function(module, name, args)
    except InterpError as e:
        pytest.fail(f"@{name}({flag}): {e.message}")
    if not leaks_ok:
        assert interp.checker.findings == [], [m for _op, m, _n in interp.checker.findings]
    printed = "".join(re.sub(r"base@ = 0x[0-9a-f]+", "base@", value_str(r)) for r in results)
    allocs = interp.checker.allocations
    frees = sum(1 for b in allocs if not b.alive)
    return printed, len(allocs), frees, len(allocs) - frees


def _run_all(module, name, flags, leaks_ok=False):
    return {f: _execute(module, name, f, leaks_ok=leaks_ok) for f in flags}


CASES = [(p, i) for p in PIPELINES for i in range(len(PROGS))]


@pytest.mark.parametrize("pipeline,i", CASES, ids=[f"{p}-{PROGS[i][0]}" for p, i in CASES])
def test_every_edge_frees_what_it_must(pipeline, i):
    name, text, flags, _up = PROGS[i]
    before = _run_all(_module(text), name, flags, leaks_ok=True)
    after = _run_all(_deallocate(text, PIPELINES[pipeline]), name, flags)
    for f in flags:
        out0, allocs0, _frees0, _live0 = before[f]
        out1, allocs1, frees1, live1 = after[f]
        assert out1 == out0, (f, out0, out1)
        # everything allocated is freed but the returned buffers (a clone of
        # one counts as returned, its original freed)
        returned = len([r for r in re.findall(r"^Unranked Memref", out1, re.M)])
        assert live1 == returned, (f, allocs1, frees1)


@pytest.mark.parametrize("i", range(len(PROGS)), ids=[p[0] for p in PROGS])
def test_check_equivalence(i):
    from bufferize.run_cli import check_equivalence
    _name, text, _flags, _up = PROGS[i]
    pm = build_pass_manager(None, PIPELINES["pipeline"], Instrumentation())
    engine = DiagnosticEngine(False)
    assert check_equivalence(text, "t.mlir", engine, pm) == 0, [d.message for d in engine.diagnostics]


def test_programs_cover_the_cases():
    names = {n for n, _t, _f, _u in PROGS}
    assert {"one_succ", "several_succ", "all_succ", "same_buffer", "default_only", "in_loop",
            "arg_through", "returned"} <= names
    assert len(names) == len(PROGS) >= 15
    # a flag that hits each case value and one that hits the default
    for name, text, flags, _up in PROGS:
        assert len(flags) >= 2, name


def _upstream(text):
    r = subprocess.run([MLIR_OPT, "-buffer-deallocation-pipeline"], input=text, capture_output=True, text=True)
    return (r.stdout if r.returncode == 0 else None), r.stderr


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
@pytest.mark.parametrize("i", range(len(PROGS)), ids=[p[0] for p in PROGS])
def test_upstream(i):
    """mlir-opt-22 rejects what '// upstream:' says; where it gives output,
    that output runs like ours: same results, no leak, as many buffers
    live at the end."""
    name, text, flags, expected = PROGS[i]
    out, err = _upstream(text)
    if expected != "ok":
        assert out is None and expected in err, err
        return
    assert out is not None, err
    theirs = _run_all(_module(out), name, flags)
    ours = _run_all(_deallocate(text, PIPELINES["pipeline"]), name, flags)
    for f in flags:
        assert theirs[f][0] == ours[f][0], f
        assert theirs[f][3] == ours[f][3], (f, theirs[f], ours[f])


TENSOR = """
func.func @tensor_switch(%flag: i32, %f: f32) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = arith.negf %f : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.switch %flag : i32, [
    default: ^bb1(%a : tensor<4xf32>),
    1: ^bb2(%a : tensor<4xf32>),
    2: ^bb3
  ]
^bb1(%m: tensor<4xf32>):
  %x = tensor.extract %m[%c1] : tensor<4xf32>
  return %m, %x : tensor<4xf32>, f32
^bb2(%m2: tensor<4xf32>):
  %i = tensor.insert %g into %m2[%c0] : tensor<4xf32>
  %y = tensor.extract %a[%c0] : tensor<4xf32>
  return %i, %y : tensor<4xf32>, f32
^bb3:
  %z = tensor.extract %a[%c0] : tensor<4xf32>
  %s = tensor.insert %g into %a[%c1] : tensor<4xf32>
  return %s, %g : tensor<4xf32>, f32
}
"""
ONE_SHOT = ["--one-shot-bufferize=bufferize-function-boundaries"]


def test_tensor_program_after_one_shot():
    """A tensor program's cf.switch, bufferized by One-Shot (which mlir-opt-22
    does too), then deallocated: the numbers of the tensor program on every
    edge, nothing leaked; mlir-opt-22's pipeline rejects it."""
    flags = [0, 1, 2, 3]
    before = _run_all(_module(TENSOR), "tensor_switch", flags, leaks_ok=True)
    after = _run_all(_deallocate(TENSOR, ONE_SHOT + PIPELINES["pipeline"]), "tensor_switch", flags)
    for f in flags:
        assert after[f][0] == before[f][0], f
        assert after[f][3] == 1, after[f]   # the returned buffer
    if MLIR_OPT:
        up = subprocess.run([MLIR_OPT, ONE_SHOT[0][1:]], input=TENSOR, capture_output=True, text=True)
        assert up.returncode == 0, up.stderr
        up = subprocess.run([MLIR_OPT, ONE_SHOT[0][1:], "-buffer-deallocation-pipeline"], input=TENSOR,
                            capture_output=True, text=True)
        assert up.returncode != 0 and "Terminators with more than one successor are not supported!" in up.stderr


# ---- the pass asks the branch, it does not know cf.switch ------------------------------


PICK = """
func.func @pick(%sel: i32, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%c0] : memref<2xf32>
  %g = arith.negf %f : f32
  memref.store %g, %b[%c0] : memref<2xf32>
  "xbr.pick"(%sel, %a, %b, %a)[^bb1, ^bb2, ^bb3] <{sizes = array<i32: 1, 2, 0>}>
      : (i32, memref<2xf32>, memref<2xf32>, memref<2xf32>) -> ()
^bb1(%m: memref<2xf32>):
  %x = memref.load %m[%c0] : memref<2xf32>
  return %x : f32
^bb2(%p: memref<2xf32>, %q: memref<2xf32>):
  %y = memref.load %q[%c0] : memref<2xf32>
  return %y : f32
^bb3:
  %z = memref.load %b[%c0] : memref<2xf32>
  return %z : f32
}"""


@pytest.fixture
def pick_op():
    """A plugin's branch "xbr.pick": operand 0 picks the successor, the
    property ``sizes`` says how many of the other operands each one gets."""
    from bufferize.interpreter.registry import SEMANTICS, Branch, register_semantics
    from bufferize.ir import attributes as A, types as T
    from bufferize.ir.core import Operation
    from bufferize.ir.registry import OPS, TERMINATOR, register_op

    def rng(op, i):
        sizes = op.properties["sizes"].values
        return (1 + sum(sizes[:i]), sizes[i])

    def set_operands(op, i, values):
        start, n = rng(op, i)
        vals = [o.value for o in op.operands]
        op.set_operands(vals[:start] + list(values) + vals[start + n:])
        sizes = list(op.properties["sizes"].values)
        sizes[i] = len(values)
        op.properties["sizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))

    def condition(op, i, memo):
        c = Operation("arith.constant", [], [T.i32], properties={"value": A.IntegerAttr(i, T.i32)}, loc=op.loc)
        eq = Operation("arith.cmpi", [op.operands[0].value, c.results[0]], [T.i1],
                       properties={"predicate": A.IntegerAttr(0, T.i64)}, loc=op.loc)
        op.parent.insert_before(op, c)
        op.parent.insert_before(op, eq)
        return eq.results[0]

    def run(it, op, args):
        start, n = rng(op, args[0])
        return Branch(op.successors[args[0]], args[start:start + n])

    register_op("xbr.pick", traits=(TERMINATOR, "Pure"), property_names=("sizes",), successor_operands=rng)
    register_semantics("xbr.pick", run)
    yield lambda: register_op("xbr.pick", set_successor_operands=set_operands, successor_condition=condition)
    OPS.pop("xbr.pick", None)
    SEMANTICS.pop("xbr.pick", None)


def test_a_plugin_branch_is_handled_through_its_declarations(pick_op):
    module = _module(PICK)
    engine = DiagnosticEngine(False)
    pm = build_pass_manager(None, PIPELINES["pipeline"], Instrumentation())
    # without successor_condition / set_successor_operands: upstream's refusal
    assert not pm.run(module, engine)
    assert [d.message for d in engine.diagnostics] == ["Terminators with more than one successor are not supported!"]
    pick_op()
    before = _run_all(_module(PICK), "pick", [0, 1, 2], leaks_ok=True)
    after = _run_all(_deallocate(PICK, PIPELINES["pipeline"]), "pick", [0, 1, 2])
    assert {f: r[0] for f, r in after.items()} == {f: r[0] for f, r in before.items()}
    assert all(r[3] == 0 for r in after.values())


def _main_for(name, text, flags):
    """A @main that calls @name with each flag (other arguments: 4.0, size 3,
    true, a filled buffer) and prints each result (element 0 of a buffer)."""
    params, ret = re.search(r"func\.func @%s\(([^)]*)\) -> ([^{]*)\{" % name, text).groups()
    types = [p.split(":", 1)[1].strip() for p in params.split(",")]
    ret = ret.strip()
    lines = ["func.func @main() {", "  %f = arith.constant 4.0 : f32", "  %n = arith.constant 3 : index",
             "  %c = arith.constant true", "  %i0 = arith.constant 0 : index", "  %z = arith.constant 1.5 : f32"]
    for j, flag in enumerate(flags):
        k0 = ("true" if flag else "false") if types[0] == "i1" else f"{flag} : {types[0]}"
        lines.append(f"  %k{j} = arith.constant {k0}")
        args = [f"%k{j}"]
        for k, t in enumerate(types[1:]):
            if t.startswith("memref"):
                lines += [f"  %m{j}_{k} = memref.alloc() : {t}", f"  linalg.fill ins(%z : f32) outs(%m{j}_{k} : {t})"]
                args.append(f"%m{j}_{k}")
            else:
                args.append({"f32": "%f", "index": "%n", "i1": "%c"}.get(t, f"%k{j}"))
        lines.append(f"  %r{j} = call @{name}({', '.join(args)}) : ({', '.join(types)}) -> {ret}")
        if ret != "f32":
            lines.append(f"  %r{j}_0 = memref.load %r{j}[%i0] : {ret}")
        lines.append(f"  vector.print %r{j}{'' if ret == 'f32' else '_0'} : f32")
    return "\n".join(lines + ["  return", "}"])


@pytest.mark.skipif(not (N.available() and N.VALGRIND), reason="mlir-opt-22, mlir-runner, cc or valgrind missing")
def test_natively_under_valgrind(tmp_path):
    # memref block arguments (the buffer a successor returns) need the
    # type conversions of all dialects at once
    lower = ("builtin.module(convert-bufferization-to-memref,convert-linalg-to-loops,expand-strided-metadata,"
             "lower-affine,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)")
    ran, bad = [], []
    with mock.patch.object(N, "LOWER", lower):
        for name, text, flags, _up in PROGS:
            prog = text + "\n" + _main_for(name, text, flags)
            try:
                before = N.run(N.build(prog, str(tmp_path), name + "_in"))
            except N.BuildError as e:
                assert name == "dup_cases" and "Duplicate integer as switch case" in str(e), str(e)
                continue
            out = run_tool(["-", "-buffer-deallocation-pipeline"], stdin=prog)
            assert out.returncode == 0, out.stderr
            res = N.run(N.build(out.stdout, str(tmp_path), name))
            ran.append(name)
            if (res.output, res.definitely_lost, res.invalid_frees, res.errors, res.returncode) != \
                    (before.output, 0, 0, 0, 0):
                bad.append((name, before.output, res.output, res.log[-2000:]))
            assert before.returncode == 0 and before.output.strip(), name
    assert bad == []
    assert len(ran) == len(PROGS) - 1


def _static_counts(text):
    return text.count("memref.alloc("), text.count("memref.dealloc ")


def table():
    """Per program: static memref.alloc / memref.dealloc ops after the
    pipeline, and at run time allocations / frees over all flags, ours and
    mlir-opt-22's."""
    print(f"{'program':20} {'ours static':>12} {'ours run':>10} {'upstream static':>16} {'upstream run':>13}")
    for name, text, flags, _exp in PROGS:
        mod = _deallocate(text, PIPELINES["pipeline"])
        ours_text = subprocess.run([sys.executable, "-m", "bufferize", "-", "-buffer-deallocation-pipeline"],
                                   input=text, capture_output=True, text=True).stdout
        runs = _run_all(mod, name, flags)
        o_run = f"{sum(r[1] for r in runs.values())}/{sum(r[2] for r in runs.values())}"
        o_st = "%d/%d" % _static_counts(ours_text)
        u_st, u_run = "rejected", "-"
        if MLIR_OPT:
            out, _err = _upstream(text)
            if out is not None:
                u_st = "%d/%d" % _static_counts(out)
                ur = _run_all(_module(out), name, flags)
                u_run = f"{sum(r[1] for r in ur.values())}/{sum(r[2] for r in ur.values())}"
        print(f"{name:20} {o_st:>12} {o_run:>10} {u_st:>16} {u_run:>13}")


if __name__ == "__main__":
    table()
