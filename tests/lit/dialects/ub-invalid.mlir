// ub.poison's value must be a poison attribute (upstream's
// PoisonAttrInterface; only #ub.poison has it in LLVM 22). This file also
// passes under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @not_poison() -> i32 {
  // expected-error @+1 {{invalid properties {value = #foo.bar} for op ub.poison: Invalid attribute `value` in property conversion: #foo.bar}}
  %0 = "ub.poison"() <{value = #foo.bar}> : () -> i32
  return %0 : i32
}
