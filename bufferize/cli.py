"""`bufferize-opt`: the mlir-opt-style command line.

Single-dash long options (`-split-input-file`, `-one-shot-bufferize=...`) are
accepted as mlir-opt users type them.  Unknown `-name[=options]` flags are
pass flags, run in command-line order.
"""
from __future__ import annotations

import functools
import os
import re
import sys
from typing import Optional

import click

from . import __version__
from .outputs import Output, OutputError, check_outputs, stdout_gone, write as _write
from .tooling import (InputError, PipelineBuildError, PluginFailure, build_pipeline, fail,
                      load_entry_points_lazily, read_text)
from .records import record

_MAIN_FLAGS = {"o", "h"}
_PRINT_OP = "--mlir-print-op-on-diagnostic"
_VERIFY_EACH = "--verify-each"
_VERIFY_ROUNDTRIP = "--verify-roundtrip"
# Boolean llvm::cl options: bare (= true) or `=VALUE`, never a separate value.
_CL_BOOLS = (_PRINT_OP, _VERIFY_EACH, _VERIFY_ROUNDTRIP)
# llvm::cl::parser<bool>
_CL_TRUE = ("", "true", "TRUE", "True", "1")
_CL_FALSE = ("false", "FALSE", "False", "0")


def _normalize(argv: list[str]) -> list[str]:
    out = []
    for a in argv:
        if re.fullmatch(r"-j\d+", a):   # make's spelling of -j N
            out += ["-j", a[2:]]
            continue
        if a.startswith("-") and not a.startswith("--") and len(a) > 2 and a[1] != "o":
            a = "-" + a
        out.append(a)
    return out


class _Command(click.Command):
    def parse_args(self, ctx, args):
        # Pass flags (unknown `--name[=opts]` arguments) are taken out here,
        # in command-line order, so that they may come before the input file.
        args = _normalize(args)
        # A boolean llvm::cl option: bare (= true) or `=VALUE`, never a
        # separate value argument.  --no-verify-each is ours (mlir-opt has
        # only --verify-each=false).
        args = [f"{a}=true" if a in _CL_BOOLS else f"{_VERIFY_EACH}=false" if a == "--no-verify-each" else a
                for a in args]
        known = {}
        for p in self.get_params(ctx):
            if isinstance(p, click.Option):
                for o in (*p.opts, *p.secondary_opts):
                    known[o] = not p.is_flag and not p.count
        kept, flags = [], []
        i = 0
        while i < len(args):
            a = args[i]
            if a == "--":
                kept += args[i:]
                break
            if a.startswith("-") and a != "-":
                name = a.split("=", 1)[0]
                if name in known:
                    kept.append(a)
                    if known[name] and "=" not in a and i + 1 < len(args):
                        kept.append(args[i + 1])
                        i += 1
                else:
                    flags.append(a)
            else:
                kept.append(a)
            i += 1
        ctx.meta["bufferize.pass_flags"] = flags
        # --help is handled while click parses: note the plugins now, so that
        # the pass list shows their passes too (upstream's --load-pass-plugin).
        ctx.meta["bufferize.plugins"] = _plugin_args(kept)
        return super().parse_args(ctx, kept)

    def invoke(self, ctx):
        # click turns a KeyboardInterrupt into an empty line and Abort (exit
        # 1); one raised in the work (a plugin, a pass) is an interrupt: 130.
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as e:
            from .failures import Interrupted
            raise Interrupted() from e

    def format_epilog(self, ctx, formatter):
        _load_plugins_for_help(ctx.meta.get("bufferize.plugins", ()))
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
@click.argument("input", required=False, default="-", metavar="[INPUT|DIR|-]...")  # more: batch.py
@click.option("-o", "output", default="-", help="Output file (written atomically); '-' is stdout.")
@click.option("--split-input-file", is_flag=True, help="Split the input on '// -----' and process each chunk.")
@click.option("--verify-diagnostics", is_flag=True,
              help="Check emitted diagnostics against expected-* comments in the input.")
