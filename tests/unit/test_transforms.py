"""The greedy rewrite driver (folding, constants, patterns, dead ops,
region simplification) and the canonicalize / cse / symbol-dce passes, on
test ops registered here (generic form)."""
from __future__ import annotations

import pytest

from bufferize.diagnostics import DiagnosticEngine
from bufferize.dialects.registry import PURE, TERMINATOR, register_op
from bufferize.ir import attributes as A
from bufferize.ir.core import Operation
from bufferize.passes.pipeline import build_pass_manager
from bufferize.syntax.parser import parse
from bufferize.syntax.printer import print_module
from bufferize.transforms.rewrite import (GreedyConfig, GreedyDriver, Rewriter, is_trivially_dead,
                                          register_constant_materializer)


def _const_fold(op):
    return [op.get_attr("value")]


def _const_of(v):
    d = v.defining_op()
    return d.get_attr("value") if d is not None and d.name == "tp.const" else None


def _add_fold(op):
    a, b = (_const_of(o.value) for o in op.operands)
    if isinstance(a, A.IntegerAttr) and isinstance(b, A.IntegerAttr):
        return [A.IntegerAttr(a.value + b.value, op.results[0].type)]
    if isinstance(b, A.IntegerAttr) and b.value == 0:
        return [op.operand(0)]
    return None


def _neg_neg(op, rewriter):
    d = op.operand(0).defining_op()
    if d is None or d.name != "tp.neg":
        return False
    rewriter.replace_op(op, [d.operand(0)])
    return True


def _materialize(attr, type, loc):
    if isinstance(attr, A.IntegerAttr):
        return Operation("tp.const", (), (type,), {"value": attr}, loc=loc)
    return None


register_op("tp.const", traits=(PURE, "ConstantLike"), fold=_const_fold)
register_op("tp.add", traits=(PURE,), fold=_add_fold)
register_op("tp.neg", traits=(PURE,), canonicalize=[_neg_neg])
register_op("tp.alloc", effects=[("allocate", "result", 0)])
register_op("tp.load", effects=[("read", "operand", 0)])
register_op("tp.store", effects=[("write", "operand", 1)])
register_op("tp.br", traits=(TERMINATOR,))
register_op("tp.scalar_fold", traits=(PURE,), fold=lambda a, b: a + b)  # not an op-level hook


@pytest.fixture(autouse=True, scope="module")
def _tp_materializer():
    """The 'tp' constant materializer only while this file's tests run: a
    dialect-less materialization tries every materializer in registration
    order, and one left registered put tp.const ops into later tests'
    pipelines (test_progen, test_interpreter_exec)."""
    from bufferize.transforms import rewrite
    register_constant_materializer("tp", _materialize)
    yield
    rewrite._MATERIALIZERS.pop("tp", None)


def _module(text):
    m, _ = parse(text, "in.mlir", True)
    return m


def _run(pipeline, text):
    m = _module(text)
    engine = DiagnosticEngine()
    ok = build_pass_manager(pipeline, []).run(m, engine)
    return ok, print_module(m), engine


def _body(out):
    """The lines of the first function's body."""
    lines = out.split("\n")
    return [l.strip() for l in lines[2:] if l.startswith("    ")]


CANON = "builtin.module(func.func(canonicalize))"


def test_fold_to_constant_materializes_and_hoists():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) -> i32 {
  %a = "tp.const"() {value = 1 : i32} : () -> i32
  %b = "tp.const"() {value = 2 : i32} : () -> i32
  %s = "tp.add"(%a, %b) : (i32, i32) -> i32
  %t = "tp.add"(%s, %x) : (i32, i32) -> i32
  return %t : i32
}""")
    assert ok
    assert _body(out) == ['%0 = "tp.const"() {value = 3 : i32} : () -> i32',
                          '%1 = "tp.add"(%0, %arg0) : (i32, i32) -> i32',
                          'return %1 : i32']


def test_fold_to_operand_and_pattern():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) -> i32 {
  %z = "tp.const"() {value = 0 : i32} : () -> i32
  %a = "tp.add"(%x, %z) : (i32, i32) -> i32
  %n = "tp.neg"(%a) : (i32) -> i32
  %m = "tp.neg"(%n) : (i32) -> i32
  return %m : i32
}""")
    assert ok
    assert _body(out) == ["return %arg0 : i32"]


