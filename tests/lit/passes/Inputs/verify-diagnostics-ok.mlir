func.func @f(%x: i32) -> i32 {
  return %x : i32
}
