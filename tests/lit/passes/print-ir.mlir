// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-before=cse -o /dev/null 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(cse),symbol-dce)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING

// CHECK:      // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// CHECK-NEXT: func.func private @g()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After CSE (cse) //----- //
// CHECK-NEXT: func.func private @g()
// CHECK-EMPTY:
// CHECK-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK:      {{^}}}
// CHECK-EMPTY:
// CHECK-EMPTY:

// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump After SymbolDCE (symbol-dce) ('builtin.module' operation) //----- //
// SCOPE-NEXT: module {

// CHANGE:     // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f
// CHANGE-NOT: IR Dump After CSE
// CHANGE:     // -----// IR Dump After SymbolDCE (symbol-dce) //----- //

// TIMING:      ... Execution time report ...
// TIMING:      Total Execution Time: {{[0-9.]+}} seconds
// TIMING:      ----Wall Time----  ----Name----
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  Parser
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  'func.func' Pipeline
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}    CSE
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  SymbolDCE
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  Output
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  Rest
// TIMING-NEXT: {{ *[0-9.]+ \( *[0-9.]+%\)}}  Total

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.addi %a, %a : i32
  %z = arith.muli %x, %y : i32
  return %z : i32
}
func.func private @g()
