// RUN: bufferize-opt %s | bufferize-opt | FileCheck %s
// RUN: %if mlir-opt-22 %{ %mlir_opt %s | not %mlir_opt 2>&1 | FileCheck %s --check-prefix=UPSTREAM %}

// Upstream wrong (found by bench/bench_progen.py --upstream: 16 of our
// -buffer-deallocation outputs in 1,000 programs were not accepted by
// mlir-opt-22): a cf.switch whose successor operand is a result of a
// multi-result op prints as `^bb1(%0#1 : i32)`, and mlir-opt-22 cannot read
// its own output back ("result number not allowed in argument list";
// cf.br and cf.cond_br read `%0#1` fine). Ours prints the same text as
// upstream and reads it back.

// CHECK: default: ^bb1(%0#1 : i32),
// CHECK-NEXT: 0: ^bb1(%0#0 : i32)
// UPSTREAM: error: result number not allowed in argument list
func.func private @two() -> (i32, i32)
func.func @f(%s: i32) -> i32 {
  %0:2 = call @two() : () -> (i32, i32)
  "cf.switch"(%s, %0#1, %0#0) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<[0]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
^bb1(%a: i32):
  return %a : i32
}
