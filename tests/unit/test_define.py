"""dialects/define.py: one declaration gives an op's syntax, verifier,
accessors and registration, and a wrong declaration fails at import."""
import pytest

from bufferize.api import parse
from bufferize.dialects.define import ANY, FLOAT_LIKE, INDEX, Operand, Result, define
from bufferize.dialects.vector.ops import FMA
from bufferize.ir import registry as R


def _fma_op():
    m = parse("func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {\n"
              "  %0 = vector.fma %a, %b, %c : vector<4xf32>\n  return %0 : vector<4xf32>\n}\n")
    return next(op for op in m.op.walk() if op.name == "vector.fma")


def test_accessors_by_declared_name():
    op = _fma_op()
    assert FMA.get(op, "lhs") is op.operands[0].value
    assert FMA.get(op, "acc") is op.operands[2].value
    assert FMA.get(op, "result") is op.results[0]
    with pytest.raises(KeyError):
        FMA.get(op, "addend")


def test_operation_attributes_by_declared_name():
    """op.lhs, op.callee: the declaration's names, as ODS's getters."""
    op = _fma_op()
    assert op.lhs is op.operands[0].value and op.acc is op.operands[2].value
    with pytest.raises(AttributeError, match="vector.fma' declares no operand, result or property 'addend'"):
        op.addend
    m = parse("func.func private @g(memref<4x4xf32>, index) -> f32\n"
              "func.func @f(%m: memref<4x4xf32>, %t: tensor<4xf32>, %i: index, %j: index) -> f32 {\n"
              "  %l = memref.load %m[%i, %j] : memref<4x4xf32>\n"
              "  %s = tensor.extract_slice %t[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>\n"
              "  %r = func.call @g(%m, %i) : (memref<4x4xf32>, index) -> f32\n"
              "  return %r : f32\n}\n")
    ops = {op.name: op for op in m.op.walk()}
    load, call, sl = ops["memref.load"], ops["func.call"], ops["tensor.extract_slice"]
    args = next(op for op in m.op.walk() if op.name == "func.func" and op.regions[0].blocks).regions[0].blocks[0].args
    assert load.memref is args[0] and load.indices == [args[2], args[3]]        # a variadic group: a list
    assert sl.source is args[1] and sl.offsets == [args[2]] and sl.sizes == []   # operand segments
    assert str(call.callee) == "@g" and call.no_inline is None                   # properties; absent: None
    assert str(ops["func.func"].function_type.value) == "(memref<4x4xf32>, tensor<4xf32>, index, index) -> f32"
    import copy
    assert copy.copy(load).name == "memref.load"   # dunders are not accessors


def test_a_name_operation_has_cannot_be_declared():
    with pytest.raises(TypeError, match="'parent' would be hidden by Operation's own attribute"):
        define("test.hides_parent", operands=(Operand("parent"),), format="$parent attr-dict `:` type($parent)")


def test_the_type_spelt_once_types_every_value():
    op = _fma_op()
    assert {str(v.type) for v in [o.value for o in op.operands] + list(op.results)} == {"vector<4xf32>"}


def test_registration_comes_from_the_declaration():
    d = R.lookup("vector.fma")
    assert d is FMA.definition and d.syntax is FMA.format and d.has(R.PURE)
    assert d.verifier == FMA.verify


def test_a_misspelt_interface_fails_at_import():
    with pytest.raises(TypeError, match="unknown interface 'efects'"):
        define("test.misspelt", operands=(Operand("x"),), format="$x attr-dict `:` type($x)", efects=[])
    with pytest.raises(TypeError, match="unknown interface 'folder'"):
        R.register_op("memref.not_an_op", folder=None)
    assert "test.misspelt" not in R.OPS and "memref.not_an_op" not in R.OPS


def test_dps_names_the_init_operand_group():
    with pytest.raises(TypeError, match="dps='outs' names no operand group"):
        define("test.bad_dps", operands=(Operand("input"), Operand("init")), format="$input `,` $init attr-dict "
               "`:` type($input) `,` type($init)", dps="outs")
    assert "test.bad_dps" not in R.OPS
    decl = define("test.dps_op", operands=(Operand("inputs", variadic=True), Operand("init")),
                  format="$init `,` $inputs* attr-dict `:` type($init) `,` type($inputs)", dps="init")
    try:
        from bufferize.syntax.parser import parse
        m, _ = parse('func.func @f(%a: f32) {\n  "test.dps_op"(%a, %a, %a) : (f32, f32, f32) -> ()\n  return\n}\n')
        op = next(o for o in m.walk() if o.name == "test.dps_op")
        assert list(decl.operand_range(op, "init")) == [2] and list(decl.operand_range(op, "inputs")) == [0, 1]
    finally:
        del R.OPS["test.dps_op"]


