// Attribute and location forms read and printed as mlir-opt-22 does.
// Before: a file range `loc("f":1:2 to 3:4)` lost its end, `loc("f":1)` and
// `to :4` were refused, `fused[...]` kept unknown and repeated locations, a
// dictionary in a type dropped its values' `: i64`, and `#foo<bar>` was not
// printed `#foo.bar`.
// The two tools print the same text (location aliases and all):
// RUN: bufferize-opt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo > %t.upstream
// RUN: diff %t.ours %t.upstream
// RUN: FileCheck %s < %t.ours

// CHECK: #[[A:.+]] = loc("f":1:0)
// CHECK: #[[B:.+]] = loc("f":1:2 to :4)
// CHECK: #[[C:.+]] = loc("f":1:2 to 3:4)
// CHECK: #[[D:.+]] = loc("g":5:6)
// CHECK: #[[E:.+]] = loc("f":1:2 to :5)
// CHECK: "test.ranges"() {a = #[[A]], b = #[[B]], c = #[[C]], d = #[[D]], e = #[[E]]}
"test.ranges"() {
  a = loc("f":1),
  b = loc("f":1:2 to :4),
  c = loc("f":1:2 to 3:4),
  d = loc("g":5:6 to 5:6),
  e = loc("f":1:2 to 1:5)
} : () -> ()

// -----

// CHECK: #[[X:.+]] = loc("x")
// CHECK: #[[U:.+]] = loc(unknown)
// CHECK: #[[LA:.+]] = loc("a")
// CHECK: #[[LB:.+]] = loc("b")
// CHECK: #[[LC:.+]] = loc("c")
// CHECK: #[[F1:.+]] = loc(fused<"m">[#[[U]]])
// CHECK: #[[F2:.+]] = loc(fused[#[[LA]], #[[LB]], #[[LC]]])
// CHECK: #[[F3:.+]] = loc(fused<"m">[#[[LA]], #[[LB]]])
// CHECK: "test.fused"() {a = #[[X]], b = #[[U]], c = #[[F1]], d = #[[F2]], e = #[[F3]]}
"test.fused"() {
  a = loc(fused[unknown, "x", "x"]),
  b = loc(fused[]),
  c = loc(fused<"m">[]),
  d = loc(fused["a", fused["b", "c"]]),
  e = loc(fused<"m">["a", fused<"m">["b"]])
} : () -> ()

// -----

// CHECK: "test.types"()
// CHECK-SAME: a = tensor<4xf32, {k = 1 : i64, l = 2.000000e+00 : f64}>
// CHECK-SAME: b = #foo.bar<x>
// CHECK-SAME: c = #foo<"s">
// CHECK-SAME: d = #foo<bar <x>>
// CHECK-SAME: -> !foo.baz
"test.types"() {
  a = tensor<4xf32, {k = 1, l = 2.0}>,
  b = #foo<bar<x>>,
  c = #foo<"s">,
  d = #foo<bar <x>>
} : () -> !foo<baz>
