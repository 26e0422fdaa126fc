"""cf canonicalization, upstream's patterns (ControlFlowOps.cpp) in upstream's order: a branch to a
block that only branches on is sent on (pass-through), a constant or twice-decided condition or flag
picks its successor, a cond_br's condition is known in a successor reached only from it, a br to a
block with no other predecessor merges it, switch cases that go where the default goes are dropped;
and a cond_br to an unreachable block, assert true."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir.core import BlockArgument
from ...ir.registry import register_op
from ...ir import types as T
from .ops import _case_values, successor_operand_range, successor_operands, switch_properties


# ---- region simplification hooks (canonicalize) -------------------------------------


def _erase_successor_operand(op, i: int) -> None:
    """Successor #i of ``op`` lost one forwarded operand (already erased
    from the operand list): shrink the matching operand segment."""
    s = op.properties.get("operandSegmentSizes")
    if not isinstance(s, A.DenseArrayAttr):
        return
    vals = list(s.values)
    if op.name == "cf.cond_br":
        vals[1 + i] -= 1
    elif op.name == "cf.switch":
        if i == 0:
            vals[1] -= 1
        else:
            vals[2] -= 1
            cs = list(op.properties["case_operand_segments"].values)
            cs[i - 1] -= 1
            op.properties["case_operand_segments"] = A.DenseArrayAttr(
                op.properties["case_operand_segments"].element_type, tuple(cs))
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(s.element_type, tuple(vals))


def _branch_to(op, i, rewriter):
    """Replace the branch ``op`` by a cf.br to its successor #i, with the
    operands it forwards there."""
    return _replace_branch(op, rewriter, "cf.br", [], [(op.successors[i], successor_operands(op, i))])


def _replace_branch(op, rewriter, name, head, succs, properties=None):
    """Replace the branch ``op`` by a ``name`` op with operands ``head``, then
    each successor's operands, from ``succs`` [(block, values)]."""
    operands = list(head)
    for _, vals in succs:
        operands += vals
    rewriter.set_insertion_point_before(op)
    rewriter.create(name, operands, (), properties=properties, successors=[b for b, _ in succs], loc=op.loc)
    rewriter.erase_op(op)
    return True


def _cond_br(op, rewriter, succs):
    """Replace the cf.cond_br ``op`` by one on the same condition, with its
    weights, to ``succs`` [(block, values)] * 2."""
    props = {"operandSegmentSizes": A.DenseArrayAttr(T.i32, (1, len(succs[0][1]), len(succs[1][1])))}
    if op.properties.get("branch_weights") is not None:
        props["branch_weights"] = op.properties["branch_weights"]
    return _replace_branch(op, rewriter, "cf.cond_br", [op.operand(0)], succs, props)


def _switch(op, rewriter, default, cases):
    """Replace the cf.switch ``op`` by one on the same flag with ``default``
    (block, values) and ``cases`` [(value, block, values)]."""
    props = switch_properties(op.operand(0).type, len(default[1]), [(v, len(vals)) for v, _, vals in cases])
    return _replace_branch(op, rewriter, "cf.switch", [op.operand(0)],
                           [default] + [(b, vals) for _, b, vals in cases], props)


def _cases(op):
    """A cf.switch's cases: [(value, block, values)]."""
    return [(v, op.successors[k + 1], successor_operands(op, k + 1)) for k, v in enumerate(_case_values(op))]


def _collapse(dest, vals):
    """Where a branch to ``dest`` with ``vals`` can go instead when ``dest``
    holds nothing but a cf.br and its arguments feed only that cf.br: that
    cf.br's (destination, operands); None otherwise (upstream's
    collapseBranch; never to a block that branches to itself, nor to a chain
    of cf.br that comes back to a block it has passed)."""
    br = dest.first
    if br is None or br is not dest.last or br.name != "cf.br":
        return None
    if any(u is not br for a in dest.args for u in a.users()):
        return None
    to = br.successors[0]
    if to is dest:
        return None
    seen = {dest, to}
    nxt = to.last
    while nxt is not None and nxt.name == "cf.br":   # nor into a cycle of branches (LLVM 22)
        nxt = nxt.successors[0]
        if nxt in seen:
            return None
        seen.add(nxt)
        nxt = nxt.last
    out = [o.value for o in br.operands]
    return to, [vals[v.index] if isinstance(v, BlockArgument) and v.block is dest else v for v in out]


def _single_predecessor(block):
    """The block whose terminator is the only edge into ``block``, or None
    (upstream's getSinglePredecessor: two edges from one block are two)."""
    found = None
    for b in block.parent.blocks if block.parent is not None else ():
        t = b.last
        if t is None:
            continue
        for s in t.successors:
            if s is block:
                if found is not None:
                    return None
                found = t
    return found.parent if found is not None else None


