"""Campaigns: many programs (drawn in chunks, reproducible, shrinkable)
through many pipelines, counted into Stats (tests/unit/test_progen.py,
bench/bench_progen.py)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from .base import Config, Program
from .checker import (CRASH, DIFFERS, LEAK, MEMORY, MLIR_OPT_22, REJECTED, Checker, Outcome, normalize,
                      upstream_batch, upstream_outcome)
from .gen import programs
from .pipelines import Pipeline

CHUNK = 50   # programs per hypothesis run: a program is regenerated (to shrink it) from its chunk alone


def _settings(n: int, shrink: bool):
    from hypothesis import HealthCheck, Phase, settings
    return settings(max_examples=n, database=None, deadline=None, derandomize=False,
                    phases=[Phase.generate, Phase.shrink] if shrink else [Phase.generate],
                    suppress_health_check=list(HealthCheck), report_multiple_bugs=False)


def _chunk_seed(seed: int, chunk: int) -> int:
    return seed * 1_000_003 + chunk


OPENING = 12   # hypothesis opens every run with the same few simple programs: only chunk 0 keeps them


def chunk(seed: int, c: int, want: int, cfg: Config | None = None) -> list:
    """Chunk ``c`` of a campaign: ``want`` programs, as one hypothesis run
    draws them (twice as many, the first ``want`` distinct ones kept:
    hypothesis repeats a program now and then; after chunk 0, without the
    OPENING programs every run starts with)."""
    from hypothesis import given
    from hypothesis import seed as hseed
    got: list = []

    @hseed(_chunk_seed(seed, c))
    @_settings(2 * want + OPENING, False)
    @given(programs(cfg))
    def draw(p):
        got.append(p)

    draw()
    if c > 0:
        got = got[OPENING:]
    seen: set = set()
    uniq = [p for p in got if not (p.text in seen or seen.add(p.text))]
    kept = {id(p) for p in uniq}
    return (uniq + [p for p in got if id(p) not in kept])[:want]


def generate(n: int, seed: int, cfg: Config | None = None, lo: int = 0, hi: int | None = None) -> list:
    """Programs [lo, hi) of the ``n`` that hypothesis draws under ``seed``
    (deterministic), in chunks of CHUNK (only the chunks needed are drawn)."""
    hi = n if hi is None else hi
    out: list = []
    for c in range(lo // CHUNK, (hi + CHUNK - 1) // CHUNK):
        out += chunk(seed, c, min(CHUNK, n - c * CHUNK), cfg)
    first = (lo // CHUNK) * CHUNK
    return out[lo - first:hi - first]


def shrink(index: int, n: int, seed: int, still_fails, cfg: Config | None = None, original: str | None = None):
    """The smallest program hypothesis finds, starting from program
    ``index`` of ``generate(n, seed, cfg)``, for which ``still_fails(program)``
    holds; None when the program cannot be regenerated."""
    from hypothesis import given
    from hypothesis import seed as hseed
    c, k = divmod(index, CHUNK)
    want = min(CHUNK, n - c * CHUNK)
    target = chunk(seed, c, want, cfg)[k].text
    if original is not None and target != original:
        return None
    reached = [False]
    found: list = []

    @hseed(_chunk_seed(seed, c))
    @_settings(2 * want + OPENING, True)   # as chunk() draws it
    @given(programs(cfg))
    def run(p):
        if not reached[0]:   # the programs drawn before it: drawn again, not checked
            if p.text != target:
                return
            reached[0] = True
        if still_fails(p):
            found.append(p)
            raise AssertionError("still fails")

    try:
        run()
    except Exception:   # noqa: BLE001 - hypothesis re-raises the (shrunk) failure
        pass
    if not found:
        return None
    return min(found, key=lambda p: (len(p.text), p.text))


def finding_kind(detail: str) -> str:
    for k in ("leak", "double free", "use after free", "out-of-bounds", "write into", "dealloc of a value"):
        if k in detail:
            return k
    return "other"


def bug_key(kind: str, pipeline: str, detail: str) -> tuple:
    """What makes two failures the same bug, for counting and shrinking."""
    if kind == MEMORY:
        return kind, pipeline, finding_kind(detail)
    if kind == DIFFERS:
        what = ("fails after" if "fails after" in detail else "gone" if "gone" in detail
                else "prints" if "prints something else" in detail else "computes something else")
        return kind, pipeline, what
    return kind, pipeline, normalize(detail)


@dataclass
class Known:
    """A known bug: failures it matches are counted, not reported."""
    name: str
    reason: str
    kinds: tuple                     # outcome kinds it explains
    features: tuple = ()             # the program must contain one of these constructs
    pipelines: tuple = ()            # name prefixes of the pipelines where it shows ('' = any)
    detail: str = ""                 # a regular expression the outcome's detail must match

    def matches(self, program: Program, pipeline: Pipeline, outcome: Outcome) -> bool:
        return (outcome.kind in self.kinds and (not self.features or any(f in program.features for f in self.features))
                and (not self.pipelines or pipeline.name.startswith(self.pipelines))
                and (not self.detail or re.search(self.detail, outcome.detail) is not None))


@dataclass
class Bug:
    key: tuple
    detail: str
    index: int                       # the first program showing it
    text: str
    count: int = 0
    pipelines: set = field(default_factory=set)


@dataclass
class Stats:
    programs: int = 0
    texts: set = field(default_factory=set)                    # hashes of the distinct programs
    runs: int = 0
    compared: int = 0                                          # (function, input seed) pairs compared
    outcomes: dict = field(default_factory=dict)               # kind -> runs
    rejected: dict = field(default_factory=dict)               # message -> runs
    by_pipeline: dict = field(default_factory=dict)            # pipeline -> {kind: runs}
    memory: dict = field(default_factory=dict)                 # finding kind -> runs (bugs)
    leaks_expected: int = 0
    bugs: dict = field(default_factory=dict)                   # bug key -> Bug
    known: dict = field(default_factory=dict)                  # known name -> runs
    upstream_runs: int = 0
    upstream: dict = field(default_factory=dict)               # kind -> runs of mlir-opt-22's output
    upstream_diffs: dict = field(default_factory=dict)         # (kind, what, pattern) -> runs
    upstream_examples: dict = field(default_factory=dict)      # (kind, what, pattern) -> (index, pipeline)
    sorted: dict = field(default_factory=dict)                 # ours vs upstream category -> runs
    upstream_rejected: dict = field(default_factory=dict)      # mlir-opt-22's error where ours has an output -> runs
    not_accepted: dict = field(default_factory=dict)           # our outputs mlir-opt-22 rejects: message -> runs
    seconds: float = 0.0

    def bump(self, d: dict, key, n: int = 1) -> None:
        d[key] = d.get(key, 0) + n

    @property
    def distinct(self) -> int:
        return len(self.texts)

    @property
    def failures(self) -> int:
        return sum(b.count for b in self.bugs.values())


def sort_difference(ours: Outcome, theirs: Outcome, dealloc: bool) -> str:
    """Ours vs upstream's output of the same pipeline, against the input."""
    bad = (CRASH, DIFFERS, MEMORY)
    o_bad, u_bad = ours.kind in bad, theirs.kind in bad
    if o_bad and u_bad:
        return "both wrong (an undefined input, or the same decision)"
    if o_bad:
        return "ours wrong" if theirs.kind != REJECTED else "ours wrong (upstream rejects)"
    if u_bad:
        return "upstream wrong" if ours.kind != REJECTED else "upstream wrong (ours rejects)"
    if ours.kind == REJECTED and theirs.kind == REJECTED:
        return "both reject"
    if ours.kind == REJECTED:
        return "ours rejects, upstream's output is right"
    if theirs.kind == REJECTED:
        return "upstream rejects, ours is right"
    return "both right"


