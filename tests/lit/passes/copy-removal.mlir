// RUN: bufferize-opt -copy-removal -split-input-file %s | FileCheck %s
// RUN: bufferize-opt --pass-pipeline='builtin.module(copy-removal)' -split-input-file %s | FileCheck %s

// Cases of upstream's 2020 test/Transforms/copy-removal.mlir and the examples
// of seed 004 (BufferDeallocationInternals.md), in today's syntax.

// All copies except the one from %1 (%9) must be removed: the defining op of
// %1 and its dealloc are in another block.

// CHECK-LABEL: func @nested_region_control_flow_div_nested
func.func @nested_region_control_flow_div_nested(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %arg0, %arg1 : index
  %1 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  // CHECK: %{{.*}} = scf.if
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    // CHECK: %[[PERCENT3:.*]] = scf.if
    %3 = scf.if %0 -> (memref<?x?xf32>) {
      %c0_0 = arith.constant 0 : index
      %7 = memref.dim %1, %c0_0 : memref<?x?xf32>
      %c1_1 = arith.constant 1 : index
      %8 = memref.dim %1, %c1_1 : memref<?x?xf32>
      %9 = memref.alloc(%7, %8) : memref<?x?xf32>
      // CHECK: linalg.copy ins(%{{.*}} : memref<?x?xf32>) outs(%[[PERCENT9:.*]] : memref<?x?xf32>)
      linalg.copy ins(%1 : memref<?x?xf32>) outs(%9 : memref<?x?xf32>)
      // CHECK: scf.yield %[[PERCENT9]]
      scf.yield %9 : memref<?x?xf32>
    } else {
      // CHECK: %[[PERCENT7:.*]] = memref.alloc
      %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
      %c0_0 = arith.constant 0 : index
      %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
      %c1_1 = arith.constant 1 : index
      %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
      // CHECK-NOT: memref.alloc
      // CHECK-NOT: linalg.copy
      // CHECK-NOT: memref.dealloc %[[PERCENT7]]
      %10 = memref.alloc(%8, %9) : memref<?x?xf32>
      linalg.copy ins(%7 : memref<?x?xf32>) outs(%10 : memref<?x?xf32>)
      memref.dealloc %7 : memref<?x?xf32>
      // CHECK: scf.yield %[[PERCENT7]]
      scf.yield %10 : memref<?x?xf32>
    }
    %c0 = arith.constant 0 : index
    %4 = memref.dim %3, %c0 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %5 = memref.dim %3, %c1 : memref<?x?xf32>
    // CHECK-NOT: memref.alloc
    // CHECK-NOT: linalg.copy
    // CHECK-NOT: memref.dealloc %[[PERCENT3]]
    %6 = memref.alloc(%4, %5) : memref<?x?xf32>
    linalg.copy ins(%3 : memref<?x?xf32>) outs(%6 : memref<?x?xf32>)
    memref.dealloc %3 : memref<?x?xf32>
    // CHECK: scf.yield %[[PERCENT3]]
    scf.yield %6 : memref<?x?xf32>
  } else {
    // CHECK: %[[PERCENT3:.*]] = memref.alloc
    %3 = memref.alloc(%arg1, %arg1) : memref<?x?xf32>
    %c0 = arith.constant 0 : index
    %4 = memref.dim %3, %c0 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %5 = memref.dim %3, %c1 : memref<?x?xf32>
    // CHECK-NOT: memref.alloc
    // CHECK-NOT: linalg.copy
    // CHECK-NOT: memref.dealloc %[[PERCENT3]]
    %6 = memref.alloc(%4, %5) : memref<?x?xf32>
    linalg.copy ins(%3 : memref<?x?xf32>) outs(%6 : memref<?x?xf32>)
    memref.dealloc %3 : memref<?x?xf32>
    // CHECK: scf.yield %[[PERCENT3]]
    scf.yield %6 : memref<?x?xf32>
  }
  // CHECK: memref.dealloc
  // CHECK-NEXT: return
  memref.dealloc %1 : memref<?x?xf32>
  return %2 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func @simple_test
func.func @simple_test() -> memref<5xf32> {
  %temp = memref.alloc() : memref<5xf32>
  %ret = memref.alloc() : memref<5xf32>
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}
// CHECK-SAME: () -> memref<5xf32>
// CHECK-NEXT: %[[ret:.*]] = memref.alloc()
// CHECK-NEXT: return %[[ret]]

// -----

// Legal: %ret has a use before the copy.  The allocation of %temp and the
// deallocation of %ret go too.

