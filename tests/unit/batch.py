"""Batched tool runs for the dialect tests: all snippets of a test go through
one `--split-input-file` process per tool (a process per snippet is too slow)."""
import re
import subprocess

SEP = "\n// -----\n"


def run_chunks(run, args, chunks):
    r = run(["--split-input-file", *args, "-"], SEP.join(chunks))
    return r, r.stdout.split("// -----\n")


def compare_chunks(chunks, ours, theirs):
    bad = []
    if len(ours) != len(theirs):
        return [f"{len(ours)} outputs vs {len(theirs)}"]
    for src, a, b in zip(chunks, ours, theirs):
        if a != b:
            bad.append(f"--- input:\n{src}\n--- ours:\n{a}--- upstream:\n{b}")
    return bad


def check_chunks_match_upstream(run_tool, run_upstream, chunks, flag_sets=([], ["--mlir-print-op-generic"])):
    """Ours prints every chunk exactly as mlir-opt-22 does, under each flag set."""
    for args in flag_sets:
        ours, ours_out = run_chunks(run_tool, args, chunks)
        assert ours.returncode == 0, ours.stderr
        up, up_out = run_chunks(run_upstream, args, chunks)
        assert up.returncode == 0, up.stderr
        bad = compare_chunks(chunks, ours_out, up_out)
        assert not bad, "\n".join(bad)


def check_chunks_roundtrip(run_tool, chunks):
    """Printing is a fixpoint, and the generic form reads back to the same custom print."""
    first, out = run_chunks(run_tool, [], chunks)
    assert first.returncode == 0, first.stderr
    again, out2 = run_chunks(run_tool, [], out)
    assert not compare_chunks(out, out2, out)
    gen, gen_out = run_chunks(run_tool, ["--mlir-print-op-generic"], chunks)
    assert gen.returncode == 0, gen.stderr
    back, back_out = run_chunks(run_tool, [], gen_out)
    bad = compare_chunks(gen_out, back_out, out)
    assert not bad, "\n".join(bad)


def chunk_line_ranges(chunks):
    ranges, line = [], 1
    for c in chunks:
        n = c.count("\n") + 1
        ranges.append((line, line + n))
        line += n + 1  # the separator line
    return ranges


