"""What a grammar rule callback returns: the parts of one operation.

Dialect rule callbacks build an :class:`OpSpec`; the core ``operation`` rule
turns it into an :class:`~bufferize.ir.core.Operation` with its result names
and location.  Helpers here keep dialect callbacks short.
"""
from __future__ import annotations




from ..ir.core import Unresolved

# The terminals of op names that may be written without their dialect
# (`return`, `call`, `module`): filled by the parser from the dialects'
# keywords when it builds its tables.
SHORT_NAMED: set = set()


class ParseError(Exception):
    # locate(text): the index in the text being parsed where the error is,
    # or None (then line and col stand); read by lexer.parse_text
    locate = None

    # without a place: at the start of the token after the rule's text
    # (upstream's emitError at getCurrentLocation once an op's text is read),
    # not at the end of the rule's text; or after the offset ``next_token``
    next_token = None

    def __init__(self, message: str, line: int = 0, col: int = 0):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col

    @classmethod
    def at_next_token(cls, message: str, after: int | None = None) -> "ParseError":
        """Located at the first token after the rule's text, or after the
        offset ``after`` in the text (a token's ``start_pos`` + its length)."""
        e = cls(message)
        e.next_token = True if after is None else after
        return e


class OpSpec:
    __slots__ = ("name", "operands", "result_types", "attributes", "properties",
                 "regions", "successors", "line", "col", "props_given", "spelled")

    def __init__(self, name: str, operands=(), result_types=(), attributes=None,
                 properties=None, regions=(), successors=(), tok=None):
        self.name = name
        self.operands = list(operands)
        self.result_types = list(result_types)
        self.attributes = attributes or {}
        self.properties = properties or {}
        self.regions = list(regions)
        self.successors = list(successors)
        self.line = tok.line if tok is not None else 0
        self.col = tok.column if tok is not None else 0
        self.props_given = False   # a generic form's `<{...}>`, even empty
        # The op's name as written when that matters after parsing (see
        # resolve.check_default_dialects): without its dialect (`return`),
        # or "" for an op in generic form with regions; else None.
        self.spelled = None
        if tok is not None and tok.type in SHORT_NAMED and "." not in tok:
            self.spelled = str(tok)


class SuccessorOperands(list):
    """A successor's operands whose number of types (``types``) is not
    theirs: the op's parser reports it (:func:`resolve_successor_operands`)."""
    __slots__ = ("types",)


def resolve_successor_operands(name: str, groups, loc=None) -> None:
    """ODS's resolveOperands of successor operand lists, ``groups`` read as
    one list: "number of operands and types do not match" at ``loc`` (by
    default the first operand), else each operand takes its type."""
    if not any(g.__class__ is SuccessorOperands for g in groups):
        return
    vals = [v for g in groups for v in g]
    types = [t for g in groups for t in (g.types if g.__class__ is SuccessorOperands else [v.type for v in g])]
    if len(vals) != len(types):
        line, col = loc if loc is not None else (vals[0].line, vals[0].col)
        raise ParseError(f"custom op '{name}' number of operands and types do not match: got {len(vals)} "
                         f"operands and {len(types)} types", line, col)
    for v, t in zip(vals, types):
        v.type = t


class UnresolvedBlock:
    __slots__ = ("name", "line", "col")

    def __init__(self, name: str, line: int, col: int):
        self.name, self.line, self.col = name, line, col


def typed(values, types, what: str = "operand", tok=None):
    """Give each unresolved operand the type the custom syntax states for it."""
    values = list(values)
    types = list(types)
    if len(values) != len(types):
        line = tok.line if tok is not None else (values[0].line if values else 0)
        col = tok.column if tok is not None else (values[0].col if values else 0)
        raise ParseError(f"{len(values)} {what}s present, but expected {len(types)}", line, col)
    for v, t in zip(values, types):
        if isinstance(v, Unresolved):
            v.type = t
    return values


def set_type(v, t):
    if isinstance(v, Unresolved):
        v.type = t
    return v


def argument(u):
    """An SSA name where upstream's parser reads an argument (parseArgument:
    an induction variable, the left side of an assignment list, a function
    argument): ``u`` (an Unresolved) back, or upstream's error at its `#`."""
    check_argument_name(u.name, u.line, u.col)
    return u


def check_argument_name(name: str, line: int, col: int) -> None:
    """``argument`` for a name read at ``line``:``col`` (a token's)."""
    i = name.find("#")
    if i >= 0:
        raise ParseError("result number not allowed in argument list", line, col + i)
