"""Affine scopes and the dimension/symbol rules of upstream's AffineOps.cpp
(isValidDim, isValidSymbol, verifyDimAndSymbolIdentifiers): which index
values an affine op may take as a dimension or a symbol operand.

An op with the ``AffineScope`` trait (func.func, builtin.module) starts a
scope; a dim-like op (ShapedDimOpInterface: memref.dim, tensor.dim) declares
``shaped_dim`` (the operand index of its shaped value)."""
from __future__ import annotations

from ...ir import types as T
from ...ir.core import BlockArgument
from ...ir.registry import ISOLATED, PURE, declare_interface, has_trait, lookup, register_op
from ...transforms.rewrite import constant_int, is_constant_like
from ..common import op_error as _err

AFFINE_SCOPE = "AffineScope"

declare_interface("shaped_dim", "the operand index of the shaped value of a dim op (ShapedDimOpInterface)")
declare_interface("symbol_sizes", "fn(op) -> the dynamic size operands of an allocation or view, in order")
# upstream's ModuleOp and FuncOp carry AffineScope; ShapedDimOpInterface is on
# memref.dim and tensor.dim; isMemRefSizeValidSymbol reads alloc's, view's and subview's sizes.
register_op("builtin.module", traits=(AFFINE_SCOPE,))
register_op("func.func", traits=(AFFINE_SCOPE,))
register_op("memref.dim", shaped_dim=0)
register_op("tensor.dim", shaped_dim=0)
register_op("memref.alloc", symbol_sizes=lambda op: [o.value for o in op.operands][:sum(
    1 for d in op.results[0].type.shape if d is None)])
register_op("memref.view", symbol_sizes=lambda op: [o.value for o in op.operands][2:])


def _subview_sizes(op):
    """A subview's dynamic size operands (its segments: source, offsets,
    sizes, strides)."""
    seg = op.properties.get("operandSegmentSizes")
    if seg is None or len(seg.values) != 4:
        return []
    start = seg.values[0] + seg.values[1]
    return [o.value for o in op.operands[start:start + seg.values[2]]]


register_op("memref.subview", symbol_sizes=_subview_sizes)

_IV_OPS = {"affine.for": 1, "affine.parallel": None}   # how many leading block args are induction vars


def _parent_region(v):
    if isinstance(v, BlockArgument):
        return v.block.parent if v.block is not None else None
    d = v.defining_op()
    b = d.parent if d is not None else None
    return b.parent if b is not None else None


def _region_op(region):
    return region.parent if region is not None else None


def _outer_region(region):
    op = _region_op(region)
    b = op.parent if op is not None else None
    return b.parent if b is not None else None


def affine_scope(op):
    """getAffineScope: the region of the closest AffineScope ancestor holding ``op``."""
    cur = op
    while True:
        b = cur.parent
        r = b.parent if b is not None else None
        parent = r.parent if r is not None else None
        if parent is None:
            return None
        if has_trait(parent, AFFINE_SCOPE):
            return r
        cur = parent


def is_top_level(v) -> bool:
    op = _region_op(_parent_region(v))
    return op is not None and has_trait(op, AFFINE_SCOPE)


def is_induction_var(v) -> bool:
    if not isinstance(v, BlockArgument) or v.block is None:
        return False
    op = _region_op(v.block.parent)
    if op is None or op.name not in _IV_OPS:
        return False
    n = _IV_OPS[op.name]
    return n is None or v.index < n


def is_valid_symbol(v, region) -> bool:
    if not isinstance(v.type, T.IndexType):
        return False
    if region is not None and _parent_region(v) is region:
        return True
    d = v.defining_op()
    if d is not None:
        if is_constant_like(d):
            return True
        if has_trait(d, PURE) and all(is_valid_symbol(o.value, region) for o in d.operands):
            return True
        od = lookup(d.name)
        if od is not None and "shaped_dim" in od.extra:
            return _dim_op_valid_symbol(d, od.extra["shaped_dim"], region)
    op = _region_op(region)
    if op is not None and not has_trait(op, ISOLATED):
        outer = _outer_region(region)
        if outer is not None:
            return is_valid_symbol(v, outer)
    return False


def _dim_op_valid_symbol(d, i, region) -> bool:
    src = d.operands[i].value
    if is_top_level(src):
        return True
    if isinstance(src, BlockArgument):
        return False
    index = constant_int(d.operands[1 - i].value) if len(d.operands) == 2 else None
    if index is None:
        return False
    defop = src.defining_op()
    while defop is not None and lookup(defop.name) is not None and lookup(defop.name).extra.get("cast_like") \
            and defop.name.startswith("memref."):
        s = defop.operands[0].value
        if not isinstance(s.type, T.MemRefType):
            return False
        defop = s.defining_op()
    od = lookup(defop.name) if defop is not None else None
    if od is None or "symbol_sizes" not in od.extra:
        return False
    t = defop.results[0].type
    if index >= len(t.shape):
        return False
    if t.shape[index] is not None:
        return True
    pos = sum(1 for s in t.shape[:index] if s is None)
    sizes = od.extra["symbol_sizes"](defop)
    return pos < len(sizes) and is_valid_symbol(sizes[pos], region)


def is_valid_dim(v, region) -> bool:
    if not isinstance(v.type, T.IndexType):
        return False
    if is_valid_symbol(v, region):
        return True
    d = v.defining_op()
    if d is None:
        return is_induction_var(v)
    if d.name in ("affine.apply", "affine.delinearize_index", "affine.linearize_index"):
        return all(is_valid_dim(o.value, region) for o in d.operands)
    od = lookup(d.name)
    if od is not None and "shaped_dim" in od.extra:
        return is_top_level(d.operands[od.extra["shaped_dim"]].value)
    return False


def verify_dims_and_symbols(op, values, num_dims) -> None:
    """verifyDimAndSymbolIdentifiers."""
    region = affine_scope(op)
    for i, v in enumerate(values):
        if i < num_dims:
            if not is_valid_dim(v, region):
                raise _err(op, "operand cannot be used as a dimension id")
        elif not is_valid_symbol(v, region):
            raise _err(op, "operand cannot be used as a symbol")
