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
    state.early.clear()


def resolve_toplevel(op: Operation, state) -> None:
    """Bind the names inside a top-level op as soon as it has been read, if
    it is isolated from above: its regions see no outer value, and a name
    inside may only clash with the top-level names defined before it (kept
    in ``state.toplevel``).  The parser's forward references and name tables
    for the op are freed then, not at the end of the file (at 10x the bench
    file, 13 MB less at the peak).  ``resolve`` skips the op's regions."""
    names = state.result_names.get(op)
    if names:
        for name, _count, line, col in names:
            state.toplevel.locs.setdefault(name, (line, col))
    d = registry.lookup(op.name)
    if op.regions and d is not None and registry.ISOLATED in d.traits:
        # An error is raised by ``resolve`` when it reaches the op: a syntax
        # error later in the file comes first, as upstream reports it.
        try:
            _resolve_op_regions(op, [], [state.toplevel], state, True)
        except ParseError as e:
            state.early[op] = e
        else:
            state.early[op] = None


class Scope(dict):
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


def _define(chain: list, scope: Scope, name: str, values: list, line: int, col: int,
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
        scope = Scope()
        blocks: dict = {}
        for block in region.blocks:
            bn = state.block_names.pop(block, None)
            if bn is not None:
                if bn[0] in blocks:
                    raise ParseError(f"redefinition of block '{bn[0]}'", bn[1], bn[2])
                blocks[bn[0]] = block
            entry_args = bn is None and block is region.blocks[0]
            for (name, line, col), arg in zip(state.arg_names.pop(block, ()), block.args):
                _define(defs, scope, name, [arg], line, col, entry_args)
            for child in block:
                names = state.result_names.pop(child, None)
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
                if child in state.early:
                    if state.early[child] is not None:
                        raise state.early[child]
                    continue
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
