"""A greedy pattern rewrite driver, after upstream's GreedyPatternRewriteDriver.

Per op popped from the worklist: trivially-dead ops are erased; constant-like
ops are uniqued and hoisted to the entry block of the enclosing isolated
region (upstream's OperationFolder); other ops are folded with their OpDef's
``extra["fold"]`` hook (``fold(op) -> list[Value|Attribute] | None``; an
empty list means "updated in place"), attributes being turned into constants
by the materializer registered for the op's dialect; then the patterns in
``extra["canonicalize"]`` (``pattern(op, rewriter) -> bool``) are tried in
order.  The worklist is re-seeded and the whole process repeated until
nothing changes or ``max_iterations`` is reached.

Dialects register hooks here::

    from bufferize.transforms.rewrite import register_constant_materializer
    register_constant_materializer("arith", lambda attr, type, loc: Operation(...) or None)
"""
from __future__ import annotations

from typing import Callable, Optional

from ..ir import registry
from ..ir.interfaces import effect_entries
from ..ir.attributes import UNKNOWN_LOC, Attribute, BoolAttr, FloatAttr, IntegerAttr
from ..ir.core import Block, Operation, Region, Value
from ..records import record
from .op_facts import CONSTANT_LIKE, FactsTable, OpFacts, facts_of

# ---- constant materialization ------------------------------------------------

_MATERIALIZERS: dict[str, Callable] = {}


def register_constant_materializer(dialect: str, fn: Callable) -> None:
    """``fn(attr, type, loc) -> Operation | None``: a detached constant op
    producing ``attr`` as a value of ``type``."""
    _MATERIALIZERS[dialect] = fn


def materialize_constant(attr: Attribute, type, loc=UNKNOWN_LOC, dialect: Optional[str] = None):
    """A new detached constant op for ``attr`` (trying ``dialect``'s
    materializer first, then every other one), or None."""
    registry.load_all()
    order = ([dialect] if dialect in _MATERIALIZERS else []) + [d for d in _MATERIALIZERS if d != dialect]
    for d in order:
        op = _MATERIALIZERS[d](attr, type, loc)
        if op is not None:
            return op
    return None


def add_patterns(op_name: str, *patterns) -> None:
    """Append canonicalization patterns to an op (several dialects may add
    patterns rooted at the same op, e.g. bufferization's on memref.load)."""
    d = registry.register_op(op_name)
    d.extra["canonicalize"] = list(d.extra.get("canonicalize", ())) + list(patterns)


def constant_int(v) -> Optional[int]:
    """The integer value of an integer/index constant, or None."""
    d = v.defining_op() if v is not None else None
    if d is None or not is_constant_like(d):
        return None
    a = constant_value(d)
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, BoolAttr):
        return int(a.value)
    return None


# ---- op facts ------------------------------------------------------------------

def _opdef(op):
    return registry.lookup(op.name)


def is_constant_like(op: Operation) -> bool:
    d = _opdef(op)
    return d is not None and (CONSTANT_LIKE in d.traits or bool(d.extra.get("constant_like"))) \
        and len(op.results) == 1 and not op.operands


def constant_value(op: Operation) -> Optional[Attribute]:
    """The attribute a constant-like op produces."""
    if not is_constant_like(op):
        return None
    fold = op_fold_hook(_opdef(op))
    if fold is not None:
        r = fold(op)
        if r and isinstance(r[0], Attribute):
            return r[0]
    return op.get_attr("value")


def is_memory_effect_free(op: Operation) -> bool:
    d = _opdef(op)
    if d is None:
        return False
    if registry.PURE in d.traits:
        return True
    eff = effect_entries(op)
    return eff is not None and len(eff) == 0


def plain_facts(name: str) -> OpFacts:
    """An op's facts without a driver's pattern selection."""
    d = registry.lookup(name)
    return facts_of(d, tuple(d.extra.get("canonicalize", ())) if d is not None else (), op_fold_hook)


def is_trivially_dead(op: Operation) -> bool:
    """No result is used and the op has no effect that must be kept: it is
    Pure, or its only effects are reads and allocations of its own results,
    or it has recursive memory effects and its nested ops are such."""
    return FactsTable(plain_facts).trivially_dead(op)


def _fold_commutative(op: Operation) -> bool:
    """upstream's OpTrait::impl::foldCommutative: move the constant operands of
    a Commutative op to the end (stable, in place); True if it changed."""
    d = _opdef(op)
    if d is None or registry.COMMUTATIVE not in d.traits or len(op.operands) < 2:
        return False
    vals = [o.value for o in op.operands]

    def is_const(v):
        c = v.defining_op()
        return c is not None and is_constant_like(c)

    flags = [is_const(v) for v in vals]
    if True not in flags:
        return False
    first = flags.index(True)
    new = vals[:first] + [v for v, c in zip(vals[first:], flags[first:]) if not c] + \
        [v for v, c in zip(vals[first:], flags[first:]) if c]
    if all(a is b for a, b in zip(new, vals)):
        return False
    op.set_operands(new)
    return True