def _pass_through_br(op, rewriter):
    """br ^bb1 where ^bb1 only branches on -> a br to where it goes
    (upstream's simplifyPassThroughBr)."""
    dest = op.successors[0]
    if dest is op.parent:
        return False
    to = _collapse(dest, [o.value for o in op.operands])
    return to is not None and _replace_branch(op, rewriter, "cf.br", [], [to])


def _pass_through_cond_br(op, rewriter):
    """cond_br to a block that only branches on -> to where it goes
    (upstream's SimplifyPassThroughCondBranch)."""
    succs = [(op.successors[i], successor_operands(op, i)) for i in (0, 1)]
    collapsed = [_collapse(b, vals) for b, vals in succs]
    if collapsed == [None, None]:
        return False
    return _cond_br(op, rewriter, [c or s for c, s in zip(collapsed, succs)])


def _cond_br_same_condition(op, rewriter):
    """A cond_br whose block is reached only from a cond_br on the same
    condition takes the side that edge decided (upstream's
    SimplifyCondBranchFromCondBranchOnSameCondition)."""
    cond = op.operand(0)
    if not any(u is not op and u.name == "cf.cond_br" and u.operand(0) is cond for u in cond.users()):
        return False   # (cheap test first: the predecessor's cond_br uses the condition)
    pred = _single_predecessor(op.parent)
    t = pred.last if pred is not None else None
    if t is None or t.name != "cf.cond_br" or t.operand(0) is not cond:
        return False
    return _branch_to(op, 0 if t.successors[0] is op.parent else 1, rewriter)


def _cond_br_truth(op, rewriter):
    """In a successor reached only from this cond_br, its condition is known:
    uses there (not in nested regions) read a constant (upstream's
    CondBranchTruthPropagation)."""
    cond = op.operand(0)
    replaced = False
    for i, value in ((0, True), (1, False)):
        dest = op.successors[i]
        uses = [u for u in cond.uses if u.owner.parent is dest]
        if not uses or _single_predecessor(dest) is None:
            continue
        rewriter.set_insertion_point_before(op)
        c = rewriter.create("arith.constant", (), [T.i1], properties={"value": A.TRUE if value else A.FALSE},
                            loc=op.loc).results[0]
        for u in uses:
            rewriter.modify_op_in_place(u.owner, lambda u=u: u.set(c))
        replaced = True
    return replaced


def _switch_drop_default_cases(op, rewriter):
    """Cases that go where the default goes, with the same operands, are
    dropped (upstream's dropSwitchCasesThatMatchDefault)."""
    default = (op.successors[0], successor_operands(op, 0))
    cases = _cases(op)
    keep = [c for c in cases if c[1] is not default[0] or not _same(c[2], default[1])]
    return len(keep) != len(cases) and _switch(op, rewriter, default, keep)


def _same(a, b) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _pass_through_switch(op, rewriter):
    """Successors that only branch on are replaced by where they go
    (upstream's simplifyPassThroughSwitch)."""
    default = (op.successors[0], successor_operands(op, 0))
    cases = _cases(op)
    d = _collapse(*default)
    new = [(v, *(_collapse(b, vals) or (b, vals))) for v, b, vals in cases]
    if d is None and all(n[1] is c[1] for n, c in zip(new, cases)):
        return False
    return _switch(op, rewriter, d or default, new)


def _predecessor_switch(op):
    """The cf.switch on the same flag that is the only edge into ``op``'s block."""
    flag = op.operand(0)
    if not any(u is not op and u.name == "cf.switch" and u.operand(0) is flag for u in flag.users()):
        return None
    pred = _single_predecessor(op.parent)
    t = pred.last if pred is not None else None
    return t if t is not None and t.name == "cf.switch" and t.operand(0) is flag else None


def _switch_same_flag(op, rewriter):
    """A switch reached only from a case of a switch on the same flag takes
    the successor of that case's value (upstream's
    simplifySwitchFromSwitchOnSameCondition)."""
    t = _predecessor_switch(op)
    if t is None or t.successors[0] is op.parent:
        return False
    value = next(v for v, b, _ in _cases(t) if b is op.parent)
    return _branch_to(op, _case_successor(op, value), rewriter)


def _case_successor(op, value) -> int:
    """The index of the successor a cf.switch takes for the flag ``value``."""
    t = op.operand(0).type
    mask = (1 << (64 if isinstance(t, T.IndexType) else t.width)) - 1
    for k, v in enumerate(_case_values(op)):
        if (int(v) - value) & mask == 0:
            return 1 + k
    return 0


