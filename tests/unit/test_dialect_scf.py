"""scf dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations

import pytest

from batch import check_error, check_matches_upstream, check_roundtrip_fixpoint, dialect_runners
from conftest import needs_mlir, run_tool, run_upstream

ARGS = "%lb: index, %ub: index, %s: index, %t: tensor<?xf32>, %c: i1, %a: i32, %b: i32, %f: f32"

SNIPPETS = [
    "%r = scf.for %i = %lb to %ub step %s iter_args(%x = %t) -> (tensor<?xf32>) {\n"
    "    scf.yield %x : tensor<?xf32>\n  }",
    "%r = scf.for %i = %lb to %ub step %s iter_args(%x = %t) -> tensor<?xf32> {\n"
    "    scf.yield %x : tensor<?xf32>\n  }",
    "scf.for %i = %lb to %ub step %s {\n  }",
    "scf.for %i = %lb to %ub step %s {\n    scf.yield\n  } {tag}",
    "scf.for unsigned %i = %a to %b step %a : i32 {\n  }",
    "%r:2 = scf.for %i = %a to %b step %a iter_args(%x = %t, %y = %a) -> (tensor<?xf32>, i32) : i32 {\n"
    "    scf.yield %x, %y : tensor<?xf32>, i32\n  } {foo}",
    "scf.if %c {\n  }",
    "scf.if %c {\n  } else {\n  }",
    "%q = scf.if %c -> (i32) {\n    scf.yield %a : i32\n  } else {\n    scf.yield %b : i32\n  }",
    "%q = scf.if %c -> i32 {\n    scf.yield %a : i32\n  } else {\n    scf.yield %b : i32\n  } {attr}",
    "%q:2 = scf.if %c -> (i32, f32) {\n    scf.yield %a, %f : i32, f32\n  } else {\n"
    "    scf.yield %b, %f : i32, f32\n  }",
    "%w:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {\n"
    "    scf.condition(%c) %x, %y : i32, i32\n  } do {\n  ^bb0(%x2: i32, %y2: i32):\n"
    "    scf.yield %x2, %y2 : i32, i32\n  } attributes {tag}",
    "scf.while : () -> () {\n    scf.condition(%c)\n  } do {\n    scf.yield\n  }",
    "%e = scf.execute_region -> i32 {\n    scf.yield %a : i32\n  }",
    "%e:2 = scf.execute_region -> (i32, i32) no_inline {\n    cf.br ^bb1\n  ^bb1:\n"
    "    scf.yield %a, %a : i32, i32\n  } {x}",
    "%fa = scf.forall (%i, %j) in (%ub, 8) shared_outs(%o = %t) -> (tensor<?xf32>) {\n"
    "    %sl = tensor.extract_slice %o[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>\n"
    "    scf.forall.in_parallel {\n"
    "      tensor.parallel_insert_slice %sl into %o[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>\n"
    "    }\n  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}",
    "scf.forall (%i) = (%lb) to (%ub) step (%s) {\n  }",
    "scf.forall (%i, %j) = (0, %lb) to (%ub, 8) step (2, 1) {\n    scf.forall.in_parallel {\n    }\n  }",
    "scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {\n  }",
    "%p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%f) -> f32 {\n"
    "    scf.reduce(%f : f32) {\n    ^bb0(%l: f32, %r: f32):\n      scf.reduce.return %l : f32\n    }\n  }",
    "%sw = scf.index_switch %lb -> i32\n  case 2 {\n    scf.yield %a : i32\n  }\n"
    "  case -1 {\n    scf.yield %a : i32\n  }\n  default {\n    scf.yield %b : i32\n  }",
    "scf.index_switch %lb\n  default {\n  }",
    # generic input
    '"scf.for"(%lb, %ub, %s) ({\n  ^bb0(%i: index):\n    "scf.yield"() : () -> ()\n  }) : (index, index, index) -> ()',
    '"scf.if"(%c) ({\n    "scf.yield"() : () -> ()\n  }, {\n  }) : (i1) -> ()',
    '"scf.for"(%a, %b, %a) <{unsignedCmp}> ({\n  ^bb0(%i: i32):\n    "scf.yield"() : () -> ()\n'
    '  }) : (i32, i32, i32) -> ()',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


FLAGS = ["--allow-unregistered-dialect"]


@needs_mlir
@pytest.mark.parametrize("body", SNIPPETS)
def test_matches_upstream(body):
    check_matches_upstream(TOOL, UPSTREAM, wrap(body), FLAGS, read_back_upstream_generic=True)


@pytest.mark.parametrize("body", SNIPPETS)
def test_roundtrip_fixpoint(body):
    check_roundtrip_fixpoint(TOOL, wrap(body), FLAGS)


ERRORS = [
    ('"scf.for"(%lb, %ub) ({}) : (index, index) -> ()', None),
    ('"scf.for"(%lb, %ub, %a) ({}) : (index, index, i32) -> ()', None),
    ("%r = scf.if %c -> (i32) {\n    scf.yield %a : i32\n  }",
     "'scf.if' op must have an else block if defining values"),
    ('"scf.if"(%a) ({}, {}) : (i32) -> ()', None),
    ("%r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %f : f32 }",
     "'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 "
     "'f32' should match successor input type #0 'i32'"),
    ("%r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32) { scf.yield %f : f32 }",
     "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'"),
    ("scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> (i32, i32) { }",
     "custom op 'scf.for' mismatch in number of loop-carried values and defined values"),
    ("scf.for %i = %a to %ub step %s { }", None),
    ('"scf.forall"(%ub) ({^bb0(%i: index): "scf.forall.in_parallel"() ({^bb0:}) : () -> ()}) : (index) -> ()',
     "'scf.forall' op operand count (1) does not match with the total size (0) specified in attribute "
     "'operandSegmentSizes'"),
    ('"scf.parallel"(%lb, %ub, %s) ({^bb0(%i: index): "scf.reduce"() : () -> ()}) : (index, index, index) -> ()',
     "'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute "
     "'operandSegmentSizes'"),
    ('"scf.while"(%a) ({^bb0(%x: i32): "scf.condition"(%c) : (i1) -> ()}, '
     '{^bb0: "scf.yield"() : () -> ()}) : (i32) -> ()',
     "'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has "
     "0 operands, but region successor needs 1 inputs"),
    ("scf.execute_region inline { scf.yield }", None),
    ("scf.yield", None),
    ('"scf.condition"(%c) : (i1) -> ()', None),
    ('"scf.forall.in_parallel"() ({^bb0:}) : () -> ()', None),
]


# Each snippet's own result, from one --split-input-file run per tool and flags.
TOOL, UPSTREAM = dialect_runners(run_tool, run_upstream, [wrap(b) for b in SNIPPETS],
                                 [wrap(b) for b, _ in ERRORS], flags=FLAGS)


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    check_error(TOOL(["-"], wrap(body)), message)


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    assert UPSTREAM(["-"], wrap(body)).returncode != 0
