"""scf canonicalization: constant-condition and empty scf.if, unused results, zero/one-trip scf.for, unused iter_args,
scf.index_switch on a constant, scf.execute_region inlined."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir import registry
from ...ir.core import Block, Operation
from ...ir.registry import register_op


# ---- canonicalization patterns (canonicalize) -----------------------------------------
# After upstream's SCF.cpp: scf.if with a constant condition, results that
# both branches yield the same value, unused results, empty else branches;
# scf.for with a zero or one trip count and iter_args that are forwarded.
# Region ops have recursive memory effects: dead when their body is.

RECURSIVE_EFFECTS = "RecursiveMemoryEffects"


def _const_int(v):
    from ...transforms.rewrite import constant_int
    return constant_int(v)


def _move_regions(old, new):
    for r in old.regions:
        new.add_region(r)
    old.regions = []


def _inline_region_before(rewriter, region, op):
    """Inline the single block of ``region`` before ``op``; the values its
    terminator yields."""
    block = region.blocks[0]
    term = block.last
    values = [o.value for o in term.operands]
    rewriter.erase_op(term)
    rewriter.inline_block_before(block, op)
    return values


def _if_const_cond(op, rewriter):
    c = _const_int(op.operand(0))
    if c is None:
        return False
    region = op.regions[0] if c else op.regions[1]
    if not region.blocks:
        rewriter.erase_op(op)
        return True
    values = _inline_region_before(rewriter, region, op)
    rewriter.replace_op(op, values)
    return True


def _switch_const(op, rewriter):
    """scf.index_switch on a constant: the matching case's region (or the
    default, region 0) inlined before it (upstream's FoldConstantCase)."""
    c = _const_int(op.operand(0))
    if c is None:
        return False
    cases = list(op.properties["cases"].values)
    region = op.regions[1 + cases.index(c)] if c in cases else op.regions[0]
    values = _inline_region_before(rewriter, region, op)
    rewriter.replace_op(op, values)
    return True


def _if_same_yield(op, rewriter):
    """upstream's ReplaceIfYieldWithConditionOrValue: a result both branches
    yield the same value is that value; an i1 result yielding true/false
    constants is the condition (false/true: the condition xor true)."""
    if not op.results or len(op.regions[1].blocks) == 0:
        return False
    ty, ey = op.regions[0].blocks[0].last, op.regions[1].blocks[0].last
    changed = False
    for i, r in enumerate(op.results):
        t, e = ty.operand(i), ey.operand(i)
        if t is e:
            if r.uses:
                rewriter.replace_all_uses_with(r, t)
                changed = True
            continue
        if not r.uses or not (_is_bool(t) and _is_bool(e)):
            continue
        tv, ev = _const_int(t), _const_int(e)
        if tv == 1 and ev == 0:
            rewriter.replace_all_uses_with(r, op.operand(0))
            changed = True
        elif tv == 0 and ev == 1:
            from ...transforms.rewrite import materialize_constant   # (upstream: the constant's dialect's)
            true = rewriter.insert_before(op, materialize_constant(A.BoolAttr(True), T.i1, op.loc, "arith")).results[0]
            xor = rewriter.insert_before(op, Operation("arith.xori", [op.operand(0), true], [true.type], loc=op.loc))
            rewriter.replace_all_uses_with(r, xor.results[0])
            changed = True
    return changed


def _is_bool(v):
    return v.type == T.i1


def _replace_partial(rewriter, op, mapping):
    """Replace the results of ``op`` listed in ``mapping`` (index -> value)
    and erase it (the others must be unused)."""
    for i, v in mapping.items():
        rewriter.replace_all_uses_with(op.results[i], v)
    rewriter.erase_op(op)


def _if_unused_results(op, rewriter):
    if not op.results or all(r.uses for r in op.results):
        return False
    keep = [i for i, r in enumerate(op.results) if r.uses]
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.if", [op.operand(0)], [op.results[i].type for i in keep], dict(op.attributes),
                          dict(op.properties), loc=op.loc)
    _move_regions(op, new)
    for region in new.regions:
        for b in region.blocks:
            y = b.last
            vals = [y.operand(i) for i in keep]
            rewriter.modify_op_in_place(y, lambda y=y, vals=vals: y.set_operands(vals))
    _replace_partial(rewriter, op, {i: new.results[j] for j, i in enumerate(keep)})
    return True


