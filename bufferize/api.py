"""The Python API: what the command line does, as functions.

    import bufferize
    m = bufferize.parse(text)                       # bufferize.MLIRError on bad input
    bufferize.run_pipeline(m, "one-shot-bufferize", bufferize_function_boundaries=True)
    bufferize.run_pipeline(m, "builtin.module(func.func(buffer-deallocation))")
    print(m.print())                                # or str(m); m.print(generic=True)

The CLI (``bufferize/cli.py``) is a layer over the same parse, verify, pass
manager and printer.  Errors carry the diagnostics as mlir-opt renders them
(``file:line:col: error: ...`` with the source line and a caret)."""
from __future__ import annotations

from typing import Optional


class MLIRError(Exception):
    """Parsing, verification or a pass failed; ``diagnostics`` is the
    rendered text, ``str(e)`` too."""

    def __init__(self, diagnostics: str):
        super().__init__(diagnostics.rstrip("\n"))
        self.diagnostics = diagnostics


class Module:
    """A parsed module: ``op`` is its ``builtin.module`` operation."""

    def __init__(self, op, text: str, filename: str, resources=None):
        self.op = op
        self._text = text          # for the source lines of later diagnostics
        self._filename = filename
        self._resources = resources

    def print(self, generic: bool = False, debuginfo: bool = False) -> str:
        from .syntax.printer import print_module
        return print_module(self.op, generic=generic, debuginfo=debuginfo, resources=self._resources) + "\n"

    def __str__(self) -> str:
        return self.print()


def _raise(engine, text: str, filename: str) -> None:
    from .diagnostics import SourceManager, render
    sources = SourceManager()
    sources.add(filename, text)
    raise MLIRError("".join(render(d, sources) for d in engine.diagnostics))


def parse(text: str, filename: str = "<string>", allow_unregistered_dialect: bool = False) -> Module:
    """Parse and verify ``text`` (LLVM 22 MLIR syntax)."""
    from .diagnostics import DiagnosticEngine
    from .syntax.diagnostic_ops import error_at_op
    from .ir.verifier import VerifyError, verify
    from .syntax.opspec import ParseError
    from .syntax.parser import parse as parse_text

    engine = DiagnosticEngine()
    try:
        op, state = parse_text(text, filename, allow_unregistered_dialect)
    except ParseError as e:
        d = engine.error(e.message, filename, e.line or None, e.col or None)
        for msg, line, col in getattr(e, "notes", ()):
            d.attach_note(msg, filename, line or None, col or None)
        _raise(engine, text, filename)
    try:
        verify(op)
    except VerifyError as e:
        error_at_op(engine, e.op, e.message, e.notes, print_op=getattr(e, "print_op", True))
        _raise(engine, text, filename)
    return Module(op, text, filename, state.resources)


def _option_text(options: dict) -> str:
    parts = []
    for k, v in options.items():
        name = k.replace("_", "-")
        if isinstance(v, bool):
            v = "true" if v else "false"
        elif isinstance(v, (list, tuple)):
            v = ",".join(str(x) for x in v)
        parts.append(f"{name}={v}")
    return " ".join(parts)


def run_pipeline(module: Module, pipeline: str, **options) -> Module:
    """Run ``pipeline`` on ``module`` in place and return it.  ``pipeline`` is
    a textual pipeline (``builtin.module(...)``, as ``--pass-pipeline``) or
    one pass name; keyword arguments are that pass's options, with ``_`` for
    ``-`` (``bufferize_function_boundaries=True``)."""
    from .diagnostics import DiagnosticEngine
    from .passes.pipeline import PipelineError, build_pass_manager

    text = pipeline.strip()
    try:
        if "(" in text:
            if options:
                raise MLIRError("keyword options apply to a single pass name, not to a textual pipeline")
            pm = build_pass_manager(text, [])
        else:
            flag = "-" + text + (f"={_option_text(options)}" if options else "")
            pm = build_pass_manager(None, [flag])
    except PipelineError as e:
        raise MLIRError(str(e)) from None
    from .diagnostics import SourceManager
    engine = DiagnosticEngine()
    engine.sources = SourceManager()   # a report quotes the source
    engine.sources.add(module._filename, module._text)
    if not pm.run(module.op, engine):
        _raise(engine, module._text, module._filename)
    return module


def process(text: str, pipeline: Optional[str] = None, **options) -> str:
    """parse + run_pipeline + print, in one call."""
    m = parse(text)
    if pipeline:
        run_pipeline(m, pipeline, **options)
    return m.print()