def check_programs(progs: list, pipelines: list, st: Stats, known=(), upstream: bool = False,
                   first_index: int = 0, progress=None) -> Stats:
    """Every program through every pipeline; counts go to ``st``."""
    import time
    t0 = time.monotonic()
    ours: list = []   # (checker, {pipeline: our outcome}) per program, for the upstream comparison
    for k, prog in enumerate(progs):
        st.programs += 1
        st.texts.add(hash(prog.text))
        checker = Checker(prog.text)
        mine = {}
        for pl in pipelines:
            out = mine[pl.name] = checker.check(pl, keep_output=upstream)
            _count(st, prog, pl, out, first_index + k, known)
        if upstream:
            ours.append((checker, mine))
        if progress is not None:
            progress(k + 1)
    if upstream and MLIR_OPT_22 is not None:
        _check_upstream(progs, pipelines, st, first_index, ours)
    st.seconds += time.monotonic() - t0
    return st


def _count(st: Stats, prog: Program, pl: Pipeline, out: Outcome, index: int, known) -> None:
    st.runs += 1
    st.compared += out.compared
    st.bump(st.outcomes, out.kind)
    st.by_pipeline.setdefault(pl.name, {})
    st.bump(st.by_pipeline[pl.name], out.kind)
    if out.kind == REJECTED:
        st.bump(st.rejected, out.detail)
    if out.kind == LEAK:
        st.leaks_expected += 1
    if out.kind not in (CRASH, DIFFERS, MEMORY):
        return
    for kn in known:
        if kn.matches(prog, pl, out):
            st.bump(st.known, kn.name)
            return
    if out.kind == MEMORY:
        st.bump(st.memory, finding_kind(out.detail))
    key = bug_key(out.kind, pl.name, out.detail)
    bug = st.bugs.get(key)
    if bug is None:
        bug = st.bugs[key] = Bug(key, out.detail, index, prog.text)
    bug.count += 1
    bug.pipelines.add(pl.name)


