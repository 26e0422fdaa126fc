"""A deliberately miscompiling pass for the --check-equivalence tests:
test-drop-copies erases every memref.copy."""
from bufferize.passes.base import Pass
from bufferize.passes.registry import register_pass


@register_pass
class DropCopies(Pass):
    name = "test-drop-copies"
    summary = "Erase every memref.copy (wrong on purpose)"
    anchor = "func.func"

    def run(self, op, ctx):
        for c in list(op.walk()):
            if c.name == "memref.copy":
                c.erase()