def test_a_plugin_dialect_may_declare_its_own_interface():
    R.register_op("someplugin.op", my_key=1)
    assert R.lookup("someplugin.op").extra["my_key"] == 1
    del R.OPS["someplugin.op"]


def test_the_format_must_spell_the_declared_operands():
    with pytest.raises(TypeError, match="not the declared ones"):
        define("test.mismatch", operands=(Operand("x"), Operand("y")), format="$x attr-dict `:` type($x)")
    with pytest.raises(TypeError, match="not the declared ones"):
        define("test.mismatch2", operands=(Operand("xs", variadic=True),), format="$xs attr-dict")
    with pytest.raises(TypeError, match="more than one variadic"):
        define("test.two_groups", operands=(Operand("a", variadic=True), Operand("b", variadic=True)),
               format="$a* $b* attr-dict")
    with pytest.raises(TypeError, match="a format or a hand-written print"):
        define("test.both", operands=(), format="attr-dict", print=lambda op, p: None)


def test_declared_verifier_words(tmp_path):
    decl = define("xdecl.scale", operands=(Operand("x", FLOAT_LIKE), Operand("ids", INDEX, variadic=True)),
                  results=(Result("y", ANY),), same_type=("x", "y"),
                  format="$x `[` $ids* `]` attr-dict `:` type($x)")
    try:
        from bufferize.api import MLIRError
        m = parse('func.func @f(%a: f32, %i: index) -> f32 {\n  %0 = "xdecl.scale"(%a, %i, %i) : (f32, index, index) -> f32\n'
                  "  return %0 : f32\n}\n")
        op = next(o for o in m.op.walk() if o.name == "xdecl.scale")
        assert decl.get(op, "ids") == [op.operands[1].value, op.operands[2].value]
        with pytest.raises(MLIRError, match="operand #1 must be variadic of index, but got 'f32'"):
            parse('func.func @f(%a: f32) -> f32 {\n  %0 = "xdecl.scale"(%a, %a) : (f32, f32) -> f32\n'
                  "  return %0 : f32\n}\n")
        with pytest.raises(MLIRError, match=r"failed to verify that all of \{x, y\} have same type"):
            parse('func.func @f(%a: f32) -> f64 {\n  %0 = "xdecl.scale"(%a) : (f32) -> f64\n'
                  "  return %0 : f64\n}\n")
        with pytest.raises(MLIRError, match="expected 1 or more operands, but found 0"):
            parse('func.func @f() {\n  %0 = "xdecl.scale"() : () -> f64\n  return\n}\n')
        with pytest.raises(MLIRError, match="operand #0 must be floating-point-like, but got 'i32'"):
            parse('func.func @f(%a: i32) {\n  %0 = "xdecl.scale"(%a) : (i32) -> i32\n  return\n}\n')
    finally:
        del R.OPS["xdecl.scale"]


def test_optional_groups_are_checked_at_import():
    with pytest.raises(TypeError, match="needs an anchor"):
        define("xdecl.noanchor", operands=(Operand("xs", variadic=True),),
               format="attr-dict ($xs* `:` type($xs))?")
    with pytest.raises(TypeError, match="not closed"):
        define("xdecl.open", operands=(Operand("xs", variadic=True),), format="attr-dict ($xs*^ `:` type($xs)")
    with pytest.raises(TypeError, match="outside an optional group"):
        define("xdecl.stray", operands=(Operand("xs", variadic=True),), format="$xs*^ attr-dict")
    for name in ("xdecl.noanchor", "xdecl.open", "xdecl.stray"):
        assert name not in R.OPS


def test_an_optional_group_prints_only_with_its_anchor():
    from bufferize.api import parse as parse_text
    m = parse_text("func.func @f(%a: f32, %b: i32) -> (f32, i32) {\n  return %a, %b : f32, i32\n}\n"
                   "func.func @g() {\n  return\n}\n")
    text = m.print()
    assert "return %arg0, %arg1 : f32, i32\n" in text and "    return\n" in text
    rule = R.lookup("func.return").syntax.grammar()
    assert rule == 'op_func_return: FUNC_RETURN [attr_dict] [ value_list ":" type_list ]\n'


def test_memref_declarations_type_what_the_text_does_not_spell():
    """TypesMatchWith types load's result and store's value from the memref;
    nontemporal = false (its default) is left out of the attr-dict."""
    from bufferize.dialects.memref.ops import LOAD, STORE
    text = ("func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> f32 {\n"
            "  %0 = memref.load %m[%i] {nontemporal = false} : memref<4xf32>\n"
            "  memref.store %v, %m[%i] {nontemporal = true} : memref<4xf32>\n"
            "  return %0 : f32\n}\n")
    m = parse(text)
    load, store = (next(o for o in m.op.walk() if o.name == n) for n in ("memref.load", "memref.store"))
    assert str(LOAD.get(load, "result").type) == "f32" and LOAD.get(load, "indices") == [load.operands[1].value]
    assert str(STORE.get(store, "value").type) == "f32"
    out = m.print()
    assert "memref.load %arg0[%arg1] : memref<4xf32>" in out
    assert "memref.store %arg2, %arg0[%arg1] {nontemporal = true} : memref<4xf32>" in out