def _if_trivial_to_select(op, rewriter):
    """upstream's ConvertTrivialIfToSelect: results yielded from values
    defined outside the branches are hoisted: the same value on both sides
    is that value, else an arith.select on the condition; the if keeps the
    others (none: it stays, without results, until it is dead or empty)."""
    if not op.results or len(op.regions[1].blocks) == 0:
        return False
    then_r, else_r = op.regions
    ty, ey = then_r.blocks[0].last, else_r.blocks[0].last
    pairs = [(ty.operand(i), ey.operand(i)) for i in range(len(op.results))]
    inside = [_parent_region(t) is then_r or _parent_region(e) is else_r for t, e in pairs]
    if all(inside):
        return False
    cond = op.operand(0)
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.if", [cond], [r.type for r, k in zip(op.results, inside) if k],
                          dict(op.attributes), dict(op.properties), loc=op.loc)
    _move_regions(op, new)
    rewriter.set_insertion_point_before(new)   # (upstream's selects come before the new if)
    values, kept = [], 0
    for (t, e), k in zip(pairs, inside):
        if k:
            values.append(new.results[kept])
            kept += 1
        elif t is e:
            values.append(t)
        else:
            values.append(rewriter.create("arith.select", [cond, t, e], [t.type], loc=op.loc).results[0])
    for y in (ty, ey):
        vals = [y.operand(i) for i, k in enumerate(inside) if k]
        rewriter.modify_op_in_place(y, lambda y=y, vals=vals: y.set_operands(vals))
    rewriter.replace_op(op, values)
    return True


def _parent_region(v):
    b = v.parent_block() if hasattr(v, "parent_block") else None
    return b.parent if b is not None else None


def _within(r, region) -> bool:
    """Whether region ``r`` is ``region`` or nested in it."""
    while r is not None:
        if r is region:
            return True
        r = r.parent.parent_region if r.parent is not None else None
    return False


def _in_region(region, op) -> bool:
    """Whether ``op`` is in ``region`` or in a region nested in it."""
    return _within(op.parent_region, region)


def _bool_const(rewriter, value, loc):
    return rewriter.create("arith.constant", (), [T.i1], properties={"value": A.TRUE if value else A.FALSE},
                           loc=loc).results[0]


def _if_condition_propagation(op, rewriter):
    """Inside the then region the condition is true, inside the else region
    false: its uses there read a constant (upstream's ConditionPropagation;
    uses in upstream's use-list order, the newest first)."""
    cond = op.operand(0)
    if _const_int(cond) is not None:
        return False
    made = {}
    rewriter.set_insertion_point_before(op)
    for use in reversed(list(cond.uses)):
        for value, region in ((True, op.regions[0]), (False, op.regions[1])):
            if _in_region(region, use.owner):
                if value not in made:
                    made[value] = _bool_const(rewriter, value, op.loc)
                rewriter.modify_op_in_place(use.owner, lambda use=use, c=made[value]: use.set(c))
                break
    return bool(made)


def _only_yields(block) -> bool:
    return block.first is block.last


