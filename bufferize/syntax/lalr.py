"""The LALR(1) parse table of our grammar (the driver that runs it is fused
with the lexer: lexer.parse_text).

Lark builds the table (and decides how each rule's children are shaped:
anonymous tokens filtered out, `[x]` placeholders, `_rule` and `?rule`
inlining); we flatten all of that once into plain tuples and ints, cache it
with ``marshal`` and, on every later run, parse without importing Lark at all.
Behaviour is identical to Lark's LALR parser with ``maybe_placeholders=True``
and our transformer: same table, same children passed to the same callbacks.

Table format (what :func:`load_tables` returns, a tuple that ``marshal`` stores):
``(FORMAT, grammar, states, rules, start, end, literals, code, probed)`` where

* ``states``: one row per state, a dict terminal or rule name -> action,
  each stored as its own ``marshal`` blob and decoded the first time the
  parser enters that state (a run reads a few hundred of the ~4,500 rows: decoding all of them was
  a third of the start-up of a small file); an action ``>= 0`` is "shift to /
  go to that state", ``< 0`` is "reduce by rule ~action";
* ``rules``: ``(size, origin, callback name, how)`` per rule (see ``_rule_plan``);
* ``literals``: keyword/punctuation text -> terminal name, for the lexer;
* ``code``: a compiled module of reducer factories, one per distinct way of
  shaping a rule's children (Lark's child filters, generated as straight-line
  code: ``cb([c[0], None, c[2]])``);
* ``probed``: terminal -> the states with an action on it, for the terminals
  the driver asks about before looking a token up (``build_tables(probed=)``).
"""
from __future__ import annotations

import marshal
import os
import sys
import zlib

from .opspec import ParseError  # noqa: F401  (re-exported for callers)

FORMAT = 7  # bump when the table layout changes


class Tree:
    """What a rule without a callback builds (Lark's ``Tree``, minimally)."""
    __slots__ = ("data", "children")

    def __init__(self, data, children):
        self.data, self.children = data, children

    def __repr__(self):
        return f"Tree({self.data!r}, {self.children!r})"


class Token(str):
    """A token: the text, plus ``type``, ``value``, ``line``, ``column`` and
    ``start_pos`` (Lark's ``Token`` interface, without Lark)."""
    # (no __slots__: the attributes live in the instance __dict__)


class UnexpectedTok(Exception):
    def __init__(self, token, expected, previous=None, before_previous=None, stack=()):
        # previous: the value on top of the parse stack (the token shifted
        # last, or the node reduced last), for better messages; and the one
        # under it; stack: the whole value stack (to find the op being read).
        self.token, self.expected, self.previous = token, expected, previous
        self.before_previous = before_previous
        self.stack = stack


# ---- building the table (needs Lark; runs only when the grammar changed) -------------


def build_tables(grammar: str, probed=()):
    """Compile ``grammar`` with Lark and flatten its LALR table.  ``probed``:
    terminals the driver asks a row about before it has looked anything up
    there (the table lists the states that have an action on each, and bind
    decodes their rows up front: an undecoded row never has one)."""
    from lark import Lark
    from lark.lexer import Lexer
    from lark.parsers.lalr_analysis import Shift

    class _NoLexer(Lexer):  # the table is all we want; our own lexer runs later
        __future_interface__ = 0

        def __init__(self, conf):
            pass

        def lex(self, text):  # pragma: no cover - never called
            return iter(())

    lark = Lark(grammar, parser="lalr", lexer=_NoLexer, maybe_placeholders=True, start="start")
    pt = lark.parser.parser.parser.parse_table
    rules = lark.rules
    index = {id(r): i for i, r in enumerate(rules)}
    states = [None] * len(pt.states)
    for s, actions in pt.states.items():
        row = {}
        for sym, (action, arg) in actions.items():
            # (interned, here and below: marshal keeps the mark and interns them
            # again when it reads a row, so that the names the lexer and the
            # rules hand the driver are the very keys of the rows, and a lookup
            # never compares characters)
            row[sys.intern(str(sym))] = int(arg) if action is Shift else ~index[id(arg)]
        states[s] = row
    patterns: dict = {}
    flat = tuple(_rule_plan(r, patterns) for r in rules)
    src = "".join(src for _, src in patterns.values()) or "pass\n"
    code = compile(src, "<bufferize-reducers>", "exec")
    literals = {str(t.pattern.value): sys.intern(str(t.name)) for t in lark.terminals if t.pattern.type == "str"}
    having = {t: tuple(s for s, row in enumerate(states) if t in row) for t in probed}
    states = tuple(marshal.dumps(row) for row in states)
    return (FORMAT, grammar, states, flat, int(pt.start_states["start"]), int(pt.end_states["start"]),
            literals, code, having)


