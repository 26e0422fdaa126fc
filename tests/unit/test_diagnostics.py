"""Tests for diagnostics, rendering and -verify-diagnostics.

Expected strings marked "upstream" were produced by mlir-opt-22.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from bufferize.diagnostics import (
    Diagnostic, DiagnosticEngine, DiagnosticError, Severity, SourceManager, render,
    verify_diagnostics,
)
from bufferize.syntax.split import split_input_file

E, W, N, R = Severity.ERROR, Severity.WARNING, Severity.NOTE, Severity.REMARK
UNDECLARED = "use of undeclared SSA value name"


def sources(**files: str) -> SourceManager:
    sm = SourceManager()
    for name, text in files.items():
        sm.add(name.replace("_", "."), text)
    return sm


def verify(text: str, diags: list[Diagnostic], file: str = "t.mlir", **kw) -> list[tuple]:
    """verify_diagnostics, summarised as (message, line, col) tuples."""
    return [(d.message, d.line, d.col) for d in verify_diagnostics(text, file, diags, **kw)]


def err(line: int, msg: str = UNDECLARED, col: int = 1, sev: Severity = E,
        file: str | None = "t.mlir") -> Diagnostic:
    return Diagnostic(sev, msg, file, line, col)


# --- data model --------------------------------------------------------------

def test_severity_values():
    assert [s.value for s in Severity] == ["error", "warning", "note", "remark"]


def test_diagnostic_defaults_and_attach_note():
    d = Diagnostic(E, "boom")
    assert (d.file, d.line, d.col, d.notes, d.length) == (None, None, None, [], 0)
    note = d.attach_note("see here", "f.mlir", 2, 3)
    assert d.notes == [note]
    assert (note.severity, note.message, note.location) == (N, "see here", ("f.mlir", 2, 3))
    assert d.attach_note("unlocated").location == (None, None, None)


def test_diagnostic_error_carries_diagnostic():
    d = Diagnostic(E, "bad thing", "f", 1, 1)
    with pytest.raises(DiagnosticError) as info:
        raise DiagnosticError(d)
    assert info.value.diagnostic is d
    assert str(info.value) == "bad thing"


def test_source_manager():
    sm = sources(a_mlir="one\ntwo\r\nthree")
    assert sm.line_text("a.mlir", 1) == "one"
    assert sm.line_text("a.mlir", 2) == "two"  # '\r' ends the displayed line
    assert sm.line_text("a.mlir", 3) == "three"
    assert sm.line_text("a.mlir", 0) is None
    assert sm.line_text("a.mlir", 4) is None
    assert sm.line_text("other", 1) is None
    sm.add("a.mlir", "replaced\n")
    assert sm.line_text("a.mlir", 1) == "replaced"
    assert sm.line_text("a.mlir", 2) == ""  # the empty line after the last '\n'


def test_engine():
    eng = DiagnosticEngine()
    assert not eng.has_errors
    r = eng.remark("r", "f", 1, 2)
    w = eng.warning("w")
    assert not eng.has_errors
    e = eng.error("e", "f", 3, 4)
    n = eng.emit(N, "n")
    assert eng.diagnostics == [r, w, e, n]
    assert [d.severity for d in eng.diagnostics] == [R, W, E, N]
    assert e.location == ("f", 3, 4)
    assert eng.has_errors


# --- render --------------------------------------------------------------------

def test_render_basic():
    sm = sources(input_mlir="func.func @f() {\n\n  %1 = arith.addi %0, %x : i32\n}\n")
    d = Diagnostic(E, UNDECLARED, "input.mlir", 3, 8)
    assert render(d, sm) == (
        "input.mlir:3:8: error: use of undeclared SSA value name\n"
        "  %1 = arith.addi %0, %x : i32\n"
        "       ^\n")


@pytest.mark.parametrize("sev", list(Severity))
def test_render_severity_labels(sev):
    assert render(Diagnostic(sev, "m", "nofile", 1, 1), SourceManager()) == \
        f"nofile:1:1: {sev.value}: m\n"


def test_render_unknown_location():
    # upstream: `<unknown>:0: error: ...` for UnknownLoc diagnostics.
    assert render(Diagnostic(E, "boom"), SourceManager()) == "<unknown>:0: error: boom\n"


def test_render_partial_location():
    sm = SourceManager()
    assert render(Diagnostic(E, "m", "f.mlir"), sm) == "f.mlir: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 3), sm) == "f.mlir:3: error: m\n"


def test_render_without_source_line():
    sm = sources(f_mlir="ab\ncd\n")
    # Unknown file, line 0 / col 0, line past EOF, col past end of line + 1:
    # header only (upstream).
    assert render(Diagnostic(E, "m", "g.mlir", 3, 4), sm) == "g.mlir:3:4: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 0, 0), sm) == "f.mlir:0:0: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 1, 0), sm) == "f.mlir:1:0: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 7, 1), sm) == "f.mlir:7:1: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 2, 4), sm) == "f.mlir:2:4: error: m\n"
    assert render(Diagnostic(E, "m", "f.mlir", 1, -1), sm) == "f.mlir:1:-1: error: m\n"


def test_render_caret_at_end_of_line():
    # upstream: eol.mlir:2:22: error: expected SSA operand
    sm = sources(eol_mlir="func.func @a() {\n  %0 = arith.addi %x, \n")
    assert render(Diagnostic(E, "expected SSA operand", "eol.mlir", 2, 22), sm) == (
        "eol.mlir:2:22: error: expected SSA operand\n"
        "  %0 = arith.addi %x, \n"
        "                     ^\n")


def test_render_tabs_are_expanded_in_source_and_caret():
    # upstream: tabs expanded to 8-column stops in both lines.
    sm = sources(t_mlir="func.func @c() {\n\t  \treturn %x : i32\n}\n")
    assert render(Diagnostic(E, UNDECLARED, "t.mlir", 2, 12), sm) == (
        "t.mlir:2:12: error: use of undeclared SSA value name\n"
        "                return %x : i32\n"
        "                       ^\n")


def test_render_caret_on_tab_is_repeated():
    sm = sources(f="a\tb\n")
    assert render(Diagnostic(E, "m", "f", 1, 2), sm) == "f:1:2: error: m\na       b\n ^^^^^^^\n"


def test_render_range():
    sm = sources(f="abcdefgh\n")
    out = render(Diagnostic(E, "m", "f", 1, 3, length=4), sm)
    assert out.splitlines()[2] == "  ^~~~"
    # A range is clipped at the end of the line.
    out = render(Diagnostic(E, "m", "f", 1, 7, length=10), sm)
    assert out.splitlines()[2] == "      ^~"
    # length 0 and 1 are both a bare caret.
    for length in (0, 1):
        assert render(Diagnostic(E, "m", "f", 1, 1, length=length), sm).splitlines()[2] == "^"


def test_render_range_over_tab():
    # upstream (r.mlir): the range crosses a tab expanded to a single column.
    line = "\treturn // expected-error {{aaaa\tbbbbbbbbbbbbbbbbbbbbbbbbbb}}"
    sm = sources(r="x\n" + line + "\n")
    out = render(Diagnostic(E, "m", "r", 2, 12, length=31), sm).splitlines()
    assert out[1] == "        return // expected-error {{aaaa bbbbbbbbbbbbbbbbbbbbbbbbbb}}"
    assert out[2] == "                  ^" + "~" * 30


def test_render_non_ascii_line_has_no_caret():
    # upstream gives up on carets for lines with non-ASCII characters.
    sm = sources(f='  "func.return"() {x = "é"} : () -> ()\n')
    assert render(Diagnostic(E, "m", "f", 1, 3), sm) == \
        'f:1:3: error: m\n  "func.return"() {x = "é"} : () -> ()\n'


def test_render_notes():
    sm = sources(b="func.func @a() -> i32 { return }\nfunc.func @x()\n")
    d = Diagnostic(E, "op has 0 operands", "b", 1, 25)
    d.attach_note("same location", "b", 1, 25)      # no source: same as previous
    d.attach_note("other location", "b", 2, 11)     # source: location changed
    d.attach_note("other location again", "b", 2, 11)
    d.attach_note("somewhere unknown")
    assert render(d, sm) == (
        "b:1:25: error: op has 0 operands\n"
        "func.func @a() -> i32 { return }\n"
        "                        ^\n"
        "b:1:25: note: same location\n"
        "b:2:11: note: other location\n"
        "func.func @x()\n"
        "          ^\n"
        "b:2:11: note: other location again\n"
        "<unknown>:0: note: somewhere unknown\n")


def test_render_color():
    sm = sources(f="  %1 = arith.addi %0, %x : i32\n")
    d = Diagnostic(E, "bad [bold]markup[/] stays literal", "f", 1, 8)
    d.attach_note("n", "f", 1, 3)
    out = render(d, sm, color=True)
    assert "\x1b[" in out
    assert "\x1b[1;31merror: " in out  # bold red
    assert "\x1b[1;30mnote: " in out
    assert "bad [bold]markup[/] stays literal" in out
    plain = render(d, sm)
    assert re.sub(r"\x1b\[[0-9;]*m", "", out) == plain


def test_rich_not_imported_without_color():
    code = ("import sys\nimport bufferize.diagnostics as d, bufferize.syntax.split\n"
            "d.render(d.Diagnostic(d.Severity.ERROR, 'm'), d.SourceManager())\n"
            "assert 'rich' not in sys.modules, 'rich imported'\n")
    subprocess.run([sys.executable, "-c", code], check=True)


# --- verify_diagnostics: parsing expectations ----------------------------------

def test_same_line_match():
    text = "a\nreturn %x // expected-error {{undeclared SSA}}\n"
    assert verify(text, [err(2)]) == []


def test_not_produced_location_and_range():
    text = "a\n  // expected-error @+1 {{never}}\nb\n"
    [d] = verify_diagnostics(text, "t.mlir", [])
    assert (d.severity, d.message) == (E, 'expected error "never" was not produced')
    assert (d.file, d.line, d.col, d.length) == ("t.mlir", 2, 6, len("never"))
    # upstream rendering
    assert render(d, sources(t_mlir=text)) == (
        't.mlir:2:6: error: expected error "never" was not produced\n'
        "  // expected-error @+1 {{never}}\n"
        "     ^~~~~\n")


def test_unexpected_diagnostic():
    d = err(3, col=5)
    assert verify("a\nb\nc\n", [d]) == [("unexpected error: " + UNDECLARED, 3, 5)]
    [out] = verify_diagnostics("a\nb\nc\n", "t.mlir", [d])
    assert (out.severity, out.file) == (E, "t.mlir")


@pytest.mark.parametrize("sev", [W, N, R])
def test_unexpected_other_kinds(sev):
    assert verify("a\n", [err(1, "hm", sev=sev)]) == [(f"unexpected {sev.value}: hm", 1, 1)]


@pytest.mark.parametrize("kind,sev", [("error", E), ("warning", W), ("note", N), ("remark", R)])
def test_all_kinds(kind, sev):
    text = f"x // expected-{kind} {{{{msg}}}}\n"
    assert verify(text, [err(1, "the msg", sev=sev)]) == []


def test_offset_designators():
    text = ("// expected-error @+2 {{plus}}\n"   # -> 3
            "a\n"
            "b\n"
            "// expected-error @-3 {{minus}}\n"  # -> 1
            "// expected-error @+010 {{octal}}\n"  # leading 0 = octal -> 5 + 8
            )
    diags = [err(3, "plus"), err(1, "minus"), err(13, "octal")]
    assert verify(text, diags) == []


def test_above_skips_designator_lines():
    text = ("op1\n"
            "// expected-error @above {{one}}\n"
            "// expected-error @above {{two}}\n"
            "op4\n")
    assert verify(text, [err(1, "one"), err(1, "two")]) == []


def test_above_on_first_line_refers_to_line_1():
    assert verify("// expected-error @above {{x}}\n", [err(1, "x")]) == []


def test_below_skips_designator_lines():
    text = ("// expected-error @below {{one}}\n"
            "// expected-warning @below {{two}}\n"
            "// expected-note {{three}}\n"
            "op4\n"
            "op5\n")
    diags = [err(4, "one"), err(4, "two", sev=W), err(3, "three", sev=N)]
    assert verify(text, diags) == []


def test_dangling_below_is_reported_at_its_comment():
    text = "a\n// expected-error @below {{dangling}}"
    # dangling @below expects the last line of the text
    assert verify(text, [err(2, "dangling")]) == []
    assert verify(text, []) == [('expected error "dangling" was not produced', 2, 4)]


def test_unknown_designator():
    text = "a\n// expected-remark @unknown {{bar}}\n"
    assert verify(text, [Diagnostic(R, "foo bar")]) == []
    # A located diagnostic does not match an @unknown expectation.
    assert verify(text, [err(2, "bar", sev=R)]) == [
        ("unexpected remark: bar", 2, 1),
        ('expected remark "bar" was not produced', None, None)]
    [d] = verify_diagnostics(text, "t.mlir", [])
    assert render(d, SourceManager()) == '<unknown>:0: error: expected remark "bar" was not produced\n'


def test_unknown_location_diagnostic_is_unexpected():
    [d] = verify_diagnostics("a\n", "t.mlir", [Diagnostic(E, "boom")])
    assert (d.message, d.location) == ("unexpected error: boom", (None, None, None))


def test_star_designator_is_not_upstream_syntax():
    # `@*` is clang's syntax; mlir's regex does not accept it, so the line is
    # not an expectation at all (upstream ignores it silently).
    assert verify("a // expected-error @* {{foo}}\n", []) == []
    assert verify("a // expected-error @* {{foo}}\n", [err(1, "foo")]) == [
        ("unexpected error: foo", 1, 1)]


@pytest.mark.parametrize("comment", [
    "// expected-error{{msg}}",
    "// expected-error    {{msg}}",
    "// expected-error@+0{{msg}}",
    "// expected-error   @+0   {{msg}}",
    "// expected-error {{msg}}   \t",
    "# expected-error {{msg}}",
    "expected-error {{msg}}",
])
def test_expectation_spellings(comment):
    assert verify(f"x {comment}\n", [err(1, "msg")]) == []


@pytest.mark.parametrize("comment", [
    "// expected-error {{msg}} trailing",
    "// expected-error\t{{msg}}",
    "// expected-error {msg}",
    "// expected-errors {{msg}}",
    "// expected-error @+ {{msg}}",
    "// expected-error-regex {{msg}}",
])
def test_non_expectations(comment):
    assert verify(f"x {comment}\n", []) == []


def test_payload_is_greedy_up_to_last_braces():
    text = "x // expected-error {{a}} and {{b}}\n"
    assert verify(text, [err(1, "a}} and {{b")]) == []


def test_substring_match_and_empty_payload():
    assert verify("x // expected-error {{middle}}\n", [err(1, "in the middle of it")]) == []
    assert verify("x // expected-error {{}}\n", [err(1, "anything")]) == []
    assert verify("x // expected-error {{Middle}}\n", [err(1, "middle")]) == [
        ("unexpected error: middle", 1, 1),
        ('expected error "Middle" was not produced', 1, 6)]


# --- regex expectations ------------------------------------------------------

def test_braces_are_literal_without_re():
    text = "x // expected-error {{undeclared SSA {{v[a-z]+}} name}}\n"
    assert verify(text, [err(1, "undeclared SSA {{v[a-z]+}} name here")]) == []
    assert verify(text, [err(1)]) == [
        ("unexpected error: " + UNDECLARED, 1, 1),
        ('expected error "undeclared SSA {{v[a-z]+}} name" was not produced', 1, 6)]


def test_re_fragments():
    text = "x // expected-error-re {{undeclared SSA {{v[a-z]+}} name}}\n"
    assert verify(text, [err(1)]) == []
    assert verify(text, [err(1, "undeclared SSA 42 name")])[1][0] == \
        'expected error "undeclared SSA {{v[a-z]+}} name" was not produced'


def test_re_literal_parts_are_escaped_and_search_is_unanchored():
    text = "x // expected-error-re {{f(a.b) = {{[0-9]+}}}}\n"
    assert verify(text, [err(1, "call f(a.b) = 42;")]) == []
    assert verify(text, [err(1, "f(aXb) = 42")])[0][0] == "unexpected error: f(aXb) = 42"


def test_re_multiple_fragments_and_posix_class():
    text = "x // expected-error-re @+1 {{op {{'[a-z.]+'}} has {{[[:digit:]]+}} operands}}\n"
    assert verify(text, [err(2, "'func.return' op 'func.return' has 0 operands")]) == []


def test_re_dot_matches_newline():
    text = "x // expected-error-re {{first{{.*}}second}}\n"
    assert verify(text, [err(1, "first\nsecond")]) == []


def test_re_without_fragment_is_a_plain_match():
    assert verify("x // expected-error-re {{a.b}}\n", [err(1, "xa.by")]) == []
    assert verify("x // expected-error-re {{a.b}}\n", [err(1, "axb")])[0][0] == \
        "unexpected error: axb"


def test_re_errors():
    text = ("x // expected-error-re {{foo {{bar}}\n"
            "y // expected-error-re {{foo {{a(}} baz}}\n")
    out = verify_diagnostics(text, "t.mlir", [err(1, "foo {{bar")])
    assert out[0].message == "found start of regex with no end '}}'"
    assert (out[0].line, out[0].col, out[0].length) == (1, 6, len("foo {{bar"))
    assert out[1].message.startswith("invalid regex: ")
    assert out[1].line == 2
    # The broken expectations are dropped: the diagnostic is unexpected.
    assert out[2].message == "unexpected error: foo {{bar"
    assert len(out) == 3


def test_broken_re_line_is_still_a_designator_line():
    text = ("op1\n"
            "// expected-error-re {{bad {{x}}\n"
            "// expected-error @above {{one}}\n")
    msgs = [m for m, *_ in verify(text, [err(1, "one")])]
    assert msgs == ["found start of regex with no end '}}'"]


# --- matching rules -----------------------------------------------------------

def test_kind_mismatch_is_a_near_miss():
    # upstream (d.mlir)
    text = "func.func @c() -> i32 {\n  return // expected-warning {{has 0 operands}}\n}\n"
    msg = "'func.return' op has 0 operands, but enclosing function (@c) returns 1"
    out = verify_diagnostics(text, "d.mlir", [Diagnostic(E, msg, "d.mlir", 2, 3)])
    assert "".join(render(d, sources(d_mlir=text)) for d in out) == (
        "d.mlir:2:13: error: 'error' diagnostic emitted when expecting a 'warning'\n"
        "  return // expected-warning {{has 0 operands}}\n"
        "            ^\n"
        'd.mlir:2:13: error: expected warning "has 0 operands" was not produced\n'
        "  return // expected-warning {{has 0 operands}}\n"
        "            ^~~~~~~~~~~~~~\n")


def test_exact_kind_wins_over_near_miss():
    text = "x // expected-warning {{m}}\n// expected-error @above {{m}}\n"
    assert verify(text, [err(1, "m")]) == [('expected warning "m" was not produced', 1, 6)]


def test_near_miss_reports_last_candidate():
    text = "x // expected-warning {{m}}\n// expected-remark @above {{m}}\n"
    out = verify(text, [err(1, "m")])
    assert out[0] == ("'error' diagnostic emitted when expecting a 'remark'", 2, 4)


def test_line_must_match():
    assert verify("x // expected-error {{m}}\ny\n", [err(2, "m")]) == [
        ("unexpected error: m", 2, 1), ('expected error "m" was not produced', 1, 6)]


def test_one_expectation_absorbs_several_diagnostics():
    # upstream (a.mlir): two functions on one line, both fail to verify.
    text = "f() f()\n// expected-error @-1 {{has 0 operands}}\n"
    diags = [err(1, "'func.return' op has 0 operands (@a)", 9),
             err(1, "'func.return' op has 0 operands (@b)", 42)]
    assert verify(text, diags) == []


def test_each_diagnostic_matches_at_most_one_expectation():
    text = "x // expected-error {{m}}\n// expected-error @above {{m}}\n"
    assert verify(text, [err(1, "m")]) == [('expected error "m" was not produced', 2, 4)]
    assert verify(text, [err(1, "m"), err(1, "m")]) == [
        ('expected error "m" was not produced', 2, 4)]


def test_notes_are_checked_too():
    text = ("op // expected-error {{bad op}}\n"
            "def // expected-note {{defined here}}\n")
    d = err(1, "bad op")
    d.attach_note("value defined here", "t.mlir", 2, 1)
    assert verify(text, [d]) == []
    d.attach_note("surprise", "t.mlir", 2, 1)
    d.attach_note("unlocated note")
    assert verify(text, [d]) == [("unexpected note: surprise", 2, 1),
                                 ("unexpected note: unlocated note", None, None)]


def test_note_expectation_alone_does_not_hide_missing_error():
    text = "op // expected-note {{n}}\n"
    d = err(1, "e")
    d.attach_note("n", "t.mlir", 1, 1)
    assert verify(text, [d]) == [("unexpected error: e", 1, 1)]


def test_diagnostic_in_other_file_is_unexpected():
    text = "x // expected-error {{m}}\n"
    assert verify(text, [err(1, "m", file="other.mlir")]) == [
        ("unexpected error: m", 1, 1), ('expected error "m" was not produced', 1, 6)]


def test_only_expected_level():
    text = "x // expected-warning {{m}}\ny // expected-error {{never}}\n"
    out = verify(text, [err(1, "m"), err(3, "other")], only_expected=True)
    assert out == [('expected warning "m" was not produced', 1, 6),
                   ('expected error "never" was not produced', 2, 6)]


def test_result_order():
    text = ("a // expected-error-re {{{{oops}}\n"
            "b // expected-error {{later}}\n"
            "c // expected-remark @unknown {{unk}}\n"
            "d // expected-error {{earlier}}\n")
    out = [m for m, *_ in verify(text, [err(4, "zzz"), err(1, "yyy")])]
    assert out == ["found start of regex with no end '}}'",
                   "unexpected error: zzz", "unexpected error: yyy",
                   'expected error "later" was not produced',
                   'expected error "earlier" was not produced',
                   'expected remark "unk" was not produced']


def test_columns_are_bytes():
    # upstream (n2.mlir): column 45, not 44.
    text = 'func.func\n  %0 = arith.constant {x = "é"} 1 : i32 // expected-error {{é}}\n'
    [d] = verify_diagnostics(text, "n2.mlir", [])
    assert (d.line, d.col) == (2, 45)
    assert render(d, sources(n2_mlir=text)) == (
        'n2.mlir:2:45: error: expected error "é" was not produced\n'
        '  %0 = arith.constant {x = "é"} 1 : i32 // expected-error {{é}}\n')


def test_crlf_lines():
    text = "func.func @a() {\r\n  return // expected-error {{crlf}}\r\n}\r\n"
    assert verify(text, [err(2, "crlf")]) == []
    [d] = verify_diagnostics(text, "crlf.mlir", [])
    assert render(d, sources(crlf_mlir=text)) == (
        'crlf.mlir:2:13: error: expected error "crlf" was not produced\n'
        "  return // expected-error {{crlf}}\n"
        "            ^~~~\n")


def test_tab_before_expectation():
    # upstream (tt.mlir)
    text = "\t\t// expected-error {{a}}\nfunc.func @a() { return }\n"
    [d] = verify_diagnostics(text, "tt.mlir", [])
    assert render(d, sources(tt_mlir=text)) == (
        'tt.mlir:1:6: error: expected error "a" was not produced\n'
        "                // expected-error {{a}}\n"
        "                   ^\n")


# --- split-input-file integration ----------------------------------------------

SPLIT_FILE = """\
func.func @a() {
  return
}

