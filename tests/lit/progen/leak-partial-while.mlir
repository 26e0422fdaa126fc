// RUN: bufferize-opt %s --check-equivalence '--pass-pipeline=builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize),bufferization-bufferize,func-bufferize,func.func(finalizing-bufferize,buffer-deallocation))' 2>&1 | FileCheck %s
// RUN: bufferize-opt %s '--pass-pipeline=builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize),bufferization-bufferize,func-bufferize,func.func(finalizing-bufferize,buffer-deallocation))' | FileCheck %s --check-prefix=OUT
// RUN: %if mlir-opt-22 %{ bufferize-opt %s '--pass-pipeline=builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize),bufferization-bufferize,func-bufferize,func.func(finalizing-bufferize,buffer-deallocation))' | %mlir_opt --verify-each -o /dev/null %}

// Found by the program generator campaign (program 727), shrunk by hand.
// The filled alloc_tensor is the init of the scf.while's loop-carried
// buffer; the after region yields another buffer (a constant) and the
// while's result is returned. The before region's argument is a merge of
// the allocation (first entry) and the yielded buffer (later entries), in a
// block the allocation dominates, so upstream's rule (LLVM <= 19) does not
// make it a critical alias; an alias of the allocation (the while's result)
// is returned, so the allocation was freed nowhere and leaked whenever the
// loop ran at least once (mlir-opt-19 -buffer-deallocation leaks the same).
// A region's entry argument fed different buffers on different edges whose
// alias is returned is now a critical alias like a cf block argument: the
// init is cloned before the scf.while and the allocation freed there, each
// yield passes a clone, and each iteration's buffer is freed in the region
// that consumes it.

// CHECK-NOT: leak
// CHECK-NOT: double
// CHECK: @f0: equal on 3 inputs
// CHECK: 1 function compared (1 equal, 0 differ)

// OUT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64}
// OUT: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] :
// OUT-NEXT: %[[C:.*]] = bufferization.clone %[[A]]
// OUT-NEXT: memref.dealloc %[[A]] :
// OUT-NEXT: %[[W:.*]]:2 = scf.while (%{{.*}} = %{{.*}}, %[[B:.*]] = %[[C]])
// OUT: %[[BC:.*]] = bufferization.clone %[[B]]
// OUT-NEXT: memref.dealloc %[[B]] :
// OUT-NEXT: scf.condition(%{{.*}}) %{{.*}}, %[[BC]] :
// OUT: ^bb0(%{{.*}}: index, %[[D:.*]]: memref<4xf32>):
// OUT: memref.dealloc %[[D]] :
// OUT: %[[G:.*]] = memref.get_global
// OUT-NEXT: %[[GC:.*]] = bufferization.clone %[[G]]
// OUT-NEXT: scf.yield %{{.*}}, %[[GC]] :
// OUT: return %[[W]]#1

func.func @f0(%x: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %wh:2 = scf.while (%i = %c0, %w = %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %cond = arith.cmpi slt, %i, %c2 : index
    scf.condition(%cond) %i, %w : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %d: tensor<4xf32>):
    %n = arith.addi %j, %c1 : index
    %k = arith.constant dense<-2.0> : tensor<4xf32>
    scf.yield %n, %k : index, tensor<4xf32>
  }
  return %wh#1 : tensor<4xf32>
}
