"""scf.for, scf.if, scf.execute_region, scf.yield, scf.while/condition and
scf.index_switch (upstream SCF/Transforms/BufferizableOpInterfaceImpl.cpp);
scf.forall is in bufferize_forall.py."""
from __future__ import annotations

from ...ir import types as T
from ...ir.core import BlockArgument, OpResult, Operation
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, UNKNOWN, Alias, BufferizableModel, is_tensor, register_model
from ...bufferization.buffer_types import buffer_type_of, loop_iter_arg_buffer_type, produced_buffer_type
from ...bufferization.state import fully_dynamic_layout, identity_memref

FOR_FIRST_INIT = 3  # lb, ub, step, inits...


def _yield_of(region):
    b = region.blocks[0] if region.blocks else None
    return b.last if b is not None else None


def _common_type(types):
    ts = [t for t in types if t is not None]
    if not ts:
        return None
    if all(t == ts[0] for t in ts):
        return ts[0]
    t0 = ts[0]
    if isinstance(t0, T.MemRefType):
        return t0.with_(layout=fully_dynamic_layout(len(t0.shape)))
    return t0


class LoopModel(BufferizableModel):
    """A loop: its region iter_args are writable buffers and its body region
    runs repeatedly (upstream isRepetitiveRegion)."""

    def is_writable(self, value, state):
        return True

    def is_repetitive_region(self, op, index):
        return True


class ForModel(LoopModel):
    def _bbarg(self, op, use):
        return op.regions[0].blocks[0].args[1 + use.index - FOR_FIRST_INIT]

    def reads(self, use, state):
        if use.index < FOR_FIRST_INIT:
            return False
        return state.is_value_read(self._bbarg(use.owner, use))

    def writes(self, use, state):
        return use.index >= FOR_FIRST_INIT

    def aliasing_values(self, use, state):
        if use.index < FOR_FIRST_INIT:
            return []
        op = use.owner
        k = use.index - FOR_FIRST_INIT
        # Only the result: the iter bbArg starts a new alias set.  The loop op
        # itself counts as a write of its init, which summarizes the body.
        return [Alias(op.results[k], EQUIVALENT)]

    def aliasing_operands(self, value, state):
        if isinstance(value, BlockArgument):
            return []
        return [Alias(value.op.operands[FOR_FIRST_INIT + value.index], EQUIVALENT)]

    def verify_analysis(self, op, state):
        if state.options.allow_return_allocs_from_loops:
            return None
        y = _yield_of(op.regions[0])
        args = op.regions[0].blocks[0].args[1:]
        for i, (o, a) in enumerate(zip(y.operands, args)):
            if is_tensor(o.value) and not state.are_equivalent(o.value, a):
                return (y, f"Yield operand #{i} is not equivalent to the corresponding iter bbArg")
        return None

    def buffer_type(self, value, state):
        op = value.op if isinstance(value, OpResult) else value.block.parent_op
        k = value.index if isinstance(value, OpResult) else value.index - 1
        block = op.regions[0].blocks[0]
        y = block.last
        return loop_iter_arg_buffer_type(block.args[1 + k], op.operands[FOR_FIRST_INIT + k],
                                         y.operand(k) if y is not None and k < len(y.operands) else None, state)

    def bufferize(self, op, rw):
        # Decided on the tensor loop, before it is replaced (YieldModel.bufferize).
        # One-Shot only: the partial passes' to_tensor materializations are
        # not read-only memory.
        if not getattr(rw.state.options, "partial", False):
            y = _yield_of(op.regions[0])
            if y is not None:
                args = op.regions[0].blocks[0].args
                ks = {o.index for o in y.operands if is_tensor(o.value)
                      and (_may_be_read_only(o.value, rw.state, op) and _carried_value_written(op, o.index, rw.state)
                           or not rw.state.options.copy_before_write
                           and _aliases_outside_loop(o.value, op, args[1 + o.index], rw.state))}
                if ks:   # as scf.while's copy_condition_args
                    rw.copied_yields = getattr(rw, "copied_yields", {})
                    rw.copied_yields[y] = ks
        new_ops = []
        types = []
        for o in op.operands:
            if o.index >= FOR_FIRST_INIT and is_tensor(o.value):
                b = rw.operand_buffer(o)
                t = self.buffer_type(op.results[o.index - FOR_FIRST_INIT], rw.state)
                if b.type != t:
                    b = rw.insert(B.cast(b, t, op.loc)).result
                new_ops.append(b)
            else:
                new_ops.append(o.value)
        result_types = [new_ops[FOR_FIRST_INIT + i].type for i in range(len(op.results))]
        body = op.regions[0]
        op.regions = []
        new = Operation(op.name, new_ops, result_types, op.attributes, op.properties, [body], loc=op.loc)
        rw.insert(new)
        block = body.blocks[0]
        for a, t in zip(block.args[1:], result_types):
            if is_tensor(a) and not is_tensor_type(t):
                old_t = a.type
                a.type = t
                uses = list(a.uses)
                tt = B.to_tensor(a, old_t, op.loc)
                block.prepend(tt)
                for u in uses:
                    u.set(tt.result)
        rw.replace_op(op, new.results)


