"""bufferization dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import re

import pytest

from conftest import needs_mlir, run_tool, run_upstream

ARGS = ("%m: memref<4xf32>, %dm: memref<?xf32>, %t: tensor<4xf32>, %dt: tensor<?xf32>, %ut: tensor<*xf32>, "
        "%um: memref<*xf32>, %d: index, %s: index, %c: i1, %m2: memref<2x2xf32, strided<[?, ?], offset: ?>, 3>")

SNIPPETS = [
    "%r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>",
    "%r = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>",
    "%r = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>",
    "%r = bufferization.to_tensor %m writable {tag} : memref<4xf32> to tensor<4xf32>",
    "%r = bufferization.to_tensor %um : memref<*xf32> to tensor<*xf32>",
    "%r = bufferization.to_tensor %m2 restrict : memref<2x2xf32, strided<[?, ?], offset: ?>, 3> to tensor<2x2xf32>",
    "%r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>",
    "%r = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>",
    "%r = bufferization.to_buffer %dt read_only {tag} : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>",
    "%r = bufferization.to_buffer %ut : tensor<*xf32> to memref<*xf32>",
    "%r = bufferization.clone %m : memref<4xf32> to memref<4xf32>",
    "%r = bufferization.clone %dm : memref<?xf32> to memref<?xf32>",
    "%r = bufferization.alloc_tensor(%d) : tensor<?xf32>",
    "%r = bufferization.alloc_tensor() : tensor<4xf32>",
    "%r = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>",
    "%r = bufferization.alloc_tensor(%d) size_hint=%s : tensor<?xf32>",
    "%r = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>",
    "%r = bufferization.alloc_tensor() copy(%t) {tag} : tensor<4xf32>",
    "%r = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
    "%r = bufferization.materialize_in_destination %dt in %dt : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>",
    "bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()",
    "bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()",
    "%r:2 = bufferization.dealloc (%m, %dm : memref<4xf32>, memref<?xf32>) if (%c, %c) "
    "retain (%m, %um : memref<4xf32>, memref<*xf32>)",
    "bufferization.dealloc (%m : memref<4xf32>) if (%c)",
    "%r = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%dm : memref<?xf32>)",
    "%r = bufferization.dealloc retain (%dm : memref<?xf32>)",
    "bufferization.dealloc",
    "bufferization.dealloc {tag}",
    "bufferization.dealloc_tensor %t : tensor<4xf32>",
    # generic input
    '%r = "bufferization.to_tensor"(%m) <{restrict, writable}> : (memref<4xf32>) -> tensor<4xf32>',
    '%r = "bufferization.to_buffer"(%t) <{read_only}> : (tensor<4xf32>) -> memref<4xf32>',
    '%r = "bufferization.alloc_tensor"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> tensor<?xf32>',
    '%r = "bufferization.alloc_tensor"() : () -> tensor<4xf32>',
    '"bufferization.dealloc"() : () -> ()',
    '"bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<4xf32>, i1) -> ()',
]

# Pre-LLVM-20 spellings (one type): accepted and printed in LLVM 22 syntax.
LEGACY = [
    ("%r = bufferization.to_memref %t : memref<4xf32>",
     "%0 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32>"),
    ("%r = bufferization.to_memref %dt read_only : memref<?xf32, strided<[?], offset: ?>>",
     "%0 = bufferization.to_buffer %arg3 read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>"),
    ("%r = bufferization.to_memref %ut : memref<*xf32>",
     "%0 = bufferization.to_buffer %arg4 : tensor<*xf32> to memref<*xf32>"),
    ("%r = bufferization.to_memref %t : tensor<4xf32> to memref<4xf32>",
     "%0 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32>"),
    ("%r = bufferization.to_tensor %dm : memref<?xf32>",
     "%0 = bufferization.to_tensor %arg1 : memref<?xf32> to tensor<?xf32>"),
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


def batch(sources) -> str:
    """All cases in one module (each in its own function), so the tool runs once."""
    return "\n".join(sources)


MODULE = batch([wrap(b).replace("@f(", f"@f{i}(", 1) for i, b in enumerate(SNIPPETS)])
LEGACY_MODULE = batch([wrap(b).replace("@f(", f"@g{i}(", 1) for i, (b, _) in enumerate(LEGACY)])


def _first_diff(a: str, b: str) -> str:
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return f"line {i + 1}:\n  upstream: {x}\n  ours:     {y}"
    return "lengths differ"


@needs_mlir
def test_matches_upstream():
    up = run_upstream(["-"], MODULE)
    assert up.returncode == 0, up.stderr
    ours = run_tool(["-"], MODULE)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout.rstrip("\n") == up.stdout.rstrip("\n"), _first_diff(up.stdout, ours.stdout)
    up_gen = run_upstream(["--mlir-print-op-generic", "-"], MODULE)
    ours_gen = run_tool(["--mlir-print-op-generic", "-"], MODULE)
    assert ours_gen.returncode == 0, ours_gen.stderr
    assert ours_gen.stdout.rstrip("\n") == up_gen.stdout.rstrip("\n"), _first_diff(up_gen.stdout, ours_gen.stdout)
    # our generic output, read by upstream, gives upstream's own output
    again = run_upstream(["-"], ours_gen.stdout)
    assert again.returncode == 0, again.stderr
    assert again.stdout == up.stdout


@pytest.mark.parametrize("generic", [False, True])
def test_roundtrip_fixpoint(generic):
    src = MODULE + "\n" + LEGACY_MODULE
    first = run_tool(["-"], src)
    assert first.returncode == 0, first.stderr
    if generic:
        gen = run_tool(["--mlir-print-op-generic", "-"], src)
        assert gen.returncode == 0, gen.stderr
        again = run_tool(["-"], gen.stdout)
    else:
        again = run_tool(["-"], first.stdout)
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout, _first_diff(first.stdout, again.stdout)


@pytest.mark.parametrize("body,expected", LEGACY)
def test_legacy_spellings(body, expected):
    r = run_tool(["-"], wrap(body))
    assert r.returncode == 0, r.stderr
    assert expected in r.stdout


ERRORS = [
    ('%r = "bufferization.to_tensor"() : () -> tensor<4xf32>', "'bufferization.to_tensor' op requires a single operand"),
    ("%r = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>", "shapes do not match"),
    ("%r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xi32>", "element types do not match"),
    ("%r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>", "element types do not match"),
    ("%r = bufferization.to_tensor %m restrict writable foo : memref<4xf32> to tensor<4xf32>", "expected ':'"),
    ('%r = "bufferization.to_buffer"() : () -> memref<4xf32>', "'bufferization.to_buffer' op requires a single operand"),
    ('%r = "bufferization.clone"() : () -> memref<4xf32>', "'bufferization.clone' op requires a single operand"),
    ('%r = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<?xf32>',
     "'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1"),
    ("%r = bufferization.alloc_tensor() : tensor<?xf32>",
     "'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1"),
    ('"bufferization.materialize_in_destination"() : () -> ()',
     "'bufferization.materialize_in_destination' op expected 2 operands, but found 0"),
    ('%r = "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> i1',
     "'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands"),
    ('"bufferization.dealloc_tensor"() : () -> ()', "'bufferization.dealloc_tensor' op requires a single operand"),
]


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    r = run_tool(["-"], wrap(body))
    assert r.returncode == 1
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr
    assert re.search(r"^<stdin>:2:\d+: error: ", r.stderr, re.M), r.stderr
    if message is not None:
        assert f"error: {message}" in r.stderr


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    assert run_upstream(["-"], wrap(body)).returncode != 0


def test_effects_registered():
    from bufferize.dialects import registry
    registry.load_all()
    fx = lambda n: registry.lookup(n).extra.get("effects")  # noqa: E731
    assert fx("bufferization.dealloc") == [("free", "segment", 0)]
    assert ("allocate", "result", 0) in fx("bufferization.clone")
    assert ("allocate", "result", 0) in fx("bufferization.alloc_tensor")
    assert fx("bufferization.to_buffer") == []
