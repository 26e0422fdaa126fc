// RUN: not bufferize-opt %s --diagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not bufferize-opt %s --diagnostics-format=sarif 2>&1 | FileCheck %s --check-prefix=SARIF
// RUN: not bufferize-opt %s 2>&1 | FileCheck %s --check-prefix=TEXT

// --diagnostics-format: the same diagnostic as one JSON or SARIF document on stderr.

func.func @f(%a: f32) -> i32 {
  return %a : f32
}

// JSON:      [
// JSON-NEXT:   {
// JSON-NEXT:     "severity": "error",
// JSON-NEXT:     "message": "type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f",
// JSON-NEXT:     "file": "{{.*}}diagnostics-format.mlir",
// JSON-NEXT:     "line": 8,
// JSON-NEXT:     "column": 3,
// JSON-NEXT:     "rule": "verify-error",
// JSON-NEXT:     "notes": [
// JSON-NEXT:       {
// JSON-NEXT:         "severity": "note",
// JSON-NEXT:         "message": "see current operation: \"func.return\"(%arg0) : (f32) -> ()",
// JSON:      ]

// SARIF:      "version": "2.1.0",
// SARIF:          "id": "verify-error",
// SARIF:          "ruleId": "verify-error",
// SARIF-NEXT:     "ruleIndex": 0,
// SARIF-NEXT:     "level": "error",
// SARIF:              "startLine": 8,
// SARIF-NEXT:         "startColumn": 3

// TEXT: diagnostics-format.mlir:8:3: error: type of return operand 0 ('f32') doesn't match function result type ('i32') in function @f
