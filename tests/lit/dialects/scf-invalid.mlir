// Verifier and parser errors of the scf ops, with mlir-opt-22's wording (the
// ODS constraints, LoopLikeOpInterface's and RegionBranchOpInterface's
// checks, each op's verifier, in upstream's order); this file also passes
// under mlir-opt-22 -split-input-file -verify-diagnostics.
// RUN: bufferize-opt %s -split-input-file -verify-diagnostics

func.func @for_step_type(%i: index, %x: f64) {
  // expected-error@+1 {{'scf.for' op operand #2 must be signless integer or index, but got 'f64'}}
  "scf.for"(%i, %i, %x) ({}) : (index, index, f64) -> ()
  return
}

// -----

func.func @for_bounds_differ(%i: index, %j: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %j, %i) ({}) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_two_regions(%i: index) {
  // expected-error@+1 {{'scf.for' op requires one region}}
  "scf.for"(%i, %i, %i) ({
    ^bb0(%k: index):
      scf.yield
  }, {
    ^bb0(%k: index):
      scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_extra_iter_arg(%i: index, %v: i64) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 3}}
  %r = "scf.for"(%i, %i, %i, %v) ({
    ^bb0(%k: index, %a: i64, %b: i64, %c: i64):
      scf.yield %a : i64
  }) : (index, index, index, i64) -> i64
  return
}

// -----

func.func @for_yields_less(%i: index, %v: i64) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 2 != 1}}
  %r:2 = "scf.for"(%i, %i, %i, %v, %v) ({
    ^bb0(%k: index, %a: i64, %b: i64):
      scf.yield %b : i64
  }) : (index, index, index, i64, i64) -> (i64, i64)
  return
}

// -----

func.func @for_result_type(%i: index, %v: i64) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i64' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %v) ({
    ^bb0(%k: index, %a: i64):
      scf.yield %a : i64
  }) : (index, index, index, i64) -> i32
  return
}

// -----

func.func @if_one_region(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @if_else_arguments(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #1 should have no arguments}}
  "scf.if"(%c) ({
    scf.yield
  }, {
    ^bb0(%x: i1):
      scf.yield
  }) : (i1) -> ()
  return
}

// -----

func.func @parallel_iv_type(%i: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%i, %i, %i) ({
    ^bb0(%k: i64):
      scf.reduce
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_no_dims() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() ({
    scf.reduce
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0>} : () -> ()
  return
}

// -----

func.func @parallel_negative_step(%i: index) {
  %s = arith.constant -2 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%k) = (%i) to (%i) step (%s) {
  }
  return
}

// -----

func.func @parallel_reduce_without_result(%i: index, %v: i64) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%k) = (%i) to (%i) step (%i) {
    scf.reduce(%v : i64) {
      ^bb0(%a: i64, %b: i64):
        scf.reduce.return %a : i64
    }
  }
  return
}

// -----

func.func @parallel_reduce_type(%i: index, %v: i64, %w: i32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%v) -> i64 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'i64'}}
    scf.reduce(%w : i32) {
      ^bb0(%a: i32, %b: i32):
        scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @parallel_wrong_terminator(%i: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%i, %i, %i) ({
    ^bb0(%k: index):
      // expected-note@+1 {{terminator here}}
      scf.yield
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_block_args(%i: index, %v: i64) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%v) -> i64 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'i64' in the 0-th reduction region}}
    scf.reduce(%v : i64) {
      ^bb0(%a: i64):
        scf.reduce.return %a : i64
    }
  }
  return
}

// -----

func.func @reduce_return_type(%i: index, %v: i64) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%v) -> i64 {
    scf.reduce(%v : i64) {
      ^bb0(%a: i64, %b: i64):
        %c = arith.constant 0 : i32
        // expected-error@+1 {{'scf.reduce.return' op must have type 'i64' (the type of the reduction inputs)}}
        scf.reduce.return %c : i32
    }
  }
  return
}

// -----

func.func @while_type_count(%v: i64) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  scf.while (%a = %v) : (i64, i64) -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
    scf.yield %v : i64
  }
  return
}

// -----

func.func @while_no_blocks() {
  // expected-error@+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
    %t = arith.constant true
    scf.condition(%t)
  }, {
  }) : () -> ()
  return
}

// -----

func.func @while_wrong_after_terminator() {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    %t = arith.constant true
    scf.condition(%t)
  } do {
  ^bb0:
    // expected-note@+1 {{terminator here}}
    %z = arith.constant 0 : i32
  }
  return
}

// -----

func.func @while_forwards_to_after(%v: i64) {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %r = scf.while : () -> i64 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%t) %v : i64
  } do {
  ^bb0(%x: i32):
    scf.yield
  }
  return
}

