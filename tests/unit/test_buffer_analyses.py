"""Unit tests for bufferize/analysis: dominance, post-dominance, liveness,
buffer view flow (aliases) and memory effects."""
from bufferize.analysis import interfaces as I
from bufferize.analysis.buffer_aliases import BufferViewFlowAnalysis
from bufferize.analysis.dominance import DominanceInfo, PostDominanceInfo
from bufferize.analysis.liveness import Liveness
from bufferize.syntax.parser import parse

CFG = """
func.func @f(%c: i1, %a: memref<2xf32>, %o: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  %v = memref.subview %0[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %o : memref<2xf32> to memref<2xf32>
  return
}
"""

NESTED = """
func.func @g(%c: i1, %n: index) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    %0 = memref.alloc() : memref<2xf32>
    scf.yield %0 : memref<2xf32>
  } else {
    %1 = memref.alloca() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  %lb = arith.constant 0 : index
  %s = arith.constant 1 : index
  %f = scf.for %i = %lb to %n step %s iter_args(%it = %r) -> (memref<2xf32>) {
    scf.yield %it : memref<2xf32>
  }
  return %f : memref<2xf32>
}
"""


def _func(text):
    m, _ = parse(text, allow_unregistered=True)
    return next(o for o in m.walk() if o.name == "func.func")


def _blocks(f):
    return f.regions[0].blocks


def _op(f, name, n=0):
    return [o for o in f.walk() if o.name == name][n]


def test_block_dominance():
    f = _func(CFG)
    b0, b1, b2, b3 = _blocks(f)
    d = DominanceInfo(f)
    assert d.dominates(b0, b3) and d.properly_dominates(b0, b1)
    assert not d.dominates(b1, b3) and not d.dominates(b2, b3)
    assert d.idom(b3) is b0 and d.idom(b0) is None
    assert d.find_nearest_common_dominator([b1, b2]) is b0
    assert d.find_nearest_common_dominator(b3, b3) is b3


def test_post_dominance():
    f = _func(CFG)
    b0, b1, b2, b3 = _blocks(f)
    p = PostDominanceInfo(f)
    assert p.dominates(b3, b0) and p.properly_dominates(b3, b1)
    assert not p.dominates(b1, b0)
    assert p.find_nearest_common_dominator([b1, b2]) is b3
    assert p.idom(b0) is b3
    # ops in one block: later post-dominates earlier
    copy = _op(f, "memref.copy")
    ret = _op(f, "func.return")
    assert p.properly_dominates(ret, copy) and not p.properly_dominates(copy, ret)


def test_op_dominance_nested():
    f = _func(NESTED)
    d = DominanceInfo(f)
    iff = _op(f, "scf.if")
    alloc = _op(f, "memref.alloc")
    loop = _op(f, "scf.for")
    assert d.properly_dominates(iff, alloc)      # enclosing op
    assert d.properly_dominates(iff, loop) and not d.properly_dominates(loop, iff)
    assert not d.dominates(alloc, _op(f, "memref.alloca"))
    assert d.value_dominates(iff.results[0], loop)
    assert not d.value_dominates(loop.results[0], iff)
    # blocks in different regions: common ancestor in the function body
    then_b = iff.regions[0].blocks[0]
    else_b = iff.regions[1].blocks[0]
    assert d.find_nearest_common_dominator([then_b, else_b]) is f.regions[0].blocks[0]
    assert d.properly_dominates(f.regions[0].blocks[0], then_b)


def test_liveness():
    f = _func(CFG)
    b0, b1, b2, b3 = _blocks(f)
    lv = Liveness(f)
    a, o = f.regions[0].blocks[0].args[1:]
    assert lv.is_live_in(o, b3) and lv.is_live_out(o, b0) and lv.is_live_out(a, b0)
    assert not lv.is_live_out(a, b2)
    alloc = _op(f, "memref.alloc")
    assert lv.last_use_in_block(alloc.result, b2) is b2.last
    assert lv.start_operation(alloc.result, b2) is alloc
    assert lv.end_operation(alloc.result, alloc) is b2.last
    arg = b3.args[0]
    assert lv.last_use_in_block(arg, b3) is _op(f, "memref.copy")
    assert lv.end_operation(arg, b3.first) is _op(f, "memref.copy")


