// Parse and verifier errors of affine.prefetch, affine.dma_start and
// affine.dma_wait in mlir-opt-22's words, places and order (this file also
// passes under mlir-opt-22 -split-input-file -verify-diagnostics:
// tests/lit/with-mlir/affine-dma-vs-upstream.mlir runs it there).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @prefetch_rw(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %0[%i], rw, locality<0>, data  : memref<10xf32>
  return
}

// -----

func.func @prefetch_cache_type(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %0[%i], read, locality<0>, false  : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality_keyword(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %0[%i], read, localit<1>, data  : memref<10xf32>
  return
}

// -----

func.func @prefetch_keyword(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{custom op 'affine.prefetch' expected valid keyword}}
  affine.prefetch %0[%i], 3, locality<1>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint_value(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{expected attribute value}}
  affine.prefetch %0[%i], read, locality<x>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint_close(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{expected '>'}}
  affine.prefetch %0[%i], read, locality<1 : i32>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint_range(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %0[%i], read, locality<5>, data  : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint_wraps(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint}}
  affine.prefetch %0[%i], read, locality<2147483648>, data  : memref<10xf32>
  return
}

// -----

func.func @prefetch_hint_too_big(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.prefetch %0[%i], read, locality<4294967296>, data  : memref<10xf32>
  return
}

// -----

func.func @prefetch_duplicate(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{custom op 'affine.prefetch' attribute 'isWrite' occurs more than once in the attribute list}}
  affine.prefetch %0[%i], read, locality<1>, data {isWrite = true} : memref<10xf32>
  return
}

// -----

func.func @prefetch_rank(%i : index) {
  %0 = memref.alloc() : memref<10x10xf32>
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %0[%i], read, locality<1>, data  : memref<10x10xf32>
  return
}

// -----

func.func @prefetch_not_affine(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  affine.for %j = 0 to 10 {
    %d = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %0[%d], read, locality<1>, data  : memref<10xf32>
  }
  return
}

// -----

func.func @prefetch_colon(%i : index) {
  %0 = memref.alloc() : memref<10xf32>
  // expected-error@+1 {{expected ':'}}
  affine.prefetch %0[%i], read, locality<1>, data memref<10xf32>
  return
}

// -----

func.func @prefetch_no_map(%i: index, %m: memref<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op requires attribute 'map'}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32}> : (memref<10xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_attrs_first(%i: i32, %m: tensor<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op requires attribute 'isDataCache'}}
  "affine.prefetch"(%m, %i) <{isWrite = true, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (tensor<10xf32>, i32) -> ()
  return
}

// -----

func.func @prefetch_hint_before_operands(%i: i32, %m: tensor<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = true, localityHint = 9 : i32, map = affine_map<(d0) -> (d0)>}> : (tensor<10xf32>, i32) -> ()
  return
}

// -----

func.func @prefetch_operands(%i: index, %m: memref<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m, %i, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> ()
  return
}

// -----

func.func @prefetch_index_type(%i: i32, %m: memref<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op operand #1 must be variadic of index, but got 'i32'}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, i32) -> ()
  return
}

// -----

func.func @prefetch_memref_type(%i: index, %m: tensor<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op operand #0 must be memref of any type values, but got 'tensor<10xf32>'}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (tensor<10xf32>, index) -> ()
  return
}

// -----

func.func @prefetch_no_operands() {
  // expected-error@+1 {{'affine.prefetch' op expected 1 or more operands, but found 0}}
  "affine.prefetch"() <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : () -> ()
  return
}

// -----

func.func @prefetch_result(%i: index, %m: memref<10xf32>) {
  // expected-error@+1 {{'affine.prefetch' op requires zero results}}
  %r = "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> (i32)
  return
}

// -----

