"""The checker: a program through a pipeline, run against its input with the
interpreter and its memory checker, sorted into an Outcome; and the same
with mlir-opt-22's output."""
from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field

from .pipelines import Pipeline

# kinds of outcome, worst first
CRASH = "crash"          # a Python exception inside our pipeline: a bug
DIFFERS = "differs"      # computes something else, or fails, after the pipeline: a miscompile
MEMORY = "memory"        # double free, use after free, out of bounds (or a leak after a deallocating pipeline)
LEAK = "leak"            # a leak after a pipeline that does not deallocate: expected by design
REJECTED = "rejected"    # the pipeline reported an error: an expected error, counted by message
EQUAL = "equal"
NOTHING = "nothing"      # no function could be compared (the input fails on every seed)
ORDER = [CRASH, DIFFERS, MEMORY, LEAK, REJECTED, EQUAL, NOTHING]
MEMORY_ERRORS = ("double free", "use after free", "out-of-bounds", "write into", "dealloc of a value")


@dataclass
class Outcome:
    kind: str
    detail: str = ""                          # the first message of that kind
    kinds: dict = field(default_factory=dict)  # every kind seen -> its first message
    compared: int = 0                         # (function, input seed) pairs compared
    output: str = ""                          # the pipeline's output text (when asked for)

    def note(self, kind: str, detail: str) -> None:
        self.kinds.setdefault(kind, detail)


def normalize(message: str) -> str:
    """An error message without what varies between programs."""
    message = message.splitlines()[0] if message else message
    message = re.sub(r"%[\w#]+", "%_", message)
    message = re.sub(r"@\w+", "@_", message)
    message = re.sub(r"\d+", "N", message)
    return message[:160]


def _plain(v):
    import numpy as np
    if hasattr(v, "buffer"):
        return np.array(v.array())
    return np.asarray(v)


# what printMemref says about the descriptor (address, offset, strides) legitimately
# changes with bufferization; the sizes and the data must not
_BASE = re.compile(r"base@ = 0x[0-9a-f]+ rank = (\d+) offset = \d+ (sizes = \[[^\]]*\]) strides = \[[^\]]*\]")


def run_function(module, fname: str, args, max_steps: int):
    """(Run, printed text) of @fname on ``args`` (a function without
    arguments prints; others run as --check-equivalence runs them)."""
    from bufferize.interpreter import equivalence as E
    from bufferize.interpreter.executor import InterpError, Interpreter
    if args:
        return E.run(module, fname, args, max_steps), ""
    interp = Interpreter(module, max_steps)
    try:
        res = interp.call(fname, [])
        interp.checker.finish(res, [])
    except InterpError as e:
        return E.Run(error=(e.op, e.message, e.notes)), ""
    except RecursionError:
        return E.Run(error=(None, "execution nested too deeply (unbounded recursion?)", [])), ""
    return (E.Run([_plain(r) for r in res], [], None, list(interp.checker.findings)),
            _BASE.sub(r"rank = \1 \2", "".join(interp.output)))


def _parse(text: str, name: str):
    """(module, None) or (None, first error message)."""
    from bufferize.diagnostics import DiagnosticEngine
    from bufferize.driver import Options, parse_verified
    engine = DiagnosticEngine(False)
    parsed = parse_verified(text, name, Options(False), engine, print_op=False)
    if parsed is None:
        return None, engine.diagnostics[0].message if engine.diagnostics else "does not parse"
    return parsed[0], None


