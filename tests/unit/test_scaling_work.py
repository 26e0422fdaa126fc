"""Issue 26: phases that must stay linear in the size of one function,
checked by counting work (elements copied, ops visited), not by timing.

Naming (syntax/naming.py): every nested region once copied the set of names
in use, which grows with the function: a slice chain of N linalg.fill bodies
copied O(N^2) names (5.7 of 16 s at N = 10,000, when named ops built\ntheir bodies eagerly; any op with a region does).  Now one scoped set per
function; the names a region adds are undone when its subtree is done."""
from __future__ import annotations

import builtins

import pytest

from bufferize import api
from bufferize.syntax import naming
from conftest import needs_mlir, run_upstream


def _chain(n: int) -> str:
    """One function of ``n`` constants (each a name in use: %c<i>_i32) and
    ``n`` scf.execute_region ops in a row (each a region)."""
    lines = ["func.func @f(%v: i32) -> i32 {"]
    prev = "%v"
    for i in range(n):
        lines += [f"  %k{i} = arith.constant {i} : i32",   # a hinted name: %c{i}_i32
                  f"  %x{i} = scf.execute_region -> i32 {{",
                  f"    %y{i} = arith.addi {prev}, %k{i} : i32",
                  f"    scf.yield %y{i} : i32",
                  "  }"]
        prev = f"%x{i}"
    lines += [f"  return {prev} : i32", "}"]
    return "\n".join(lines)


def _copied_while_printing(n: int, monkeypatch) -> int:
    module = api.parse(_chain(n))
    copied = [0]

    def counting_set(*args):
        s = builtins.set(*args)
        copied[0] += len(s)
        return s
    monkeypatch.setattr(naming, "set", counting_set, raising=False)
    text = module.print()
    monkeypatch.undo()
    assert text.count("scf.execute_region") == n
    return copied[0]


def test_naming_copies_no_name_sets_per_region(monkeypatch):
    small, large = _copied_while_printing(200, monkeypatch), _copied_while_printing(800, monkeypatch)
    # The module's names are copied once per function, whatever its size.
    assert large <= small + 4, (small, large)


SCOPES = """func.func @f(%c: i1) -> (i32, i32) {
  %one = arith.constant 1 : i32
  %a = scf.if %c -> (i32) {
    %k = arith.constant 7 : i32
    %n = arith.constant 1 : i32
    %s = arith.addi %k, %n : i32
    scf.yield %s : i32
  } else {
    %k = arith.constant 7 : i32
    scf.yield %k : i32
  }
  %b = scf.if %c -> (i32) {
    %k = arith.constant 7 : i32
    %j = scf.if %c -> (i32) {
      %k2 = arith.constant 7 : i32
      %s = arith.addi %k2, %one : i32
      scf.yield %s : i32
    } else {
      scf.yield %k : i32
    }
    scf.yield %j : i32
  } else {
    scf.yield %one : i32
  }
  %r = arith.addi %a, %one : i32
  return %r, %b : i32, i32
}"""


def test_sibling_regions_reuse_names_nested_ones_do_not():
    out = api.parse(SCOPES).print()
    # siblings both name their 7 %c7_i32; a nested one below a 7 gets a suffix,
    # as does a 1 below the function's own
    assert out.count("%c7_i32 = arith.constant 7") == 3, out
    assert out.count("%c7_i32_") == 2 and out.count("%c1_i32_") == 2, out
    assert api.parse(out).print() == out


@needs_mlir
def test_scoped_names_match_upstream():
    up = run_upstream(["-"], SCOPES)
    assert up.returncode == 0, up.stderr
    assert api.parse(SCOPES).print() == up.stdout


# ---- depth: nested regions through parse, -buffer-deallocation-pipeline, print ----------------

def _nest(depth: int) -> str:
    # no_inline: canonicalize inlines a plain execute_region of one block (as
    # upstream), and the nest must stay as deep through every pass
    lines = ["func.func @f(%a: memref<4xf32>) -> f32 {", "  %c0 = arith.constant 0 : index"]
    for i in range(depth):
        lines.append(f"%r{i} = scf.execute_region -> f32 no_inline {{")
    lines += ["%m = memref.alloc() : memref<4xf32>",
              "memref.copy %a, %m : memref<4xf32> to memref<4xf32>",
              "%v = memref.load %m[%c0] : memref<4xf32>",
              "scf.yield %v : f32"]
    for i in reversed(range(depth)):
        lines.append("}")
        if i:
            lines.append(f"scf.yield %r{i} : f32")
    lines += ["return %r0 : f32", "}"]
    return "\n".join(lines)


def _calls(depth: int) -> int:
    """Python and C function calls made to parse, deallocate and print a nest."""
    import sys
    text = _nest(depth)
    n = [0]

    def count(frame, event, arg):
        if event in ("call", "c_call"):
            n[0] += 1
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20 * depth + 1000))   # the printer recurses per level
    sys.setprofile(count)
    try:
        out = api.process(text, "buffer-deallocation-pipeline")
    finally:
        sys.setprofile(None)
        sys.setrecursionlimit(limit)
    assert out.count("memref.dealloc") == 1 and out.count("scf.execute_region") == depth
    return n[0]