def is_tensor_type(t):
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


class IfModel(BufferizableModel):
    def aliasing_operands(self, value, state):
        op = value.op
        out = []
        for r in op.regions:
            y = _yield_of(r)
            if y is not None and value.index < len(y.operands):
                out.append(Alias(y.operands[value.index], EQUIVALENT, definite=False))
        return out

    def mutually_exclusive_regions(self, op):
        return True

    def buffer_type(self, value, state):
        op = value.op
        ts = []
        for r in op.regions:
            y = _yield_of(r)
            if y is not None and y.operands:
                ts.append(buffer_type_of(y.operand(value.index), state))
        return _common_type(ts) or state.default_buffer_type(value)

    def bufferize(self, op, rw):
        types = [self.buffer_type(r, rw.state) if is_tensor(r) else r.type for r in op.results]
        regions = list(op.regions)
        op.regions = []
        new = Operation(op.name, [o.value for o in op.operands], types, op.attributes, op.properties,
                        regions, loc=op.loc)
        rw.insert(new)
        rw.replace_op(op, new.results)


class ExecuteRegionModel(IfModel):
    def mutually_exclusive_regions(self, op):
        return False

    def aliasing_operands(self, value, state):
        out = []
        for b in value.op.regions[0].blocks:
            t = b.last
            if t is not None and t.name == "scf.yield":
                out.append(Alias(t.operands[value.index], EQUIVALENT))
        return out

    def buffer_type(self, value, state):
        # The types of the buffers yielded, as rewritten (upstream): a yielded
        # out-of-place write is a fresh identity-layout buffer, not a view of
        # its destination (a static strided type there made the yield's
        # memref.cast invalid: tests/lit/progen/crash-execute-region-out-of-place-yield.mlir).
        ts = [produced_buffer_type(a.target.value, state) for a in self.aliasing_operands(value, state)]
        return _common_type(ts) or state.default_buffer_type(value)


class YieldModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def must_bufferize_in_place(self, use, state):
        return True

    def aliasing_values(self, use, state):
        parent = use.owner.parent_op
        if parent is None:
            return []
        if parent.name in ("scf.if", "scf.index_switch"):
            # LLVM 22 leaves scf.index_switch out: its yields join no alias set, so a
            # write into its result in place changes what a case yields (a tensor
            # read later, a constant): a departure (docs/upstream-miscompiles.md)
            return [Alias(parent.results[use.index], EQUIVALENT, definite=False)]
        if parent.name == "scf.execute_region":
            return [Alias(parent.results[use.index], EQUIVALENT)]
        return []

    def bufferize(self, op, rw):
        parent = op.parent_op
        if parent is not None and parent.name == "scf.while":
            # The "after" region yields to the "before" region's arguments.
            targets = [a.type for a in parent.regions[0].blocks[0].args]
        elif parent is not None:
            targets = [r.type for r in parent.results]
        else:
            targets = []
        new_vals = []
        copies = getattr(rw, "copied_yields", {}).pop(op, ())
        for o in op.operands:
            if is_tensor(o.value):
                want = targets[o.index] if o.index < len(targets) else None
                if want is not None and not is_tensor_type(want):
                    b = rw.buffer(o.value)
                    if o.index in copies:
                        # A loop yielding a buffer no one may write (a constant):
                        # the next iteration's argument and the loop's result
                        # would be writable views of it.  Departure from LLVM 22,
                        # which writes into the constant (the program generator
                        # found it; tests/lit/progen/memory-constant-result.mlir).
                        b = rw.allocate_like(o.value, b, with_copy=True)
                    if b.type != want:
                        b = rw.insert(B.cast(b, want, op.loc)).result
                    new_vals.append(b)
                    continue
            new_vals.append(o.value)
        op.set_operands(new_vals)


def _carried_value_written(loop, k: int, state) -> bool:
    """Is what ``loop`` yields at ``k`` written in place later: through the
    loop's result or the next iteration's argument?"""
    first = 1 if loop.name == "scf.for" else 0   # scf.for's block starts with the induction variable
    vals = []
    if k < len(loop.results):
        vals.append(loop.results[k])
    args = loop.regions[0].blocks[0].args
    if first + k < len(args):
        vals.append(args[first + k])
    return any(state.is_value_written(v) for v in vals)