class Checker:
    """One program: its input runs (once), then any number of pipelines."""

    def __init__(self, text: str, name: str = "progen.mlir", seeds: int = 3, max_steps: int = 200_000):
        from bufferize.interpreter import equivalence as E
        self.E = E
        self.text, self.name, self.seeds, self.max_steps = text, name, seeds, max_steps
        self.before, err = _parse(text, name)
        if self.before is None:
            raise ValueError(f"the generated program does not parse: {err}")
        self.functions = E.public_functions(self.before)
        self._runs: dict = {}
        self._outcomes: dict = {}   # (output text, dealloc) -> Outcome: equal outputs run once

    def input_run(self, fname, fn, seed):
        """(args, Run, printed) of the input, or None when no input can be generated."""
        key = (fname, seed)
        if key not in self._runs:
            args = self.E.inputs(fn, seed)
            self._runs[key] = None if args is None else (args, *run_function(self.before, fname, args,
                                                                              self.max_steps))
        return self._runs[key]

    def check(self, pipeline: Pipeline, keep_output: bool = False) -> Outcome:
        """Our pipeline in process, then every public function compared."""
        from bufferize.diagnostics import DiagnosticEngine
        from bufferize.passes.pipeline import Instrumentation, build_pass_manager
        after = self.before.clone()
        engine = DiagnosticEngine(False)
        try:
            pm = build_pass_manager(pipeline.text or None, [] if pipeline.text else list(pipeline.flags),
                                    Instrumentation())
            ok = pm.run(after, engine)
        except Exception as e:   # noqa: BLE001 - a bug of the tool, counted as such
            return Outcome(CRASH, f"{type(e).__name__}: {e}")
        if not ok:
            from bufferize.diagnostics import Severity
            # the first error (a fallback's remark may come before it)
            d = next((x for x in engine.diagnostics if x.severity is Severity.ERROR),
                     engine.diagnostics[0] if engine.diagnostics else None)
            msg = d.message if d is not None else "the pipeline failed"
            if d is not None and any("is invalid after pass" in n.message for n in d.notes):
                # a pass wrote IR its own verifier rejects: a bug, not an expected error
                return Outcome(CRASH, f"invalid IR after a pass: {normalize(msg)}")
            return Outcome(REJECTED, normalize(msg), {REJECTED: msg})
        from bufferize.syntax.printer import print_module
        text = print_module(after) + "\n"
        return self._cached(text, pipeline.dealloc, lambda: self.compare(after, pipeline.dealloc), keep_output)

    def _cached(self, text: str, dealloc: bool, compute, keep_output: bool) -> Outcome:
        key = (text, dealloc)
        out = self._outcomes.get(key)
        if out is None:
            out = self._outcomes[key] = compute()
        out = Outcome(out.kind, out.detail, dict(out.kinds), out.compared)
        if keep_output:
            out.output = text
        return out

    def check_text(self, text: str, dealloc: bool) -> Outcome:
        """A pipeline's output given as text (mlir-opt-22's)."""
        def compute():
            after, err = _parse(text, self.name)
            if after is None:
                return Outcome(CRASH, f"the output does not parse: {err}")
            return self.compare(after, dealloc)
        return self._cached(text, dealloc, compute, False)

    def compare(self, after, dealloc: bool) -> Outcome:
        E = self.E
        out = Outcome(EQUAL)
        names = dict(E.public_functions(after))
        for fname, fn in self.functions:
            if fname not in names:
                out.note(DIFFERS, f"@{fname} is gone after the pipeline")
                continue
            for seed in range(self.seeds):
                entry = self.input_run(fname, fn, seed)
                if entry is None or entry[1].error is not None:
                    continue
                args, before, printed = entry
                a, a_printed = run_function(after, fname, args, self.max_steps)
                out.compared += 1
                if a.error is not None:
                    msg = a.error[1]
                    kind = MEMORY if msg.startswith(MEMORY_ERRORS) else DIFFERS
                    out.note(kind, f"@{fname} (input seed {seed}) fails after the pipeline: {msg}")
                    break
                leaks = [f for f in a.findings if f[1].startswith("leak")]
                others = [f for f in a.findings if not f[1].startswith("leak")]
                if others:
                    out.note(MEMORY, f"@{fname} (input seed {seed}): {others[0][1]}")
                if leaks:
                    out.note(MEMORY if dealloc else LEAK, f"@{fname} (input seed {seed}): {leaks[0][1]}")
                diff = E.difference(fname, seed, before, a)
                if diff is None and printed != a_printed:
                    diff = f"@{fname} prints something else after the pipeline (input seed {seed})"
                if diff is not None:
                    out.note(DIFFERS, diff)
                    break
        if not out.compared:
            out.note(NOTHING, "no function could be compared")
        out.kind = next(k for k in ORDER if k in out.kinds) if out.kinds else EQUAL
        out.detail = out.kinds.get(out.kind, "")
        return out


