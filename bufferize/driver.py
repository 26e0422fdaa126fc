"""The mlir-opt main loop, independent of the command line: parse, verify,
run a pipeline and print one buffer (or each split chunk), collecting
diagnostics instead of raising."""
from __future__ import annotations

import time
from typing import Optional

from .diagnostics import DiagnosticEngine
from .syntax.diagnostic_ops import error_at_op
from .records import record



@record
class Options:
    allow_unregistered: bool = False
    generic: bool = False
    debuginfo: bool = False
    verify_each: bool = True           # mlir-opt's --verify-each: verify after every pass
    verify_roundtrip: bool = False     # mlir-opt's --verify-roundtrip (syntax/roundtrip.py)
    pipeline: Optional[object] = None  # a bufferize.passes PassManager, or None
    upgrade_legacy: bool = True        # read 2021-era syntax (dialects/legacy.py) when today's fails
    legacy_warnings: bool = True


@record
class Result:
    output: Optional[str] = ""   # None: printed into process_buffer's ``out``
    failed: bool = False


def parse_verified(text: str, file: str, opts: Options, engine: DiagnosticEngine, line_base: int = 1,
                   print_op: bool = True):
    """(module, parser state) of ``text``, parsed (2021-era syntax upgraded
    if ``opts`` allows) and verified; None after reporting the error."""
    from .ir.verifier import VerifyError, verify
    from .syntax.opspec import ParseError
    from .syntax.parser import parse

    upgraded = False
    try:
        module, state = parse(text, file, opts.allow_unregistered, line_base)
    except ParseError as e:
        parsed = _parse_legacy(text, file, opts, engine, line_base, e) if opts.upgrade_legacy else e
        if isinstance(parsed, Exception):
            d = engine.error(parsed.message, file, parsed.line or None, parsed.col or None)
            d.rule = "parse-error"
            for msg, line, col in getattr(parsed, "notes", ()):
                d.attach_note(msg, file, line or None, col or None)
            return None
        module, state = parsed
        upgraded = True
    try:
        verify(module)
    except VerifyError as e:
        # A 2021-era op name in generic form parses (as an op its dialect does
        # not have): upgrade the text as for a parse error, and verify again.
        if not upgraded and opts.upgrade_legacy and _unknown_op(e.op):
            parsed = _parse_legacy(text, file, opts, engine, line_base, None)
            if parsed is not None and not isinstance(parsed, Exception):
                try:
                    verify(parsed[0])
                    return parsed
                except VerifyError as again:
                    e = again
        error_at_op(engine, e.op, e.message, e.notes,
                    print_op=print_op and getattr(e, "print_op", True)).rule = "verify-error"
        return None
    return module, state


def _same_place(text: str, new: str, line_base: int, a, b) -> bool:
    """Errors ``a`` in ``text`` and ``b`` in its upgrade ``new`` are on one
    line, before the same rest of it (the upgrade moves columns)."""
    if a.line != b.line or a.line < line_base or not a.col or not b.col:
        return False
    i = a.line - line_base
    old_lines, new_lines = text.split("\n"), new.split("\n")
    if i >= len(old_lines) or i >= len(new_lines):
        return False
    return old_lines[i][a.col - 1:].strip() == new_lines[i][b.col - 1:].strip()


def _unknown_op(op) -> bool:
    from .ir import registry
    return op is not None and registry.lookup(op.name) is None and registry.rejects_unknown_op(op.name) is not None


