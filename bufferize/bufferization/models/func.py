"""func.func, func.call and func.return across function boundaries
(upstream FuncBufferizableOpInterfaceImpl.cpp).  The per-function facts the
call model needs (which arguments are read/written, which results are
equivalent to which arguments) are in ``state.func_info``."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import BlockArgument, OpResult, Operation
from ...ir.verifier import lookup_symbol
from .. import builders as B
from ..interface import EQUIVALENT, Alias, BufferizableModel, is_tensor, register_model
from ..state import fully_dynamic_layout, tensor_to_memref


class FuncInfo:
    def __init__(self):
        self.read_args: set = set()
        self.written_args: set = set()
        self.equivalent: dict = {}   # result index -> arg index
        self.analyzed = False


def func_info(state, fn) -> FuncInfo:
    info = state.func_equivalences.get(fn)
    if info is None:
        info = state.func_equivalences[fn] = FuncInfo()
    return info


def callee_of(call: Operation):
    return lookup_symbol(call, call.properties["callee"])


def arg_buffer_type(t, state, fn=None, index=None):
    conv = state.options.function_boundary_type_conversion
    layout = "identity-layout-map" if conv == "identity-layout-map" else "fully-dynamic-layout-map"
    if fn is not None and index is not None:
        attrs = fn.properties.get("arg_attrs")
        if attrs is not None and index < len(attrs.value):
            lay = attrs.value[index].get("bufferization.buffer_layout")
            if isinstance(lay, A.AffineMapAttr) or isinstance(lay, A.StridedLayoutAttr):
                return T.MemRefType(t.shape, t.element_type, lay if not (isinstance(lay, A.AffineMapAttr)
                                                                       and lay.map.is_identity()) else None)
    return tensor_to_memref(t, layout)


class FuncModel(BufferizableModel):
    def is_writable(self, value, state):
        fn = value.block.parent_op
        attrs = fn.properties.get("arg_attrs")
        if attrs is not None and value.index < len(attrs.value):
            w = attrs.value[value.index].get("bufferization.writable")
            if isinstance(w, A.BoolAttr):
                return w.value
        return True

    def buffer_type(self, value, state):
        if isinstance(value, BlockArgument):
            return arg_buffer_type(value.type, state, value.block.parent_op, value.index)
        return state.default_buffer_type(value)

    def bufferize(self, op, rw):
        pass  # the signature is rewritten by bufferize_function_boundary


class ReturnModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def bufferize(self, op, rw):
        pass


class CallModel(BufferizableModel):
    def _info(self, use, state):
        fn = callee_of(use.owner)
        if fn is None or not fn.regions or not fn.regions[0].blocks:
            return None
        info = state.func_equivalences.get(fn)
        return info if info is not None and info.analyzed else None

    def reads(self, use, state):
        info = self._info(use, state)
        return True if info is None else use.index in info.read_args

    def writes(self, use, state):
        info = self._info(use, state)
        return True if info is None else use.index in info.written_args

    def aliasing_values(self, use, state):
        info = self._info(use, state)
        if info is None:
            return []
        return [Alias(use.owner.results[r], EQUIVALENT) for r, a in info.equivalent.items() if a == use.index]

    def bufferize(self, op, rw):
        fn = callee_of(op)
        if fn is None:
            from ..one_shot.rewrite import BufferizeError
            raise BufferizeError(op, f"cannot bufferize a call to an unknown function '{op.properties['callee']}'")
        ft = fn.properties["function_type"].value
        operands = []
        for o in op.operands:
            v = o.value
            if is_tensor(v):
                want = ft.inputs[o.index]
                b = rw.operand_buffer(o)
                if b.type != want:
                    b = rw.cast_or_realloc(b, want)
                operands.append(b)
            else:
                operands.append(v)
        call = rw.create(op.name, operands, list(ft.results), properties=dict(op.properties),
                         attributes=dict(op.attributes))
        rw.replace_op(op, call.results)


register_model("func.func", FuncModel())
register_model("func.return", ReturnModel())
register_model("func.call", CallModel())


def record_function_info(fn: Operation, state) -> None:
    """After analysing ``fn``: which tensor arguments are read / written, and
    which returned tensors are equivalent to an argument."""
    info = func_info(state, fn)
    info.analyzed = True
    if not fn.regions or not fn.regions[0].blocks:
        return
    entry = fn.regions[0].blocks[0]
    for a in entry.args:
        if is_tensor(a):
            if state.is_value_read(a):
                info.read_args.add(a.index)
            if state.is_value_written(a):
                info.written_args.add(a.index)
    rets = [op for b in fn.regions[0].blocks for op in b if op.name == "func.return"]
    if len(rets) == 1:
        for o in rets[0].operands:
            if not is_tensor(o.value):
                continue
            for a in entry.args:
                if is_tensor(a) and state.are_equivalent(o.value, a):
                    info.equivalent[o.index] = a.index
                    break


def _new_inputs(fn, state):
    ft = fn.properties["function_type"].value
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
    ft = fn.properties["function_type"].value
    conv = state.options.function_boundary_type_conversion
    new_inputs = _new_inputs(fn, state)
    if not fn.regions or not fn.regions[0].blocks:
        new_results = [tensor_to_memref(t, "identity-layout-map" if conv == "identity-layout-map"
                                        else "fully-dynamic-layout-map")
                       if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) else t for t in ft.results]
        fn.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(new_inputs), tuple(new_results)))
        return
    rets = [op for b in fn.regions[0].blocks for op in b if op.name == "func.return"]
    new_results = list(ft.results)
    for ret in rets:
        vals = []
        for o in ret.operands:
            v = o.value
            if not is_tensor(v):
                vals.append(v)
                continue
            rw.anchor = ret
            want = tensor_to_memref(v.type, "identity-layout-map" if conv == "identity-layout-map"
                                    else "fully-dynamic-layout-map")
            b = rw.buffer(v, want)
            if conv == "infer-layout-map":
                d = b.defining_op() if isinstance(b, OpResult) else None
                if d is not None and d.name == "memref.cast":
                    b = d.operand(0)   # look through: the function returns the precise type
            vals.append(b)
        ret.set_operands(vals)
        new_results = [v.type for v in vals]
    fn.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(new_inputs), tuple(new_results)))
