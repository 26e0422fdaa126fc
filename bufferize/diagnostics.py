"""Diagnostics: representation, mlir-opt style rendering and -verify-diagnostics.

Locations are 1-based ``line``/``col`` in ``file``; like upstream, columns
count UTF-8 bytes (the same as characters on ASCII lines, and upstream prints
no caret under non-ASCII lines anyway).  ``rich`` is imported lazily, only
when rendering with colour.
"""

from __future__ import annotations

import enum
import re
from .records import Factory, record

__all__ = [
    "Severity", "Diagnostic", "DiagnosticError", "SourceManager", "DiagnosticEngine",
    "render", "verify_diagnostics", "write_diagnostics", "write_message", "finish_output",
]

_TAB_STOP = 8


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"
    REMARK = "remark"


@record
class Diagnostic:
    severity: Severity
    message: str
    file: str | None = None
    line: int | None = None
    col: int | None = None
    notes: list[Diagnostic] = Factory(list)
    # Number of characters highlighted from ``col`` (``^~~~``); 0 = caret only.
    length: int = 0
    # The kind of diagnostic, a rule id of diagnostic_formats.RULES ("parse-error",
    # "memory/leak", ...), for --diagnostics-format=json|sarif; None: derived there.
    rule: str | None = None

    def attach_note(self, message: str, file: str | None = None,
                    line: int | None = None, col: int | None = None) -> Diagnostic:
        note = Diagnostic(Severity.NOTE, message, file, line, col)
        self.notes.append(note)
        return note

    @property
    def location(self) -> tuple[str | None, int | None, int | None]:
        return (self.file, self.line, self.col)


