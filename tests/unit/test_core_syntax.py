"""The core language: builtin types, attributes, generic ops, regions, blocks,
locations, aliases; printed like mlir-opt-22 and diagnosed like it."""
import pytest

from conftest import needs_mlir, run_tool, run_upstream

TYPES = [
    "i1", "i32", "si8", "ui64", "index", "f16", "bf16", "f32", "f64", "f8E4M3FN", "none",
    "complex<f32>", "tuple<i32, f32>", "tuple<>", "vector<4xf32>", "vector<[4]x8xf32>", "vector<f32>",
    "tensor<4x?xf32>", "tensor<*xf32>", "tensor<f32>", "tensor<0xf32>", "tensor<4xf32, \"enc\">",
    "memref<4x?xf32>", "memref<*xf32>", "memref<f32>", "memref<4xf32, 1>",
    "memref<4x4xf32, strided<[4, 1], offset: ?>>", "memref<?x?xf32, strided<[?, ?], offset: ?>>",
    "memref<4xf32, strided<[2]>>", "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>",
    "memref<4xf32, affine_map<(d0) -> (d0)>>", "memref<8xf32, #gpu.address_space<workgroup>>",
    "(i32) -> f32", "(i32, f32) -> (f32, i32)", "() -> ()", "!llvm.ptr", "!test.foo<\"x\">",
]

ATTRS = [
    "1", "-7 : i32", "0x10 : i64", "true", "false", "1 : i1", "1.5 : f32", "-2.0", "0.1 : f64",
    "1.0e10 : f32", "0x7FC00000 : f32", "\"str\"", "\"esc\\\"q\\n\"", "unit", "[]", "[1, \"a\", [2]]",
    "{}", "{b = 1, a}", "dense<1.0> : tensor<4xf32>", "dense<[1, 2, 3]> : tensor<3xi32>",
    "dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>", "dense<> : tensor<0xf32>",
    "dense<[true, false]> : vector<2xi1>", "dense<\"0x0000803F\"> : tensor<1xf32>",
    "array<i64: 1, -2, 3>", "array<i32>", "array<f32: 1.0, 2.5>", "array<i1: true, false>",
    "affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4, d1 mod 3, -d0, d0 - 1)>",
    "affine_set<(d0) : (d0 - 1 >= 0)>", "i32", "tensor<4xf32>", "@sym", "@a::@b::@c",
    "#test.attr<\"opaque\" <nested>>", "strided<[1, ?], offset: 4>", "dense<(1.0, 2.0)> : tensor<complex<f32>>",
    "loc(\"f.mlir\":3:4)", "distinct[0]<unit>", "dense_resource<blob> : tensor<2xf32>",
]


def _module_with_types(types):
    return "".join(f'%{i} = "test.op"() : () -> {t}\n' if not t.startswith("(") else
                   f'%{i} = "test.op"() : () -> ({t})\n' for i, t in enumerate(types))


def _module_with_attrs(attrs):
    return "".join(f'"test.op"() {{a = {a}}} : () -> ()\n' for a in attrs)


@needs_mlir
@pytest.mark.parametrize("t", TYPES)
def test_type_round_trips_like_upstream(t):
    src = _module_with_types([t])
    ours = run_tool(["--allow-unregistered-dialect"], src)
    assert ours.returncode == 0, ours.stderr
    up = run_upstream(["--allow-unregistered-dialect"], src)
    assert ours.stdout == up.stdout


@needs_mlir
@pytest.mark.parametrize("a", ATTRS)
def test_attribute_round_trips_through_upstream(a):
    src = _module_with_attrs([a])
    up = run_upstream(["--allow-unregistered-dialect"], src)
    assert up.returncode == 0, up.stderr
    for flags in ([], ["--mlir-print-op-generic"]):
        ours = run_tool(["--allow-unregistered-dialect", *flags], src)
        assert ours.returncode == 0, ours.stderr
        again = run_upstream(["--allow-unregistered-dialect"], ours.stdout)
        assert again.returncode == 0, again.stderr
        assert again.stdout == up.stdout


@needs_mlir
def test_printer_matches_upstream_text_for_generic_ops_and_blocks():
    src = """
func.func @f(%a: i32) -> i32 {
  %0:2 = "test.two"(%a) : (i32) -> (i32, i32)
  "test.br"(%0#1)[^bb1] : (i32) -> ()
^bb1:
  %1 = "test.region"() ({
  ^bb0(%x: i32):
    "test.yield"(%x) : (i32) -> ()
  }, {
    "test.yield"() : () -> ()
  }) {attr = 1 : i64} : () -> i32
  return %1 : i32
}
"""
    ours = run_tool(["--allow-unregistered-dialect"], src)
    up = run_upstream(["--allow-unregistered-dialect"], src)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == up.stdout


def test_print_is_a_fixpoint():
    src = '%0 = "test.op"() {x = [1, 2.0 : f32, "s"]} : () -> tensor<?xf32>\n'
    once = run_tool(["--allow-unregistered-dialect"], src).stdout
    twice = run_tool(["--allow-unregistered-dialect"], once).stdout
    assert once == twice