# ---------------------------------------------------------------------------------------------
# upstream


MLIR_OPT_22 = shutil.which("mlir-opt-22")


CRASHED = "mlir-opt-22 crashed"   # an error message starting so is a crash (or a hang) of upstream


def _run22(args: list, text: str, timeout: float):
    """(return code, stdout, stderr) of mlir-opt-22, or None when it does not end in time."""
    import os
    env = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")   # a crash's stack dump, fast
    try:
        r = subprocess.run([MLIR_OPT_22, "-", *args], input=text, capture_output=True, text=True,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None
    return r.returncode, r.stdout, r.stderr


def _first_error(stderr: str) -> str:
    first = next((line for line in stderr.splitlines() if "error:" in line), stderr.strip()[:200])
    return first.split("error:", 1)[-1].strip()


def upstream_output(text: str, pipeline: Pipeline | None, timeout: float = 60.0):
    """(output text, None) of mlir-opt-22 on ``text`` under ``pipeline`` (None:
    parse and verify only), or (None, its first error, or CRASHED ...)."""
    r = _run22(pipeline.argv() if pipeline is not None else [], text, timeout)
    if r is None:
        return None, f"{CRASHED}: no end in {timeout:.0f} s"
    rc, out, err = r
    if rc < 0 or rc > 1:
        return None, f"{CRASHED}: {'signal ' + str(-rc) if rc < 0 else 'status ' + str(rc)}"
    if rc != 0:
        return None, _first_error(err)
    return out, None


def upstream_outcome(checker: "Checker", pipeline: Pipeline, out, err) -> Outcome:
    """What mlir-opt-22's answer (output text or error) for ``checker``'s program means."""
    if out is None:
        kind = CRASH if err.startswith(CRASHED) else REJECTED
        return Outcome(kind, normalize(err), {kind: err})
    return checker.check_text(out, pipeline.dealloc)


def check_upstream(checker: Checker, pipeline: Pipeline) -> Outcome:
    """mlir-opt-22's output of ``pipeline`` for the checker's program, run by
    the same interpreter and classified the same way."""
    return upstream_outcome(checker, pipeline, *upstream_output(checker.text, pipeline))


def upstream_accepts(text: str) -> tuple:
    """(True, "") when mlir-opt-22 parses and verifies ``text``, else (False, its first error)."""
    out, err = upstream_output(text, None)
    return (True, "") if out is not None else (False, err)


def upstream_batch(texts: list, pipeline: Pipeline | None, timeout: float = 300.0) -> list:
    """mlir-opt-22 on several inputs at once (--split-input-file): for each,
    (output text, None) or (None, its first error).  ``pipeline`` None: parse
    and verify only.  When it crashes or hangs, one input at a time."""
    sep = "\n// -----\n"
    joined, starts, line = "", [], 1
    for k, t in enumerate(texts):
        piece = t if k == 0 else sep.lstrip("\n") + t
        if k:
            joined += "\n"
            line += 1
        starts.append(line + (1 if k else 0))
        joined += piece
        line += piece.count("\n")
    r = _run22(["--split-input-file"] + (pipeline.argv() if pipeline is not None else []), joined, timeout)
    chunks = r[1].split("// -----\n") if r is not None and r[0] in (0, 1) else []
    if len(chunks) != len(texts):   # a crash, a hang, or output that cannot be aligned: one by one
        return [upstream_output(t, pipeline) for t in texts]
    errors: dict = {}
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", r[2], re.M):
        ln = int(m.group(1))
        k = max(i for i, s in enumerate(starts) if s <= ln)
        errors.setdefault(k, m.group(2))
    out = []
    for k, c in enumerate(chunks):
        if c.strip() and k not in errors:
            out.append((c, None))
        else:
            out.append((None, errors.get(k, "failed (no message)")))
    return out