// CHECK-LABEL: func @test_with_ret_usage_before_copy
func.func @test_with_ret_usage_before_copy() -> memref<5xf32> {
  %ret = memref.alloc() : memref<5xf32>
  %temp = memref.alloc() : memref<5xf32>
  %c0 = arith.constant 0 : index
  %dimension = memref.dim %ret, %c0 : memref<5xf32>
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}
// CHECK-NEXT: %[[ret:.*]] = memref.alloc()
// CHECK-NEXT: arith.constant
// CHECK-NEXT: memref.dim %[[ret]]
// CHECK-NEXT: return %[[ret]]

// -----

// Illegal: %ret has a use after the copy.

// CHECK-LABEL: func @test_with_ret_usage_after_copy
func.func @test_with_ret_usage_after_copy() -> memref<5xf32> {
  %ret = memref.alloc() : memref<5xf32>
  %temp = memref.alloc() : memref<5xf32>
  // CHECK: memref.copy
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  %c0 = arith.constant 0 : index
  %dimension = memref.dim %ret, %c0 : memref<5xf32>
  // CHECK: memref.dealloc
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}

// -----

// Illegal: %temp has a use before the copy.

// CHECK-LABEL: func @test_with_temp_usage_before_copy
func.func @test_with_temp_usage_before_copy() -> memref<5xf32> {
  %ret = memref.alloc() : memref<5xf32>
  %temp = memref.alloc() : memref<5xf32>
  %c0 = arith.constant 0 : index
  %dimension = memref.dim %temp, %c0 : memref<5xf32>
  // CHECK: memref.copy
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}

// -----

// Legal: %temp has a use after the copy.  The allocation of %temp and the
// deallocation of %ret go too.

#map0 = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @test_with_temp_usage_after_copy
func.func @test_with_temp_usage_after_copy() -> memref<5xf32> {
  %ret = memref.alloc() : memref<5xf32>
  %res = memref.alloc() : memref<5xf32>
  %temp = memref.alloc() : memref<5xf32>
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%temp : memref<5xf32>) outs(%res : memref<5xf32>) {
  ^bb0(%gen1_arg0: f32, %gen1_arg1: f32):
    %tmp1 = math.exp %gen1_arg0 : f32
    linalg.yield %tmp1 : f32
  }
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}
// CHECK-NEXT: %[[ret:.*]] = memref.alloc()
// CHECK-NEXT: %[[res:.*]] = memref.alloc()
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%[[ret]] : memref<5xf32>) outs(%[[res]] : memref<5xf32>)
// CHECK-NOT: memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: return %[[ret]]

// -----

// CHECK-LABEL: func @make_allocation
func.func @make_allocation() -> memref<5xf32> {
  %mem = memref.alloc() : memref<5xf32>
  return %mem : memref<5xf32>
}

// CHECK-LABEL: func @test_with_function_call
func.func @test_with_function_call() -> memref<5xf32> {
  // CHECK-NEXT: %[[ret:.*]] = call @make_allocation() : () -> memref<5xf32>
  %ret = call @make_allocation() : () -> (memref<5xf32>)
  // CHECK-NEXT: return %[[ret]]
  %temp = memref.alloc() : memref<5xf32>
  memref.copy %ret, %temp : memref<5xf32> to memref<5xf32>
  memref.dealloc %ret : memref<5xf32>
  return %temp : memref<5xf32>
}

// -----

// CHECK-LABEL: func @multiple_deallocs_in_different_blocks
func.func @multiple_deallocs_in_different_blocks(%cond : i1) -> memref<5xf32> {
  // CHECK-NEXT: %[[PERCENT0:.*]] = memref.alloc()
  %0 = memref.alloc() : memref<5xf32>
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  memref.dealloc %0 : memref<5xf32>
  // CHECK: cf.br ^[[BB3:.*]](%[[PERCENT0]]
  cf.br ^bb3(%0 : memref<5xf32>)
^bb2:
  // CHECK-NEXT: ^bb2:
  // CHECK-NEXT: cf.br ^[[BB3]](%[[PERCENT0]]
  %temp = memref.alloc() : memref<5xf32>
  memref.copy %0, %temp : memref<5xf32> to memref<5xf32>
  memref.dealloc %0 : memref<5xf32>
  cf.br ^bb3(%temp : memref<5xf32>)
^bb3(%res : memref<5xf32>):
  return %res : memref<5xf32>
}

// -----

