"""Structural and per-op verification: terminators, successors, SSA dominance,
symbol uniqueness, and each registered op's own verifier."""
from __future__ import annotations

from typing import Optional

from ..dialects import registry
from .core import Block, BlockArgument, Operation, Region


class VerifyError(Exception):
    def __init__(self, op: Operation, message: str, prefix: bool = True):
        super().__init__(message)
        self.op = op
        self.message = f"'{op.name}' op {message}" if prefix else message
        self.notes: list = []


def lookup_symbol(op: Operation, ref) -> Optional[Operation]:
    """Find the op named by a SymbolRefAttr from the nearest symbol table."""
    table = op.parent_op
    while table is not None and not registry.has_trait(table, registry.SYMBOL_TABLE):
        table = table.parent_op
    while table is not None:
        found = _find_in_table(table, ref.root)
        if found is not None:
            for n in ref.nested:
                found = _find_in_table(found, n)
                if found is None:
                    return None
            return found
        table = table.parent_op
        while table is not None and not registry.has_trait(table, registry.SYMBOL_TABLE):
            table = table.parent_op
    return None


def _find_in_table(table: Operation, name: str) -> Optional[Operation]:
    if not table.regions or not table.regions[0].blocks:
        return None
    for child in table.regions[0].blocks[0]:
        s = child.properties.get("sym_name") or child.attributes.get("sym_name")
        if s is not None and getattr(s, "value", None) == name:
            return child
    return None


def verify(root: Operation) -> None:
    """Raise VerifyError for the first problem found."""
    registry.load_all()
    _verify_op(root, True)


def _verify_op(op: Operation, top: bool = False) -> None:
    d = registry.lookup(op.name)
    for o in op.operands:
        if o.value is None:
            raise VerifyError(op, f"null operand found")
    if d is not None:
        if registry.TERMINATOR in d.traits:
            if op.parent is not None and op.parent.last is not op:
                raise VerifyError(op, "must be the last operation in the parent block")
        if registry.SYMBOL_TABLE in d.traits:
            _verify_symbol_table(op)
    for region in op.regions:
        _verify_region(op, region, d)
    if d is not None and d.verifier is not None:
        d.verifier(op)
    if op.regions and (top or (d is not None and registry.ISOLATED in d.traits)):
        verify_dominance(op)


def _verify_symbol_table(op: Operation) -> None:
    seen = {}
    if not op.regions or not op.regions[0].blocks:
        return
    for child in op.regions[0].blocks[0]:
        s = child.properties.get("sym_name") or child.attributes.get("sym_name")
        name = getattr(s, "value", None)
        if isinstance(name, str):
            if name in seen:
                e = VerifyError(child, f"redefinition of symbol named '{name}'", prefix=False)
                e.notes.append((seen[name], "see existing symbol definition here"))
                raise e
            seen[name] = child


def _verify_region(op: Operation, region: Region, d) -> None:
    if not region.blocks:
        return
    no_term = d is not None and registry.NO_TERMINATOR in d.traits
    if d is not None and registry.SINGLE_BLOCK in d.traits and len(region.blocks) > 1:
        raise VerifyError(op, "expects a single block in its region")
    entry = region.blocks[0]
    for b in region.blocks:
        for s_op in b:
            for s in s_op.successors:
                if s is entry:
                    raise VerifyError(s_op, "entry block of region may not have predecessors", prefix=False)
                if s.parent is not region:
                    raise VerifyError(s_op, "branching to block of a different region", prefix=False)
    for b in region.blocks:
        last = b.last
        if last is None:
            if not no_term and d is not None:
                raise VerifyError(op, "empty block: expect at least a terminator")
            continue
        for child in b:
            if child is not last and child.successors:
                raise VerifyError(child, "must be the last operation in the parent block")
        if not no_term and d is not None:
            ld = registry.lookup(last.name)
            if ld is not None and registry.TERMINATOR not in ld.traits and not last.successors:
                e = VerifyError(last, "block with no terminator, has " + _short(last), prefix=False)
                raise e
    for b in region.blocks:
        for child in b:
            _verify_op(child)


def _short(op: Operation) -> str:
    from ..syntax.printer import Printer
    return f"'{op.name}'"


# ---- dominance -----------------------------------------------------------------

def dominators(region: Region) -> dict:
    """Immediate-dominator-free dominance sets for the blocks of a region
    (iterative; CFGs here are small).  Unreachable blocks dominate nothing."""
    blocks = region.blocks
    if len(blocks) == 1:
        return {blocks[0]: {blocks[0]}}
    entry = blocks[0]
    preds = {b: [] for b in blocks}
    for b in blocks:
        if b.last is not None:
            for s in b.last.successors:
                if s in preds:
                    preds[s].append(b)
    reachable = set()
    stack = [entry]
    while stack:
        b = stack.pop()
        if b in reachable:
            continue
        reachable.add(b)
        if b.last is not None:
            stack.extend(b.last.successors)
    all_set = set(reachable)
    dom = {b: set(all_set) for b in reachable}
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b is entry or b not in reachable:
                continue
            ps = [dom[p] for p in preds[b] if p in reachable]
            new = set.intersection(*ps) if ps else set()
            new = new | {b}
            if new != dom[b]:
                dom[b] = new
                changed = True
    for b in blocks:
        if b not in reachable:
            dom[b] = None  # unreachable: everything is allowed
    return dom


