"""scf shared pieces: error helper, implicit terminators, and the small grammar fragments the loops reuse."""
from __future__ import annotations

from ...ir import attributes as A, types as T
from ...ir.core import Block, Operation, Region
from ...syntax.opspec import ParseError, argument
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
    if args and tr.block_names.get(entry) is not None:
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
    return (argument(c[0]), c[1])


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




# ---- verification helpers -------------------------------------------------------------------

_BRANCH_TERMINATORS = ("scf.yield", "scf.condition")


def _point(src, op, term):
    return "parent" if term is None else f"Operation {term.name}"


def _successor(op, dst):
    if dst is None or not hasattr(dst, "blocks"):
        return "parent"
    return f"Region #{op.regions.index(dst)}"


def verify_region_branch(op, edges):
    """Upstream's verifyTypesAlongControlFlowEdges (RegionBranchOpInterface,
    verified with the regions): the edges from the parent first, then those of
    each region's branching terminators, region by region."""
    from ...ir.interfaces import PARENT
    order = [e for e in edges if e.src is PARENT]
    for r in op.regions:
        for b in r.blocks:
            t = b.last
            if t is None or t.name not in _BRANCH_TERMINATORS:
                continue
            order += [e for e in edges if e.terminator is t]
    for e in order:
        where = f"along control flow edge from {_point(e.src, op, e.terminator)} to " \
                f"{'parent' if e.dst is PARENT else _successor(op, e.dst)}: "
        err = None
        if len(e.forwarded) != len(e.inputs):
            err = _err(op, where + f"region branch point has {len(e.forwarded)} operands, but region "
                                   f"successor needs {len(e.inputs)} inputs")
        else:
            for i, (a, b) in enumerate(zip(e.forwarded, e.inputs)):
                if a.type != b.type:
                    err = _err(op, where + f"successor operand type #{i} '{a.type}' should match successor "
                                           f"input type #{i} '{b.type}'")
                    break
        if err is not None:
            err.notes.append((e.terminator or op, "region branch point"))
            raise err


def terminator_of(op, region, message, name):
    """Upstream's verifyAndGetTerminator: the last op of the region's first
    block when it is ``name``; otherwise the error, with a note at the
    terminator found."""
    t = region.blocks[0].last if region.blocks else None
    if t is not None and t.name == name:
        return t
    e = _err(op, message)
    if t is not None:
        e.notes.append((t, "terminator here"))
    raise e
