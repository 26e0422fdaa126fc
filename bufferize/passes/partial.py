"""The partial bufferization passes of seed 004's multi-pass pipeline
(tensor-, scf-, linalg-, vector-, arith-, bufferization-, func-bufferize) and
finalizing-bufferize, as in upstream LLVM 16 but safe: each partial pass is
the One-Shot engine with a dialect filter and copy-before-write (see
``bufferize/bufferization/partial.py``)."""
from __future__ import annotations

from .base import Option, Pass
from .registry import register_pass

_STATS = (("num-buffer-alloc", "Number of buffer allocations"),
          ("num-buffer-copy", "Number of buffer copies"))


def _run_partial(op, ctx, dialects, alignment=64, op_names=()):
    from ..bufferization.interface import BufferizeError
    from ..bufferization.partial import partial_options, run_partial
    module = op
    while module.name != "builtin.module" and module.parent_op is not None:
        module = module.parent_op
    try:
        stats = run_partial(op, module, partial_options(dialects, alignment, op_names))
    except BufferizeError as e:
        ctx.fail(e.op, e.message)
    ctx.stat("num-buffer-alloc", stats.get("allocs", 0))
    ctx.stat("num-buffer-copy", stats.get("copies", 0))


class _PartialPass(Pass):
    dialects: tuple = ()
    anchor = None  # upstream: func.func; runs on a module or nested in func.func(...)
    statistics = _STATS

    def run(self, op, ctx):
        _run_partial(op, ctx, self.dialects)


@register_pass
class TensorBufferize(_PartialPass):
    name = "tensor-bufferize"
    summary = "Bufferize the `tensor` dialect"
    description = ("Partial bufferization: tensor ops become memref ops; ops of other dialects keep their "
                   "tensors, joined by bufferization.to_tensor / to_buffer.  Every write goes to a new "
                   "buffer (copy-before-write), so no write clobbers a value that is read later.")
    dialects = ("tensor",)


@register_pass
class SCFBufferize(_PartialPass):
    name = "scf-bufferize"
    summary = "Bufferize the scf dialect."
    description = ("Partial bufferization of scf.for / scf.if / scf.execute_region / scf.yield: their "
                   "tensor results, iter_args and yields become memrefs (copy-before-write).")
    display_name = "SCFBufferize"
    dialects = ("scf",)


@register_pass
class LinalgBufferize(_PartialPass):
    name = "linalg-bufferize"
    summary = "Bufferize the linalg dialect"
    description = ("Partial bufferization of destination-style linalg ops.  Unlike LLVM 13/14's pass, a "
                   "linalg op never writes into the buffer of its `outs` tensor when that tensor is read "
                   "later: it writes into a new buffer (copy-before-write).")
    dialects = ("linalg",)


@register_pass
class VectorBufferize(_PartialPass):
    name = "vector-bufferize"
    summary = "Bufferize Vector dialect ops"
    description = ("Partial bufferization of vector.transfer_read / transfer_write, gather and mask on "
                   "tensors (LLVM 15-17's pass; copy-before-write).")
    dialects = ("vector",)


@register_pass
class BufferizationBufferize(_PartialPass):
    name = "bufferization-bufferize"
    summary = "Bufferize the `bufferization` dialect"
    description = ("Partial bufferization of bufferization.alloc_tensor, materialize_in_destination and "
                   "to_buffer of materialized tensors.")
    dialects = ()


@register_pass
class ArithBufferize(Pass):
    name = "arith-bufferize"
    summary = "Bufferize Arith dialect ops."
    description = ("Partial bufferization of the arith dialect: tensor constants become read-only "
                   "memref.global / memref.get_global; arith.select on tensors selects buffers.  "
                   "This pass needs to be a module pass because it inserts memref.global ops into the "
                   "module.")
    anchor = "builtin.module"
    options = (
        Option("alignment", int, 0, "Create global memrefs with a specified alignment"),
        Option("constant-op-only", bool, False, "Only bufferize arith.constant ops"),
    )
    statistics = _STATS

    def run(self, op, ctx):
        names = ("arith.constant",) if ctx.options["constant-op-only"] else ()
        _run_partial(op, ctx, ("arith",), ctx.options["alignment"], names)


@register_pass
class FuncBufferize(Pass):
    name = "func-bufferize"
    summary = "Bufferize func/call/return ops"
    description = ("A bufferize pass that bufferizes func.func and func.call ops.  Because this pass "
                   "updates func.func ops, it must be a module pass.  Only signatures, block arguments, "
                   "calls, branches and returns change (to identity-layout memrefs); materializations join "
                   "them with the ops of the body.")
    anchor = "builtin.module"

    def run(self, op, ctx):
        from ..bufferization.partial import PartialError, func_bufferize
        try:
            func_bufferize(op)
        except PartialError as e:
            for o, msg in e.errors:
                ctx.error(o, msg)
            ctx.fail()


@register_pass
class FinalizingBufferize(Pass):
    name = "finalizing-bufferize"
    summary = "Finalize a partial bufferization"
    description = ("A bufferize pass that finalizes a partial bufferization by removing remaining "
                   "bufferization.to_tensor and bufferization.to_buffer operations.  Every op that "
                   "still has tensors is reported ('failed to legalize operation').")
    anchor = None  # upstream: func.func; runs on a module or nested in func.func(...)

    def run(self, op, ctx):
        from ..bufferization.partial import finalize
        errors = finalize(op)
        if errors:
            for o, msg in errors:
                ctx.error(o, msg)
            ctx.fail()
