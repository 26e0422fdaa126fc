"""Declarative custom syntax (upstream ODS's ``assemblyFormat``, xDSL's
``assembly_format``): one declaration of a fixed sequence of pieces gives the
op's grammar rule, its parse callback and its printer, so the two cannot
disagree.  Hand-written parse/print stays for syntax that needs it (regions
with implicit arguments, mixed static/dynamic lists).

Pieces, separated by spaces::

    $name           one operand
    $name*          a comma-separated, possibly empty, list of operands
    $name=word      an enum property spelt as a keyword (or a string): the
                    property ``name`` holds the word's i64 index in ``enums[name]``
    $name           (``name`` in ``int_properties``) an integer property
                    spelt as a bare integer, of the type given there
    attr-dict       the op's attributes and properties, `{...}`, optional
    type($name)     the type of operand or result ``name``; of a list of
                    operands, their types, comma-separated
    `word` or `,`   a literal keyword or punctuation
    ( ... )?        an optional group, present when its anchor is: the
                    list of operands marked ``$name*^`` inside it is not empty,
                    or the one optional operand ``$name^`` (ODS's Optional,
                    vector.reduction's ``(`,` $acc^)?``) is there
    ``              nothing, and no space before the next piece (ODS's
                    empty literal: `]` `` `[` prints `][`)
    ` `             a space, and no other before the next piece
    ( `kw` `` $name^ )?
                    an optional group anchored on a property: ``kw<a, b>``,
                    a flag list read by ``AttrSyntax.parse`` (ODS's
                    ``(`fastmath` `` $fastmath^)?``), printed unless the
                    property is absent or its default
    ( $name=word^ )?
                    an optional enum property spelt as a bare keyword
                    (truncf's ``($roundingmode^)?``).  A run of such groups
                    reads through one modifier list (``MODIFIERS``, in any
                    spelling), matched to the groups in order; a word that
                    fits none is upstream's "expected '<next literal>'"
    $name           (``name`` in ``attr_syntax``) a property spelt in its
                    attribute's own custom syntax (ODS's ``$kind`` for
                    ``#vector.kind<add>`` spelt ``<add>``, a dense i64 array
                    spelt ``[1, 0]``): a grammar rule that yields the
                    attribute, and a printer; an optional one is left out
                    when its value is the default (``defaults``)

Example (tensor.dim): ``attr-dict $source `,` $index `:` type($source)``,
with ``results=lambda types, props: [T.index]`` since the result type is not
in the text.  ``operand_types`` gives the types of operands the text does not
spell (the index of tensor.dim).
"""
from __future__ import annotations

import re
import zlib
from typing import Callable, Optional

from ..ir import attributes as A
from ..ir import types as T
from ..ir.registry import OPS
from .format_codegen import _space_before_literal, compile_parse, print_planned, static_plan
from .lexer import type_error
from .opspec import OpSpec, ParseError, set_type
from .type_attr_rules import _unquote, int_in_type

# The grammar rule of a run of modifiers after the operands: `kw<flag, ...>`
# or a bare word, any number (grammar/arith.lark; math, complex and vector
# spell their `fastmath<...>` with it too).  Its callback yields
# [(word token, [flag, ...] or None)].
MODIFIERS = "arith_mods"

# Every declared format, in declaration order: the formats of one dialect
# whose rules read the same pieces share one grammar rule and one keyword
# terminal (see ``rule``), which keeps the LALR table, and so start-up,
# small; the shared callback dispatches on the op name.
_ALL: list = []
_SHARING = {"n": -1, "groups": {}}

_PIECE = re.compile(r"`([^`]*)`|type\(\$(\w+)\)|\$(\w+)(\*|=\w+)?(\^)?|attr-dict|(\)\?)|(\S)")


class _Piece:
    __slots__ = ("kind", "name", "groups", "single")

    def __init__(self, kind: str, name: str = ""):
        # "operand" | "operands" | "enum" | "attr-dict" | "type" | "types" | "literal"
        # | "group" (an optional group's start; name: its anchor) | "end"
        # | "mods" (a run of optional groups anchored on properties; groups:
        #   [(keyword or None, property)])
        self.kind = kind
        self.name = name
        self.groups = None
        self.single = False   # an "operands" piece of at most one operand (ODS's Optional: `$acc^`)


