"""Declared syntaxes (syntax/assembly_format.py): one declaration gives the
grammar rule, the parse callback and the printer."""
from __future__ import annotations

import bufferize
from bufferize.ir import types as T
from bufferize.syntax.assembly_format import AssemblyFormat, _space_before_literal


def test_grammar_rule_follows_the_pieces():
    f = AssemblyFormat("tensor.dim", "attr-dict $source `,` $index `:` type($source)",
                       result_types=lambda ts, props: [T.index])
    assert f.rule == "op_tensor_dim" and f.keyword == "TENSOR_DIM"
    assert f.grammar() == 'op_tensor_dim: TENSOR_DIM [attr_dict] value_use "," value_use ":" type\n'


def test_variadic_and_enum_pieces():
    f = AssemblyFormat("x.op", "$kind=word $a `[` $rest* `]` `:` type($a)", enums={"kind": ("p", "q")})
    assert [p.kind for p in f.pieces] == ["enum", "operand", "literal", "operands", "literal", "literal", "type"]
    assert f.grammar() == 'op_x_op: X_OP attr_key value_use "[" [value_list] "]" ":" type\n'


def test_one_optional_operand():
    # ODS's Optional operand anchoring a group: one operand, not a list (a
    # second one is the parse error upstream gives: "expected ':'")
    f = AssemblyFormat("x.red", "$v (`,` $acc^)? attr-dict `:` type($v)")
    assert [(p.kind, p.single) for p in f.pieces if p.kind in ("operand", "operands")] == [
        ("operand", False), ("operands", True)]
    assert f.grammar() == 'op_x_red: X_RED value_use [ "," value_use ] [attr_dict] ":" type\n'
    src = ("func.func @f(%v: vector<4xf32>, %a: f32) -> (f32, f32) {\n"
           "  %0 = vector.reduction <add>, %v : vector<4xf32> into f32\n"
           "  %1 = vector.reduction <mul>, %v, %a : vector<4xf32> into f32\n"
           "  return %0, %1 : f32, f32\n}\n")
    out = _roundtrip(src)
    assert "vector.reduction <add>, %arg0 : vector<4xf32> into f32" in out
    assert "vector.reduction <mul>, %arg0, %arg1 : vector<4xf32> into f32" in out


def test_spacing_is_upstreams():
    # ODS: no space before `,` `)` `]` `(` `[`; after punctuation only `>)}],` hug.
    assert not _space_before_literal(",", False)
    assert not _space_before_literal("[", False)
    assert _space_before_literal("(", True)        # `: (`
    assert _space_before_literal("->", True)
    assert _space_before_literal("to", False)


def _roundtrip(text: str) -> str:
    return bufferize.parse(text).print()


def test_declared_ops_print_as_upstream():
    src = """func.func @f(%t: tensor<?x4xf32>, %i: index, %v: f32, %m: memref<4x10xf32>) -> index {
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<2x4xf32>
  %d = tensor.dim {x = 1} %t, %i : tensor<?x4xf32>
  %a = memref.atomic_rmw minnumf %v, %m[%i, %i] : (f32, memref<4x10xf32>) -> f32
  return %d : index
}"""
    out = _roundtrip(src)
    assert "%cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<2x4xf32>" in out
    assert "%dim = tensor.dim {x = 1 : i64} %arg0, %arg1 : tensor<?x4xf32>" in out
    assert "%0 = memref.atomic_rmw minnumf %arg2, %arg3[%arg1, %arg1] : (f32, memref<4x10xf32>) -> f32" in out
    assert _roundtrip(out) == out


def _recorded_format_calls():
    """(format, children) of every declared-format reduction while parsing
    the lit suite's and the unit tests' inputs (each split-input-file chunk alone)."""
    import glob
    import os

    from bufferize.syntax import parser as P
    calls = []
    original = AssemblyFormat.parse

    def record(self, tr, c):
        calls.append((self, list(c)))
        return original(self, tr, c)
    here = os.path.dirname(__file__)
    paths = sorted(glob.glob(os.path.join(here, "..", "lit", "**", "*.mlir"), recursive=True)
                   + glob.glob(os.path.join(here, "**", "*.mlir"), recursive=True))
    AssemblyFormat.parse = record
    saved, P._PARSER = P._PARSER, None   # rebind the callbacks to the recording one
    try:
        for path in paths:
            for chunk in open(path).read().split("// -----"):
                try:
                    bufferize.api.parse(chunk, allow_unregistered_dialect=True)
                except Exception:
                    pass
    finally:
        AssemblyFormat.parse = original
        P._PARSER = saved
    return calls


def _outcome(fn, c):
    try:
        spec = fn(c)
    except Exception as e:   # the same error, in the same words
        return type(e).__name__, str(e)
    return (spec.name, [id(v) for v in spec.operands], [str(t) for t in spec.result_types],
            {k: str(v) for k, v in spec.attributes.items()})


def test_generated_parsers_do_what_the_pieces_say():
    """syntax/format_codegen.py against parse_generic, on every declared-format
    op the tests read (valid and invalid)."""
    calls = _recorded_format_calls()
    assert len({f.op for f, _ in calls}) >= 60   # (62 of the 179 formats today)
    for f, c in calls:
        assert _outcome(f.parse_generic, c) == _outcome(f._parse, c), f.op
