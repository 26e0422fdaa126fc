"""symbol-dce: erase private symbols that are not referenced."""
from __future__ import annotations

from .base import Pass
from .registry import register_pass


def _sym_name(op):
    a = op.get_attr("sym_name")
    return getattr(a, "value", None)


def _visibility(op) -> str:
    a = op.get_attr("sym_visibility")
    return getattr(a, "value", None) or "public"


def _iter_symbol_refs(attr):
    """Every SymbolRefAttr nested in an attribute."""
    from ..ir import attributes as A
    if isinstance(attr, A.SymbolRefAttr):
        yield attr
    elif isinstance(attr, A.ArrayAttr):
        for x in attr.value:
            yield from _iter_symbol_refs(x)
    elif isinstance(attr, A.DictionaryAttr):
        for _k, x in attr.value:
            yield from _iter_symbol_refs(x)


@register_pass
class SymbolDCE(Pass):
    name = "symbol-dce"
    display_name = "SymbolDCE"
    summary = "Eliminate dead symbols"
    description = (
        "This pass deletes all symbols that are found to be unreachable. This is done by computing the "
        "set of operations that are known to be live, propagating that liveness to other symbols, and "
        "then deleting all symbols that are not within this live set. Live symbols are those that have "
        "a visibility that extends beyond the IR, e.g. public, or those that are referenced by live "
        "symbols or other non-Symbol operations.")
    statistics = (("num-dce'd", "Number of symbols DCE'd"),)

    def run(self, op, ctx):
        from ..ir import registry
        tables = [o for o in op.walk() if registry.has_trait(o, registry.SYMBOL_TABLE)]
        # Symbols: (table, name) -> op; liveness by a worklist over references.
        symbols = {}
        for t in tables:
            for r in t.regions:
                for b in r.blocks:
                    for child in b:
                        n = _sym_name(child)
                        if n is not None and registry.has_trait(child, registry.SYMBOL):
                            symbols[child] = (t, n)
        live = set()
        work = []

        def mark(s):
            if s not in live:
                live.add(s)
                work.append(s)

        # Roots: public symbols (and nested visibility of ops in live tables is
        # handled below), and every non-symbol op's references.
        for s in symbols:
            if _visibility(s) == "public":
                mark(s)
        scanned = set()

        def refs_in(root):
            for inner in root.walk():
                for a in list(inner.properties.values()) + list(inner.attributes.values()):
                    for ref in _iter_symbol_refs(a):
                        yield inner, ref

        def resolve(user, ref):
            from ..ir.verifier import lookup_symbol
            return lookup_symbol(user, ref)

        def scan(root):
            for user, ref in refs_in(root):
                if user is root and ref.root == _sym_name(root) and not ref.nested:
                    continue
                target = resolve(user, ref)
                if target is not None:
                    mark(target)
                    a = target.parent_op
                    while a is not None and a is not op:
                        if a in symbols:
                            mark(a)
                        a = a.parent_op

        # Non-symbol ops at the top of each table are roots too.
        for t in tables:
            for r in t.regions:
                for b in r.blocks:
                    for child in b:
                        if child not in symbols:
                            scan(child)
        while work:
            s = work.pop()
            if s in scanned:
                continue
            scanned.add(s)
            scan(s)
        dead = [s for s in symbols if s not in live and _visibility(s) != "public"]
        # Dead symbols inside dead symbols go with their parent.
        dead_set = set(dead)
        for s in dead:
            if any(a in dead_set for a in s.ancestors()):
                continue
            if s.parent is not None:
                s.erase()
                ctx.stat("num-dce'd")
