// A file with bytes that are not UTF-8 (ÿþ here, in a comment).
func.func @f() -> i32 {
  // Ã( is not UTF-8 either
  %0 = "test.op"() {raw = "ÿþ", escaped = "\FF", text = "Ã©"} : () -> i32 loc("fé.mlir":1:2)
  %1 = "test.op"() {body = #foo<"ú">} : () -> i32
  return %0 : i32
}
