"""Issue 26, memory: what a pass erases or builds for itself is freed when
the pass is done, by reference counting alone.

The CLI runs with Python's cyclic collector off (it would only re-walk the
IR), so an object in a reference cycle lives until the process ends.  An
erased op was one (op <-> its operands and results, region <-> block <->
op), and so were a greedy driver, CSE's nested functions and the
deallocation pass's block walk: One-Shot's tensor IR stayed alive beside the
memref IR that replaced it, and every pass's worklists beside both.  Peak
memory of a 10,000-pair slice chain through one-shot and the deallocation
pipeline went from 171 to 130 MB when they were freed."""
from __future__ import annotations

import gc
import random
import weakref
from collections import Counter

from bufferize import api
from bufferize.bufferization.state import UnionFind
from bufferize.ir.core import Block, BlockArgument, OpOperand, OpResult, Operation, Region
from bufferize.passes.ownership_dealloc import PIPELINE

NESTED = """func.func @f(%v: i32) -> i32 {
  %x = scf.execute_region -> i32 {
    %k = arith.constant 1 : i32
    %y = arith.addi %v, %k : i32
    scf.yield %y : i32
  }
  %z = arith.addi %x, %x : i32
  return %z : i32
}
"""


def _chain(n: int) -> str:
    """One function of ``n`` extract_slice / fill / insert_slice updates."""
    t, s = f"tensor<{2 * n}x8xf32>", "tensor<2x8xf32>"
    lines = [f"func.func @chain(%A: {t} {{bufferization.writable = true}}, %v: f32) -> {t} {{"]
    prev = "%A"
    for i in range(n):
        lines += [f"  %s{i} = tensor.extract_slice {prev}[{2 * i}, 0] [2, 8] [1, 1] : {t} to {s}",
                  f"  %f{i} = linalg.fill ins(%v : f32) outs(%s{i} : {s}) -> {s}",
                  f"  %r{i} = tensor.insert_slice %f{i} into {prev}[{2 * i}, 0] [2, 8] [1, 1] : {s} into {t}"]
        prev = f"%r{i}"
    lines += [f"  return {prev} : {t}", "}"]
    return "\n".join(lines) + "\n"


def test_an_erased_op_and_what_it_nests_are_freed_without_the_collector():
    gc.disable()
    try:
        m = api.parse(NESTED)
        func = m.op.regions[0].blocks[0].first
        region_op = func.regions[0].blocks[0].first
        assert region_op.name == "scf.execute_region"
        user = region_op.next
        user.erase()       # the only user of the region op's result
        refs = [weakref.ref(x) for x in (region_op, region_op.results[0], region_op.regions[0],
                                         region_op.regions[0].blocks[0], *region_op.regions[0].blocks[0])]
        loc = region_op.loc
        region_op.erase()
        assert region_op.name == "scf.execute_region" and region_op.loc is loc   # still reportable
        assert not region_op.operands and not region_op.results and not region_op.regions
        del region_op, user
        assert [r() for r in refs] == [None] * len(refs)
    finally:
        gc.enable()


def test_erasing_leaves_what_moved_out_of_the_op_alone():
    """Inlining a region moves its ops out, then erases the op: the moved
    ops keep their operands, results and uses."""
    m = api.parse(NESTED)
    func = m.op.regions[0].blocks[0].first
    old = func.regions[0].blocks[0].first
    body = old.regions[0].blocks[0]
    yielded = body.last.operand(0)
    for op in list(body)[:-1]:
        op.move_before(old)
    old.replace_all_uses_with([yielded])
    old.erase()
    text = m.print()
    assert "scf.execute_region" not in text
    assert "%0 = arith.addi %arg0, %c1_i32 : i32" in text and "arith.addi %0, %0 : i32" in text


IR_TYPES = (Operation, OpResult, OpOperand, BlockArgument, Block, Region)


def _garbage_per_pass(n: int) -> dict:
    """For each pass of one-shot + the deallocation pipeline on a chain of
    ``n``: how many objects, by type, only the cyclic collector could free."""
    m = api.parse(_chain(n))
    out = {}
    gc.collect()
    gc.disable()
    gc.freeze()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        for name, opts in [("one-shot-bufferize", {"bufferize_function_boundaries": True})] + \
                [(p.split("{")[0], {}) for p in PIPELINE]:
            api.run_pipeline(m, name, **opts)
            gc.collect()
            out[name] = Counter(type(o).__name__ for o in gc.garbage
                                if isinstance(o, IR_TYPES + (set, dict, list)))
            del gc.garbage[:]
    finally:
        gc.set_debug(0)
        gc.unfreeze()
        gc.enable()
    assert "memref.subview" in m.print()
    return out


def test_passes_leave_nothing_for_the_cyclic_collector():
    _garbage_per_pass(4)              # imports and first-use caches are not the passes' garbage
    small, large = _garbage_per_pass(10), _garbage_per_pass(40)
    for name in large:
        assert not any(k in {t.__name__ for t in IR_TYPES} for k in large[name]), (name, large[name])
        assert sum(large[name].values()) <= sum(small[name].values()), (name, small[name], large[name])


def _naive_union(classes: dict, a, b) -> None:
    """The order upstream's EquivalenceClasses gives: b's members after a's."""
    ca, cb = classes[a], classes[b]
    if ca is cb:
        return
    merged = ca + cb
    for x in merged:
        classes[x] = merged


def test_union_find_keeps_upstream_member_order_through_small_and_large_classes():
    rnd = random.Random(26)
    for trial in range(30):
        n = rnd.choice([5, 40, 200])
        uf, classes = UnionFind(), {i: [i] for i in range(n)}
        for _ in range(n * 2):
            a, b = rnd.randrange(n), rnd.randrange(n)
            if rnd.random() < 0.5:   # grow one big class by small ones, on either side
                a = 0
            uf.union(a, b)
            _naive_union(classes, a, b)
        for i in range(n):
            assert list(uf.set_of(i)) == classes[i], (trial, i)
