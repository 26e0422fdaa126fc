// A pass failure stops the pipeline: exit status 1, nothing on stdout.
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=0 test-convergence}),cse)' --mlir-print-ir-after-all > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: FileCheck %s --allow-empty --check-prefix=OUT < %t.out

// ERR: error: Canonicalizer failed to converge within 0 iterations
// ERR-NOT: IR Dump After
// OUT-NOT: {{.}}

func.func @f() {
  return
}
