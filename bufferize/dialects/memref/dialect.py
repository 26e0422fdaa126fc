"""The memref Dialect object: its grammar file, the parse function of each hand-written rule and
the op keywords (declared ops bring their own through the registry)."""
from __future__ import annotations

from ...ir.registry import Dialect
from .ops import _parse_alloc, _parse_realloc
from .views import _parse_metadata, _parse_reinterpret, _parse_reshape, _parse_subview
from .reassoc import _parse_collapse, _parse_expand, _reassoc_group, _reassociation
from . import atomic  # noqa: F401  (its ops are declarations: registered on import)
from .atomic import GENERIC_ATOMIC_RMW
from .misc import DMA_START, PREFETCH, TRANSPOSE, _idlist, _parse_distinct_objects, _perm, _prefetch_word
from .globals import _global_word, _init_dense, _init_other, _init_resource, _init_sparse, _init_word, _parse_alloca_scope, _parse_get_global, _parse_global


DIALECT = Dialect(
    "memref", grammar="memref.lark",
    rules={"op_memref_alloc": _parse_alloc, "op_memref_realloc": _parse_realloc,
           "op_memref_subview": _parse_subview, "op_memref_expand_shape": _parse_expand,
           "op_memref_collapse_shape": _parse_collapse, "memref_reassociation": _reassociation,
           "memref_reassoc_group": _reassoc_group, "op_memref_reshape": _parse_reshape,
           "op_memref_reinterpret_cast": _parse_reinterpret, "op_memref_metadata": _parse_metadata,
           "op_memref_get_global": _parse_get_global, "op_memref_global": _parse_global,
           "memref_init_word": _init_word, "memref_init_dense": _init_dense,
           "memref_init_resource": _init_resource, "memref_init_sparse": _init_sparse,
           "memref_init_other": _init_other, "memref_global_word": _global_word,
           "op_memref_alloca_scope": _parse_alloca_scope,
           "op_memref_generic_atomic_rmw": GENERIC_ATOMIC_RMW.parse, "op_memref_transpose": TRANSPOSE.parse,
           "memref_perm": _perm, "memref_idlist": _idlist, "op_memref_prefetch": PREFETCH.parse,
           "memref_prefetch_word": _prefetch_word, "op_memref_distinct_objects": _parse_distinct_objects,
           "op_memref_dma_start": DMA_START.parse},
    keywords={"MEMREF_ALLOC": ["memref.alloc", "memref.alloca"], "MEMREF_REALLOC": ["memref.realloc"],
              "MEMREF_SUBVIEW": ["memref.subview"], "MEMREF_EXPAND_SHAPE": ["memref.expand_shape"],
              "MEMREF_COLLAPSE_SHAPE": ["memref.collapse_shape"], "MEMREF_RESHAPE": ["memref.reshape"],
              "MEMREF_REINTERPRET_CAST": ["memref.reinterpret_cast"],
              "MEMREF_METADATA": ["memref.extract_strided_metadata"],
              "MEMREF_GET_GLOBAL": ["memref.get_global"], "MEMREF_GLOBAL": ["memref.global"],
              "MEMREF_ALLOCA_SCOPE": ["memref.alloca_scope"],
              "MEMREF_GENERIC_ATOMIC_RMW": ["memref.generic_atomic_rmw"], "MEMREF_TRANSPOSE": ["memref.transpose"],
              "MEMREF_PREFETCH": ["memref.prefetch"], "MEMREF_DMA_START": ["memref.dma_start"],
              "MEMREF_DISTINCT_OBJECTS": ["memref.distinct_objects"]},
)