def _aliases_outside_loop(v, loop, own_arg, state) -> bool:
    """Does ``v``, yielded by ``loop`` to its iter arg ``own_arg``, alias a
    value defined outside the loop body or another of its iter args?  Then
    the yield gets a copy (upstream's ForOpInterface::resolveConflicts, its
    doesNotAliasExternalValue): a loop that yields %a to both %a and %b would
    otherwise give the next iteration one buffer for both, and a write into
    %b would clobber %a (the program generator found it)."""
    for a in state.alias_set(v):
        if a is own_arg:
            continue
        if isinstance(a, BlockArgument):
            owner = a.block.parent_op
            if owner is loop or owner is None or not loop.is_ancestor_of(owner):
                return True
        elif isinstance(a, OpResult):
            if a.op is loop or not loop.is_ancestor_of(a.op):
                return True
    return False


def _may_be_read_only(v, state, loop) -> bool:
    """May ``v`` (yielded by ``loop``) be a buffer no one may write, made
    inside the loop?  (One made outside reaches the loop through its init,
    whose alias set the analysis already sees.)"""
    for a in state.alias_set(v):
        if state.is_writable(a):
            continue
        owner = a.op if isinstance(a, OpResult) else a.block.parent_op
        if owner is not None and loop.is_ancestor_of(owner) and owner is not loop:
            return True
    return False


register_model("scf.for", ForModel())
register_model("scf.if", IfModel())
register_model("scf.execute_region", ExecuteRegionModel())
register_model("scf.yield", YieldModel())


# ---- scf.while / scf.condition ------------------------------------------------------------------


def _while_parts(op):
    before = op.regions[0].blocks[0]
    after = op.regions[1].blocks[0]
    return before, after, before.last, after.last


def _equivalent_pairs(args, values, state) -> set:
    out = set()
    for i, (a, v) in enumerate(zip(args, values)):
        if is_tensor(a) and is_tensor(v) and state.are_equivalent(a, v):
            out.add(i)
    return out


