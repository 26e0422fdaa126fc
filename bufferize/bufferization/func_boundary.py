"""Bufferization across function boundaries (upstream OneShotModuleBufferize
and the helpers of FuncBufferizableOpInterfaceImpl): the per-function facts
the call model needs (which arguments are read/written, which results are
equivalent to which arguments, in ``state.func_equivalences``), the new
signatures of functions and of their non-entry blocks, and the buffer type of
a block argument from the operands branches forward to it.  The models of
func.func/call/return are in ``dialects/func/bufferize.py``."""
from __future__ import annotations

from typing import Optional

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import BlockArgument, OpResult, Operation
from ..ir.verifier import lookup_symbol
from . import builders as B
from .interface import EQUIVALENT, BufferizableModel, BufferizeError, is_tensor
from .state import tensor_to_memref


class FuncInfo:
    def __init__(self):
        self.read_args: set = set()
        self.written_args: set = set()
        self.equivalent: dict = {}   # result index -> arg index
        self.aliasing: dict = {}     # arg index -> [result index] (upstream aliasingReturnVals)
        self.return_annotations: list = []   # (func.return op, {operand index: arg index}), test-analysis-only
        # result indices a caller may not write in place: they may return a buffer no one may
        # write (a constant), or one the callee also returns in another result
        self.unwritable_results: set = set()
        self.unwritable_known = False        # unwritable_results computed (the body analysed)
        self.analyzed = False


def func_info(state, fn) -> FuncInfo:
    info = state.func_equivalences.get(fn)
    if info is None:
        info = state.func_equivalences[fn] = FuncInfo()
    return info


def callee_of(call: Operation):
    return lookup_symbol(call, call.callee)


def arg_buffer_type(t, state, fn=None, index=None):
    conv = state.options.function_boundary_type_conversion
    layout = "identity-layout-map" if conv == "identity-layout-map" else "fully-dynamic-layout-map"
    if fn is not None and index is not None:
        attrs = fn.arg_attrs
        if attrs is not None and index < len(attrs.value):
            lay = attrs.value[index].get("bufferization.buffer_layout")
            if isinstance(lay, A.AffineMapAttr) or isinstance(lay, A.StridedLayoutAttr):
                return T.MemRefType(t.shape, t.element_type, lay if not (isinstance(lay, A.AffineMapAttr)
                                                                       and lay.map.is_identity()) else None)
    return tensor_to_memref(t, layout)


def is_entry_arg(value) -> bool:
    return isinstance(value, BlockArgument) and value.block is value.block.parent.blocks[0]


def successor_range(op, i: int) -> Optional[tuple]:
    """(start, count) of the operands ``op`` forwards to successor ``i``;
    None when ``op`` is not a known branch op (upstream BranchOpInterface)."""
    from ..analysis.interfaces import _extra
    fn = _extra(op).get("successor_operands")
    if fn is None:
        return None
    return fn(op, i)


def branch_uses(block):
    """The operands forwarded to the arguments of ``block``: [(OpOperand, arg index)]
    (upstream getCallerOpOperands), in predecessor order."""
    out = []
    region = block.parent
    if region is None:
        return out
    for b in region.blocks:
        t = b.last
        if t is None:
            continue
        for i, s in enumerate(t.successors):
            if s is not block:
                continue
            rng = successor_range(t, i)
            if rng is None:
                continue
            start, n = rng
            for k in range(n):
                out.append((t.operands[start + k], k))
    return out


_STACK: list = []   # upstream's invocation stack of getBufferType


def _on_stack(v) -> bool:
    return any(v is x for x in _STACK)


