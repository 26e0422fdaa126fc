"""arith dialect: custom/generic syntax against mlir-opt-22, round trips, errors."""
from __future__ import annotations


import pytest

from conftest import needs_mlir, run_tool, run_upstream

ARGS = ("%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %l: i64, %c: i1, %vc: vector<4xi1>, "
        "%v: vector<4xf32>, %t: tensor<?xindex>, %m: memref<4xi32>")

SNIPPETS = [
    "%r = arith.constant 0 : index",
    "%r = arith.constant -5 : i32",
    "%r = arith.constant 255 : i8",
    "%r = arith.constant {foo} 7 : i64",
    "%r = arith.constant 3",
    "%r = arith.constant 3.0",
    "%r = arith.constant true",
    "%r = arith.constant 0 : i1",
    "%r = arith.constant 1.5 : f32",
    "%r = arith.constant 0x7FC00000 : f32",
    "%r = arith.constant -0x1 : i32",
    "%r = arith.constant dense<0.0> : tensor<4xf32>",
    "%r = arith.constant dense<[1, 2]> : vector<2xi32>",
    "%r = arith.constant dense<true> : vector<4xi1>",
    "%r = arith.constant dense_resource<blob1> : tensor<2xf32>",
    "%r = arith.constant {value = 1 : i32} 2 : i32",
    "%r0 = arith.constant 0 : i32\n  %r1 = arith.constant 0 : i32\n  %r2 = arith.constant 1.0 : f32\n"
    "  %r3 = arith.constant 1.0 : f32",
    "%r = arith.addi %a, %b : i32",
    "%r = arith.addi %a, %b overflow<nsw, nuw> : i32",
    "%r = arith.addi %a, %b overflow<nuw,nsw> : i32",
    "%r = arith.subi %a, %b overflow<nuw> {tag} : i32",
    "%r = arith.muli %a, %b overflow<none> : i32",
    "%r = arith.shli %a, %b overflow<nsw> : i32",
    "%r = arith.addi %a, %b {overflowFlags = #arith.overflow<nsw>} : i32",
    *[f"%r = arith.{o} %a, %b : i32" for o in
      ("divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui", "andi", "ori", "xori",
       "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui")],
    "%r = arith.addi %i, %i : index",
    "%r = arith.addf %x, %y fastmath<fast> : f32",
    "%r = arith.addf %x, %y fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32",
    "%r = arith.subf %x, %y fastmath<afn,reassoc> : f32",
    "%r = arith.mulf %x, %y fastmath<nnan, ninf> {bar = 1} : f32",
    "%r = arith.divf %x, %y fastmath<none> : f32",
    *[f"%r = arith.{o} %x, %y : f32" for o in ("remf", "maximumf", "minimumf", "maxnumf", "minnumf")],
    "%r = arith.addf %v, %v : vector<4xf32>",
    "%r = arith.negf %x fastmath<contract> : f32",
    "%r = arith.cmpi slt, %a, %b : i32",
    "%r = arith.cmpi \"eq\", %i, %i : index",
    "%r = arith.cmpi slt, %a, %b {predicate = 1 : i64} : i32",
    "%r = arith.cmpf oeq, %x, %y : f32",
    "%r = arith.cmpf true, %x, %y fastmath<nnan> : f32",
    "%r = arith.cmpf false, %v, %v : vector<4xf32>",
    "%r = arith.select %c, %a, %b : i32",
    "%r = arith.select %c, %a, %b {tag} : i32",
    "%r = arith.select %vc, %v, %v : vector<4xi1>, vector<4xf32>",
    "%r = arith.index_cast %i : index to i32",
    "%r = arith.index_castui %i : index to i64",
    "%r = arith.index_cast %t : tensor<?xindex> to tensor<?xi64>",
    "%r = arith.index_cast %m : memref<4xi32> to memref<4xindex>",
    "%r = arith.sitofp %a : i32 to f32",
    "%r = arith.uitofp %a : i32 to f32",
    "%r = arith.fptosi %x : f32 to i32",
    "%r = arith.fptoui %x : f32 to i32",
    "%r = arith.extf %x fastmath<fast> : f32 to f64",
    "%r = arith.extf %x fastmath<none> : f32 to f64",
    "%r = arith.extf %x : f32 to f64",
    "%r = arith.truncf %x to_nearest_even fastmath<fast> : f32 to f16",
    "%r = arith.truncf %x downward : f32 to bf16",
    "%r = arith.extsi %a : i32 to i64",
    "%r = arith.extui %a : i32 to i64",
    "%r = arith.trunci %l overflow<nsw> : i64 to i32",
    "%r = arith.trunci %l : i64 to i32",
    "%r = arith.bitcast %x : f32 to i32",
    "%r:2 = arith.mulsi_extended %a, %b : i32",
    "%r:2 = arith.mului_extended %a, %b : i32",
    "%r:2 = arith.addui_extended %a, %b : i32, i1",
    # generic input
    '%r = "arith.addf"(%x, %x) : (f32, f32) -> f32',
    '%r = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32',
    '%r = "arith.addi"(%a, %a) : (i32, i32) -> i32',
    '%r = "arith.cmpi"(%a, %a) {predicate = 3 : i64} : (i32, i32) -> i1',
    '%r = "arith.constant"() <{value = 7 : i16}> : () -> i16',
]


