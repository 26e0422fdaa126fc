"""The grammar rules of locations (a mixin of type_attr_rules.TypeAttrRules):
`loc(...)` in all its forms, and trailing `loc(#alias)` read before the
alias is defined."""
from __future__ import annotations

from ..ir import attributes as A
from .string_literal import unquote as _unquote


class DeferredLoc(A.LocationAttr):
    """A trailing `loc(#alias)` read before `#alias = loc(...)` is defined
    (upstream prints location aliases last): replaced once the whole file is
    read (parser.resolve_deferred_locs), as upstream's deferred locations."""
    __slots__ = ("name", "line", "col")

    def __init__(self, name: str, line: int, col: int):
        self.name, self.line, self.col = name, line, col


def _inner(loc):
    # A forward alias nested in another location is not resolved (unknown).
    return A.UNKNOWN_LOC if isinstance(loc, DeferredLoc) else loc


class LocationRules:
    """Rule callbacks for locations."""

    def trailing_loc(self, c):
        if isinstance(c[0], DeferredLoc):
            self.deferred_locs.append(c[0])
        return c[0]

    def loc_unknown(self, c):
        return A.UNKNOWN_LOC

    def loc_file(self, c):
        file, line, col, end = c
        end_line, end_col = end if end is not None else (None, None)
        return A.file_range(_unquote(file.value), int(line), 0 if col is None else int(col), end_line, end_col)

    def loc_range(self, c):
        return (None if c[0] is None else int(c[0]), int(c[1]))

    def loc_name(self, c):
        return A.NameLoc(_unquote(c[0].value), _inner(c[1]))

    def loc_callsite(self, c):
        return A.CallSiteLoc(_inner(c[0]), _inner(c[1]))

    def loc_fused(self, c):
        return A.fused_loc([_inner(x) for x in c[1:] if x is not None], c[0])

    def loc_alias(self, c):
        t = c[0]
        a = self.attr_aliases.get(t.value)
        if a is None:
            # Location aliases may be defined after their use (upstream prints them last).
            return DeferredLoc(t.value, t.line, t.column)
        return a

    def loc_attr(self, c):
        return _inner(c[0])
