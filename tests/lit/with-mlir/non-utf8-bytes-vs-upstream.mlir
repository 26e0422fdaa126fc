// Bytes that are not UTF-8 are read as upstream's lexer reads them: anywhere
// in a comment or a string literal, and "unexpected character" elsewhere.
// Before, the whole file was refused ("input is not valid UTF-8 text"), and
// a string escape of such a byte (`"\FF"`) was an internal error when printed.
// Inputs/non-utf8-bytes.mlir has raw bytes 0xFF, 0xFE, 0xFA and a lone 0xC3
// in comments, strings, a location's file name and a dialect attribute's
// body (which both tools copy byte for byte).
// RUN: bufferize-opt %S/Inputs/non-utf8-bytes.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %S/Inputs/non-utf8-bytes.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.upstream
// RUN: diff %t.ours %t.upstream
// (FileCheck reads UTF-8 only: the line with the copied raw byte is left out.)
// RUN: grep -a -v '#foo' %t.ours | FileCheck %s
// (Both echo the source line with its raw byte; FileCheck reads the error line only.)
// RUN: not bufferize-opt %S/Inputs/non-utf8-outside.mlir 2>&1 | grep -a 'error:' | FileCheck %s --check-prefix=ERR
// RUN: not %mlir_opt %S/Inputs/non-utf8-outside.mlir 2>&1 | grep -a 'error:' | FileCheck %s --check-prefix=UPSTREAM

// CHECK: "test.op"() {escaped = "\FF", raw = "\FF\FE", text = "\C3\A9"} : () -> i32
// CHECK: return

// ERR: non-utf8-outside.mlir:2:3: error: unexpected character (byte 0xFF, not UTF-8)
// UPSTREAM: non-utf8-outside.mlir:2:3: error: unexpected character