def wrap(body: str) -> str:
    return f"func.func @f({ARGS}) {{\n  {body}\n  return\n}}\n"


@needs_mlir
def test_matches_upstream():
    chunks = [wrap(b) for b in SNIPPETS]
    check_chunks_match_upstream(run_tool, run_upstream, chunks)


def test_roundtrip_fixpoint():
    chunks = [wrap(b) for b in SNIPPETS]
    check_chunks_roundtrip(run_tool, chunks)


ERRORS = [
    ('%r = "arith.cmpi"(%a, %a) : (i32, i32) -> i1', "'arith.cmpi' op requires attribute 'predicate'"),
    ('%r = "arith.cmpi"(%a, %a) <{predicate = 12 : i64}> : (i32, i32) -> i1',
     "invalid properties {predicate = 12 : i64} for op arith.cmpi: Invalid attribute `predicate` in "
     "property conversion: 12 : i64"),
    ('%r = "arith.constant"() : () -> i32', "'arith.constant' op requires attribute 'value'"),
    ('%r = "arith.constant"() <{value = 1 : i64}> : () -> i32',
     "'arith.constant' op failed to verify that all of {value, result} have same type"),
    ('%r = "arith.addi"(%a) : (i32) -> i32', "'arith.addi' op expected 2 operands, but found 1"),
    ('%r = "arith.addi"(%a, %x) : (i32, f32) -> i32',
     "'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'"),
    ('%r = "arith.addf"(%a, %a) : (i32, i32) -> i32',
     "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'"),
    ('%r = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32',
     "invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in "
     "property conversion: 1 : i32"),
    ('%r = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<bogus>}> : (f32, f32) -> f32',
     "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, "
     "afn, fast"),
    ("%r = arith.addf %x, %x fastmath<bogus> : f32",
     "custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, "
     "nsz, arcp, contract, afn, fast"),
    ("%r = arith.addi %a, %a overflow<foo> : i32",
     "custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw"),
    ("%r = arith.addi %a, %a fastmath<fast> : i32", "expected ':'"),
    ("%r = arith.sitofp %a fastmath<fast> : i32 to f32", "expected ':'"),
    ("%r = arith.cmpi foo, %a, %a : i32",
     "custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for "
     "attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"),
    ('%r = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32',
     "'arith.select' op operand #0 must be bool-like, but got 'i32'"),
    ("%r = arith.index_cast %x : f32 to index",
     "'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got "
     "'f32'"),
    ("%r = arith.extsi %a : i32 to i16",
     "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"),
    ("%r = arith.bitcast %a : i32 to f64",
     "'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible"),
    ('%r = "arith.negf"(%x, %x) : (f32, f32) -> f32', "'arith.negf' op requires a single operand"),
    ('%r = "arith.cmpf"(%x, %x) <{predicate = 1 : i64}> : (f32, f32) -> i32', None),
    ('%r = "arith.select"(%c, %a, %x) : (i1, i32, f32) -> i32', None),
    ('%r = "arith.truncf"(%x) <{roundingmode = 9 : i32}> : (f32) -> f16', None),
    ('%r:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)', None),
    ('%r = "arith.index_cast"(%a) : (i32) -> i64', None),
]


def test_errors():
    chunks = [wrap(b) for b, _ in ERRORS]
    r, _ = run_chunks(run_tool, [], chunks)
    assert r.returncode == 1
    problems = check_errors(r.stderr, chunks, [m for _, m in ERRORS])
    assert not problems, "\n".join(problems)


@needs_mlir
def test_errors_also_rejected_upstream():
    chunks = [wrap(b) for b, _ in ERRORS]
    r, _ = run_chunks(run_upstream, [], chunks)
    problems = check_errors(r.stderr, chunks, [None] * len(chunks))
    assert not problems, "\n".join(problems)



def test_flag_helpers():
    from bufferize.dialects import arith
    assert str(arith.fastmath_attr(["nnan", "ninf"])) == "#arith.fastmath<nnan,ninf>"
    assert str(arith.fastmath_attr(["fast", "nnan"])) == "#arith.fastmath<fast>"
    assert str(arith.fastmath_attr()) == "#arith.fastmath<none>"
    assert str(arith.overflow_attr(["nuw", "nsw"])) == "#arith.overflow<nsw, nuw>"
    assert arith.flag_bits(arith.fastmath_attr(["afn"]), "fastmath") == 64


def test_folders_registered():
    from bufferize.dialects import registry
    registry.load_all()
    assert registry.lookup("arith.addi").extra["scalar_fold"](2, 3) == 5
    assert registry.lookup("arith.divsi").extra["scalar_fold"](-7, 2) == -3
    assert registry.lookup("arith.remsi").extra["scalar_fold"](-7, 2) == -1
    assert registry.lookup("arith.ceildivsi").extra["scalar_fold"](7, 2) == 4
    assert registry.has_trait(type("O", (), {"name": "arith.addf"})(), registry.PURE)


from batch import check_chunks_match_upstream, check_chunks_roundtrip, check_errors, run_chunks  # noqa: E402