class AssemblyFormat:
    """The custom syntax of ``op``: ``text`` in the piece language above;
    ``results`` names the results for type($result); ``result_types(operand
    types, props)`` gives result types the text does not spell;
    ``operand_types`` the types of operands the text does not spell; ``enums``
    the keywords of each enum property, numbered from 0; ``int_properties``
    the type of each integer property; ``type_kinds`` the ``(mnemonic,
    test)`` of the type class an operand or result's spelt type must be
    (ODS parses it as that class); ``defaults`` the default value of each
    default-valued property, which attr-dict leaves out; ``derived_types``
    ``(name, source, fn[, constraint])``: the type of ``name`` is ``fn`` of the type of
    ``source`` (ODS's TypesMatchWith), where the text does not spell it, and
    the source's type must pass its ``constraint`` (a define.Constraint) first;
    ``modifiers``: read a modifier list before the attr-dict even without
    an optional group anchored on a property (see ``MODIFIERS``)."""

    def __init__(self, op: str, text: str, results=(), result_types: Optional[Callable] = None,
                 operand_types=None, enums=None, same_types=(), operand_order=(), type_kinds=None,
                 int_properties=None, defaults=None, derived_types=(), attr_syntax=None, modifiers=False,
                 inherent_check=None):
        self.attr_syntax = dict(attr_syntax or {})
        self.op, self.text, self.results, self.result_types = op, text, tuple(results), result_types
        self.operand_types = dict(operand_types or {})
        self.enums = dict(enums or {})
        self.int_properties = dict(int_properties or {})
        self.type_kinds = dict(type_kinds or {})
        self.defaults = dict(defaults or {})
        self.derived_types = tuple(derived_types)
        # fn(attrs) -> message or None: ODS's verifyInherentAttrs, which the
        # generated parser runs on the attr-dict (a parse error in custom form).
        self.inherent_check = inherent_check
        # Groups of operands and results of one type (ODS's AllTypesMatch): the
        # type spelt for one is the type of all.
        self.same_types = [tuple(g) for g in same_types]
        self.pieces = []
        group = None
        for m in _PIECE.finditer(self.text):
            lit, tname, oname, suffix, anchor, end, punct = m.groups()
            if punct == "(":
                if group is not None:
                    raise ValueError(f"{op}: optional groups do not nest")
                group = _Piece("group")
                self.pieces.append(group)
            elif end is not None:
                if group is None or not group.name:
                    raise ValueError(f"{op}: an optional group needs an anchor, `$list*^`")
                if group.groups is not None:   # anchored on a property
                    self._close_modifier(group)
                else:
                    self.pieces.append(_Piece("end"))
                group = None
            elif oname is not None and anchor and not suffix and oname not in self.attr_syntax \
                    and not (self.pieces and self.pieces[-1].kind == "literal" and self.pieces[-1].name == ""):
                if group is None:   # one optional operand (not `kw` `` $attr^): present when the group is
                    raise ValueError(f"{op}: an anchor `^` outside an optional group")
                piece = _Piece("operands", oname)
                piece.single = True
                self.pieces.append(piece)
                group.name = oname
            elif oname is not None and anchor and suffix != "*":
                if group is None:
                    raise ValueError(f"{op}: an anchor `^` outside an optional group")
                group.name, group.groups = oname, "enum" if suffix else "attr"
            elif lit is not None or punct is not None:
                self.pieces.append(_Piece("literal", lit if lit is not None else punct))
            elif tname is not None:
                self.pieces.append(_Piece("type", tname))
            elif oname is not None and suffix == "*":
                self.pieces.append(_Piece("operands", oname))
                if anchor:
                    if group is None:
                        raise ValueError(f"{op}: an anchor `^` outside an optional group")
                    group.name = oname
            elif oname is not None and suffix:
                self.pieces.append(_Piece("enum", oname))
            elif oname is not None and oname in self.attr_syntax:
                self.pieces.append(_Piece("attr", oname))
            elif oname is not None and oname in self.int_properties:
                self.pieces.append(_Piece("int", oname))
            elif oname is not None:
                self.pieces.append(_Piece("operand", oname))
            else:
                self.pieces.append(_Piece("attr-dict"))
        if group is not None:
            raise ValueError(f"{op}: an optional group is not closed with `)?`")
        if modifiers and not any(p.kind == "mods" for p in self.pieces):
            # a modifier list of no group: a stray word is "expected '<next literal>'", as upstream says
            run = _Piece("mods")
            run.groups = []
            self.pieces.insert(next(i for i, p in enumerate(self.pieces) if p.kind == "attr-dict"), run)
        lists = {p.name for p in self.pieces if p.kind == "operands"}
        for p in self.pieces:
            if p.kind == "type" and p.name in lists:
                p.kind = "types"
        self.operand_names = [p.name for p in self.pieces if p.kind in ("operand", "operands")]
        if operand_order:   # the op's operands in their declared order, not the text's
            if sorted(operand_order) != sorted(self.operand_names):
                raise ValueError(f"the format's operands {self.operand_names} are not the declared ones "
                                 f"{list(operand_order)}")
            self.operand_names = list(operand_order)
        # what print needs, computed once: each operand group's size (None:
        # variadic) and the properties attr-dict never prints
        single = {p.name for p in self.pieces if p.kind == "operand"}
        self._arity = [(n, 1 if n in single else None) for n in self.operand_names]
        self._singles = len(single)
        self._elided = tuple(self.enums) + tuple(self.int_properties) + tuple(self.attr_syntax)
        _ALL.append(self)

    def _close_modifier(self, group) -> None:
        """Turn the pieces of an optional group anchored on a property into
        one group of a ``mods`` run: ``(`kw` `` $flags^)?`` or ``($enum=word^)?``."""
        i = self.pieces.index(group)
        inside = [p for p in self.pieces[i + 1:] if p.name]
        del self.pieces[i:]
        words = [p.name for p in inside if p.kind == "literal"]
        if group.groups == "attr" and (len(words) != 1 or group.name not in self.attr_syntax):
            raise ValueError(f"{self.op}: a group anchored on ${group.name} is `kw` `` ${group.name}^, "
                             f"with ${group.name} in attr_syntax")
        if group.groups == "enum" and (words or group.name not in self.enums):
            raise ValueError(f"{self.op}: a group anchored on the enum ${group.name} holds it alone")
        entry = (words[0] if words else None, group.name)
        if self.pieces and self.pieces[-1].kind == "mods":
            self.pieces[-1].groups.append(entry)
        else:
            run = _Piece("mods")
            run.groups = [entry]
            self.pieces.append(run)

    def _enum(self, name):
        """(words, type) of the enum property ``name``."""
        e = self.enums[name]
        return (e[0], e[1]) if isinstance(e, tuple) and len(e) == 2 and isinstance(e[1], T.Type) \
            else (e, T.i64)

    @property
    def rule(self) -> str:
        shared = self._shared()
        if shared is not None:
            return "op_" + shared[0]
        return "op_" + re.sub(r"\W", "_", self.op)

    @property
    def keyword(self) -> str:
        shared = self._shared()
        if shared is not None:
            return shared[0].upper()
        return re.sub(r"\W", "_", self.op).upper()

    def _shared(self):
        """(name, formats) of the group of this dialect's formats whose rule
        bodies are the same as this one's, or None when it has none."""
        key = (len(_ALL), len(OPS))
        if _SHARING["n"] != key:
            groups, by_body = {}, {}
            for f in _ALL:
                d = OPS.get(f.op)
                if d is None or d.syntax is not f:   # a declaration that failed, or was replaced
                    continue
                by_body.setdefault((f.op.partition(".")[0], f._body()), []).append(f)
            for (dialect, body), fs in by_body.items():
                if len(fs) > 1:
                    # named by its body, not by its place among the formats
                    # loaded so far: a grammar cached while every dialect was
                    # loaded names the same rule when only some are
                    entry = (f"{dialect}_fmt_{zlib.crc32(body.encode()):08x}", {f.op: f for f in fs})
                    for f in fs:
                        groups[f] = entry
            _SHARING["n"], _SHARING["groups"] = key, groups
        return _SHARING["groups"].get(self)

    # ---- grammar -----------------------------------------------------------------
    def grammar(self) -> str:
        """The lark rule of this syntax ("" for a format that shares the rule
        of an earlier one)."""
        shared = self._shared()
        if shared is not None and next(iter(shared[1].values())) is not self:
            return ""
        return f"{self.rule}: {self.keyword} {self._body()}\n"

    def _body(self) -> str:
        """The rule's symbols after the op's keyword."""
        out = []
        inside = False
        for p in self.pieces:
            if p.kind in ("group", "end"):
                inside = p.kind == "group"
                out.append("[" if inside else "]")
            elif p.kind == "operand":
                out.append("value_use")
            elif p.kind == "operands":
                out.append("value_use" if p.single else
                           "value_list" if inside and p.name == self._anchor_of(p) else "[value_list]")
            elif p.kind == "types":
                out.append("type_list")
            elif p.kind == "mods":
                out.append(MODIFIERS)
            elif p.kind == "enum":
                out.append("attr_key")   # a keyword, a string, or a word the grammar uses elsewhere
            elif p.kind == "attr-dict":
                out.append("[attr_dict]")
            elif p.kind == "type":
                out.append("type")
            elif p.kind == "int":
                out.append("signed_int")
            elif p.kind == "attr":
                syn = self.attr_syntax[p.name]
                out.append(f"[{syn.rule}]" if syn.optional else syn.rule)
            elif p.name.strip():
                out.append('"%s"' % p.name)
        return " ".join(out)

    # ---- parse -------------------------------------------------------------------
    def parse(self, tr, c) -> OpSpec:   # noqa: ARG002  (tr: the parser state, unused)
        """The rule's callback: children in piece order (literals are dropped);
        a shared rule's callback hands them to the format of the op named."""
        shared = self._shared()
        if shared is not None:
            name = c[0].value
            f = shared[1].get(name) or shared[1].get(self.op.partition(".")[0] + "." + name)
            if f is not None and f is not self:
                return f._parse(c)
        return self._parse(c)

    def _parse(self, c) -> OpSpec:
        """The generated parser (syntax/format_codegen.py), made on first use;
        it takes this method's place on the instance."""
        self._parse = compile_parse(self)
        return self._parse(c)

    def parse_generic(self, c) -> OpSpec:
        """What the generated parser does, read off the pieces."""
        tok = c[0]
        operands: dict = {}
        types: dict = {}
        attrs: dict = {}
        props: dict = {}
        lists: dict = {}
        steps = self.__dict__.get("_steps")
        if steps is None:   # the pieces that read a child, in order
            steps = self._steps = [p for p in self.pieces if p.kind not in ("literal", "group", "end")]
            self._typed = [(n, syn.type_of) for n, syn in self.attr_syntax.items() if syn.type_of is not None]
        for p, x in zip(steps, c[1:]):
            kind = p.kind
            if kind == "operand":
                operands[p.name] = [x]
            elif kind == "type":
                if x is not None:
                    check = self.type_kinds.get(p.name)
                    if check is not None and not check[1](x):
                        self.kind_error(check, x, tok, p.name)
                    types[p.name] = x
            elif kind == "attr-dict":
                attrs = x.taken() if x else {}   # (a non-empty one is a WrittenAttrs)
            elif kind == "mods":
                if x:
                    self._modifiers(p, x, props)
            elif kind == "operands":
                operands[p.name] = ([] if x is None else [x]) if p.single else list(x or [])
            elif kind == "types":
                lists[p.name] = list(x or [])
            elif kind == "enum":
                props[p.name] = self.enum_property(p.name, x)
            elif kind == "int":
                t = self.int_properties[p.name]   # upstream: "integer constant out of range for attribute"
                props[p.name] = A.IntegerAttr(int_in_type(int(x.value), t, (x.line, x.column)), t)
            elif kind == "attr":
                if isinstance(x, tuple):   # a typed attribute and the type spelt with it
                    x, types[p.name] = x
                if x is not None:
                    props[p.name] = x
                elif p.name in self.defaults:
                    props[p.name] = self.defaults[p.name]
        if props:
            attrs = {**props, **attrs}   # an inherent attribute in the attr-dict wins
        for name, type_of in self._typed:
            if name in attrs:
                t = type_of(attrs[name])
                types[name] = t if isinstance(t, T.Type) else types.get(name)
                if types[name] is None:
                    raise ParseError("expected attribute value with a type", tok.line, tok.column)
        for group in self.same_types:
            known = next((types[n] for n in group if n in types), None)
            if known is not None:
                for n in group:
                    types.setdefault(n, known)
        if self.derived_types:
            self.derive_types(types, tok)
        values = [v for n in self.operand_names for v in operands[n]]
        for n in self.operand_names:
            if n in lists:
                self.set_list_types(n, operands[n], lists[n], tok)
                continue
            t = types.get(n, self.operand_types.get(n))
            for v in operands[n]:
                if t is not None:
                    set_type(v, t)
        if self.result_types is not None:
            rtypes = list(self.result_types([getattr(v, "type", None) for v in values], attrs))
        else:
            rtypes = [types[r] for r in self.results]
        if self.inherent_check is not None:
            msg = self.inherent_check(attrs)
            if msg:
                raise ParseError(f"custom op '{self.op}' '{self.op}' op {msg}", tok.line, tok.column)
        return OpSpec(self.op, values, rtypes, attrs, tok=tok)

    # (shared by parse_generic and the generated parsers: one place for each error)
    def kind_error(self, check, t, tok, name=None):
        """At the type (upstream's parseType<T> after the literal before it)."""
        msg = f"custom op '{self.op}' invalid kind of type specified" + (
            f": expected {check[0]}, but found '{t}'" if check[0] else "")
        where = self._type_place(name)
        if where is None:
            raise ParseError(msg, tok.line, tok.column)
        raise type_error(msg, tok, *where)

    def _type_place(self, name):
        """(n, literal): the type piece ``name`` follows the n-th ``literal``
        of the format; None when optional groups or attributes before it
        (which may spell a `:`) leave that unknown."""
        before = []
        for p in self.pieces:
            if p.kind == "type" and p.name == name:
                if not before or before[-1].kind != "literal":
                    return None
                lit = before[-1].name
                return sum(1 for b in before if b.kind == "literal" and b.name == lit), lit
            if p.kind in ("group", "mods", "attr", "end"):
                return None
            before.append(p)
        return None

    def enum_property(self, name, x):
        words, etype = self._enum(name)
        word = _unquote(str(x)) if str(x).startswith('"') else str(x)
        if word not in words:
            raise ParseError(f"custom op '{self.op}' expected string or keyword containing one of "
                             f"the following enum values for attribute '{name}' "
                             f"[{', '.join(words)}]", x.line, x.column)
        return A.IntegerAttr(words.index(word), etype)

    def derive_types(self, types, tok) -> None:
        for n, source, fn, *check in self.derived_types:
            if n not in types and source in types:
                c = check[0] if check else None
                if c is not None and c.kind is None and not c.test(types[source]):
                    # ODS checks a TypesMatchWith source before deriving from it
                    raise ParseError(f"custom op '{self.op}' '{source}' must be {c.description}, but got "
                                     f"'{types[source]}'", tok.line, tok.column)
                types[n] = fn(types[source])

    def set_list_types(self, name, operands, types, tok) -> None:
        if len(types) != len(operands):
            first = operands[0] if operands else None
            raise ParseError(f"custom op '{self.op}' number of operands and types do not match: "
                             f"got {len(operands)} operands and {len(types)} types",
                             getattr(first, "line", tok.line), getattr(first, "col", tok.column))
        for v, t in zip(operands, types):
            set_type(v, t)

    def start_error(self, tok) -> Optional[tuple]:
        """Upstream's error, and whether it is located at ``tok``, when the
        text right after the op's name (``tok``: the token there) cannot start
        the format's first piece past an optional attr-dict: an enum keyword,
        an attribute, an operand.  None for other formats."""
        for p in self.pieces:
            if p.kind == "attr-dict":
                continue
            if p.kind == "enum":
                words = self._enum(p.name)[0]
                return (f"custom op '{self.op}' expected string or keyword containing one of the following "
                        f"enum values for attribute '{p.name}' [{', '.join(words)}]", True)
            if p.kind == "attr" and not self.attr_syntax[p.name].optional:
                return "expected attribute value", False
            if p.kind == "operand":
                return "expected SSA operand", False
            return None
        return None

    def _modifiers(self, piece, mods, props) -> None:
        """Match the words of a modifier list to the run's groups, in order."""
        at = 0
        for tok, flags in mods:
            word = tok.value
            for k in range(at, len(piece.groups)):
                kw, name = piece.groups[k]
                if kw is None and flags is None and word in self._enum(name)[0]:
                    words, etype = self._enum(name)
                    props[name] = A.IntegerAttr(words.index(word), etype)
                    break
                if kw is not None and word == kw and flags is not None:
                    try:
                        props[name] = self.attr_syntax[name].parse(flags)
                    except ValueError as e:
                        raise ParseError(f"custom op '{self.op}' {e}", tok.line,
                                         tok.column + len(word) + 1) from None
                    break
            else:   # upstream: the next piece expected, at the end of the previous token
                raise ParseError(f"expected '{self._literal_after(piece)}'", tok.line, max(1, tok.column - 1))
            at = k + 1

    def _literal_after(self, piece) -> str:
        rest = self.pieces[self.pieces.index(piece) + 1:]
        return next((p.name for p in rest if p.kind == "literal" and p.name.strip()), "")

    # ---- print -------------------------------------------------------------------
    def print(self, op, p) -> None:
        """The op's custom form after its name, spaced as ODS's generated
        printers space it (OpFormatGen's shouldEmitSpaceBefore)."""
        plan = self.__dict__.get("_plan", False)
        if plan is False:
            plan = self._plan = static_plan(self)
        if plan is not None:
            print_planned(self, plan, op, p)
            return
        by_name = self._operands_by_name(op)
        results = dict(zip(self.results, op.results))
        space, last_punct = True, False
        skipping = False
        for piece in self.pieces:
            if piece.kind in ("group", "end"):
                skipping = piece.kind == "group" and not by_name[piece.name]
                continue
            if skipping:
                continue
            if piece.kind == "literal":
                s = piece.name
                if not s.strip():   # `` : no space before the next piece; ` ` : one space
                    p.write(s)
                    space = False
                    continue
                if space and _space_before_literal(s, last_punct):
                    p.write(" ")
                p.write(s)
                space = len(s) != 1 or s[0] not in "<({["
                last_punct = not (s[0] == "_" or s[0].isalpha())
                continue
            if piece.kind == "mods":
                self._print_mods(piece, op, p)
                space, last_punct = True, False
                continue
            if piece.kind == "attr-dict":
                p.op_attr_dict(op, elided=self._elided + tuple(
                    k for k, v in self.defaults.items() if op.properties.get(k) == v) if self.defaults
                    else self._elided)
            else:
                if piece.kind == "operand":
                    s = p.value(by_name[piece.name][0])
                elif piece.kind == "operands":
                    s = ", ".join(p.value(v) for v in by_name[piece.name])
                elif piece.kind == "types":
                    s = ", ".join(p.type(v.type) for v in by_name[piece.name])
                elif piece.kind == "enum":
                    s = self._enum(piece.name)[0][op.properties[piece.name].value]
                elif piece.kind == "int":
                    s = str(op.properties[piece.name].value)
                elif piece.kind == "attr":
                    a = op.properties.get(piece.name)
                    syn = self.attr_syntax[piece.name]
                    if a is None or (syn.optional and self.defaults.get(piece.name) == a):
                        continue
                    s = syn.print(a)
                else:
                    v = by_name[piece.name][0] if piece.name in by_name else results[piece.name]
                    s = p.type(v.type)
                if s:
                    p.write((" " if space else "") + s)
            space, last_punct = True, False

    def _print_mods(self, piece, op, p) -> None:
        for kw, name in piece.groups:
            a = op.properties.get(name)
            if a is None:
                continue
            if kw is None:
                p.write(" " + self._enum(name)[0][a.value])
                continue
            syn = self.attr_syntax[name]
            s = syn.print(a)
            if name in self.defaults and s == syn.print(self.defaults[name]):
                continue
            p.write(f" {kw}{s}")

    def _operands_by_name(self, op) -> dict:
        vals = [o.value for o in op.operands]
        out, i = {}, 0
        rest = len(vals) - self._singles
        for n, k in self._arity:
            k = k or rest
            out[n], i = vals[i:i + k], i + k
        return out

    def _anchor_of(self, piece) -> Optional[str]:
        """The anchor of the optional group that holds ``piece`` (None outside one)."""
        anchor = None
        for p in self.pieces:
            if p.kind == "group":
                anchor = p.name
            elif p.kind == "end":
                anchor = None
            elif p is piece:
                return anchor
        return None

    def _kind(self, name: str) -> str:
        return next(p.kind for p in self.pieces if p.name == name and p.kind in ("operand", "operands"))