@pytest.mark.parametrize("src, message, line, col", [
    ('func.func @f() {\n  "test.use"(%x) : (i32) -> ()\n  return\n}\n', "use of undeclared SSA value name", 2, 14),
    ('%0 = "test.a"() : () -> i32\n%0 = "test.b"() : () -> i32\n', "redefinition of SSA value '%0'", 2, 1),
    ('%0 = "test.a"() : () -> i32\n"test.b"(%0) : (f32) -> ()\n',
     "use of value '%0' expects different type than prior uses: 'f32' vs 'i32'", 2, 10),
    ('"test.a"() : () -> (\n', "unexpected end of file", 2, 1),
    ('"test.a"() : () -> ()\n}', "unexpected '}'", 2, 1),
    ('%0 = "test.a"() : () -> tensor<4xf32\n', "unexpected", 1, 38),
    ('"test.a"() {a = #undefined} : () -> ()\n', "undefined symbol alias id 'undefined'", 1, 17),
    ('func.func @f() {\n  "test.br"()[^bb9] : () -> ()\n}\n', "reference to an undefined block", 2, 15),
    ('"test.a"() : () -> ()\n$\n', "unexpected character", 2, 1),
])
def test_parse_errors_are_located_diagnostics(src, message, line, col):
    r = run_tool(["--allow-unregistered-dialect", "-"], src)
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    assert f"<stdin>:{line}:{col}: error: {message}" in r.stderr, r.stderr
    assert r.stdout == ""


def test_dominance_violation_is_reported():
    src = 'func.func @f() {\n  "test.use"(%0) : (i32) -> ()\n  %0 = "test.def"() : () -> i32\n  return\n}\n'
    r = run_tool(["--allow-unregistered-dialect"], src)
    assert r.returncode == 1
    assert "<stdin>:2:3: error: operand #0 does not dominate this use" in r.stderr
    assert "<stdin>:3:3: note: operand defined here" in r.stderr


def test_unregistered_dialect_needs_flag():
    r = run_tool([], '"foo.bar"() : () -> ()\n')
    assert r.returncode == 1
    assert "-allow-unregistered-dialect" in r.stderr


def test_duplicate_symbols_are_reported():
    src = "func.func private @f()\nfunc.func private @f()\n"
    r = run_tool([], src)
    assert r.returncode == 1
    assert "<stdin>:2:1: error: redefinition of symbol named 'f'" in r.stderr
    assert "<stdin>:1:1: note: see existing symbol definition here" in r.stderr


def test_binary_and_non_utf8_input_is_rejected_cleanly(tmp_path):
    p = tmp_path / "bin.mlir"
    p.write_bytes(b"\x00\x01\xff\xfe")
    r = run_tool([str(p)])
    assert r.returncode == 1 and "Traceback" not in r.stderr and r.stderr


def test_deep_nesting_does_not_crash():
    depth = 3000
    src = '"test.op"() ({\n' * depth + '"test.leaf"() : () -> ()\n' + "}) : () -> ()\n" * depth
    r = run_tool(["--allow-unregistered-dialect", "-o", "/dev/null"], src)
    assert "Traceback" not in r.stderr
    assert r.returncode in (0, 1)


def test_missing_input_file():
    r = run_tool(["/nonexistent/x.mlir"])
    assert r.returncode == 1
    assert "could not open input file" in r.stderr


def test_output_file_is_untouched_on_error(tmp_path):
    out = tmp_path / "out.mlir"
    out.write_text("KEEP")
    r = run_tool(["-o", str(out), "-"], "%0 = \n")
    assert r.returncode == 1
    assert out.read_text() == "KEEP"


def test_output_file_written(tmp_path):
    out = tmp_path / "out.mlir"
    r = run_tool(["-o", str(out), "-"], "func.func private @f()\n")
    assert r.returncode == 0
    assert "func.func private @f()" in out.read_text()


def test_split_input_file_isolates_failures_and_keeps_line_numbers():
    src = "func.func private @a()\n// -----\n%0 = \n// -----\nfunc.func private @b()\n"
    r = run_tool(["--split-input-file"], src)
    assert r.returncode == 1
    assert "<stdin>:4:1: error" in r.stderr or "<stdin>:3:" in r.stderr


def test_verify_diagnostics_passes_when_expected():
    src = ("func.func @f() {\n  // expected-error @+1 {{use of undeclared SSA value name}}\n"
           "  \"test.use\"(%x) : (i32) -> ()\n  return\n}\n")
    r = run_tool(["--allow-unregistered-dialect", "--verify-diagnostics"], src)
    assert r.returncode == 0, r.stderr


def test_verify_diagnostics_fails_when_not_produced():
    src = "// expected-error @+1 {{something}}\nfunc.func private @f()\n"
    r = run_tool(["--verify-diagnostics"], src)
    assert r.returncode == 1
    assert 'expected error "something" was not produced' in r.stderr


def test_debuginfo_prints_locations():
    r = run_tool(["--mlir-print-debuginfo", "-"], "func.func private @f()\n")
    assert 'loc("<stdin>":1:1)' in r.stdout


def test_version_and_help():
    assert run_tool(["--version"]).stdout.startswith("bufferize-opt ")
    h = run_tool(["--help"])
    assert h.returncode == 0 and "--split-input-file" in h.stdout
