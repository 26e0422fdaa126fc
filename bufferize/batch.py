"""Batch mode of the command line: many inputs in one process.

``bufferize-opt a.mlir b.mlir dir/ --pass-pipeline=... -o OUTDIR [-j N]``
processes every input (a directory stands for the ``*.mlir`` files below
it) with the same pipeline and options, writing each output atomically to
OUTDIR (a file by its base name, a directory's files by their path inside
it) or, with ``--in-place``, over the input (``--backup-suffix`` keeps the
original).  ``-j N`` spreads the inputs over N worker processes forked from
this one (so the pipeline and the imported modules are shared, not rebuilt).
One failed input does not stop the others; its diagnostics are printed in
input order, and the run ends with ``N processed, M failed`` and exit status
1 if any failed.  A progress bar is shown on a terminal for more than a few
inputs.

Everything that can be checked before the first input is processed is: an
unreadable path, a directory without ``.mlir`` files, two inputs with the
same output, an output directory that cannot be created or written.
"""
from __future__ import annotations

import gc
import io
import multiprocessing
import os
import signal
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import Callable, Optional

PROGRESS_MIN_INPUTS = 4


class BatchError(Exception):
    pass


@dataclass
class BatchSpec:
    jobs: list          # [(input path, output path)]
    backup_suffix: Optional[str]
    workers: int
    output_dir: Optional[str] = None   # None: --in-place
    junit: Optional[str] = None        # --junit FILE

    @staticmethod
    def make(inputs, output, in_place, backup_suffix, jobs, junit=None) -> "BatchSpec":
        if "-" in inputs:
            raise BatchError("standard input ('-') cannot be one of several inputs")
        if in_place and output != "-":
            raise BatchError("--in-place and -o cannot be used together")
        if not in_place and output == "-":
            raise BatchError("several inputs need an output directory (-o DIR) or --in-place")
        if backup_suffix is not None and not in_place:
            raise BatchError("--backup-suffix needs --in-place")
        if backup_suffix == "":
            raise BatchError("--backup-suffix must not be empty")
        pairs = []
        for path in inputs:
            for src, rel in _expand(path):
                pairs.append((src, src if in_place else os.path.join(output, rel)))
        seen = {}
        for src, dst in pairs:
            key = os.path.realpath(dst)
            if key in seen and seen[key] != os.path.realpath(src):
                raise BatchError(f"'{seen[key]}' and '{src}' would both be written to '{dst}'")
            seen[key] = os.path.realpath(src)
        _check_not_inputs(pairs, in_place, backup_suffix, junit)
        if not in_place and os.path.exists(output) and not os.path.isdir(output):
            raise BatchError(f"output directory '{output}' is a file")
        workers = jobs or os.cpu_count() or 1
        return BatchSpec(pairs, backup_suffix, max(1, min(workers, len(pairs))), None if in_place else output,
                         junit)

    def prepare(self) -> None:
        """Create the output directories and try writing there: the last
        check, once nothing else can refuse the run (so a refused run leaves
        no directory behind)."""
        if self.output_dir is not None:
            _check_output_dir(self.output_dir, self.jobs)


def _check_not_inputs(pairs, in_place, backup_suffix, junit=None) -> None:
    """No output (nor --in-place backup, nor --junit's file) may be one of
    the inputs: `-o .` beside the inputs, a backup suffix that names another
    input."""
    from .outputs import OutputError, check_outputs
    srcs = list(dict.fromkeys(src for src, _ in pairs))
    if in_place:
        outs = [("backup file", src + backup_suffix) for src in srcs] if backup_suffix else []
    else:
        outs = [("output file", dst) for src, dst in dict(pairs).items()]
    if junit:
        outs.append(("junit file", junit))
    try:
        check_outputs(srcs, outs)
    except OutputError as e:
        raise BatchError(str(e)) from None


