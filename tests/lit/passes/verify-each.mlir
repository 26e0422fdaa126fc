// --verify-each (on by default, as mlir-opt's): a pass that leaves invalid IR
// fails with the verifier's error and a note naming the pass; nothing on stdout.
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/break_ir_plugin.py -test-drop-return-operands > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --allow-empty --check-prefix=NONE < %t.out
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/break_ir_plugin.py -test-drop-return-operands --verify-each 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/break_ir_plugin.py -test-drop-return-operands --verify-each=true 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: verify-each.mlir:[[# @LINE + 11]]:3: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
// ERR: note: the IR is invalid after pass 'test-drop-return-operands' on 'func.func' op @f
// NONE-NOT: {{.}}

// Off, the IR is printed unverified, in generic form as it is invalid (as mlir-opt-22 --verify-each=false does).
// RUN: bufferize-opt %s --load-plugin %S/Inputs/break_ir_plugin.py -test-drop-return-operands --verify-each=false | FileCheck %s --check-prefix=OFF
// RUN: bufferize-opt %s --load-plugin %S/Inputs/break_ir_plugin.py -test-drop-return-operands --no-verify-each | FileCheck %s --check-prefix=OFF
// OFF: "builtin.module"() ({
// OFF: "func.return"() : () -> ()
func.func @f(%a: f32) -> f32 {
  %b = arith.addf %a, %a : f32
  return %b : f32
}