class DiagnosticError(Exception):
    """Raised (by the parser, verifier, passes) to abort with a diagnostic."""

    def __init__(self, diagnostic: Diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class SourceManager:
    """File name -> source text, for printing source lines under diagnostics."""

    def __init__(self) -> None:
        self._texts: dict[str, str] = {}
        self._lines: dict[str, list[str]] = {}

    def add(self, file_name: str, text: str) -> None:
        self._texts[file_name] = text
        self._lines.pop(file_name, None)

    def line_text(self, file: str, line: int) -> str | None:
        """The text of 1-based ``line`` (without its terminator), or None."""
        lines = self._lines.get(file)
        if lines is None:
            text = self._texts.get(file)
            if text is None:
                return None
            lines = self._lines[file] = text.split("\n")
        if not 1 <= line <= len(lines):
            return None
        # Like llvm::SourceMgr, a '\r' also ends the displayed line.
        return lines[line - 1].split("\r", 1)[0]


class DiagnosticEngine:
    def __init__(self, print_op_on_diagnostic: bool = True, print_debuginfo: bool = False) -> None:
        self.diagnostics: list[Diagnostic] = []
        # Errors emitted on an operation get a `see current operation: <op>`
        # note, as upstream's MLIRContext::shouldPrintOpOnDiagnostic (on by
        # default; off under -verify-diagnostics and with
        # -mlir-print-op-on-diagnostic=false).  ``print_debuginfo``: that op is
        # printed with its locations (-mlir-print-debuginfo).
        self.print_op_on_diagnostic = print_op_on_diagnostic
        self.print_debuginfo = print_debuginfo
        self.sources: SourceManager | None = None   # the input's text, for reports that quote it
        # -verify-diagnostics: upstream's diagnostics only, not the notes that
        # are ours (--verify-each's naming of a pass), so upstream's tests hold.
        self.verifying = False

    def emit(self, severity: Severity, message: str, file: str | None = None,
             line: int | None = None, col: int | None = None) -> Diagnostic:
        diag = Diagnostic(severity, message, file, line, col)
        self.diagnostics.append(diag)
        return diag

    def error(self, message: str, file: str | None = None,
              line: int | None = None, col: int | None = None) -> Diagnostic:
        return self.emit(Severity.ERROR, message, file, line, col)

    def warning(self, message: str, file: str | None = None,
                line: int | None = None, col: int | None = None) -> Diagnostic:
        return self.emit(Severity.WARNING, message, file, line, col)

    def remark(self, message: str, file: str | None = None,
               line: int | None = None, col: int | None = None) -> Diagnostic:
        return self.emit(Severity.REMARK, message, file, line, col)

    def tag(self, start: int, rule: str) -> None:
        """The diagnostics emitted since ``len(self.diagnostics)`` was ``start``
        that have no rule get ``rule`` (the phase that emitted them knows it)."""
        for d in self.diagnostics[start:]:
            if d.rule is None:
                d.rule = rule

    @property
    def has_errors(self) -> bool:
        return any(d.severity is Severity.ERROR for d in self.diagnostics)


# --------------------------------------------------------------------------
# Rendering (mirrors llvm::SMDiagnostic::print)
# --------------------------------------------------------------------------

# llvm::WithColor: error=red, warning=magenta, note=black, remark=blue; all bold.
_KIND_STYLE = {
    Severity.ERROR: "bold red",
    Severity.WARNING: "bold magenta",
    Severity.NOTE: "bold black",
    Severity.REMARK: "bold blue",
}

_Piece = tuple[str, str]  # (text, rich style)


def _header(diag: Diagnostic) -> str:
    if diag.file is None:
        return "<unknown>:0: "
    loc = diag.file
    if diag.line is not None:
        loc += f":{diag.line}"
        if diag.col is not None:
            loc += f":{diag.col}"
    return loc + ": "


def _caret_line(src: str, col: int, length: int) -> str:
    ncols = len(src)
    caret = [" "] * (ncols + 1)
    start = col - 1
    for i in range(start, min(start + length, ncols)):
        caret[i] = "~"
    caret[min(start, ncols)] = "^"
    # Expand tabs exactly as in the source line: the character under a tab is
    # repeated up to the next tab stop.
    out: list[str] = []
    width_so_far = 0
    for i, ch in enumerate("".join(caret).rstrip(" ")):
        width = 1
        if i < ncols and src[i] == "\t":
            width = _TAB_STOP - width_so_far % _TAB_STOP
        out.append(ch * width)
        width_so_far += width
    return "".join(out)


def _pieces(diag: Diagnostic, sources: SourceManager, show_source: bool) -> list[_Piece]:
    pieces: list[_Piece] = [
        (_header(diag), "bold"),
        (f"{diag.severity.value}: ", _KIND_STYLE[diag.severity]),
        (diag.message + "\n", "bold"),
    ]
    if not show_source or diag.file is None or (diag.line or 0) < 1 or (diag.col or 0) < 1:
        return pieces
    assert diag.line is not None and diag.col is not None
    src = sources.line_text(diag.file, diag.line)
    if src is None or diag.col - 1 > len(src.encode("utf-8", "surrogateescape")):
        return pieces
    pieces.append((src.expandtabs(_TAB_STOP) + "\n", ""))
    if src.isascii():  # upstream gives up on carets for non-ASCII lines
        pieces.append((_caret_line(src, diag.col, diag.length) + "\n", "bold green"))
    return pieces


def render(diag: Diagnostic, sources: SourceManager, color: bool = False) -> str:
    """Render ``diag`` and its notes like mlir-opt; the result ends with a newline.

    A note repeats the source line only if its location differs from the
    previous one printed (as upstream's SourceMgrDiagnosticHandler does).
    """
    pieces = _pieces(diag, sources, show_source=True)
    prev = diag.location
    for note in diag.notes:
        pieces += _pieces(note, sources, show_source=note.location != prev)
        prev = note.location
    if not color:
        return "".join(text for text, _ in pieces)

    from rich.console import Console
    from rich.text import Text

    console = Console(stderr=True, force_terminal=True, highlight=False,
                      soft_wrap=True, emoji=False, markup=False)
    with console.capture() as capture:
        console.print(Text.assemble(*pieces), end="")
    return capture.get()


# --------------------------------------------------------------------------
# Where diagnostics go: --diagnostics-format
# --------------------------------------------------------------------------

# "text" renders each diagnostic when it is written, as mlir-opt does; "json"
# and "sarif" collect them (as plain dicts, which a batch's worker processes
# send back) and write one document on stderr when the run ends
# (finish_output).  The code of those formats (diagnostic_formats.py, with
# json) is imported only then: the default costs nothing at start-up.
FORMAT = "text"
FORMATS = ("text", "json", "sarif")
# Render text too even for json/sarif: --junit keeps each input's diagnostics
# text for its test case.  Only into a stream that captures it, never into
# stderr itself, where the document is all there is.
KEEP_TEXT = False
COLLECTED: list = []


def write_diagnostics(diags, sources: SourceManager, stream, color: bool = False) -> None:
    """The one place the tool's diagnostics are written: rendered to
    ``stream`` (text), or collected for the document of --diagnostics-format."""
    if FORMAT == "text" or _keep_text(stream):
        for d in diags:
            stream.write(render(d, sources, color and FORMAT == "text"))
    if FORMAT != "text":
        from .diagnostic_formats import to_record
        COLLECTED.extend(to_record(d) for d in diags)


def write_message(text: str, stream) -> None:
    """A message of the tool's own (``bufferize-opt: error: ...``, not at a
    place in the input), written or collected as write_diagnostics does."""
    if FORMAT == "text" or _keep_text(stream):
        stream.write(text)
    if FORMAT != "text":
        from .diagnostic_formats import message_record
        COLLECTED.append(message_record(text))


def _keep_text(stream) -> bool:
    import sys
    return KEEP_TEXT and stream is not sys.stderr


def finish_output(stream, version: str = "") -> None:
    """The end of the run: the json/sarif document of what was collected
    (``version``: the tool's, for SARIF's driver)."""
    global COLLECTED
    if FORMAT == "text":
        return
    from .diagnostic_formats import document
    records, COLLECTED = COLLECTED, []
    stream.write(document(FORMAT, records, version))


# --------------------------------------------------------------------------
# -verify-diagnostics (mirrors mlir::SourceMgrDiagnosticVerifierHandler)
# --------------------------------------------------------------------------

_EXPECTED_RE = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *"
    r"\{\{(.*)\}\}$")