def _rule_plan(rule, patterns: dict):
    """Lark's ParseTreeBuilder wrapper chain for one rule (its child filter,
    placeholders, `_rule` expansion and `?rule` inlining), as a tuple
    ``(size, origin, callback name, how)``: ``how`` is "unit" (a `?rule` passing
    its one child through), "call" (the callback gets the popped values as they
    are), "list" (an inlined helper rule: the values are its result) or the
    name of a generated reducer factory in ``patterns``."""
    opts = rule.options
    expansion = rule.expansion
    keep = opts.keep_all_tokens
    empty = opts.empty_indices
    if empty:
        s = "".join(str(int(b)) for b in empty)
        nones = [len(ones) for ones in s.split("0")]
    else:
        nones = [0] * (len(expansion) + 1)
    ops = []
    for i, sym in enumerate(expansion):
        if nones[i]:
            ops.append(("n", nones[i]))
        if keep or not (sym.is_term and sym.filter_out):
            expand = (not sym.is_term) and sym.name.startswith("_")
            ops.append(("e" if expand else "i", i))
    if nones[len(expansion)]:
        ops.append(("n", nones[len(expansion)]))
    expand1 = bool(opts.expand1 and not rule.alias)
    name = str(rule.alias or opts.template_source or rule.origin.name)
    origin = sys.intern(str(rule.origin.name))
    size = len(expansion)
    identity = ops == [("i", i) for i in range(size)]
    has_cb = not name.startswith("_")
    if identity and expand1 and size == 1:
        return (size, origin, name, "unit")
    if identity and not expand1:
        return (size, origin, name, "call" if has_cb else "list")
    key = (tuple(ops), expand1, has_cb)
    if key not in patterns:
        fname = f"_p{len(patterns)}"
        patterns[key] = (fname, _reducer_source(fname, ops, expand1, has_cb))
    return (size, origin, name, patterns[key][0])


def _reducer_source(fname, ops, expand1, has_cb):
    body = []
    lead = []
    k = 0
    while k < len(ops) and ops[k][0] != "e":
        kind, x = ops[k]
        lead += ["c[%d]" % x] if kind == "i" else ["None"] * x
        k += 1
    if lead:
        body.append("o = [" + ", ".join(lead) + "]")
    for kind, x in ops[k:]:
        if kind == "e":
            body.append("o += c[%d]" % x if body else "o = c[%d]" % x)
        elif kind == "i":
            body.append("o.append(c[%d])" % x)
        else:
            body.append("o += [None] * %d" % x)
    if not body:
        body.append("o = []")
    if expand1:
        body.append("if len(o) == 1:\n            return o[0]")
    body.append("return cb(o)" if has_cb else "return o")
    inner = "".join("        " + line + "\n" for line in body)
    return f"def {fname}(cb):\n    def reduce(c):\n{inner}    return reduce\n"


# ---- the cache --------------------------------------------------------------------


def _cache_dirs():
    here = os.path.dirname(os.path.abspath(__file__))
    dirs = [os.path.join(here, "_cache")]  # a table shipped with (or written into) the package
    base = os.environ.get("BUFFERIZE_OPT_CACHE")
    if base is None:
        xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        base = os.path.join(xdg, "bufferize-opt")
    dirs.append(base)
    return dirs


def source_key(roots) -> str:
    """A key for what is computed from the sources under ``roots`` (their
    ``.py`` and ``.lark`` files' paths, sizes and modification times): a
    cache entry under it is stale as soon as one of them changes."""
    entries = []
    seen = set()
    stack = [os.path.abspath(r) for r in roots]
    while stack:
        d = stack.pop()
        if d in seen:
            continue
        seen.add(d)
        try:
            it = os.scandir(d)
        except OSError:
            continue
        with it:
            for e in it:
                if e.is_dir(follow_symlinks=False):
                    if not e.name.startswith(("_", ".")):
                        stack.append(e.path)
                elif e.name.endswith((".py", ".lark")):
                    st = e.stat()
                    entries.append(f"{e.path}\0{st.st_size}\0{st.st_mtime_ns}")
    entries.sort()
    return "%08x-%d%d-%d" % (zlib.crc32("\n".join(entries).encode()), sys.version_info[0],
                             sys.version_info[1], FORMAT)


def load_cached(kind: str, key: str):
    """The value stored under ``kind`` and ``key`` by store_cached, or None."""
    for d in _cache_dirs():
        try:
            with open(os.path.join(d, f"{kind}-{key}.marshal"), "rb") as f:
                return marshal.loads(f.read())
        except (OSError, EOFError, ValueError, TypeError):
            continue
    return None


def store_cached(kind: str, key: str, value) -> None:
    """Keep ``value`` (marshal-able) under ``kind`` and ``key`` in the first
    writable cache folder (the user's cache first)."""
    _write_cache(f"{kind}-{key}.marshal", marshal.dumps(value))


# Entries of one kind that a cache folder keeps (the newest): a new key comes
# with every edit of a source file and every fresh checkout, and until
# session 21 nothing was ever deleted (900 files, 74 MB, in two days here).
KEEP = 4


