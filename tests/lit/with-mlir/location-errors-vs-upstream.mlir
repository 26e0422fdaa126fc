// A location that breaks off is reported in upstream's LocationParser's
// words, at its place (before: the LALR parser's "unexpected ')'; expected
// ':'"). Both tools pass this file.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() : () -> () loc("f":1:2 to 3)

// -----

// expected-error@+1 {{expected either integer or `:` post `to` in FileLineColRange}}
"test.op"() : () -> () loc("f":1:2 to)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"test.op"() : () -> () loc("f":1:2 to :)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"test.op"() : () -> () loc("f":x)

// -----

// expected-error@+1 {{expected integer column number in FileLineColRange}}
"test.op"() : () -> () loc("f":1:)

// -----

// expected-error@+1 {{expected integer line number in FileLineColRange}}
"test.op"() : () -> () loc("name"("f":x))

// -----

// expected-error@+1 {{expected location instance}}
"test.op"() : () -> () loc(callsite("a" at))

// -----

// expected-error@+1 {{expected location instance}}
"test.op"() : () -> () loc(unknown2)
