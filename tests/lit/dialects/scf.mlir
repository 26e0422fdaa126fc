// RUN: bufferize-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufferize-opt --allow-unregistered-dialect %s --mlir-print-op-generic | bufferize-opt --allow-unregistered-dialect | FileCheck %s
// CHECK lines are mlir-opt-22's output for this file.

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<?xf32>, %arg4: i1, %arg5: i32, %arg6: i32) -> tensor<?xf32> {
// CHECK-NEXT: %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (tensor<?xf32>) {
// CHECK-NEXT: scf.yield %arg8 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg7 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg7 = %arg5 to %arg6 step %arg5  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg7 = %arg5 to %arg6 step %arg5 iter_args(%arg8 = %arg3, %arg9 = %arg5) -> (tensor<?xf32>, i32)  : i32 {
// CHECK-NEXT: scf.yield %arg8, %arg9 : tensor<?xf32>, i32
// CHECK-NEXT: } {foo}
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg4 -> (i32) {
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg4 -> (i32) {
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: } {attr}
// CHECK-NEXT: return %0 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<?xf32>, %arg4: i1, %arg5: i32, %arg6: i32, %arg7: f32) {
// CHECK-NEXT: %0:2 = scf.while (%arg8 = %arg5, %arg9 = %arg6) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: scf.condition(%arg4) %arg8, %arg9 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg8: i32, %arg9: i32):
// CHECK-NEXT: scf.yield %arg8, %arg9 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg4)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.forall (%arg8, %arg9) in (%arg1, 8) shared_outs(%arg10 = %arg3) -> (tensor<?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg10[%arg8] [4] [1] : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg10[%arg8] [4] [1] : tensor<4xf32> into tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT: scf.forall (%arg8) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg8) = (0) to (%arg1) step (2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg8, %arg9) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.parallel (%arg8) = (%arg0) to (%arg1) step (%arg2) init (%arg7) -> f32 {
// CHECK-NEXT: scf.reduce(%arg7 : f32) {
// CHECK-NEXT: ^bb0(%arg9: f32, %arg10: f32):
// CHECK-NEXT: scf.reduce.return %arg9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: %0:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT: scf.yield %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: } {x}
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "foo.bar"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @k(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1) -> tensor<8x8xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 1] [%arg1, 1] [-1, %arg1] : tensor<8x8xf32> to tensor<?xf32>
// CHECK-NEXT: %0 = scf.for %arg5 = %arg2 to %arg1 step %arg2 iter_args(%arg6 = %arg0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %6 = scf.if %arg4 -> (tensor<8x8xf32>) {
// CHECK-NEXT: %7 = scf.for %arg7 = %arg2 to %arg1 step %arg2 iter_args(%arg8 = %arg6) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg8[%arg5, %arg7] : tensor<8x8xf32>
// CHECK-NEXT: scf.yield %inserted : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %7 : tensor<8x8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg6 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg5, %arg6) = (%arg2, 0) to (%arg1, 8) step (%arg2, 2) shared_outs(%arg7 = %0) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg7[%arg5, %arg6] [1, 2] [1, 1] : tensor<8x8xf32> to tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice_0 into %arg7[%arg5, %arg6] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.block<x>, #gpu.block<y>]}
// CHECK-NEXT: %2:2 = scf.forall (%arg5) in (4) shared_outs(%arg6 = %0, %arg7 = %0) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.parallel (%arg5) = (%arg2) to (%arg1) step (%arg2) init (%arg3, %arg3) -> (f32, f32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg3 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: } {foo = 1 : i32}
// CHECK-NEXT: scf.parallel (%arg5) = (%arg2) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.while (%arg5 = %arg3) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg4) %arg5 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg5: f32):
// CHECK-NEXT: scf.yield %arg5 : f32
// CHECK-NEXT: } attributes {bar}
// CHECK-NEXT: %5:2 = scf.index_switch %arg1 {baz} -> i32, i32
// CHECK-NEXT: case -3 {
// CHECK-NEXT: %6 = "foo.q"() : () -> i32
// CHECK-NEXT: scf.yield %6, %6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: %6 = "foo.q"() : () -> i32
// CHECK-NEXT: scf.yield %6, %6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %6 = "foo.q"() : () -> i32
// CHECK-NEXT: scf.yield %6, %6 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg1
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<8x8xf32>
// CHECK-NEXT: }

func.func @f(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>, %c: i1, %a: i32, %b: i32) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %t) -> (tensor<?xf32>) {
    scf.yield %x : tensor<?xf32>
  }
  scf.for %i = %lb to %ub step %s {
  }
  scf.for unsigned %i = %a to %b step %a : i32 {
  }
  %r2:2 = scf.for %i = %a to %b step %a iter_args(%x = %t, %y = %a) -> (tensor<?xf32>, i32) : i32 {
    scf.yield %x, %y : tensor<?xf32>, i32
  } {foo}
  scf.if %c {
  }
  scf.if %c {
  } else {
  }
  %q = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %q2 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  } {attr}
  return %r : tensor<?xf32>
}
func.func @g(%lb: index, %ub: index, %s: index, %t: tensor<?xf32>, %c: i1, %a: i32, %b: i32, %f: f32) {
  %w:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    scf.yield %x2, %y2 : i32, i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region no_inline {
    scf.yield
  }
  %fa = scf.forall (%i, %j) in (%ub, 8) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %sl = tensor.extract_slice %o[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sl into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
    scf.forall.in_parallel {
    }
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
  }
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  %sw = scf.index_switch %lb -> i32
  case 2 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return
}
func.func @h(%a: i32, %c: i1) {
  %e:2 = scf.execute_region -> (i32, i32) {
    scf.yield %a, %a : i32, i32
  }
  %e2 = scf.execute_region -> (i32) no_inline {
    cf.br ^bb1
  ^bb1:
    scf.yield %a : i32
  } {x}
  scf.if %c {
    "foo.bar"() : () -> ()
  }
  return
}
func.func @k(%t: tensor<8x8xf32>, %d: index, %lb: index, %f: f32, %c: i1) -> tensor<8x8xf32> {
  %s = tensor.extract_slice %t[%d, 1] [%d, 1] [-1, %d] : tensor<8x8xf32> to tensor<?xf32>
  %r = scf.for %i = %lb to %d step %lb iter_args(%x = %t) -> tensor<8x8xf32> {
    %y = scf.if %c -> tensor<8x8xf32> {
      %z = scf.for %j = %lb to %d step %lb iter_args(%w = %x) -> (tensor<8x8xf32>) {
        %ins = tensor.insert %f into %w[%i, %j] : tensor<8x8xf32>
        scf.yield %ins : tensor<8x8xf32>
      }
      scf.yield %z : tensor<8x8xf32>
    } else {
      scf.yield %x : tensor<8x8xf32>
    }
    scf.yield %y : tensor<8x8xf32>
  }
  %fa = scf.forall (%i, %j) = (%lb, 0) to (%d, 8) step (%lb, 2) shared_outs(%o = %r) -> tensor<8x8xf32> {
    %e = tensor.extract_slice %o[%i, %j] [1, 2] [1, 1] : tensor<8x8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i, %j] [1, 2] [1, 1] : tensor<2xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.block<x>, #gpu.block<y>]}
  %fb:2 = scf.forall (%i) in (4) shared_outs(%o = %r, %o2 = %r) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  }
  %pp:2 = scf.parallel (%i) = (%lb) to (%d) step (%lb) init (%f, %f) -> (f32, f32) {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %b : f32
    }
  } {foo = 1 : i32}
  scf.parallel (%i) = (%lb) to (%d) step (%lb) {
    scf.reduce
  }
  %w = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  } attributes {bar}
  %sw:2 = scf.index_switch %d {baz} -> i32, i32
  case -3 {
    %q = "foo.q"() : () -> i32
    scf.yield %q, %q : i32, i32
  }
  case 5 {
    %q = "foo.q"() : () -> i32
    scf.yield %q, %q : i32, i32
  }
  default {
    %q = "foo.q"() : () -> i32
    scf.yield %q, %q : i32, i32
  }
  scf.index_switch %d
  default {
  }
  return %fa : tensor<8x8xf32>
}
