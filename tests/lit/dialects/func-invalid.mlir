// Errors of the func dialect: function argument/result attributes (upstream's
// FunctionOpInterface and BufferizationDialect::verifyRegionArgAttribute),
// signature/body parsing and func.constant.  Every message is mlir-opt-22's
// (the same file passes `mlir-opt-22 -split-input-file -verify-diagnostics`).
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_decl(%A: tensor<?xf32> {bufferization.writable = true})

// -----

// expected-error @+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @writable_decl_false(tensor<?xf32> {bufferization.writable = false})

// -----

// expected-error @+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @writable_not_bool(%A: tensor<?xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error @+1 {{'bufferization.access' is expected to be a string attribute}}
func.func private @access_not_string(tensor<?xf32> {bufferization.access = 3})

// -----

// expected-error @+1 {{invalid value for 'bufferization.access'}}
func.func private @access_bad_value(tensor<?xf32> {bufferization.writable = true, bufferization.access = "foo"})

// -----

// expected-error @+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func private @layout_not_layout(tensor<?xf32> {bufferization.buffer_layout = 3})

// -----

// expected-error @+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func private @unknown_bufferization_arg_attr(tensor<?xf32> {bufferization.foo = 3})

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl(%A: tensor<?xf32> {bufferization.writable = true})

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @non_dialect_arg_attr(i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @non_dialect_res_attr() -> (i1 {non_dialect_attr = 10})

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (tensor<?xf32>) -> (), sym_name = "g", sym_visibility = "private", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (tensor<?xf32>) -> (), sym_name = "g", sym_visibility = "private", arg_attrs = [1]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @mixed(tensor<?xf32>, %B: i32)

// -----

func.func @named_with_label(%b: tensor<?xf32>) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%a: tensor<?xf32>):
  return
}

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_args_unlabelled_body(tensor<?xf32>) {
  return
}

// -----

func.func private @foo() -> tensor<?xf32>
func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> tensor<?xf32>
  return
}

// -----

func.func private @foo() -> tensor<?xf32>
func.func @constant_mismatched_type() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @foo : () -> tensor<4xf32>
  return
}

// -----

func.func private @foo() -> tensor<?xf32>
func.func @constant_nested_ref() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %f = func.constant @foo::@bar : () -> tensor<?xf32>
  return
}

// -----

func.func @constant_without_value() {
  // expected-error @+1 {{'func.constant' op requires attribute 'value'}}
  %f = "func.constant"() : () -> (() -> tensor<?xf32>)
  return
}
