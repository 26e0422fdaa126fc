"""cf canonicalization: constant cond_br, same-destination cond_br, cond_br to an unreachable block,
single-predecessor br, switch on a constant or with no case, assert true."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir.registry import register_op
from ...ir import types as T
from .ops import _case_values, successor_operand_range


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
    start, n = successor_operand_range(op, i)
    rewriter.set_insertion_point_before(op)
    rewriter.create("cf.br", [o.value for o in op.operands[start:start + n]], (), successors=[op.successors[i]],
                    loc=op.loc)
    rewriter.erase_op(op)
    return True


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
    if c is None:
        return False
    t = op.operand(0).type
    mask = (1 << (64 if isinstance(t, T.IndexType) else t.width)) - 1
    for k, v in enumerate(_case_values(op)):
        if (int(v) - c) & mask == 0:
            return _branch_to(op, 1 + k, rewriter)
    return _branch_to(op, 0, rewriter)


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
    add_patterns("cf.cond_br", _cond_br_const, _cond_br_same_dest, _cond_br_to_unreachable)
    add_patterns("cf.br", _br_to_single_pred_block)
    add_patterns("cf.switch", _switch_only_default, _switch_const)
    add_patterns("cf.assert", _assert_const_true)


_register_patterns()
