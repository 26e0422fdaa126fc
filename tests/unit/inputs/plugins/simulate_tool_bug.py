# Simulates a bug in the tool itself (docs/errors.md, "internal error"): the
# built-in cse pass is made to raise, as a defect of ours would.  Only the
# tests load this.
from bufferize.passes.cse import CSE


def _broken(self, op, ctx):
    return {}["a key the tool's own code wrongly expects"]


CSE.run = _broken
