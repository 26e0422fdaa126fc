"""vector.mask: a region printed as its one op on a line, with an implicit
``vector.yield`` (a hand-written parse/print pair, whose grammar rule is in
grammar/vector.lark and callbacks in custom.RULES), and its verifier: the
MaskableOpInterface of the vector ops (``MASKABLE``: each one's expected
mask type, and whether it takes a passthru)."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation
from ...ir.interfaces import single_region_edges
from ...ir.registry import lookup
from ..define import Operand, Result, define
from ...syntax.opspec import OpSpec, ParseError, set_type
from ..common import op_error as _err
from .declared import _is_vec



def parse_mask(tr, c):
    tok, mask, passthru, region, attrs, mt, rtypes = c
    rtypes = list(rtypes or [])
    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[0]
    last = b.last
    if last is None or last.name != "vector.yield":
        loc = A.FileLineColLoc(tr.file, tok.line, tok.column)
        b.append(Operation("vector.yield", list(last.results) if last is not None else [], loc=loc))
    ops = [set_type(mask, mt)]
    if passthru is not None:
        if not rtypes:
            raise ParseError("expects a result if passthru operand is provided", tok.line, tok.column)
        ops.append(set_type(passthru, rtypes[0]))
    return OpSpec("vector.mask", ops, rtypes, attrs or {}, regions=[region], tok=tok)


def mask_types(tr, c):
    return list(c[0]) if isinstance(c[0], list) else [c[0]]


def _print_mask(op, p):
    v = [o.value for o in op.operands]
    p.write(f" {p.value(v[0])}")
    if len(v) > 1:
        p.write(f", {p.value(v[1])}")
    p.write(" { ")
    r = op.regions[0]
    if p._printed_regions is not None:
        p._printed_regions.add(r)
    if r.blocks and r.blocks[0].first is not None:
        inner = r.blocks[0].first
        d = lookup(inner.name)
        if d is not None and d.printer is not None:
            p.write(inner.name)
            d.printer(inner, p)
        else:
            p.print_generic(inner)
    p.write(" }")
    p.op_attr_dict(op)
    p.write(f" : {p.type(v[0].type)}")
    if op.results:
        p.write(" -> " + ", ".join(p.type(r.type) for r in op.results))


def _i1_like(t):
    return T.VectorType(t.shape, T.i1, t.scalable) if _is_vec(t) else None


def _contract_mask(op):
    """ContractionOp::getExpectedMaskType: the iteration space, i1."""
    maps = op.properties.get("indexing_maps")
    if not isinstance(maps, A.ArrayAttr) or len(maps.value) < 2:
        return None
    extents, scal = {}, {}
    for t, m in zip((op.operands[0].value.type, op.operands[1].value.type), (x.map for x in maps.value)):
        if not _is_vec(t):
            return None
        sc = t.scalable or (False,) * len(t.shape)
        for i, r in enumerate(m.results):
            if r[0] == "d" and i < len(t.shape):
                extents.setdefault(r[1], t.shape[i])
                scal.setdefault(r[1], sc[i])
    n = maps.value[0].map.num_dims
    if any(d not in extents for d in range(n)):
        return None
    sc = tuple(scal[d] for d in range(n))
    return T.VectorType(tuple(extents[d] for d in range(n)), T.i1, sc if any(sc) else ())


def _transfer_mask(op, read):
    from .ops import mask_type
    vt = op.results[0].type if read else op.operands[0].value.type
    pm = op.properties.get("permutation_map")
    return mask_type(vt, pm.map) if isinstance(pm, A.AffineMapAttr) and _is_vec(vt) else None


# MaskableOpInterface of the vector ops: each one's getExpectedMaskType, and
# whether it takes a passthru (supportsPassthru).
MASKABLE = {
    "vector.reduction": (lambda op: _i1_like(op.operands[0].value.type), False),
    "vector.multi_reduction": (lambda op: _i1_like(op.operands[0].value.type), False),
    "vector.transfer_read": (lambda op: _transfer_mask(op, True), True),
    "vector.transfer_write": (lambda op: _transfer_mask(op, False), False),
    "vector.gather": (lambda op: _i1_like(op.results[0].type), False),
    "vector.outerproduct": (lambda op: _i1_like(op.results[0].type), False),
    "vector.contract": (_contract_mask, False),
}


def _verify_mask(op):
    if not op.operands or len(op.operands) > 2:
        raise _err(op, f"expected 1 or more operands, but found {len(op.operands)}")
    if not _is_vec(op.operands[0].value.type) or op.operands[0].value.type.element_type != T.i1:
        raise _err(op, f"operand #0 must be vector of 1-bit signless integer values, but got "
                       f"'{op.operands[0].value.type}'")
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        raise _err(op, "expects a single block in its region" if op.regions else "requires one region")
    ops = list(op.regions[0].blocks[0])
    if not ops:
        raise _err(op, "expects a terminator within the mask region")
    if len(ops) > 2:
        raise _err(op, "expects only one operation to mask")
    term = ops[-1]
    if term.name != "vector.yield":
        raise _err(op, "expects a terminator within the mask region")
    if len(term.operands) != len(op.results):
        raise _err(op, "expects number of results to match mask region yielded values")
    if len(ops) == 1:
        return
    inner = ops[0]
    maskable = MASKABLE.get(inner.name)
    if maskable is None:
        raise _err(op, "expects a MaskableOpInterface within the mask region")
    if len(inner.results) != len(op.results):
        raise _err(op, "expects number of results to match maskable operation number of results")
    if [r.type for r in inner.results] != [r.type for r in op.results]:
        raise _err(op, "expects result type to match maskable operation result type")
    if sum(1 for r in inner.results if _is_vec(r.type)) > 1:
        raise _err(op, "multiple vector results not supported")
    want = maskable[0](inner)
    if want is not None and op.operands[0].value.type != want:
        raise _err(op, f"expects a '{want}' mask for the maskable operation")
    if len(op.operands) > 1:
        if not maskable[1]:
            raise _err(op, "doesn't expect a passthru argument for this maskable operation")
        if len(inner.results) != 1:
            raise _err(op, "expects result when passthru argument is provided")
        if op.operands[1].value.type != inner.results[0].type:
            raise _err(op, "expects passthru type to match result type")


MASK = define("vector.mask", operands=(Operand("mask"), Operand("passthru", optional=True)),
              results=(Result("results", variadic=True),), parse=parse_mask, print=_print_mask,
              verify=_verify_mask, recursive_effects=True, region_branch=single_region_edges)
