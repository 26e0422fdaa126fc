"""empty-tensor-to-alloc-tensor and eliminate-empty-tensors (upstream
Bufferization/Transforms/EmptyTensorToAllocTensor.cpp and
EmptyTensorElimination.cpp, LLVM 22)."""
from __future__ import annotations

from ..analysis import interfaces as I
from .base import Pass
from .registry import register_pass


def empty_to_alloc_tensor(root) -> int:
    from ..bufferization import builders as B
    from ..ir.core import Operation
    n = 0
    for op in list(root.walk()):
        if op.name != "tensor.empty" or op.parent is None:
            continue
        dyn = [o.value for o in op.operands]
        new = Operation("bufferization.alloc_tensor", dyn, [op.result.type],
                        properties={"operandSegmentSizes": B.seg(len(dyn), 0, 0)}, loc=op.loc)
        op.parent.insert_before(op, new)
        op.result.replace_all_uses_with(new.result)
        op.erase()
        n += 1
    return n


@register_pass
class EmptyTensorToAllocTensor(Pass):
    name = "empty-tensor-to-alloc-tensor"
    summary = "Replace all empty ops by alloc_tensor ops."
    description = ("tensor.empty ops return a tensor of unspecified contents whose only purpose is to carry "
                   "the tensor shape. This pass converts such ops to bufferization.alloc_tensor ops, which "
                   "bufferize to buffer allocations.")

    def run(self, op, ctx):
        empty_to_alloc_tensor(op)


# ---- eliminate-empty-tensors ---------------------------------------------------------------


def _analyze(root):
    """One-Shot analysis only (allow-return-allocs-from-loops; function
    boundaries when run on a module), as upstream's eliminateEmptyTensors."""
    from ..bufferization import func_boundary as F
    from ..bufferization.one_shot import analysis, driver
    from ..bufferization.state import AnalysisState, Options
    module = root.name == "builtin.module"
    opts = Options(allow_return_allocs_from_loops=True, bufferize_function_boundaries=module)
    state = AnalysisState(opts)
    if module:
        funcs = driver.functions_in_call_order(root)
        analysis.init_state(root, state)
        for f in funcs:
            driver._set_writable_args(f, state)
            driver._analyze_function(f, state)
            F.record_function_info(f, state)
        analysis.gather_undefined_uses(root, state)
    else:
        analysis.analyze(root, state)
    return state


def _is_cast(op) -> bool:
    return I.is_cast_like(op)


def _find_empty_tensors(state, use):
    """findValueInReverseUseDefChain(followEquivalentOnly, followSameTypeOrCastsOnly,
    alwaysIncludeLeaves=false), recording the visited OpOperands."""
    from ..ir.core import OpResult
    visited_uses = [use]
    result = []
    work = [use.value]
    visited = set()
    while work:
        v = work.pop()
        if v in visited:
            continue
        visited.add(v)
        d = v.defining_op() if isinstance(v, OpResult) else None
        if d is not None and d.name == "tensor.empty":
            if v not in result:
                result.append(v)
            continue
        if state.model_of_value(v) is None:
            continue
        for a in state.aliasing_operands(v):
            if a.relation != "equivalent":
                continue
            if a.target.value.type != v.type and not _is_cast(d):
                continue
            if a.target.value not in work:
                work.append(a.target.value)
            visited_uses.append(a.target)
    return result, visited_uses


def _subset_info(op):
    """(source operand, needed values, builder of the subset extraction) of a
    subset insertion op, or None."""
    from ..bufferization import builders as B
    from ..ir.core import Operation
    if op.name in ("tensor.insert_slice", "tensor.parallel_insert_slice"):
        src, dest = op.operands[0], op.operand(1)
        needed = [dest] + [o.value for o in op.operands[2:]]

        def build(loc):
            segs = op.properties["operandSegmentSizes"].values
            props = {"operandSegmentSizes": B.seg(1, segs[2], segs[3], segs[4])}
            for k in ("static_offsets", "static_sizes", "static_strides"):
                props[k] = op.properties[k]
            return Operation("tensor.extract_slice", [dest] + [o.value for o in op.operands[2:]],
                             [src.value.type], properties=props, loc=loc)
        return src, needed, build
    if op.name == "bufferization.materialize_in_destination":
        src, dest = op.operands[0], op.operand(1)
        from ..bufferization.interface import is_tensor
        if not is_tensor(dest):
            return None
        return src, [dest], None
    return None


def _dominates(a, b, dom_cache) -> bool:
    """a dominates b (a == b counts)."""
    from ..bufferization.one_shot.order import properly_dominates
    if a is b:
        return True
    return properly_dominates(a, b, dom_cache)


def _needed_in_scope(ip, needed, dom_cache) -> bool:
    from ..ir.core import BlockArgument
    from ..bufferization.one_shot.order import properly_dominates, _ancestor_in_block
    for v in needed:
        if isinstance(v, BlockArgument):
            if _ancestor_in_block(v.block, ip) is None:
                return False
        elif not properly_dominates(v.op, ip, dom_cache):
            return False
    return True


def _insertion_point(empty_op, user, needed, dom_cache):
    from ..ir.core import BlockArgument
    cands = [empty_op]
    for v in needed:
        if isinstance(v, BlockArgument):
            cands.append(v.block.first)
        else:
            cands.append(v.op.next)
    for ip in cands:
        if ip is None:
            continue
        if not _needed_in_scope(ip, needed, dom_cache):
            continue
        if not _dominates(ip, user, dom_cache):
            continue
        return ip
    return None


def eliminate_empty_tensors(root) -> int:
    from ..ir.core import Operation
    state = _analyze(root)
    dom_cache: dict = {}
    n = 0
    for op in list(root.walk(post_order=True)):
        if op.parent is None:
            continue
        info = _subset_info(op)
        if info is None:
            continue
        src, needed, build = info
        if src not in state.in_place:
            continue
        empties, visited_uses = _find_empty_tensors(state, src)
        for v in empties:
            empty_op = v.op
            use = next((u for u in visited_uses if u.value is v), None)
            if use is None:
                continue
            user = use.owner
            ip = _insertion_point(empty_op, user, needed, dom_cache)
            if ip is None:
                continue
            if build is None:
                repl = op.operand(1)
            else:
                ext = build(empty_op.loc)
                ip.parent.insert_before(ip, ext)
                repl = ext.result
            if repl.type != v.type:
                if getattr(repl.type, "element_type", None) != getattr(v.type, "element_type", None):
                    continue
                c = Operation("tensor.cast", [repl], [v.type], loc=v.op.loc)
                d = repl.defining_op() if hasattr(repl, "op") else None
                if d is not None:
                    d.parent.insert_after(d, c)
                else:
                    repl.block.prepend(c)
                repl = c.result
            use.set(repl)
            state.invalidate_caches()
            n += 1
    return n


@register_pass
class EliminateEmptyTensors(Pass):
    name = "eliminate-empty-tensors"
    summary = "Try to eliminate all tensor.empty ops."
    description = ("Try to eliminate \"tensor.empty\" ops inside `op`. This transformation looks for subset "
                   "ops that insert a tensor that originates from a \"tensor.empty\" (as per the reverse "
                   "use-def chain). Such \"tensor.empty\" ops are replaced with the destination subset.")

    def run(self, op, ctx):
        from ..bufferization.one_shot.driver import OneShotError
        try:
            eliminate_empty_tensors(op)
        except OneShotError as e:
            ctx.fail(e.op, e.message)
