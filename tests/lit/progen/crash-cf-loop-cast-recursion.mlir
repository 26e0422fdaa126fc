// RUN: bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufferize-opt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: bufferize-opt %s --check-equivalence -one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=EQUIV
// RUN: %if mlir-opt-22 %{ bufferize-opt %s -one-shot-bufferize=bufferize-function-boundaries | %mlir_opt --verify-each -o /dev/null %}
// RUN: %if mlir-opt-22 %{ %python -c "import subprocess, sys; sys.exit(0 if subprocess.run(sys.argv[1:], capture_output=True).returncode < 0 else 1)" %mlir_opt %s -one-shot-bufferize=bufferize-function-boundaries %}

// Found by bench/bench_progen.py --upstream (mlir-opt-22 died with a
// segmentation fault on program 137 of --seed 1), shrunk by hypothesis, then
// by hand. A cf loop whose back edge passes a tensor.cast chain of the
// header's block argument. Without the two casts both bufferize it.
//
// A deliberate departure: mlir-opt-22 dies with a segmentation fault (the
// last RUN line asserts a death by a signal; also under
// function-boundary-type-conversion=identity-layout-map), in its analysis:
// defaultResultBufferizesToMemoryWrite and findValueInReverseUseDefChain
// call each other without end around the loop. Ours bufferizes it. It used
// to recurse without end too ("error: input is nested too deeply to
// process", a RecursionError), in the buffer type of %a: the type of a block
// argument is that of the values forwarded to it, and %s's goes through the
// casts back to %a. Upstream's getBufferType puts every value it computes on
// its invocation stack and skips a forwarded value found there; ours only
// put some there (the tensor.cast model asks its source's model directly),
// so %s was never found. Now every value is put there
// (func_boundary.value_buffer_type): the inner computation of %a skips %s
// and takes the entry edge's type, which %s's then agrees with (had they
// disagreed, %a would take the fully dynamic layout, as upstream's does).

// CHECK-LABEL: func.func @f2(
// CHECK-SAME:      %[[ARG:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK:         cf.br ^bb1(%{{.*}}, %[[ARG]] : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK:       ^bb1(%{{.*}}: index, %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>):
// CHECK:         %[[D:.*]] = memref.cast %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK:         %[[S:.*]] = memref.cast %[[D]] : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK:         cf.br ^bb1(%{{.*}}, %[[S]] : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK:         return %[[A]]
// CHECK-NOT:     memref.alloc

// IDENTITY-LABEL: func.func @f2(
// IDENTITY-SAME:      %{{.*}}: memref<4xf32>) -> memref<4xf32>
// IDENTITY:       ^bb1(%{{.*}}: index, %{{.*}}: memref<4xf32>):
// IDENTITY:         cf.br ^bb1(%{{.*}}, %{{.*}} : index, memref<4xf32>)

// EQUIV: @f2: equal on 3 inputs

func.func @f2(%arg1: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %arg1 : index, tensor<4xf32>)
^bb1(%i: index, %a: tensor<4xf32>):
  %lc = arith.cmpi slt, %i, %c1 : index
  cf.cond_br %lc, ^bb2, ^bb3
^bb2:
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %s = tensor.cast %d : tensor<?xf32> to tensor<4xf32>
  %n = arith.addi %i, %c1 : index
  cf.br ^bb1(%n, %s : index, tensor<4xf32>)
^bb3:
  return %a : tensor<4xf32>
}
