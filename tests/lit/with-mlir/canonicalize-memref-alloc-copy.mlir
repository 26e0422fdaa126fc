// RUN: bufferize-opt %s -split-input-file -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @copy_to_self(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @copy_to_self(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dead_alloc_dealloc(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_alloc_dealloc() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dead_alloc_store(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_alloc_store(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dead_alloc_unused(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_alloc_unused(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca() : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_kept_when_read(
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %0 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT:    memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT:    return %0 : f32
// CHECK-NEXT:  }
func.func @alloc_kept_when_read(%i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dead_load(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @dead_load(%m: memref<4xf32>, %i: index) {
  %v = memref.load %m[%i] : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @alloc_escapes_via_store(
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.store %alloc, %arg0[%arg1] : memref<1xmemref<4xf32>>
// CHECK-NEXT:    return
// CHECK-NEXT:  }
func.func @alloc_escapes_via_store(%p: memref<1xmemref<4xf32>>, %c0: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %p[%c0] : memref<1xmemref<4xf32>>
  return
}
