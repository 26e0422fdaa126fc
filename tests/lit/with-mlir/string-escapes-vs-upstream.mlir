// String literals take upstream's escapes only: \" \\ \n \t and two hex
// digits. Another backslash is "unknown escape in string literal" at the
// backslash, in an attribute, an op name, a location, a quoted symbol and a
// dialect attribute's body; before, it was read as a backslash and printed
// as `\\` (a different string). Both tools agree on every case:
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// And on the escapes they accept, printed back the same:
// RUN: bufferize-opt %S/Inputs/string-escapes-valid.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %S/Inputs/string-escapes-valid.mlir -allow-unregistered-dialect -mlir-print-debuginfo > %t.upstream
// RUN: diff %t.ours %t.upstream

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() {a = "x\qy"} : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.o\p"() : () -> ()

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() : () -> () loc("\q":1:1)

// -----

// expected-error@+1 {{unknown escape in string literal}}
func.func @"a\q"() {
  return
}

// -----

// expected-error@+1 {{unknown escape in string literal}}
"test.op"() {a = #foo.a<"\q">} : () -> ()

// -----

// One hex digit is not an escape.
// expected-error@+1 {{unknown escape in string literal}}
"test.op"() {a = "\F"} : () -> ()
