// memref ops no other program compared with mlir-runner-22 runs
// (tests/unit/test_ops_vs_runner_more.py): views (collapse, expand,
// reinterpret_cast, reshape), metadata (dim, rank, extract_strided_metadata,
// the aligned pointer), copy, realloc, memory_space_cast, assume_alignment,
// prefetch and generic_atomic_rmw.
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%m: memref<*xf32>) {
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c6 step %c2 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      %h = arith.constant 0.25 : f32
      %g = arith.addf %f, %h : f32
      %jj = arith.divui %j, %c2 : index
      memref.store %g, %m[%i, %jj] : memref<2x3xf32>
    }
  }
  %a = memref.assume_alignment %m, 64 : memref<2x3xf32>
  memref.prefetch %a[%c1, %c1], read, locality<3>, data : memref<2x3xf32>
  // collapse, then expand to another shape
  %flat = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %u0 = memref.cast %flat : memref<6xf32> to memref<*xf32>
  call @show(%u0) : (memref<*xf32>) -> ()
  %e = memref.expand_shape %flat [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %u1 = memref.cast %e : memref<3x2xf32> to memref<*xf32>
  call @show(%u1) : (memref<*xf32>) -> ()
  // a strided window on the buffer, and its metadata
  %r = memref.reinterpret_cast %a to offset: [1], sizes: [2, 2], strides: [3, 1]
      : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %u2 = memref.cast %r : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<*xf32>
  call @show(%u2) : (memref<*xf32>) -> ()
  %base, %off, %s0, %s1, %st0, %st1 = memref.extract_strided_metadata %r
      : memref<2x2xf32, strided<[3, 1], offset: 1>> -> memref<f32>, index, index, index, index, index
  vector.print %off : index
  vector.print %s0 : index
  vector.print %s1 : index
  vector.print %st0 : index
  vector.print %st1 : index
  %ub = memref.cast %base : memref<f32> to memref<*xf32>
  call @show(%ub) : (memref<*xf32>) -> ()
  // dim and rank of a ranked and an unranked memref
  %d1 = memref.dim %r, %c1 : memref<2x2xf32, strided<[3, 1], offset: 1>>
  vector.print %d1 : index
  %d0 = memref.dim %u1, %c0 : memref<*xf32>
  vector.print %d0 : index
  %rk = memref.rank %u1 : memref<*xf32>
  vector.print %rk : index
  %rk2 = memref.rank %e : memref<3x2xf32>
  vector.print %rk2 : index
  // the aligned pointer of a view is its buffer's
  %p0 = memref.extract_aligned_pointer_as_index %a : memref<2x3xf32> -> index
  %p1 = memref.extract_aligned_pointer_as_index %r : memref<2x2xf32, strided<[3, 1], offset: 1>> -> index
  %dp = arith.subi %p1, %p0 : index
  vector.print %dp : index
  %c64 = arith.constant 64 : index
  %al = arith.remui %p0, %c64 : index
  vector.print %al : index
  // reshape by a shape memref, to rank 3
  %shape = memref.alloca() : memref<3xindex>
  %c3 = arith.constant 3 : index
  memref.store %c3, %shape[%c0] : memref<3xindex>
  memref.store %c1, %shape[%c1] : memref<3xindex>
  memref.store %c2, %shape[%c2] : memref<3xindex>
  %rs = memref.reshape %flat(%shape) : (memref<6xf32>, memref<3xindex>) -> memref<3x1x2xf32>
  %u3 = memref.cast %rs : memref<3x1x2xf32> to memref<*xf32>
  call @show(%u3) : (memref<*xf32>) -> ()
  // copy into a fresh buffer, grow it with realloc (the new tail is not read)
  %b = memref.alloc() : memref<4xf32>
  %sub = memref.subview %flat[1] [4] [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 1>>
  memref.copy %sub, %b : memref<4xf32, strided<[1], offset: 1>> to memref<4xf32>
  %g = memref.realloc %b : memref<4xf32> to memref<8xf32>
  %q = memref.subview %g[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %u4 = memref.cast %q : memref<4xf32, strided<[1]>> to memref<*xf32>
  call @show(%u4) : (memref<*xf32>) -> ()
  // read through another memory space
  %ms = memref.memory_space_cast %g : memref<8xf32> to memref<8xf32, 1>
  %v = memref.load %ms[%c2] : memref<8xf32, 1>
  vector.print %v : f32
  // an atomic read-modify-write with a body, x := x * 3 - 1 (on an integer:
  // upstream's cmpxchg loop takes no float)
  %ai = memref.alloca() : memref<2xi32>
  %seven = arith.constant -7 : i32
  memref.store %seven, %ai[%c1] : memref<2xi32>
  %old = memref.generic_atomic_rmw %ai[%c1] : memref<2xi32> {
  ^bb0(%cur: i32):
    %three = arith.constant 3 : i32
    %one = arith.constant 1 : i32
    %t = arith.muli %cur, %three : i32
    %n = arith.subi %t, %one : i32
    memref.atomic_yield %n : i32
  }
  vector.print %old : i32
  %new = memref.load %ai[%c1] : memref<2xi32>
  vector.print %new : i32
  memref.dealloc %g : memref<8xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}
