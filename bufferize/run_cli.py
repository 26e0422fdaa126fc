"""`bufferize-opt FILE --run=FUNC`: read, verify, run the pipeline (if any),
then execute @FUNC with the interpreter (bufferize/interpreter) on inputs
generated from its argument types, print what the program printed and the
results as mlir-runner's printMemref does, and report the memory checker's
findings as diagnostics (exit status 1 on any)."""
from __future__ import annotations

import sys

import re

from .diagnostics import DiagnosticEngine, SourceManager, write_diagnostics
from .syntax.diagnostic_ops import error_at_op, op_location


def runtime_encoding(text: str) -> str:
    """mlir-runner's runtime writes printMemrefI8's elements as raw bytes:
    a character U+0080..U+00FF of the program's output is that one byte
    (latin-1), not its two-byte UTF-8 form.  Everything else it prints is
    ASCII."""
    if text.isascii():
        return "utf-8"
    try:
        text.encode("latin-1")
        return "latin-1"
    except UnicodeEncodeError:
        return "utf-8"


class _RuntimeStdout:
    """Standard output for what a program prints (see runtime_encoding)."""

    def write(self, text: str) -> None:
        buf = getattr(sys.stdout, "buffer", None)
        if buf is None or runtime_encoding(text) == "utf-8":
            sys.stdout.write(text)
            return
        sys.stdout.flush()
        buf.write(text.encode("latin-1"))
        buf.flush()

    def flush(self) -> None:
        sys.stdout.flush()


def run_main(input, func, seed, max_steps, pipeline_text, output="-", flags=(), *, allow_unreg=False,
             split=False, out=None, err=None, legacy=(True, True), allow_nothing_compared=False) -> int:
    """--run (``func`` given) or --check-equivalence (``func`` None) on one
    input; what they print goes to ``output`` ('-': stdout, else a file
    written atomically when the run is over)."""
    import io
    from .tooling import InputError, PipelineBuildError, build_pipeline, fail, read_text
    from .outputs import OutputError, check_outputs, write
    err = err or sys.stderr
    try:
        pm = build_pipeline(pipeline_text, list(flags))
    except PipelineBuildError as e:
        return fail(str(e))
    try:
        check_outputs([input], [("output file", output), *(pm.output_files() if pm is not None else [])])
        name, text = read_text(input)
    except OutputError as e:
        return fail(f"error: {e}")
    except InputError as e:
        return fail(str(e))
    sink = out or (_RuntimeStdout() if output == "-" else io.StringIO())
    sources = SourceManager()
    sources.add(name, text)
    engine = DiagnosticEngine(False)
    engine.sources = sources
    chunks = [(text, 0)]
    if split:   # each chunk is run on its own; the status is the worst
        from .syntax.split import split_input_file
        chunks = split_input_file(text, file=name)
    status = 0
    summary = Summary()
    for i, (chunk, offset) in enumerate(chunks):
        if i and func is not None:
            sink.write("// -----\n")
        if func is None:   # --check-equivalence
            status |= check_equivalence(chunk, name, engine, pm, max_steps=max_steps, allow_unreg=allow_unreg,
                                        line_base=offset + 1, legacy=legacy, summary=summary)
        else:
            status |= run_text(chunk, name, func, engine, pm=pm, seed=seed, max_steps=max_steps,
                               allow_unreg=allow_unreg, out=sink, line_base=offset + 1, legacy=legacy)
    if func is None:
        sink.write(summary.text())
        if not status and not summary.compared and not allow_nothing_compared:
            engine.error("--check-equivalence compared no function: nothing was checked (the "
                         "summary says why; --allow-nothing-compared accepts this)",
                         name).rule = "check-equivalence/nothing-compared"
            status = 1
    write_diagnostics(engine.diagnostics, sources, err, err.isatty() if hasattr(err, "isatty") else False)
    if isinstance(sink, io.StringIO) and status == 0:   # -o FILE: whole, and only after a success
        try:
            text = sink.getvalue()
            write(output, text, encoding=runtime_encoding(text))
        except OutputError as e:
            return fail(f"error: {e}")
    return status


def _parse(text, name, engine, allow_unreg, line_base=1, legacy=(True, True)):
    """The verified module of ``text`` (as the main loop reads it), or None."""
    from .driver import Options, parse_verified
    opts = Options(allow_unreg, upgrade_legacy=legacy[0], legacy_warnings=legacy[1])
    parsed = parse_verified(text, name, opts, engine, line_base, print_op=False)
    return parsed[0] if parsed is not None else None


