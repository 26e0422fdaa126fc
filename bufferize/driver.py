"""The mlir-opt main loop, independent of the command line: parse, verify,
run a pipeline and print one buffer (or each split chunk), collecting
diagnostics instead of raising."""
from __future__ import annotations

from typing import Optional

from .diagnostics import DiagnosticEngine
from .syntax.diagnostic_ops import error_at_op
from .records import record



@record
class Options:
    allow_unregistered: bool = False
    generic: bool = False
    debuginfo: bool = False
    verify_each: bool = True
    pipeline: Optional[object] = None  # a bufferize.passes PassManager, or None


@record
class Result:
    output: str = ""
    failed: bool = False


def process_buffer(text: str, file: str, opts: Options, engine: DiagnosticEngine,
                   line_base: int = 1) -> Result:
    from .ir.verifier import VerifyError, verify
    from .syntax.opspec import ParseError
    from .syntax.parser import parse
    from .syntax.printer import print_module

    try:
        module, state = parse(text, file, opts.allow_unregistered, line_base)
    except ParseError as e:
        d = engine.error(e.message, file, e.line or None, e.col or None)
        for msg, line, col in getattr(e, "notes", ()):
            d.attach_note(msg, file, line or None, col or None)
        return Result(failed=True)
    try:
        verify(module)
    except VerifyError as e:
        error_at_op(engine, e.op, e.message, e.notes, print_op=getattr(e, "print_op", True))
        return Result(failed=True)
    if opts.pipeline is not None:
        ok = opts.pipeline.run(module, engine)
        if not ok:
            return Result(failed=True)
    out = print_module(module, generic=opts.generic, debuginfo=opts.debuginfo, resources=state.resources)
    return Result(out + "\n")