_FOLD_KIND: dict = {}


def op_fold_hook(d) -> Optional[Callable]:
    """The OpDef's ``extra["fold"]`` if it is an op-level hook ``fold(op)``.
    Builtins and functions of two or more required arguments (scalar
    folders such as ``operator.add``) are not op-level hooks and are ignored."""
    if d is None:
        return None
    fn = d.extra.get("fold")
    if fn is None:
        return None
    ok = _FOLD_KIND.get(fn)
    if ok is None:
        import inspect
        import types
        ok = False
        if not isinstance(fn, (types.BuiltinFunctionType, types.BuiltinMethodType)):
            try:
                params = [p for p in inspect.signature(fn).parameters.values()
                          if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty]
                ok = len(params) == 1
            except (TypeError, ValueError):
                ok = False
        try:
            _FOLD_KIND[fn] = ok
        except TypeError:
            pass
    return fn if ok else None


def _attr_key(a):
    if isinstance(a, IntegerAttr) and getattr(a.type, "width", None) == 1:
        return BoolAttr(bool(a.value))
    return (type(a).__name__, str(a)) if isinstance(a, FloatAttr) else a


# ---- the rewriter ----------------------------------------------------------------

class Rewriter:
    """The API patterns use to change the IR; it keeps the driver's worklist
    informed.  Usable on its own (no driver) too."""

    def __init__(self, driver: Optional["GreedyDriver"] = None):
        self.driver = driver
        self._block: Optional[Block] = None
        self._before: Optional[Operation] = None  # insert before this op; None = at the end

    # insertion point
    def set_insertion_point_before(self, op: Operation) -> None:
        self._block, self._before = op.parent, op

    def set_insertion_point_after(self, op: Operation) -> None:
        self._block, self._before = op.parent, op.next

    def set_insertion_point_to_start(self, block: Block) -> None:
        self._block, self._before = block, block.first

    def set_insertion_point_to_end(self, block: Block) -> None:
        self._block, self._before = block, None

    def insert(self, op: Operation) -> Operation:
        assert self._block is not None, "no insertion point"
        if self._before is not None:
            self._block.insert_before(self._before, op)
        else:
            self._block.append(op)
        self.notify_created(op)
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        anchor.parent.insert_before(anchor, op)
        self.notify_created(op)
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        anchor.parent.insert_after(anchor, op)
        self.notify_created(op)
        return op

    def create(self, name: str, operands=(), result_types=(), attributes=None, properties=None,
               regions=(), successors=(), loc=UNKNOWN_LOC) -> Operation:
        return self.insert(Operation(name, operands, result_types, attributes, properties, regions,
                                     successors, loc))

    # replacement / erasure
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        for user in list(old.users()):
            self.notify(user)
        old.replace_all_uses_with(new)

    def replace_op(self, op: Operation, values) -> None:
        values = list(values)
        assert len(values) == len(op.results), \
            f"replacing {op.name} ({len(op.results)} results) with {len(values)} values"
        for r, v in zip(op.results, values):
            self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def replace_op_with_new_op(self, op: Operation, new: Operation) -> Operation:
        op.parent.insert_before(op, new)
        self.notify_created(new)
        self.replace_op(op, new.results)
        return new

    def erase_op(self, op: Operation) -> None:
        if self.driver is not None:
            self.driver.notify_erased(op)
        op.erase()

    def modify_op_in_place(self, op: Operation, fn: Callable[[], None]) -> None:
        fn()
        self.notify_modified(op)

    def inline_block_before(self, source: Block, dest: Operation, args=()) -> None:
        """Move the ops of ``source`` before ``dest``, replacing its
        arguments with ``args``."""
        for a, v in zip(source.args, args):
            self.replace_all_uses_with(a, v)
        for o in list(source):
            o.detach()
            dest.parent.insert_before(dest, o)
            self.notify(o)

    # notifications
    def notify(self, op: Operation) -> None:
        if self.driver is not None:
            self.driver.add_with_ancestors(op)

    def notify_created(self, op: Operation) -> None:
        if self.driver is not None:
            self.driver.changed = True
            for nested in op.walk(post_order=True):
                if nested is not op:
                    self.driver.add(nested)
            self.driver.add_with_ancestors(op)

    def notify_modified(self, op: Operation) -> None:
        if self.driver is not None:
            self.driver.changed = True
            self.driver.add_with_ancestors(op)
            for r in op.results:
                for u in r.users():
                    self.driver.add_with_ancestors(u)