#map0 = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @test_ReuseCopyTargetAsSource
// CHECK-SAME: (%[[ARG0:.*]]: memref<2xf32>, %[[RES:.*]]: memref<2xf32>)
func.func @test_ReuseCopyTargetAsSource(%arg0: memref<2xf32>, %result: memref<2xf32>){
  // CHECK-NEXT: linalg.generic
  // CHECK-SAME: ins(%[[ARG0]] : memref<2xf32>) outs(%[[RES]] : memref<2xf32>)
  // CHECK-NOT: memref.alloc
  // CHECK-NOT: linalg.copy
  // CHECK-NOT: memref.dealloc
  // CHECK: return
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  linalg.copy ins(%temp : memref<2xf32>) outs(%result : memref<2xf32>)
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

// The copy must stay: an op writes %to before the copy.

#map0 = affine_map<(d0) -> (d0)>

// CHECK-LABEL: func @test_ReuseCopyTargetAsSource_kept
func.func @test_ReuseCopyTargetAsSource_kept(%arg0: memref<2xf32>){
  %to = memref.alloc() : memref<2xf32>
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen1_arg0: f32, %gen1_arg1: f32):
    %tmp1 = math.exp %gen1_arg0 : f32
    linalg.yield %tmp1 : f32
  }
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%to : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  // CHECK: linalg.copy
  linalg.copy ins(%temp : memref<2xf32>) outs(%to : memref<2xf32>)
  // CHECK: memref.dealloc
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

// Seed 004, "Reusing the Source Buffer of the Copy Operation".

// CHECK-LABEL: func @dynamic_allocation
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK-NEXT: arith.constant 0
// CHECK-NEXT: memref.dim %[[A]]
// CHECK-NEXT: arith.constant 1
// CHECK-NEXT: memref.dim %[[A]]
// CHECK-NEXT: return %[[A]]
func.func @dynamic_allocation(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %7 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %c0_0 = arith.constant 0 : index
  %8 = memref.dim %7, %c0_0 : memref<?x?xf32>
  %c1_1 = arith.constant 1 : index
  %9 = memref.dim %7, %c1_1 : memref<?x?xf32>
  %10 = memref.alloc(%8, %9) : memref<?x?xf32>
  linalg.copy ins(%7 : memref<?x?xf32>) outs(%10 : memref<?x?xf32>)
  memref.dealloc %7 : memref<?x?xf32>
  return %10 : memref<?x?xf32>
}

// -----

// Seed 004, "Reusing the Target Buffer of the Copy Operation".

#map0 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func @reuseTarget
// CHECK-SAME: (%[[ARG0:.*]]: memref<2xf32>, %[[RESULT:.*]]: memref<2xf32>)
// CHECK-NEXT: linalg.generic
// CHECK-SAME: ins(%[[ARG0]] : memref<2xf32>) outs(%[[RESULT]] : memref<2xf32>)
// CHECK: linalg.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @reuseTarget(%arg0: memref<2xf32>, %result: memref<2xf32>){
  %temp = memref.alloc() : memref<2xf32>
  linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel"]}
      ins(%arg0 : memref<2xf32>) outs(%temp : memref<2xf32>) {
  ^bb0(%gen2_arg0: f32, %gen2_arg1: f32):
    %tmp2 = math.exp %gen2_arg0 : f32
    linalg.yield %tmp2 : f32
  }
  linalg.copy ins(%temp : memref<2xf32>) outs(%result : memref<2xf32>)
  memref.dealloc %temp : memref<2xf32>
  return
}

// -----

// Seed 004, @inner_region_control_flow_div (the output of buffer-deallocation
// on it, with scf.execute_region standing for the imaginary custom.region_if
// join region): the copy in the "join" part goes ("this allocation will be
// removed by applying the copy removal pass").

// CHECK-LABEL: func @region_join_copy
// CHECK:      %[[R:.*]] = scf.if
// CHECK:      %[[J:.*]] = scf.execute_region
// CHECK-NOT:  memref.alloc
// CHECK-NOT:  linalg.copy
// CHECK:        scf.yield %[[R]]
// CHECK-NOT:  memref.dealloc %[[R]]
// CHECK:      memref.dealloc
// CHECK-NEXT: return %[[J]]
func.func @region_join_copy(%arg0: index, %arg1: index, %c: i1) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %r = scf.if %c -> (memref<?x?xf32>) {
    %4 = bufferization.clone %0 : memref<?x?xf32> to memref<?x?xf32>
    scf.yield %4 : memref<?x?xf32>
  } else {
    %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    %5 = bufferization.clone %2 : memref<?x?xf32> to memref<?x?xf32>
    memref.dealloc %2 : memref<?x?xf32>
    scf.yield %5 : memref<?x?xf32>
  }
  %j = scf.execute_region -> memref<?x?xf32> {
    %c0 = arith.constant 0 : index
    %d0 = memref.dim %r, %c0 : memref<?x?xf32>
    %c1 = arith.constant 1 : index
    %d1 = memref.dim %r, %c1 : memref<?x?xf32>
    %4 = memref.alloc(%d0, %d1) : memref<?x?xf32>
    linalg.copy ins(%r : memref<?x?xf32>) outs(%4 : memref<?x?xf32>)
    memref.dealloc %r : memref<?x?xf32>
    scf.yield %4 : memref<?x?xf32>
  }
  memref.dealloc %0 : memref<?x?xf32>
  return %j : memref<?x?xf32>
}
