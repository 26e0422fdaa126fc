// memref verifier and custom-parser errors in upstream's order and words (issue 25): the
// OffsetSizeAndStride interface checks, subview/reinterpret_cast result type checks, expand/collapse
// reassociation checks, memref.global's custom parser. mlir-opt-22 passes this file too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt-22 %{ %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

func.func @rc_offset(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with offset = 3 instead of 5}}
  %0 = memref.reinterpret_cast %m to offset: [3], sizes: [8], strides: [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: 5>>
  return
}

// -----

func.func @rc_stride_identity(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with stride = 3 instead of 4 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [3, 1] : memref<?xf32> to memref<2x4xf32>
  return
}

// -----

func.func @rc_dynamic_offset(%m: memref<?xf32>, %o: index) {
  // expected-error@+1 {{expected result type with offset = dynamic instead of 7}}
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [8], strides: [1] : memref<?xf32> to memref<8xf32, strided<[1], offset: 7>>
  return
}

// -----

func.func @rc_element(%m: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<8xi8>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<?xf32> to memref<8xi8>
  return
}

// -----

func.func @rc_sizes_rank(%m: memref<?xf32>) {
  // expected-error@+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 1], strides: [1, 1] : memref<?xf32> to memref<8xf32>
  return
}

// -----

func.func @sv_negative_size(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = memref.subview %m[0, 0] [-2, 4] [1, 1] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @sv_mixed_rank(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [2, 4] [1, 1] : memref<8x8xf32> to memref<2x4xf32, strided<[8, 1]>>
  return
}

// -----

func.func @sv_space(%m: memref<8xf32, 3>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8xf32, 3>' and subview memref type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32, 3> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @sv_not_strided(%m: memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error@+1 {{base type 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>' is not strided}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @sv_element(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4xi32, strided<[1]>>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xi32, strided<[1]>>
  return
}

// -----

func.func @sv_rank(%m: memref<8xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x1xf32>'}}
  %0 = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4x1xf32>
  return
}

// -----

func.func @sv_layout(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[8, 1], offset: 16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.subview %m[2, 0] [1, 4] [1, 1] : memref<8x8xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @sv_offset_oob(%m: memref<8x6xf32>) {
  // expected-error@+1 {{offset 1 is out-of-bounds: 6 >= 6}}
  %0 = memref.subview %m[0, 6] [2, 0] [1, 1] : memref<8x6xf32> to memref<2x0xf32, strided<[6, 1], offset: 6>>
  return
}

// -----

func.func @sv_slice_oob(%m: memref<8x6xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[2, 0] [4, 6] [2, 1] : memref<8x6xf32> to memref<4x6xf32, strided<[12, 1], offset: 12>>
  return
}

// -----

func.func @expand_not_expansion(%m: memref<2x3x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op has source rank 3 and result rank 2. This is not an expansion (3 > 2).}}
  %0 = memref.expand_shape %m [[0, 1], [2]] output_shape [6, 4] : memref<2x3x4xf32> into memref<6x4xf32>
  return
}

// -----

func.func @collapse_not_collapse(%m: memref<24xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 1 and result rank 2. This is not a collapse (1 < 2).}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<24xf32> into memref<4x6xf32>
  return
}

// -----

func.func @collapse_out_of_bounds(%m: memref<4x6xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<4x6xf32> into memref<24xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<4x6x2xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<4x6x2xf32> into memref<8x6xf32>
  return
}

// -----

func.func @collapse_dynamic(%m: memref<4x?xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x?xf32> into memref<24xf32>
  return
}

// -----

func.func @collapse_rank0(%m: memref<1x2xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<4x6xf32, strided<[12, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32, strided<[12, 1]>> into memref<24xf32>
  return
}

// -----

func.func @collapse_type(%m: memref<4x6xf32, strided<[6, 1], offset: 3>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<24xf32, strided<[1], offset: 3>>' but found 'memref<24xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32, strided<[6, 1], offset: 3>> into memref<24xf32>
  return
}

// -----

func.func @expand_type(%m: memref<24xf32, strided<[2]>>) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x6xf32, strided<[12, 2]>>' but found 'memref<4x6xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 6] : memref<24xf32, strided<[2]>> into memref<4x6xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<24xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<24xf32> into memref<4x6xf32>
  return
}

// -----

func.func @view_map(%m: memref<64xi8>, %s: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%s][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_sizes(%m: memref<64xi8>, %s: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %m[%s][%s] : memref<64xi8> to memref<4xf32>
  return
}

// -----

func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @reshape_source_layout(%m: memref<4xf32, strided<[2]>>, %s: memref<1xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<1xindex>) -> memref<4xf32>
  return
}

// -----

func.func @copy_element(%a: memref<4xf32>, %b: memref<4xf16>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xf16>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error@+1 {{custom op 'memref.alloca' 'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloca() {alignment = 6} : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' expected valid '@'-identifier for symbol name}}
memref.global "nested" "private" @g : memref<4xf32>

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32> = uninitialized

// -----

// expected-error@+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @g : memref<4xf32> = "bytes"


// -----

// expected-error@+1 {{integer literal not valid for specified type}}
memref.global @g : memref<4xf32> = 7

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
memref.global "hidden" @g : memref<4xf32> = uninitialized

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 4 but was 2}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

memref.global "private" @g : memref<4xf32> = uninitialized
func.func @get_global() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<4xi32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<4xi32>
  return
}

// -----

"no_scope"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<2xi8>
  "test.use"(%0) : (memref<2xi8>) -> ()
}) : () -> ()

// -----

func.func @prefetch_cache(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], write, locality<1>, true : memref<8xf32>
  return
}

// -----

func.func @distinct_types(%a: memref<4xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xf32>) -> (memref<4xf32>, memref<?xf32>)
  return
}

// -----

func.func @distinct_none() {
  // expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @distinct_kind(%a: vector<4xf32>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'vector<4xf32>'}}
  %0 = "memref.distinct_objects"(%a) : (vector<4xf32>) -> (vector<4xf32>)
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' 'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.load %m[%i] {alignment = 12 : i64} : memref<4xf32>
  return
}

// -----

func.func @store_nontemporal(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error@+1 {{custom op 'memref.store' 'memref.store' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  memref.store %v, %m[%i] {nontemporal = 0 : i8} : memref<4xf32>
  return
}

// -----

func.func @generic_load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 0 : i64, nontemporal = false}> : (memref<4xf32>, index) -> f32
  return
}

// -----

// The integer memory space 0 is the default one, for unranked memrefs too.
func.func @unranked_cast(%m: memref<*xf16, 0>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf16>' and result type 'memref<*xf16>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf16, 0> to memref<*xf16>
  return
}