@click.option("--allow-unregistered-dialect", is_flag=True, help="Allow ops of unknown dialects.")
@click.option("--mlir-print-op-generic", is_flag=True, help="Print every op in generic form.")
@click.option("--mlir-print-debuginfo", is_flag=True, help="Print source locations.")
@click.option(_PRINT_OP, "print_op_on_diagnostic", default="true", metavar="[=BOOL]",
              help="When a diagnostic is emitted on an operation, also print the operation as an attached "
                   "note (default true; off under --verify-diagnostics).")
@click.option(_VERIFY_EACH, "verify_each", default="true", metavar="[=BOOL]",
              help="Verify the IR after each pass and name the pass that broke it (default true; "
                   "--verify-each=false or --no-verify-each: print the IR unverified, in generic form "
                   "when it is invalid, as mlir-opt does).")
@click.option(_VERIFY_ROUNDTRIP, "verify_roundtrip", default="false", metavar="[=BOOL]",
              help="Print the parsed IR (and the pipeline's output) in custom and in generic form, parse it "
                   "back and check that it prints the same, as mlir-opt's --verify-roundtrip.")
@click.option("--load-plugin", "load_plugin", multiple=True, metavar="FILE.py",
              help="Load a Python plugin that registers ops, bufferization models or passes (repeatable; "
                   "loaded before the input and the pipeline are read). Plugins installed under the "
                   "'bufferize_opt.plugins' entry-point group are loaded when needed (docs/plugins.md).")
@click.option("--pass-pipeline", default=None, help="A textual pipeline, e.g. 'builtin.module(func.func(cse))'.")
@click.option("--dump-pass-pipeline", is_flag=True, help="Print the pipeline that will be run (to stderr).")
@click.option("--mlir-print-ir-before", "print_before", multiple=True, metavar="PASS",
              help="Print IR before the named passes (repeatable, or a comma list).")
@click.option("--mlir-print-ir-after", "print_after", multiple=True, metavar="PASS",
              help="Print IR after the named passes (repeatable, or a comma list).")
@click.option("--mlir-print-ir-before-all", "print_before_all", is_flag=True, help="Print IR before each pass.")
@click.option("--mlir-print-ir-after-all", "print_after_all", is_flag=True, help="Print IR after each pass.")
@click.option("--mlir-print-ir-after-change", "print_after_change", is_flag=True,
              help="When printing the IR after a pass, only print if the IR changed.")
@click.option("--mlir-print-ir-after-failure", "print_after_failure", is_flag=True,
              help="When printing the IR after a pass, only print if the pass failed.")
@click.option("--mlir-print-ir-module-scope", "print_module_scope", is_flag=True,
              help="When printing IR before/after a pass, always print the top-level operation.")
@click.option("--mlir-disable-threading", is_flag=True, hidden=True,
              help="Accepted for compatibility (passes always run on one thread).")
@click.option("--mlir-timing", is_flag=True, help="Display execution times (to stderr).")
@click.option("--mlir-pass-statistics", is_flag=True, help="Display the statistics of each pass (to stderr).")
@click.option("--help-pass", "help_pass", default=None, metavar="PASS",
              help="Describe a pass and its options, then exit.")
@click.option("--version", is_flag=True, help="Print the version and exit.")
@click.option("-j", "--jobs", "jobs", type=click.IntRange(min=1), default=None, metavar="N",
              help="Batch mode (several inputs or a directory): worker processes (default: the number of cores).")
@click.option("--in-place", "in_place", is_flag=True,
              help="Batch mode: replace each input file with its output (atomically).")
@click.option("--backup-suffix", "backup_suffix", default=None, metavar="SUFFIX",
              help="With --in-place: keep each original as FILE+SUFFIX.")
@click.option("--no-upgrade-legacy", "no_upgrade_legacy", is_flag=True,
              help="Do not read 2021-era MLIR (std ops, 'func @f', ...) by upgrading it to today's syntax.")
