"""scf shared pieces: error helper, implicit terminators, and the small grammar fragments the loops reuse."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from ...syntax.opspec import ParseError
from ...ir.registry import TERMINATOR, lookup
from ..common import op_error as _err


# ---- parsing helpers ---------------------------------------------------------------

def _loc(tr, tok):
    return A.FileLineColLoc(tr.file, tok.line, tok.column)


def _entry_args(tr, region, tok, args):
    """Give the region's entry block the named arguments ``args``:
    [(Unresolved-like with .name/.line/.col, type)]."""
    if not region.blocks:
        region.add_block(Block())
    entry = region.blocks[0]
    if tr.block_names.get(entry) is not None:
        bn = tr.block_names[entry]
        raise ParseError("invalid block name in region with named arguments", bn[1], bn[2])
    names = []
    for u, t in args:
        entry.add_arg(t, A.FileLineColLoc(tr.file, u.line, u.col))
        names.append((u.name, u.line, u.col))
    if names:
        tr.arg_names[entry] = names
    return region


def _ensure_terminator(tr, region, tok, make):
    """Upstream's SingleBlockImplicitTerminator::ensureTerminator."""
    if not region.blocks:
        region.add_block(Block())
    b = region.blocks[0]
    last = b.last
    if last is not None:
        d = lookup(last.name)
        if d is not None and TERMINATOR in d.traits:
            return region
    b.append(make(_loc(tr, tok)))
    return region


def _yield(loc):
    return Operation("scf.yield", loc=loc)


def _in_parallel(loc):
    op = Operation("scf.forall.in_parallel", loc=loc)
    op.add_region(Region([Block()]))
    return op


def _reduce(loc):
    return Operation("scf.reduce", loc=loc)


def _scf_assign(tr, c):
    return (c[0], c[1])


def _scf_assign_list(tr, c):
    return c


def _scf_type_list(tr, c):
    return list(c[0] or [])


def _scf_single_type(tr, c):
    return [c[0]]


def _types_or_empty(x):
    return list(x) if x else []


# ---- printing helpers -------------------------------------------------------------------

def _init_list(p, args, inits, prefix):
    if not inits:
        return ""
    return prefix + "(" + ", ".join(f"{p.value(a)} = {p.value(v)}" for a, v in zip(args, inits)) + ")"


def _arrow_types(p, types):
    """printOptionalArrowTypeList."""
    types = list(types)
    if not types:
        return ""
    if len(types) == 1 and not isinstance(types[0], T.FunctionType):
        return " -> " + p.type(types[0])
    return " -> (" + p.types(types) + ")"


