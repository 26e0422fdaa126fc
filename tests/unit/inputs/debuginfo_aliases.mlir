#loc5 = loc("x.py":7:1)
func.func @f(%a: i32 loc("a.py":1:2)) -> i32 {
  %0 = "foo.op"(%a) : (i32) -> i32 loc("foo"("b.py":3:4))
  %1 = "foo.op"(%0) : (i32) -> i32 loc(callsite("c.py":1:1 at "d.py":2:2))
  %2 = "foo.op"(%1) : (i32) -> i32 loc(fused["e.py":1:1, "f.py":2:2])
  %3 = "foo.op"(%2) : (i32) -> i32 loc(#loc5)
  %4 = "foo.op"(%3) : (i32) -> i32 loc(unknown)
  return %4 : i32
}
// -----
#map = affine_map<(d0) -> (d0)>
func.func @f(%a: memref<4xf32, #map>, %b: i32) -> i32 {
  %0 = "foo.op"(%b) : (i32) -> i32
  cf.br ^bb1(%0 : i32)
^bb1(%x: i32):
  "foo.r"() ({
  ^bb0(%y: i32):
    "foo.t"() : () -> ()
  }) : () -> ()
  return %x : i32
}
// -----
func.func @f(%a: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>, %b: i32 loc("q"("x.c":1:1))) -> i32 {
  %0 = "foo.op"(%b) {m = affine_map<(d0) -> (d0 * 2)>, s = affine_set<(d0) : (d0 >= 0)>, l = loc("z":1:1)} : (i32) -> i32
  return %0 : i32
}
// -----
func.func @f(%a: tensor<?xf32> {foo.l = affine_map<(d0) -> (d0 + 5)>}) -> (tensor<?xf32> {foo.r = affine_map<(d0) -> (d0 + 7)>}) {
  return %a : tensor<?xf32>
}
func.func private @g(tensor<?xf32> {foo.l = affine_map<(d0) -> (d0 + 6)>})
// -----
"foo.op"() {b = dense_resource<zz> : tensor<1xi8>} : () -> ()
"foo.op"() {a = dense_resource<blob1> : tensor<2xf32>} : () -> ()
"foo.op"() {a = dense_resource<"q x"> : tensor<2xf32>} : () -> ()
{-# dialect_resources: { builtin: { blob1: "0x040000000000803F00000040", zz: "0x0100000007", "q x": "0x0100000007" } } #-}