def test_liveness_nested_use():
    f = _func(NESTED)
    lv = Liveness(f)
    entry = f.regions[0].blocks[0]
    n = entry.args[1]
    loop = _op(f, "scf.for")
    assert lv.last_use_in_block(n, entry) is loop
    body = loop.regions[0].blocks[0]
    assert lv.is_live_in(body.args[1], body) is False  # block arg, defined there


def test_view_flow_cfg():
    f = _func(CFG)
    a = BufferViewFlowAnalysis(f)
    alloc = _op(f, "memref.alloc").result
    sub = _op(f, "memref.subview").result
    bb3arg = _blocks(f)[3].args[0]
    assert a.resolve(alloc) == {alloc, sub, bb3arg}
    arg = _blocks(f)[0].args[1]
    assert a.resolve(arg) == {arg, bb3arg}
    assert a.may_alias(arg, bb3arg) and not a.may_alias(arg, alloc)
    assert a.may_be_terminal(alloc) and a.may_be_terminal(arg) and not a.may_be_terminal(sub)
    assert a.origins(bb3arg) == {alloc, arg}
    assert a.all_aliases(sub) == {alloc, sub, bb3arg}


def test_view_flow_regions():
    f = _func(NESTED)
    a = BufferViewFlowAnalysis(f)
    alloc = _op(f, "memref.alloc").result
    iff = _op(f, "scf.if")
    loop = _op(f, "scf.for")
    it = loop.regions[0].blocks[0].args[1]
    assert a.resolve(alloc) == {alloc, iff.results[0], it, loop.results[0]}
    alloca = _op(f, "memref.alloca").result
    assert loop.results[0] in a.resolve(alloca)


def test_memory_effects():
    f = _func(CFG)
    alloc = _op(f, "memref.alloc")
    assert I.allocated_values(alloc) == [alloc.result]
    copy = _op(f, "memref.copy")
    kinds = sorted(e.kind for e in I.memory_effects(copy))
    assert kinds == ["read", "write"]
    assert I.memory_effects(_op(f, "memref.subview")) == []
    assert I.copy_operands(copy) == (copy.operands[0].value, copy.operands[1].value)
    g = _func(NESTED)
    alloca = _op(g, "memref.alloca")
    assert I.allocated_values(alloca) == [] and I.is_automatic_allocation(alloca)
    iff = _op(g, "scf.if")
    assert any(e.kind == "allocate" for e in I.memory_effects(iff))
    assert I.is_loop(_op(g, "scf.for")) and not I.is_loop(iff)
    assert I.is_known_control_flow(iff)


def test_unknown_effects_and_dealloc():
    f = _func("""
func.func @h() {
  %0 = memref.alloc() : memref<2xf32>
  "test.foo"(%0) : (memref<2xf32>) -> ()
  %r = func.call @x(%0) : (memref<2xf32>) -> memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return
}
func.func private @x(memref<2xf32>) -> memref<2xf32>
""".replace('func.func @h', 'func.func @h'))
    unk = _op(f, "test.foo")
    assert I.memory_effects(unk) is None and I.has_effect(unk, "free")
    alloc = _op(f, "memref.alloc")
    assert I.find_dealloc(alloc.result) is _op(f, "memref.dealloc")
    a = BufferViewFlowAnalysis(f)
    call = _op(f, "func.call")
    assert call.results[0] in a.resolve(alloc.result)
    assert call.results[0] in a.terminals


def test_has_cycle_from_entry_or_anywhere():
    from bufferize.analysis.dominance import has_cycle
    src = """func.func @f(%c: i1) {
  cf.br ^bb1
^bb1:
  return
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb2
}
func.func @g(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
"""
    m, _ = parse(src, allow_unregistered=True)
    f, g = list(m.regions[0].blocks[0])
    # @f's cycle (^bb2 <-> ^bb3) is unreachable from the entry block.
    assert has_cycle(f.regions[0]) and not has_cycle(f.regions[0], from_entry=True)
    assert has_cycle(g.regions[0], from_entry=True)