class WhileModel(LoopModel):
    """Upstream WhileOpInterface: iter_args are read and written; result #i
    aliases init #i (equivalent iff both regions yield equivalent buffers)."""

    def reads(self, use, state):
        return True

    def writes(self, use, state):
        return True

    def relation(self, op, k, state):
        before, after, cond, yld = _while_parts(op)
        if k >= len(before.args) or op.results[k].type != before.args[k].type:
            return UNKNOWN
        cargs = cond.operands[1:]
        if k >= len(cargs) or k >= len(after.args) or k >= len(yld.operands):
            return UNKNOWN
        eq_c = state.are_equivalent(before.args[k], cargs[k].value)
        eq_y = state.are_equivalent(after.args[k], yld.operand(k))
        return EQUIVALENT if eq_c and eq_y else UNKNOWN

    def aliasing_values(self, use, state):
        op = use.owner
        k = use.index
        if k >= len(op.results) or use.value.type != op.results[k].type:
            return []
        rel = self.relation(op, k, state)
        return [Alias(op.results[k], rel, definite=rel == EQUIVALENT)]

    def aliasing_operands(self, value, state):
        if isinstance(value, BlockArgument):
            return []
        op = value.op
        k = value.index
        if k >= len(op.operands) or op.operand(k).type != value.type:
            return []
        rel = self.relation(op, k, state)
        return [Alias(op.operands[k], rel, definite=rel == EQUIVALENT)]

    def verify_analysis(self, op, state):
        if state.options.allow_return_allocs_from_loops:
            return None
        before, after, cond, yld = _while_parts(op)
        for i, o in enumerate(cond.operands[1:]):
            if not is_tensor(o.value):
                continue
            if i >= len(before.args) or not state.are_equivalent(o.value, before.args[i]):
                return (cond, f"Condition arg #{i} is not equivalent to the corresponding iter bbArg")
        for i, o in enumerate(yld.operands):
            if not is_tensor(o.value):
                continue
            if i >= len(after.args) or not state.are_equivalent(o.value, after.args[i]):
                return (yld, f"Yield operand #{i} is not equivalent to the corresponding iter bbArg")
        return None

    def copied_condition_args(self, op, state) -> set:
        """Indices of condition args that get a fresh copy (resolveConflicts)."""
        if state.options.copy_before_write:
            return set()
        before, after, cond, yld = _while_parts(op)
        eq_b = _equivalent_pairs(before.args, [o.value for o in cond.operands[1:]], state)
        eq_a = _equivalent_pairs(after.args, [o.value for o in yld.operands], state)
        return {i for i, o in enumerate(cond.operands[1:]) if is_tensor(o.value) and not (i in eq_a and i in eq_b)}

    def buffer_type(self, value, state):
        op = value.op if isinstance(value, OpResult) else value.block.parent_op
        before, after, cond, yld = _while_parts(op)
        if isinstance(value, BlockArgument) and value.block is before:
            k = value.index
            return loop_iter_arg_buffer_type(value, op.operands[k],
                                             yld.operand(k) if k < len(yld.operands) else None, state)
        k = value.index
        cv = cond.operand(1 + k)
        if not is_tensor(cv):
            return cv.type
        if k in self.copied_condition_args(op, state):
            return identity_memref(cv.type, getattr(buffer_type_of(cv, state), "memory_space", None))
        return buffer_type_of(cv, state)

    def bufferize(self, op, rw):
        state = rw.state
        before, after, cond, yld = _while_parts(op)
        before_types = [self.buffer_type(a, state) if is_tensor(a) else a.type for a in before.args]
        after_types = [self.buffer_type(a, state) if is_tensor(a) else a.type for a in after.args]
        rw.copy_condition_args = getattr(rw, "copy_condition_args", {})
        rw.copy_condition_args[cond] = self.copied_condition_args(op, state)
        if not getattr(state.options, "partial", False):
            # The "after" region yielding a read-only buffer (a constant) to a
            # "before" argument that is written: as scf.for (ForModel.bufferize).
            copied = rw.copy_condition_args[cond]
            ks = {o.index for o in yld.operands if is_tensor(o.value)
                  and _may_be_read_only(o.value, state, op) and _while_carried_written(op, o.index, state, copied)}
            if ks:
                rw.copied_yields = getattr(rw, "copied_yields", {})
                rw.copied_yields[yld] = ks
        new_ops = []
        for o, t in zip(op.operands, before_types):
            if is_tensor(o.value):
                b = rw.operand_buffer(o)
                if b.type != t:
                    b = rw.insert(B.cast(b, t, op.loc)).result
                new_ops.append(b)
            else:
                new_ops.append(o.value)
        regions = list(op.regions)
        op.regions = []
        new = Operation(op.name, new_ops, after_types, op.attributes, op.properties, regions, loc=op.loc)
        rw.insert(new)
        for block, types in ((before, before_types), (after, after_types)):
            _retype_block_args(block, block.args, types, op.loc)
        rw.replace_op(op, new.results)


def _retype_block_args(block, args, types, loc):
    for a, t in zip(args, types):
        if is_tensor(a) and not is_tensor_type(t):
            old_t = a.type
            a.type = t
            uses = list(a.uses)
            tt = B.to_tensor(a, old_t, loc)
            block.prepend(tt)
            for u in uses:
                u.set(tt.result)


def _while_carried_written(op, k: int, state, copied: set) -> bool:
    """Is what the "after" region yields at ``k`` written in place later: as
    the "before" argument, or as a result the condition passes on uncopied?"""
    before, _after, cond, _yld = _while_parts(op)
    if k >= len(before.args):
        return False
    arg = before.args[k]
    if state.is_value_written(arg):
        return True
    for j, o in enumerate(cond.operands[1:]):
        if (j not in copied and j < len(op.results) and is_tensor(o.value)
                and arg in state.alias_set(o.value) and state.is_value_written(op.results[j])):
            return True
    return False


class ConditionModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def must_bufferize_in_place(self, use, state):
        return True

    def bufferize(self, op, rw):
        parent = op.parent_op
        after = parent.regions[1].blocks[0]
        copies = getattr(rw, "copy_condition_args", {}).pop(op, set())
        vals = [op.operand(0)]
        for o in op.operands[1:]:
            k = o.index - 1
            v = o.value
            if is_tensor(v):
                b = rw.buffer(v)
                if k in copies:
                    b = rw.allocate_like(v, b, True)
                want = after.args[k].type if k < len(after.args) else None
                if want is not None and not is_tensor_type(want) and b.type != want:
                    b = rw.insert(B.cast(b, want, op.loc)).result
                vals.append(b)
            else:
                vals.append(v)
        op.set_operands(vals)


# ---- scf.index_switch ----------------------------------------------------------------------------


class IndexSwitchModel(IfModel):
    pass


register_model("scf.while", WhileModel())
register_model("scf.condition", ConditionModel())
register_model("scf.index_switch", IndexSwitchModel())
