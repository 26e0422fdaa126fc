"""Structural and per-op verification: terminators, successors, SSA dominance,
symbol uniqueness, and each registered op's own verifier."""
from __future__ import annotations

from typing import Optional

from ..dialects import registry
from .core import Block, Operation, Region


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
    _verify_op(root)


def _verify_op(op: Operation) -> None:
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
    graph = d is not None and registry.GRAPH_REGION in d.traits
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
    if not graph:
        _verify_dominance(region)
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


def _verify_dominance(region: Region) -> None:
    dom = dominators(region) if len(region.blocks) > 1 else None
    for b in region.blocks:
        if dom is not None and dom.get(b) is None:
            continue
        seen_in_block = set(b.args)
        for op in b:
            for o in op.operands:
                v = o.value
                _check_use(op, v, b, seen_in_block, dom, region)
            for nested in op.regions:
                for inner in nested.walk():
                    for o in inner.operands:
                        v = o.value
                        _check_nested_use(op, inner, v, b, seen_in_block, dom, region)
            seen_in_block.update(op.results)


def _def_block_in(region: Region, v):
    """The block of ``region`` that (transitively) contains v's definition."""
    blk = v.parent_block()
    while blk is not None and blk.parent is not region:
        p = blk.parent.parent if blk.parent else None
        blk = p.parent if p is not None else None
    return blk


def _check_use(op, v, block, seen, dom, region):
    if v in seen:
        return
    db = _def_block_in(region, v)
    if db is None:
        return  # defined in an enclosing region: checked there
    if db is block or dom is None or db not in dom.get(block, ()):
        _raise_dominance(op, v)


def _check_nested_use(top, inner, v, block, seen, dom, region):
    if v in seen:
        return
    db = _def_block_in(region, v)
    if db is None:
        return
    if db is block:
        # defined in this block: either later in the block (error) or inside the op itself.
        owner = v.parent_block()
        if owner is not None and _is_nested_in(owner, top):
            return
        _raise_dominance(inner, v)
    if dom is None or db not in dom.get(block, ()):
        _raise_dominance(inner, v)


def _is_nested_in(block: Block, op: Operation) -> bool:
    p = block.parent.parent if block.parent else None
    while p is not None:
        if p is op:
            return True
        p = p.parent_op
    return False


def _raise_dominance(op, v):
    from .core import BlockArgument
    e = VerifyError(op, f"operand #{_operand_index(op, v)} does not dominate this use", prefix=False)
    owner = v.block if isinstance(v, BlockArgument) else v.op
    if not isinstance(v, BlockArgument):
        e.notes.append((owner, "operand defined here"))
    raise e


def _operand_index(op, v) -> int:
    for o in op.operands:
        if o.value is v:
            return o.index
    return 0