def _switch_same_flag_default(op, rewriter):
    """A switch reached only from the default of a switch on the same flag
    drops the cases that switch decided (upstream's
    simplifySwitchFromDefaultSwitchOnSameCondition)."""
    t = _predecessor_switch(op)
    if t is None or t.successors[0] is not op.parent:
        return False
    decided = {v for v, b, _ in _cases(t) if b is not op.parent}
    cases = _cases(op)
    keep = [c for c in cases if c[0] not in decided]
    return len(keep) != len(cases) and _switch(op, rewriter, (op.successors[0], successor_operands(op, 0)), keep)


def _cond_br_const(op, rewriter):
    """cf.cond_br on a constant condition -> cf.br (upstream's
    SimplifyConstCondBranchPred)."""
    from ...transforms.rewrite import constant_int
    c = constant_int(op.operand(0))
    if c is None:
        return False
    return _branch_to(op, 0 if c else 1, rewriter)


def _br_to_single_pred_block(op, rewriter):
    """cf.br to a block whose only predecessor is this branch: merge the
    block into ours (upstream's SimplifyBrToBlockWithSinglePred)."""
    dest, here = op.successors[0], op.parent
    if dest is here or dest.parent is not here.parent or len(dest.predecessors()) != 1:
        return False
    for a, o in zip(dest.args, [o.value for o in op.operands]):
        rewriter.replace_all_uses_with(a, o)
    rewriter.erase_op(op)
    for o in list(dest):
        o.detach()
        here.append(o)
        rewriter.notify(o)
    region = dest.parent
    region.blocks[:] = [b for b in region.blocks if b is not dest]
    dest.parent = None
    return True


def _cond_br_same_dest(op, rewriter):
    """cond_br %c, ^bb(a...), ^bb(b...) -> br ^bb(select(%c, a, b)...)
    (upstream's SimplifyCondBranchIdenticalSuccessors)."""
    if op.successors[0] is not op.successors[1]:
        return False
    t_ops = [o.value for o in op.operands[slice(*_range_slice(op, 0))]]
    f_ops = [o.value for o in op.operands[slice(*_range_slice(op, 1))]]
    if any(a is not b for a, b in zip(t_ops, f_ops)) and \
            any(p is not op.parent for p in op.successors[0].predecessors()):
        return False   # selects only when this block is the successor's unique predecessor, as upstream
    rewriter.set_insertion_point_before(op)
    args = []
    for a, b in zip(t_ops, f_ops):
        if a is b:
            args.append(a)
        else:
            args.append(rewriter.create("arith.select", [op.operand(0), a, b], [a.type], loc=op.loc).results[0])
    rewriter.create("cf.br", args, (), successors=[op.successors[0]], loc=op.loc)
    rewriter.erase_op(op)
    return True


def _cond_br_to_unreachable(op, rewriter):
    """cond_br whose one successor starts with ub.unreachable -> cf.br to
    the other (LLVM 22's canonicalization: taking that edge is undefined
    behaviour, so the branch may assume it is not taken; when both are,
    the true one is kept)."""
    for i in (1, 0):
        first = op.successors[i].first
        if first is not None and first.name == "ub.unreachable":
            return _branch_to(op, 1 - i, rewriter)
    return False


def _switch_only_default(op, rewriter):
    """cf.switch with no case -> cf.br to its default (upstream's
    simplifySwitchWithOnlyDefault)."""
    return len(op.successors) == 1 and _branch_to(op, 0, rewriter)


def _switch_const(op, rewriter):
    """cf.switch on a constant -> cf.br to the case of that value, or to the
    default (upstream's simplifyConstSwitchValue)."""
    from ...transforms.rewrite import constant_int
    c = constant_int(op.operand(0))
    return c is not None and _branch_to(op, _case_successor(op, c), rewriter)


def _assert_const_true(op, rewriter):
    """cf.assert of a constant true is erased (upstream's AssertOp::canonicalize)."""
    from ...transforms.rewrite import constant_int
    if not constant_int(op.operand(0)):   # None (not a constant) or false
        return False
    rewriter.erase_op(op)
    return True


def _range_slice(op, i):
    start, n = successor_operand_range(op, i)
    return (start, start + n)


for _n in ("cf.cond_br", "cf.switch"):
    register_op(_n, erase_successor_operand=_erase_successor_operand)


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("cf.cond_br", _cond_br_const, _pass_through_cond_br, _cond_br_same_dest, _cond_br_same_condition,
                 _cond_br_truth, _cond_br_to_unreachable)
    add_patterns("cf.br", _br_to_single_pred_block, _pass_through_br)
    add_patterns("cf.switch", _switch_only_default, _switch_drop_default_cases, _switch_const, _pass_through_switch,
                 _switch_same_flag, _switch_same_flag_default)
    add_patterns("cf.assert", _assert_const_true)


_register_patterns()
