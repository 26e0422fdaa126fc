"""One declaration per op (upstream's ODS, xDSL's ``IRDLOperation``).

An op is declared once, with what ODS's ``def`` holds::

    FMA = define(
        "vector.fma",
        operands=(Operand("lhs", VECTOR_OF_FLOAT), Operand("rhs", VECTOR_OF_FLOAT),
                  Operand("acc", VECTOR_OF_FLOAT)),
        results=(Result("result", VECTOR_OF_FLOAT),),
        same_type=("lhs", "rhs", "acc", "result"),
        format="$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
        traits=(PURE,))

and everything else comes from it: the grammar rule, the parse callback and
the printer (from ``format``, syntax/assembly_format.py), the verifier of the
declared constraints (counts, operand and result types, ``same_type``: in
ODS's order and words, then ``verify`` for what only code can check),
accessors by name (``FMA.get(op, "acc")``), and the registration with its
interfaces (``**interfaces``: only names of ``ir.registry.INTERFACES``, so a
misspelt one fails at import).  Syntax a format cannot express keeps a hand-written
``parse`` (a grammar rule's callback in ``grammar/<dialect>.lark``) and
``print`` pair, named in the declaration.  A declared format reaches the
grammar through the registry (``OpDef.syntax``): the dialect lists nothing.
"""
from __future__ import annotations

from typing import Callable, Optional

from ..ir import types as T
from ..ir.core import Operation
from ..ir.interfaces import segment_sizes
from ..ir.registry import INTERFACES, register_op
from ..syntax.assembly_format import AssemblyFormat
from .common import check_parent, op_error


class Constraint:
    """A type constraint: ODS's description (the verifier's words) and a test.
    ``kind``: for a constraint on one C++ type class, the ``(mnemonic, test)``
    of that class, which the custom form's parser checks where it reads the
    type (ODS parses such a ``type($x)`` as that class: "invalid kind of type
    specified"); the mnemonic is None for a base class (BaseMemRefType), whose
    message names none.  ``buildable``: the one type the constraint admits
    (ODS's buildable type, ``index``, ``i1``): the custom form need not spell
    it."""
    __slots__ = ("description", "test", "kind", "buildable")

    def __init__(self, description: str, test: Callable, kind=None, buildable=None):
        self.description, self.test, self.kind, self.buildable = description, test, kind, buildable


_TENSOR = (T.RankedTensorType, T.UnrankedTensorType)
_MEMREF = (T.MemRefType, T.UnrankedMemRefType)


def _is_float(t) -> bool:
    return isinstance(t, T.FloatType)


def _elem(t):
    """The element type of a vector or tensor (ODS's "-like"), else ``t``."""
    return t.element_type if isinstance(t, (T.VectorType,) + _TENSOR) else t


ANY = Constraint("any type", lambda t: True)
INDEX = Constraint("index", lambda t: isinstance(t, T.IndexType), buildable=T.index)
I1 = Constraint("1-bit signless integer", lambda t: t == T.i1, buildable=T.i1)
FLOAT_LIKE = Constraint("floating-point-like", lambda t: _is_float(_elem(t)))
VECTOR_OF_FLOAT = Constraint("vector of floating-point values",
                             lambda t: isinstance(t, T.VectorType) and _is_float(t.element_type))
TENSOR = Constraint("tensor of any type values", lambda t: isinstance(t, _TENSOR),
                    kind=(None, lambda t: isinstance(t, _TENSOR)))   # ODS: TensorType, no mnemonic
RANKED_TENSOR = Constraint("ranked tensor of any type values", lambda t: isinstance(t, T.RankedTensorType))
MEMREF = Constraint("memref of any type values", lambda t: isinstance(t, T.MemRefType),
                    kind=("builtin.memref", lambda t: isinstance(t, T.MemRefType)))
RANKED_OR_UNRANKED_MEMREF = Constraint("ranked or unranked memref of any type values",
                                       lambda t: isinstance(t, _MEMREF),
                                       kind=(None, lambda t: isinstance(t, _MEMREF)))