// -----

// expected-error @below {{some {{.*}} thing}}
func.func @b() {
  // expected-error-re @+1 {{undeclared SSA {{v[a-z]+}} name}}
  return %x : i32
}

// -----

func.func @c() {
  // expected-error @+1 {{undeclared SSA {{v[a-z]+}} name}}
  return %x : i32
}
// expected-error @* {{foo}}
// expected-remark @unknown {{bar}}
// expected-error @below {{dangling}}
"""

SPLIT_DIAGS = [Diagnostic(E, UNDECLARED, "s.mlir", 10, 10),
               Diagnostic(E, UNDECLARED, "s.mlir", 17, 10)]

# mlir-opt-22 -split-input-file -verify-diagnostics s.mlir (stderr), minus the
# second copy of the last line (upstream prints @unknown failures twice).
SPLIT_UPSTREAM = """\
s.mlir:17:10: error: unexpected error: use of undeclared SSA value name
  return %x : i32
         ^
s.mlir:7:4: error: expected error "some {{.*}} thing" was not produced
// expected-error @below {{some {{.*}} thing}}
   ^~~~~~~~~~~~~~~~~
s.mlir:16:6: error: expected error "undeclared SSA {{v[a-z]+}} name" was not produced
  // expected-error @+1 {{undeclared SSA {{v[a-z]+}} name}}
     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
