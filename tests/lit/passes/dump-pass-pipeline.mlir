// RUN: bufferize-opt %s --canonicalize --cse --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s
// RUN: bufferize-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3 disable-patterns=a,b}),symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// The dumped text is itself a valid pipeline:
// RUN: bufferize-opt %s --pass-pipeline="builtin.module(func.func(cse, canonicalize{disable-patterns={a,b}  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}), symbol-dce)" --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED

// CHECK:      Pass Manager with 2 passes:
// CHECK-NEXT: builtin.module(
// CHECK-NEXT:   canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// CHECK-NEXT:   cse
// CHECK-NEXT: )

// NESTED:      Pass Manager with 2 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     canonicalize{disable-patterns={a,b}  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// NESTED-NEXT:   ),
// NESTED-NEXT:   symbol-dce
// NESTED-NEXT: )

func.func @f() {
  return
}
