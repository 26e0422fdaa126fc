"""What the command line's modules share (cli.py, batch.py, run_cli.py):
reading an input, building the pipeline, reporting a refusal.  One module
they all import, so that none reaches into another's private names."""
from __future__ import annotations

import os
import sys


def fail(msg: str, code: int = 1) -> int:
    """Report a refusal on stderr as the tool's own message (in the document
    of --diagnostics-format=json|sarif, if that was asked); returns ``code``."""
    from .diagnostics import write_message
    write_message(f"bufferize-opt: {msg}\n", sys.stderr)
    return code


class InputError(Exception):
    """An input that cannot be read as MLIR text; the message says why."""


def read_text(path: str) -> tuple:
    """(name, text) of an input path ('-' is stdin); InputError with the
    message to show when it cannot be read as MLIR text."""
    if path == "-":
        name = "<stdin>"
        if sys.stdin is None:
            raise InputError("error: cannot read standard input: it is closed")
        try:
            text = _read_text(sys.stdin.buffer, name)
        except OSError as e:
            raise InputError(f"error: cannot read standard input: {e.strerror}")
    else:
        name = path
        try:
            with open(path, "rb") as f:
                text = _read_text(f, name)
        except OSError as e:
            raise InputError(f"could not open input file '{path}': {e.strerror}")
    if "BUFFERIZE_OPT_ENTRY_POINTS" in os.environ or '"' in text:
        # Ops in generic form that nothing registers may be an entry-point plugin's.
        from .plugins import PluginError, load_entry_points_for_text
        try:
            load_entry_points_for_text(text)
        except PluginError as e:
            raise InputError(f"error: {e}")
    return name, text


_CHUNK = 1 << 20


def _read_text(f, name: str) -> str:
    """The UTF-8 text of binary stream ``f``, read a chunk at a time so that
    a binary input is refused at its first NUL: an endless device
    (/dev/zero, /dev/urandom) ends in an error at once, not in a hang.
    Bytes that are not UTF-8 become surrogates (``surrogateescape``):
    upstream's lexer takes any byte in a comment or a string literal, and
    anywhere else the lexer says "unexpected character"."""
    import codecs
    decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
    parts, lines = [], 1
    while True:
        data = f.read(_CHUNK)
        final = not data
        part = decoder.decode(data, final)
        nul = part.find("\x00")
        if nul >= 0:
            line = lines + part.count("\n", 0, nul)
            raise InputError(f"{name}:{line}: input contains a NUL byte (binary file?)")
        lines += part.count("\n")
        parts.append(part)
        if final:
            return "".join(parts)


class PipelineBuildError(Exception):
    """The pipeline (flags or --pass-pipeline) cannot be built; the message says why."""


class PluginFailure(Exception):
    """An entry-point plugin failed while loading (already reported): ``code`` is the status."""

    def __init__(self, code: int):
        super().__init__(code)
        self.code = code


def load_entry_points_lazily() -> bool:
    """Scan the entry-point plugins if not done yet; True if any was loaded."""
    from .plugins import PluginError, entry_points_mode, entry_points_scanned, load_entry_points
    if entry_points_scanned() or entry_points_mode() == "off":
        return False
    try:
        return bool(load_entry_points())
    except PluginError as e:
        raise PluginFailure(fail(f"error: {e}"))


def build_pipeline(text, flags, instr=None):
    """The PassManager of ``text`` (--pass-pipeline) or ``flags`` (-PASS...), None when there is none."""
    instr = instr or {}
    if not text and not flags and not any(instr.get(k) for k in ("timing", "statistics")):
        return None
    try:
        from .passes.pipeline import Instrumentation, PipelineError, build_pass_manager
    except ImportError:
        raise PipelineBuildError("no passes are available in this build")
    try:
        ins = Instrumentation(**instr)
        ins.check_names()
        return build_pass_manager(text, flags, ins)
    except PipelineError as e:
        raise PipelineBuildError(str(e))
