// memref views at their edges (tests/unit/test_ops_vs_runner_more.py):
// dynamic sizes through expand_shape and reshape, a collapse of a strided
// view, copies between two non-contiguous views, a realloc that shrinks,
// the metadata of a subview with a dynamic offset, the rank of a rank-0
// memref, a cf.switch on i8 with a negative case.
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%m: memref<*xf32>) {
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @pick(%x: i8) -> index {
  cf.switch %x : i8, [
    default: ^bb1(%x : i8),
    -128: ^bb2,
    127: ^bb3
  ]
^bb1(%y: i8):
  %r = arith.index_cast %y : i8 to index
  return %r : index
^bb2:
  %a = arith.constant 11 : index
  return %a : index
^bb3:
  %b = arith.constant 22 : index
  return %b : index
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    %h = arith.constant -1.5 : f32
    %g = arith.mulf %f, %h : f32
    memref.store %g, %m[%i] : memref<12xf32>
  }
  // expand to a dynamic outer size
  %n = arith.divui %c12, %c4 : index
  %md = memref.cast %m : memref<12xf32> to memref<?xf32>
  %e = memref.expand_shape %md [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %ue = memref.cast %e : memref<?x4xf32> to memref<*xf32>
  call @show(%ue) : (memref<*xf32>) -> ()
  // a strided view (every other column), collapsed where it can be: rows stay
  %sv = memref.subview %e[0, 1] [3, 2] [1, 2] : memref<?x4xf32> to memref<3x2xf32, strided<[4, 2], offset: 1>>
  %us = memref.cast %sv : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<*xf32>
  call @show(%us) : (memref<*xf32>) -> ()
  %e3 = memref.expand_shape %sv [[0, 1], [2]] output_shape [3, 1, 2]
      : memref<3x2xf32, strided<[4, 2], offset: 1>> into memref<3x1x2xf32, strided<[4, 4, 2], offset: 1>>
  %cl = memref.collapse_shape %e3 [[0, 1], [2]]
      : memref<3x1x2xf32, strided<[4, 4, 2], offset: 1>> into memref<3x2xf32, strided<[4, 2], offset: 1>>
  %uc = memref.cast %cl : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<*xf32>
  call @show(%uc) : (memref<*xf32>) -> ()
  // copy between two non-contiguous views (into a transposed window)
  %d = memref.alloc() : memref<2x6xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%d : memref<2x6xf32>)
  %dt = memref.reinterpret_cast %d to offset: [1], sizes: [3, 2], strides: [2, 6]
      : memref<2x6xf32> to memref<3x2xf32, strided<[2, 6], offset: 1>>
  memref.copy %sv, %dt : memref<3x2xf32, strided<[4, 2], offset: 1>> to memref<3x2xf32, strided<[2, 6], offset: 1>>
  %ud = memref.cast %d : memref<2x6xf32> to memref<*xf32>
  call @show(%ud) : (memref<*xf32>) -> ()
  // metadata of a subview at a dynamic offset
  %w = memref.subview %m[%c3] [%c4] [%c2] : memref<12xf32> to memref<?xf32, strided<[?], offset: ?>>
  %b, %o, %s, %st = memref.extract_strided_metadata %w : memref<?xf32, strided<[?], offset: ?>>
      -> memref<f32>, index, index, index
  vector.print %o : index
  vector.print %s : index
  vector.print %st : index
  %uw = memref.cast %w : memref<?xf32, strided<[?], offset: ?>> to memref<*xf32>
  call @show(%uw) : (memref<*xf32>) -> ()
  %r0 = memref.rank %b : memref<f32>
  vector.print %r0 : index
  %dw = memref.dim %w, %c0 : memref<?xf32, strided<[?], offset: ?>>
  vector.print %dw : index
  // reshape to a dynamic shape (2 x 6)
  %shape = memref.alloca() : memref<2xindex>
  %c6 = arith.constant 6 : index
  memref.store %c2, %shape[%c0] : memref<2xindex>
  memref.store %c6, %shape[%c1] : memref<2xindex>
  %rs = memref.reshape %m(%shape) : (memref<12xf32>, memref<2xindex>) -> memref<?x?xf32>
  %ur = memref.cast %rs : memref<?x?xf32> to memref<*xf32>
  call @show(%ur) : (memref<*xf32>) -> ()
  %rd = memref.dim %rs, %c1 : memref<?x?xf32>
  vector.print %rd : index
  // a realloc that shrinks keeps the head
  %k = memref.alloc(%c12) : memref<?xf32>
  memref.copy %m, %k : memref<12xf32> to memref<?xf32>
  %sh = memref.realloc %k(%c3) : memref<?xf32> to memref<?xf32>
  %uk = memref.cast %sh : memref<?xf32> to memref<*xf32>
  call @show(%uk) : (memref<*xf32>) -> ()
  // the switch
  %v0 = arith.constant -128 : i8
  %v1 = arith.constant 127 : i8
  %v2 = arith.constant -5 : i8
  %p0 = call @pick(%v0) : (i8) -> index
  %p1 = call @pick(%v1) : (i8) -> index
  %p2 = call @pick(%v2) : (i8) -> index
  vector.print %p0 : index
  vector.print %p1 : index
  vector.print %p2 : index
  memref.dealloc %sh : memref<?xf32>
  memref.dealloc %d : memref<2x6xf32>
  memref.dealloc %m : memref<12xf32>
  return
}
