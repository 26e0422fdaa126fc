// A type of the wrong kind after an op's `:` (tensor.splat, tensor.from_elements,
// tensor.extract/insert, cf.switch, vector.to_elements, vector.broadcast,
// linalg.pack (source and destination), bufferization.to_tensor/to_buffer (after `:` or `to`) and the
// declared formats of assembly_format.py: memref.load/store/cast, tensor.rank)
// is reported at the
// type, where mlir-opt-22's parseType<T> reports it (past operands, attribute
// dictionaries, strings, comments and line breaks), not at the op name.
// tests/lit/with-mlir/type-kind-loc-vs-upstream.mlir runs this file under
// mlir-opt-22 too.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// The columns too (-verify-diagnostics checks the line only), mlir-opt-22's:
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=COL

func.func @splat(%i: index) {
  // COL: .mlir:[[# @LINE + 2]]:26: error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xindex>'
  // expected-error@+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xindex>'}}
  %0 = tensor.splat %i : memref<4xindex>
  return
}

// -----

// Past the operands, an attribute dictionary (with a `:` in a string) and a comment
func.func @splat_attrs(%i: index, %n: index) {
  // COL: .mlir:[[# @LINE + 4]]:14: error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<?xindex>'
  // expected-error@+3 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<?xindex>'}}
  %0 = tensor.splat %i[%n] {a = "x:y", b = {c = 1 : i32}}
         // a comment: with a colon
         :   memref<?xindex>
  return
}

// -----

func.func @from_elements(%i: index) {
  // COL: .mlir:[[# @LINE + 2]]:34: error: custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'index'
  // expected-error@+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'index'}}
  %0 = tensor.from_elements %i : index
  return
}

// -----

func.func @switch(%i: i32) {
  // COL: .mlir:[[# @LINE + 2]]:18: error: custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %i : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// Declared formats (assembly_format.py): at the type after its literal
func.func @load(%m: tensor<4xf32>, %i: index) {
  // COL: .mlir:[[# @LINE + 2]]:29: error: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %m[%i] : tensor<4xf32>
  return
}

// -----

func.func @store(%m: tensor<4xf32>, %v: f32, %i: index) {
  // COL: .mlir:[[# @LINE + 2]]:51: error: custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  memref.store %v, %m[%i] {nontemporal = false} : tensor<4xf32>
  return
}

// -----

func.func @cast_source(%m: tensor<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:25: error: custom op 'memref.cast' invalid kind of type specified
  // expected-error@+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %m : tensor<4xf32> to memref<4xf32>
  return
}

// -----

func.func @cast_dest(%m: memref<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:42: error: custom op 'memref.cast' invalid kind of type specified
  // expected-error@+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %m : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_elements(%v: vector<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:32: error: custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'}}
  %0 = vector.to_elements %v : tensor<4xf32>
  return
}

// -----

func.func @broadcast(%f: f32) {
  // COL: .mlir:[[# @LINE + 2]]:37: error: custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'}}
  %0 = vector.broadcast %f : f32 to tensor<4xf32>
  return
}

// -----

func.func @pack(%s: memref<16x16xf32>, %d: tensor<2x2x8x8xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:78: error: custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<16x16xf32>'
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<16x16xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : memref<16x16xf32> -> tensor<2x2x8x8xf32>
  return
}

// -----

// The destination's type, after `->`.
func.func @pack_dest(%s: tensor<16x16xf32>, %d: memref<2x2x8x8xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:99: error: custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<2x2x8x8xf32>'
  // expected-error@+1 {{custom op 'linalg.pack' invalid kind of type specified: expected builtin.tensor, but found 'memref<2x2x8x8xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x16xf32> -> memref<2x2x8x8xf32>
  return
}

// -----

func.func @extract(%m: memref<4xf32>, %i: index) -> f32 {
  // COL: .mlir:[[# @LINE + 2]]:32: error: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.extract %m[%i] : memref<4xf32>
  return %0 : f32
}

// -----

func.func @insert(%m: memref<4xf32>, %i: index, %f: f32) {
  // COL: .mlir:[[# @LINE + 2]]:39: error: custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'
  // expected-error@+1 {{custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.insert %f into %m[%i] : memref<4xf32>
  return
}

// -----

// A declared TensorOf<> operand: ODS's TensorType has no mnemonic to name.
func.func @rank(%m: memref<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:25: error: custom op 'tensor.rank' invalid kind of type specified
  // expected-error@+1 {{custom op 'tensor.rank' invalid kind of type specified}}
  %0 = tensor.rank %m : memref<4xf32>
  return
}

// -----

func.func @to_tensor_result(%m: memref<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:54: error: custom op 'bufferization.to_tensor' invalid kind of type specified
  // expected-error@+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @to_tensor_operand(%m: tensor<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:37: error: custom op 'bufferization.to_tensor' invalid kind of type specified
  // expected-error@+1 {{custom op 'bufferization.to_tensor' invalid kind of type specified}}
  %0 = bufferization.to_tensor %m : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @to_buffer_operand(%m: tensor<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:37: error: custom op 'bufferization.to_buffer' invalid kind of type specified
  // expected-error@+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %0 = bufferization.to_buffer %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Past a flag and an attribute dictionary, the type after `to`.
func.func @to_buffer_result(%m: tensor<4xf32>) {
  // COL: .mlir:[[# @LINE + 2]]:78: error: custom op 'bufferization.to_buffer' invalid kind of type specified
  // expected-error@+1 {{custom op 'bufferization.to_buffer' invalid kind of type specified}}
  %0 = bufferization.to_buffer %m read_only {a = 1 : i32} : tensor<4xf32> to tensor<4xf32>
  return
}
