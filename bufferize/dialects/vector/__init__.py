"""vector: transfer_read/transfer_write, print, broadcast, extract, fma
(ops.py); the ops declared in one piece (declared.py: reductions, casts,
strided slices, masks, step, from_elements, interleave, shuffle, yield;
memory.py: load/store, masked, gather, expandload, compressstore; scan.py:
scan; scalable.py: scalable.insert/extract); and the hand-written syntaxes
(custom.py: contract, outerproduct, insert, scatter, to_elements; mask.py:
mask and the maskable ops)."""
from __future__ import annotations

from . import custom, declared, memory, scalable, scan  # noqa: F401
from .ops import (  # noqa: F401
    DIALECT,
    mask_type,
    minor_identity,
)

DIALECT.rules.update(declared.RULES)
DIALECT.rules.update(custom.RULES)
DIALECT.keywords.update(custom.KEYWORDS)
