// vector.scalable.insert/extract (a 1-D vector put into or taken out of a
// scalable one) and vector.contract with a scalable result (the expected
// accumulator type keeps the result's scalable dims, as upstream's does):
// from upstream's Vector/ops.mlir; printed as mlir-opt-22 prints them
// (tests/lit/with-mlir/vector-ops-vs-upstream.mlir diffs all three forms).
// RUN: bufferize-opt %s | FileCheck %s
// RUN: bufferize-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufferize-opt %s | bufferize-opt | FileCheck %s

// CHECK-LABEL: func.func @scalable_insert_extract(
// CHECK: vector.scalable.insert %arg0, %arg3[12] : vector<4xi32> into vector<[8]xi32>
// CHECK: vector.scalable.insert %arg2, %arg3[0] {foo} : vector<[4]xi32> into vector<[8]xi32>
// CHECK: vector.scalable.extract %arg3[4] : vector<4xi32> from vector<[8]xi32>
// CHECK: vector.scalable.extract %arg3[0] : vector<[4]xi32> from vector<[8]xi32>
// GEN: "vector.scalable.insert"(%{{.*}}, %{{.*}}) <{pos = 12 : i64}> : (vector<4xi32>, vector<[8]xi32>) -> vector<[8]xi32>
// GEN: "vector.scalable.extract"(%{{.*}}) <{pos = 4 : i64}> : (vector<[8]xi32>) -> vector<4xi32>
func.func @scalable_insert_extract(%sub0: vector<4xi32>, %sub1: vector<8xi32>,
                                   %sub2: vector<[4]xi32>, %sv: vector<[8]xi32>) {
  %0 = vector.scalable.insert %sub0, %sv[12] : vector<4xi32> into vector<[8]xi32>
  %1 = vector.scalable.insert %sub2, %sv[0] {foo} : vector<[4]xi32> into vector<[8]xi32>
  %2 = vector.scalable.extract %sv[4] : vector<4xi32> from vector<[8]xi32>
  %3 = vector.scalable.extract %sv[0] : vector<[4]xi32> from vector<[8]xi32>
  return
}

#matmat_trait = {
  indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>,
                   affine_map<(i, j, k) -> (i, j)>],
  iterator_types = ["parallel", "parallel", "reduction"]
}
// CHECK-LABEL: func.func @contract_scalable(
// CHECK: vector.contract {{.*}} : vector<8x1xf32>, vector<1x[32]xf32> into vector<8x[32]xf32>
// CHECK: vector.mask %arg4 { vector.contract {{.*}} : vector<3x4xf32>, vector<4x[8]xf32> into vector<3x[8]xf32> } : vector<3x[8]x4xi1> -> vector<3x[8]xf32>
func.func @contract_scalable(%A: vector<8x1xf32>, %B: vector<1x[32]xf32>, %C: vector<8x[32]xf32>,
                             %a: vector<3x4xf32>, %m: vector<3x[8]x4xi1>, %b: vector<4x[8]xf32>,
                             %c: vector<3x[8]xf32>) -> vector<3x[8]xf32> {
  %0 = vector.contract #matmat_trait %A, %B, %C : vector<8x1xf32>, vector<1x[32]xf32> into vector<8x[32]xf32>
  %1 = vector.mask %m { vector.contract #matmat_trait %a, %b, %c : vector<3x4xf32>, vector<4x[8]xf32> into vector<3x[8]xf32> }
    : vector<3x[8]x4xi1> -> vector<3x[8]xf32>
  return %1 : vector<3x[8]xf32>
}

// A negative position reads back (the format's integer was unsigned: `-4`
// printed from the generic form did not parse again).
// CHECK-LABEL: func.func @negative_pos
// CHECK: vector.scalable.extract %{{.*}}[-4] : vector<4xf32> from vector<[8]xf32>
// GEN-LABEL: sym_name = "negative_pos"
// GEN: "vector.scalable.extract"(%{{.*}}) <{pos = -4 : i64}>
func.func @negative_pos(%v: vector<[8]xf32>) -> vector<4xf32> {
  %0 = vector.scalable.extract %v[-4] : vector<4xf32> from vector<[8]xf32>
  return %0 : vector<4xf32>
}
