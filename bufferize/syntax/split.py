"""``-split-input-file`` support, mirroring mlir::splitAndProcessBuffer.

Upstream does not split on lines: it splits the raw text on the marker minus
its last two characters (``// ---``) wherever it occurs, then keeps a split
only if the piece that follows starts with the remaining two characters
(``--``), is longer than that, and its next character is not ``'0'`` (sic).
Other pieces are "near misses": they are warned about and glued back on.
A chunk therefore starts right after the marker, in the middle of its line.
"""

from __future__ import annotations

from typing import NamedTuple

from bufferize.diagnostics import Diagnostic, Severity

DEFAULT_MARKER = "// -----"
_CHECK_LEN = 2


class Chunk(NamedTuple):
    text: str
    line_offset: int  # 0-based line (in the whole file) of the chunk's first line


def split_input_file(text: str, marker: str = DEFAULT_MARKER, *, file: str | None = None,
                     near_misses: list[Diagnostic] | None = None) -> list[Chunk]:
    """Split ``text`` into chunks like ``mlir-opt -split-input-file``.

    Each chunk's first line is left-padded with spaces standing in for
    whatever preceded it on that line (normally the marker), so a (byte)
    column in the chunk equals the column in the whole file; line ``n`` of a chunk is
    line ``n + line_offset`` of the file.  An empty ``marker`` disables
    splitting; empty input gives no chunks.  "near miss with file split
    marker" warnings (located in ``file``) are appended to ``near_misses``.
    """
    if not marker:
        return [Chunk(text, 0)]
    if len(marker) <= _CHECK_LEN:
        raise ValueError(f"split marker {marker!r} is too short")
    prefix, suffix = marker[:-_CHECK_LEN], marker[-_CHECK_LEN:]

    # (start, end) spans of the pieces between occurrences of ``prefix``.
    spans: list[tuple[int, int]] = []
    start = 0
    while (found := text.find(prefix, start)) >= 0:
        spans.append((start, found))
        start = found + len(prefix)
    spans.append((start, len(text)))

    chunks: list[tuple[int, int]] = []
    prev: tuple[int, int] | None = None
    for start, end in spans:
        if prev is None or prev[0] == prev[1]:  # upstream: `if (prev.empty())`
            prev = (start, end)
            continue
        if (text.startswith(suffix, start) and end - start > _CHECK_LEN
                and text[start + _CHECK_LEN] != "0"):
            chunks.append(prev)
            prev = (start + _CHECK_LEN, end)
        else:
            if near_misses is not None:
                line, col = _line_col(text, start)
                near_misses.append(Diagnostic(
                    Severity.WARNING, "near miss with file split marker", file, line + 1, col))
            prev = (prev[0], end)
    if prev is not None and prev[0] != prev[1]:
        chunks.append(prev)

    result = []
    for start, end in chunks:
        line, col = _line_col(text, start)
        result.append(Chunk(" " * (col - 1) + text[start:end], line))
    return result


def _line_col(text: str, pos: int) -> tuple[int, int]:
    """0-based line and 1-based UTF-8 byte column of ``pos``."""
    line_start = text.rfind("\n", 0, pos) + 1
    return text.count("\n", 0, pos), len(text[line_start:pos].encode("utf-8", "surrogateescape")) + 1


def join_outputs(outputs: list[str], marker: str = DEFAULT_MARKER) -> str:
    """Join per-chunk outputs as mlir-opt does (``--output-split-marker``).

    Each output is exactly what processing that chunk alone prints (for a
    module: its text plus the trailing blank line; "" for a failed chunk).
    """
    return (marker + "\n").join(outputs)
