"""The example plugin of docs/plugins.md (tests/lit/bufferization/plugin-demo.mlir runs it).

It adds a small dialect `demo` with
  * `demo.negate`: (tensor) -> tensor, elementwise negation, destination style:
    the result is the operand's buffer, negated in place;
  * `demo.negate_buffer`: (memref) -> (), what `demo.negate` bufferizes to;
and a pass `demo-fold-double-negate` that folds negate(negate(x)) to x.
"""
from bufferize.bufferization.interface import EQUIVALENT, Alias, BufferizableModel, register_model
from bufferize.dialects.registry import PURE, register_op
from bufferize.ir import types as T
from bufferize.ir.verifier import VerifyError
from bufferize.passes.base import Pass
from bufferize.passes.registry import register_pass


# ---- the ops --------------------------------------------------------------------------
def verify_negate(op):
    if len(op.operands) != 1 or len(op.results) != 1:
        raise VerifyError(op, "expects one operand and one result")
    t = op.operand(0).type
    if not isinstance(t, T.RankedTensorType):
        raise VerifyError(op, f"operand #0 must be ranked tensor, but got '{t}'")
    if op.result.type != t:
        raise VerifyError(op, "requires the same type for the operand and the result")


def verify_negate_buffer(op):
    if len(op.operands) != 1 or op.results:
        raise VerifyError(op, "expects one operand and no result")
    if not T.is_memref(op.operand(0).type):
        raise VerifyError(op, f"operand #0 must be memref, but got '{op.operand(0).type}'")


register_op("demo.negate", traits=(PURE,), verifier=verify_negate)
register_op("demo.negate_buffer", verifier=verify_negate_buffer,
            effects=[("read", "operand", 0), ("write", "operand", 0)])


# ---- how demo.negate bufferizes -------------------------------------------------------
class NegateModel(BufferizableModel):
    def reads(self, use, state):
        return True   # every element is read ...

    def writes(self, use, state):
        return True   # ... and overwritten in place

    def aliasing_values(self, use, state):
        # The result is the operand's buffer (like tensor.insert's destination).
        return [Alias(use.owner.result, EQUIVALENT)]

    def bufferize(self, op, rw):
        # The operand's buffer, or a copy of it if the analysis decided that
        # writing it in place would clobber a value read later.
        buf = rw.operand_buffer(op.operands[0])
        rw.create("demo.negate_buffer", [buf])
        rw.replace_op(op, [buf])


register_model("demo.negate", NegateModel())


# ---- a pass ---------------------------------------------------------------------------
@register_pass
class FoldDoubleNegate(Pass):
    name = "demo-fold-double-negate"
    summary = "Fold demo.negate(demo.negate(x)) to x"
    anchor = "func.func"

    def run(self, op, ctx):
        for neg in list(op.walk()):
            if neg.name != "demo.negate" or neg.parent is None:
                continue
            inner = neg.operand(0).defining_op()
            if inner is None or inner.name != "demo.negate":
                continue
            neg.result.replace_all_uses_with(inner.operand(0))
            neg.erase()
            if not inner.result.uses:
                inner.erase()
