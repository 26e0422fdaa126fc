"""linalg dialect: custom/generic syntax against mlir-opt-22, round trips, errors,
and the destination-passing-style helpers."""
from __future__ import annotations

import pytest

from batch import check_error, check_matches_upstream, check_roundtrip_fixpoint, dialect_runners
from conftest import needs_mlir, run_tool, run_upstream

ARGS = ("%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %c: tensor<4x4xf32>, %v: tensor<8xf32>, "
        "%w: tensor<4xf32>, %s: tensor<f32>, %x: f32, %m: memref<4x4xf32>, %mv: memref<4xf32>, "
        "%i: tensor<4x4xi32>, %h: tensor<4x4xf16>, %bm: tensor<2x4x8xf32>, %bn: tensor<2x8x4xf32>, "
        "%bo: tensor<2x4x4xf32>, %bl: tensor<4xi1>")

_MAP = "affine_map<(d0, d1) -> (d0, d1)>"
_MAPT = "affine_map<(d0, d1) -> (d1, d0)>"
_ID1 = "affine_map<(d0) -> (d0)>"

SNIPPETS = [
    "%r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>)",
    "%r = linalg.matmul {tag} ins(%a, %b : tensor<4x8xf32>, tensor<8x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "%r = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) "
    "outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "%r = linalg.matmul ins(%h, %h : tensor<4x4xf16>, tensor<4x4xf16>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "%r = linalg.matmul ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>",
    "%r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
    "affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) "
    "-> tensor<4x4xf32>",
    "%r = linalg.batch_matmul ins(%bm, %bn : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%bo : tensor<2x4x4xf32>) "
    "-> tensor<2x4x4xf32>",
    "%r = linalg.batch_reduce_matmul ins(%bm, %bn : tensor<2x4x8xf32>, tensor<2x8x4xf32>) outs(%c : tensor<4x4xf32>) "
    "-> tensor<4x4xf32>",
    "%r = linalg.matvec ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>",
    "%r = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>",
    "%r = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>",
    "%r = linalg.fill ins(%x : f32) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "linalg.fill ins(%x : f32) outs(%m : memref<4x4xf32>)",
    "%r = linalg.fill {foo} ins(%x : f32) outs(%c : tensor<4x4xf32>) {bar} -> tensor<4x4xf32>",
    "%r = linalg.copy ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
    "linalg.copy ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>)",
    *[f"%r = linalg.{o} ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>" for o in
      ("exp", "log", "abs", "ceil", "floor", "negf", "reciprocal", "round", "sqrt", "rsqrt", "square", "tanh", "erf")],
    *[f"%r = linalg.{o} ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>"
      for o in ("add", "sub", "mul", "div", "max", "min", "powf")],
    "%r = linalg.add ins(%i, %i : tensor<4x4xi32>, tensor<4x4xi32>) outs(%i : tensor<4x4xi32>) -> tensor<4x4xi32>",
    "%r = linalg.select ins(%bl, %w, %w : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%w : tensor<4xf32>) "
    "-> tensor<4xf32>",
    f"%r = linalg.generic {{indexing_maps = [{_MAP}, {_MAPT}], iterator_types = [\"parallel\", \"parallel\"]}} "
    "ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {\n  ^bb0(%p: f32, %q: f32):\n"
    "    %j = linalg.index 1 : index\n    linalg.yield %p : f32\n  } -> tensor<8x4xf32>",
    f"%r = linalg.generic {{doc = \"d\", indexing_maps = [{_ID1}], iterator_types = [\"reduction\"], "
    "library_call = \"lib\"} outs(%w : tensor<4xf32>) attrs = {zzz = 1 : i32} {\n  ^bb0(%o: f32):\n"
    "    linalg.yield %o : f32\n  } -> tensor<4xf32>",
    f"linalg.generic {{indexing_maps = [{_MAP}, {_MAP}, {_MAP}], iterator_types = [\"parallel\", \"parallel\"]}} "
    "ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%m : memref<4x4xf32>) {\n"
    "  ^bb0(%p: f32, %q: f32, %o: f32):\n    linalg.yield %q : f32\n  }",
    "%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]",
    "linalg.transpose ins(%m : memref<4x4xf32>) outs(%m : memref<4x4xf32>) permutation = [1, 0]",
    "%r = linalg.broadcast ins(%w : tensor<4xf32>) outs(%c : tensor<4x4xf32>) dimensions = [1]",
    "%r = linalg.map { arith.addf } ins(%c, %c : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)",
    "%r = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%c, %c : tensor<4x4xf32>, "
    "tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)",
    "linalg.map { math.absf } ins(%mv : memref<4xf32>) outs(%mv : memref<4xf32>)",
    "%r = linalg.map ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>)\n"
    "    (%p: f32, %o: f32) {\n      %t = arith.addf %p, %o : f32\n      linalg.yield %t : f32\n    }",
    "%r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]",
    "%r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]\n"
    "    (%p: f32, %o: f32) {\n      %t = arith.addf %p, %o : f32\n      linalg.yield %t : f32\n    }",
    "%r:2 = linalg.reduce ins(%w, %w : tensor<4xf32>, tensor<4xf32>) outs(%s, %s : tensor<f32>, tensor<f32>) "
    "dimensions = [0]\n    (%p: f32, %p2: f32, %o: f32, %o2: f32) {\n      %t = arith.addf %p, %o : f32\n"
    "      linalg.yield %t, %t : f32, f32\n    }",
    # generic input
    '%r = "linalg.fill"(%x, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n  ^bb0(%p: f32, %o: f32):\n'
    '    "linalg.yield"(%p) : (f32) -> ()\n  }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


@needs_mlir
@pytest.mark.parametrize("body", SNIPPETS)
def test_matches_upstream(body):
    check_matches_upstream(TOOL, UPSTREAM, wrap(body))


@pytest.mark.parametrize("body", SNIPPETS)
def test_roundtrip_fixpoint(body):
    check_roundtrip_fixpoint(TOOL, wrap(body))


ERRORS = [
    ('%r = "linalg.fill"(%x, %c) <{operandSegmentSizes = array<i32: 1, 1>}> : (f32, tensor<4x4xf32>) '
     '-> tensor<4x4xf32>', "'linalg.fill' op requires one region"),
    ('%r = "linalg.generic"(%c, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({\n  ^bb0(%p: f32, %o: f32):\n'
     '  "linalg.yield"(%p) : (f32) -> ()\n  }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>',
     "'linalg.generic' op requires attribute 'indexing_maps'"),
    ('%r = "linalg.transpose"(%c, %c) ({\n  ^bb0(%p: f32, %o: f32):\n  "linalg.yield"(%p) : (f32) -> ()\n  }) '
     ': (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>', "'linalg.transpose' op requires attribute "
     "'permutation'"),
    ('%r = "linalg.reduce"(%w, %s) ({\n  ^bb0(%p: f32, %o: f32):\n  "linalg.yield"(%p) : (f32) -> ()\n  }) '
     ': (tensor<4xf32>, tensor<f32>) -> tensor<f32>', "'linalg.reduce' op requires attribute 'dimensions'"),
    ('%r = "linalg.map"(%w) ({}) : (tensor<4xf32>) -> tensor<4xf32>',
     "'linalg.map' op region #0 ('mapper') failed to verify constraint: region with 1 blocks"),
    ('%r = "linalg.index"() : () -> index', "'linalg.index' op requires attribute 'dim'"),
    ("linalg.yield %x : f32", None),
    (f"%r = linalg.generic {{indexing_maps = [{_ID1}], iterator_types = [\"parallel\"]}} ins(%w : tensor<4xf32>) "
     "outs(%w : tensor<4xf32>) {\n  ^bb0(%p: f32, %o: f32):\n    linalg.yield %p : f32\n  } -> tensor<4xf32>",
     "'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output "
     "operands (2)"),
    (f"%r = linalg.generic {{indexing_maps = [{_ID1}, {_ID1}], iterator_types = [\"bogus\"]}} "
     "ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>) {\n  ^bb0(%p: f32, %o: f32):\n    linalg.yield %p : f32\n"
     "  } -> tensor<4xf32>", "custom op 'linalg.generic' unexpected iterator_type (bogus)"),
    ("%r = linalg.map { arith.addf } ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>)",
     "'arith.addf' op expected 2 operands, but found 1"),
    ("%r = linalg.reduce ins(%w : tensor<4xf32>) outs(%w : tensor<4xf32>) dimensions = [3]\n"
     "    (%p: f32, %o: f32) {\n      linalg.yield %p : f32\n    }",
     "'linalg.reduce' op dimensions for reduction should be in the range [0, 0]."),
    ("%r = linalg.fill ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
     "expected op with scalar input"),
    ("%r = linalg.matmul ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>",
     "custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2"),
    ("%r = linalg.copy ins(%c : tensor<4x4xf32>) outs(%m : memref<4x4xf32>) -> tensor<4x4xf32>",
     "'linalg.copy' op expected the number of tensor results (1) to be equal to the number of output "
     "tensors (0)"),
    ("linalg.copy ins(%c : tensor<4x4xf32>) outs(%m : memref<4x4xf32>)",
     "'linalg.copy' op expected to have pure tensor or buffer semantics"),
    ("linalg.copy ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>)",
     "'linalg.copy' op expected the number of tensor results (0) to be equal to the number of output "
     "tensors (1)"),
    ("%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>)", None),
]


# Each snippet's own result, from one --split-input-file run per tool and flags.
TOOL, UPSTREAM = dialect_runners(run_tool, run_upstream, [wrap(b) for b in SNIPPETS],
                                 [wrap(b) for b, _ in ERRORS])


@pytest.mark.parametrize("body,message", ERRORS)
def test_errors(body, message):
    check_error(TOOL(["-"], wrap(body)), message)


@needs_mlir
@pytest.mark.parametrize("body,message", ERRORS)
def test_errors_also_rejected_upstream(body, message):
    up = UPSTREAM(["-"], wrap(body))
    assert up.returncode != 0
    if message is not None:
        assert message in up.stderr


def _parse(text):
    from bufferize.syntax.parser import parse
    module, _ = parse(wrap(text))
    return [op for op in module.walk() if op.name.startswith("linalg.") and op.name != "linalg.yield"]


def test_dps_helpers():
    from bufferize.dialects import linalg
    mm, = _parse(SNIPPETS[0])
    assert list(linalg.dps_inits(mm)) == [2] and linalg.dps_inputs(mm) == [0, 1]
    assert linalg.is_dps(mm)
    red, = _parse(SNIPPETS[-2])
    assert list(linalg.dps_inits(red)) == [2, 3] and linalg.dps_inputs(red) == [0, 1]
    tr, = _parse("%r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]")
    assert list(linalg.dps_inits(tr)) == [1]
    from bufferize.dialects import registry
    assert registry.lookup("linalg.generic").extra["dps"] == "outputs"
    # the inits are the declared group, whatever the op's name: a declaration is all it takes
    assert registry.lookup("linalg.softmax").extra["dps"] == "output"
    sm, = _parse("%r = linalg.softmax dimension(1) ins(%c : tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) "
                 "-> tensor<4x4xf32>")
    assert list(linalg.dps_inits(sm)) == [1] and linalg.dps_inputs(sm) == [0]
    from bufferize.syntax.parser import parse
    add = next(o for o in parse(wrap("%r = arith.addf %x, %x : f32"))[0].walk() if o.name == "arith.addf")
    assert not linalg.is_dps(add) and list(linalg.dps_inits(add)) == []
    assert registry.lookup("linalg.matmul").extra["dps"] == "outputs"


def test_named_op_table():
    from bufferize.dialects import linalg
    body = linalg.NAMED_OPS["linalg.matmul"]
    assert body.inputs == 2 and body.maps is not None
    assert "linalg.exp" in linalg.NAMED_OPS and "linalg.batch_matmul" in linalg.NAMED_OPS
