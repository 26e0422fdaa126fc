"""scf.for, scf.if, scf.execute_region and scf.yield (upstream
SCF/Transforms/BufferizableOpInterfaceImpl.cpp)."""
from __future__ import annotations

from ...ir import types as T
from ...ir.core import BlockArgument, OpResult, Operation
from .. import builders as B
from ..interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model
from ..state import fully_dynamic_layout

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


def _value_buffer_type(v, state):
    m = state.model_of_value(v)
    return m.buffer_type(v, state) if m is not None else state.default_buffer_type(v)


class ForModel(BufferizableModel):
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

    def is_writable(self, value, state):
        return True

    def is_repetitive_region(self, op, index):
        return True

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
        init = op.operand(FOR_FIRST_INIT + k)
        t = _value_buffer_type(init, state)
        if state.options.allow_return_allocs_from_loops:
            return _common_type([t, t.with_(layout=fully_dynamic_layout(len(t.shape)))]) \
                if isinstance(t, T.MemRefType) and t.layout is not None else t
        return t

    def bufferize(self, op, rw):
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
                ts.append(_value_buffer_type(y.operand(value.index), state))
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


class YieldModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def must_bufferize_in_place(self, use, state):
        return True

    def aliasing_values(self, use, state):
        parent = use.owner.parent_op
        if parent is None:
            return []
        if parent.name == "scf.if":
            return [Alias(parent.results[use.index], EQUIVALENT, definite=False)]
        if parent.name == "scf.execute_region":
            return [Alias(parent.results[use.index], EQUIVALENT)]
        return []

    def bufferize(self, op, rw):
        parent = op.parent_op
        new_vals = []
        for o in op.operands:
            if is_tensor(o.value):
                want = parent.results[o.index].type if parent is not None and o.index < len(parent.results) \
                    else None
                if want is not None and not is_tensor_type(want):
                    b = rw.buffer(o.value)
                    if b.type != want:
                        b = rw.insert(B.cast(b, want, op.loc)).result
                    new_vals.append(b)
                    continue
            new_vals.append(o.value)
        op.set_operands(new_vals)


register_model("scf.for", ForModel())
register_model("scf.if", IfModel())
register_model("scf.execute_region", ExecuteRegionModel())
register_model("scf.yield", YieldModel())
