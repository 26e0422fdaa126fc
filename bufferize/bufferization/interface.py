"""The per-op bufferization model (upstream's BufferizableOpInterface) and its
registry.  The analysis and the rewrite ask the model of an op; they never
look at op names.  Models live beside their ops, in ``dialects/<dialect>/bufferize.py`` and
plugins can register their own with :func:`register_model`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ..ir import types as T
from ..ir.core import OpOperand, OpResult, Operation, Value

class BufferizeError(Exception):
    """A model (or the rewrite) cannot bufferize ``op``: reported at it."""

    def __init__(self, op, message):
        super().__init__(message)
        self.op, self.message = op, message


EQUIVALENT = "equivalent"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Alias:
    """An aliasing value (for an operand) or operand (for a value)."""
    target: object            # a Value or an OpOperand
    relation: str = EQUIVALENT
    definite: bool = True


class BufferizableModel:
    """Default answers are upstream's interface defaults; a model overrides
    what its op needs.  ``state`` is the analysis state (``AnalysisState``)."""

    # The ops in this op's region belong to the op that holds it: the partial
    # passes bufferize them with it, whatever their dialect (scf.forall.in_parallel:
    # its parallel_insert_slice ops write the loop's shared outs).
    nested_ops_follow_holder = False

    # ---- analysis queries ------------------------------------------------
    def reads(self, use: OpOperand, state) -> bool:
        return True

    def writes(self, use: OpOperand, state) -> bool:
        return False

    def aliasing_values(self, use: OpOperand, state) -> list[Alias]:
        return []

    def aliasing_operands(self, value: Value, state) -> list[Alias]:
        """Inverse of aliasing_values, computed from it by default."""
        op = value.op if isinstance(value, OpResult) else value.block.parent_op
        out = []
        for o in op.operands:
            if is_tensor(o.value):
                for a in self.aliasing_values(o, state):
                    if a.target is value:
                        out.append(Alias(o, a.relation, a.definite))
        return out

    def must_bufferize_in_place(self, use: OpOperand, state) -> bool:
        # upstream default: unranked tensors cannot be copied, so they stay in place.
        return isinstance(use.value.type, T.UnrankedTensorType)

    def is_writable(self, value: Value, state) -> bool:
        return True

    def result_writes(self, result: Value, state) -> bool:
        """Does the op write the result's buffer (``resultBufferizesToMemoryWrite``)?"""
        return default_result_writes(self, result, state)

    def in_place_without_analysis(self, use: OpOperand, state) -> bool:
        """upstream AnalysisState::isInPlace without analysis information
        (copy-before-write): operands that write are out of place."""
        return not state.writes(use)

    def bufferizes_to_allocation(self, value: Value) -> bool:
        return False

    def is_repetitive_region(self, op: Operation, index: int) -> bool:
        return False

    def mutually_exclusive_regions(self, op: Operation) -> bool:
        return False

    def bufferizes_to_elementwise_access(self, op: Operation, uses, state) -> bool:
        return False

    def equivalent_subset(self, op: Operation, candidate: Value, equivalent) -> bool:
        """For subset insertions (insert_slice): is ``candidate`` an extraction
        of exactly the subset this op inserts into?"""
        return False

    def subset_operands(self, op: Operation):
        """(source operand, destination operand) of a subset insertion, or None."""
        return None

    def verify_analysis(self, op: Operation, state) -> Optional[str]:
        return None

    # ---- rewrite -----------------------------------------------------------
    def buffer_type(self, value: Value, state) -> T.Type:
        """The memref type ``value`` bufferizes to."""
        return state.default_buffer_type(value)

    def bufferize(self, op: Operation, rw) -> None:
        raise NotImplementedError(op.name)


_TENSOR_TYPES = frozenset((T.RankedTensorType, T.UnrankedTensorType))   # (no subclasses: a set lookup)


def is_tensor(v) -> bool:
    return v is not None and v.type.__class__ in _TENSOR_TYPES


def default_result_writes(model, result: Value, state) -> bool:
    aliases = model.aliasing_operands(result, state)
    if not aliases:
        return True
    if any(state.writes(a.target) for a in aliases):
        return True
    op = result.op if isinstance(result, OpResult) else None

    def written_inside(v):
        owner = v.op if isinstance(v, OpResult) else v.block.parent_op
        return op is not None and op.is_ancestor_of(owner) and state.value_writes(v)
    # A cf loop can lead the chain back to this result (a region op whose
    # yield forwards a block argument the back edge feeds with its result):
    # the result is asked about again while its answer is pending, and a
    # cycle adds no write of its own.  (LLVM 22 recurses until the stack
    # overflows: tests/lit/progen/crash-cf-loop-region-result-recursion.mlir.)
    pending = state.result_writes_pending
    if result in pending:
        return False
    pending.add(result)
    try:
        for a in aliases:
            # An operand of the op itself is defined outside it, and so is every
            # value on its reverse use-def chain: only operands of nested ops
            # (e.g. scf.yield for scf.if results) can lead to a write inside.
            if a.target.owner is op:
                continue
            if state.find_in_reverse_use_def_chain(a.target.value, written_inside, always_include_leaves=False):
                return True
        return False
    finally:
        pending.discard(result)


_MODELS: dict[str, BufferizableModel] = {}
_loaded = [False]


def register_model(name: str, model: BufferizableModel) -> None:
    _MODELS[name] = model


def model_for(op: Operation) -> Optional[BufferizableModel]:
    if not _loaded[0]:
        load_builtin_models()
    return _MODELS.get(op.name)


def load_builtin_models() -> None:
    """Register the built-in models (once): the ``models`` modules of the
    dialect manifest.  Plugins call this before their own register_model,
    so that a plugin's model replaces a built-in one."""
    import importlib
    from ..ir.registry import manifest_modules
    if _loaded[0]:
        return
    _loaded[0] = True
    for mod in manifest_modules("models"):
        importlib.import_module(mod)