@click.option("--no-legacy-warnings", "no_legacy_warnings", is_flag=True,
              help="Upgrade 2021-era MLIR without a warning per legacy form.")
@click.option("--run", "run_func", default=None, metavar="FUNC",
              help="Run @FUNC with the interpreter (after the pipeline, if any) on generated inputs, print its "
                   "results as mlir-runner's printMemref does and check memory (docs/interpreter.md).")
@click.option("--check-equivalence", "check_eq", is_flag=True,
              help="Run every public function before and after the pipeline on the same generated inputs.")
@click.option("--allow-nothing-compared", "allow_nothing_compared", is_flag=True,
              help="With --check-equivalence: exit 0 even when no function could be compared.")
@click.option("--run-seed", "run_seed", type=click.IntRange(min=0), default=0, metavar="N",
              help="With --run: the input seed (0 or more).")
@click.option("--max-steps", "max_steps", type=click.IntRange(min=1), default=10_000_000, metavar="N",
              help="With --run: stop with an error after N executed ops.")
@click.option("--diagnostics-format", "diag_format", type=click.Choice(["text", "json", "sarif"]), default="text",
              help="How diagnostics are written to stderr: text (mlir-opt's), or one JSON or SARIF 2.1.0 document "
                   "at the end of the run (for CI; docs/errors.md).")
@click.option("--junit", "junit", default=None, metavar="FILE",
              help="Write a JUnit XML report, one test case per input, failures with their diagnostics.")
@click.pass_context
def main(ctx, input, output, split_input_file, verify_diagnostics, allow_unregistered_dialect,
         mlir_print_op_generic, mlir_print_debuginfo, print_op_on_diagnostic, pass_pipeline, dump_pass_pipeline,
         print_before, print_after, print_before_all, print_after_all, print_after_change, print_after_failure,
         print_module_scope, mlir_disable_threading, mlir_timing, mlir_pass_statistics, help_pass, version,
         load_plugin, jobs, in_place, backup_suffix, no_upgrade_legacy, no_legacy_warnings, run_func, run_seed,
         max_steps, check_eq, allow_nothing_compared, verify_each, verify_roundtrip, diag_format, junit):
    """Bufferize MLIR: read MLIR, run a pass pipeline, print MLIR."""
    if diag_format != "text" or junit:
        from . import diagnostics
        diagnostics.FORMAT, diagnostics.KEEP_TEXT = diag_format, bool(junit)
        ctx.call_on_close(lambda: diagnostics.finish_output(sys.stderr, __version__))
    if version:
        click.echo(f"bufferize-opt {__version__}")
        return
    if help_pass is not None:
        code = _load_plugins(load_plugin, entry_points=True)
        ctx.exit(code if code else _help_pass(help_pass))
    for flag, value in ((_PRINT_OP, print_op_on_diagnostic), (_VERIFY_EACH, verify_each),
                        (_VERIFY_ROUNDTRIP, verify_roundtrip)):
        if value not in _CL_TRUE + _CL_FALSE:
            ctx.exit(fail(f"for the {flag} option: '{value}' is invalid value for boolean argument! Try 0 or 1"))
    instr = dict(print_before=print_before, print_after=print_after, print_before_all=print_before_all,
                 print_after_all=print_after_all, print_after_change=print_after_change,
                 print_after_failure=print_after_failure, module_scope=print_module_scope,
                 timing=mlir_timing, statistics=mlir_pass_statistics, generic=mlir_print_op_generic,
                 debuginfo=mlir_print_debuginfo, dump=dump_pass_pipeline)
    inputs = [input, *(a for a in ctx.args if not a.startswith("-") or a == "-")]
    extra = [a for a in ctx.args if a.startswith("-") and a != "-"]
    if run_func is not None or check_eq:
        from .run_cli import run_main
        if run_func is not None and check_eq:
            ctx.exit(fail("error: --run and --check-equivalence cannot be used together"))
        if len(inputs) > 1 or in_place or junit:
            ctx.exit(fail(f"error: {'--check-equivalence' if check_eq else '--run'} takes one input "
                           "file (no batch mode, no --in-place, no --junit)"))
        code = _load_plugins(load_plugin)
        ctx.exit(code or run_main(input, run_func, run_seed, max_steps, pass_pipeline, output,
                                  [*extra, *ctx.meta.get("bufferize.pass_flags", [])], allow_unreg=allow_unregistered_dialect,
                                  split=split_input_file, legacy=(not no_upgrade_legacy, not no_legacy_warnings),
                                  allow_nothing_compared=allow_nothing_compared))
    batch = None
    if len(inputs) > 1 or in_place or os.path.isdir(input):
        from .batch import BatchError, BatchSpec
        try:
            batch = BatchSpec.make(inputs, output, in_place, backup_suffix, jobs, junit)
        except BatchError as e:
            ctx.exit(fail(f"error: {e}"))
    elif backup_suffix is not None:
        ctx.exit(fail("error: --backup-suffix needs --in-place"))
    code = run([*extra, *ctx.meta.get("bufferize.pass_flags", [])], input, output, split_input_file, verify_diagnostics, allow_unregistered_dialect,
               mlir_print_op_generic, mlir_print_debuginfo, pass_pipeline, instr,
               print_op_on_diagnostic=print_op_on_diagnostic in _CL_TRUE, plugins=load_plugin, batch=batch,
               legacy=(not no_upgrade_legacy, not no_legacy_warnings),
               verify=(verify_each in _CL_TRUE, verify_roundtrip in _CL_TRUE), junit=junit)
    ctx.exit(code)


