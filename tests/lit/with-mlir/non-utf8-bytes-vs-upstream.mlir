// Bytes that are not UTF-8 are read as upstream's lexer reads them: anywhere
// in a comment or a string literal, and "unexpected character" elsewhere.
// Before, the whole file was refused ("input is not valid UTF-8 text"), and
// a string escape of such a byte (`"\FF"`) was an internal error when printed.
// Inputs/make-non-utf8.py writes the inputs: raw bytes 0xFF, 0xFE, 0xFA and a lone 0xC3
// in comments, strings, a location's file name and a dialect attribute's
// body (which both tools copy byte for byte).
// RUN: %python %S/Inputs/make-non-utf8.py %t.bytes.mlir %t.outside.mlir
// RUN: bufferize-opt %t.bytes.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %t.bytes.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.upstream
// RUN: diff %t.ours %t.upstream
// (FileCheck reads UTF-8 only: the line with the copied raw byte is left out.)
// RUN: grep -a -v '#foo' %t.ours | FileCheck %s
// (Both echo the source line with its raw byte; FileCheck reads the error line only.)
// RUN: not bufferize-opt %t.outside.mlir 2>&1 | grep -a 'error:' | FileCheck %s --check-prefix=ERR
// RUN: not %mlir_opt %t.outside.mlir 2>&1 | grep -a 'error:' | FileCheck %s --check-prefix=UPSTREAM

// CHECK: "test.op"() {escaped = "\FF", raw = "\FF\FE", text = "\C3\A9"} : () -> i32
// CHECK: return

// ERR: outside.mlir:2:3: error: unexpected character (byte 0xFF, not UTF-8)
// UPSTREAM: outside.mlir:2:3: error: unexpected character
