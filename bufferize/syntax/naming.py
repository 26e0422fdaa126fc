"""SSA value and block naming as upstream's SSANameState: name hints of the
ops (``OpDef.name_hint``), numbering per isolated region, unique suffixes.
A mixin of syntax.printer.Printer."""
from __future__ import annotations

import re

from ..ir import registry
from ..ir.core import Operation, Region


class SSANames:
    # ---- naming (upstream's SSANameState) ----------------------------------
    def value_names(self, root: Operation) -> dict:
        """{Value: "%name"} for the values under ``root``, as printing
        ``root`` would name them (for annotations that mention values)."""
        self._number(root)
        return self.names

    def _number(self, root: Operation) -> None:
        if self.generic:
            # Upstream's generic form numbers with global counters, visiting
            # nested regions depth-first from a stack (last region first).
            state, used, stack = [0, 0, 0], set(), list(root.regions)
            while stack:
                region = stack.pop()
                self._number_region(region, state, used)
                for b in region.blocks:
                    for op in b:
                        stack.extend(op.regions)
            return
        self._number_regions(root, (0, 0, 0, set()))

    def _number_regions(self, root: Operation, context: tuple) -> None:
        """Name the values in ``root``'s regions from ``context`` (next
        value number, next argument number, next conflict suffix, names in
        use).  Like upstream, every nested region -- isolated from above or
        not -- starts from its parent region's context once the parent is
        numbered, and the names a region adds are in use only below it
        (upstream's ScopedHashTable: one set, each region's additions undone
        when its subtree is done, so a function of N nested bodies costs
        O(N), not a copy of the names per region).  With ``self.named_later``
        (a dict), an op isolated from above is only recorded there with a
        snapshot of that context: ``print_isolated`` names its values when
        printing it and drops them after (the names of one function at a
        time, not of the whole module)."""
        named_later = self.named_later
        nv, na, nc, used = context
        used = set(used)
        stack: list = [(r, nv, na, nc) for r in reversed(root.regions)]
        while stack:
            item = stack.pop()
            if isinstance(item, list):       # a region's subtree is done: its names leave scope
                used.difference_update(item)
                continue
            region, nv, na, nc = item
            state = [nv, na, nc]
            added: list = []
            self._number_region(region, state, used, added)
            stack.append(added)
            children = []
            for b in region.blocks:
                for op in b:
                    if op.regions:
                        if named_later is not None and registry.has_trait(op, registry.ISOLATED):
                            named_later[op] = (state[0], state[1], state[2], frozenset(used))
                            continue
                        for r in op.regions:
                            children.append((r, state[0], state[1], state[2]))
            stack.extend(reversed(children))

    def print_isolated(self, op: Operation, print_op) -> None:
        """``print_op(op)`` with the values of ``op``'s regions named first
        and forgotten after.  Names are added last and removed last first
        (dicts keep insertion order), so nested isolated ops unwind."""
        names, blocks = self.names, self.block_ids
        n, nb = len(names), len(blocks)
        self._number_regions(op, self.named_later[op])
        print_op(op)
        while len(names) > n:
            names.popitem()
        while len(blocks) > nb:
            blocks.popitem()

    def _unique(self, name: str, state, used: set, added: list | None = None) -> str:
        if name in used:
            while True:
                probe = f"{name}_{state[2]}"
                state[2] += 1
                if probe not in used:
                    name = probe
                    break
        used.add(name)
        if added is not None:
            added.append(name)
        return name

    def _number_region(self, region: Region, state, used: set, added: list | None = None) -> None:
        parent = region.parent
        d = registry.lookup(parent.name) if parent is not None else None
        arg_hints = None
        if not self.generic and d is not None and d.region_arg_hint is not None:
            arg_hints = d.region_arg_hint(parent, region)
        for bi, b in enumerate(region.blocks):
            self.block_ids[b] = f"^bb{bi}"
            for ai, a in enumerate(b.args):
                hint = arg_hints[ai] if (bi == 0 and arg_hints and ai < len(arg_hints)) else None
                if hint:
                    self.names[a] = "%" + self._unique(_sanitize(hint), state, used, added)
                elif bi == 0:
                    self.names[a] = f"%arg{state[1]}"
                    state[1] += 1
                else:  # upstream numbers non-entry block arguments like results
                    self.names[a] = f"%{state[0]}"
                    state[0] += 1
            for op in b:
                self._number_op(op, state, used, added)

    def _number_op(self, op: Operation, state, used: set, added: list | None = None) -> None:
        if not op.results:
            return
        hints = None
        if not self.generic:
            d = registry.lookup(op.name)
            if d is not None and d.name_hint is not None:
                hints = d.name_hint(op)
        if hints and hints[0]:
            # A hint of "#" puts the result in the previous result's group
            # (upstream's setNameFn on a value range: `%sizes:2`, `%sizes#1`).
            groups = []
            for i, r in enumerate(op.results):
                h = hints[i] if i < len(hints) else None
                if h == "#" and groups:
                    groups[-1][1].append(r)
                else:
                    groups.append((h, [r]))
            for h, rs in groups:
                if h:
                    base = "%" + self._unique(_sanitize(h), state, used, added)
                else:
                    base = f"%{state[0]}"
                    state[0] += 1
                if len(rs) == 1:
                    self.names[rs[0]] = base
                else:
                    for k, r in enumerate(rs):
                        self.names[r] = f"{base}#{k}"
            return
        base = f"%{state[0]}"
        state[0] += 1
        if len(op.results) == 1:
            self.names[op.results[0]] = base
        else:
            for i, r in enumerate(op.results):
                self.names[r] = f"{base}#{i}"


def _sanitize(name: str) -> str:
    s = re.sub(r"[^\w$.\-]", "_", name)
    if not s or s[0].isdigit():
        s = "_" + s
    return s