def value_buffer_type(v, state):
    """Buffer type of a tensor value (upstream bufferization::getBufferType),
    during the rewrite as well (through to_tensor).  A result whose model
    has no buffer type of its own takes the type of its equivalent operand
    (upstream defaultGetBufferType).

    Like upstream's, it puts ``v`` on the invocation stack while it computes:
    the values forwarded to a block argument all come through here, so a
    loop back to the argument finds the forwarded value on the stack however
    the models in between compute their types (a tensor.cast chain asks its
    source's model directly), and the recursion ends."""
    if not is_tensor(v):
        return v.type
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is not None and d.name == "bufferization.to_tensor":
        return d.buffer.type
    m = state.model_of_value(v)
    if m is None:
        return state.default_buffer_type(v)
    _STACK.append(v)
    try:
        if getattr(m, "unstructured_control_flow", False) and isinstance(v, BlockArgument) \
                and not is_entry_arg(v):
            return block_arg_buffer_type(v, state)
        if isinstance(v, OpResult) and type(m).buffer_type is BufferizableModel.buffer_type:
            al = state.aliasing_operands(v)
            if al and al[0].relation == EQUIVALENT:
                return value_buffer_type(al[0].target.value, state)
        return m.buffer_type(v, state)
    finally:
        _STACK.pop()


def block_arg_buffer_type(value, state):
    """upstream OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel::
    getBufferType: the common buffer type of the forwarded operands (those
    not on the invocation stack), else a fully dynamic layout."""
    found = None
    _STACK.append(value)
    try:
        for use, k in branch_uses(value.block):
            if k != value.index:
                continue
            v = use.value
            if _on_stack(v):
                continue   # a loop back to this argument: no information
            if not is_tensor(v):
                t = v.type   # already bufferized
            elif use in state.out_of_place and getattr(state.model(use.owner), "copies_out_of_place", False):
                # The branch's model copies it into a new identity buffer.
                t = tensor_to_memref(v.type, "identity-layout-map",
                                     getattr(value_buffer_type(v, state), "memory_space", None))
            else:
                t = value_buffer_type(v, state)
            if found is None:
                found = t
            elif found != t:
                found = tensor_to_memref(value.type, "fully-dynamic-layout-map",
                                         getattr(found, "memory_space", None))
    finally:
        _STACK.pop()
    if found is None:
        raise BufferizeError(value.block.parent_op, "'func.func' op could not infer buffer type of block argument")
    return found


def record_function_info(fn: Operation, state) -> None:
    """After analysing ``fn`` (upstream aliasingFuncOpBBArgsAnalysis and
    funcOpBbArgReadWriteAnalysis): which tensor arguments are read / written,
    which returned tensors alias or are equivalent to an argument."""
    info = func_info(state, fn)
    info.analyzed = True
    ft = fn.function_type.value
    attrs = fn.arg_attrs
    has_body = bool(fn.regions and fn.regions[0].blocks)
    for i, t in enumerate(ft.inputs):
        if not isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)):
            continue
        acc = attrs.value[i].get("bufferization.access") if attrs is not None and i < len(attrs.value) else None
        if isinstance(acc, A.StringAttr):
            # Specified on the function: the analysis of its body is skipped.
            r, w = acc.value in ("read", "read-write"), acc.value in ("write", "read-write")
        elif not has_body:
            r = w = True
        else:
            a = fn.regions[0].blocks[0].args[i]
            r, w = state.is_value_read(a), state.is_value_written(a)
        if r:
            info.read_args.add(i)
        if w:
            info.written_args.add(i)
    if not has_body:
        for i, t in enumerate(ft.inputs):
            if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)):
                info.aliasing[i] = [j for j, rt in enumerate(ft.results)
                                    if isinstance(rt, (T.RankedTensorType, T.UnrankedTensorType))]
        return
    entry = fn.regions[0].blocks[0]
    ranked_args = [a for a in entry.args if isinstance(a.type, T.RankedTensorType)]
    rets = return_ops(fn)
    for ret in rets:
        for o in ret.operands:
            if not isinstance(o.value.type, T.RankedTensorType):
                continue
            for a in ranked_args:
                if state.are_aliasing(o.value, a):
                    lst = info.aliasing.setdefault(a.index, [])
                    if o.index not in lst:   # merged over all func.return ops
                        lst.append(o.index)
    if not rets:
        return
    record_unwritable_results(fn, state)
    annotations = {id(r): (r, {}) for r in rets}

    def equivalent_arg(ret, i):
        v = ret.operands[i].value
        if not is_tensor(v):
            return None
        for a in ranked_args:
            if state.are_equivalent(v, a):
                annotations[id(ret)][1][i] = a.index
                return a.index
        return None
    for i in range(len(rets[0].operands)):
        eq = equivalent_arg(rets[0], i)
        if eq is None:
            continue
        # Equivalence must agree across all func.return ops (aliasing is merged).
        if all(equivalent_arg(r, i) == eq for r in rets[1:]):
            info.equivalent[i] = eq
    info.return_annotations = [x for x in annotations.values() if x[1]]