def _help_pass(name: str) -> int:
    try:
        from .passes.help import describe_pass
    except ImportError:
        return fail("no passes are available in this build")
    text = describe_pass(name)
    if text is None:
        return fail(f"'{name}' does not refer to a registered pass")
    click.echo(text, nl=False)
    return 0


def _plugin_args(args) -> list:
    """The values of --load-plugin in (normalized) ``args``."""
    out = []
    for i, a in enumerate(args):
        if a == "--":
            break
        if a.startswith("--load-plugin="):
            out.append(a.split("=", 1)[1])
        elif a == "--load-plugin" and i + 1 < len(args):
            out.append(args[i + 1])
    return out


def _load_plugins(paths, entry_points: bool = False) -> int:
    """Load the plugin files (and, if asked or $BUFFERIZE_OPT_ENTRY_POINTS is
    `eager`, the entry-point plugins); 0, or 1 after reporting the failure."""
    if not paths and not entry_points and "BUFFERIZE_OPT_ENTRY_POINTS" not in os.environ:
        return 0  # the common case: nothing to import
    from .plugins import PluginError, entry_points_mode, load_entry_points, load_files
    try:
        load_files(paths)
        mode = entry_points_mode()
        if mode == "eager" or (entry_points and mode != "off"):
            load_entry_points()
    except PluginError as e:
        return fail(f"error: {e}")
    return 0


def _load_plugins_for_help(paths) -> None:
    # Help is printed whatever happens; a plugin that fails is reported first.
    _load_plugins(paths, entry_points=True)