def test_constants_are_uniqued_and_hoisted():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) -> (i32, i32) {
  %n = "tp.neg"(%x) : (i32) -> i32
  %a = "tp.const"() {value = 5 : i32} : () -> i32
  %b = "tp.const"() {value = 5 : i32} : () -> i32
  %s = "tp.store"(%a, %b) : (i32, i32) -> i32
  return %n, %s : i32, i32
}""")
    assert ok
    body = _body(out)
    assert body[0] == '%0 = "tp.const"() {value = 5 : i32} : () -> i32'
    assert body[2] == '%2 = "tp.store"(%0, %0) : (i32, i32) -> i32'


def test_dead_ops_by_trait_and_effects():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) {
  %a = "tp.neg"(%x) : (i32) -> i32
  %m = "tp.alloc"() : () -> i32
  %l = "tp.load"(%x) : (i32) -> i32
  %s = "tp.store"(%x, %x) : (i32, i32) -> i32
  %u = "tp.unknown"(%x) : (i32) -> i32
  return
}""")
    assert ok
    assert [l.split(" = ")[1].split("(")[0] for l in _body(out)[:-1]] == ['"tp.store"', '"tp.unknown"']


def test_dead_region_ops_by_their_nested_ops():
    # RecursiveMemoryEffects: an unused scf.if is erased when its nested ops
    # could be (a pure body), kept when one of them writes
    ok, out, _ = _run(CANON, """
func.func @f(%c: i1, %x: i32, %m: memref<i32>) {
  %a = scf.if %c -> (i32) {
    %n = "tp.neg"(%x) : (i32) -> i32
    scf.yield %n : i32
  } else {
    scf.yield %x : i32
  }
  %b = scf.if %c -> (i32) {
    memref.store %x, %m[] : memref<i32>
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return
}""")
    assert ok
    assert out.count("scf.if") == 1 and "memref.store" in out and "tp.neg" not in out


def test_patterns_added_between_runs_are_applied():
    # the driver reads an op's facts (patterns, fold hook) once per run, not
    # once per process: a pattern registered after a first run is used by the next
    text = """
func.func @f(%x: i32) -> i32 {
  %a = "tp.twice"(%x) : (i32) -> i32
  return %a : i32
}"""
    register_op("tp.twice", traits=(PURE,))
    assert '"tp.twice"' in _run(CANON, text)[1]

    def _drop_twice(op, rewriter):
        rewriter.replace_op(op, [op.operand(0)])
        return True
    from bufferize.transforms.rewrite import add_patterns
    add_patterns("tp.twice", _drop_twice)
    ok, out, _ = _run(CANON, text)
    assert ok and '"tp.twice"' not in out and "return %arg0" in out


def test_scalar_fold_functions_are_not_op_hooks():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) -> i32 {
  %a = "tp.scalar_fold"(%x, %x) : (i32, i32) -> i32
  return %a : i32
}""")
    assert ok and '"tp.scalar_fold"' in out


def test_unreachable_blocks_are_erased():
    ok, out, _ = _run(CANON, """
func.func @f(%x: i32) {
  "tp.br"()[^bb2] : () -> ()
^bb1:
  %a = "tp.neg"(%x) : (i32) -> i32
  "tp.use"(%a) : (i32) -> ()
  "tp.br"()[^bb2] : () -> ()
^bb2:
  return
}""")
    assert ok
    assert "^bb2" not in out and '"tp.use"' not in out and "^bb1:" in out


def test_region_simplify_disabled_keeps_blocks():
    ok, out, _ = _run("builtin.module(func.func(canonicalize{region-simplify=disabled}))", """
func.func @f() {
  "tp.br"()[^bb2] : () -> ()
^bb1:
  "tp.br"()[^bb2] : () -> ()
^bb2:
  return
}""")
    assert ok and "^bb2" in out


def test_disable_patterns_by_label():
    src = """
func.func @f(%x: i32) -> i32 {
  %n = "tp.neg"(%x) : (i32) -> i32
  %m = "tp.neg"(%n) : (i32) -> i32
  return %m : i32
}"""
    ok, out, _ = _run("builtin.module(func.func(canonicalize{disable-patterns=_neg_neg}))", src)
    assert out.count('"tp.neg"') == 2
    ok, out, _ = _run("builtin.module(func.func(canonicalize{enable-patterns=other}))", src)
    assert out.count('"tp.neg"') == 2
    ok, out, _ = _run("builtin.module(func.func(canonicalize{enable-patterns=_neg_neg}))", src)
    assert out.count('"tp.neg"') == 0


def _cycle(op, rewriter):
    # Never converges: flips an attribute back and forth.
    v = op.get_attr("flip")
    rewriter.modify_op_in_place(op, lambda: op.attributes.__setitem__("flip", A.BoolAttr(not v.value)))
    return True


register_op("tp.cyclic", canonicalize=[_cycle])


def test_test_convergence_reports_non_convergence():
    src = """