# constructs that explain a wrong output (the first one a program has names it)
PATTERNS = ("cf-blockarg-raw", "cf-cross-block-raw", "cf-shared-successor", "cf-loop", "recursion", "call", "forall")


def pattern_of(program: Program, outcome: Outcome) -> str:
    """A name for what likely makes ``outcome`` wrong, from the program's constructs."""
    if "write into a constant" in outcome.detail:
        return "a constant written in place"
    return next((f for f in PATTERNS if f in program.features), "none of " + "/".join(PATTERNS[:4]))


def _check_upstream(progs: list, pipelines: list, st: Stats, first_index: int, ours: list) -> None:
    for pl in pipelines:
        if not pl.upstream:
            continue
        theirs = upstream_batch([p.text for p in progs], pl)
        for k, ((ck, mine), (text, err)) in enumerate(zip(ours, theirs)):
            st.upstream_runs += 1
            u = upstream_outcome(ck, pl, text, err)
            st.bump(st.upstream, u.kind)
            if u.kind in (CRASH, DIFFERS, MEMORY):
                what = (u.kind, bug_key(u.kind, "", u.detail)[2], pattern_of(progs[k], u))
                st.bump(st.upstream_diffs, what)
                st.upstream_examples.setdefault(what, (first_index + k, pl.name))
            st.bump(st.sorted, sort_difference(mine[pl.name], u, pl.dealloc))
            if u.kind == REJECTED and mine[pl.name].kind != REJECTED:
                st.bump(st.upstream_rejected, u.detail)
    # every output of ours must be accepted by mlir-opt-22 (each distinct one checked once)
    outs = sorted({m[pl.name].output for _ck, m in ours for pl in pipelines if m[pl.name].output})
    where = {}
    for _ck, m in ours:
        for pl in pipelines:
            if m[pl.name].output:
                where.setdefault(m[pl.name].output, []).append(pl.name)
    for text, (res, err) in zip(outs, upstream_batch(outs, None) if outs else []):
        if res is None:
            for name in where[text]:
                st.bump(st.not_accepted, f"{name}: {normalize(err)}")
