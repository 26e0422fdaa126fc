// examples/plugins/negate.mlir: demo.negate is an op of docs/plugins.md's plugin
// (tests/lit/bufferization/Inputs/demo_plugin.py); it parses only with the plugin loaded.
func.func @f(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = "demo.negate"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "demo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "demo.negate"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}