s.mlir:21:4: error: expected error "dangling" was not produced
// expected-error @below {{dangling}}
   ^~~~~~~~
<unknown>:0: error: expected remark "bar" was not produced
"""


def test_whole_file_verification_matches_upstream():
    out = verify_diagnostics(SPLIT_FILE, "s.mlir", SPLIT_DIAGS)
    assert "".join(render(d, sources(s_mlir=SPLIT_FILE)) for d in out) == SPLIT_UPSTREAM


def test_per_chunk_verification_with_line_offsets():
    results = []
    for chunk in split_input_file(SPLIT_FILE):
        diags = [d for d in SPLIT_DIAGS
                 if chunk.line_offset < d.line <= chunk.line_offset + chunk.text.count("\n")]
        results += verify_diagnostics(chunk.text, "s.mlir", diags, chunk.line_offset)
    got = sorted((d.message, d.line, d.col) for d in results)
    want = sorted((d.message, d.line, d.col)
                  for d in verify_diagnostics(SPLIT_FILE, "s.mlir", SPLIT_DIAGS))
    assert got == want


def test_line_offset_applies_to_every_designator():
    chunk = ("        \n"
             "x // expected-error {{same}}\n"
             "// expected-error @above {{above}}\n"
             "// expected-error @below {{below}}\n"
             "y // expected-error @-1 {{minus}}\n"
             "// expected-error @+1 {{plus}}\n"
             "z\n")
    # Lines holding an expectation are "designator lines" even if they also hold
    # code, so @above/@below skip lines 2 and 5 too.
    diags = [err(12, "same"), err(11, "above"), err(17, "below"), err(14, "minus"),
             err(17, "plus")]
    assert verify(chunk, diags, line_offset=10) == []
    [d] = verify_diagnostics(chunk, "t.mlir", [], line_offset=10)[:1]
    assert (d.line, d.col) == (12, 6)


def test_marker_line_remainder_columns_in_chunk():
    # upstream (e.mlir): column 13 on the marker line.
    text = "func.func @a() {\n  return\n}\n// ----- // expected-error @above {{first}}\n"
    chunk = split_input_file(text)[1]
    [d] = verify_diagnostics(chunk.text, "e.mlir", [], chunk.line_offset)
    assert (d.line, d.col) == (4, 13)
    assert render(d, sources(e_mlir=text)) == (
        'e.mlir:4:13: error: expected error "first" was not produced\n'
        "// ----- // expected-error @above {{first}}\n"
        "            ^~~~~\n")


def test_above_skips_code_lines_that_hold_an_expectation():
    # upstream (g.mlir)
    text = ("func.func @c() -> i32 {\n"
            "  return %x : i32 // expected-error {{zzz}}\n"
            "// expected-error @above {{undeclared}}\n"
            "}\n")
    out = verify_diagnostics(text, "g.mlir", [Diagnostic(E, UNDECLARED, "g.mlir", 2, 10)])
    assert "".join(render(d, sources(g_mlir=text)) for d in out) == (
        "g.mlir:2:10: error: unexpected error: use of undeclared SSA value name\n"
        "  return %x : i32 // expected-error {{zzz}}\n"
        "         ^\n"
        'g.mlir:2:22: error: expected error "zzz" was not produced\n'
        "  return %x : i32 // expected-error {{zzz}}\n"
        "                     ^~~\n"
        'g.mlir:3:4: error: expected error "undeclared" was not produced\n'
        "// expected-error @above {{undeclared}}\n"
        "   ^~~~~~~~~~\n")
