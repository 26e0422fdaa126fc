"""Control-flow facts about the blocks of one region, each built once in time
linear in the region's blocks and edges and then answered in constant time
(issue 26: a function of 10,000 blocks of cf branches).

``BlockDominance``: the dominator tree (Cooper, Harvey & Kennedy over reverse
post-order) numbered by an Euler walk, so "does A dominate B" compares two
intervals instead of holding a set of dominators per block (a chain of N
blocks held N^2 of them).

``BlockReachability``: the strongly connected components of the block graph
(Tarjan, iterative) in topological order.  Whether one block reaches another
is answered at once when the components decide it (an earlier component
never follows a later one; a block reaches its own component's blocks iff
that component has a cycle) or when the source dominates the target; only
what is left walks the graph, and that walk never enters a component that
comes after the target's."""
from __future__ import annotations


def _successors(block, index) -> list:
    t = block.last
    if t is None:
        return []
    return [s for s in t.successors if s in index]


def post_order(region) -> list:
    """The blocks reachable from the region's entry, each after its
    successors (a depth-first post-order, as llvm::post_order)."""
    entry = region.blocks[0]
    out, seen = [], {entry}
    stack = [(entry, iter(entry.successors()))]
    while stack:
        b, succs = stack[-1]
        for s in succs:
            if s not in seen:
                seen.add(s)
                stack.append((s, iter(s.successors())))
                break
        else:
            stack.pop()
            out.append(b)
    return out


class BlockDominance:
    """Dominance between the blocks of one region (entry: its first block)."""
    __slots__ = ("tin", "tout")

    def __init__(self, region):
        blocks = region.blocks
        index = {b: i for i, b in enumerate(blocks)}
        succ = [_successors(b, index) for b in blocks]
        order = post_order(region)
        order.reverse()
        rpo = {b: i for i, b in enumerate(order)}
        preds: dict = {b: [] for b in order}
        for b in order:
            for s in succ[index[b]]:
                preds[s].append(b)
        entry = order[0]
        idom = {entry: entry}

        def intersect(a, b):
            while a is not b:
                while rpo[a] > rpo[b]:
                    a = idom[a]
                while rpo[b] > rpo[a]:
                    b = idom[b]
            return a

        changed = True
        while changed:
            changed = False
            for n in order[1:]:
                new = None
                for p in preds[n]:
                    if p in idom:
                        new = p if new is None else intersect(p, new)
                if idom.get(n) is not new:
                    idom[n] = new
                    changed = True
        children: dict = {b: [] for b in order}
        for b in order[1:]:
            children[idom[b]].append(b)
        tin, tout, clock = {}, {}, 0
        stack = [(entry, iter(children[entry]))]
        tin[entry] = 0
        while stack:
            n, it = stack[-1]
            c = next(it, None)
            if c is None:
                stack.pop()
                clock += 1
                tout[n] = clock
            else:
                clock += 1
                tin[c] = clock
                stack.append((c, iter(children[c])))
        self.tin, self.tout = tin, tout

    def reachable(self, block) -> bool:
        """Is ``block`` reachable from the entry?"""
        return block in self.tin

    def dominates(self, a, b) -> bool:
        """``a`` dominates ``b``, both reachable (a block dominates itself)."""
        tin = self.tin
        return tin[a] <= tin[b] and self.tout[b] <= self.tout[a]


class BlockReachability:
    """Paths of at least one CFG edge between the blocks of one region."""
    __slots__ = ("comp", "topo", "cyclic", "succ", "dom")

    def __init__(self, region, dom: "BlockDominance | None" = None):
        blocks = region.blocks
        index = {b: i for i, b in enumerate(blocks)}
        succ = {b: _successors(b, index) for b in blocks}
        comp: dict = {}
        low: dict = {}
        num: dict = {}
        on_stack: set = set()
        scc_stack: list = []
        comps: list = []            # Tarjan emits components sinks first
        counter = 0
        for root in blocks:
            if root in num:
                continue
            num[root] = low[root] = counter
            counter += 1
            scc_stack.append(root)
            on_stack.add(root)
            work = [(root, iter(succ[root]))]
            while work:
                n, it = work[-1]
                for m in it:
                    if m not in num:
                        num[m] = low[m] = counter
                        counter += 1
                        scc_stack.append(m)
                        on_stack.add(m)
                        work.append((m, iter(succ[m])))
                        break
                    if m in on_stack and num[m] < low[n]:
                        low[n] = num[m]
                else:
                    work.pop()
                    if work:
                        p = work[-1][0]
                        if low[n] < low[p]:
                            low[p] = low[n]
                    if low[n] == num[n]:
                        members = []
                        while True:
                            x = scc_stack.pop()
                            on_stack.discard(x)
                            members.append(x)
                            if x is n:
                                break
                        comps.append(members)
        last = len(comps) - 1
        topo = [0] * len(comps)
        cyclic = [False] * len(comps)
        for k, members in enumerate(comps):
            topo[k] = last - k       # edges go from lower to higher
            for x in members:
                comp[x] = k
            cyclic[k] = len(members) > 1 or members[0] in succ[members[0]]
        self.comp, self.topo, self.cyclic, self.succ = comp, topo, cyclic, succ
        self.dom = dom

    def order(self, block) -> int:
        """The topological number of ``block``'s component."""
        return self.topo[self.comp[block]]

    def reaches(self, frm, to, barrier=None) -> bool:
        """A path of at least one edge from ``frm`` to ``to`` that does not
        enter ``barrier`` (not even as its last block)."""
        if to is barrier:
            return False
        comp, topo = self.comp, self.topo
        cf, ct = comp[frm], comp[to]
        tf, tt = topo[cf], topo[ct]
        if tf > tt:
            return False
        if barrier is not None and barrier is not frm:
            tb = topo[comp[barrier]]
            if tf <= tb <= tt:
                return self._walk(frm, to, barrier)
        # No path can enter the barrier (a simple path never re-enters frm).
        if cf == ct:
            return self.cyclic[cf]
        dom = self.dom
        if dom is not None and dom.reachable(to) and dom.reachable(frm) and dom.dominates(frm, to):
            return True     # every path from the entry to ``to`` passes ``frm``
        return self._walk(frm, to, None)

    def _walk(self, frm, to, barrier) -> bool:
        comp, topo, succ = self.comp, self.topo, self.succ
        limit = topo[comp[to]]
        visited = set()
        work = list(succ[frm])
        while work:
            nxt = work.pop()
            if nxt is barrier or nxt in visited:
                continue
            if nxt is to:
                return True
            visited.add(nxt)
            if topo[comp[nxt]] <= limit:
                work.extend(succ[nxt])
        return False
