"""Tests for -split-input-file (behaviour checked against mlir-opt-22)."""

from __future__ import annotations

import pytest

from bufferize.diagnostics import Severity
from bufferize.syntax.split import Chunk, join_outputs, split_input_file

A = "func.func @a() { return }\n"
B = "func.func @b() { return }\n"
C = "func.func @c() { return }\n"
PAD = " " * len("// -----")


def test_no_marker_single_chunk():
    assert split_input_file(A + B) == [(A + B, 0)]


def test_basic_split_texts_and_offsets():
    chunks = split_input_file(A + "// -----\n" + B + "// -----\n" + C)
    assert chunks == [(A, 0), (PAD + "\n" + B, 1), (PAD + "\n" + C, 3)]
    assert all(isinstance(c, Chunk) for c in chunks)
    text, offset = chunks[1]
    assert (text, offset) == (chunks[1].text, chunks[1].line_offset)


def test_chunk_lines_and_columns_map_to_whole_file():
    whole = "x\ny\n  // ----- tail\nfoo bar\n\nbaz qux\n"
    chunk = split_input_file(whole)[1]
    whole_lines = whole.split("\n")
    for n, line in enumerate(chunk.text.split("\n"), start=1):
        original = whole_lines[n - 1 + chunk.line_offset]
        for word in ("tail", "foo", "qux"):
            if word in line:
                assert line.index(word) == original.index(word)


def test_marker_is_matched_mid_line_not_only_at_line_start():
    chunks = split_input_file("a // ----- b\nc\n")
    assert chunks == [("a ", 0), (" " * 10 + " b\nc\n", 0)]


def test_indented_marker_splits():
    chunks = split_input_file(A + "   // -----\n" + B)
    assert chunks == [(A + "   ", 0), (" " * 11 + "\n" + B, 1)]


@pytest.mark.parametrize("line", ["//-----", "//   -----", "# -----", "// --"])
def test_non_markers_do_not_split_and_do_not_warn(line):
    text = A + line + "\n" + B
    warnings = []
    assert split_input_file(text, near_misses=warnings) == [(text, 0)]
    assert warnings == []


def test_extra_dash_still_splits():
    # Upstream checks `buffer[2] != '0'` (not '-'), so "// ------" splits and
    # the chunk starts with the extra dash.
    chunks = split_input_file(A + "// ------\n" + B)
    assert chunks == [(A, 0), (PAD + "-\n" + B, 1)]


@pytest.mark.parametrize("line", ["// -----0", "// ---x", "// ---", "// ----"])
def test_near_miss_is_warned_and_merged(line):
    text = A + line + "\n" + B + "// -----\n" + C
    warnings = []
    chunks = split_input_file(text, file="in.mlir", near_misses=warnings)
    assert chunks == [(A + line + "\n" + B, 0), (PAD + "\n" + C, 3)]
    assert len(warnings) == 1
    w = warnings[0]
    assert (w.severity, w.message) == (Severity.WARNING, "near miss with file split marker")
    assert (w.file, w.line, w.col) == ("in.mlir", 2, 7)


def test_marker_at_end_of_file_without_newline_is_a_near_miss():
    warnings = []
    text = A + "// -----"
    assert split_input_file(text, near_misses=warnings) == [(text, 0)]
    assert [(w.line, w.col) for w in warnings] == [(2, 7)]


def test_trailing_marker_gives_whitespace_chunk():
    assert split_input_file(A + "// -----\n") == [(A, 0), (PAD + "\n", 1)]


def test_consecutive_markers_give_empty_chunk():
    chunks = split_input_file(A + "// -----\n// -----\n" + B)
    assert chunks == [(A, 0), (PAD + "\n", 1), (PAD + "\n" + B, 2)]


def test_leading_marker_quirk():
    # When the first piece is empty, upstream takes the next piece as-is:
    # the "--" stays in the chunk and nothing is split or warned about.
    warnings = []
    chunks = split_input_file("// -----\n" + A, near_misses=warnings)
    assert chunks == [("      --\n" + A, 0)]
    assert warnings == []
    # ... and a leading near miss loses its "// ---" silently.
    assert split_input_file("// ---x\n" + A) == [("      x\n" + A, 0)]


def test_empty_input_gives_no_chunks():
    assert split_input_file("") == []


def test_custom_marker():
    chunks = split_input_file(A + "#### SPLIT\n" + B, marker="#### SPLIT")
    assert chunks == [(A, 0), (" " * 10 + "\n" + B, 1)]
    # The default marker is then ordinary text.
    assert len(split_input_file(A + "// -----\n" + B, marker="#### SPLIT")) == 1


def test_empty_marker_disables_splitting():
    text = A + "// -----\n" + B
    assert split_input_file(text, marker="") == [(text, 0)]


def test_too_short_marker_is_rejected():
    with pytest.raises(ValueError):
        split_input_file(A, marker="--")


def test_padding_counts_bytes():
    chunks = split_input_file("é // -----x\n")
    assert chunks[1] == (" " * len("é // -----".encode()) + "x\n", 0)


def test_near_miss_warnings_default_to_no_collection():
    assert split_input_file(A + "// ---x\n" + B) == [(A + "// ---x\n" + B, 0)]


def test_property_line_markers():
    hypothesis = pytest.importorskip("hypothesis")
    st = pytest.importorskip("hypothesis.strategies")

    line = st.text(alphabet="ab %/-", max_size=8).filter(lambda s: "// ---" not in s)

    @hypothesis.given(st.lists(st.one_of(line, st.just("// -----")), max_size=12))
    def check(lines):
        text = "\n".join(lines) + "\n"
        chunks = split_input_file(text)
        if text.startswith("// -----"):
            return  # leading-marker quirk, tested above
        # Every line strictly inside a chunk (the first and last ones are cut
        # by markers) is the whole-file line at the mapped position.
        whole = text.split("\n")
        for chunk in chunks:
            chunk_lines = chunk.text.split("\n")
            for n in range(2, len(chunk_lines)):
                assert chunk_lines[n - 1] == whole[n - 1 + chunk.line_offset]
        assert len(chunks) == 1 + lines.count("// -----")

    check()


# --- join_outputs ----------------------------------------------------------

MOD_A = "module {\n  func.func @a() {\n    return\n  }\n}\n\n"
MOD_B = "module {\n  func.func @b() {\n    return\n  }\n}\n\n"


def test_join_outputs_like_mlir_opt():
    # printf 'func.func @a() { return }\n// -----\nfunc.func @b() { return }\n'
    #   | mlir-opt-22 -split-input-file
    assert join_outputs([MOD_A, MOD_B]) == MOD_A + "// -----\n" + MOD_B


def test_join_outputs_failed_chunk_is_empty():
    # A failing chunk prints nothing, but the separator is still emitted.
    assert join_outputs([MOD_A, "", ""]) == MOD_A + "// -----\n// -----\n"


def test_join_outputs_custom_marker_and_edge_cases():
    assert join_outputs([MOD_A, MOD_B], marker="XX") == MOD_A + "XX\n" + MOD_B
    assert join_outputs([MOD_A, MOD_B], marker="") == MOD_A + "\n" + MOD_B
    assert join_outputs([MOD_A]) == MOD_A
    assert join_outputs([]) == ""
