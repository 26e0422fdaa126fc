"""Bufferization models of func.func, func.return and func.call (upstream
FuncBufferizableOpInterfaceImpl.cpp).  The function-boundary rewrite itself
(signatures, call facts) is in ``bufferization/func_boundary.py``."""
from __future__ import annotations

from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import BlockArgument
from ...bufferization.func_boundary import (
    arg_buffer_type, block_arg_buffer_type, branch_uses, callee_of, is_entry_arg, may_return_unwritable,
    result_buffer_type)
from ...bufferization.interface import (EQUIVALENT, UNKNOWN, Alias, BufferizableModel, BufferizeError, is_tensor,
                                        register_model)


class FuncModel(BufferizableModel):
    # Non-entry blocks take their buffer types from the branches (func_boundary.value_buffer_type).
    unstructured_control_flow = True

    def is_writable(self, value, state):
        if not is_entry_arg(value):
            return True   # non-entry block arguments (they may alias read-only values)
        fn = value.block.parent_op
        attrs = fn.properties.get("arg_attrs")
        if attrs is not None and value.index < len(attrs.value):
            w = attrs.value[value.index].get("bufferization.writable")
            if isinstance(w, A.BoolAttr):
                return w.value
        return True

    def aliasing_operands(self, value, state):
        # Entry arguments have no aliases; other block arguments alias the
        # operands the branches forward to them (equivalent, not definite).
        if not isinstance(value, BlockArgument) or is_entry_arg(value):
            return []
        return [Alias(u, EQUIVALENT, False) for u, k in branch_uses(value.block) if k == value.index]

    def buffer_type(self, value, state):
        if isinstance(value, BlockArgument):
            if not is_entry_arg(value):
                return block_arg_buffer_type(value, state)
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
    """upstream CallOpInterface: the callee's recorded facts; a callee not
    analysed yet (recursion) may read, write and alias (in any result) every
    tensor argument, and so may a declaration, unless its arguments'
    `bufferization.access` says otherwise."""

    def _info(self, use, state):
        fn = callee_of(use.owner)
        if fn is None:
            return None
        # A declaration is analysed too: its facts come from the
        # `bufferization.access` of its arguments (read and written without).
        info = state.func_equivalences.get(fn)
        return info if info is not None and info.analyzed else None

    def is_writable(self, value, state):
        # Not a result the callee may return a read-only buffer in (a
        # constant), or one it may also return in another result.  A callee
        # without body returns a new buffer (upstream's assumption); one not
        # analysed yet (a call-graph cycle, analysed last) may return anything.
        fn = callee_of(value.op)
        if fn is None or not fn.regions or not fn.regions[0].blocks:
            return True
        info = state.func_equivalences.get(fn)
        if info is None or not info.unwritable_known:
            return not may_return_unwritable(fn, state)
        return value.index not in info.unwritable_results

    def reads(self, use, state):
        info = self._info(use, state)
        return True if info is None else use.index in info.read_args

    def writes(self, use, state):
        info = self._info(use, state)
        return True if info is None else use.index in info.written_args

    def aliasing_values(self, use, state):
        info = self._info(use, state)
        results = use.owner.results
        if info is None:
            # Not analysed (a declaration, or a call inside a call-graph cycle):
            # any tensor result may alias.
            return [Alias(r, UNKNOWN, False) for r in results if is_tensor(r)]
        idxs = info.aliasing.get(use.index, [])
        eq = None
        if len(idxs) == 1 and info.equivalent.get(idxs[0]) is not None:
            eq = info.equivalent[idxs[0]]
        return [Alias(results[r], EQUIVALENT if eq is not None else UNKNOWN, eq is not None) for r in idxs]

    def bufferize(self, op, rw):
        fn = callee_of(op)
        if fn is None:
            raise BufferizeError(op, f"cannot bufferize a call to an unknown function '{op.properties['callee']}'")
        ft = fn.properties["function_type"].value
        state = rw.state
        # A callee not bufferized yet (a call-graph cycle): its buffer types
        # are computed as its own bufferization will (upstream CallOpInterface).
        results = [result_buffer_type(t, state) if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))
                   else t for t in ft.results]
        operands = []
        for o in op.operands:
            v = o.value
            if is_tensor(v):
                want = ft.inputs[o.index]
                if isinstance(want, (T.RankedTensorType, T.UnrankedTensorType)):
                    want = arg_buffer_type(want, state, fn, o.index)
                b = rw.operand_buffer(o)
                if b.type != want:
                    b = rw.cast_or_realloc(b, want)
                operands.append(b)
            else:
                operands.append(v)
        call = rw.create(op.name, operands, results, properties=dict(op.properties),
                         attributes=dict(op.attributes))
        rw.replace_op(op, call.results)


register_model("func.func", FuncModel())
register_model("func.return", ReturnModel())
register_model("func.call", CallModel())