def check_errors(stderr, chunks, messages):
    """Each chunk produced an error inside its own lines (with the message, if given)."""
    assert "Traceback" not in stderr and "internal error" not in stderr, stderr
    errs = [(int(m.group(1)), m.group(2)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", stderr, re.M)]
    problems = []
    for (lo, hi), src, msg in zip(chunk_line_ranges(chunks), chunks, messages):
        mine = [e for line, e in errs if lo <= line < hi]
        if not mine:
            problems.append(f"no error for:\n{src}")
        elif msg is not None and msg not in mine:
            problems.append(f"for:\n{src}\nexpected: {msg}\ngot: {mine}")
    return problems


# --------------------------------------------------------------------------
# Per-snippet results from one batched run
# --------------------------------------------------------------------------

_HEADER = re.compile(r"^<stdin>:(\d+):(\d+): (error|warning|note|remark): ", re.M)


def _split_stderr(stderr, chunks):
    """Each chunk's share of a batched run's stderr, with line numbers made
    chunk-local (as if the chunk had been run alone), and which chunks had an
    error; None when some text cannot be attributed to one chunk."""
    ranges = chunk_line_ranges(chunks)
    parts = [[] for _ in chunks]
    has_error = [False] * len(chunks)
    starts = [m.start() for m in _HEADER.finditer(stderr)]
    if stderr[:starts[0] if starts else len(stderr)].strip():
        return None
    owner = None
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(stderr)
        m = _HEADER.match(stderr, start)
        line, kind = int(m.group(1)), m.group(3)
        here = next((i for i, (lo, hi) in enumerate(ranges) if lo <= line < hi), None)
        if kind != "note" or owner is None:
            owner = here  # a note stays with the diagnostic it is attached to
        if owner is None or here != owner:  # (a note in another chunk: not from a lone run)
            return None
        lo = ranges[here][0]
        text = stderr[start:end]
        parts[owner].append(f"<stdin>:{line - lo + 1}:" + text[len(f"<stdin>:{line}:"):])
        has_error[owner] |= kind == "error"
    return ["".join(p) for p in parts], has_error


def split_result(proc, chunks):
    """A `--split-input-file` run of ``chunks`` -> one CompletedProcess per
    chunk, as if it had been run alone, or None when the run cannot be split
    exactly (a crash, an unattributable message, output pieces missing)."""
    outs = proc.stdout.split("// -----\n")
    if proc.returncode not in (0, 1) or len(outs) != len(chunks) \
            or "Traceback" in proc.stderr or "internal error" in proc.stderr:
        return None
    split = _split_stderr(proc.stderr, chunks)
    if split is None:
        return None
    errs, has_error = split
    return [subprocess.CompletedProcess(proc.args, 1 if bad else 0, out, err)
            for out, err, bad in zip(outs, errs, has_error)]


class Batched:
    """Call like conftest's ``run_tool``/``run_upstream`` (``run(args, src)``,
    reading stdin with "-"): every source of a group goes through ONE
    `--split-input-file` process per distinct ``args`` (memoized), and each
    gets the result of running it alone (its stdout, its stderr with
    chunk-local line numbers, exit status 1 iff it had an error).  A source of
    no group, or a batch that cannot be split exactly, is run on its own.

    ``derived`` are callables returning more groups of sources known only
    later (e.g. the outputs of a first run, to be read back); they are
    evaluated, in order, when a source is not found in the groups so far."""

    def __init__(self, run, *groups, derived=()):
        self.run = run
        self.groups = []
        self.where = {}
        self.pending = list(derived)
        self.results = {}
        for g in groups:
            self.add(g)

    def add(self, sources):
        g = len(self.groups)
        group = [s for s in dict.fromkeys(sources) if s not in self.where and "// -----" not in s]
        self.groups.append(group)
        for i, s in enumerate(group):
            self.where[s] = (g, i)

    def __call__(self, args, stdin=None):
        if "-" not in args:
            return self.run(args, stdin)
        loc = self.where.get(stdin)
        while loc is None and self.pending:
            self.add(self.pending.pop(0)())
            loc = self.where.get(stdin)
        if loc is None:
            return self.run(args, stdin)
        g, i = loc
        key = (g, tuple(args))
        if key not in self.results:
            chunks = self.groups[g]
            self.results[key] = split_result(self.run(["--split-input-file", *args], SEP.join(chunks)), chunks)
        if self.results[key] is None:
            return self.run(args, stdin)
        return self.results[key][i]


# --------------------------------------------------------------------------
# Checks shared by the dialect tests (`tool`/`upstream`: run_tool, run_upstream
# or a Batched of them)
# --------------------------------------------------------------------------

def _strip(s: str) -> str:
    return s.rstrip("\n")


def check_matches_upstream(tool, upstream, src, flags=(), read_back_upstream_generic=False):
    """Custom and generic output equal upstream's; optionally, upstream's
    generic form read by us gives upstream's custom form."""
    flags = list(flags)
    up = upstream([*flags, "-"], src)
    assert up.returncode == 0, up.stderr
    ours = tool([*flags, "-"], src)
    assert ours.returncode == 0, ours.stderr
    assert _strip(ours.stdout) == _strip(up.stdout)
    up_gen = upstream([*flags, "--mlir-print-op-generic", "-"], src)
    ours_gen = tool([*flags, "--mlir-print-op-generic", "-"], src)
    assert ours_gen.returncode == 0, ours_gen.stderr
    assert _strip(ours_gen.stdout) == _strip(up_gen.stdout)
    if read_back_upstream_generic:
        back = tool([*flags, "-"], up_gen.stdout)
        assert back.returncode == 0, back.stderr
        assert _strip(back.stdout) == _strip(up.stdout)


def check_roundtrip_fixpoint(tool, src, flags=()):
    """Our output reads back to itself; so does our generic output."""
    flags = list(flags)
    first = tool([*flags, "-"], src)
    assert first.returncode == 0, first.stderr
    assert tool([*flags, "-"], first.stdout).stdout == first.stdout
    gen = tool([*flags, "--mlir-print-op-generic", "-"], src)
    assert gen.returncode == 0, gen.stderr
    assert tool([*flags, "-"], gen.stdout).stdout == first.stdout


def roundtrip_sources(tool, sources, flags=()):
    """What check_roundtrip_fixpoint reads back: for Batched(derived=...)."""
    flags = list(flags)
    return lambda: [tool(f, s).stdout for f in ([*flags, "-"], [*flags, "--mlir-print-op-generic", "-"])
                    for s in sources]


def check_error(r, message, line=r"\d+", prefix="error: "):
    """A clean failure with an error at ``line`` (a regex) and, if given,
    ``prefix + message`` in stderr."""
    assert r.returncode == 1
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr
    assert re.search(rf"^<stdin>:{line}:\d+: error: ", r.stderr, re.M), r.stderr
    if message is not None:
        assert f"{prefix}{message}" in r.stderr


def first_diff(a: str, b: str) -> str:
    for i, (x, y) in enumerate(zip(a.splitlines(), b.splitlines())):
        if x != y:
            return f"line {i + 1}:\n  upstream: {x}\n  ours:     {y}"
    return "lengths differ"


def one_module(sources) -> str:
    """All cases in one module (each in its own function), so the tool runs once."""
    return "\n".join(sources)


def check_module_matches_upstream(tool, upstream, module):
    """One module of many cases: custom and generic output equal upstream's,
    and our generic output, read by upstream, gives upstream's own output."""
    up = upstream(["-"], module)
    assert up.returncode == 0, up.stderr
    ours = tool(["-"], module)
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout.rstrip("\n") == up.stdout.rstrip("\n"), first_diff(up.stdout, ours.stdout)
    up_gen = upstream(["--mlir-print-op-generic", "-"], module)
    ours_gen = tool(["--mlir-print-op-generic", "-"], module)
    assert ours_gen.returncode == 0, ours_gen.stderr
    assert ours_gen.stdout.rstrip("\n") == up_gen.stdout.rstrip("\n"), first_diff(up_gen.stdout, ours_gen.stdout)
    again = upstream(["-"], ours_gen.stdout)
    assert again.returncode == 0, again.stderr
    assert again.stdout == up.stdout


def check_module_roundtrip(tool, src, generic):
    """One module of many cases reads back to the same output (from our
    custom output, or from our generic output)."""
    first = tool(["-"], src)
    assert first.returncode == 0, first.stderr
    if generic:
        gen = tool(["--mlir-print-op-generic", "-"], src)
        assert gen.returncode == 0, gen.stderr
        again = tool(["-"], gen.stdout)
    else:
        again = tool(["-"], first.stdout)
    assert again.returncode == 0, again.stderr
    assert again.stdout == first.stdout, first_diff(first.stdout, again.stdout)


def dialect_runners(run_tool, run_upstream, sources, *more, flags=()):
    """(tool, upstream): Batched runners for the snippets ``sources`` (and
    the groups ``more``, e.g. error cases), with what check_roundtrip_fixpoint
    and check_matches_upstream read back as later groups (run only if asked for)."""
    flags = list(flags)
    upstream = Batched(run_upstream, sources, *more)
    tool = Batched(run_tool, sources, *more)
    tool.pending.append(roundtrip_sources(tool, sources, flags))
    tool.pending.append(lambda: [upstream([*flags, "--mlir-print-op-generic", "-"], s).stdout for s in sources])
    return tool, upstream
