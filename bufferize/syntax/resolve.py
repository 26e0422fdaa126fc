"""Bind SSA names and block labels after parsing.

Names are scoped by region: a region sees its own definitions (in any of its
blocks, so forward references work) and those of the enclosing regions,
unless its op is isolated from above.  Dominance is the verifier's job.
"""
from __future__ import annotations

from ..dialects import registry
from ..ir.core import Operation, Unresolved
from .opspec import ParseError, UnresolvedBlock


def resolve(module: Operation, state) -> None:
    stack = []  # list of per-region dicts, innermost last
    _resolve_op_regions(module, stack, state, isolated=True)


def _define(scope: dict, name: str, value, line: int, col: int):
    if name in scope:
        raise ParseError(f"redefinition of SSA value '{name}'", line, col)
    scope[name] = value


def _resolve_op_regions(op: Operation, stack: list, state, isolated: bool):
    if not op.regions:
        return
    outer = [] if isolated else stack
    for region in op.regions:
        scope: dict = {}
        blocks: dict = {}
        for block in region.blocks:
            bn = state.block_names.get(block)
            if bn is not None:
                if bn[0] in blocks:
                    raise ParseError(f"redefinition of block '{bn[0]}'", bn[1], bn[2])
                blocks[bn[0]] = block
            for (name, line, col), arg in zip(state.arg_names.get(block, ()), block.args):
                _define(scope, name, arg, line, col)
            for child in block:
                names = state.result_names.get(child)
                if names:
                    i = 0
                    for name, count, line, col in names:
                        if count == 1:
                            _define(scope, name, child.results[i], line, col)
                        for k in range(count):
                            _define(scope, f"{name}#{k}", child.results[i + k], line, col)
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
                _resolve_op_regions(child, chain, state, iso)


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