def _expand(path: str) -> list:
    """[(input file, output path relative to the output directory)]."""
    if os.path.isdir(path):
        found = []
        for root, dirs, files in os.walk(path):
            dirs.sort()
            for f in sorted(files):
                if f.endswith(".mlir"):
                    full = os.path.join(root, f)
                    found.append((full, os.path.relpath(full, path)))
        if not found:
            raise BatchError(f"'{path}': directory has no .mlir files")
        return found
    if not os.path.exists(path):
        raise BatchError(f"could not open input file '{path}': No such file or directory")
    if not os.access(path, os.R_OK):
        raise BatchError(f"could not open input file '{path}': Permission denied")
    return [(path, os.path.basename(path))]


def _check_output_dir(outdir: str, pairs) -> None:
    for d in sorted({os.path.dirname(dst) for _src, dst in pairs}):
        try:
            os.makedirs(d, exist_ok=True)
        except OSError as e:
            raise BatchError(f"cannot create output directory '{d}': {e.strerror}")
        # Try it (root passes every access check, not a read-only or
        # virtual file system): a temporary file, removed at once.
        try:
            fd, probe = tempfile.mkstemp(dir=d, prefix=".bufferize-opt-", suffix=".tmp")
            os.close(fd)
            os.unlink(probe)
        except OSError as e:
            raise BatchError(f"cannot write to output directory '{d}': {e.strerror}")


# ---- running --------------------------------------------------------------------------------------

_PROCESS: Optional[Callable] = None   # set before the workers fork; they inherit it
_BACKUP: Optional[str] = None
# The tool runs with the garbage collector off (one input: nothing to gain).
# Over many inputs each module's IR, a web of parent/use cycles, would stay
# until exit: collect every few inputs instead.  The objects alive before the
# first input (modules, registries, the pipeline) are frozen out of every
# collection, so each one only walks what the last inputs left.
_COLLECT_EVERY = 16
_done = 0


def _one(job) -> tuple:
    """Process one input in this process: (status, diagnostics text, records
    of --diagnostics-format=json|sarif, seconds)."""
    from . import diagnostics
    start, began = len(diagnostics.COLLECTED), time.perf_counter()
    err = io.StringIO()
    status = _process(job, err)
    records = diagnostics.COLLECTED[start:]
    del diagnostics.COLLECTED[start:]
    return status, err.getvalue(), records, time.perf_counter() - began


def _process(job, err) -> int:
    from .diagnostics import write_message
    from .tooling import InputError, read_text
    from .outputs import OutputError, write as _write
    global _done
    if _done == 1:
        gc.collect()
        gc.freeze()   # what the first input loaded (passes, models) stays
    elif _done and _done % _COLLECT_EVERY == 0:
        gc.collect()
    _done += 1
    src, dst = job
    try:
        name, text = read_text(src)
    except InputError as e:
        write_message(f"bufferize-opt: {e}\n", err)
        return 1
    try:
        res = _PROCESS(text, name, err=err, color=False)
        if res.output is not None:
            if _BACKUP is not None and dst == src:
                _backup(src, src + _BACKUP)
            _write(dst, res.output)
        return res.status
    except OutputError as e:
        write_message(f"bufferize-opt: error: {e}\n", err)
        return 1
    except RecursionError:
        write_message(f"bufferize-opt: error: {src}: input is nested too deeply to process\n", err)
        return 1
    except Exception as e:  # noqa: BLE001 - one input's failure must not stop the others
        from .failures import classify
        status, text = classify(e)
        write_message(text.replace("bufferize-opt: ", f"bufferize-opt: {src}: ", 1), err)
        return status


def _backup(src: str, dst: str) -> None:
    """The input as it was, byte for byte and with its mode, before it is replaced."""
    import shutil
    from .outputs import OutputError
    try:
        shutil.copy2(src, dst)
    except OSError as e:
        raise OutputError(f"could not write backup file '{dst}': {e.strerror}") from None


STOP = threading.Event()   # set by the command line on ^C


def _init_worker() -> None:
    try:
        _set_up_worker()
    except BaseException:   # noqa: BLE001
        # An exception the parent had raised asynchronously into the thread
        # that forked this worker (to stop its work: out of memory) is pending
        # here too; the worker has nothing to do then, and must not print a
        # traceback.
        os._exit(1)