def run_text(text, name, func, engine, *, pm=None, seed=0, max_steps=10_000_000, allow_unreg=False,
             out=None, line_base=1, legacy=(True, True)) -> int:
    """0 when @func ran and the checker found nothing; 1 otherwise (the
    reasons are in ``engine``)."""
    out = out or sys.stdout
    module = _parse(text, name, engine, allow_unreg, line_base, legacy)
    if module is None:
        return 1
    if pm is not None and not _run_pipeline(pm, module, engine):
        return 1
    start = len(engine.diagnostics)
    try:
        return _run_function(module, name, func, engine, pm, seed, max_steps, out)
    finally:
        engine.tag(start, "run/error")


def _run_pipeline(pm, module, engine) -> bool:
    from .driver import tag_pass_diagnostics
    start = len(engine.diagnostics)
    ok = pm.run(module, engine)
    tag_pass_diagnostics(engine, start)
    return ok


def _run_function(module, name, func, engine, pm, seed, max_steps, out) -> int:
    from .interpreter import InterpError, Interpreter
    from .interpreter.inputs import UnsupportedType, generate
    from .interpreter.printing import value_str
    interp = Interpreter(module, max_steps)
    fn = interp.symbols.get(func)
    if fn is None or fn.name != "func.func":
        engine.error(f"--run: no function '@{func}' in the input", name)
        return 1
    if not fn.regions or not fn.regions[0].blocks:
        error_at_op(engine, fn, f"--run: '@{func}' is a declaration, with no body to run", print_op=False)
        return 1
    ftype = fn.get_attr("function_type").value
    try:
        args = generate(ftype.inputs, seed)
    except UnsupportedType as e:
        error_at_op(engine, fn, f"--run: cannot generate an input of type '{e}'", print_op=False)
        return 1
    try:
        results = interp.call(func, args)
        interp.checker.finish(results, args)
    except InterpError as e:
        out.write("".join(interp.output))
        _report(engine, e.op, e.message, e.notes, _memory_rule(e.message))
        return 1
    except RecursionError:
        out.write("".join(interp.output))
        _report(engine, fn, "execution nested too deeply (unbounded recursion?)", ())
        return 1
    out.write("".join(interp.output))
    for r in results:
        out.write(value_str(r))
    errors, warned = 0, set()
    for op, message, notes in interp.checker.findings:
        if _by_design(pm, message):
            if op not in warned:   # once per allocation site
                warned.add(op)
                warn_at_op(engine, op, message + _BY_DESIGN)
        else:
            _report(engine, op, message, notes, _memory_rule(message))
            errors += 1
    return 1 if errors else 0


# A leak after a pipeline that bufferizes but does not deallocate is what
# the pipeline promises: deallocation is left to a later pass.
_BY_DESIGN = (" (by design: the pipeline has no deallocation pass; add -buffer-deallocation-pipeline to "
              "check it)")


def _by_design(pm, message: str) -> bool:
    return pm is not None and not pm.deallocates() and message.startswith("leak:")


# The memory checker's findings (interpreter/checker.py) by their message's start.
_MEMORY_RULES = re.compile(r"(leak)|(double free)|(use after (?:free|scope))|(out-of-bounds)|(dealloc of a value)|"
                           r"(write into)")
_MEMORY_IDS = ("memory/leak", "memory/double-free", "memory/use-after-free", "memory/out-of-bounds",
               "memory/invalid-dealloc", "memory/write-into-constant")


def _memory_rule(message: str):
    """The rule of a finding of the run: a memory checker's, or None (another
    failure of the execution)."""
    m = _MEMORY_RULES.match(message)
    return _MEMORY_IDS[m.lastindex - 1] if m else None


def _report(engine, op, message, notes, rule=None):
    d = error_at_op(engine, op, message, print_op=False)
    d.rule = rule
    for note_op, msg in notes:
        if note_op is not None and note_op is not op:
            d.attach_note(msg, *op_location(note_op))


# ---- --check-equivalence ---------------------------------------------------------------