def record_unwritable_results(fn: Operation, state) -> None:
    """After analysing ``fn``: the results a caller may not write in place.

    * A result it may return a read-only buffer in (a returned tensor whose
      alias set holds a constant's global, a non-writable argument or call
      result): writing it in place would store into the constant.
    * A result that may share its buffer with another result of the same
      func.return (one value returned twice, or two of one alias set):
      writing it in place would change the other, which the caller holds as
      a tensor of its own.

    The func.call model makes such results not writable.  Departures from
    LLVM 22, which treats every call result as writable
    (docs/upstream-miscompiles.md)."""
    info = func_info(state, fn)
    for ret in return_ops(fn):
        tensors = [o for o in ret.operands if is_tensor(o.value)]
        for k, o in enumerate(tensors):
            if not all(state.is_writable(a) for a in state.alias_set(o.value)):
                info.unwritable_results.add(o.index)
            for other in tensors[k + 1:]:
                if state.are_aliasing(o.value, other.value):
                    info.unwritable_results.update((o.index, other.index))
    info.unwritable_known = True


def may_return_unwritable(fn: Operation, state) -> bool:
    """For a callee not analysed yet (a call-graph cycle, analysed after its
    callers): could it return a result a caller may not write at all?  Yes
    if it returns two tensors at once (they may share a buffer), or if its
    body, or a body it calls, makes a tensor no one may write (a constant, a
    non-writable to_tensor) or has a non-writable argument.  A cheap
    over-approximation: a cycle without constants or results that could be
    shared keeps LLVM 22's in-place decisions."""
    cache = state.read_only_scan
    todo, seen = [fn], {fn}
    found = False
    while todo and not found:
        f = todo.pop()
        known = cache.get(f)
        if known is not None:
            found = known
            break
        if not f.regions or not f.regions[0].blocks:
            continue
        if f is fn and any(sum(is_tensor(o.value) for o in r.operands) > 1 for r in return_ops(f)):
            found = True
        for a in f.regions[0].blocks[0].args:
            if is_tensor(a) and not state.is_writable(a):
                found = True
        for op in f.walk():
            if found:
                break
            if op.name == "func.call":
                callee = callee_of(op)
                if callee is not None and callee not in seen:
                    seen.add(callee)
                    todo.append(callee)
                continue
            if any(is_tensor(r) and not state.is_writable(r) for r in op.results):
                found = True
    cache[fn] = found
    return found


def return_ops(fn: Operation) -> list:
    return [b.last for b in fn.regions[0].blocks if b.last is not None and b.last.name == "func.return"]


def result_buffer_type(t, state):
    """upstream functionArgTypeConverterFn for a result of a function not bufferized yet."""
    conv = state.options.function_boundary_type_conversion
    return tensor_to_memref(t, "identity-layout-map" if conv == "identity-layout-map" else "fully-dynamic-layout-map")


def _new_inputs(fn, state):
    ft = fn.function_type.value
    return [arg_buffer_type(t, state, fn, i) if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))
            else t for i, t in enumerate(ft.inputs)]


def bufferize_function_args(fn: Operation, rw) -> None:
    """Entry arguments get buffer types; a to_tensor stands in for their
    tensor uses until those are rewritten."""
    if not fn.regions or not fn.regions[0].blocks:
        return
    entry = fn.regions[0].blocks[0]
    for a, t in zip(entry.args, _new_inputs(fn, rw.state)):
        if is_tensor(a):
            old = a.type
            a.type = t
            uses = list(a.uses)
            tt = B.to_tensor(a, old, fn.loc)
            entry.prepend(tt)
            for u in uses:
                u.set(tt.result)


