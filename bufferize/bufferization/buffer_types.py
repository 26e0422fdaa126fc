"""Buffer types of values and operands as the rewrite will produce them
(upstream bufferization::getBufferType with defaultGetBufferType, and
computeLoopRegionIterArgBufferType for loop-carried values).  Shared by the
models of region ops (scf, vector); they ask the models, never op names."""
from __future__ import annotations

from ..ir import types as T
from ..ir.core import OpResult
from .interface import EQUIVALENT, BufferizableModel, is_tensor
from .state import fully_dynamic_layout, identity_memref


def buffer_type_of(v, state):
    m = state.model_of_value(v)
    if m is None:
        return state.default_buffer_type(v)
    if type(m).buffer_type is BufferizableModel.buffer_type and isinstance(v, OpResult):
        # upstream's defaultGetBufferType: a result with exactly one equivalent
        # aliasing operand has that operand's buffer type.
        al = m.aliasing_operands(v, state)
        if len(al) == 1 and al[0].relation == EQUIVALENT:
            return buffer_type_of(al[0].target.value, state)
    return m.buffer_type(v, state)


# ---- loop iter_arg buffer types (upstream computeLoopRegionIterArgBufferType) ----------------

_INVOCATION: dict = {}   # iter bbArg -> how often it is on the buffer-type "invocation stack"


def fully_dynamic_type(t, memory_space=None):
    """getMemRefTypeWithFullyDynamicLayout of a tensor type."""
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedMemRefType(t.element_type, memory_space)
    return T.MemRefType(t.shape, t.element_type, fully_dynamic_layout(len(t.shape)), memory_space)


def produced_buffer_type(v, state):
    """The buffer type the rewrite gives ``v``: as :func:`buffer_type_of`,
    except that a result of an op with one equivalent operand that is out of
    place is the fresh identity-layout buffer the op writes into (upstream's
    scf.execute_region takes its result types from the yielded buffers, once
    they are rewritten)."""
    m = state.model_of_value(v)
    if m is not None and type(m).buffer_type is BufferizableModel.buffer_type and isinstance(v, OpResult):
        al = m.aliasing_operands(v, state)
        if len(al) == 1 and al[0].relation == EQUIVALENT:
            return operand_buffer_type(al[0].target, state)
    return buffer_type_of(v, state)


def operand_buffer_type(use, state):
    """Buffer type of an operand as the op sees it: a fresh identity-layout
    buffer when the analysis put the operand out of place."""
    t = buffer_type_of(use.value, state)
    opts = state.options
    oop = (state.writes(use) and not state.has_undefined_contents(use)) if opts.copy_before_write \
        else use in state.out_of_place
    if oop and isinstance(use.value.type, T.RankedTensorType):
        from .one_shot.rewrite import alloc_tensor_allowed
        if not alloc_tensor_allowed(opts):
            # The copy stays a bufferization.alloc_tensor: an unknown op here.
            return state.default_buffer_type(use.value)
        return identity_memref(use.value.type, getattr(t, "memory_space", None))
    return t


def loop_iter_arg_buffer_type(iter_arg, init, yielded, state):
    """The buffer type of a loop's region iter_arg: the init_arg's buffer type
    if the yielded value bufferizes to the same type, else the fully dynamic
    layout.  Cycles through the iter_arg itself use the init_arg's type.
    ``init`` is the init OpOperand."""
    init_t = operand_buffer_type(init, state)
    if yielded is None or _INVOCATION.get(iter_arg, 0) >= 1:
        return init_t
    _INVOCATION[iter_arg] = _INVOCATION.get(iter_arg, 0) + 1
    try:
        yt = yielded.type if not is_tensor(yielded) else buffer_type_of(yielded, state)
    finally:
        _INVOCATION[iter_arg] -= 1
        if not _INVOCATION[iter_arg]:
            del _INVOCATION[iter_arg]
    if yt == init_t:
        return yt
    return fully_dynamic_type(iter_arg.type, getattr(yt, "memory_space", None))
