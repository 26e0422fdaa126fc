// RUN: bufferize-opt -allow-unregistered-dialect -buffer-deallocation -split-input-file -verify-diagnostics %s

// expected-error @+1 {{Only structured control-flow loops are supported.}}
func.func @cf_loop(%c: i1) {
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}