def _if_combine_nested(op, rewriter):
    """scf.if %a { scf.if %b { ... } } -> scf.if (%a and %b) { ... }, when
    the outer then holds only the inner if, and each else only yields
    (upstream's CombineNestedIfs)."""
    then_b = op.regions[0].blocks[0]
    inner = then_b.first
    if inner is None or inner.name != "scf.if" or inner.next is not then_b.last:
        return False
    else_b = op.regions[1].blocks[0] if op.regions[1].blocks else None
    inner_else = inner.regions[1].blocks[0] if inner.regions[1].blocks else None
    if (else_b is not None and not _only_yields(else_b)) or (inner_else is not None and not _only_yields(inner_else)):
        return False
    then_y = [o.value for o in then_b.last.operands]
    else_y = [o.value for o in else_b.last.operands] if else_b is not None else []
    to_select = []
    for i, v in enumerate(then_y):
        if getattr(v, "op", None) is inner:
            if inner_else.last.operand(v.index) is not else_y[i]:
                return False
            then_y[i] = inner.regions[0].blocks[0].last.operand(v.index)
            continue
        if _parent_region(v) is op.regions[0]:
            return False
        to_select.append(i)
    rewriter.set_insertion_point_before(op)
    both = rewriter.create("arith.andi", [op.operand(0), inner.operand(0)], [T.i1], loc=op.loc).results[0]
    new = rewriter.create("scf.if", [both], [r.type for r in op.results], loc=op.loc)
    then_r = new.add_region()
    new.add_region()
    results = list(new.results)
    rewriter.set_insertion_point_before(new)
    for i in to_select:
        results[i] = rewriter.create("arith.select", [op.operand(0), then_y[i], else_y[i]], [then_y[i].type],
                                     loc=op.loc).results[0]
    block = inner.regions[0].blocks[0]
    inner.regions[0].blocks[:] = []
    then_r.add_block(block)
    old_yield = block.last
    rewriter.set_insertion_point_before(old_yield)
    rewriter.create("scf.yield", then_y, (), loc=old_yield.loc)
    rewriter.erase_op(old_yield)
    if else_y:
        eb = new.regions[1].add_block(Block())
        rewriter.set_insertion_point_to_end(eb)
        rewriter.create("scf.yield", else_y, (), loc=op.loc)
    rewriter.replace_op(op, results)
    return True


def _negation_of(v, cond) -> bool:
    """``v`` is ``arith.xori cond, 1`` (any ``cond`` when None)."""
    d = v.defining_op()
    return d is not None and d.name == "arith.xori" and (cond is None or d.operand(0) is cond) \
        and _const_int(d.operand(1)) in (1, -1)


def _if_combine(op, rewriter):
    """Two adjacent scf.if on the same condition (or on it and its negation)
    become one, the first's results then the second's (upstream's
    CombineIfs)."""
    prev = op.prev
    if prev is None or prev.name != "scf.if":
        return False
    then_b = op.regions[0].blocks[0]
    else_b = op.regions[1].blocks[0] if op.regions[1].blocks else None
    nthen = nelse = None
    if op.operand(0) is prev.operand(0):
        nthen, nelse = then_b, else_b
    if _negation_of(op.operand(0), prev.operand(0)) or _negation_of(prev.operand(0), op.operand(0)):
        nelse, nthen = then_b, (else_b if else_b is not None else nthen)
    if nthen is None and nelse is None:
        return False
    if prev.regions[1].blocks:
        py_then = [o.value for o in prev.regions[0].blocks[0].last.operands]
        py_else = [o.value for o in prev.regions[1].blocks[0].last.operands]
        for r, tv, ev in zip(prev.results, py_then, py_else):
            for use in list(r.uses):
                if nthen is not None and _in_region(nthen.parent, use.owner):
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=tv: use.set(v))
                elif nelse is not None and _in_region(nelse.parent, use.owner):
                    rewriter.modify_op_in_place(use.owner, lambda use=use, v=ev: use.set(v))
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.if", [prev.operand(0)], [r.type for r in list(prev.results) + list(op.results)], loc=op.loc)
    new.add_region(prev.regions[0])
    new.add_region(prev.regions[1])
    prev.regions = []
    for side, nb in ((0, nthen), (1, nelse)):
        if nb is None:
            continue
        region = new.regions[side]
        if not region.blocks:
            nb.parent.blocks[:] = []
            region.add_block(nb)
            continue
        dest = region.blocks[0]
        y1, y2 = dest.last, nb.last
        for o in list(nb):
            o.detach()
            dest.append(o)
            rewriter.notify(o)
        rewriter.set_insertion_point_to_end(dest)
        rewriter.create("scf.yield", [x.value for x in y1.operands] + [x.value for x in y2.operands], (),
                        loc=y2.loc)
        rewriter.erase_op(y1)
        rewriter.erase_op(y2)
    n = len(prev.results)
    rewriter.replace_op(prev, new.results[:n])
    rewriter.replace_op(op, new.results[n:])
    return True


