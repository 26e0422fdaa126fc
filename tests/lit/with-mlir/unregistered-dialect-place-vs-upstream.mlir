// An op of a dialect nobody registered, without -allow-unregistered-dialect,
// is reported where upstream's parseGenericOperation stands when it finds
// out: at the token after the quoted name (before: at the name).
// RUN: not bufferize-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: .mlir:[[# @LINE + 2]]:17: error: operation being parsed with an unregistered dialect
func.func @f() {
  %0 = "foo.bar"() : () -> i32
  return
}

// -----

// CHECK: .mlir:[[# @LINE + 3]]:3: error: operation being parsed with an unregistered dialect
func.func @f() {
  "foo.baz"
  () : () -> ()
  return
}
