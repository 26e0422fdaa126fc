// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(foo)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(canonicalize{foo=1})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(canonicalize{region-simplify=foo})' 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not bufferize-opt %s --pass-pipeline='cse' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not bufferize-opt %s --pass-pipeline='func.func(cse)' 2>&1 | FileCheck %s --check-prefix=RUNANCHOR
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=true)' 2>&1 | FileCheck %s --check-prefix=BRACE
// RUN: not bufferize-opt %s --cannonicalize 2>&1 | FileCheck %s --check-prefix=FLAG

// UNKNOWN: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-SAME: (registered passes: {{.*}}canonicalize, {{.*}}cse, {{.*}}symbol-dce
// OPTION: no such option 'foo' for pass 'canonicalize' (valid options: top-down, region-simplify, max-iterations
// OPTION: failed to add `canonicalize` with options `foo=1`
// VALUE: for the --max-iterations option: 'x' value invalid for long argument
// ENUM: for the --region-simplify option: Cannot find option named 'foo' (valid values: disabled, normal, aggressive)
// ANCHOR: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// MIXED: '-pass-pipeline' option can't be used with individual pass options
// RUNANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op
// BRACE: MLIR Textual PassPipeline Parser:1:28: error: missing closing '}' while processing pass options
// BRACE-NEXT: builtin.module(canonicalize{top-down=true)
// BRACE-NEXT: {{^                           \^}}
// FLAG: Unknown command line argument '--cannonicalize'
// FLAG: Did you mean '--canonicalize'?

func.func @f() {
  return
}
