// Quoted symbol names are read with their escapes, as mlir-opt-22 reads
// them: `@"a\62c"` is @abc and prints bare; names that need quotes keep
// them. Before, func.func, func.call and builtin.module kept the
// backslashes as characters (`@"a\\62c"`).
// RUN: bufferize-opt %s > %t.ours
// RUN: %mlir_opt %s > %t.up
// RUN: diff %t.ours %t.up

module @"m\41" {
  func.func private @"g\22q"()
  func.func @"a\62c"() attributes {s = "x\n\"y\\"} {
    func.call @"g\22q"() : () -> ()
    return
  }
}
