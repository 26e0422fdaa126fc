// RUN: bufferize-opt %s --run=main | FileCheck %s

// The 4-, 6- and 8-bit float types hold only their own values: every result
// rounds to its type (computed in f32, as upstream's emulation of them
// computes). Before, they were computed as f64 and never rounded.

// CHECK: 3.25
// CHECK-NEXT: 2048
// CHECK-NEXT: nan
// CHECK-NEXT: ( 0, 6, 6 )
// CHECK-NEXT: ( 0.601562, 14, 200 )
// CHECK-NEXT: 0.5
func.func @main() {
  %a = arith.constant 3.3 : f32
  %t = arith.truncf %a : f32 to f8E4M3FN
  %e = arith.extf %t : f8E4M3FN to f32
  vector.print %e : f32
  %b = arith.constant 1000.0 : f32
  %t2 = arith.truncf %b : f32 to f8E5M2
  %s = arith.addf %t2, %t2 : f8E5M2
  %e2 = arith.extf %s : f8E5M2 to f32
  vector.print %e2 : f32
  // f8E4M3FN has no infinity: 1000 is NaN there
  %t3 = arith.truncf %b : f32 to f8E4M3FN
  %e3 = arith.extf %t3 : f8E4M3FN to f32
  vector.print %e3 : f32
  // f4E2M1FN has no NaN either: 7 and 36 saturate at 6, 0.25 is a tie to 0
  %v = arith.constant dense<[0.3, 7.0, 100.0]> : vector<3xf32>
  %vt = arith.truncf %v : vector<3xf32> to vector<3xf4E2M1FN>
  %vm = arith.mulf %vt, %vt : vector<3xf4E2M1FN>
  %ve = arith.extf %vm : vector<3xf4E2M1FN> to vector<3xf32>
  vector.print %ve : vector<3xf32>
  // bf16 vectors rounded too (they were f32 after an elementwise op)
  %w = arith.constant dense<[0.3, 7.0, 100.0]> : vector<3xbf16>
  %w2 = arith.addf %w, %w : vector<3xbf16>
  %we = arith.extf %w2 : vector<3xbf16> to vector<3xf32>
  vector.print %we : vector<3xf32>
  %c = arith.constant dense<0.3> : tensor<2xf4E2M1FN>
  %i0 = arith.constant 0 : index
  %x = tensor.extract %c[%i0] : tensor<2xf4E2M1FN>
  %xe = arith.extf %x : f4E2M1FN to f32
  vector.print %xe : f32
  return
}