# ---- the driver ------------------------------------------------------------------

@record
class GreedyConfig:
    top_down: bool = True
    max_iterations: int = 10        # -1: no limit
    max_num_rewrites: int = -1      # per iteration; -1: no limit
    region_simplify: str = "normal"  # "disabled" | "normal" | "aggressive"
    fold: bool = True
    cse_constants: bool = True
    disable_patterns: tuple = ()
    enable_patterns: tuple = ()
    stats: Optional[Callable] = None  # (name, n) -> None


def pattern_label(p) -> str:
    return getattr(p, "label", None) or getattr(p, "__name__", repr(p))


class GreedyDriver:
    def __init__(self, config: GreedyConfig):
        self.config = config
        self.worklist: list = []
        self.in_worklist: set = set()
        self.changed = False
        self.rewriter = Rewriter(self)
        self.constants: dict = {}       # insertion region -> {(dialect, attr, type): op}
        self.owned: dict = {}           # folder-owned constant op -> (region, key)
        self.num_rewrites = 0
        self.facts = FactsTable(self._make_facts)
        self.root: Optional[Operation] = None

    # worklist
    def add(self, op: Operation) -> None:
        if op not in self.in_worklist:
            self.in_worklist.add(op)
            self.worklist.append(op)

    def add_with_ancestors(self, op: Operation) -> None:
        """Add ``op`` and the ops it is nested in, up to the root the driver
        runs on (upstream's addToWorklist: a change inside a region may
        enable a pattern of an op that holds it)."""
        root = self.root
        while op is not None and op is not root:
            self.add(op)
            r = op.parent_region
            op = r.parent if r is not None else None

    def pop(self) -> Optional[Operation]:
        while self.worklist:
            op = self.worklist.pop()
            if op in self.in_worklist:
                self.in_worklist.discard(op)
                return op
        return None

    def notify_erased(self, op: Operation) -> None:
        self.changed = True
        for nested in op.walk():
            self.in_worklist.discard(nested)
            own = self.owned.pop(nested, None)
            if own is not None:
                region, key = own
                scope = self.constants.get(region)
                if scope is not None and scope.get(key) is nested:
                    del scope[key]
            for o in nested.operands:
                d = o.value.defining_op() if o.value is not None else None
                if d is not None and not op.is_ancestor_of(d):
                    self.add_with_ancestors(d)

    # patterns
    def patterns_for(self, op: Operation) -> list:
        return list(self.facts.get(op).patterns)

    def patterns_of(self, name: str, d) -> list:
        """The patterns rooted at op ``name`` (OpDef ``d``) this driver
        applies; a driver with its own pattern set overrides it."""
        ps = list(d.extra.get("canonicalize", ())) if d is not None else []
        dis, ena = set(self.config.disable_patterns), set(self.config.enable_patterns)
        return [p for p in ps if pattern_label(p) not in dis and (not ena or pattern_label(p) in ena)]

    def _make_facts(self, name: str) -> OpFacts:
        d = registry.lookup(name)
        return facts_of(d, tuple(self.patterns_of(name, d)), op_fold_hook)

    # constants
    def _insertion_region(self, block: Block) -> Region:
        region = block.parent
        while region.parent is not None and not registry.has_trait(region.parent, registry.ISOLATED) \
                and region.parent.parent is not None:
            region = region.parent.parent.parent
        return region

    def _const_key(self, op: Operation, attr) -> tuple:
        return (op.dialect, _attr_key(attr), op.results[0].type)

    def _insert_known_constant(self, op: Operation) -> bool:
        """Unique and hoist a constant; False if it was replaced (erased)."""
        block = op.parent
        if op in self.owned:
            if block.first is not op and op.prev not in self.owned:
                op.detach()
                block.prepend(op)
                op.loc = UNKNOWN_LOC
                self.changed = True
            return True
        attr = constant_value(op)
        if attr is None:
            return True
        region = self._insertion_region(block)
        scope = self.constants.setdefault(region, {})
        key = self._const_key(op, attr)
        existing = scope.get(key)
        if existing is not None:
            existing.loc = UNKNOWN_LOC
            self.rewriter.replace_op(op, existing.results)
            return False
        entry = region.blocks[0]
        if block is not entry or (entry.first is not op and op.prev not in self.owned):
            op.detach()
            entry.prepend(op)
            op.loc = UNKNOWN_LOC
            self.changed = True
        scope[key] = op
        self.owned[op] = (region, key)
        return True

    def _get_or_create_constant(self, anchor: Operation, attr, type) -> Optional[Value]:
        region = self._insertion_region(anchor.parent)
        scope = self.constants.setdefault(region, {})
        new = materialize_constant(attr, type, UNKNOWN_LOC, anchor.dialect)
        if new is None:
            return None
        key = self._const_key(new, attr)
        existing = scope.get(key)
        if existing is not None:
            new.drop_all_references()
            return existing.results[0]
        # after the folder's constants already at the start, in creation order
        entry = region.blocks[0]
        last = entry.first
        if last is None or last not in self.owned:
            entry.prepend(new)
        else:
            while last.next is not None and last.next in self.owned:
                last = last.next
            entry.insert_after(last, new)
        self.rewriter.notify_created(new)
        scope[key] = new
        self.owned[new] = (region, key)
        return new.results[0]

    def _try_fold(self, op: Operation, facts: OpFacts) -> bool:
        fold = facts.fold
        results = fold(op) if fold is not None else None
        in_place = results is not None and (
            len(results) == 0 or all(isinstance(r, Value) and r is op.results[i] for i, r in enumerate(results)))
        if results is None or in_place:
            # upstream's foldHook: when the op's own fold fails or is in place,
            # the trait folds are tried (OpTrait::impl::foldCommutative)
            if (facts.commutative and _fold_commutative(op)) or (in_place and len(results) == 0):
                self.rewriter.notify_modified(op)
                return True
            return False
        values = []
        created = []
        for r, res in zip(results, op.results):
            if isinstance(r, Value):
                values.append(r)
                continue
            before = set(self.owned)
            v = self._get_or_create_constant(op, r, res.type)
            if v is None:
                # Cannot materialize: undo the constants just created.
                for c in created:
                    if not any(x.uses for x in c.results):
                        self.rewriter.erase_op(c)
                return False
            if v.owner not in before:
                created.append(v.owner)
            values.append(v)
        self.rewriter.replace_op(op, values)
        return True

    # processing
    def process(self, op: Operation) -> None:
        if op.parent is None:
            return
        table = self.facts
        if table.trivially_dead(op):
            self.rewriter.erase_op(op)
            if self.config.stats:
                self.config.stats("num-dce", 1)
            return
        if table.constant_like(op):   # (uniqued and hoisted when the worklist is seeded, as upstream)
            return
        facts = table.get(op)
        if self.config.fold and self._try_fold(op, facts):
            self.num_rewrites += 1
            return
        for p in facts.patterns:
            if p(op, self.rewriter):
                self.changed = True
                self.num_rewrites += 1
                return

    def seed(self, root: Operation) -> None:
        self.worklist.clear()
        self.in_worklist.clear()
        ops = []
        for region in root.regions:
            ops.extend(region.walk(post_order=not self.config.top_down))
        if self.config.cse_constants:
            # Constants are uniqued and hoisted here, in walk order, not when
            # popped: upstream's driver does the same, which keeps the
            # constants a pattern creates in the order it created them.
            table = self.facts
            ops = [op for op in ops if op.parent is None or not table.constant_like(op)
                   or self._insert_known_constant(op)]
        for op in reversed(ops):
            self.add(op)

    def run(self, root: Operation) -> bool:
        """Rewrite the regions of ``root`` to a fixed point; True if converged.
        Afterwards the driver drops what the run built and the references
        that point back to it (its rewriter's, its fact table's): the CLI runs
        without the cyclic collector, and a driver left in a cycle kept its
        worklist's set and its patterns' analyses until the process ended."""
        self.rewriter.driver = self
        self.root = root
        if self.facts is None:
            self.facts = FactsTable(self._make_facts)
        try:
            return self._run(root)
        finally:
            self.rewriter.driver = None
            self.facts = self.root = None
            self.worklist, self.in_worklist = [], set()
            self.constants, self.owned = {}, {}

    def _run(self, root: Operation) -> bool:
        cfg = self.config
        iteration = 0
        any_change = False
        while True:
            if cfg.max_iterations >= 0 and iteration >= cfg.max_iterations:
                return False
            iteration += 1
            self.changed = False
            self.num_rewrites = 0
            self.seed(root)
            while True:
                if cfg.max_num_rewrites >= 0 and self.num_rewrites >= cfg.max_num_rewrites:
                    break
                op = self.pop()
                if op is None:
                    break
                self.process(op)
            if cfg.region_simplify != "disabled":
                from .region import simplify_regions
                if simplify_regions(root.regions, self.rewriter, self.facts,
                                    aggressive=cfg.region_simplify == "aggressive"):
                    self.changed = True
            any_change |= self.changed
            if not self.changed:
                self.any_change = any_change
                return True


def apply_patterns_greedily(root: Operation, config: Optional[GreedyConfig] = None) -> tuple[bool, bool]:
    """Run the driver on the regions of ``root``: (converged, changed)."""
    d = GreedyDriver(config or GreedyConfig())
    converged = d.run(root)
    return converged, getattr(d, "any_change", True)
