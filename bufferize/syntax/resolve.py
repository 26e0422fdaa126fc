"""Bind SSA names and block labels after parsing.

Names are scoped by region: a region sees its own definitions (in any of its
blocks, so forward references work) and those of the enclosing regions,
unless its op is isolated from above.  Dominance is the verifier's job.

Like upstream's parser, whose name scopes are only isolated for ops that
enable name shadowing (none here), a name may not be redefined in a nested
region, isolated or not, after its definition in an enclosing one.
"""
from __future__ import annotations

from ..ir import registry
from ..ir.core import Operation, Unresolved
from .opspec import ParseError, UnresolvedBlock


def resolve(module: Operation, state) -> None:
    stack = []  # list of per-region dicts, innermost last
    _resolve_op_regions(module, stack, [], state, isolated=True)


class _Scope(dict):
    """The values a region defines, by name (``%x``, ``%x#k``), and where
    each name (without ``#k``) was first defined."""

    def __init__(self):
        super().__init__()
        self.locs: dict = {}


def _redefinition(name: str, line: int, col: int, first: tuple, entry_arg: bool) -> ParseError:
    # upstream attaches a note at the first definition; the driver prints
    # ``notes`` as (message, line, col)
    if entry_arg:
        # the named arguments of a region's (unlabeled) entry block, as
        # parsed by an op's custom syntax (upstream's parseRegion)
        e = ParseError(f"region entry argument '{name}' is already in use", line, col)
        e.notes = [("previously referenced here", first[0], first[1])]
    else:
        e = ParseError(f"redefinition of SSA value '{name}'", line, col)
        e.notes = [("previously defined here", first[0], first[1])]
    return e


def _define(chain: list, scope: _Scope, name: str, values: list, line: int, col: int,
            entry_arg: bool = False):
    """Define ``name`` (a single value, or a result pack ``name#k``).  Like
    upstream, a name may not be redefined in its region nor in a region nested
    in it (up to an op isolated from above) after its definition there."""
    first = scope.locs.get(name)
    if first is None:
        for outer in chain:
            at = outer.locs.get(name)
            if at is not None and at < (line, col):
                first = at
    if first is not None:
        raise _redefinition(name, line, col, first, entry_arg)
    scope.locs[name] = (line, col)
    if len(values) == 1:
        scope[name] = values[0]
    for k, v in enumerate(values):
        scope[f"{name}#{k}"] = v


def _resolve_op_regions(op: Operation, stack: list, defs: list, state, isolated: bool):
    """``stack``: the scopes whose names the regions of ``op`` see; ``defs``:
    every enclosing scope (for redefinitions)."""
    if not op.regions:
        return
    outer = [] if isolated else stack
    for region in op.regions:
        scope = _Scope()
        blocks: dict = {}
        for block in region.blocks:
            bn = state.block_names.get(block)
            if bn is not None:
                if bn[0] in blocks:
                    raise ParseError(f"redefinition of block '{bn[0]}'", bn[1], bn[2])
                blocks[bn[0]] = block
            entry_args = bn is None and block is region.blocks[0]
            for (name, line, col), arg in zip(state.arg_names.get(block, ()), block.args):
                _define(defs, scope, name, [arg], line, col, entry_args)
            for child in block:
                names = state.result_names.get(child)
                if names:
                    i = 0
                    for name, count, line, col in names:
                        _define(defs, scope, name, child.results[i:i + count], line, col)
                        i += count
        chain = outer + [scope]
        for block in region.blocks:
            for child in block:
                for operand in child.operands:
                    v = operand.value
                    if isinstance(v, Unresolved):
                        operand.set(_lookup(chain, v))
                if child.successors:
                    child.successors = [_block(blocks, s) for s in child.successors]
                d = registry.lookup(child.name)
                iso = d is not None and registry.ISOLATED in d.traits
                _resolve_op_regions(child, chain, defs + [scope], state, iso)


def _lookup(chain: list, u: Unresolved):
    name = u.name
    for scope in reversed(chain):
        v = scope.get(name)
        if v is not None:
            break
    else:
        if "#" not in name:
            for scope in reversed(chain):
                if f"{name}#0" in scope:
                    raise ParseError(f"use of value '{name}' requires a result number", u.line, u.col)
        raise ParseError(f"use of undeclared SSA value name", u.line, u.col)
    if u.type is not None and v.type != u.type:
        raise ParseError(f"use of value '{name}' expects different type than prior uses: "
                         f"'{u.type}' vs '{v.type}'", u.line, u.col)
    return v


def _block(blocks: dict, s):
    if isinstance(s, UnresolvedBlock):
        b = blocks.get(s.name)
        if b is None:
            raise ParseError(f"reference to an undefined block", s.line, s.col)
        return b
    return s