class Operand:
    """A named operand; ``variadic``: a group of any number (at most one per
    op, unless the op declares ``segments``: ODS's AttrSizedOperandSegments);
    ``optional``: a group of at most one (ODS's Optional, segmented too)."""
    __slots__ = ("name", "constraint", "variadic", "optional")

    def __init__(self, name: str, constraint: Constraint = ANY, variadic: bool = False, optional: bool = False):
        self.name, self.constraint, self.variadic, self.optional = name, constraint, variadic or optional, optional


class Result:
    """A named result; ``variadic``: a group of any number (at most one per op)."""
    __slots__ = ("name", "constraint", "variadic")

    def __init__(self, name: str, constraint: Constraint = ANY, variadic: bool = False):
        self.name, self.constraint, self.variadic = name, constraint, variadic


class TypesMatch:
    """ODS's ``TypesMatchWith``: the type of ``to`` is ``fn`` of the type of
    ``source``; the custom form need not spell it, and the verifier says
    "failed to verify that ``description``" when it differs."""
    __slots__ = ("description", "source", "to", "fn")

    def __init__(self, description: str, source: str, to: str, fn: Callable):
        self.description, self.source, self.to, self.fn = description, source, to, fn


class AttrSyntax:
    """A property spelt in its attribute's own custom syntax in a format
    (``$kind`` is ``<add>``): ``rule``, the grammar rule (of the dialect's
    grammar) whose callback yields the attribute (or ``(attribute, type)``
    for a typed one whose type is spelt beside it); ``print(attr)``, its text;
    ``optional``: the rule may be absent, and the property is then its
    default (``defaults=``), which is not printed.  ``parse(flags)``: for a
    property in an optional group ``(`kw` `` $name^)?``, the attribute of the
    flag list ``kw<a, b>`` (no rule then), raising ValueError with upstream's
    words.  ``type_of(attr)``: for a typed attribute (ODS's TypedAttr, e.g.
    arith.constant's ``$value``), its type, so that ``same_type`` can name
    the property."""
    __slots__ = ("rule", "print", "optional", "parse", "type_of")

    def __init__(self, rule: Optional[str], print: Callable, optional: bool = False, parse=None, type_of=None):
        self.rule, self.print, self.optional = rule, print, optional
        self.parse, self.type_of = parse, type_of