func.func @prefetch_property_kind(%i: index, %m: memref<10xf32>) {
  // expected-error@+1 {{invalid properties {isDataCache = 1 : i64, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>} for op affine.prefetch: Invalid attribute `isDataCache` in property conversion: 1 : i64}}
  "affine.prefetch"(%m, %i) <{isDataCache = 1, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_strides(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %m[%i], %m[%i], %t[%i], %i, %i : memref<10xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_start_types(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%i], %m[%i], %t[%i], %i : memref<10xf32>, memref<10xf32>
  return
}

// -----

func.func @dma_start_no_attr_dict(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{expected ':'}}
  affine.dma_start %m[%i], %m[%i], %t[%i], %i {foo} : memref<10xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_start_subscripts(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  affine.dma_start %m, %m[%i], %t[%i], %i : memref<10xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_start_source(%i: index, %m: memref<10xf32>, %t: memref<1xi32>, %ten: tensor<4xf32>) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA source to be of memref type}}
  affine.dma_start %ten[%i], %m[%i], %t[%i], %i : tensor<4xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_destination(%i: index, %m: memref<10xf32>, %t: memref<1xi32>, %ten: tensor<4xf32>) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  "affine.dma_start"(%m, %i, %ten, %i, %t, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, tensor<4xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
#two = affine_map<(d0, d1) -> (d0)>
func.func @dma_start_groups_by_maps(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // (src_map takes two indices: the destination is then the third operand)
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i) {src_map = #two, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_tag(%i: index, %m: memref<10xf32>, %ten: tensor<4xf32>) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  "affine.dma_start"(%m, %i, %m, %i, %ten, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, tensor<4xf32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_count(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_src_index(%i: index, %x: i32, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op src index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %x, %m, %i, %t, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, i32, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_dst_index(%i: index, %x: i32, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op dst index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %i, %m, %x, %t, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, i32, memref<1xi32>, index, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_tag_index(%i: index, %x: i32, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op tag index to dma_start must have 'index' type}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %x, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, i32, index) -> ()
  return
}

// -----

func.func @dma_start_not_affine(%m: memref<10xf32>, %t: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 10 {
    %d = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%j], %m[%d], %t[%c0], %c4 : memref<10xf32>, memref<10xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_start_tag_not_affine(%m: memref<10xf32>, %t: memref<1xi32>) {
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 10 {
    %d = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.dma_start' op tag index must be a valid dimension or symbol identifier}}
    affine.dma_start %m[%j], %m[%j], %t[%d], %c4 : memref<10xf32>, memref<10xf32>, memref<1xi32>
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_start_result(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_start' op requires zero results}}
  %r = "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i) {src_map = #id, dst_map = #id, tag_map = #id} : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> (i32)
  return
}

// -----

func.func @dma_wait_tag_type(%i: index, %ten: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %ten[%i], %i : tensor<4xf32>
  return
}

// -----

func.func @dma_wait_count(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{expected ','}}
  affine.dma_wait %t[%i] : memref<1xi32>
  return
}

// -----

func.func @dma_wait_no_attr_dict(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{expected ':'}}
  affine.dma_wait %t[%i], %i {foo} : memref<1xi32>
  return
}

// -----

func.func @dma_wait_one_type(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{expected operation name in quotes}}
  affine.dma_wait %t[%i], %i : memref<1xi32>, memref<1xi32>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_wait_index(%i: index, %x: i32, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_wait' op index to dma_wait must have 'index' type}}
  "affine.dma_wait"(%t, %x, %i) {tag_map = #id} : (memref<1xi32>, i32, index) -> ()
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_wait_tag(%i: index, %ten: tensor<4xf32>) {
  // expected-error@+1 {{'affine.dma_wait' op expected DMA tag to be of memref type}}
  "affine.dma_wait"(%ten, %i, %i) {tag_map = #id} : (tensor<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_wait_not_affine(%t: memref<1xi32>) {
  %c4 = arith.constant 4 : index
  affine.for %j = 0 to 10 {
    %d = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%d], %c4 : memref<1xi32>
  }
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @dma_wait_result(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{'affine.dma_wait' op requires zero results}}
  %r = "affine.dma_wait"(%t, %i, %i) {tag_map = #id} : (memref<1xi32>, index, index) -> (i32)
  return
}

// -----

func.func @dma_start_properties(%i: index, %m: memref<10xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{invalid properties {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} for op affine.dma_start: this operation does not support properties}}
  "affine.dma_start"(%m, %i, %m, %i, %t, %i, %i) <{src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, memref<10xf32>, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_wait_properties(%i: index, %t: memref<1xi32>) {
  // expected-error@+1 {{invalid properties {tag_map = affine_map<(d0) -> (d0)>} for op affine.dma_wait: this operation does not support properties}}
  "affine.dma_wait"(%t, %i, %i) <{tag_map = affine_map<(d0) -> (d0)>}> : (memref<1xi32>, index, index) -> ()
  return
}
