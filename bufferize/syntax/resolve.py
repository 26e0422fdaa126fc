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
    _resolve_op_regions(module, _Names(), state, isolated=True)
    state.early.clear()


def unknown_op_error(name: str, dialect: str, line: int, col: int) -> ParseError:
    """Upstream's error for the custom op ``name`` that is not known, where
    ``dialect`` is the default dialect ("" where there is none; a name
    without a dialect is looked up in it too)."""
    if "." in name:
        dialect, tried = name.split(".", 1)[0], ""
    else:
        tried = f" (tried '{dialect}.{name}' as well)"
    if dialect and registry.is_registered_dialect(dialect):
        return ParseError(f"custom op '{name}' is unknown{tried}", line, col)
    e = ParseError(f"Dialect `{dialect}' not found for custom op '{name}' {tried}", line, col)
    e.notes = [(f"Available dialects: {', '.join(registry.dialect_names())} ; for more info on dialect "
                "registration see https://mlir.llvm.org/getting_started/Faq/"
                "#registered-loaded-dependent-whats-up-with-dialects-management", line, col)]
    return e


def check_default_dialects(spelled: list) -> None:
    """Upstream reads an op name written without its dialect (`return`) as
    an op of the default dialect: that of the innermost op around it written
    in custom form (func.func's is "func", builtin.module's and the top
    level's "builtin"; other ops have none).  The grammar takes the short
    names anywhere; here one whose default dialect is another is upstream's
    error.  ``spelled``: the transformer's [(op, OpSpec.spelled, line, col)],
    where "" marks an op in generic form."""
    generic = {op for op, name, _, _ in spelled if not name}
    for op, name, line, col in spelled:
        if not name:
            continue
        p = op.parent_op
        while p is not None and p in generic:
            p = p.parent_op
        d = registry.lookup(p.name) if p is not None else None
        dialect = "builtin" if p is None else (d.default_dialect or "") if d is not None else ""
        if f"{dialect}.{name}" != op.name:
            raise unknown_op_error(name, dialect, line, col)


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
            _resolve_op_regions(op, _Names(state.toplevel.locs), state, True)
        except ParseError as e:
            state.early[op] = e
        else:
            state.early[op] = None


class Scope(dict):
    """The top-level names read so far, and where each was first defined."""

    def __init__(self):
        super().__init__()
        self.locs: dict = {}


class _Names:
    """The names of the regions being resolved, as upstream's scoped tables:
    per name a stack of (region level, where defined, values), one entry per
    definition (``%x:2`` is one entry; ``%x#1`` reads its second value); a
    region's entries are popped when its subtree is done.  Lookups see the
    levels from ``floor`` on (the innermost region isolated from above); the
    redefinition rule sees every level.  A name costs O(1) per definition and
    use at any depth, where a chain of per-region dicts cost O(depth) time
    and, kept by every frame of the recursion, O(depth^2) memory (issue 26)."""

    def __init__(self, outer_locs: dict | None = None):
        # the top-level names: their places only (no region sees their values)
        self.table: dict = {name: [(0, loc, ())] for name, loc in (outer_locs or {}).items()}
        self.level = 0
        self.floor = 0
        self.pending: dict = {}   # id(value) -> a forward use of another type (see _check_type)

    def define(self, name: str, values: list, line: int, col: int, entry_arg: bool, added: list) -> None:
        """Like upstream, a name may not be redefined in its region nor in a
        region nested in it (up to an op isolated from above) after its
        definition there."""
        level = self.level
        stack = self.table.get(name)
        if stack is None:
            self.table[name] = [(level, (line, col), values)]
        else:
            first = None
            if stack[-1][0] == level:
                first = stack[-1][1]
            else:
                for _lvl, at, _values in reversed(stack):
                    if at < (line, col):
                        first = at
                        break
            if first is not None:
                raise _redefinition(name, line, col, first, entry_arg)
            stack.append((level, (line, col), values))
        added.append(name)

    def hide(self, name: str):
        """Treat the latest definition of ``name`` as not yet made."""
        stack = self.table[name]
        entry = stack[-1]
        stack[-1] = (entry[0], (float("inf"), 0), entry[2])
        return stack, entry

    @staticmethod
    def unhide(hidden) -> None:
        stack, entry = hidden
        stack[-1] = entry

    def pop(self, added: list) -> None:
        table = self.table
        for name in reversed(added):
            stack = table[name]
            stack.pop()
            if not stack:
                del table[name]

    def lookup(self, u: Unresolved):
        name = u.name
        base, sep, number = name.partition("#")
        stack = self.table.get(base)
        values = stack[-1][2] if stack and stack[-1][0] >= self.floor else ()
        if sep:
            k = int(number)
            v = values[k] if k < len(values) else None
        elif len(values) == 1:
            v = values[0]
        else:
            if values:
                raise ParseError(f"use of value '{name}' requires a result number", u.line, u.col)
            v = None
        if v is None:
            raise ParseError(_UNDECLARED, u.line, u.col)
        if u.type is not None and (v.type != u.type or self.pending):
            self._check_type(u, base, values.index(v), stack[-1][1], v)
        return v

    def _check_type(self, u: Unresolved, base: str, number: int, defined: tuple, v) -> None:
        """Upstream reads in one pass.  A use after the definition is checked
        against it (the note is at the definition).  A use before it (in a
        block printed earlier) makes a placeholder of the use's type, later
        forward uses are checked against that, and the definition is the
        error (the note at the first use): that error waits in ``pending``
        until the text passes the definition or the region is done.  (A
        forward use of the definition's type is not kept as a placeholder.)"""
        at = (u.line, u.col)
        if any(at > p[1] for p in self.pending.values()):
            self.flush()
        pending = self.pending.get(id(v))
        if pending is not None:
            first = pending[0]
            if u.type != first.type:
                e = ParseError(f"use of value '{base}' expects different type than prior uses: "
                               f"'{u.type}' vs '{first.type}'", u.line, u.col)
                e.notes = [("prior use here", first.line, first.col)]
                raise e
            return
        if v.type == u.type:
            return
        if at < defined:
            self.pending[id(v)] = (u, defined, base, number, v)
            return
        e = ParseError(f"use of value '{base}' expects different type than prior uses: "
                       f"'{u.type}' vs '{v.type}'", u.line, u.col)
        e.notes = [("prior use here", *defined)]
        raise e

    def flush(self) -> None:
        """Raise the first definition error a forward use left pending."""
        if self.pending:
            u, defined, base, number, v = min(self.pending.values(), key=lambda p: p[1])
            self.pending.clear()
            e = ParseError(f"definition of SSA value '{base}#{number}' has type '{v.type}'", *defined)
            e.notes = [(f"previously used here with type '{u.type}'", u.line, u.col)]
            raise e


