# A plugin whose pass raises while it runs (docs/errors.md): the user's code
# failed, so the tool reports it at the op with the plugin's file:line, exit 1.
from bufferize.passes.base import Pass
from bufferize.passes.registry import register_pass


@register_pass
class Explode(Pass):
    name = "test-explode"
    summary = "Raises ValueError while it runs"

    def run(self, op, ctx):
        raise ValueError("the plugin's own bug")