func.func @f() {
  "tp.cyclic"() {flip = true} : () -> ()
  return
}"""
    ok, _out, engine = _run("builtin.module(func.func(canonicalize{max-iterations=3 max-num-rewrites=1}))", src)
    assert ok
    ok, _out, engine = _run("builtin.module(func.func(canonicalize{max-iterations=3 max-num-rewrites=1 test-convergence}))", src)
    assert not ok
    assert engine.diagnostics[0].message == "Canonicalizer failed to converge within 3 iterations"


def test_max_num_rewrites_limits_an_iteration():
    m = _module("""
func.func @f(%x: i32) -> i32 {
  %n = "tp.neg"(%x) : (i32) -> i32
  %m = "tp.neg"(%n) : (i32) -> i32
  %o = "tp.neg"(%m) : (i32) -> i32
  %p = "tp.neg"(%o) : (i32) -> i32
  return %p : i32
}""")
    f = next(iter(m.regions[0].blocks[0]))
    converged = GreedyDriver(GreedyConfig(max_iterations=1, max_num_rewrites=1)).run(f)
    assert not converged  # one rewrite, then the iteration stops (the dead op stays)
    assert print_module(m).count('"tp.neg"') == 3
    assert GreedyDriver(GreedyConfig()).run(f)
    assert print_module(m).count('"tp.neg"') == 0


def test_rewriter_standalone():
    m = _module("""
func.func @f(%x: i32) -> i32 {
  return %x : i32
}""")
    f = next(iter(m.regions[0].blocks[0]))
    ret = f.regions[0].blocks[0].last
    rw = Rewriter()
    rw.set_insertion_point_before(ret)
    n = rw.create("tp.neg", [ret.operand(0)], [ret.operand(0).type])
    ret.set_operand(0, n.results[0])
    assert '"tp.neg"(%arg0)' in print_module(m)
    assert not is_trivially_dead(n)


# ---- cse ------------------------------------------------------------------------

def test_cse_pure_ops_only_and_dominance():
    ok, out, _ = _run("builtin.module(func.func(cse))", """
func.func @f(%x: i32) -> (i32, i32, i32, i32, i32, i32) {
  %a = "tp.neg"(%x) : (i32) -> i32
  %b = "tp.neg"(%x) : (i32) -> i32
  %c = "tp.load"(%x) : (i32) -> i32
  %d = "tp.load"(%x) : (i32) -> i32
  "tp.store"(%x, %x) : (i32, i32) -> ()
  %f = "tp.load"(%x) : (i32) -> i32
  "tp.br"()[^bb1] : () -> ()
^bb1:
  %e = "tp.neg"(%x) : (i32) -> i32
  %g = "tp.load"(%x) : (i32) -> i32
  return %b, %c, %d, %e, %f, %g : i32, i32, i32, i32, i32, i32
}""")
    assert ok
    assert out.count('"tp.neg"') == 1
    # Reads are reused within a block when nothing in between may write
    # (upstream's CSE): %d goes, %f (after a write) and %g (other block) stay.
    assert out.count('"tp.load"') == 3


def test_cse_does_not_merge_across_sibling_blocks():
    ok, out, _ = _run("builtin.module(func.func(cse))", """
func.func @f(%x: i32, %c: i1) {
  "tp.condbr"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %a = "tp.neg"(%x) : (i32) -> i32
  "tp.use"(%a) : (i32) -> ()
  return
^bb2:
  %b = "tp.neg"(%x) : (i32) -> i32
  "tp.use"(%b) : (i32) -> ()
  return
}""")
    assert ok and out.count('"tp.neg"') == 2


def test_cse_nested_region_sees_outer_values():
    ok, out, _ = _run("builtin.module(func.func(cse))", """
func.func @f(%x: i32) {
  %a = "tp.neg"(%x) : (i32) -> i32
  "tp.region"() ({
    %b = "tp.neg"(%x) : (i32) -> i32
    "tp.use"(%b) : (i32) -> ()
  }) : () -> ()
  "tp.use"(%a) : (i32) -> ()
  return
}""")
    assert ok and out.count('"tp.neg"') == 1 and '"tp.use"(%0)' in out


# ---- symbol-dce ---------------------------------------------------------------------

def test_symbol_dce():
    ok, out, _ = _run("builtin.module(symbol-dce)", """
func.func @pub() {
  func.call @used() : () -> ()
  return
}
func.func private @used() {
  func.call @chain() : () -> ()
  return
}
func.func private @chain()
func.func private @dead() {
  func.call @dead2() : () -> ()
  return
}
func.func private @dead2()
""")
    assert ok
    assert "@pub" in out and "@used" in out and "@chain" in out
    assert "@dead" not in out
