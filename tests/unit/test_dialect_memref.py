"""memref dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import pytest

from batch import Batched, check_error, check_module_matches_upstream, check_module_roundtrip, one_module
from conftest import needs_mlir, run_tool, run_upstream

ARGS = ("%m: memref<4x4xf32>, %d: index, %s: index, %u: memref<*xf32>, %sh: memref<2xindex>, "
        "%buf: memref<2048xi8>, %z: memref<f32>, %v1: memref<8xf32>, %x: f32, %g: memref<2xf32>")

SNIPPETS = [
    "%r = memref.alloc() : memref<4xf32>",
    "%r = memref.alloc(%d) : memref<?x4xf32>",
    "%r = memref.alloc(%d)[%s] {alignment = 64 : i64} : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>",
    "%r = memref.alloc() {alignment = 16} : memref<4xf32, 1>",
    "%r = memref.alloca() : memref<4xf32>",
    "%r = memref.alloca(%d, %s) {tag} : memref<?x?xf32>",
    "%r = memref.alloc() : memref<4xf32>\n  memref.dealloc %r : memref<4xf32>",
    "memref.dealloc %u : memref<*xf32>",
    "%r = memref.load %m[%d, %s] : memref<4x4xf32>",
    "%r = memref.load %m[%d, %s] {nontemporal = true} : memref<4x4xf32>",
    "%r = memref.load %z[] : memref<f32>",
    "memref.store %x, %m[%d, %s] : memref<4x4xf32>",
    "memref.store %x, %m[%d, %s] {nontemporal = false} : memref<4x4xf32>",
    "memref.copy %m, %m : memref<4x4xf32> to memref<4x4xf32>",
    "%c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>\n  memref.copy %m, %c : memref<4x4xf32> to memref<?x?xf32>",
    "%r = memref.cast %m : memref<4x4xf32> to memref<*xf32>",
    "%r = memref.cast %u : memref<*xf32> to memref<4x4xf32>",
    "%r = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>",
    "%r = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, 1>",
    "%r = memref.dim %m, %d : memref<4x4xf32>",
    "%r = memref.dim %u, %d : memref<*xf32>",
    "%r = memref.rank %u : memref<*xf32>",
    "%r = memref.subview %m[%d, 1] [2, %s] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>",
    "%r = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32>",
    "%r = memref.subview %m[0, 1] [1, 3] [1, 1] : memref<4x4xf32> to memref<3xf32, strided<[1], offset: 1>>",
    "%r = memref.subview %m[%d, %d] [%s, %s] [%d, %d] {tag} : memref<4x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>",
    "%r = memref.expand_shape %g [[0, 1]] output_shape [1, 2] : memref<2xf32> into memref<1x2xf32>",
    "%c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>\n"
    "  %r = memref.expand_shape %c [[0, 1], [2]] output_shape [%d, 2, %s] : memref<?x?xf32> into memref<?x2x?xf32>",
    "%r = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>",
    "%r = memref.collapse_shape %z [] : memref<f32> into memref<f32>",
    "%r = memref.reshape %g(%sh) : (memref<2xf32>, memref<2xindex>) -> memref<?x?xf32>",
    "%r = memref.reinterpret_cast %m to offset: [0], sizes: [%d, 4], strides: [4, 1] : memref<4x4xf32> to memref<?x4xf32>",
    "%r = memref.reinterpret_cast %u to offset: [%s], sizes: [10], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: ?>>",
    "%r = memref.view %buf[%d][%s] : memref<2048xi8> to memref<?x4xf32>",
    "%r = memref.view %buf[%d][] : memref<2048xi8> to memref<4x4xf32>",
    "%b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index",
    "%b, %o = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index",
    "%b, %o, %sz, %st = memref.extract_strided_metadata %v1 : memref<8xf32> -> memref<f32>, index, index, index\n"
    "  %b2, %o2, %sz2, %st2 = memref.extract_strided_metadata %v1 : memref<8xf32> -> memref<f32>, index, index, index",
    "%r = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index",
    "%r = memref.assume_alignment %m, 16 : memref<4x4xf32>",
    "%r = memref.realloc %g : memref<2xf32> to memref<4xf32>",
    "%r = memref.realloc %g(%d) {alignment = 16 : i64} : memref<2xf32> to memref<?xf32>",
    "%r = memref.alloca_scope -> (f32) {\n    %q = memref.load %m[%d, %d] : memref<4x4xf32>\n"
    "    memref.alloca_scope.return %q : f32\n  }",
    "memref.alloca_scope {\n    %a = memref.alloca() : memref<4xf32>\n  }",
    "memref.alloca_scope {\n  }",
    "memref.alloca_scope {\n    memref.alloca_scope.return\n  } {tag}",
    # generic input
    '%r = "memref.alloc"(%d) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>',
    '%r = "memref.alloc"() : () -> memref<4xf32>',
    '%r = "memref.alloc"() {alignment = 8 : i64, operandSegmentSizes = array<i32: 0, 0>} : () -> memref<4xf32>',
    '%r = "memref.subview"(%m, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: '
    '-9223372036854775808, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : '
    '(memref<4x4xf32>, index) -> memref<1x4xf32, strided<[4, 1], offset: ?>>',
    '%r = "memref.load"(%m, %d, %d) <{nontemporal = true}> : (memref<4x4xf32>, index, index) -> f32',
]

GLOBALS = [
    'memref.global "private" constant @x : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64 : i64}',
    "memref.global @y : memref<4xi32> = uninitialized",
    'memref.global "private" @z : memref<3xf32>',
    "memref.global @w : memref<f32> = dense<1.0>",
    "memref.global @v : memref<2x2xi32> = dense<[[1, 2], [3, 4]]> {tag}",
    'memref.global "public" @p : memref<4xi8> = dense<0>',
    'memref.global "private" constant @x2 : memref<2xf32> = dense<[1.0, 2.0]>\n'
    "func.func @use_x2() {\n  %0 = memref.get_global @x2 : memref<2xf32>\n  return\n}",
    '"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<2.0> : tensor<2xf32>, '
    'constant}> : () -> ()',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


CASES = [wrap(b) for b in SNIPPETS] + [g + "\n" for g in GLOBALS]


MODULE = one_module(CASES[len(SNIPPETS):] + [wrap(b).replace("@f(", f"@f{i}(", 1) for i, b in enumerate(SNIPPETS)])


@needs_mlir
def test_matches_upstream():
    check_module_matches_upstream(run_tool, run_upstream, MODULE)


@pytest.mark.parametrize("generic", [False, True])
def test_roundtrip_fixpoint(generic):
    src = MODULE
    check_module_roundtrip(run_tool, src, generic)


SEG = "operandSegmentSizes = array<i32: 0, 0>"
ERRORS = [
    ('%r = "memref.alloc"() <{operandSegmentSizes = array<i32: 1, 0>}> : () -> memref<4xf32>',
     "'memref.alloc' op operand count (0) does not match with the total size (1) specified in attribute "
     "'operandSegmentSizes'"),
    ("%r = memref.alloc() : memref<?xf32>",
     "'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1"),
    ('"memref.dealloc"() : () -> ()', "'memref.dealloc' op requires a single operand"),
    ('%r = "memref.load"(%m) : (memref<4x4xf32>) -> f32',
     "'memref.load' op incorrect number of indices for load, expected 2 but got 0"),
    ('%r = "memref.load"() : () -> f32', "'memref.load' op expected 1 or more operands, but found 0"),
    ('"memref.store"(%m) : (memref<4x4xf32>) -> ()', "'memref.store' op expected 2 or more operands, but found 1"),
    ('%r = "memref.subview"(%m) <{static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1>}> : '
     '(memref<4x4xf32>) -> memref<1x1xf32>', "'memref.subview' op requires attribute 'static_strides'"),
    ('%r = "memref.subview"(%m) : (memref<4x4xf32>) -> memref<1x1xf32>',
     "'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute "
     "'operandSegmentSizes'"),
    ("%r = memref.subview %m[0] [1] [1] : memref<4x4xf32> to memref<1xf32>", "expected 2 offset values, got 1"),
    ("%r = memref.subview %m[0, 0] [1, 1] [1, 1] : memref<4x4xf32> to memref<1x1xf32>",
     "expected result type to be 'memref<1x1xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of "
     "result layout), but got 'memref<1x1xf32>'"),
    ("%r = memref.subview %m[0, 0] [2, 4] [1, 1] : memref<4x4xf32> to memref<4x2xf32>",
     "expected result type to be 'memref<2x4xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of "
     "result sizes), but got 'memref<4x2xf32>'"),
    ("%r = memref.subview %m[0, 1] [1, 4] [1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1], offset: 1>>",
     "slice along dimension 1 runs out-of-bounds: 4 >= 4"),
    ('%r = "memref.expand_shape"(%g) : (memref<2xf32>) -> memref<1x2xf32>',
     "'memref.expand_shape' op requires attribute 'reassociation'"),
    ("%r = memref.expand_shape %g [[0, 1]] output_shape [1, 3] : memref<2xf32> into memref<1x3xf32>",
     "'memref.expand_shape' op collapsed dim size (2) must equal reassociation group size (3)"),
    ('%r = "memref.collapse_shape"(%m) : (memref<4x4xf32>) -> memref<16xf32>',
     "'memref.collapse_shape' op requires attribute 'reassociation'"),
    ("%r = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<16xf32>",
     "'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1"),
    ('%r = "memref.reinterpret_cast"(%m) : (memref<4x4xf32>) -> memref<4x4xf32>', None),
    ('%r:2 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index)', None),
    ('%r = "memref.get_global"() : () -> memref<4xf32>', "'memref.get_global' op requires attribute 'name'"),
    ('%r = "memref.get_global"() <{name = @nope}> : () -> memref<4xf32>',
     "'memref.get_global' op 'nope' does not reference a valid global memref"),
    ('"memref.alloca_scope"() ({}) : () -> ()',
     "'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks"),
    ('"memref.alloca_scope"() : () -> ()', "'memref.alloca_scope' op requires one region"),
    ('"memref.alloca_scope.return"() : () -> ()', None),
    ('%r = "memref.view"() : () -> memref<4xf32>', "'memref.view' op expected 2 or more operands, but found 0"),
    ('"memref.copy"() : () -> ()', "'memref.copy' op expected 2 operands, but found 0"),
    ('%r = "memref.dim"() : () -> index', "'memref.dim' op expected 2 operands, but found 0"),
    ('%r = "memref.rank"() : () -> index', "'memref.rank' op requires a single operand"),
    ('%r = "memref.cast"() : () -> memref<4xf32>', "'memref.cast' op requires a single operand"),
    ("%r = memref.cast %m : memref<4x4xf32> to memref<5x4xf32>",
     "'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<5x4xf32>' are cast incompatible"),
    ('%r = "memref.reshape"() : () -> memref<4xf32>', "'memref.reshape' op expected 2 operands, but found 0"),
    ('%r = "memref.assume_alignment"() : () -> memref<4xf32>', None),
    ('%r = "memref.realloc"() : () -> memref<4xf32>', None),
    ("%r = memref.load %m[%d] : memref<4x4xf32>",
     "'memref.load' op incorrect number of indices for load, expected 2 but got 1"),
]


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    check_error(TOOL(["-"], wrap(body)), message, line="2")


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    assert UPSTREAM(["-"], wrap(body)).returncode != 0


GLOBAL_ERRORS = [
    ('"memref.global"() : () -> ()', "'memref.global' op requires attribute 'sym_name'"),
    ('"memref.global"() <{sym_name = "x"}> : () -> ()', "'memref.global' op requires attribute 'type'"),
    ("memref.global @x : memref<?xf32>", "type should be static shaped memref, but got"),
]


# Each case's own result, from one --split-input-file run per tool.
TOOL = Batched(run_tool, [wrap(b) for b, _ in ERRORS], [src + "\n" for src, _ in GLOBAL_ERRORS])
UPSTREAM = Batched(run_upstream, [wrap(b) for b, _ in ERRORS])


@pytest.mark.parametrize("src,message", GLOBAL_ERRORS)
def test_global_errors(src, message):
    check_error(TOOL(["-"], src + "\n"), message, line="1", prefix="")


def test_effects_registered():
    from bufferize.dialects import registry
    registry.load_all()
    fx = lambda n: registry.lookup(n).extra.get("effects")  # noqa: E731
    assert fx("memref.alloc") == [("allocate", "result", 0)]
    assert fx("memref.alloca") == [("allocate", "result", 0, "automatic")]
    assert fx("memref.dealloc") == [("free", "operand", 0)]
    assert fx("memref.load") == [("read", "operand", 0)]
    assert fx("memref.store") == [("write", "operand", 1)]
    assert fx("memref.copy") == [("read", "operand", 0), ("write", "operand", 1)]
    assert fx("memref.subview") == []
    assert registry.lookup("memref.subview").extra["view_source"] == 0
    assert registry.lookup("memref.alloca_scope").extra["recursive_effects"] is True