class OpDecl:
    """The declaration of one op; ``format`` is its AssemblyFormat (None for a
    hand-written syntax) and ``definition`` its entry in the op registry."""

    def __init__(self, name, operands, results, same_type, fmt, verify, definition, types_match=(),
                 required=(), attr_types=None, same_type_message=None, segments=False, verify_attrs=None,
                 parent=()):
        self.name, self.operands, self.results = name, tuple(operands), tuple(results)
        self.parent = tuple(parent)
        self.segments = segments
        self.verify_attrs = verify_attrs
        self.required, self.attr_types = tuple(required), dict(attr_types or {})
        self.same_type_message = same_type_message
        self._fixed = sum(1 for o in self.operands if not o.variadic)
        self.types_match = tuple(types_match)
        self.same_type, self.format, self.extra_verify = tuple(same_type), fmt, verify
        self.definition = definition
        # what verify needs, computed once: the result counts, and whether any
        # type is checked at all (most ops with a hand-written pair check
        # their types in their own verifier)
        self._fixed_results = sum(1 for r in self.results if not r.variadic)
        self._checked = any(o.constraint is not ANY for o in self.operands)
        self._needs_types = (self._checked or any(r.constraint is not ANY for r in self.results)
                             or bool(self.same_type) or bool(self.types_match))
        # for an op of fixed operand and result counts, the checks by position:
        # (index, constraint) of each constrained operand and result, and where
        # each value of the same_type group is ("o"/"r", index, None) or
        # (None, None, property)
        self._fixed_layout = not segments and not any(v.variadic for v in self.operands + self.results)
        self._operand_checks = tuple((i, o.constraint) for i, o in enumerate(self.operands)
                                     if o.constraint is not ANY)
        self._result_checks = tuple((i, r.constraint) for i, r in enumerate(self.results)
                                    if r.constraint is not ANY)
        places = {r.name: ("r", i, None) for i, r in enumerate(self.results)}
        places.update({o.name: ("o", i, None) for i, o in enumerate(self.operands) if o.name not in places})
        self._same_places = tuple((None, None, name) if name in self.attr_types else places.get(name)
                                  for name in self.same_type)
        # the names ``get`` knows, and the place of each one that no variadic
        # group (or segment) precedes: ("r" or "o", index)
        self.names = frozenset(v.name for v in self.operands + self.results)
        self._operand_index = {o.name: i for i, o in enumerate(self.operands)}
        self._direct = {}
        for kind, decls in (("r", self.results), ("o", self.operands)):
            for i, d in enumerate(decls):
                if d.variadic or (kind == "o" and segments):
                    break
                self._direct.setdefault(d.name, (kind, i))

    # ---- accessors -----------------------------------------------------------------------
    def get(self, op, name: str):
        """The operand (or list of operands, for a variadic group) or result
        (or list of results) called ``name`` in the declaration (what
        ``op.name`` returns: ir.core.Operation.__getattr__)."""
        place = self._direct.get(name)
        if place is not None:
            return op.results[place[1]] if place[0] == "r" else op.operands[place[1]].value
        results = self._groups(self.results, list(op.results), None)
        for r, group in zip(self.results, results):
            if r.name == name:
                return group if r.variadic else group[0]
        values = [o.value for o in op.operands]
        for o, group in zip(self.operands, self._groups(self.operands, values,
                                                        op if self.segments is True else None)):
            if o.name == name:
                if o.optional:
                    return group[0] if group else None
                return group if o.variadic else group[0]
        raise KeyError(f"{self.name} has no operand or result '{name}'")

    def operand_range(self, op, name: str) -> range:
        """The indices of the operands of the group called ``name`` (raises
        VerifyError where the op's operandSegmentSizes do not fit it)."""
        k = self._operand_index[name]
        if self.segments is True:
            sizes = segment_sizes(op, len(self.operands))
            start = sum(sizes[:k])
            return range(start, start + sizes[k])
        return self._groups(self.operands, range(len(op.operands)), None)[k]

    @staticmethod
    def _groups(decls, values, segmented_op):
        """``values`` split into one list per declared group: by the op's
        operandSegmentSizes (checked, in upstream's words) for a segmented
        op, else the one variadic group takes what the others leave."""
        if segmented_op is not None:
            sizes = segment_sizes(segmented_op, len(decls))
        elif sum(1 for d in decls if d.variadic) > 1:   # ODS's SameVariadicOperandSize
            fixed = sum(1 for d in decls if not d.variadic)
            each = (len(values) - fixed) // sum(1 for d in decls if d.variadic)
            sizes = [each if d.variadic else 1 for d in decls]
        else:
            fixed = sum(1 for d in decls if not d.variadic)
            sizes = [len(values) - fixed if d.variadic else 1 for d in decls]
        out, i = [], 0
        for n in sizes:
            out.append(values[i:i + n])
            i += n
        return out

    # ---- verification (ODS's verifyInvariants, then the op's own) ------------------------
    def verify(self, op) -> None:
        n = len(op.operands)   # (verify_leading, inlined: this runs for every op)
        if not self._fixed_layout or len(op.results) != self._fixed_results or n != self._fixed:
            self._verify_counts(op, n)
        if self.parent:
            check_parent(op, *self.parent)
        props = op.properties
        for name in self.required:   # ODS: required attributes first
            if name not in props:
                raise op_error(op, f"requires attribute '{name}'")
        if self.verify_attrs is not None:   # ODS: then the attributes' constraints
            self.verify_attrs(op)
        if self._needs_types:
            if self._fixed_layout and None not in self._same_places:
                self._verify_fixed_types(op)
            else:
                self._verify_types(op, n, self._fixed)
        if self.extra_verify is not None:
            self.extra_verify(op)

    def verify_leading(self, op) -> None:
        """What upstream checks before the Terminator trait's "must be the
        last operation": the count traits, then HasParent (``parent``)."""
        n = len(op.operands)
        if not self._fixed_layout or len(op.results) != self._fixed_results or n != self._fixed:
            self._verify_counts(op, n)
        if self.parent:
            check_parent(op, *self.parent)

    def _verify_counts(self, op, n) -> None:
        fixed = self._fixed
        variadic = len(self.operands) != fixed
        # ODS's count traits, results first as ODS lists them (ZeroResults,
        # OneResult, NResults, AtLeastNResults), then operands (ZeroOperands,
        # OneOperand, NOperands, AtLeastNOperands)
        fixed_results = self._fixed_results
        if len(op.results) < fixed_results if fixed_results != len(self.results) else \
                len(op.results) != fixed_results:
            if fixed_results != len(self.results):
                raise op_error(op, f"expected {fixed_results} or more results")
            if len(self.results) <= 1:
                raise op_error(op, f"requires {'one result' if self.results else 'zero results'}")
            raise op_error(op, f"expected {len(self.results)} results")
        if self.segments is True:
            pass   # the segments' sizes are checked where a group's constraint needs them, else by ``verify``
        elif (n < fixed) if variadic else (n != fixed):
            if not variadic and fixed <= 1:
                raise op_error(op, "requires a single operand" if fixed else "requires zero operands")
            raise op_error(op, f"expected {fixed} {'or more ' if variadic else ''}operands, but found {n}")

    def _verify_fixed_types(self, op) -> None:
        """_verify_types for an op without variadic groups: by position."""
        ops, res = op.operands, op.results
        for i, c in self._operand_checks:
            t = ops[i].value.type
            if not c.test(t):
                raise op_error(op, f"operand #{i} must be {c.description}, but got '{t}'")
        for i, c in self._result_checks:
            t = res[i].type
            if not c.test(t):
                raise op_error(op, f"result #{i} must be {c.description}, but got '{t}'")
        self._verify_matches(op, self._same_fixed)

    def _verify_matches(self, op, same) -> None:
        """same_type (``same(op)``) and types_match, in ODS's order: AllTypesMatch
        is one of ODS's predicates, checked with TypesMatchWith; a group with
        its own message is a trait (SameOperandsAndResultType,
        SameTypeOperands), checked after them."""
        if self.same_type and not self.same_type_message:
            same(op)
        for m in self.types_match:
            want = m.fn(self._type_of(op, m.source))
            to = self.get(op, m.to)
            if any(v.type != want for v in (to if isinstance(to, list) else [to])):
                raise op_error(op, f"failed to verify that {m.description}")
        if self.same_type and self.same_type_message:
            same(op)

    def _same_fixed(self, op) -> None:
        first = None
        for kind, i, name in self._same_places:
            if name is not None:
                t = self.attr_types[name](op.properties[name])
                if t is None:
                    continue
            else:
                t = op.results[i].type if kind == "r" else op.operands[i].value.type
            if first is None:
                first = t
            elif t != first:
                raise op_error(op, self.same_type_message
                               or f"failed to verify that all of {{{', '.join(self.same_type)}}} have same type")

    def _verify_types(self, op, n, fixed) -> None:
        """The operands' and results' constraints, then same_type and types_match."""
        types = {}   # name -> the types of that operand group or result
        index = 0
        ops = op.operands
        groups = self._groups(self.operands, list(ops), op if self.segments is True and self._checked else None) \
            if self.segments else None
        for gi, o in enumerate(self.operands):
            if groups is not None:
                k = len(groups[gi])
            else:
                k = n - fixed if o.variadic else 1
            group = types[o.name] = [x.value.type for x in ops[index:index + k]]
            test = o.constraint.test
            for j, t in enumerate(group):
                if not test(t):
                    what = f"variadic of {o.constraint.description}" if o.variadic else o.constraint.description
                    raise op_error(op, f"operand #{index + j} must be {what}, but got '{t}'")
            index += k
        index = 0
        for r, group in zip(self.results, self._groups(self.results, list(op.results), None)):
            types[r.name] = [x.type for x in group]
            for x in group:
                if not r.constraint.test(x.type):
                    what = f"variadic of {r.constraint.description}" if r.variadic else r.constraint.description
                    raise op_error(op, f"result #{index} must be {what}, but got '{x.type}'")
                index += 1
        self._verify_matches(op, lambda op: self._same_types(op, types))

    def _same_types(self, op, types):
        # (an opaque attribute's type, None, is not known here and not checked)
        attr_types, props = self.attr_types, op.properties
        same = [attr_types[name](props[name]) if name in attr_types else types[name][0]
                for name in self.same_type]
        first = next((t for t in same if t is not None), None)
        if any(t is not None and t != first for t in same):
            raise op_error(op, self.same_type_message
                           or f"failed to verify that all of {{{', '.join(self.same_type)}}} have same type")

    def _type_of(self, op, name):
        if name in self.attr_types:   # a typed attribute's type
            return self.attr_types[name](op.properties[name])
        v = self.get(op, name)
        return v.type


