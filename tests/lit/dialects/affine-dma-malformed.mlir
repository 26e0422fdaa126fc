// Generic affine.dma_start / affine.dma_wait that upstream's C++ verifiers
// cannot read (a map missing, fewer operands than the maps take):
// mlir-opt-22 crashes on them; bufferize-opt reports an error instead.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_no_tag_map(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op requires attribute 'tag_map'}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i) {src_map = #id, dst_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_map_kind(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op attribute 'src_map' failed to satisfy constraint: AffineMap attribute}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i) {src_map = 3, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_no_operands() {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"() {src_map = #id, dst_map = #id, tag_map = #id} : () -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_one_operand(%m: memref<10xf32>) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>) -> ()
  return
}

// -----

func.func @dma_wait_no_map(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_wait' op requires attribute 'tag_map'}}
  "affine.dma_wait"(%t, %i, %i) : (memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_wait_no_count(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_wait' op incorrect number of operands}}
  "affine.dma_wait"(%t, %i) {tag_map = #id} : (memref<1xi32>, index) -> ()
  return
}