def bufferize_function_returns(fn: Operation, rw) -> None:
    """Returned tensors become buffers and the signature is updated."""
    state = rw.state
    ft = fn.function_type.value
    conv = state.options.function_boundary_type_conversion
    new_inputs = _new_inputs(fn, state)
    if not fn.regions or not fn.regions[0].blocks:
        new_results = [tensor_to_memref(t, "identity-layout-map" if conv == "identity-layout-map"
                                        else "fully-dynamic-layout-map")
                       if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) else t for t in ft.results]
        fn.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(new_inputs), tuple(new_results)))
        return
    rets = return_ops(fn)
    per_ret = []
    for ret in rets:
        vals = []
        for o in ret.operands:
            v = o.value
            if not is_tensor(v):
                vals.append((v, v))
                continue
            rw.anchor = ret
            want = result_buffer_type(v.type, state)
            b = rw.buffer(v, want)
            u = b
            if conv == "infer-layout-map":
                d = b.defining_op() if isinstance(b, OpResult) else None
                if d is not None and d.name == "memref.cast":
                    u = d.source   # look through: the function returns the precise type
            vals.append((b, u))
        per_ret.append(vals)
    new_results = list(ft.results)
    if per_ret:
        # upstream foldMemRefCasts: a cast is folded when every func.return
        # agrees on the type of the value it casts.
        n = len(per_ret[0])
        fold = [all(len(vals) == n and vals[i][1].type == per_ret[0][i][1].type for vals in per_ret)
                for i in range(n)]
        for ret, vals in zip(rets, per_ret):
            ret.set_operands([u if fold[i] else b for i, (b, u) in enumerate(vals)])
        new_results = [o.value.type for o in rets[0].operands]
    fn.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(new_inputs), tuple(new_results)))


def bufferize_block_signatures(fn: Operation, rw) -> None:
    """Tensor arguments of non-entry blocks become buffers (upstream
    bufferizeBlockSignature): uses go through a to_tensor, and each branch to
    the block forwards a buffer (a memref.cast where the types differ)."""
    if not fn.regions or not fn.regions[0].blocks:
        return
    state = rw.state
    for block in fn.regions[0].blocks[1:]:
        if not any(is_tensor(a) for a in block.args):
            continue
        new_types = [block_arg_buffer_type(a, state) if is_tensor(a) else a.type for a in block.args]
        for a, t in zip(block.args, new_types):
            if a.type == t:
                continue
            old = a.type
            uses = list(a.uses)
            a.type = t
            if uses:
                tt = B.to_tensor(a, old, a.loc)
                block.prepend(tt)
                for u in uses:
                    u.set(tt.result)
        for pred in list(fn.regions[0].blocks):
            t = pred.last
            if t is None or not any(s is block for s in t.successors):
                continue
            # Every successor slot naming this block (LLVM 22 rewrites only the
            # first: `cf.cond_br %c, ^bb1(%t), ^bb1(%u)` then fails to verify).
            for i in [k for k, s in enumerate(t.successors) if s is block]:
                _forward_buffers(t, i, new_types, rw)


def _forward_buffers(t, i: int, new_types, rw) -> None:
    """The operands terminator ``t`` forwards to successor ``i`` become
    buffers of the successor's argument types (a memref.cast where they differ)."""
    rng = successor_range(t, i)
    if rng is None:
        raise BufferizeError(t, "cannot bufferize ops with block references that do not implement "
                                "BranchOpInterface")
    start, n = rng
    for k in range(n):
        use = t.operands[start + k]
        v = use.value
        want = new_types[k]
        if v.type == want:
            continue
        b = _buffer_after_value(v, rw)
        if b.type != want:
            c = B.cast(b, want, t.loc)
            if isinstance(b, OpResult):
                b.op.parent.insert_after(b.op, c)
            else:
                b.block.prepend(c)
            b = c.result
        use.set(b)


def _buffer_after_value(v, rw):
    """to_buffer(v) right after v's definition (through to_tensor)."""
    if not is_tensor(v):
        return v   # a block argument bufferized already
    d = v.defining_op() if isinstance(v, OpResult) else None
    if d is not None and d.name == "bufferization.to_tensor":
        return d.buffer
    mtype = value_buffer_type(v, rw.state)
    op = B.to_buffer(v, mtype, d.loc if d is not None else v.block.parent_op.loc)
    if d is not None:
        d.parent.insert_after(d, op)
    else:
        v.block.prepend(op)
    return op.result