_GENERIC_NAMES = frozenset(("operand", "operands", "result", "results"))


def define(name: str, *, operands=(), results=(), same_type=(), format: Optional[str] = None,
           result_types: Optional[Callable] = None, types_match=(), enums=None, int_properties=None,
           defaults=None, attr_syntax=None, modifiers=False, traits=(), required=(), same_type_message=None,
           verify: Optional[Callable] = None, verify_attrs: Optional[Callable] = None, hint=None, properties=(),
           segments: bool = False, default_dialect=None, inherent_check=None, parent=(),
           parse: Optional[Callable] = None, print: Optional[Callable] = None, **interfaces) -> OpDecl:
    """Declare the op ``name`` and register it (see the module's docstring).
    ``result_types(operand types, properties)``: result types the text does
    not spell and no ``same_type`` group gives; ``types_match``: ODS's
    TypesMatchWith (TypesMatch), which also types what the text does not
    spell; ``enums``: the keywords of
    each enum property; ``int_properties``: the type of each integer property
    the format spells as a bare integer (``$alignment``); ``defaults``: the
    default value of each default-valued property, which attr-dict does not
    print (ODS's DefaultValuedAttr); ``attr_syntax``: the AttrSyntax of
    each property a format spells in its attribute's custom syntax; ``hint``: the name its result prints
    with (``%hint``), a tuple of one name per result, or fn(op) -> names;
    ``required``: properties the verifier requires first ("requires
    attribute 'x'"); ``verify_attrs(op)``: the properties' constraints, checked
    next, before the operands' (ODS's order); ``same_type_message``: the verifier's words when the
    ``same_type`` group differs, for a trait that says it otherwise (ODS's
    SameOperandsAndResultType: "requires the same type for all operands
    and results"), which is checked after the ``types_match`` predicates;
    ``modifiers``: the format reads a modifier list before
    its attr-dict, so that a stray word is upstream's "expected ':'" (see
    syntax/assembly_format.MODIFIERS); ``segments``: ODS's
    AttrSizedOperandSegments, the operand groups are split by the
    ``operandSegmentSizes`` property (so several may be variadic);
    ``parent``: the ops one of which must be its parent (ODS's HasParent,
    ParentOneOf), checked after the counts and before everything else,
    the terminator's place included; ``segments="same"``: ODS's SameVariadicOperandSize, the variadic groups
    share the operands equally; ``inherent_check(attrs)``: the message
    of an invalid inherent attribute in the custom form's attr-dict, which
    ODS's parsers report as a parse error (verifyInherentAttrs), or None."""
    unknown = sorted(set(interfaces) - INTERFACES.keys())
    if unknown:
        raise TypeError(f"define('{name}'): unknown interface {', '.join(map(repr, unknown))}")
    if sum(1 for o in operands if o.variadic) > 1 and not segments:
        raise TypeError(f"define('{name}'): more than one variadic operand group needs operand segments "
                        "(segments=True, or segments='same' for ODS's SameVariadicOperandSize)")
    if sum(1 for r in results if r.variadic) > 1:
        raise TypeError(f"define('{name}'): more than one variadic result group")
    if "dps" in interfaces and interfaces["dps"] not in {o.name for o in operands}:
        raise TypeError(f"define('{name}'): dps={interfaces['dps']!r} names no operand group")
    if (segments or any(r.variadic for r in results)) and format is not None:
        raise TypeError(f"define('{name}'): a declared format with operand segments or variadic results "
                        "is not supported yet")
    if (format is None) == (print is None):
        raise TypeError(f"define('{name}'): give a format or a hand-written print (and parse), not both")
    fmt = None
    if format is not None:
        try:
            fmt = _format(name, format, operands, results, result_types, enums, same_type, int_properties,
                          defaults, types_match, attr_syntax, modifiers)
            fmt.inherent_check = inherent_check
        except ValueError as e:
            raise TypeError(f"define('{name}'): {e}") from None
    attr_types = {k: a.type_of for k, a in (attr_syntax or {}).items() if a.type_of is not None}
    decl = OpDecl(name, operands, results, same_type, fmt, verify, None, types_match, required, attr_types,
                  same_type_message, segments, verify_attrs, parent)
    decl.parse = fmt.parse if fmt is not None else parse
    # ODS's own names "operand(s)" and "result(s)" stay Operation's (all the
    # op's operands or results; the declared group is ``decl.get(op, name)``);
    # any other name Operation has would hide the accessor
    shadowed = sorted(v.name for v in tuple(operands) + tuple(results)
                      if hasattr(Operation, v.name) and v.name not in _GENERIC_NAMES)
    if shadowed:
        raise TypeError(f"define('{name}'): {', '.join(map(repr, shadowed))} would be hidden by Operation's "
                        "own attribute of that name (op.<name> is the accessor): name it otherwise")
    decl.definition = register_op(
        name, traits=traits, printer=fmt.print if fmt is not None else print, verifier=decl.verify, syntax=fmt,
        default_dialect=default_dialect,
        name_hint=(None if not hint else hint if callable(hint)
                   else (lambda op: list(hint)) if isinstance(hint, tuple)
                   else (lambda op: [hint] * len(op.results))),
        property_names=tuple(properties) + tuple(enums or ()) + tuple(int_properties or ())
        + tuple(attr_syntax or ()), **interfaces)
    decl.definition.decl = decl
    return decl


def _format(name, text, operands, results, result_types, enums, same_type, int_properties,
            defaults, types_match, attr_syntax=None, modifiers=False) -> AssemblyFormat:
    kinds = {v.name: v.constraint.kind for v in tuple(operands) + tuple(results) if v.constraint.kind}
    constraints = {v.name: v.constraint for v in tuple(operands) + tuple(results)}
    fmt = AssemblyFormat(name, text, results=[r.name for r in results], result_types=result_types,
                         operand_types={o.name: o.constraint.buildable for o in operands if o.constraint.buildable},
                         enums=enums, same_types=[tuple(same_type)] if same_type else (),
                         operand_order=[o.name for o in operands], type_kinds=kinds,
                         int_properties=int_properties, defaults=defaults,
                         derived_types=[(m.to, m.source, m.fn, constraints.get(m.source)) for m in types_match],
                         attr_syntax=attr_syntax, modifiers=modifiers)
    spelt = {p.name: p.kind == "operands" for p in fmt.pieces if p.kind in ("operand", "operands")}
    if spelt != {o.name: o.variadic for o in operands}:
        raise ValueError(f"the format's operands {spelt} are not the declared ones")
    return fmt