_UNDECLARED = "use of undeclared SSA value name"


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


def _resolve_op_regions(op: Operation, names: _Names, state, isolated: bool):
    """Bind the names in ``op``'s regions: each region's definitions first
    (in any of its blocks, so forward references work), then its uses and
    the regions nested in it, which see them."""
    if not op.regions:
        return
    outer_floor = names.floor
    names.level += 1
    level = names.level
    try:
        for region in op.regions:
            added: list = []
            blocks: dict = {}
            own: dict = {}
            for block in region.blocks:
                bn = state.block_names.pop(block, None)
                if bn is not None:
                    if bn[0] in blocks:
                        raise ParseError(f"redefinition of block '{bn[0]}'", bn[1], bn[2])
                    blocks[bn[0]] = block
                entry_args = bn is None and block is region.blocks[0]
                for (name, line, col), arg in zip(state.arg_names.pop(block, ()), block.args):
                    names.define(name, [arg], line, col, entry_args, added)
                for child in block:
                    rn = state.result_names.pop(child, None)
                    if rn:
                        i = 0
                        for name, count, line, col in rn:
                            names.define(name, child.results[i:i + count], line, col, False, added)
                            i += count
                        if child.regions:
                            own[child] = [r[0] for r in rn]
            names.floor = level if isolated else outer_floor
            for block in region.blocks:
                for child in block:
                    for operand in child.operands:
                        v = operand.value
                        if isinstance(v, Unresolved):
                            try:
                                operand.set(names.lookup(v))
                            except ParseError as e:
                                if e.message != _UNDECLARED:
                                    raise
                                raise _used_before_entry_argument(child, v, state) or e from None
                    if child.successors:
                        child.successors = [_block(blocks, s) for s in child.successors]
                    if child in state.early:
                        if state.early[child] is not None:
                            raise state.early[child]
                        continue
                    d = registry.lookup(child.name)
                    iso = d is not None and registry.ISOLATED in d.traits
                    # upstream defines an op's results after its regions: they
                    # do not clash with names defined inside them
                    hidden = [names.hide(n) for n in own.get(child, ())]
                    _resolve_op_regions(child, names, state, iso)
                    for h in hidden:
                        names.unhide(h)
                    names.level = level
            names.flush()
            names.pop(added)
            names.floor = outer_floor
    finally:
        names.level = level - 1
        names.floor = outer_floor


def _used_before_entry_argument(op: Operation, use: Unresolved, state):
    """Upstream's error when an operand of ``op`` names an entry argument of
    one of ``op``'s regions (`affine.for %i = #m(%i) to 10`): upstream
    defines the arguments when it reads the region, after the operands, and
    a name already referenced may not be taken (unless the op's parser
    resolves its operands after its regions, as scf.for's does: then the
    use is undeclared)."""
    d = registry.lookup(op.name)
    if d is not None and d.extra.get("operands_after_regions"):
        return None
    name = use.name.partition("#")[0]
    for region in op.regions:
        if region.blocks:
            for arg_name, line, col in state.arg_names.get(region.blocks[0], ()):
                if arg_name == name:
                    return _redefinition(name, line, col, (use.line, use.col), True)
    return None


def _block(blocks: dict, s):
    if isinstance(s, UnresolvedBlock):
        b = blocks.get(s.name)
        if b is None:
            raise ParseError(f"reference to an undefined block", s.line, s.col)
        return b
    return s
