func.func private @basic() -> (memref<f32>) {
  %0 = "test.source"() : () -> (memref<f32>)
  return %0 : memref<f32>
}
func.func private @presence_of_existing_arguments(%arg0: memref<1xf32>) -> (memref<2xf32>) {
  %0 = "test.source"() : () -> (memref<2xf32>)
  return %0 : memref<2xf32>
}
func.func private @multiple_results() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
func.func private @non_memref_types() -> (i1, memref<f32>, i32) {
  %0, %1, %2 = "test.source"() : () -> (i1, memref<f32>, i32)
  return %0, %1, %2 : i1, memref<f32>, i32
}
func.func private @external_function() -> (memref<f32>)
func.func private @result_attrs() -> (memref<f32> {test.some_attr}) {
  %0 = memref.alloc() : memref<f32>
  return %0 : memref<f32>
}
func.func private @mixed_result_attrs() -> (memref<1xf32>, memref<2xf32> {test.some_attr}, memref<3xf32>) {
  %0, %1, %2 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>, memref<3xf32>)
  return %0, %1, %2 : memref<1xf32>, memref<2xf32>, memref<3xf32>
}
func.func @public_one() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}

// -----

func.func private @callee() -> memref<1xf32> {
  %a = memref.alloc() : memref<1xf32>
  return %a : memref<1xf32>
}
func.func @call_basic() {
  %0 = func.call @callee() : () -> memref<1xf32>
  "test.sink"(%0) : (memref<1xf32>) -> ()
  return
}

// -----

func.func private @callee() -> (memref<1xf32>, memref<2xf32>) {
  %0, %1 = "test.source"() : () -> (memref<1xf32>, memref<2xf32>)
  return %0, %1 : memref<1xf32>, memref<2xf32>
}
func.func @call_multiple_result() {
  %0, %1 = func.call @callee() : () -> (memref<1xf32>, memref<2xf32>)
  "test.sink"(%0, %1) : (memref<1xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func private @callee() -> (i1, memref<1xf32>, i32) {
  %0, %1, %2 = "test.source"() : () -> (i1, memref<1xf32>, i32)
  return %0, %1, %2 : i1, memref<1xf32>, i32
}
func.func @call_non_memref_result() {
  %0, %1, %2 = func.call @callee() : () -> (i1, memref<1xf32>, i32)
  "test.sink"(%0, %1, %2) : (i1, memref<1xf32>, i32) -> ()
  return
}

// -----

func.func private @lay(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  return %m : memref<4xf32, strided<[?], offset: ?>>
}
func.func private @multi(%c: i1, %m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) attributes {foo} {
  cf.cond_br %c, ^a, ^b
^a:
  return %m, %m : memref<4xf32>, memref<4xf32>
^b:
  %x = memref.alloc() : memref<4xf32>
  return %x, %m : memref<4xf32>, memref<4xf32>
}
func.func @c(%m: memref<4xf32, strided<[?], offset: ?>>, %m2: memref<4xf32>, %c: i1) {
  %r = call @lay(%m) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  %x:2 = call @multi(%c, %m2) : (i1, memref<4xf32>) -> (memref<4xf32>, memref<4xf32>)
  "test.use"(%r, %x#0, %x#1) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func private @priv(%n: index) -> (f32, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  return %f, %a : f32, memref<4xf32>
}
func.func @pub() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @ext() -> memref<2xf32>
func.func @caller(%n: index) {
  %x:2 = call @priv(%n) : (index) -> (f32, memref<4xf32>)
  %y = call @pub() : () -> memref<4xf32>
  %e = call @ext() : () -> memref<2xf32>
  "test.use"(%x#0, %x#1, %y, %e) : (f32, memref<4xf32>, memref<4xf32>, memref<2xf32>) -> ()
  return
}

// -----

func.func private @in_if(%c: i1, %b: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @calls_twice(%c: i1, %b: memref<4xf32>) {
  %0 = call @in_if(%c, %b) : (i1, memref<4xf32>) -> memref<4xf32>
  %1 = call @in_if(%c, %0) : (i1, memref<4xf32>) -> memref<4xf32>
  "test.use"(%1) : (memref<4xf32>) -> ()
  return
}

// -----

func.func private @dyn(%n: index, %m: index) -> memref<?x?xf32> {
  %a = memref.alloc(%n, %m) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}
func.func @c2(%x: index, %y: index) {
  %d = call @dyn(%y, %x) : (index, index) -> memref<?x?xf32>
  "test.use"(%d) : (memref<?x?xf32>) -> ()
  return
}
