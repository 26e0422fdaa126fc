# A plugin pass that produces invalid IR: it drops the operands of every
# func.return, so a function with results returns nothing.  --verify-each
# must catch it and name the pass (tests/lit/passes/verify-each.mlir).
from bufferize.passes.base import Pass
from bufferize.passes.registry import register_pass


@register_pass
class DropReturnOperands(Pass):
    name = "test-drop-return-operands"
    summary = "Drops the operands of func.return (breaks the IR on purpose)"
    anchor = "func.func"

    def run(self, op, ctx):
        for child in op.walk():
            if child.name == "func.return":
                child.set_operands([])
