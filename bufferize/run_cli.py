"""`bufferize-opt FILE --run=FUNC`: read, verify, run the pipeline (if any),
then execute @FUNC with the interpreter (bufferize/interpreter) on inputs
generated from its argument types, print what the program printed and the
results as mlir-runner's printMemref does, and report the memory checker's
findings as diagnostics (exit status 1 on any)."""
from __future__ import annotations

import sys

from .diagnostics import DiagnosticEngine, SourceManager, render
from .syntax.diagnostic_ops import error_at_op


def run_main(input, func, seed, max_steps, pipeline_text, flags, *, allow_unreg=False, split=False, out=None,
             err=None, legacy=(True, True)) -> int:
    from .cli import InputError, _build_pipeline, _fail, _PipelineError, read_text
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        pm = _build_pipeline(pipeline_text, flags)
    except _PipelineError as e:
        return _fail(str(e))
    try:
        name, text = read_text(input)
    except InputError as e:
        return _fail(str(e))
    sources = SourceManager()
    sources.add(name, text)
    engine = DiagnosticEngine(False)
    engine.sources = sources
    chunks = [(text, 0)]
    if split:   # each chunk is run on its own; the status is the worst
        from .syntax.split import split_input_file
        chunks = split_input_file(text, file=name)
    status = 0
    for i, (chunk, offset) in enumerate(chunks):
        if i and func is not None:
            out.write("// -----\n")
        if func is None:   # --check-equivalence
            status |= check_equivalence(chunk, name, engine, pm, max_steps=max_steps, allow_unreg=allow_unreg,
                                        line_base=offset + 1, legacy=legacy)
        else:
            status |= run_text(chunk, name, func, engine, pm=pm, seed=seed, max_steps=max_steps,
                               allow_unreg=allow_unreg, out=out, line_base=offset + 1, legacy=legacy)
    for d in engine.diagnostics:
        err.write(render(d, sources, err.isatty() if hasattr(err, "isatty") else False))
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
    from .interpreter import InterpError, Interpreter
    from .interpreter.inputs import UnsupportedType, generate
    from .interpreter.printing import value_str
    out = out or sys.stdout
    module = _parse(text, name, engine, allow_unreg, line_base, legacy)
    if module is None:
        return 1
    if pm is not None and not pm.run(module, engine):
        return 1
    interp = Interpreter(module, max_steps)
    fn = interp.symbols.get(func)
    if fn is None or fn.name != "func.func":
        engine.error(f"--run: no function '@{func}' in the input", name, line_base, 1)
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
        _report(engine, e.op, e.message, e.notes)
        return 1
    except RecursionError:
        out.write("".join(interp.output))
        _report(engine, fn, "execution nested too deeply (unbounded recursion?)", ())
        return 1
    out.write("".join(interp.output))
    for r in results:
        out.write(value_str(r))
    for op, message, notes in interp.checker.findings:
        _report(engine, op, message, notes)
    return 1 if interp.checker.findings else 0


def _report(engine, op, message, notes):
    d = error_at_op(engine, op, message, print_op=False)
    for note_op, msg in notes:
        if note_op is not None and note_op is not op:
            from .syntax.diagnostic_ops import op_location
            d.attach_note(msg, *op_location(note_op))


# ---- --check-equivalence ---------------------------------------------------------------


def check_equivalence(text, name, engine, pm, *, seeds=3, max_steps=10_000_000, allow_unreg=False,
                      line_base=1, legacy=(True, True)) -> int:
    """Run every public function before and after the pipeline on the same
    generated inputs; 1 with an error at the first function whose results
    (or writes into its memref arguments) differ, or that fails after."""
    before = _parse(text, name, engine, allow_unreg, line_base, legacy)
    after = _parse(text, name, engine, allow_unreg, line_base, (legacy[0], False))   # warned once already
    if before is None or after is None:
        return 1
    if pm is not None and not pm.run(after, engine):
        return 1
    from .interpreter import equivalence as E
    for fname, fn in E.public_functions(before):
        for seed in range(seeds):
            args = E.inputs(fn, seed)
            if args is None:
                break
            b = E.run(before, fname, args, max_steps)
            if b.error is not None:
                continue   # the input is outside what the function handles
            a = E.run(after, fname, args, max_steps)
            failures = [a.error] if a.error is not None else a.findings
            for op, message, notes in failures:
                _report(engine, op if op is not None else fn,
                        f"after the pipeline, @{fname} on input seed {seed}: {message}", notes)
            if failures:
                return 1
            msg = E.difference(fname, seed, b, a)
            if msg is not None:
                error_at_op(engine, fn, msg, print_op=False)
                return 1
    return 0
