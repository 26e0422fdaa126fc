"""Structural and per-op verification: terminators, successors, SSA dominance,
symbol uniqueness, and each registered op's own verifier."""
from __future__ import annotations

from typing import Optional

from . import registry
from .cfg import BlockDominance
from .core import Block, BlockArgument, Operation, Region


class VerifyError(Exception):
    def __init__(self, op: Operation, message: str, prefix: bool = True, print_op: bool = True):
        super().__init__(message)
        self.op = op
        self.message = f"'{op.name}' op {message}" if prefix else message
        self.notes: list = []
        # False for errors upstream emits at the op's location only
        # (mlir::emitError(loc)): no `see current operation` note.
        self.print_op = print_op


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
    _verify_op_and_dominance(root)


# Upstream's OperationVerifier (mlir/lib/IR/Verifier.cpp): a depth-first walk
# of ops and blocks that stops at ops isolated from above.  An op is checked
# on entrance (operands, dialect attributes, traits and its own verifier,
# region shapes) before its blocks; a block on entrance (terminator present,
# successors only on the last op) before its ops and on exit (successor
# regions, terminator trait) after them; on an op's exit its isolated children
# are verified (each with its dominance), then its region verifier runs.  The
# dominance of the values of an op's regions is checked after the whole op.

def _verify_op_and_dominance(op: Operation) -> None:
    _verify_op(op)
    if op.regions:
        verify_dominance(op)


def _verify_op(op: Operation) -> None:
    """Upstream's verifyOperation: a depth-first walk (with an explicit
    stack, so deep nesting does not recurse) that visits each op and block
    twice, on entrance and on exit, and skips ops isolated from above (their
    parent's exit verifies them).  A block's ops are taken from an iterator
    kept on the stack; an op without regions is entered and exited at once,
    so most ops cost no stack traffic."""
    lookup = registry.lookup
    d = lookup(op.name)
    _verify_op_on_entrance(op, d)
    stack: list = [(op, d)]
    _push_blocks(op, stack)
    while stack:
        item, state = stack.pop()
        if state is _BLOCK_EXIT:
            _verify_block_on_exit(item)
        elif isinstance(item, Block):
            _verify_block_on_entrance(item)
            stack.append((item, _BLOCK_EXIT))
            stack.append((iter(item), _OPS))
        elif state is _OPS:
            for child in item:
                if not child.regions:
                    cd = lookup(child.name)
                    _verify_op_on_entrance(child, cd)
                    _verify_op_on_exit(child, cd)
                    continue
                cd = lookup(child.name)
                if cd is not None and registry.ISOLATED in cd.traits:
                    continue
                stack.append((item, _OPS))   # the rest of the block, after the child
                _verify_op_on_entrance(child, cd)
                stack.append((child, cd))
                _push_blocks(child, stack)
                break
        else:   # an op whose blocks are done; ``state`` is its definition
            _verify_op_on_exit(item, state)


_BLOCK_EXIT = object()
_OPS = object()


def _push_blocks(op: Operation, stack: list) -> None:
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            stack.append((block, None))


def _verify_op_on_entrance(op: Operation, d) -> None:
    for o in op.operands:
        if o.value is None:
            raise VerifyError(op, "null operand found", prefix=False)
    # Dialect attributes (upstream's Dialect::verifyOperationAttribute).
    if op.attributes:
        for name, attr in list(op.attributes.items()):
            if "." in name:
                hook = registry.op_attr_verifier(name.split(".", 1)[0])
                if hook is not None:
                    hook(op, name, attr)
    if d is not None:
        # verifyInvariants: the traits, then the op's own verifier.
        if registry.TERMINATOR in d.traits:
            if op.parent is not None and op.parent.last is not op:
                if d.decl is not None:   # the counts and HasParent come first
                    d.decl.verify_leading(op)
                raise VerifyError(op, "must be the last operation in the parent block")
        if registry.SINGLE_BLOCK in d.traits:
            for i, region in enumerate(op.regions):
                if not region.blocks:
                    continue
                if len(region.blocks) > 1:
                    raise VerifyError(op, f"expects region #{i} to have 0 or 1 blocks")
                if registry.NO_TERMINATOR not in d.traits and region.blocks[0].last is None:
                    raise VerifyError(op, "expects a non-empty block")
        if d.verifier is not None:
            d.verifier(op)
    else:
        dialect = registry.rejects_unknown_op(op.name)
        if dialect is not None:
            raise VerifyError(op, f"unregistered operation '{op.name}' found in dialect ('{dialect}') that "
                                  "does not allow unknown operations", prefix=False)
    for i, region in enumerate(op.regions):
        if d is not None and registry.GRAPH_REGION in d.traits and len(region.blocks) > 1:
            raise VerifyError(op, f"expects graph region #{i} to have 0 or 1 blocks")
        if not region.blocks:
            continue
        entry = region.blocks[0]
        if _has_predecessors(entry):
            # upstream: emitError(op.getLoc(), ...), without the op.
            raise VerifyError(op, "entry block of region may not have predecessors", prefix=False,
                              print_op=False)