def _if_empty_else(op, rewriter):
    if op.results or len(op.regions) < 2 or not op.regions[1].blocks:
        return False
    b = op.regions[1].blocks[0]
    if b.first is not b.last or b.args:
        return False
    rewriter.modify_op_in_place(op, lambda: _drop_region_blocks(op.regions[1]))
    return True


def _drop_region_blocks(region):
    for b in region.blocks:
        for o in list(b):
            o.erase()
        b.parent = None
    region.blocks[:] = []


def _for_parts(op):
    lb, ub, step = op.operand(0), op.operand(1), op.operand(2)
    inits = [o.value for o in op.operands[3:]]
    return lb, ub, step, inits


def _for_trip_count(op, rewriter):
    lb, ub, step, inits = _for_parts(op)
    l, u, s = _const_int(lb), _const_int(ub), _const_int(step)
    if l is not None and u is not None and l >= u and "unsignedCmp" not in op.properties:
        rewriter.replace_op(op, inits)
        return True
    if l is None or u is None or s is None or s <= 0 or "unsignedCmp" in op.properties:
        return False
    if u - l > s:
        return False
    block = op.regions[0].blocks[0]
    rewriter.replace_all_uses_with(block.args[0], lb)
    for a, v in zip(block.args[1:], inits):
        rewriter.replace_all_uses_with(a, v)
    values = _inline_region_before(rewriter, op.regions[0], op)
    rewriter.replace_op(op, values)
    return True


def _for_iter_args(op, rewriter):
    lb, ub, step, inits = _for_parts(op)
    if not inits:
        return False
    block = op.regions[0].blocks[0]
    y = block.last
    drop = []
    for i, init in enumerate(inits):
        arg, yv, res = block.args[i + 1], y.operand(i), op.results[i]
        if yv is arg or yv is init or (not arg.uses and not res.uses):
            drop.append(i)
    if not drop:
        return False
    keep = [i for i in range(len(inits)) if i not in drop]
    for i in drop:
        rewriter.replace_all_uses_with(block.args[i + 1], inits[i])
        rewriter.replace_all_uses_with(op.results[i], inits[i])
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.for", [lb, ub, step] + [inits[i] for i in keep],
                          [op.results[i].type for i in keep], dict(op.attributes), dict(op.properties),
                          loc=op.loc)
    _move_regions(op, new)
    for i in reversed(drop):
        y.erase_operand(i)
        block.erase_arg(i + 1)
    rewriter.notify_modified(y)
    _replace_partial(rewriter, op, {i: new.results[j] for j, i in enumerate(keep)})
    return True


def _fold_if(op):
    """scf.if (x xor true) A else B -> scf.if x B else A, in place
    (upstream's IfOp::fold); None when it does not apply."""
    if not op.regions[1].blocks or not _negation_of(op.operand(0), None):
        return None
    op.set_operand(0, op.operand(0).defining_op().operand(0))
    then_r, else_r = op.regions
    then_r.blocks, else_r.blocks = else_r.blocks, then_r.blocks
    for r in (then_r, else_r):
        for b in r.blocks:
            b.parent = r
    return []


def _execute_region_one_block(op, rewriter):
    """An execute_region of one block is replaced by its ops, its results by
    what it yields (upstream's SingleBlockExecuteInliner); not ``no_inline``."""
    region = op.regions[0]
    if len(region.blocks) != 1 or "no_inline" in op.properties:
        return False
    values = _inline_region_before(rewriter, region, op)
    rewriter.replace_op(op, values)
    return True


