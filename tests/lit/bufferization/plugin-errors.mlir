// A plugin that cannot be loaded is a diagnostic (exit status 1, no output,
// nothing written to -o), never a traceback.
//
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/does_not_exist.py 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: could not load plugin '{{.*}}Inputs/does_not_exist.py': No such file or directory
// MISSING-NOT: Traceback
// MISSING-NOT: module
//
// RUN: not bufferize-opt %s -load-plugin=%S/Inputs/plugin_raises.py 2>&1 | FileCheck %s --check-prefix=RAISES
// RAISES: error: could not load plugin '{{.*}}Inputs/plugin_raises.py': RuntimeError: this plugin refuses to load (line 5)
// RAISES-NOT: Traceback
//
// RUN: not bufferize-opt %s --load-plugin=%S/Inputs/plugin_syntax_error.py 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: error: could not load plugin '{{.*}}Inputs/plugin_syntax_error.py': SyntaxError: {{.*}} (line 4, column {{[0-9]+}})
// SYNTAX-NOT: Traceback
//
// A directory is not a plugin.
// RUN: not bufferize-opt %s --load-plugin %S/Inputs 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: could not load plugin '{{.*}}Inputs': is a directory
//
// The first plugin that fails stops the run; -o is not written.
// RUN: rm -f %t.out
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/test_ops_plugin.py --load-plugin %S/Inputs/plugin_raises.py \
// RUN:   -one-shot-bufferize -o %t.out 2>&1 | FileCheck %s --check-prefix=RAISES
// RUN: not cat %t.out
//
// Plugins are loaded before the pipeline is parsed: a pass a plugin would
// define is unknown when its plugin fails to load, but the failure is what
// is reported.
// RUN: not bufferize-opt %s --load-plugin %S/Inputs/plugin_raises.py -demo-fold-double-negate 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RAISES
//
// Without its plugin, a plugin pass is unknown.
// RUN: not bufferize-opt %s -demo-fold-double-negate 2>&1 | FileCheck %s --check-prefix=NOPASS
// RUN: not bufferize-opt %s --pass-pipeline='builtin.module(func.func(demo-fold-double-negate))' 2>&1 | FileCheck %s --check-prefix=NOPIPE
// NOPIPE: 'demo-fold-double-negate' does not refer to a registered pass
// NOPASS: Unknown command line argument '--demo-fold-double-negate'

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
