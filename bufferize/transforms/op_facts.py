"""What the greedy driver asks of an op's definition, read once per op name.

The driver processes every op of a function once per iteration, and each
iteration asks the same questions of the op's OpDef: may it be erased when
unused, is it constant-like, which fold hook and patterns does it have.
Asking the registry every time cost a fifth of a canonicalize run on a
function of 40,000 ops; :class:`FactsTable` answers from one dict lookup.
``rewrite.is_trivially_dead`` and CSE ask the same table, so there is one
definition of "trivially dead" (upstream's wouldOpBeTriviallyDead).
"""
from __future__ import annotations

from typing import Callable, Optional

from ..ir import registry
from ..records import record

RECURSIVE_EFFECTS = "RecursiveMemoryEffects"
CONSTANT_LIKE = "ConstantLike"


@record
class OpFacts:
    known: bool                 # the op has an OpDef
    keep: bool                  # never trivially dead: unknown, a terminator or a symbol
    constant_like: bool         # the trait or the ``constant_like`` fact (operand/result counts aside)
    pure: bool
    recursive: bool             # RecursiveMemoryEffects
    commutative: bool
    effects: object             # the declared ``effects`` entries, a function of the op, or None
    fold: Optional[Callable]    # the op-level fold hook, or None
    patterns: tuple             # the canonicalization patterns the driver may apply


def facts_of(d, patterns: tuple, fold_hook: Callable) -> OpFacts:
    """The facts of OpDef ``d`` (None: an op nobody registered)."""
    if d is None:
        return OpFacts(False, True, False, False, False, False, None, None, patterns)
    t = d.traits
    return OpFacts(
        known=True,
        keep=registry.TERMINATOR in t or registry.SYMBOL in t,
        constant_like=CONSTANT_LIKE in t or bool(d.extra.get("constant_like")),
        pure=registry.PURE in t,
        recursive=RECURSIVE_EFFECTS in t,
        commutative=registry.COMMUTATIVE in t,
        effects=d.extra.get("effects"),
        fold=fold_hook(d),
        patterns=patterns,
    )


class FactsTable:
    """Op name -> OpFacts, filled on first use; one per driver run, so a
    dialect loaded or a pattern added between runs is seen by the next."""

    def __init__(self, make: Callable[[str], OpFacts]):
        self._make = make
        self._table: dict = {}

    def get(self, op) -> OpFacts:
        f = self._table.get(op.name)
        if f is None:
            f = self._table[op.name] = self._make(op.name)
        return f

    def droppable(self, op) -> bool:
        """``rewrite._effects_droppable``: no effects, or only reads and
        allocations of its own results; recursive ops by their nested ops."""
        f = self.get(op)
        if not f.known:
            return False
        if f.pure and not op.regions:
            return True
        raw = f.effects
        eff = raw(op) if callable(raw) else raw
        if eff is not None:
            for e in eff:
                if isinstance(e, (tuple, list)):
                    kind = e[0]
                    where = e[1] if len(e) > 1 else None
                else:
                    kind, where = e, None
                if kind == "read":
                    continue
                if kind == "allocate" and where in (None, "result"):
                    continue
                return False
            if not op.regions:
                return True
        elif not (f.pure or f.recursive):
            return False
        return all(self.droppable(nested) for r in op.regions for b in r.blocks for nested in b)

    def trivially_dead(self, op) -> bool:
        """``rewrite.is_trivially_dead``."""
        if op.parent is None:
            return False
        for r in op.results:
            if r.uses:
                return False
        if self.get(op).keep:
            return False
        return self.droppable(op)

    def constant_like(self, op) -> bool:
        """``rewrite.is_constant_like``."""
        return self.get(op).constant_like and len(op.results) == 1 and not op.operands
