"""Inherent attributes written in a custom form's attr-dict
(bufferize/syntax/written_attrs.py): the attr-dict's value wins where
upstream's parser is ODS-generated; where it is C++, a name the syntax gave
is an error when written again."""
import pytest

from bufferize import api
from bufferize.api import MLIRError
from bufferize.ir import registry


def _op(text, name):
    m = api.parse(text)
    return next(o for o in m.op.walk() if o.name == name)


def test_written_inherent_attribute_wins_over_the_syntax():
    op = _op("""func.func @f(%t: tensor<8xf32>) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[0] [2] [1] {static_offsets = array<i64: 1>, keep = 1 : i32} : tensor<8xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}""", "tensor.extract_slice")
    assert list(op.properties["static_offsets"].values) == [1]
    # moved, not kept twice; a discardable attribute stays where it was
    assert "static_offsets" not in op.attributes
    assert "keep" in op.attributes


def test_written_symbol_names_the_global():
    op = _op('memref.global @g : memref<2xf32> = dense<1.0> {sym_name = "h"}', "memref.global")
    assert op.properties["sym_name"].value == "h" and "sym_name" not in op.attributes


def test_cpp_parser_reports_the_name_given_twice():
    with pytest.raises(MLIRError, match="attribute 'map' occurs more than once in the attribute list"):
        api.parse("""func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %0 = affine.load %m[%i] {map = affine_map<(d0) -> (d0)>} : memref<8xf32>
  return %0 : f32
}""")


def test_cpp_parser_takes_what_its_syntax_did_not_give():
    op = _op("""func.func @f(%lb: index, %ub: index) {
  scf.for %i = %lb to %ub step %ub {
  } {unsignedCmp}
  return
}""", "scf.for")
    assert "unsignedCmp" in op.properties and "unsignedCmp" not in op.attributes


def test_syntax_attributes_name_inherent_attributes():
    """A misspelt name in an op's ``syntax_attributes`` would silently never match."""
    registry.load_all()
    for d in registry.OPS.values():
        given = d.extra.get("syntax_attributes")
        if given:
            assert set(given) <= set(d.property_names) | {"operandSegmentSizes"}, d.name


def test_every_dictionary_is_applied_or_consumed():
    """A dictionary left pending makes every later hand-written op look
    through its children (a parse 2% slower on a file whose first function
    has one argument attribute)."""
    from bufferize.syntax import parser as P
    text = """func.func @f(%a: tensor<4xf32> {bufferization.writable = true}, %m: memref<4xf32>) -> (tensor<4xf32> {x.y}) {
  %c0 = arith.constant {a} 0 : index
  "test.op"() {b} : () -> ()
  %0 = linalg.map { arith.negf {fastmath = #arith.fastmath<fast>} } ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>)
  %1 = tensor.extract_slice %0[0] [2] [1] {c} : tensor<4xf32> to tensor<2xf32>
  return %0 : tensor<4xf32>
}"""
    _, tr = P.parse(text, allow_unregistered=True)
    assert tr.written_pending == 0


def test_no_dictionary_of_the_lit_suite_is_left_pending():
    import glob
    import os
    import re
    from bufferize.syntax import parser as P
    root = os.path.join(os.path.dirname(__file__), "..", "lit")
    left = []
    for f in sorted(glob.glob(os.path.join(root, "**", "*.mlir"), recursive=True)):
        for chunk in re.split(r"^// -----.*$", open(f, encoding="utf-8").read(), flags=re.M):
            try:
                _, tr = P.parse(chunk, allow_unregistered=True)
            except Exception:   # invalid input: the error tests' chunks
                continue
            if tr.written_pending:
                left.append(os.path.relpath(f, root))
    assert not left