# POSIX bracket classes (llvm::Regex is POSIX ERE) -> Python equivalents.
_POSIX_CLASSES = {
    "[:alnum:]": "a-zA-Z0-9", "[:alpha:]": "a-zA-Z", "[:digit:]": "0-9",
    "[:lower:]": "a-z", "[:upper:]": "A-Z", "[:xdigit:]": "0-9A-Fa-f",
    "[:space:]": r" \t\n\r\f\v", "[:blank:]": r" \t", "[:punct:]": r"!-/:-@\[-`{-~",
    "[:cntrl:]": r"\x00-\x1f\x7f", "[:print:]": r"\x20-\x7e", "[:graph:]": r"\x21-\x7e",
}


@record
class _Expected:
    file: str | None     # None for @unknown expectations
    kind: Severity
    line: int            # line the diagnostic is expected on
    comment_line: int    # where the expected-* comment is
    col: int
    substring: str
    regex: re.Pattern[str] | None = None
    matched: bool = False

    def match(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None
        return self.substring in message

    def error(self, message: str, length: int = 0) -> Diagnostic:
        if self.file is None:
            return Diagnostic(Severity.ERROR, message)
        return Diagnostic(Severity.ERROR, message, self.file, self.comment_line, self.col,
                          length=length)


def _compile_expected_regex(substring: str) -> re.Pattern[str] | str:
    """Literal text with ``{{regex}}`` blocks -> pattern, or an error message."""
    parts: list[str] = []
    rest = substring
    while rest:
        start = rest.find("{{")
        if start < 0:
            parts.append(re.escape(rest))
            break
        parts.append(re.escape(rest[:start]))
        rest = rest[start + 2:]
        end = rest.find("}}")
        if end < 0:
            return "found start of regex with no end '}}'"
        fragment = rest[:end]
        for posix, py in _POSIX_CLASSES.items():
            fragment = fragment.replace(posix, py)
        try:
            re.compile(fragment)
        except re.error as err:
            return f"invalid regex: {err.msg}"
        parts.append(f"({fragment})")
        rest = rest[end + 2:]
    return re.compile("".join(parts), re.DOTALL)


def _parse_offset(digits: str) -> int:
    # llvm getAsInteger(radix 0): a leading 0 means octal.
    try:
        return int(digits, 8) if len(digits) > 1 and digits[0] == "0" else int(digits)
    except ValueError:
        return 0


def _scan_expectations(text: str, file: str, line_offset: int,
                       errors: list[Diagnostic]) -> tuple[list[_Expected], list[_Expected]]:
    in_file: list[_Expected] = []
    unknown: list[_Expected] = []
    last_non_designator = 0
    pending_below: list[_Expected] = []
    lines = text.split("\n")
    for index, raw in enumerate(lines):
        m = _EXPECTED_RE.search(raw.rstrip(" \t\n\v\f\r"))
        if m is None:
            for exp in pending_below:
                exp.line = index + 1 + line_offset
            pending_below.clear()
            last_non_designator = index
            continue
        kind, is_re, designator, substring = m.group(1), m.group(2), m.group(4), m.group(5)
        here = index + 1 + line_offset
        col = len(raw[:m.start()].encode("utf-8", "surrogateescape")) + 1
        exp = _Expected(file, Severity(kind), here, here, col, substring)
        if is_re:
            compiled = _compile_expected_regex(substring)
            if isinstance(compiled, str):
                errors.append(exp.error(compiled, len(substring)))
                continue
            exp.regex = compiled
        if designator is None:
            pass
        elif designator[0] in "+-":
            delta = _parse_offset(designator[1:])
            exp.line += delta if designator[0] == "+" else -delta
        elif designator == "unknown":
            exp.file = None
            unknown.append(exp)
            continue
        elif designator == "above":
            exp.line = last_non_designator + 1 + line_offset
        else:  # below; dangling ones stay on the last line
            pending_below.append(exp)
            exp.line = len(lines) + line_offset
        in_file.append(exp)
    return in_file, unknown


def verify_diagnostics(text: str, file: str, diagnostics: list[Diagnostic],
                       line_offset: int = 0, *, only_expected: bool = False) -> list[Diagnostic]:
    """Check ``diagnostics`` against the ``expected-*`` comments in ``text``.

    ``text`` is (a chunk of) ``file`` whose first line is line ``line_offset + 1``
    of the file; diagnostics carry whole-file line numbers.  Note that upstream
    mlir-opt (LLVM 22) uses ONE verifier for the whole file even with
    -split-input-file: to match it exactly, call this once with the whole
    file, ``line_offset=0`` and the diagnostics of all chunks in emission
    order (this matters for ``@unknown``, designators crossing a split marker,
    and output order: all "not produced" errors come last).  Returns the error
    diagnostics upstream would print, in upstream's order: bad ``-re`` patterns,
    then per produced diagnostic (and each of its notes) either a kind mismatch
    or ``unexpected <kind>: <msg>``, then every ``expected <kind> "<msg>" was not
    produced`` (file order, then ``@unknown`` ones).  An empty list means success.
    ``only_expected`` mirrors ``-verify-diagnostics=only-expected`` (unexpected
    diagnostics are ignored).
    """
    errors: list[Diagnostic] = []
    in_file, unknown = _scan_expectations(text, file, line_offset, errors)

    def process(diag: Diagnostic) -> None:
        if diag.file is None:
            candidates = unknown
        else:
            candidates = in_file if diag.file == file else []
        near_miss: _Expected | None = None
        for exp in candidates:
            if diag.file is not None and diag.line != exp.line:
                continue
            if exp.match(diag.message):
                if exp.kind is diag.severity:
                    # An expectation may absorb several identical diagnostics.
                    exp.matched = True
                    return
                near_miss = exp
        if only_expected:
            return
        if near_miss is not None:
            errors.append(near_miss.error(
                f"'{diag.severity.value}' diagnostic emitted when expecting a "
                f"'{near_miss.kind.value}'"))
        else:
            errors.append(Diagnostic(
                Severity.ERROR, f"unexpected {diag.severity.value}: {diag.message}",
                diag.file, diag.line, diag.col))

    for diag in diagnostics:
        process(diag)
        for note in diag.notes:
            process(note)

    for exp in in_file + unknown:
        if not exp.matched:
            errors.append(exp.error(
                f'expected {exp.kind.value} "{exp.substring}" was not produced',
                len(exp.substring)))
    return errors
