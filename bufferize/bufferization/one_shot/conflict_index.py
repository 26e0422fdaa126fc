"""Incremental bookkeeping that keeps the in-place analysis near-linear.

Upstream's analysis (and our faithful copy of it, kept for ``print-conflicts``)
re-gathers every read and every in-place write of the alias sets an OpOperand
touches and tests all read x write pairs, for every decision: cubic on a chain
of N extract/insert slice pairs.  Two facts make most of that work redundant:

1. Every alias set is free of read-after-write conflicts at all times.  After
   ``check_pre_bufferization_assumptions`` the initial sets are, and a
   decision to bufferize in place is only taken if the joined set is.  Whether
   a (read, write) pair conflicts does not depend on later decisions (the
   definitions of a read, dominance and the models' answers are fixed; the
   equivalence classes only grow, which only removes conflicts).  So a new
   decision only needs the pairs that cross the sets it joins, plus the pairs
   with the OpOperand itself as the new write.
2. A write can only interfere with a read if its op lies in a window of
   program positions around the read: not after the read (the read happens
   before it) and not before the read's definitions (the write happens before
   them).  Regions with several regions or blocks, repetitive regions and
   ops enclosing a definition widen the window to the enclosing op, so the
   window is a sound over-approximation; the exact pair test still decides.

So each alias set keeps its reads (with their windows) and in-place writes
sorted by position, joined small-into-large on union, and a decision queries
only the crossing pairs inside the windows.  The answer is the same boolean
as the full check; ``BUFFERIZE_OPT_CHECK_INDEX=1`` makes the analysis compute
both and fail loudly if they ever differ (used by the tests).
"""
from __future__ import annotations

import bisect
import itertools

from ...ir.core import OpResult
from ..interface import is_tensor

_INF = float("inf")