def run(extra, input, output, split, verify_diags, allow_unreg, generic, debuginfo, pipeline_text,
        instr=None, print_op_on_diagnostic: bool = True, plugins=(), batch=None, legacy=(True, True),
        verify=(True, False), junit=None) -> int:
    """One input to ``output``; or, with ``batch`` (a batch.BatchSpec), many
    inputs to an output directory or in place."""
    for a in extra:
        if not a.startswith("-"):
            return fail(f"too many positional arguments: '{a}' (one input file is accepted)")
    # Plugins first: their ops, models and passes must be registered before
    # the pipeline and the input are read.
    code = _load_plugins(plugins)
    if code:
        return code
    instr = dict(instr or {})
    dump = instr.pop("dump", False)
    try:
        try:
            pm = build_pipeline(pipeline_text, extra, instr)
        except PipelineBuildError:
            # An unknown pass may come from an entry-point plugin (scanned lazily).
            if not load_entry_points_lazily():
                raise
            pm = build_pipeline(pipeline_text, extra, instr)
    except PipelineBuildError as e:
        return fail(str(e))
    except PluginFailure as e:
        return e.code
    try:
        _check_output_paths(pm, input, output, batch, junit)
    except OutputError as e:
        return fail(f"error: {e}")
    if dump:
        sys.stderr.write(pm.dump() if pm is not None else "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n\n")
    if batch is not None:
        from .batch import BatchError, run_batch
        try:
            batch.prepare()
        except BatchError as e:
            return fail(f"error: {e}")
        return run_batch(batch, functools.partial(
            process_text, pm=pm, split=split, verify_diags=verify_diags, allow_unreg=allow_unreg, legacy=legacy,
            verify=verify,
            generic=generic, debuginfo=debuginfo, print_op_on_diagnostic=print_op_on_diagnostic))
    if junit:   # one input: a suite of one test case, its text kept for it
        from .batch import run_one_with_junit
        return run_one_with_junit(input, output, junit, functools.partial(
            _process_one, pm=pm, split=split, verify_diags=verify_diags, allow_unreg=allow_unreg, legacy=legacy,
            verify=verify, generic=generic, debuginfo=debuginfo, print_op_on_diagnostic=print_op_on_diagnostic))
    return _process_one(input, output, pm=pm, split=split, verify_diags=verify_diags, allow_unreg=allow_unreg,
                        legacy=legacy, verify=verify, generic=generic, debuginfo=debuginfo,
                        print_op_on_diagnostic=print_op_on_diagnostic, err=sys.stderr)


def _process_one(input, output, *, err, **kw) -> int:
    """One input to ``output`` (-o), diagnostics to ``err``: the status."""
    from .diagnostics import write_message
    try:
        name, text = read_text(input)
    except InputError as e:
        write_message(f"bufferize-opt: {e}\n", err)
        return 1
    stream = Output(output)
    try:
        res = process_text(text, name, err=err, color=err.isatty(), out=stream, **kw)
        if res.streamed:
            stream.commit()
        elif res.output is not None:
            _write(output, res.output)
        elif res.partial is not None and output == "-":
            # as mlir-opt does: the chunks of a split input that succeeded still
            # go to stdout (never to -o FILE)
            _write(output, res.partial)
    except OutputError as e:
        write_message(f"bufferize-opt: error: {e}\n", err)
        return 1
    except BrokenPipeError:   # the reader stopped reading (`| head`): as cat does, not an error
        stdout_gone()
        return 0
    finally:
        stream.discard()
    return res.status



def _check_output_paths(pm, input, output, batch, junit=None) -> None:
    """No file a run writes (-o, a pass's report-file, --junit) may be an
    input, or another of them; a pass's file in batch mode would be one file
    for all the inputs.  OutputError before anything is read or written."""
    files = pm.output_files() if pm is not None else []
    if batch is None:
        check_outputs([input], [("output file", output), *files, *([("junit file", junit)] if junit else [])])
        return
    for what, path in files:
        raise OutputError(f"{what} '{path}': with several inputs, every input's report would be written to "
                          "this one file, each over the last; run one input at a time")


@record
class TextResult:
    """What processing one input gives: the exit status, the text to write
    (None when processing failed) and, for a failed split input, the text of
    the chunks that succeeded."""
    status: int
    output: Optional[str]
    partial: Optional[str] = None
    streamed: bool = False   # the output went to process_text's ``out`` as it was printed


