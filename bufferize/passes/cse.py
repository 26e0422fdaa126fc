"""cse: eliminate common sub-expressions among side-effect-free ops, scoped
by dominance as upstream's CSE pass (and erase trivially dead ops)."""
from __future__ import annotations

from ..ir.interfaces import effect_entries
from .base import Pass
from .registry import register_pass


def _key(op):
    from ..transforms.rewrite import _attr_key
    return (op.name,
            tuple(id(o.value) for o in op.operands),
            tuple(r.type for r in op.results),
            tuple(sorted((k, _attr_key(v)) for k, v in op.properties.items())),
            tuple(sorted((k, _attr_key(v)) for k, v in op.attributes.items())),
            tuple(id(s) for s in op.successors))


def dominator_tree(region) -> dict:
    """Block -> immediate dominator (None for the entry), for reachable blocks
    (Cooper, Harvey & Kennedy)."""
    entry = region.blocks[0]
    order, seen = [], set()
    stack = [(entry, iter(entry.successors()))]
    seen.add(entry)
    while stack:
        b, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            stack.pop()
            order.append(b)
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(nxt.successors())))
    rpo = list(reversed(order))
    index = {b: i for i, b in enumerate(rpo)}
    preds = {b: [] for b in rpo}
    for b in rpo:
        for s in b.successors():
            if s in preds:
                preds[s].append(b)
    idom = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = None
            for p in preds[b]:
                if p not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, c = p, new
                while a is not c:
                    while index[a] > index[c]:
                        a = idom[a]
                    while index[c] > index[a]:
                        c = idom[c]
                new = a
            if new is not None and idom.get(b) is not new:
                idom[b] = new
                changed = True
    idom[entry] = None
    return idom


def _only_reads(op) -> bool:
    """The op's only memory effects are reads (upstream's
    onlyHasEffect<MemoryEffects::Read>)."""
    from ..ir import registry
    d = registry.lookup(op.name)
    eff = effect_entries(op) if d is not None else None
    if not eff:
        return False
    return all((e[0] if isinstance(e, (tuple, list)) else e) == "read" for e in eff)


def _may_write(op) -> bool:
    from ..ir import registry
    from ..transforms.op_facts import RECURSIVE_EFFECTS
    d = registry.lookup(op.name)
    if d is None:
        return True
    eff = effect_entries(op)
    if eff is not None:
        if any((e[0] if isinstance(e, (tuple, list)) else e) not in ("read", "allocate") for e in eff):
            return True
    elif registry.PURE not in d.traits and RECURSIVE_EFFECTS not in d.traits:
        return True
    return any(_may_write(n) for r in op.regions for b in r.blocks for n in b)


def _writes_between(a, b) -> bool:
    """Some op strictly between ``a`` and ``b`` (same block) may write."""
    o = a.next
    while o is not None and o is not b:
        if _may_write(o):
            return True
        o = o.next
    return False


@register_pass
class CSE(Pass):
    name = "cse"
    display_name = "CSE"
    summary = "Eliminate common sub-expressions"
    description = (
        "This pass implements a generalized algorithm for common sub-expression elimination. This pass "
        "relies on information provided by the `Memory SideEffect` interface to identify when it is "
        "safe to eliminate operations. Here only side-effect-free (Pure) operations without regions are "
        "eliminated; the scope of an available expression follows dominance, and operations isolated "
        "from above start a new scope.")
    statistics = (("num-cse'd", "Number of operations CSE'd"),
                  ("num-dce'd", "Number of operations DCE'd"))

    def run(self, op, ctx):
        from ..ir import registry
        from ..transforms.op_facts import FactsTable
        from ..transforms.rewrite import is_memory_effect_free, plain_facts
        is_trivially_dead = FactsTable(plain_facts).trivially_dead
        to_erase = []
        erase_set = set()

        def simplify_op_regions(o, scope):
            if not o.regions:
                return
            if registry.has_trait(o, registry.ISOLATED):
                scope = [{}]
            graph = registry.has_trait(o, registry.GRAPH_REGION)
            for r in o.regions:
                simplify_region(r, scope, graph)

        def simplify_block(b, scope, graph):
            table = {}
            scope.append(table)
            for o in b:
                if o.regions:
                    simplify_op_regions(o, scope)
                if is_trivially_dead(o):
                    to_erase.append(o)
                    erase_set.add(o)
                    ctx.stat("num-dce'd")
                    continue
                if graph or o.regions or not o.results:
                    continue
                read_only = False
                if not is_memory_effect_free(o):
                    if not _only_reads(o):
                        continue
                    read_only = True
                k = _key(o)
                existing = None
                for t in reversed(scope):
                    existing = t.get(k)
                    if existing is not None:
                        break
                if read_only and existing is not None and (
                        existing.parent is not o.parent or _writes_between(existing, o)):
                    # Upstream: a read is only reused within its block and
                    # when nothing in between may write; it then shadows.
                    existing = None
                if existing is not None:
                    o.replace_all_uses_with(existing.results)
                    to_erase.append(o)
                    erase_set.add(o)
                    ctx.stat("num-cse'd")
                else:
                    table[k] = o
            scope.pop()

        def simplify_region(r, scope, graph):
            if not r.blocks:
                return
            if len(r.blocks) == 1:
                simplify_block(r.blocks[0], scope, graph)
                return
            idom = dominator_tree(r)
            children = {}
            for b in r.blocks:
                if b in idom and idom[b] is not None:
                    children.setdefault(idom[b], []).append(b)
            # Depth-first over the dominator tree: each block sees the
            # expressions of the blocks that dominate it.
            def visit(b):
                simplify_block(b, scope, graph)
                dom = {}
                if not graph:
                    for o in b:
                        if o not in erase_set and o.results and not o.regions and is_memory_effect_free(o):
                            dom.setdefault(_key(o), o)
                scope.append(dom)
                for c in children.get(b, ()):
                    visit(c)
                scope.pop()
            visit(r.blocks[0])

        simplify_op_regions(op, [{}])
        # The nested functions refer to each other: a cycle, with the erased
        # ops in it, that the CLI's disabled collector would never free.
        simplify_op_regions = simplify_region = None
        if not to_erase:
            ctx.preserve_all()   # as upstream's CSE: nothing changed, nothing to verify again
        for o in reversed(to_erase):
            if o.parent is not None:
                o.erase()
