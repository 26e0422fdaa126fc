// Upstream's bufferizable test ops (test.dummy_tensor_op, test.create_tensor_op),
// defined by a plugin: tests/lit/bufferization/Inputs/test_ops_plugin.py.
// Their interface (upstream TestOps.td / TestOpDefs.cpp): dummy_tensor_op reads
// and writes its operand and its result aliases nothing; it bufferizes to
// test.dummy_memref_op on the operand's buffer (a copy when the operand is out
// of place), with the unknown-type conversion of its result type.
// create_tensor_op bufferizes to test.create_memref_op (not an allocation).
//
// RUN: bufferize-opt %s --split-input-file --load-plugin %S/Inputs/test_ops_plugin.py \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufferize-opt %s --split-input-file -load-plugin=%S/Inputs/test_ops_plugin.py \
// RUN:   -one-shot-bufferize="bufferize-function-boundaries unknown-type-conversion=identity-layout-map function-boundary-type-conversion=identity-layout-map" \
// RUN:   | FileCheck %s --check-prefix=ID
// RUN: bufferize-opt %s --split-input-file -load-plugin %S/Inputs/test_ops_plugin.py -one-shot-bufferize \
// RUN:   | FileCheck %s --check-prefix=NOFB
// The ops are registered: their generic form needs no -allow-unregistered-dialect,
// and the output is printed as it was read.
// RUN: bufferize-opt %s --split-input-file --load-plugin %S/Inputs/test_ops_plugin.py | FileCheck %s --check-prefix=ROUND

// Written in place: nothing reads the argument afterwards.
// CHECK-LABEL: func.func @in_place(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[A]]) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[D]]
// ID-LABEL: func.func @in_place(
// ID-SAME:      %[[A:.*]]: memref<4xf32>) -> memref<4xf32>
// ID-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[A]]) : (memref<4xf32>) -> memref<4xf32>
// ID-NEXT:    return %[[D]]
// Without function boundaries the argument is not writable: a copy.
// NOFB-LABEL: func.func @in_place(
// NOFB-SAME:      %[[A:.*]]: tensor<4xf32>) -> tensor<4xf32>
// NOFB-NEXT:    %[[B:.*]] = bufferization.to_buffer %[[A]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOFB-NEXT:    memref.copy %[[B]], %[[ALLOC]]
// NOFB-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]]) : (memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
// NOFB-NEXT:    %[[T:.*]] = bufferization.to_tensor %[[D]] : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NOFB-NEXT:    return %[[T]]
// ROUND-LABEL: func.func @in_place(
// ROUND-NEXT:    %0 = "test.dummy_tensor_op"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
func.func @in_place(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The argument is read after the op wrote it: the op gets a copy (the op
// reads its operand, so the copy has the old contents).
// CHECK-LABEL: func.func @read_after_write(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]]) : (memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[D]], %[[A]]
// ID-LABEL: func.func @read_after_write(
// ID:         memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// ID-NEXT:    memref.copy
// ID-NEXT:    "test.dummy_memref_op"(%{{.*}}) : (memref<4xf32>) -> memref<4xf32>
func.func @read_after_write(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @not_writable(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[ALLOC]]
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]])
// CHECK-NEXT:    return %[[D]]
func.func @not_writable(%t: tensor<4xf32> {bufferization.writable = false}) -> tensor<4xf32> {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// create_tensor_op's buffer comes from test.create_memref_op; its result type
// is the unknown-type conversion of the tensor type.
// CHECK-LABEL: func.func @create() -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[C:.*]] = "test.create_memref_op"() : () -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[C]]) : (memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[D]]
// ID-LABEL: func.func @create() -> memref<?xf32>
// ID-NEXT:    %[[C:.*]] = "test.create_memref_op"() : () -> memref<?xf32>
// ID-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[C]]) : (memref<?xf32>) -> memref<?xf32>
// NOFB-LABEL: func.func @create() -> tensor<?xf32>
// NOFB-NEXT:    %[[C:.*]] = "test.create_memref_op"() : () -> memref<?xf32, strided<[?], offset: ?>>
// NOFB-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[C]])
// NOFB-NEXT:    %[[T:.*]] = bufferization.to_tensor %[[D]]
// NOFB-NEXT:    return %[[T]]
// ROUND-LABEL: func.func @create()
// ROUND-NEXT:    %0 = "test.create_tensor_op"() : () -> tensor<?xf32>
func.func @create() -> tensor<?xf32> {
  %0 = "test.create_tensor_op"() : () -> tensor<?xf32>
  %1 = "test.dummy_tensor_op"(%0) : (tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// The created tensor is written later by tensor.insert, which reads it: the
// dummy op must not clobber it and works on a copy.
// CHECK-LABEL: func.func @create_then_insert(
// CHECK-NEXT:    %[[C:.*]] = "test.create_memref_op"() : () -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[C]], %[[ALLOC]]
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]])
// CHECK-NEXT:    memref.store %{{.*}}, %[[C]][%{{.*}}]
// CHECK-NEXT:    return %[[D]], %[[C]]
func.func @create_then_insert(%f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "test.create_tensor_op"() : () -> tensor<4xf32>
  %1 = "test.dummy_tensor_op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tensor.insert %f into %0[%i] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// The result is a new buffer: inserting into it is in place, while the
// argument keeps its own buffer (written by the second insert).
// CHECK-LABEL: func.func @insert_into_result(
// CHECK-SAME:      %[[A:[^:]*]]: memref<4xf32, strided<[?], offset: ?>>, %[[F:.*]]: f32, %[[I:.*]]: index)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[A]], %[[ALLOC]]
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]])
// CHECK-NEXT:    memref.store %[[F]], %[[D]][%[[I]]]
// CHECK-NEXT:    memref.store %[[F]], %[[A]][%[[I]]]
// CHECK-NEXT:    return %[[D]], %[[A]]
func.func @insert_into_result(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<4xf32>
  %2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// A write into a slice writes the sliced argument, which is returned: copy
// the slice.
// CHECK-LABEL: func.func @slice(
// CHECK-SAME:      %[[A:.*]]: memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[SV:.*]] = memref.subview %[[A]][2] [4] [1]
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[SV]], %[[ALLOC]]
// CHECK-NEXT:    %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]]) : (memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    return %[[A]], %[[D]]
func.func @slice(%t: tensor<8xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %0 = "test.dummy_tensor_op"(%s) : (tensor<4xf32>) -> tensor<4xf32>
  return %t, %0 : tensor<8xf32>, tensor<4xf32>
}

// -----

// In one branch the op would write the argument in place, but the scf.if
// result (read by the return) may be that argument: a copy.
// CHECK-LABEL: func.func @if(
// CHECK-SAME:      %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %[[A]], %[[ALLOC]]
// CHECK-NEXT:      %[[D:.*]] = "test.dummy_memref_op"(%[[ALLOC]])
// CHECK-NEXT:      scf.yield %[[D]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[A]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]
func.func @if(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