def test_integer_properties_and_the_empty_literal():
    text = ("func.func @f(%b: memref<64xi8>, %i: index) {\n"
            "  %0 = memref.view %b[%i][%i] : memref<64xi8> to memref<?xf32>\n"
            "  %1 = memref.assume_alignment %0, 16 : memref<?xf32>\n  return\n}\n")
    out = parse(text).print()
    assert "memref.view %arg0[%arg1][%arg1] : memref<64xi8> to memref<?xf32>" in out
    assert "memref.assume_alignment %view, 16 : memref<?xf32>" in out
    op = next(o for o in parse(text).op.walk() if o.name == "memref.assume_alignment")
    assert str(op.properties["alignment"]) == "16 : i32"


def _ops(text):
    m = parse(text)
    return m, [o for o in m.op.walk() if "." in o.name and not o.name.startswith(("func.", "builtin."))]


def test_groups_anchored_on_a_property():
    """(`overflow` `` $overflowFlags^)? prints unless the property is its
    default; ($roundingmode=word^)? is an optional enum keyword of its own type."""
    m, (a, b, t, e) = _ops(
        "func.func @f(%a: i32, %x: f32) {\n"
        "  %0 = arith.addi %a, %a overflow<none> : i32\n"
        "  %1 = arith.addi %a, %a overflow<nuw,nsw> {tag} : i32\n"
        "  %2 = arith.truncf %x downward fastmath<fast> : f32 to f16\n"
        "  %3 = arith.extf %x fastmath<none> : f32 to f64\n  return\n}\n")
    out = m.print()
    assert "arith.addi %arg0, %arg0 : i32\n" in out
    assert "arith.addi %arg0, %arg0 overflow<nsw, nuw> {tag} : i32" in out
    assert "arith.truncf %arg1 downward fastmath<fast> : f32 to f16" in out
    assert "arith.extf %arg1 fastmath<none> : f32 to f64" in out   # optional, not default-valued
    assert str(a.properties["overflowFlags"]) == "#arith.overflow<none>"
    assert str(t.properties["roundingmode"]) == "1 : i32"


def test_a_stray_word_is_upstreams_expected_next_literal():
    from bufferize.api import MLIRError
    for body in ("%0 = arith.addi %a, %a fastmath<fast> : i32",      # a group of another op
                 "%0 = arith.truncf %x fastmath<fast> downward : f32 to f16",   # out of order
                 "%0 = arith.sitofp %a bogus : i32 to f32"):          # no group at all (modifiers=True)
        with pytest.raises(MLIRError, match="expected ':'"):
            parse(f"func.func @f(%a: i32, %x: f32) {{\n  {body}\n  return\n}}\n")
    with pytest.raises(MLIRError, match="IntegerOverflowFlags to be one of: none, nsw, nuw"):
        parse("func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<x> : i32\n  return\n}\n")


def test_a_typed_attribute_types_the_result():
    from bufferize.dialects.arith.dialect import CONSTANT
    m, ops = _ops("func.func @f() {\n  %0 = arith.constant dense<1> : vector<2xi8>\n"
                  "  %1 = arith.constant {value = 1 : i64} 2 : i32\n  %2 = arith.constant true\n  return\n}\n")
    assert [str(o.results[0].type) for o in ops] == ["vector<2xi8>", "i64", "i1"]
    assert CONSTANT.get(ops[0], "result") is ops[0].results[0]
    assert R.lookup("arith.constant").syntax.grammar() == \
        "op_arith_constant: ARITH_CONSTANT [attr_dict] arith_cst_value\n"


def test_space_literal_and_buildable_types():
    m, (clamp, assert_) = _ops("func.func @f(%x: f32, %c: i1) {\n  %0 = math.clampf %x to [%x, %x] : f32\n"
                               "  cf.assert %c, \"ok\"\n  return\n}\n")
    out = m.print()
    assert "math.clampf %arg0 to [%arg0, %arg0] : f32" in out and 'cf.assert %arg1, "ok"' in out
    assert str(assert_.operands[0].value.type) == "i1"


def test_property_groups_are_checked_at_import():
    with pytest.raises(TypeError, match="anchored on \\$p"):
        define("xdecl.badgroup", operands=(Operand("x"),), format="$x (`kw` `` $p^)? attr-dict")
    with pytest.raises(TypeError, match="anchored on the enum"):
        define("xdecl.badenum", operands=(Operand("x"),), format="$x (`kw` $p=word^)? attr-dict",
               enums={"p": ["a"]})
    assert "xdecl.badgroup" not in R.OPS and "xdecl.badenum" not in R.OPS
