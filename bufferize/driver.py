"""The mlir-opt main loop, independent of the command line: parse, verify,
run a pipeline and print one buffer (or each split chunk), collecting
diagnostics instead of raising."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Optional

from .diagnostics import Diagnostic, DiagnosticEngine, DiagnosticError, Severity


@dataclass
class Options:
    allow_unregistered: bool = False
    generic: bool = False
    debuginfo: bool = False
    verify_each: bool = True
    pipeline: Optional[object] = None  # a bufferize.passes PassManager, or None


@dataclass
class Result:
    output: str = ""
    failed: bool = False


def op_location(op) -> tuple:
    """(file, line, col) of an op, or (None, None, None)."""
    flc = op.loc.file_line_col() if op is not None and op.loc is not None else None
    return flc if flc else (None, None, None)


def error_at_op(engine: DiagnosticEngine, op, message: str, notes=()) -> Diagnostic:
    d = engine.error(message, *op_location(op))
    for note_op, msg in notes:
        d.attach_note(msg, *op_location(note_op))
    return d


def process_buffer(text: str, file: str, opts: Options, engine: DiagnosticEngine,
                   line_base: int = 1) -> Result:
    from .ir.verifier import VerifyError, verify
    from .syntax.opspec import ParseError
    from .syntax.parser import parse
    from .syntax.printer import print_module

    try:
        module, state = parse(text, file, opts.allow_unregistered, line_base)
    except ParseError as e:
        engine.error(e.message, file, e.line or None, e.col or None)
        return Result(failed=True)
    try:
        verify(module)
    except VerifyError as e:
        error_at_op(engine, e.op, e.message, e.notes)
        return Result(failed=True)
    if opts.pipeline is not None:
        ok = opts.pipeline.run(module, engine)
        if not ok:
            return Result(failed=True)
    out = print_module(module, generic=opts.generic, debuginfo=opts.debuginfo, resources=state.resources)
    return Result(out + "\n")
