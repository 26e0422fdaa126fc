// memref ops added for issue 25 (memref/atomic.py, memref/misc.py): their verifier and parser
// messages in upstream's words (mlir-opt-22 -split-input-file -verify-diagnostics passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32, %other: f32):
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @b(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f16):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @c(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1.0 : f16
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f16' and its parent: 'f32'}}
    memref.atomic_yield %c : f16
  }
  return
}

// -----

func.func @d(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %v = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @e(%v: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (i, i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @g(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (i) -> (i) : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// The result must be the source's layout permuted (upstream's
// inferTransposeResultType), compared with both layouts in canonical form
// (canonicalizeStridedLayout: the row-major layout dropped, the rest as a
// simplified affine map, which the message prints).
func.func @transpose_not_permuted(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @transpose_offset(%m: memref<4x8xf32, strided<[8, 1], offset: 3>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8], offset: 2>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8 + 3)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: 3>> to memref<8x4xf32, strided<[1, 8], offset: 2>>
  return
}

// -----

func.func @transpose_affine_layout(%v: memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %t = memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M] -> (off + M * i + j)>>
  return
}

// -----

func.func @transpose_rank3(%m: memref<4x8x2xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<2x8x4xf32, strided<[1, 2, 17]>>' is not equivalent to the canonical transposed input type 'memref<2x8x4xf32, affine_map<(d0, d1, d2) -> (d0 + d1 * 2 + d2 * 16)>>'}}
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<4x8x2xf32> to memref<2x8x4xf32, strided<[1, 2, 17]>>
  return
}

// -----

func.func @h(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @i(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i, %i], load, locality<3>, data : memref<4x4xf32>
  return
}

// -----

func.func @j(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i, %i], read, locality<3>, cache : memref<4x4xf32>
  return
}

// -----

func.func @k(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<5>, data : memref<4x4xf32>
  return
}

// -----

func.func @l(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 2}}
  memref.dma_wait %m[%i, %i], %i : memref<4xf32>
  return
}

// -----

func.func @m(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @n(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %a[%i], %a[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @o(%a: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%a, %i, %a, %i, %i, %t) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>) -> ()
  return
}

// -----

func.func @p(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %f, %a, %i, %i, %t, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}
