"""memref: alloc, alloca, realloc, dealloc, load, store, copy, cast,
memory_space_cast, dim, rank, subview, expand_shape, collapse_shape, reshape,
reinterpret_cast, view, extract_strided_metadata,
extract_aligned_pointer_as_index, assume_alignment, global, get_global,
alloca_scope, alloca_scope.return, generic_atomic_rmw, atomic_yield, transpose,
prefetch, dma_start, dma_wait, distinct_objects.

Memory-effect metadata
----------------------
Every op that touches memory registers ``effects`` in its ``OpDef.extra``
(read it with ``registry.lookup(name).extra.get("effects")``)::

    effects=[(EFFECT, WHERE, INDEX[, RESOURCE]), ...]

* ``EFFECT``: ``"allocate"``, ``"free"``, ``"read"`` or ``"write"`` (upstream's
  MemoryEffects::Allocate / Free / Read / Write).
* ``WHERE``: ``"operand"`` (INDEX is an operand number), ``"result"`` (INDEX is
  a result number), ``"segment"`` (INDEX is an operand *segment* number of
  ``operandSegmentSizes``: the effect applies to every operand of that
  segment, e.g. the memrefs of ``bufferization.dealloc``), or ``None`` (with
  INDEX ``None``: an effect on no particular value, e.g. ``cf.assert``'s write).
* ``RESOURCE`` (optional): ``"automatic"`` for allocations freed at the end of
  the enclosing automatic-allocation scope (``memref.alloca``); absent means
  the default resource.

An op with ``effects=[]`` has no memory effects (also implied by the ``Pure``
trait).  An op without an ``effects`` entry has unknown effects, except
``recursive_effects=True`` (``memref.alloca_scope``): its effects are those of
the ops in its region.  View-like ops (results alias an operand's buffer)
carry ``view_source=<operand index>``.
"""
from __future__ import annotations

from .base import (  # noqa: F401
    default_segments,
    expect_counts,
    memref_to_tensor_type,
    strides_and_offset,
    tensor_to_memref_type,
)
from .reassoc import (  # noqa: F401
    collapsed_layout,
    expanded_type,
    verify_collapsed_shape,
)
from .dialect import (  # noqa: F401
    DIALECT,
)
from .canonicalize import (  # noqa: F401
    cast_is_more_static,
    fold_memref_cast_operands,
    inferred_subview_type,
)
from . import ops  # noqa: F401  (registers its ops/patterns)
from . import globals  # noqa: F401  (registers its ops/patterns)