// -----

func.func @while_init_count(%v: i64) {
  %t = arith.constant true
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note@+1 {{region branch point}}
  "scf.while"(%v) ({
    scf.condition(%t)
  }, {
    scf.yield
  }) : (i64) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 7}}
  scf.index_switch %i
  case 7 {
    scf.yield
  }
  case 7 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @switch_yield_count(%i: index, %v: i64) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = "scf.index_switch"(%i) ({
    scf.yield %v : i64
  }, {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }) {cases = array<i64: 3>} : (index) -> i64
  return
}

// -----

func.func @switch_yield_type(%i: index, %v: i64, %w: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i64'}}
  %r = scf.index_switch %i -> i64
  case 2 {
    scf.yield %v : i64
  }
  default {
    // expected-note@+1 {{default region returns 'i32' here}}
    scf.yield %w : i32
  }
  return
}

// -----

func.func @switch_terminator(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%i) ({
    func.return
  }) {cases = array<i64>} : (index) -> ()
  return
}

// -----

func.func @parallel_bound_count(%i: index, %j: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%a, %b) = (%i, %j) to (%j) step (%i, %i) {
  }
  return
}

// -----

func.func @parallel_init_types(%i: index, %v: f32) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.parallel (%a) = (%i) to (%i) step (%i) init (%v) -> (f32, f32) {
  }
  return
}

// -----

func.func @forall_insert_into_input(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %r = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %t[%k] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @forall_other_op(%t: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%k) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return %r : tensor<8xf32>
}

// -----

// A forall's mapping: one device mapping attribute per loop (upstream's
// DeviceMappingAttrInterface: #gpu.block, thread, warp, warpgroup, lane,
// memory_space), plus at most one #gpu.mask.
func.func @forall_mapping_rank(%x: memref<2x32xf32>) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (2, 32) {
    %v = memref.load %x[%i, %j] : memref<2x32xf32>
  } {mapping = [#gpu.block<x>, #gpu.block<y>, #gpu.block<z>]}
  return
}

// -----

func.func @forall_mask_is_no_loop(%x: memref<32xf32>) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (32) {
  } {mapping = [#gpu.mask<0x1>]}
  return
}

// -----

func.func @forall_two_masks(%in: tensor<100xf32>, %out: tensor<100xf32>) -> tensor<100xf32> {
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  %r = scf.forall (%k) in (100) shared_outs(%o = %out) -> (tensor<100xf32>) {
    %1 = tensor.extract_slice %in[%k] [1] [1] : tensor<100xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %1 into %o[%k] [1] [1] : tensor<1xf32> into tensor<100xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>, #gpu.mask<0x2>]}
  return %r : tensor<100xf32>
}

// -----

func.func @forall_mapping_not_device(%x: memref<32xf32>) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (32) {
  } {mapping = [#gpu.address_space<workgroup>]}
  return
}

// -----

func.func @forall_iv_not_index(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @forall_out_arg_type(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// scf.forall's checks in LLVM 22's order (ODS, ForallOp::verify, then its region
// traits); each case has two errors where the order decides which is reported.

// Two upper bounds for one loop: reported after the body's checks, without the op's name.
func.func @forall_bounds_count(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// The body's argument count is checked before the bounds (the message counts the loops).
func.func @forall_region_args(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// The mapping is checked before the bounds.
func.func @forall_mapping_before_bounds(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  %r = "scf.forall"(%t) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4, 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// A dynamic upper bound without its operand.
func.func @forall_dynamic_count(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{expected 1 dynamic upper bound values}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// More results than shared outputs.
func.func @forall_results_count(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %r:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

// DestinationStyleOpInterface, a region check: each output's type is its result's.
func.func @forall_result_type(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op expected type of operand #0 ('tensor<4xf32>') to match type of corresponding result ('tensor<8xf32>')}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> (tensor<8xf32>)
  return
}

// -----

// Shared outputs are ranked tensors (ODS).
func.func @forall_memref_output(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %r = "scf.forall"(%m) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: memref<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (memref<4xf32>) -> (memref<4xf32>)
  return
}

// -----

// Dynamic bounds are index values (ODS).
func.func @forall_bound_type(%t: tensor<4xf32>, %m: memref<4xf32>, %n: i32) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of index, but got 'i32'}}
  %r = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (i32, tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

// Two result types for one shared output: upstream's resolveOperands, at
// the `shared_outs` keyword.
func.func @forall_shared_outs_types(%out: tensor<100xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %result:2 = scf.forall (%i) in (100) shared_outs(%o = %out) -> (tensor<100xf32>, tensor<100xf32>) {
    scf.forall.in_parallel {
    }
  }
  return
}