def _write_cache(fname: str, data: bytes) -> None:
    for d in reversed(_cache_dirs()):  # the user cache first; the package folder is for shipping
        tmp = os.path.join(d, f".{fname}.{os.getpid()}.tmp")
        try:
            os.makedirs(d, exist_ok=True)
            with open(tmp, "wb") as f:
                f.write(data)
            os.replace(tmp, os.path.join(d, fname))
        except OSError:
            try:
                os.unlink(tmp)   # (a full disk leaves a partial file)
            except OSError:
                pass
            continue
        prune(d, fname.split("-", 1)[0] + "-", fname)
        return


def prune(folder: str, prefix: str, keep: str) -> None:
    """Delete the entries named ``prefix...`` in ``folder`` but ``keep`` and
    the newest others, KEEP in all; and temporary files of an hour ago
    or more (a writer that was killed).  Another process may be pruning or
    reading at the same time: a file it deleted first is skipped, and one it
    opened stays readable until it closes it."""
    import time
    dated = []
    old = time.time() - 3600
    try:
        with os.scandir(folder) as it:
            for e in it:
                name = e.name
                try:
                    if name.startswith(prefix) and name.endswith(".marshal") and name != keep:
                        dated.append((e.stat().st_mtime_ns, e.path))
                    elif name.startswith("." + prefix) and name.endswith(".tmp") and e.stat().st_mtime < old:
                        os.unlink(e.path)
                except OSError:
                    continue
    except OSError:
        return
    dated.sort(reverse=True)
    for _, path in dated[KEEP - 1:]:
        try:
            os.unlink(path)
        except OSError:
            pass


def load_tables(grammar: str, probed=()):
    """The flattened table for ``grammar``: from the cache, else built (and cached)."""
    key = "%08x-%d%d-%d" % (zlib.crc32(grammar.encode()), sys.version_info[0], sys.version_info[1], FORMAT)
    fname = f"tables-{key}.marshal"
    dirs = _cache_dirs()
    for d in dirs:
        try:
            with open(os.path.join(d, fname), "rb") as f:
                t = marshal.loads(f.read())
        except (OSError, EOFError, ValueError, TypeError):
            continue
        if isinstance(t, tuple) and len(t) == 9 and t[0] == FORMAT and t[1] == grammar \
                and set(t[8]) == set(probed):
            return t
    t = build_tables(grammar, probed)
    _write_cache(fname, marshal.dumps(t))
    return t


# ---- the driver ---------------------------------------------------------------------


def _ident(c):
    return c


def bind(tables, lookup):
    """Resolve the callback names of ``tables`` with ``lookup(name, rebind) ->
    callable or None``.  Returns ``(states, row, rules, start, end)`` for the
    driver (lexer.parse_text): ``states[s]`` is state ``s``'s row, or
    UNDECODED until ``row(s)`` has decoded it (the rows that have a probed
    terminal are decoded here: an undecoded row never has one); each rule is
    ``(size, origin, reduce)``:
    ``reduce(children) -> value``, or None for a rule that passes its single
    child through.  ``rebind(callback)`` puts another callback in the place of
    the one ``lookup`` gave for that name (a callback that loads its dialect on
    first use hands over the one it loaded, so later reductions call it
    directly)."""
    _, _, states, rules, start, end, _, code, having = tables
    rows: list = [UNDECODED] * len(states)
    ns: dict = {}
    exec(code, ns)
    bound = []
    places: dict = {}   # name -> [(index, size, origin, how)]

    def rebinder(name):
        def rebind(cb):
            for i, size, origin, how in places[name]:
                bound[i] = (size, origin, cb if how == "call" else ns[how](cb))
        return rebind

    for size, origin, name, how in rules:
        if how == "unit":
            bound.append((size, origin, None))
            continue
        cb = lookup(name, rebinder(name)) if not name.startswith("_") else None
        if cb is None and not name.startswith("_"):
            cb = (lambda n: (lambda c: Tree(n, c)))(name)
        if how == "call":
            fn = cb
        elif how == "list":
            fn = _ident
        else:
            fn = ns[how](cb)
        if how != "list":
            places.setdefault(name, []).append((len(bound), size, origin, how))
        bound.append((size, origin, fn))
    row = _row_loader(rows, states)
    for t in having.values():
        for s in t:
            row(s)
    return rows, row, bound, start, end


# What an undecoded row reads as: looking a terminal up in it fails, and the
# driver's failure path then decodes the row of the state on top of its stack
# and looks again (so the lookups that succeed pay nothing).  A decoded row is
# never this object, even when it is empty.
UNDECODED: dict = {}


def _row_loader(rows: list, blobs: tuple):
    """``row(s)``: state ``s``'s row, decoded from its blob on first use."""
    loads = marshal.loads

    def row(s: int) -> dict:
        r = rows[s]
        if r is UNDECODED:
            r = rows[s] = loads(blobs[s])
        return r
    return row
