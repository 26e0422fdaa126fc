// arith's shape traits (SameInputOutputTensorDims, SameOperandsAndResultShape,
// CastOpInterface, Elementwise) and select's condition checks, in
// mlir-opt-22's order and words: the same file passes under both tools.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @dims(%a: tensor<3xi32>) {
  // expected-error@+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %a : tensor<3xi32> to tensor<?xindex>
  return
}

// -----

func.func @dims_vector_tensor(%a: vector<3xi32>) {
  // expected-error@+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.sitofp %a : vector<3xi32> to tensor<3xf32>
  return
}

// -----

func.func @dims_unranked(%a: tensor<*xf16>) {
  // expected-error@+1 {{'arith.extf' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extf %a : tensor<*xf16> to tensor<*xf32>
  return
}

// -----

func.func @shape_scalar(%a: tensor<i32>) {
  // expected-error@+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %a : tensor<i32> to i64
  return
}

// -----

func.func @shape_vector(%a: vector<2x3xf64>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %a : vector<2x3xf64> to vector<3x2xi32>
  return
}

// -----

func.func @shape_scalable(%a: vector<[8]xi16>) {
  // expected-error@+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %a : vector<[8]xi16> to vector<8xi32>
  return
}

// -----

func.func @shape_to_scalable(%a: vector<8xf32>) {
  // expected-error@+1 {{'arith.bitcast' op requires the same shape for all operands and results}}
  %0 = arith.bitcast %a : vector<8xf32> to vector<[8]xi32>
  return
}

// -----

func.func @shape_memref(%a: memref<4xi64>) {
  // expected-error@+1 {{'arith.index_castui' op requires the same shape for all operands and results}}
  %0 = arith.index_castui %a : memref<4xi64> to memref<5xindex>
  return
}

// -----

func.func @scalable_both(%a: vector<[4]x4xf16>, %m: memref<?xi8>) {
  %0 = arith.extf %a : vector<[4]x4xf16> to vector<4x[4]xf32>
  %1 = arith.index_cast %m : memref<?xi8> to memref<7xindex>
  %2 = arith.bitcast %m : memref<?xi8> to memref<?xi8, strided<[2]>>
  return
}

// -----

func.func @encoding(%a: tensor<4xi32, "x">) {
  // expected-error@+1 {{'arith.trunci' op operand type 'tensor<4xi32, "x">' and result type 'tensor<4xi8>' are cast incompatible}}
  %0 = arith.trunci %a : tensor<4xi32, "x"> to tensor<4xi8>
  return
}

// -----

func.func @same_encoding(%a: tensor<4xi32, "x">) {
  %0 = arith.trunci %a : tensor<4xi32, "x"> to tensor<4xi8, "x">
  return
}

// -----

func.func @width(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.truncf' op operand type 'vector<4xf32>' and result type 'vector<4xf64>' are cast incompatible}}
  %0 = arith.truncf %a : vector<4xf32> to vector<4xf64>
  return
}

// -----

func.func @memref_to_vector(%a: memref<4xi32>) {
  // expected-error@+1 {{'arith.index_cast' op if a result is non-scalar, then at least one operand must be non-scalar}}
  %0 = arith.index_cast %a : memref<4xi32> to vector<4xindex>
  return
}

// -----

func.func @bitcast_index(%a: vector<2xindex>) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'vector<2xindex>'}}
  %0 = arith.bitcast %a : vector<2xindex> to vector<2xi64>
  return
}

// -----

func.func @bitcast_memref_index(%a: memref<2xf64>) {
  // expected-error@+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'memref<2xindex>'}}
  %0 = arith.bitcast %a : memref<2xf64> to memref<2xindex>
  return
}

// -----

func.func @addui_scalar_overflow(%a: tensor<3xi8>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %s, %o = arith.addui_extended %a, %a : tensor<3xi8>, i1
  return
}

// -----

func.func @addui_base(%a: tensor<3xi8>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %s, %o = arith.addui_extended %a, %a : tensor<3xi8>, vector<3xi1>
  return
}

// -----

func.func @addui_shape(%a: vector<3xi8>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %s, %o = arith.addui_extended %a, %a : vector<3xi8>, vector<4xi1>
  return
}

// -----

func.func @addui_ok(%a: vector<3xi8>, %b: i16) {
  %s, %o = arith.addui_extended %a, %a : vector<3xi8>, vector<3xi1>
  %t, %p = arith.addui_extended %b, %b : i16, i1
  return
}

// -----

func.func @select_rank0(%c: tensor<i1>, %a: tensor<3xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : tensor<i1>, tensor<3xf32>
  return
}

// -----

func.func @select_base(%c: tensor<5xi1>, %a: vector<5xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %a, %a : tensor<5xi1>, vector<5xf32>
  return
}

// -----

func.func @select_scalable(%c: vector<[5]xi1>, %a: vector<5xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %a, %a : vector<[5]xi1>, vector<5xf32>
  return
}

// -----

func.func @select_encoding(%c: tensor<5xi1, "p">, %a: tensor<5xf32, "q">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<5xi1, "q">', but got 'tensor<5xi1, "p">'}}
  %0 = arith.select %c, %a, %a : tensor<5xi1, "p">, tensor<5xf32, "q">
  return
}

// -----

func.func @select_dynamic(%c: tensor<?xi1>, %a: tensor<5xf32>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : tensor<?xi1>, tensor<5xf32>
  return
}

// -----

func.func @select_ok(%c: tensor<*xi1>, %a: tensor<*xf32>, %d: vector<[2]xi1>, %v: vector<[2]xi8>) {
  %0 = arith.select %c, %a, %a : tensor<*xi1>, tensor<*xf32>
  %1 = arith.select %d, %v, %v : vector<[2]xi1>, vector<[2]xi8>
  return
}