def process_text(text, name, *, pm, split, verify_diags, allow_unreg, generic, debuginfo,
                 print_op_on_diagnostic, err, color, legacy=(True, True), verify=(True, False),
                 out=None) -> TextResult:
    """mlir-opt's main loop on one input text: diagnostics go to ``err``;
    the pass manager's report (timing, statistics) too.  ``verify`` is
    (--verify-each, --verify-roundtrip).  With ``out`` (an outputs.Output),
    a whole input that needs no check after printing is printed into it."""
    from .diagnostics import DiagnosticEngine, SourceManager, verify_diagnostics, write_diagnostics
    from .driver import Options, process_buffer

    sources = SourceManager()
    sources.add(name, text)
    # Upstream's -verify-diagnostics turns printing the op on diagnostics off.
    engine = DiagnosticEngine(print_op_on_diagnostic and not verify_diags, debuginfo)
    engine.sources = sources
    engine.verifying = verify_diags
    opts = Options(allow_unreg, generic, debuginfo, verify_each=verify[0], verify_roundtrip=verify[1], pipeline=pm,
                   upgrade_legacy=legacy[0], legacy_warnings=legacy[1])
    if split:
        from .syntax.split import join_outputs, split_input_file
        near: list = []
        chunks = split_input_file(text, file=name, near_misses=near)
        for d in near:  # upstream prints these directly; they are never verified
            d.rule = "split-input-file"
        write_diagnostics(near, sources, err, color)
    else:
        chunks = [(text, 0)]
    outputs = []
    any_failed = False
    stream = out if not split and not verify_diags else None
    for chunk_text, offset in chunks:
        r = process_buffer(chunk_text, name, opts, engine, line_base=offset + 1, out=stream)
        outputs.append(r.output)
        any_failed |= r.failed
    out_text = join_outputs(outputs) if split else outputs[0]
    if pm is not None:
        pm.report(err)
    if verify_diags:
        problems = verify_diagnostics(text, name, engine.diagnostics)
        for d in problems:
            d.rule = "verify-diagnostics"
        write_diagnostics(problems, sources, err, color)
        # A failed check writes nothing (the CLI fuzzer found -o written).
        return TextResult(1, None) if problems else TextResult(0, out_text)
    write_diagnostics(engine.diagnostics, sources, err, color)
    if any_failed:
        return TextResult(1, None, out_text if split else None)
    if out_text is None:   # printed into ``out`` already
        return TextResult(0, None, streamed=True)
    return TextResult(0, out_text)


