// examples/loop.mlir: a loop that never ends.
func.func @main(%a: f32) -> f32 {
  %h = arith.constant 0.5 : f32
  cf.br ^bb1(%a : f32)
^bb1(%s: f32):
  %t = arith.addf %s, %h : f32
  cf.br ^bb1(%t : f32)
}
