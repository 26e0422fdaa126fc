"""`bufferize-opt`: the mlir-opt-style command line.

Single-dash long options (`-split-input-file`, `-one-shot-bufferize=...`) are
accepted as mlir-opt users type them.  Unknown `-name[=options]` flags are
pass flags, run in command-line order.
"""
from __future__ import annotations

import os
import sys
import tempfile

import click

from . import __version__

_MAIN_FLAGS = {"o", "h"}


def _normalize(argv: list[str]) -> list[str]:
    out = []
    for a in argv:
        if a.startswith("-") and not a.startswith("--") and len(a) > 2 and a[1] != "o":
            a = "-" + a
        out.append(a)
    return out


class _Command(click.Command):
    def parse_args(self, ctx, args):
        return super().parse_args(ctx, _normalize(args))

    def format_epilog(self, ctx, formatter):
        try:
            from .passes.registry import pass_summaries
            rows = pass_summaries()
        except ImportError:
            rows = []
        if rows:
            with formatter.section("Passes (as --pass-pipeline elements or -NAME[=\"opts\"] flags)"):
                formatter.write_dl(rows)
        super().format_epilog(ctx, formatter)


@click.command(cls=_Command, context_settings=dict(ignore_unknown_options=True, allow_extra_args=True,
                                                   help_option_names=["-h", "--help"]))
@click.argument("input", required=False, default="-")
@click.option("-o", "output", default="-", help="Output file (written atomically); '-' is stdout.")
@click.option("--split-input-file", is_flag=True, help="Split the input on '// -----' and process each chunk.")
@click.option("--verify-diagnostics", is_flag=True,
              help="Check emitted diagnostics against expected-* comments in the input.")
@click.option("--allow-unregistered-dialect", is_flag=True, help="Allow ops of unknown dialects.")
@click.option("--mlir-print-op-generic", is_flag=True, help="Print every op in generic form.")
@click.option("--mlir-print-debuginfo", is_flag=True, help="Print source locations.")
@click.option("--pass-pipeline", default=None, help="A textual pipeline, e.g. 'builtin.module(func.func(cse))'.")
@click.option("--version", is_flag=True, help="Print the version and exit.")
@click.pass_context
def main(ctx, input, output, split_input_file, verify_diagnostics, allow_unregistered_dialect,
         mlir_print_op_generic, mlir_print_debuginfo, pass_pipeline, version):
    """Bufferize MLIR: read MLIR, run a pass pipeline, print MLIR."""
    if version:
        click.echo(f"bufferize-opt {__version__}")
        return
    code = run(ctx.args, input, output, split_input_file, verify_diagnostics, allow_unregistered_dialect,
               mlir_print_op_generic, mlir_print_debuginfo, pass_pipeline)
    ctx.exit(code)


def _fail(msg: str, code: int = 1) -> int:
    sys.stderr.write(f"bufferize-opt: {msg}\n")
    return code


def run(extra, input, output, split, verify_diags, allow_unreg, generic, debuginfo, pipeline_text) -> int:
    from .diagnostics import DiagnosticEngine, SourceManager, render, verify_diagnostics
    from .driver import Options, process_buffer

    for a in extra:
        if not a.startswith("-"):
            return _fail(f"too many positional arguments: '{a}' (one input file is accepted)")
    try:
        pm = _build_pipeline(pipeline_text, extra)
    except _PipelineError as e:
        return _fail(str(e))
    if input == "-":
        name = "<stdin>"
        data = sys.stdin.buffer.read()
    else:
        name = input
        try:
            with open(input, "rb") as f:
                data = f.read()
        except OSError as e:
            return _fail(f"could not open input file '{input}': {e.strerror}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        return _fail(f"{name}: input is not valid UTF-8 text (byte offset {e.start})")
    if "\x00" in text:
        line = text.count("\n", 0, text.index("\x00")) + 1
        return _fail(f"{name}:{line}: input contains a NUL byte (binary file?)")

    sources = SourceManager()
    sources.add(name, text)
    engine = DiagnosticEngine()
    opts = Options(allow_unreg, generic, debuginfo, pipeline=pm)
    if split:
        from .syntax.split import join_outputs, split_input_file
        near: list = []
        chunks = split_input_file(text, file=name, near_misses=near)
        for d in near:  # upstream prints these directly; they are never verified
            sys.stderr.write(render(d, sources, sys.stderr.isatty()))
    else:
        chunks = [(text, 0)]
    outputs = []
    any_failed = False
    for chunk_text, offset in chunks:
        r = process_buffer(chunk_text, name, opts, engine, line_base=offset + 1)
        outputs.append(r.output)
        any_failed |= r.failed
    out_text = join_outputs(outputs) if split else outputs[0]
    color = sys.stderr.isatty()
    if verify_diags:
        problems = verify_diagnostics(text, name, engine.diagnostics)
        for d in problems:
            sys.stderr.write(render(d, sources, color))
        status = 1 if problems else 0
    else:
        for d in engine.diagnostics:
            sys.stderr.write(render(d, sources, color))
        status = 1 if any_failed else 0
        if status:
            return status  # nothing is written when processing failed
    _write(output, out_text)
    return status


class _PipelineError(Exception):
    pass


def _build_pipeline(text, flags):
    if not text and not flags:
        return None
    try:
        from .passes.pipeline import PipelineError, build_pass_manager
    except ImportError:
        raise _PipelineError("no passes are available in this build")
    try:
        return build_pass_manager(text, flags)
    except PipelineError as e:
        raise _PipelineError(str(e))


def _write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".bufferize-opt-", suffix=".tmp")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def entry() -> None:
    """Console-script entry: run in a thread with a large stack, so that
    deeply nested input gives a diagnostic rather than a crash, and turn any
    internal error into a report with exit status 2."""
    import threading
    sys.setrecursionlimit(200000)
    threading.stack_size(512 * 1024 * 1024)
    result = {"code": 2}

    def target():
        try:
            rv = main.main(args=sys.argv[1:], prog_name="bufferize-opt", standalone_mode=False)
            result["code"] = rv if isinstance(rv, int) else 0
        except click.exceptions.Exit as e:
            result["code"] = e.exit_code
        except click.exceptions.ClickException as e:
            e.show()
            result["code"] = 1
        except click.exceptions.Abort:
            result["code"] = 1
        except BrokenPipeError:
            result["code"] = 0
        except RecursionError:
            sys.stderr.write("bufferize-opt: error: input is nested too deeply to process\n")
            result["code"] = 1
        except Exception as e:  # noqa: BLE001 - the last line of defence
            import traceback
            sys.stderr.write("bufferize-opt: internal error: "
                             f"{type(e).__name__}: {e}\nPlease report this with the input that caused it.\n")
            if os.environ.get("BUFFERIZE_OPT_DEBUG"):
                traceback.print_exc()
            result["code"] = 2

    t = threading.Thread(target=target)
    t.start()
    t.join()
    sys.stdout.flush()
    sys.exit(result["code"])
