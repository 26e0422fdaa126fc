"""cf.br / cf.cond_br / cf.switch (upstream ControlFlow BufferizableOpInterfaceImpl.cpp, which has no cf.switch):
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


register_model("cf.br", BranchModel())
register_model("cf.cond_br", BranchModel())
# cf.switch has no model upstream (LLVM 22 analyzes it as an unknown op: its
# operands read and written, aliasing nothing; then, having no model, it gets
# no copy for an out-of-place operand, while the successor argument is given
# the operand's buffer: a write through the argument clobbers the operand,
# docs/upstream-miscompiles.md).  Here it forwards its operands like cf.br and
# cf.cond_br: a deliberate departure.
register_model("cf.switch", BranchModel())
