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
