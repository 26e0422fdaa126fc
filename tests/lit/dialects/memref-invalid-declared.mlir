// memref ops declared in one piece (dialects/define.py): the declared
// constraints give upstream's words, which the hand-written verifiers and
// parsers missed (mlir-opt-22 passes this file too).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @dealloc_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @rank_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.rank"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @cast_from_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @cast_to_tensor(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%m) : (memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @memory_space_cast_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.memory_space_cast"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @dim_result_i32(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @dealloc_custom_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %t : tensor<4xf32>
  return
}

// -----

func.func @rank_custom_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %0 = memref.rank %t : tensor<4xf32>
  return
}

// -----

func.func @cast_custom_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @memory_space_cast_custom_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.memory_space_cast' invalid kind of type specified}}
  %0 = memref.memory_space_cast %t : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @copy_custom_tensor(%m: memref<4xf32>, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.copy' invalid kind of type specified}}
  memref.copy %m, %t : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @load_custom_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.load %m[%i] : memref<*xf32>
  return
}

// -----

func.func @store_custom_tensor(%t: tensor<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  memref.store %v, %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @assume_alignment_types(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @atomic_rmw_one_operand(%v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expected 2 or more operands, but found 1}}
  %0 = "memref.atomic_rmw"(%v) <{kind = 0 : i64}> : (f32) -> f32
  return
}

// -----

func.func @atomic_rmw_vector(%m: memref<4xvector<2xf32>>, %v: vector<2xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'vector<2xf32>'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (vector<2xf32>, memref<4xvector<2xf32>>, index) -> vector<2xf32>
  return
}

// -----

func.func @aligned_pointer_custom_tensor(%t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'memref.extract_aligned_pointer_as_index' invalid kind of type specified}}
  %0 = memref.extract_aligned_pointer_as_index %t : tensor<4xf32> -> index
  return
}

// -----

func.func @view_custom_tensor(%m: memref<16xi8>, %i: index) {
  // expected-error @+1 {{custom op 'memref.view' invalid kind of type specified: expected builtin.memref, but found 'tensor<16xi8>'}}
  %0 = memref.view %m[%i][] : tensor<16xi8> to memref<4xf32>
  return
}