def _execute_region_blocks(op, rewriter):
    """An execute_region of several blocks in a function (or in another
    execute_region) is inlined into that region: its block is split before
    it, branches to the region's entry, and each scf.yield becomes a cf.br to
    the rest, whose arguments replace the results (upstream's
    MultiBlockExecuteInliner)."""
    parent = op.parent_op
    if "no_inline" in op.properties or parent is None or \
            not (registry.has_trait(parent, registry.FUNCTION) or parent.name == op.name):
        return False
    region, here = op.regions[0], op.parent
    outer = here.parent
    rest = Block()
    outer.add_block(rest, outer.blocks.index(here) + 1)
    moving = []
    o = op
    while o is not None:
        moving.append(o)
        o = o.next
    for o in moving:
        o.detach()
        rest.append(o)
    blocks = list(region.blocks)
    rewriter.set_insertion_point_to_end(here)
    rewriter.create("cf.br", (), (), successors=[blocks[0]], loc=op.loc)
    for b in blocks:
        t = b.last
        if t is not None and t.name == "scf.yield":
            rewriter.set_insertion_point_before(t)
            rewriter.create("cf.br", [x.value for x in t.operands], (), successors=[rest], loc=t.loc)
            rewriter.erase_op(t)
    region.blocks[:] = []
    at = outer.blocks.index(rest)
    for k, b in enumerate(blocks):
        outer.add_block(b, at + k)
    args = [rest.add_arg(r.type, op.loc) for r in op.results]
    for o in moving[1:]:
        rewriter.notify(o)
    rewriter.replace_op(op, args)
    return True


def _yields(op):
    """The scf.yield terminators of an execute_region's blocks."""
    return [b.last for b in op.regions[0].blocks if b.last is not None and b.last.name == "scf.yield"]


def _execute_region_forwarded(op, rewriter):
    """A result that every scf.yield gives the same value defined outside
    the op is that value (upstream's MakeRegionBranchOpSuccessorInputsDead,
    for execute_region's results)."""
    ys = _yields(op)
    changed = False
    for i, r in enumerate(op.results):
        vals = {id(y.operand(i)): y.operand(i) for y in ys}
        if not r.uses or len(vals) != 1:
            continue
        v = next(iter(vals.values()))
        if _within(_parent_region(v), op.regions[0]):   # defined inside: not in scope after the op
            continue
        rewriter.replace_all_uses_with(r, v)
        changed = True
    return changed


def _execute_region_dead_results(op, rewriter):
    """Unused results go, with what each scf.yield gives them (upstream's
    RemoveDeadRegionBranchOpSuccessorInputs, for execute_region)."""
    dead = [i for i, r in enumerate(op.results) if not r.uses]
    if not dead:
        return False
    keep = [i for i in range(len(op.results)) if i not in dead]
    for y in _yields(op):
        vals = [y.operand(i) for i in keep]
        rewriter.modify_op_in_place(y, lambda y=y, vals=vals: y.set_operands(vals))
    rewriter.set_insertion_point_before(op)
    new = rewriter.create("scf.execute_region", (), [op.results[i].type for i in keep], dict(op.attributes),
                          dict(op.properties), loc=op.loc)
    _move_regions(op, new)
    _replace_partial(rewriter, op, {i: new.results[j] for j, i in enumerate(keep)})
    return True


for _n in ("scf.if", "scf.for", "scf.while", "scf.execute_region", "scf.index_switch"):
    register_op(_n, traits=(RECURSIVE_EFFECTS,))
register_op("scf.if", fold=_fold_if)


def _register_patterns():
    from ...transforms.rewrite import add_patterns
    add_patterns("scf.if", _if_combine, _if_combine_nested, _if_condition_propagation, _if_trivial_to_select,
                 _if_empty_else, _if_const_cond, _if_unused_results, _if_same_yield)
    add_patterns("scf.for", _for_trip_count, _for_iter_args)
    add_patterns("scf.index_switch", _switch_const)
    add_patterns("scf.execute_region", _execute_region_one_block, _execute_region_blocks,
                 _execute_region_forwarded, _execute_region_dead_results)


_register_patterns()
