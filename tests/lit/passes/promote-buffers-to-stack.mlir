// RUN: bufferize-opt %s -allow-unregistered-dialect -promote-buffers-to-stack -split-input-file | FileCheck %s
// RUN: bufferize-opt %s -allow-unregistered-dialect -split-input-file '-promote-buffers-to-stack=max-alloc-size-in-bytes=16 max-rank-of-allocated-memref=2' | FileCheck %s --check-prefix=SMALL

// CHECK-LABEL: func.func @sizes
//  CHECK-NEXT: memref.alloca() : memref<256xf32>
//  CHECK-NEXT: memref.alloc() : memref<257xf32>
//  CHECK-NEXT: memref.alloca() : memref<1025xi1>
//  CHECK-NEXT: memref.rank
//  CHECK-NEXT: memref.alloca(%{{.*}}) : memref<?xindex>
//  CHECK-NEXT: memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xindex>
//  CHECK-NEXT: memref.alloc() : memref<8xf32>
//  CHECK-NEXT: memref.dealloc
//  CHECK-NEXT: memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// SMALL-LABEL: func.func @sizes
//  SMALL-NEXT: memref.alloc() : memref<256xf32>
//  SMALL-NEXT: memref.alloc() : memref<257xf32>
//  SMALL-NEXT: memref.alloc() : memref<1025xi1>
//  SMALL-NEXT: memref.rank
//  SMALL-NEXT: memref.alloca(%{{.*}}) : memref<?xindex>
//  SMALL-NEXT: memref.alloca(%{{.*}}, %{{.*}}) : memref<?x?xindex>
//  SMALL-NEXT: memref.alloc() : memref<8xf32>
//  SMALL-NEXT: memref.dealloc
//  SMALL-NEXT: memref.alloca() {alignment = 64 : i64} : memref<4xf32>
func.func @sizes(%m: memref<?x?xf32>) {
  %a = memref.alloc() : memref<256xf32>
  %b = memref.alloc() : memref<257xf32>
  %e = memref.alloc() : memref<1025xi1>
  %r = memref.rank %m : memref<?x?xf32>
  %g = memref.alloc(%r) : memref<?xindex>
  %h = memref.alloc(%r, %r) : memref<?x?xindex>
  %i = memref.alloc() : memref<8xf32>
  memref.dealloc %i : memref<8xf32>
  %o = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.use"(%a, %b, %e, %g, %h, %o) : (memref<256xf32>, memref<257xf32>, memref<1025xi1>, memref<?xindex>, memref<?x?xindex>, memref<4xf32>) -> ()
  return
}

// -----

// Escaping buffers stay on the heap: returned directly, through a view or
// through scf.if; so does a buffer in scf.while (a loop without its own
// allocation scope).  scf.for bodies are allocation scopes.
// CHECK-LABEL: func.func @escape
//  CHECK-NEXT: memref.alloc() : memref<4xf32>
//  CHECK-NEXT: memref.subview
//  CHECK-NEXT: scf.if
//  CHECK-NEXT: memref.alloc() : memref<4xf32>
//       CHECK: scf.while
//  CHECK-NEXT: memref.alloc() : memref<2xf32>
//       CHECK: scf.for
//  CHECK-NEXT: memref.alloca() : memref<3xf32>
func.func @escape(%c: i1, %b: memref<4xf32>, %lb: index) -> (memref<2xf32, strided<[1]>>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %r = scf.if %c -> memref<4xf32> {
    %x = memref.alloc() : memref<4xf32>
    scf.yield %x : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  scf.while : () -> () {
    %w = memref.alloc() : memref<2xf32>
    "test.use"(%w) : (memref<2xf32>) -> ()
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.for %i = %lb to %lb step %lb {
    %f = memref.alloc() : memref<3xf32>
    "test.use"(%f) : (memref<3xf32>) -> ()
  }
  return %v, %r : memref<2xf32, strided<[1]>>, memref<4xf32>
}

// -----

// The index size comes from the data layout.
// CHECK-LABEL: func.func @bigIndex
//  CHECK-NEXT: memref.alloca() : memref<4xindex>
// SMALL-LABEL: func.func @bigIndex
//  SMALL-NEXT: memref.alloc() : memref<4xindex>
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  func.func @bigIndex() {
    %0 = memref.alloc() : memref<4xindex>
    "test.use"(%0) : (memref<4xindex>) -> ()
    return
  }
}