class Summary:
    """What --check-equivalence did with each function: compared on how many
    inputs, found to differ, or skipped and why."""

    def __init__(self):
        self.rows: list = []   # (function name, inputs compared equal, reasons, differs)

    @property
    def compared(self) -> int:
        return sum(1 for _n, k, _r, differs in self.rows if k or differs)

    def add(self, fname: str, compared: int, reasons: list, differs: bool = False) -> None:
        self.rows.append((fname, compared, reasons, differs))

    def text(self) -> str:
        lines = []
        counts = {"equal": 0, "differ": 0, "skipped": 0}
        for fname, k, reasons, differs in self.rows:
            why = f" ({'; '.join(reasons)})" if reasons else ""
            if differs:
                counts["differ"] += 1
                lines.append(f"@{fname}: DIFFERS{why}")
            elif k:
                counts["equal"] += 1
                lines.append(f"@{fname}: equal on {k} input{'s' if k != 1 else ''}{why}")
            else:
                counts["skipped"] += 1
                lines.append(f"@{fname}: skipped{why}")
        n = counts["equal"] + counts["differ"]
        lines.append(f"check-equivalence: {n} function{'s' if n != 1 else ''} compared ({counts['equal']} equal, "
                     f"{counts['differ']} differ{'s' if counts['differ'] == 1 else ''}), {counts['skipped']} skipped")
        return "\n".join(lines) + "\n"


def _compare(E, engine, before, after, fname, fn, seeds, max_steps, pm=None, warned=None) -> tuple:
    """(inputs compared equal, reasons, differs) for one function; the
    difference, if any, is an error in ``engine``."""
    compared, failing = 0, {}
    warned = warned if warned is not None else set()
    for seed in range(seeds):
        args = E.inputs(fn, seed)
        if args is None:
            return compared, [E.unsupported_reason(fn)], False
        b = E.run(before, fname, args, max_steps)
        if b.error is not None:   # the input is outside what the function handles
            failing.setdefault(b.error[1], []).append(seed)
            continue
        a = E.run(after, fname, args, max_steps)
        failures = [a.error] if a.error is not None else a.findings
        if pm is not None:   # leaks by design: a warning, once per allocation site
            for op, message, _notes in [f for f in failures if _by_design(pm, f[1])]:
                if op not in warned:
                    warned.add(op)
                    warn_at_op(engine, op, message + _BY_DESIGN)
            failures = [f for f in failures if not _by_design(pm, f[1])]
        for op, message, notes in failures:
            _report(engine, op if op is not None else fn,
                    f"after the pipeline, @{fname} on input seed {seed}: {message}", notes,
                    _memory_rule(message) or "check-equivalence/differs")
        msg = None if failures else E.difference(fname, seed, b, a)
        if msg is not None:
            error_at_op(engine, fn, msg, print_op=False).rule = "check-equivalence/differs"
        if failures or msg is not None:
            return compared, [f"on input seed {seed}: see the error"], True
        compared += 1
    return compared, _failing_before(failing), False


def warn_at_op(engine, op, message):
    d = engine.warning(message, *op_location(op))
    d.rule = "memory/leak-by-design"
    return d


def _failing_before(failing: dict) -> list:
    """{message: [seed, ...]} -> the skip reasons, one per message."""
    out = []
    for message, seeds in failing.items():
        which = f"input seed {seeds[0]}" if len(seeds) == 1 else \
            "input seeds " + ", ".join(str(k) for k in seeds)
        out.append(f"{which} fail{'s' if len(seeds) == 1 else ''} before the pipeline: {message}")
    return out


def check_equivalence(text, name, engine, pm, *, seeds=3, max_steps=10_000_000, allow_unreg=False,
                      line_base=1, legacy=(True, True), summary=None) -> int:
    """Run every public function before and after the pipeline on the same
    generated inputs; 1 with an error at each function whose results (or
    writes into its memref arguments) differ on some input, or that fails
    after, at the first such input.
    ``summary`` (a Summary) gets a row per function: compared, or skipped
    with the reason."""
    summary = summary if summary is not None else Summary()
    before = _parse(text, name, engine, allow_unreg, line_base, legacy)
    after = _parse(text, name, engine, allow_unreg, line_base, (legacy[0], False))   # warned once already
    if before is None or after is None:
        return 1
    if pm is not None and not _run_pipeline(pm, after, engine):
        return 1
    from .interpreter import equivalence as E
    not_compared = dict(E.not_compared(before))
    after_names = {n for n, _ in E.public_functions(after)}
    status = 0
    warned: set = set()
    for fname, fn in E.functions(before):   # in the order of the input
        if fname in not_compared:
            summary.add(fname, 0, [not_compared[fname]])
            continue
        if fname not in after_names:
            error_at_op(engine, fn, f"@{fname} is no longer a public function with a body after the pipeline",
                        print_op=False).rule = "check-equivalence/differs"
            summary.add(fname, 0, ["gone after the pipeline"], differs=True)
            status = 1
            continue
        compared, reasons, differs = _compare(E, engine, before, after, fname, fn, seeds, max_steps, pm, warned)
        summary.add(fname, compared, reasons, differs)
        status |= differs
    return status