def _set_up_worker() -> None:
    import ctypes
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(threading.get_ident()), None)
    # ^C reaches the whole process group: the parent stops the workers (with
    # SIGTERM), which remove the temporary output they may be writing.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _stop_worker)
    gc.disable()
    sys.setrecursionlimit(200000)
    from .failures import AddressSpaceWatch
    watch = AddressSpaceWatch.for_this_process()
    if watch is not None:
        watch.interrupt_when_exhausted(threading.get_ident())


def _stop_worker(_signum, _frame) -> None:
    from .outputs import remove_pending
    remove_pending()
    os._exit(1)


def stop_workers() -> None:
    """Terminate the worker processes still running: the tool is about to
    exit, and an orphaned worker would hold the output pipes open (a caller
    waiting for them would hang)."""
    children = multiprocessing.active_children()
    for p in children:
        p.terminate()
    for p in children:
        p.join(timeout=2)


def run_batch(spec: BatchSpec, process: Callable) -> int:
    from . import diagnostics
    global _PROCESS, _BACKUP
    _PROCESS, _BACKUP = process, spec.backup_suffix
    gc.freeze()   # before the fork: the workers inherit a frozen, shared heap
    jobs = spec.jobs
    progress = _progress(len(jobs))
    failed = worst = 0
    cases = [] if spec.junit else None
    pool = None
    try:
        if spec.workers == 1:
            results = map(_one, jobs)
        else:
            ctx = multiprocessing.get_context("fork")
            pool = ctx.Pool(spec.workers, initializer=_init_worker)
            chunk = max(1, min(16, len(jobs) // (spec.workers * 8) or 1))
            results = pool.imap(_one, jobs, chunksize=chunk)   # in input order
        for (src, _dst), (status, diags, records, seconds) in zip(jobs, results):
            if STOP.is_set():
                return 130
            if diagnostics.FORMAT != "text":
                diagnostics.COLLECTED.extend(records)
            elif diags:
                (progress.console.file if progress else sys.stderr).write(diags)
            if cases is not None:
                cases.append((src, status, diags, seconds))
            if status:
                failed += 1
                worst = max(worst, status)
            if progress:
                progress.advance(progress.task_ids[0])
        if pool is not None:
            pool.close()
            pool.join()
            pool = None
    finally:
        if pool is not None:   # stopped by an error or ^C: no worker outlives the run
            pool.terminate()
            pool.join()
        if progress:
            progress.stop()
    if diagnostics.FORMAT == "text":   # a json/sarif document is all stderr holds
        sys.stderr.write(f"{len(jobs)} processed, {failed} failed\n")
    if cases is not None:
        worst = _write_junit(spec.junit, cases) or worst
    return worst   # 2 if any input met a bug of the tool, else 1 if any failed


def _write_junit(path: str, cases: list) -> int:
    """--junit: the report, written atomically; 1 when it cannot be written."""
    from .junit import document
    from .outputs import OutputError, write
    try:
        write(path, document(cases))
    except OutputError as e:
        from .tooling import fail
        return fail(f"error: {e}")
    return 0


def run_one_with_junit(input: str, output: str, junit: str, process: Callable) -> int:
    """One input (not a batch) with --junit: its test case, its diagnostics
    written as usual."""
    from . import diagnostics
    began = time.perf_counter()
    err = io.StringIO()
    status = process(input, output, err=err)
    if diagnostics.FORMAT == "text":
        sys.stderr.write(err.getvalue())
    return _write_junit(junit, [(input, status, err.getvalue(), time.perf_counter() - began)]) or status


def _progress(n: int):
    if n < PROGRESS_MIN_INPUTS or not sys.stderr.isatty():
        return None
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
    p = Progress(TextColumn("bufferize-opt"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                 console=Console(file=sys.stderr), transient=True)
    p.add_task("inputs", total=n)
    p.start()
    return p
