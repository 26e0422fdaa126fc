"""cf.br / cf.cond_br (upstream ControlFlow BufferizableOpInterfaceImpl.cpp):
a branch neither reads nor writes its tensor operands; each may alias the
block argument it is forwarded to (equivalent, not definite).  The operands
are rewritten together with the signature of the successor block
(``bufferization/func_boundary.py: bufferize_block_signatures``); here only out-of-place
operands get their private copy."""
from __future__ import annotations

from ...bufferization.func_boundary import successor_range
from ...bufferization.interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model


class BranchModel(BufferizableModel):
    # Out-of-place operands get a private identity-layout copy before the
    # branch (func_boundary.block_arg_buffer_type relies on it).
    copies_out_of_place = True

    def reads(self, use, state):
        return False

    def writes(self, use, state):
        return False

    def aliasing_values(self, use, state):
        op = use.owner
        out = []
        for i, block in enumerate(op.successors):
            rng = successor_range(op, i)
            if rng is None:
                continue
            start, n = rng
            if start <= use.index < start + n:
                out.append(Alias(block.args[use.index - start], EQUIVALENT, False))
        return out

    def bufferize(self, op, rw):
        # Out-of-place operands are copied in front of the branch (upstream's
        # resolveConflicts); the rest is done with the successor's signature.
        rw.anchor = op
        for o in op.operands:
            if is_tensor(o.value) and rw._out_of_place(o):
                buf = rw.operand_buffer(o)
                o.set(rw.tensor_of(buf, o.value.type))


class SwitchModel(BranchModel):
    """cf.switch has no BufferizableOpInterface model upstream (only cf.br and
    cf.cond_br do), so the analysis treats it as an unknown op: each tensor
    operand is read and written, and aliases nothing (the op has no results;
    the successor block arguments start alias sets of their own).  Its
    operands are still rewritten with the successor's signature (the function
    model handles any branch op), but an out-of-place operand gets no copy:
    upstream's tensor copy insertion only resolves conflicts of ops that have
    a model."""

    # No copy for out-of-place operands: the successor argument's buffer type
    # then comes from the operand itself (func_boundary.block_arg_buffer_type).
    copies_out_of_place = False

    def reads(self, use, state):
        return True

    def writes(self, use, state):
        return True

    def aliasing_values(self, use, state):
        return []

    def bufferize(self, op, rw):
        pass


register_model("cf.br", BranchModel())
register_model("cf.cond_br", BranchModel())
register_model("cf.switch", SwitchModel())
