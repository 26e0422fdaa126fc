"""linalg shared pieces: destination-passing-style operand accessors (dps_inputs/dps_inits) and helpers."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.affine import parse_affine_map
from ...ir.registry import lookup
from ...ir.verifier import VerifyError
from ..common import op_error as _err


FM_NONE = A.OpaqueAttr("#arith.fastmath<none>")
OV_NONE = A.OpaqueAttr("#arith.overflow<none>")
_ITER_PREFIX = "#linalg.iterator_type<"


def elt(t):
    """getElementTypeOrSelf."""
    if isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        return t.element_type
    return t


def _amap(text: str) -> A.AffineMapAttr:
    return A.AffineMapAttr(parse_affine_map(text))


# ---- DPS helpers (used by the bufferization passes) -----------------------------

def dps_inits(op) -> range:
    """Operand indices of the `outs` (init) operands of a linalg op: the
    operand group its declaration names (``OpDef.extra["dps"]``); none where
    the op is not in destination-passing style or its operand segments do
    not fit its declaration."""
    d = lookup(op.name)
    group = d.extra.get("dps") if d is not None else None
    if group is None or d.decl is None:
        return range(0)
    try:
        return d.decl.operand_range(op, group)
    except VerifyError:
        return range(0)


def dps_inputs(op) -> list:
    inits = dps_inits(op)
    return [i for i in range(len(op.operands)) if i not in inits]


def is_dps(op) -> bool:
    d = lookup(op.name)
    return d is not None and d.extra.get("dps") is not None




class SpecDefaults:
    """What a named op's table entry answers unless it says otherwise: its
    keyword attributes before `ins` (``indexing_maps`` where the entry has
    default maps), their printing, its input count and its own verifier."""
    maps = None
    inputs = 0

    @property
    def has_maps(self) -> bool:
        """Does the op carry an ``indexing_maps`` property?"""
        return self.maps is not None

    def keywords(self) -> tuple:
        """The `key = value` attributes the custom form spells before `ins`, in order."""
        return ("indexing_maps",) if self.maps is not None else ()

    def required_keyword(self, props):
        """The first keyword attribute the custom form must spell and did not."""
        return None

    def n_inputs(self, props) -> int:
        return self.inputs

    def default_maps(self, ins, outs):
        """The ``indexing_maps`` a custom form without them gets (None: none)."""
        return None

    def verify(self, op) -> None:
        """What the op's own verifier checks before the structured-op interface's."""

    def printed_keywords(self, op):
        """(name, value or None when elided) of each keyword attribute."""
        if self.maps is None:
            return []
        maps = op.properties.get("indexing_maps")
        return [("indexing_maps", maps if maps is not None and maps != self.maps else None)]

