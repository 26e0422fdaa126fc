"""scf.forall and scf.forall.in_parallel (upstream
SCF/Transforms/BufferizableOpInterfaceImpl.cpp): the shared outputs, each
thread's tensor.parallel_insert_slice into them."""
from __future__ import annotations

from ...ir.core import BlockArgument, OpResult, Operation
from ...bufferization import builders as B
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model
from ...bufferization.buffer_types import buffer_type_of
from .bufferize import LoopModel


def _forall_segments(op):
    return list(op.properties["operandSegmentSizes"].values)


def _forall_first_out(op) -> int:
    s = _forall_segments(op)
    return s[0] + s[1] + s[2]


def _forall_rank(op) -> int:
    return len(op.properties["staticLowerBound"].values)


def _forall_mixed(op):
    from ..common import DYNAMIC
    s = _forall_segments(op)
    it = iter(o.value for o in op.operands)
    out = []
    for name, n in zip(("staticLowerBound", "staticUpperBound", "staticStep"), s[:3]):
        out.append([next(it) if x == DYNAMIC else x for x in op.properties[name].values])
    return out


def _const_int(v):
    if isinstance(v, int):
        return v
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is not None and d.name == "arith.constant":
        return getattr(d.properties.get("value"), "value", None)
    return None


class ForallModel(LoopModel):
    def reads(self, use, state):
        # LLVM 22 (llvm-project PR #134169): every shared_out is read (the
        # parallel_insert_slice destinations no longer are).
        return use.index >= _forall_first_out(use.owner)

    def writes(self, use, state):
        return use.index >= _forall_first_out(use.owner)

    def aliasing_values(self, use, state):
        f = _forall_first_out(use.owner)
        if use.index < f:
            return []
        return [Alias(use.owner.results[use.index - f], EQUIVALENT)]

    def aliasing_operands(self, value, state):
        if isinstance(value, BlockArgument):
            return []
        op = value.op
        return [Alias(op.operands[_forall_first_out(op) + value.index], EQUIVALENT)]

    def is_repetitive_region(self, op, index):
        for lb, ub, st in zip(*_forall_mixed(op)):
            lo, hi, s = _const_int(lb), _const_int(ub), _const_int(st)
            if lo is None or hi is None or s is None:
                return True
            if lo + s < hi:
                return True
        return False

    def is_parallel_region(self, op, index):
        return self.is_repetitive_region(op, index)

    def buffer_type(self, value, state):
        if isinstance(value, BlockArgument):
            op = value.block.parent_op
            out = op.operand(_forall_first_out(op) + value.index - _forall_rank(op))
        else:
            op = value.op
            out = op.operand(_forall_first_out(op) + value.index)
        return buffer_type_of(out, state)

    def bufferize(self, op, rw):
        # the shared outs go with the in_parallel ops that write them: a pass that
        # may not bufferize those (One-Shot's dialect-filter=scf) must not write invalid IR
        term = op.regions[0].blocks[0].last
        for inner in (x for r in (term.regions if term is not None else ()) for b in r.blocks for x in b):
            if not rw.state.options.op_allowed(inner):
                from ...bufferization.interface import BufferizeError
                raise BufferizeError(op, f"cannot bufferize the loop without its '{inner.name}' "
                                         "(not bufferized by this pass)")
        f = _forall_first_out(op)
        rank = _forall_rank(op)
        buffers = [rw.operand_buffer(o) for o in op.operands[f:]]
        block = op.regions[0].blocks[0]
        body_args = block.args[rank:]
        for a, b in zip(body_args, buffers):
            uses = list(a.uses)
            if uses:
                tt = B.to_tensor(b, a.type, op.loc)
                block.prepend(tt)
                for u in uses:
                    u.set(tt.result)
        for _ in range(len(body_args)):
            block.erase_arg(rank)
        props = dict(op.properties)
        s = _forall_segments(op)
        props["operandSegmentSizes"] = B.seg(s[0], s[1], s[2], 0)
        regions = list(op.regions)
        op.regions = []
        new = Operation(op.name, [o.value for o in op.operands[:f]], [], op.attributes, props, regions,
                        loc=op.loc)
        rw.insert(new)
        rw.replace_op(op, buffers)


class InParallelModel(BufferizableModel):
    # the parallel_insert_slice ops write the loop's shared outs: the partial
    # passes (scf-bufferize, tensor-bufferize) bufferize them with the loop
    nested_ops_follow_holder = True

    # Its region is a graph region (GraphRegion trait, as upstream's
    # GraphRegionNoTerminator): op dominance holds between any two of its ops
    # (each one included), which rules out conflicts among the
    # parallel_insert_slice ops it holds (analysis.properly_dominates).

    def bufferize(self, op, rw):
        pass


register_model("scf.forall", ForallModel())
register_model("scf.forall.in_parallel", InParallelModel())