def _has_predecessors(block: Block) -> bool:
    region = block.parent
    for b in region.blocks:
        last = b.last
        if last is not None and any(s is block for s in last.successors):
            return True
    # A successor on an op that is not last is reported on the block's
    # entrance; it still counts as a predecessor (upstream's use list).
    for b in region.blocks:
        for child in b:
            if child.successors and child is not b.last and any(s is block for s in child.successors):
                return True
    return False


def _verify_op_on_exit(op: Operation, d) -> None:
    for region in op.regions:
        for block in region.blocks:
            for child in block:
                if child.regions and registry.has_trait(child, registry.ISOLATED):
                    _verify_op_and_dominance(child)
    if d is not None:
        # verifyRegionInvariants: region traits, then the op's region verifier.
        if registry.SYMBOL_TABLE in d.traits:
            _verify_symbol_table(op)
        rv = d.extra.get("region_verifier")
        if rv is not None:
            rv(op)


def _may_be_valid_without_terminator(block: Block) -> bool:
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    owner = region.parent
    if owner is None:
        return True
    d = registry.lookup(owner.name)
    return d is None or registry.NO_TERMINATOR in d.traits  # mightHaveTrait


def _verify_block_on_entrance(block: Block) -> None:
    if block.last is None:
        if _may_be_valid_without_terminator(block):
            return
        # upstream: emitError(region.getLoc(), ...): at the region's op,
        # without the op's name or the op itself.
        raise VerifyError(block.parent.parent, "empty block: expect at least a terminator",
                          prefix=False, print_op=False)
    last = block.last
    for child in block:
        if child.successors and child is not last:
            raise VerifyError(child, "operation with block successors must terminate its parent block",
                              prefix=False)


def _verify_block_on_exit(block: Block) -> None:
    last = block.last
    if last is None:
        return
    for s in last.successors:
        if s.parent is not block.parent:
            raise VerifyError(last, "branching to block of a different region")
    if _may_be_valid_without_terminator(block):
        return
    d = registry.lookup(last.name)
    if d is not None and registry.TERMINATOR not in d.traits:  # !mightHaveTrait<IsTerminator>
        raise VerifyError(last, "block with no terminator, has " + _op_text(last), prefix=False)


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


_OP_RENDERER: list = [lambda op: f"'{op.name}'"]


def set_op_renderer(fn) -> None:
    """How an op is streamed into a verifier message; the syntax layer
    installs upstream's Diagnostic::appendOp form (syntax/diagnostic_ops)."""
    _OP_RENDERER[0] = fn


def _op_text(op: Operation) -> str:
    """``op`` streamed into a diagnostic (upstream's Diagnostic::appendOp)."""
    return _OP_RENDERER[0](op)


# ---- dominance -----------------------------------------------------------------

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
                reachable = dom is None or dom.reachable(block)
                for child in block:
                    if reachable:
                        for o in child.operands:
                            if not _properly_dominates(o.value, child, doms):
                                _raise_dominance(child, o.value)
                    if child.regions and not registry.has_trait(child, registry.ISOLATED):
                        work.append(child)


def _dom(region: Region, doms: dict):
    """The block dominance of a multi-block region (cached), None for one block."""
    if len(region.blocks) < 2:
        return None
    d = doms.get(region)
    if d is None:
        d = doms[region] = BlockDominance(region)
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
    if not dom.reachable(b):
        return True     # everything dominates an unreachable block
    return dom.reachable(a) and dom.dominates(a, b)


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