class ConflictIndex:
    def __init__(self, root, state):
        self.state = state
        self.pos: dict = {}
        self.end: dict = {}
        for i, op in enumerate(root.walk()):
            self.pos[op] = i
        for op in root.walk(post_order=True):
            e = self.pos[op]
            for r in op.regions:
                for b in r.blocks:
                    last = b.last
                    if last is not None:
                        e = max(e, self.end[last])
            self.end[op] = e
        self._seq = itertools.count()
        self._window: dict = {}          # read OpOperand -> (lo, hi) or None (cannot conflict)
        # Per alias-set root: sorted (key, seq, use) lists.
        self.reads_lo: dict = {}
        self.reads_hi: dict = {}
        self.writes: dict = {}
        self.nonwritable: dict = {}
        seen = set()
        for op in root.walk():
            for v in _tensor_values(op):
                r = state.aliases.find(v)
                if r not in seen:
                    seen.add(r)
                    self._register(r)

    def root(self, v):
        r = self.state.aliases.find(v)
        if r not in self.writes:
            self._register(r)
        return r

    def _register(self, r) -> None:
        """Index the current alias set of root ``r``: the reads (as the
        analysis counts them) and in-place writes of its members' uses, and
        its members that are not writable."""
        state = self.state
        rl, rh, ws, nw = [], [], [], []
        for v in state.aliases.set_of(r):
            if not state.is_writable(v):
                nw.append(v)
            for u in v.uses:
                if state.counts_as_read(u):
                    w = self.window(u)
                    if w is not None:
                        s = next(self._seq)
                        rl.append((w[0], s, u))
                        rh.append((w[1], s, u))
                if u in state.in_place and state.writes(u):
                    ws.append((self.pos.get(u.owner, _INF), next(self._seq), u))
        rl.sort(key=_key)
        rh.sort(key=_key)
        ws.sort(key=_key)
        self.reads_lo[r], self.reads_hi[r], self.writes[r], self.nonwritable[r] = rl, rh, ws, nw

    def add_write(self, root, use) -> None:
        p = self.pos.get(use.owner, _INF)
        self.writes[root] = _insort(self.writes[root], (p, next(self._seq), use))

    def merge(self, into, other) -> None:
        """``other``'s set was joined into ``into``'s (union-find roots)."""
        for table in (self.reads_lo, self.reads_hi, self.writes):
            a, b = table[into], table.pop(other)
            if len(a) < len(b):
                a, b = b, a
            for item in b:
                a = _insort(a, item)
            table[into] = a
        self.nonwritable[into] = self.nonwritable[into] + self.nonwritable.pop(other)

    # ---- windows -----------------------------------------------------------
    def window(self, u_read):
        """(lo, hi): positions outside which no write can interfere with the
        read ``u_read``; None if the read has no definition (never conflicts)."""
        if u_read in self._window:
            return self._window[u_read]
        from .order import enclosing_repetitive_region, next_repetitive_region
        state = self.state
        pos, end = self.pos, self.end
        defs = state.find_definitions(u_read)
        if not defs:
            self._window[u_read] = None
            return None
        r_op = u_read.owner
        if r_op not in pos:
            self._window[u_read] = w = (-_INF, _INF)
            return w
        hi = end[r_op]
        lo = pos[r_op]
        hi = max(hi, self._widen_up(r_op)[1])
        for d in defs:
            if isinstance(d, OpResult):
                d_op = d.op
                if d_op not in pos:
                    lo, hi = -_INF, _INF
                    continue
                lo = min(lo, pos[d_op], self._widen_up(d_op, writes_too=True)[0])
            else:
                owner = d.block.parent_op
                lo = min(lo, pos[owner]) if owner in pos else -_INF
            # Writes inside the repetitive region that separates read and
            # definition cannot use op dominance (can_use_op_dominance).
            r_read = enclosing_repetitive_region(r_op, state)
            r_def = enclosing_repetitive_region(d, state)
            if r_read is not r_def:
                while r_read is not None:
                    nxt = next_repetitive_region(r_read, state)
                    if nxt is r_def or nxt is None:
                        break
                    r_read = nxt
                if r_read is not None:
                    q = r_read.parent
                    hi = max(hi, end.get(q, _INF))
        self._window[u_read] = w = (lo, hi)
        return w

    def _widen_up(self, op, writes_too: bool = False):
        """The span of the outermost ancestor whose regions are not one
        straight line (several regions or blocks), or, with ``writes_too``,
        that writes one of its tensor operands (it encloses the definition,
        so it does not happen before it)."""
        pos, end = self.pos, self.end
        lo, hi = pos[op], end[op]
        x = op
        while True:
            region = x.parent_region
            p = region.parent if region is not None else None
            if p is None or p not in pos:
                break
            if len(p.regions) > 1 or len(region.blocks) > 1 \
                    or (writes_too and any(is_tensor(o.value) and self.state.writes(o) for o in p.operands)):
                lo, hi = pos[p], end[p]
            x = p
        return lo, hi

    # ---- queries -----------------------------------------------------------
    def writes_in_window(self, root, lo, hi) -> list:
        ws = self.writes[root]
        return [w[2] for w in ws[_bisect_left(ws, lo):_bisect_right(ws, hi)]]

    def reads_covering(self, root, p) -> list:
        """Reads of ``root``'s set whose window contains position ``p``."""
        rl, rh = self.reads_lo[root], self.reads_hi[root]
        n_lo = _bisect_right(rl, p)                 # lo <= p
        n_hi = len(rh) - _bisect_left(rh, p)        # hi >= p
        if n_lo <= n_hi:
            return [u for (_, _, u) in rl[:n_lo] if self._window[u][1] >= p]
        return [u for (_, _, u) in rh[len(rh) - n_hi:] if self._window[u][0] <= p]

    def candidate_pairs(self, roots: list, new_write):
        """(read, write) pairs that a decision joining ``roots`` (and making
        ``new_write`` an in-place write, if given) must test."""
        pos = self.pos
        for i, ri in enumerate(roots):
            for j, rj in enumerate(roots):
                if i == j:
                    continue
                reads, writes = self.reads_lo[ri], self.writes[rj]
                if not reads or not writes:
                    continue
                if len(reads) <= len(writes):
                    for (_, _, r) in reads:
                        lo, hi = self._window[r]
                        for w in self.writes_in_window(rj, lo, hi):
                            yield r, w
                else:
                    for (p, _, w) in writes:
                        for r in self.reads_covering(ri, p):
                            yield r, w
        if new_write is not None:
            p = pos.get(new_write.owner, _INF)
            for r in roots:
                for u in self.reads_covering(r, p):
                    yield u, new_write

    def has_writes(self, root) -> bool:
        return bool(self.writes[root])


def _tensor_values(op):
    for r in op.results:
        if is_tensor(r):
            yield r
    for region in op.regions:
        for b in region.blocks:
            for a in b.args:
                if is_tensor(a):
                    yield a


def _key(item):
    return item[0]


# The tables are sorted lists of (position, seq, use).  A list that grows past
# _BIG becomes a SortedKeyList (sortedcontainers): inserting into one alias
# set that takes in a whole function (a chain of N slice updates) is then
# O(log N), not a memmove of N entries (quadratic over the chain).
_BIG = 512


def _insort(seq, item):
    """``seq`` with ``item`` inserted after its equal keys (bisect.insort's
    order); the table to keep, which may be a new SortedKeyList."""
    if type(seq) is list:
        if len(seq) < _BIG:
            bisect.insort(seq, item, key=_key)
            return seq
        from sortedcontainers import SortedKeyList
        seq = SortedKeyList(seq, key=_key)
    seq.add(item)
    return seq


def _bisect_left(seq, k) -> int:
    return bisect.bisect_left(seq, k, key=_key) if type(seq) is list else seq.bisect_key_left(k)


def _bisect_right(seq, k) -> int:
    return bisect.bisect_right(seq, k, key=_key) if type(seq) is list else seq.bisect_key_right(k)