def test_nesting_depth_costs_linear_work():
    # Before (liveness walking every subtree again for each enclosing block,
    # name resolution copying the chain of scopes, the deallocation's
    # recursive block order and ancestor walks) doubling the depth made 3-4x
    # the calls; 10,000 levels took minutes.
    small, large = _calls(150), _calls(300)
    assert large < 2.3 * small, (small, large, large / small)


def _attr_calls(depth: int) -> int:
    import sys
    text = "func.func @f() attributes {x = " + "[" * depth + "1" + "]" * depth + "} {\n  return\n}"
    n = [0]

    def count(frame, event, arg):
        if event in ("call", "c_call"):
            n[0] += 1
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 20 * depth + 1000))
    sys.setprofile(count)
    try:
        out = api.parse(text).print()
    finally:
        sys.setprofile(None)
        sys.setrecursionlimit(limit)
    assert out.count("[") == depth
    return n[0]


def test_deep_attribute_costs_linear_work():
    # Frozen values hashed every nested level again at every level (the hash
    # was not kept): reading a 10,000-deep [[[...]]] took 23 s, now 0.6 s.
    small, large = _attr_calls(800), _attr_calls(1600)
    assert large < 2.3 * small, (small, large, large / small)


# ---- a function of N blocks chained by cf branches ------------------------------------------

def _blocks(n: int) -> str:
    """bench/gen_cf_blocks.py: N blocks passing a tensor and a memref on, every
    other one by cf.cond_br that may leave for the shared exit block."""
    T, M = "tensor<8xf32>", "memref<8xf32>"
    out = [f"func.func @blocks(%t: {T}, %m: {M}, %c: i1, %v: f32) -> ({T}, {M}) {{",
           "  %i0 = arith.constant 0 : index", f"  cf.br ^bb1(%t, %m : {T}, {M})"]
    for i in range(1, n + 1):
        nxt = f"^bb{i + 1}" if i < n else "^exit"
        out += [f"^bb{i}(%a{i}: {T}, %b{i}: {M}):",
                f"  %x{i} = tensor.insert %v into %a{i}[%i0] : {T}",
                f"  %y{i} = memref.alloc() : {M}",
                f"  memref.copy %b{i}, %y{i} : {M} to {M}"]
        if i % 2 and i < n:
            out.append(f"  cf.cond_br %c, {nxt}(%x{i}, %y{i} : {T}, {M}), ^exit(%a{i}, %y{i} : {T}, {M})")
        else:
            out.append(f"  cf.br {nxt}(%x{i}, %y{i} : {T}, {M})")
    out += [f"^exit(%rt: {T}, %rm: {M}):", f"  return %rt, %rm : {T}, {M}", "}"]
    return "\n".join(out)


def _counted(fn, files=None):
    """Calls (Python and C) made while ``fn()`` runs, by code in ``files``
    (path suffixes) or anywhere; and ``fn``'s result."""
    import sys
    n = [0]

    def count(frame, event, arg):
        if event in ("call", "c_call") and (files is None or frame.f_code.co_filename.endswith(files)):
            n[0] += 1
    sys.setprofile(count)
    try:
        r = fn()
    finally:
        sys.setprofile(None)
    return n[0], r


def _lines(fn, files):
    """Lines executed while ``fn()`` runs in code whose file ends with one of
    ``files`` (loop iterations count, not only calls); and ``fn``'s result."""
    import sys
    n = [0]

    def local(frame, event, arg):
        if event == "line":
            n[0] += 1
        return local

    def glob(frame, event, arg):
        return local if frame.f_code.co_filename.endswith(files) else None
    sys.settrace(glob)
    try:
        r = fn()
    finally:
        sys.settrace(None)
    return n[0], r


def test_cf_blocks_verify_and_print_linear_work():
    # The verifier held a set of dominators per block (N^2 on this chain)
    # and the printer scanned every block for each block's `// preds:`.
    def work(n):
        text = _blocks(n)
        lines, out = _lines(lambda: api.parse(text).print(), ("ir/verifier.py", "syntax/printer.py"))
        assert out.count("memref.alloc") == n
        return lines
    small, large = work(150), work(300)
    assert large < 2.3 * small, (small, large, large / small)


def test_cf_blocks_one_shot_order_work_per_pair_is_constant(monkeypatch):
    # The (read, write) pairs a decision tests still grow with the alias set
    # (every block's tensor joins one set through the branches), but each
    # pair's order questions (dominance, reachability between blocks) are
    # answered from tables built once per region: before, each walked the
    # CFG, so the work per pair grew with N.
    from bufferize.bufferization.one_shot import analysis
    pairs = [0]
    real = analysis.pair_conflicts

    def counting(*args):
        pairs[0] += 1
        return real(*args)
    monkeypatch.setattr(analysis, "pair_conflicts", counting)

    def per_pair(n):
        m = api.parse(_blocks(n))
        pairs[0] = 0
        calls, _ = _counted(lambda: api.run_pipeline(m, "one-shot-bufferize", bufferize_function_boundaries=True),
                            ("one_shot/order.py", "ir/cfg.py", "ir/verifier.py"))
        assert m.print().count("memref.alloc") >= n
        return calls / pairs[0]
    small, large = per_pair(60), per_pair(120)
    assert large < 1.3 * small, (small, large, large / small)
