"""promote-buffers-to-stack (upstream LLVM 22's BufferOptimizations.cpp, seed
004 "Conversion from AllocOp to AllocaOp").

A heap allocation becomes a stack allocation (``extra["promotable_alloc"]``,
``memref.alloc`` -> ``memref.alloca``) when

* it is small: a static shape of at most ``max-alloc-size-in-bytes`` bytes,
  or a dynamic shape of rank <= ``max-rank-of-allocated-memref`` whose sizes
  all come from ``memref.rank``;
* it has no dealloc (like upstream, which runs this pass before deallocation);
* an enclosing automatic allocation scope (``func.func``,
  ``memref.alloca_scope``) is reached without leaving a loop or an unknown
  region op, and no alias of the buffer is returned out of that scope.
"""
from __future__ import annotations

from ..analysis import interfaces as I
from ..analysis.buffer_aliases import BufferViewFlowAnalysis
from ..ir import types as T
from ..ir.core import Operation
from .base import Option, Pass
from .hoisting import collect_allocs
from .registry import register_pass


def element_bits(t, index_bits: int):
    if isinstance(t, T.IndexType):
        return index_bits
    w = getattr(t, "width", None)
    if isinstance(w, int):
        return w
    if isinstance(t, T.VectorType):
        e = element_bits(t.element_type, index_bits)
        n = 1
        for d in t.shape:
            n *= d
        return None if e is None else e * n
    if hasattr(T, "ComplexType") and isinstance(t, T.ComplexType):
        e = element_bits(t.element_type, index_bits)
        return None if e is None else 2 * e
    return None


def is_small_alloc(value, max_bytes: int, max_rank: int, index_bits: int) -> bool:
    t = value.type
    op = value.defining_op()
    if not isinstance(t, T.MemRefType) or op is None or not I.lookup_extra(op, "promotable_alloc"):
        return False
    shape = list(t.shape)
    if any(d is None or d < 0 for d in shape):
        if len(shape) <= max_rank:
            return all(o.value.defining_op() is not None and o.value.defining_op().name == "memref.rank"
                       for o in op.operands)
        return False
    bits = element_bits(t.element_type, index_bits)
    if bits is None:
        return False
    n = 1
    for d in shape:
        n *= d
    return n * bits <= max_bytes * 8


def _leaves_scope(region, aliases) -> bool:
    for a in aliases:
        for user in a.users():
            if I.is_region_branch_terminator(user) and user.parent_region is region:
                return True
    return False


def has_allocation_scope(value, analysis: BufferViewFlowAnalysis) -> bool:
    region = value.parent_block().parent
    while region is not None:
        parent = region.parent
        if parent is None:
            break
        if I.is_automatic_allocation_scope(parent) and not _leaves_scope(region, analysis.resolve(value)):
            return True
        if I.is_loop(parent) or not I.is_known_control_flow(parent):
            break
        region = parent.parent_region
    return False


def index_bitwidth(op, default: int) -> int:
    """The index size of the closest ``dlti.dl_spec`` (DataLayout::closest),
    else ``default``."""
    import re
    o = op
    while o is not None:
        spec = o.attributes.get("dlti.dl_spec")
        if spec is not None:
            m = re.search(r"dl_entry<\s*index\s*,\s*(\d+)", str(spec))
            if m:
                return int(m.group(1))
        o = o.parent_op
    return default


def promote(func, max_bytes=1024, max_rank=1, index_bits=64) -> int:
    index_bits = index_bitwidth(func, index_bits)
    analysis = BufferViewFlowAnalysis(func)
    n = 0
    for value, dealloc in collect_allocs(func):
        if dealloc is not None or not is_small_alloc(value, max_bytes, max_rank, index_bits) or \
                not has_allocation_scope(value, analysis):
            continue
        op = value.defining_op()
        new = Operation(I.lookup_extra(op, "promotable_alloc"), [o.value for o in op.operands],
                        [r.type for r in op.results], op.attributes, op.properties, loc=op.loc)
        op.parent.insert_before(op, new)
        op.replace_all_uses_with(new.results)
        op.erase()
        n += 1
    return n


@register_pass
class PromoteBuffersToStack(Pass):
    name = "promote-buffers-to-stack"
    summary = "Promotes heap-based allocations to automatically managed stack-based allocations"
    description = ("Converts small heap allocations that do not escape their automatic allocation scope "
                   "(and are not deallocated) into stack allocations.")
    anchor = "func.func"
    options = (
        Option("max-alloc-size-in-bytes", int, 1024, "Maximal size in bytes to promote allocations to stack."),
        Option("max-rank-of-allocated-memref", int, 1, "Maximal memref rank to promote dynamic buffers."),
        Option("bitwidth-of-index-type", int, 64,
               "Bitwidth of the index type (used for the size of index elements; upstream takes it from "
               "the data layout)."),
    )
    statistics = (("num-promoted", "Number of allocations promoted to the stack"),)

    def run(self, op, ctx):
        o = ctx.options
        ctx.stat("num-promoted", promote(op, o["max-alloc-size-in-bytes"], o["max-rank-of-allocated-memref"],
                                         o["bitwidth-of-index-type"]))