def verify_dominance(root: Operation) -> None:
    """Upstream's verifyDominanceOfContainedRegions: every operand of every op
    in ``root``'s regions (not entering ops isolated from above, which are
    checked on their own) properly dominates its use.  Ops in unreachable
    blocks are not checked; graph regions (GraphRegion trait) have no
    dominance.  Each check climbs from the use to the definition's region, so
    the cost does not grow with the nesting depth of the IR."""
    doms: dict = {}
    work = [root]
    while work:
        op = work.pop()
        for region in op.regions:
            dom = _dom(region, doms)
            for block in region.blocks:
                reachable = dom is None or dom.get(block) is not None
                for child in block:
                    if reachable:
                        for o in child.operands:
                            if not _properly_dominates(o.value, child, doms):
                                _raise_dominance(child, o.value)
                    if child.regions and not registry.has_trait(child, registry.ISOLATED):
                        work.append(child)


def _dom(region: Region, doms: dict):
    """Dominator sets of a multi-block region (cached), None for one block."""
    if len(region.blocks) < 2:
        return None
    d = doms.get(region)
    if d is None:
        d = doms[region] = dominators(region)
    return d


def _ssa(region) -> bool:
    owner = region.parent if region is not None else None
    return owner is None or not registry.has_trait(owner, registry.GRAPH_REGION)


def _ancestor_block_in(region, block):
    """The block of ``region`` that contains ``block`` (maybe itself), or None."""
    while block is not None and block.parent is not region:
        r = block.parent
        owner = r.parent if r is not None else None
        block = owner.parent if owner is not None else None
    return block


def _ancestor_op_in(region, op):
    while op is not None:
        b = op.parent
        if b is None:
            return None
        if b.parent is region:
            return op
        r = b.parent
        op = r.parent if r is not None else None
    return None


def _block_dominates(a, b, region, doms) -> bool:
    """Block ``a`` dominates block ``b`` (both in ``region``)."""
    if a is b:
        return True
    dom = _dom(region, doms)
    if dom is None:
        return False
    db = dom.get(b)
    return db is None or a in db  # everything dominates an unreachable block


def _properly_dominates(v, user, doms) -> bool:
    if v is None:
        return False
    if isinstance(v, BlockArgument):
        region = v.block.parent
        if region is None:
            return False
        ub = _ancestor_block_in(region, user.parent)
        if ub is None:
            return False
        if ub is v.block or not _ssa(region):
            return True
        return _block_dominates(v.block, ub, region, doms)
    a = v.op
    ab = a.parent
    if ab is None:
        return False
    region = ab.parent
    if a is user:
        return not _ssa(region)
    b = user
    if b.parent is None or b.parent.parent is not region:
        b = _ancestor_op_in(region, b)
        if b is None or b is a:
            return False
    bb = b.parent
    if ab is bb:
        if not _ssa(region):
            return True
        return ab.order_index(a) < ab.order_index(b)
    return _block_dominates(ab, bb, region, doms)


def _raise_dominance(op, v):
    """Upstream's diagnoseInvalidOperandDominance: the error, and a note saying
    where the operand is defined relative to the use."""
    from .core import BlockArgument
    e = VerifyError(op, f"operand #{_operand_index(op, v)} does not dominate this use", prefix=False)
    use_block = op.parent
    r1 = use_block.parent if use_block is not None else None
    if isinstance(v, BlockArgument):
        r2 = v.block.parent
        owner = r2.parent if r2 is not None else None
        if r2 is None:
            e.notes.append((owner, " (block without parent)"))
            raise e
        index = r2.blocks.index(v.block)
        e.notes.append((owner, f"operand defined as a block argument (block #{index}"
                               f"{_region_relation(r1, r2, ' in the same region)', ' in a parent region)', ' in a child region)', ' neither in a parent nor in a child region)')}"))
        raise e
    def_block = v.op.parent
    r2 = def_block.parent if def_block is not None else None
    if def_block is use_block:
        where = " (op in the same block)"
    else:
        where = _region_relation(r1, r2, " (op in the same region)", " (op in a parent region)",
                                 " (op in a child region)", " (op is neither in a parent nor in a child region)")
    e.notes.append((v.op, "operand defined here" + where))
    raise e


def _region_relation(use_region, def_region, same, parent, child, neither):
    if use_region is def_region:
        return same
    if _region_is_proper_ancestor(def_region, use_region):
        return parent
    if _region_is_proper_ancestor(use_region, def_region):
        return child
    return neither


def _region_is_proper_ancestor(a, b) -> bool:
    """True if region ``a`` properly contains region ``b``."""
    if a is None or b is None or a is b:
        return False
    op = b.parent
    while op is not None:
        r = op.parent_region
        if r is a:
            return True
        op = r.parent if r is not None else None
    return False


def _operand_index(op, v) -> int:
    for o in op.operands:
        if o.value is v:
            return o.index
    return 0