def _interrupted(done) -> int:
    """^C: the work runs in another thread, the signal lands here.  A batch is
    asked to stop (it stops its worker processes); a temporary output file being
    written is removed, so an interrupted run leaves every output whole or as
    it was.  Exit status 130, as a shell reports SIGINT."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # a second ^C must not cut the cleanup short
    batch = sys.modules.get("bufferize.batch")
    if batch is not None:
        batch.STOP.set()
        done.wait(timeout=5)
        batch.stop_workers()   # whatever the batch thread did not stop in time
    from .outputs import remove_pending
    remove_pending()
    sys.stderr.write("bufferize-opt: interrupted\n")
    return 130


def _wait(done, watch) -> bool:
    """Wait for the work; False when it is about to run out of memory under
    an address-space limit (failures.AddressSpaceWatch)."""
    if watch is None:
        while not done.wait(3600):
            pass
        return True
    while not done.wait(watch.INTERVAL):
        if watch.exhausted():
            return done.is_set()
    return True


def _quiet_unraisable(_unraisable) -> None:
    pass


def _out_of_memory() -> int:
    """The work is about to reach the memory limit: stop a batch's workers
    (a worker writing to a parent gone would print a traceback) and leave
    every output as it was."""
    batch = sys.modules.get("bufferize.batch")
    if batch is not None:
        batch.STOP.set()
        batch.stop_workers()
    from .failures import claim_last_word, say_last_word
    from .outputs import remove_pending
    remove_pending()
    if claim_last_word():
        say_last_word("bufferize-opt: error: out of memory\n")
    return 1


def entry() -> None:
    """Console-script entry: run in a thread with a large stack, so that
    deeply nested input gives a diagnostic rather than a crash, and end with
    the status of docs/errors.md: 1 for the user's or the environment's
    fault (one plain line), 130 for an interrupt, 2 only for a bug."""
    import gc
    import threading
    from .failures import (AddressSpaceWatch, EnvironmentFailure, claim_last_word, classify,
                           debug_requested, guard_standard_streams, say_last_word)
    guard_standard_streams()
    # The IR is a large graph of small objects, built once and freed at exit:
    # the cyclic collector would only re-walk it (a third of the run time).
    gc.disable()
    sys.setrecursionlimit(200000)
    result = {"code": 2}

    def target():
        try:
            rv = main.main(args=sys.argv[1:], prog_name="bufferize-opt", standalone_mode=False)
            result["code"] = rv if isinstance(rv, int) else 0
        except click.exceptions.Exit as e:
            result["code"] = e.exit_code
        except click.exceptions.UsageError as e:   # a flag of ours misused: one line, like the others
            sys.stderr.write(f"bufferize-opt: error: {e.format_message()}\nTry 'bufferize-opt --help' for help.\n")
            result["code"] = 1
        except click.exceptions.ClickException as e:
            e.show()
            result["code"] = 1
        except click.exceptions.Abort:
            result["code"] = 1
        except BrokenPipeError:
            result["code"] = 0   # the reader stopped reading (`| head`): as cat does, not an error
        except BaseException as e:  # noqa: BLE001 - the last line of defence
            result["code"], text = classify(e)
            if claim_last_word():
                say_last_word(text)
            if result["code"] == 2 and debug_requested():
                import traceback
                traceback.print_exc()

    import signal
    signal.signal(signal.SIGTERM, signal.default_int_handler)   # `kill`, a CI timeout: as ^C
    # Waited for with an event, not join(): a join interrupted by ^C can mark
    # the thread finished while it still runs (CPython gh-90882).
    done = threading.Event()

    def run():
        try:
            target()
        finally:
            done.set()

    watch = AddressSpaceWatch.for_this_process()
    if watch is not None:
        # Near the limit a destructor's MemoryError is "unraisable": the
        # default hook would start printing it and fail half-way.
        sys.unraisablehook = _quiet_unraisable
    if not _start_thread(run):
        # No thread could be had (a memory or process limit): run here, with
        # the main thread's stack (deep input then stops at the recursion limit).
        sys.setrecursionlimit(5000)
        run()
    try:
        if not _wait(done, watch):
            result["code"] = _out_of_memory()
    except KeyboardInterrupt:
        result["code"] = _interrupted(done)
    # Leave without the interpreter's teardown: with the collector off, the IR
    # (kept alive by its parent/use cycles) would be walked and freed object by
    # object at exit, a tenth of a run on bench_modern and a fifth on a 10x file.
    # Every output file is closed by now; only the standard streams need flushing.
    code = result["code"]
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BrokenPipeError:
            pass
        except EnvironmentFailure as e:   # buffered output that could not be written after all
            sys.stderr.write(f"bufferize-opt: error: {e}\n")
            code = code or 1
    try:
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001 - nothing is left to report it to
        pass
    os._exit(code)


def _start_thread(run) -> bool:
    """Start ``run`` in a daemon thread with the largest stack the machine
    grants (512 MiB, else less); False when no thread can be started."""
    import threading
    try:
        for mib in (512, 64, 0):
            try:
                threading.stack_size(mib * 1024 * 1024)
                threading.Thread(target=run, daemon=True).start()
                return True
            except (RuntimeError, MemoryError, ValueError):
                continue
        return False
    finally:
        # Only this thread needs the large stack: the threads the work starts
        # (a batch's pool handlers) get the default, or three 512 MiB stacks
        # exhaust an address-space limit as large as 2 GB.
        threading.stack_size(0)
