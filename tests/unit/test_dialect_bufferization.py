"""bufferization dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import pytest

from batch import Batched, check_error, check_module_matches_upstream, check_module_roundtrip, one_module
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


MODULE = one_module([wrap(b).replace("@f(", f"@f{i}(", 1) for i, b in enumerate(SNIPPETS)])
LEGACY_MODULE = one_module([wrap(b).replace("@f(", f"@g{i}(", 1) for i, (b, _) in enumerate(LEGACY)])


@needs_mlir
def test_matches_upstream():
    check_module_matches_upstream(run_tool, run_upstream, MODULE)


@pytest.mark.parametrize("generic", [False, True])
def test_roundtrip_fixpoint(generic):
    src = MODULE + "\n" + LEGACY_MODULE
    check_module_roundtrip(run_tool, src, generic)


@pytest.mark.parametrize("body,expected", LEGACY)
def test_legacy_spellings(body, expected):
    r = TOOL(["-"], wrap(body))
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


# Each case's own result, from one --split-input-file run per tool.
TOOL = Batched(run_tool, [wrap(b) for b, _ in LEGACY], [wrap(b) for b, _ in ERRORS])
UPSTREAM = Batched(run_upstream, [wrap(b) for b, _ in ERRORS])


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    check_error(TOOL(["-"], wrap(body)), message, line="2")


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    assert UPSTREAM(["-"], wrap(body)).returncode != 0


def test_effects_registered():
    from bufferize.dialects import registry
    registry.load_all()
    fx = lambda n: registry.lookup(n).extra.get("effects")  # noqa: E731
    assert fx("bufferization.dealloc") == [("free", "segment", 0)]
    assert ("allocate", "result", 0) in fx("bufferization.clone")
    assert ("allocate", "result", 0) in fx("bufferization.alloc_tensor")
    assert fx("bufferization.to_buffer") == []