def process_buffer(text: str, file: str, opts: Options, engine: DiagnosticEngine,
                   line_base: int = 1, out=None) -> Result:
    """Parse, verify, run the pipeline and print: the text, or with ``out``
    (a file-like object, e.g. outputs.Output) the text written into it as it
    is printed (a large output is never held whole) and None returned as
    the output; the text is returned still when there are diagnostics,
    which are written before it."""
    from .syntax.printer import print_module

    timers = _phase_timers(opts)
    start = time.perf_counter()
    parsed = parse_verified(text, file, opts, engine, line_base)
    if timers is not None:   # --mlir-timing's rows, as mlir-opt's: Parser, the passes, Output
        timers.child("parser", "Parser").wall += time.perf_counter() - start
    if parsed is None:
        return Result(failed=True)
    module, state = parsed
    if opts.verify_roundtrip and not _roundtrip(module, state, opts, engine):
        return Result(failed=True)
    generic = opts.generic
    if opts.pipeline is not None:
        start = len(engine.diagnostics)
        ok = opts.pipeline.run(module, engine, verify_each=opts.verify_each)
        tag_pass_diagnostics(engine, start)
        if not ok:
            return Result(failed=True)
        # As upstream's printer: IR nothing verified is verified before
        # printing, and printed in generic form when it is invalid.
        invalid = not opts.verify_each and not _verifies(module)
        generic = generic or invalid
        # Upstream round-trips the parsed input only; the output of a
        # pipeline is what this tool prints, so it is round-tripped too.
        if opts.verify_roundtrip and not invalid and not _roundtrip(module, state, opts, engine):
            return Result(failed=True)
    start = time.perf_counter()
    if out is not None and not engine.diagnostics:   # (else they are written first, as before)
        print_module(module, generic=generic, debuginfo=opts.debuginfo, resources=state.resources, out=out)
        out.write("\n")
        text = None
    else:
        text = print_module(module, generic=generic, debuginfo=opts.debuginfo, resources=state.resources) + "\n"
    if timers is not None:
        timers.child("output", "Output").wall += time.perf_counter() - start
    return Result(text)


def _phase_timers(opts: Options):
    """The pass manager's timer tree when --mlir-timing is on, else None."""
    pm = opts.pipeline
    ins = getattr(pm, "instrumentation", None)
    return pm.timers if ins is not None and ins.timing else None


_BROKEN_BY_PASS = "the IR is invalid after pass '"   # passes.pipeline.broken_by_pass_note


def tag_pass_diagnostics(engine: DiagnosticEngine, start: int) -> None:
    """The kind of the diagnostics a pipeline emitted (since index ``start``):
    a verifier error that --verify-each attributes to a pass, or a pass's
    failure (the report's remarks have their rules already)."""
    for d in engine.diagnostics[start:]:
        if d.rule is None and d.severity.value == "error":
            d.rule = "verify-each" if any(n.message.startswith(_BROKEN_BY_PASS) for n in d.notes) else "pass-failure"


def _roundtrip(module, state, opts: Options, engine: DiagnosticEngine) -> bool:
    from .syntax.roundtrip import verify_roundtrip
    start = len(engine.diagnostics)
    ok = verify_roundtrip(module, engine, opts.allow_unregistered, state.resources)
    engine.tag(start, "verify-roundtrip")
    return ok


def _verifies(module) -> bool:
    from .ir.verifier import VerifyError, verify
    try:
        verify(module)
    except VerifyError:
        return False
    return True


def _parse_legacy(text, file, opts, engine, line_base, error):
    """Today's syntax failed: upgrade 2021-era forms and parse again.  The
    parse result, or the error to report (the original one when nothing
    was legacy)."""
    from .dialects.legacy import LegacyError, upgrade
    from .syntax.opspec import ParseError
    from .syntax.parser import parse
    try:
        new, forms = upgrade(text, line_base)
    except LegacyError as e:
        return e
    if not forms:
        return error
    try:
        parsed = parse(new, file, opts.allow_unregistered, line_base)
    except ParseError as e:
        # Both readings stop at the same place: the upgrade did not help
        # there, and today's error stands (`constant "" : index` in a
        # function is func.constant's error, not an upgraded arith.constant's)
        if error is not None and _same_place(text, new, line_base, error, e):
            return error
        return e
    if opts.legacy_warnings:
        for line, col, message in forms:
            engine.warning(message, file, line, col).rule = "legacy-syntax"
    return parsed
