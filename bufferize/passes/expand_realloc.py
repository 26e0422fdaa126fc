"""expand-realloc (upstream MemRef/Transforms/ExpandRealloc.cpp): every op
that declares an ``expansion`` (``memref.realloc``: compare the sizes, then
allocate, copy and free, or reinterpret in place; see
dialects/memref/interfaces.py) is replaced by the simpler ops it expands to."""
from __future__ import annotations

from ..analysis import interfaces as I
from .base import Option, Pass
from .registry import register_pass


@register_pass
class ExpandRealloc(Pass):
    name = "expand-realloc"
    display_name = "ExpandReallocPass"
    summary = "Expand memref.realloc operations into its components"
    description = ("The `memref.realloc` operation performs a conditional allocation and copy to increase the "
                   "size of a buffer if necessary. This pass converts a `realloc` operation into this sequence "
                   "of simpler operations such that other passes at a later stage in the compilation pipeline "
                   "do not have to consider the `realloc` operation anymore (e.g., the buffer deallocation "
                   "pass and the conversion pass to LLVM).")
    options = (
        Option("emit-deallocs", bool, True, "Emit deallocation operations for the original MemRef"),
    )

    def run(self, op, ctx):
        emit = ctx.options["emit-deallocs"]
        for o in [o for o in op.walk() if I.lookup_extra(o, "expansion") is not None]:
            I.lookup_extra(o, "expansion")(o, emit)
