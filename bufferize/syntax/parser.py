"""Text -> IR.  An LALR(1) parser (table built by Lark from grammar/*.lark,
cached, driven by our own loop fused with our lexer: see lalr.py and
lexer.py); the IR is built in the rules' callbacks (no parse tree), then SSA
names are resolved region by region."""
from __future__ import annotations

import os
import re

from ..ir import registry
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Operation, Region, Unresolved
from . import lexer as L
from .opspec import SHORT_NAMED, OpSpec, ParseError, SuccessorOperands, UnresolvedBlock
from .resolve import Scope, check_default_dialects, resolve, resolve_toplevel
from .location_rules import DeferredLoc
from .written_attrs import WrittenAttrs, consumed, hand_written
from .type_attr_rules import (  # noqa: F401  (re-exported: the dialects' custom syntax uses them)
    _FLOAT_TYPES, _RESOURCE_ENTRY, TypeAttrRules, _make_dense, _tok, _sym_name, _unquote, int_in_type)

_HERE = os.path.dirname(os.path.abspath(__file__))
GRAMMAR_DIR = os.path.join(os.path.dirname(_HERE), "grammar")  # installed: bufferize/grammar
if not os.path.isdir(GRAMMAR_DIR):  # running from a source checkout
    GRAMMAR_DIR = os.path.join(os.path.dirname(os.path.dirname(_HERE)), "grammar")


def _read_grammar(name: str) -> str:
    with open(os.path.join(GRAMMAR_DIR, name), encoding="utf-8") as f:
        return f.read()

_lookup = registry.lookup


def _after_generic_name(line: int, col: int):
    """``ParseError.locate`` of an error upstream reports after a generic
    op's quoted name (at the next token, as its parseGenericOperation has
    read the name by then): ``line`` counts from 0 in the parsed text."""
    def locate(text: str):
        at = L._line_starts(text)[line] + col - 1
        if not text.startswith('"', at):
            return at
        end = L.string_end(text, at)
        return L._next_token_start(text, end) if end > 0 else at
    return locate


class CoreTransformer(TypeAttrRules):
    """Callbacks for the rules of grammar/core.lark.  One instance is bound to
    the cached parser; ``reset`` prepares it for a new text."""

    def signed_int(self, c):
        """`-4` as one integer token, at its minus (the INT token as it is without one)."""
        minus, tok = c
        if minus is None:
            return tok
        return L.make_token("INT", "-" + tok.value, tok.line, tok.column - 1, tok.start_pos - 1)

    def reset(self, file: str, allow_unregistered: bool, text: str = "", line_base: int = 1):
        self.file = file
        self.text, self.line_base = text, line_base   # (for positions of tokens the lexer shares)
        self.allow_unregistered = allow_unregistered
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.result_names: dict = {}   # op -> [(name, count, line, col)]
        self.arg_names: dict = {}      # block -> [(name, line, col)]
        self.block_names: dict = {}    # block -> (name, line, col)
        self.metadata: list[str] = []
        self.resources: dict = {}      # dense_resource name -> "0x..." blob
        self.toplevel_aliases: list = []
        self.deferred_locs: list = []  # trailing `loc(#alias)` read before the alias
        self.toplevel = Scope()       # names of the top-level ops read so far
        self.early: dict = {}          # top-level ops resolved when read -> error or None
        self.spelled: list = []        # [(op, OpSpec.spelled, line, col)]
        self.written_pending = 0       # WrittenAttrs made and not yet applied (written_attrs.py)

    def colon_after(self, tok):
        """(line, col) of the ``:`` that follows ``tok`` (a token with a
        position), past an optional attribute dictionary: where upstream's
        parseColonType reports a type of the wrong kind.  Punctuation tokens
        carry no position, so the text is read from ``tok`` on.  None if the
        next thing is not a ``:``."""
        text = self.text
        if not text or getattr(tok, "start_pos", None) is None:
            return None
        pos = L.skip_space(text, tok.start_pos + len(tok.value))
        if pos < len(text) and text[pos] == "{":
            try:
                pos = L.skip_space(text, L.balanced_end(text, pos))
            except L.LexError:
                return None
        if pos >= len(text) or text[pos] != ":":
            return None
        return L.line_col(text, pos, self.line_base)

    # ---- top level ---------------------------------------------------------
    def start(self, c):
        return [x for x in c if isinstance(x, Operation)]

    def toplevel_op(self, c):
        resolve_toplevel(c[0], self)
        return c[0]

    def attr_alias_def(self, c):
        name, attr = c
        if name.value in self.attr_aliases:
            raise ParseError(f"redefinition of attribute alias id '{name.value[1:]}'", *_tok(name))
        self.attr_aliases[name.value] = attr
        return None

    def type_alias_def(self, c):
        name, t = c
        if name.value in self.type_aliases:
            raise ParseError(f"redefinition of type alias id '{name.value[1:]}'", *_tok(name))
        self.type_aliases[name.value] = t
        return None

    def file_metadata(self, c):
        text = c[0].value
        self.metadata.append(text)
        # `dialect_resources: {builtin: {name: "0x..."}}`: the blobs of
        # `dense_resource<name>` attributes, printed back by the printer.
        m = re.search(r"\bbuiltin\s*:\s*\{", text)
        if m is not None:
            for key, blob in _RESOURCE_ENTRY.findall(text, m.end(), text.find("}", m.end())):
                self.resources[_unquote(key) if key.startswith('"') else key] = blob
        return None

    # ---- operations --------------------------------------------------------
    def operation(self, c):
        results, spec, loc = c
        line, col = spec.line, spec.col  # upstream locates an op at its name
        if loc is None:
            loc = A.FileLineColLoc(self.file, line, col)
        nres = sum(r[1] for r in results) if results else 0
        if results and not spec.result_types:
            raise ParseError("cannot name an operation with no results", results[0][2], results[0][3])
        if results and nres != len(spec.result_types):
            raise ParseError(f"operation defines {len(spec.result_types)} results but was provided "
                             f"{nres} to bind", results[0][2], results[0][3])
        d = _lookup(spec.name)
        if d is None and not self.allow_unregistered:
            dialect = spec.name.split(".", 1)[0]
            if "." not in spec.name or not registry.is_registered_dialect(dialect):
                e = ParseError("operation being parsed with an unregistered dialect. If this is "
                               "intended, please use -allow-unregistered-dialect with the MLIR tool used")
                e.locate = _after_generic_name(spec.line - self.line_base, spec.col)
                raise e
        attrs, props = spec.attributes, spec.properties
        moved = []
        if d is not None and d.property_names and attrs:
            # Generic input may carry inherent attributes in the attribute dict
            # (pre-properties spelling); upstream moves them to properties.
            plain = d.extra.get("plain_properties", ())
            for k in d.property_names:
                if k in attrs and k not in props and k not in plain:
                    props[k] = attrs.pop(k)
                    moved.append(k)
        conv = d.extra.get("convert_properties") if d is not None else None
        if (props or spec.props_given) and conv is None and d is not None and d.decl is not None \
                and not d.property_names:
            # a declared op without inherent attributes (upstream's ops with
            # empty properties: setPropertiesFromAttr fails on any dictionary)
            from .printer import Printer
            raise ParseError(f"invalid properties {Printer().attr(A.DictionaryAttr.make(props))} for op {spec.name}: "
                             "this operation does not support properties", spec.line, spec.col)
        if conv is not None:
            # Upstream's property conversion: fill default-valued properties,
            # canonicalize dialect attributes, reject invalid ones.
            try:
                conv(props)
            except ValueError as e:
                if not (moved and getattr(conv, "attr_dict_to_verifier", False)):
                    raise ParseError(str(e), spec.line, spec.col) from None
                _convert_leniently(conv, props, moved, spec)
        op = Operation(spec.name, spec.operands, spec.result_types, attrs, props,
                       spec.regions, spec.successors, loc)
        if results:
            self.result_names[op] = results
        if spec.spelled is not None:
            self.spelled.append((op, spec.spelled, line, col))
        return op

    def op_results(self, c):
        return c

    def op_result(self, c):
        tok, count = c
        n = int(count) if count is not None else 1
        if count is not None and n < 1:
            raise ParseError("expected named operation to have at least 1 result", *_tok(count))
        return (tok.value, n, tok.line, tok.column)

    def generic_op(self, c):
        name, operands, succs, props, regions, attrs, ftype = c
        consumed(self, attrs)
        if not name.value[1:-1]:
            raise ParseError("empty operation name is invalid", *_tok(name))
        operands = operands or []
        if len(operands) != len(ftype.inputs):
            raise ParseError(f"expected {len(operands)} operand type{'s' if len(operands) != 1 else ''} "
                             f"but had {len(ftype.inputs)}", *_tok(name))
        for v, t in zip(operands, ftype.inputs):
            v.type = t
        spec = OpSpec(_unquote(name.value), operands, ftype.results, attrs or {}, props or {},
                      regions or [], succs or [], name)
        spec.props_given = props is not None
        if regions:
            spec.spelled = ""   # its regions keep the default dialect around it
        return spec

    def value_list(self, c):
        return c

    def any_op_name(self, c):
        return c[0]

    def value_use(self, c):
        t = c[0]
        return Unresolved(t.value, t.line, t.column)

    def successor(self, c):
        t = c[0]
        return UnresolvedBlock(t.value, t.line, t.column)

    def successor_with_args(self, c):
        t, vals, types = c
        vals = vals or []
        types = types or []
        if len(vals) != len(types):
            # the op's parser resolves them (and says so in its words): cf.switch as one list
            vals = SuccessorOperands(vals)
            vals.types = types
        else:
            for v, ty in zip(vals, types):
                v.type = ty
        return UnresolvedBlock(t.value, t.line, t.column), vals

    def successor_list(self, c):
        return c

    def properties(self, c):
        return dict(x for x in c if x is not None)

    def region_list(self, c):
        return c

    def attr_dict(self, c):
        d = WrittenAttrs()
        for e in c:
            if e is None:
                continue
            k, v = e
            if k in d:
                raise ParseError(f"duplicate key '{k}' in dictionary attribute", 0, 0)
            d[k] = v
        if not d:
            return {}
        d.written = dict(d)
        d.transformer = self
        self.written_pending += 1
        return d

    def attr_dict_with_keyword(self, c):
        return c[0]

    def attr_key(self, c):
        return c[0]

    def attr_entry(self, c):
        k, v = c
        key = _unquote(k.value) if k.type == "STRING" else k.value
        return (key, A.UNIT if v is None else v)

    # ---- regions and blocks ------------------------------------------------
    def region(self, c):
        region = Region()
        entry = None
        for x in c:
            if isinstance(x, Operation):
                if entry is None:
                    entry = region.add_block(Block())
                entry.append(x)
            else:
                region.add_block(x)
        return region

    def block(self, c):
        label, args = c[0], c[1]
        b = Block()
        self.block_names[b] = (label.value, label.line, label.column)
        if args:
            names = []
            for name, t, loc in args:
                b.add_arg(t, loc if loc is not None else A.FileLineColLoc(self.file, name.line, name.column))
                names.append((name.value, name.line, name.column))
            self.arg_names[b] = names
        for op in c[2:]:
            b.append(op)
        return b

    def block_args(self, c):
        return [x for x in c if x is not None]

    def block_arg(self, c):
        return (c[0], c[1], c[2])




# ---- building the parser -------------------------------------------------------

_PARSER = None


def _declared(d):
    """The declared syntaxes of dialect ``d``'s ops: its own formats, then
    those of ops registered with one."""
    declared = [od.syntax for od in registry.OPS.values()
                if od.syntax is not None and od.name.startswith(d.name + ".")]
    return list(d.formats) + [f for f in declared if f not in d.formats]


def assemble_grammar(dialects):
    """The whole grammar (core.lark plus each dialect's file and the generated
    rules), the op-name keyword groups, the dialect rule callbacks, and each
    callback's owner: ``rule -> (dialect, ops of a declared syntax's rule)``."""
    parts = [_read_grammar("core.lark")]
    rule_names = []
    callbacks = {}
    owners = {}
    groups = {}
    for d in dialects:
        if d.grammar:
            parts.append(_read_grammar(d.grammar))
        for rule, fn in d.rules.items():
            callbacks[rule] = fn
            owners[rule] = (d.name, ())
        for term, words in d.keywords.items():
            for w in words:
                groups[w] = term
        rule_names += [r for r in d.rules if r.startswith("op_")]
        for f in _declared(d):
            parts.append(f.grammar())
            callbacks[f.rule] = f.parse
            owners[f.rule] = (d.name, owners.get(f.rule, (d.name, ()))[1] + (f.op,))
            groups[f.op] = f.keyword
            rule_names.append(f.rule)
    parts.append("?custom_op: " + (" | ".join(rule_names) if rule_names else "\"__no_custom_op__\"") + "\n")
    declared = sorted(set(groups.values()))
    if declared:
        parts.append("%declare " + " ".join(declared) + "\n")
    # Any op name (a bare identifier or an op-name keyword of any dialect), for
    # syntax that names another op (e.g. linalg.map's `{ arith.addf }`).
    parts.append("any_op_name: " + " | ".join(["BARE_ID"] + declared) + "\n")
    for w in _FLOAT_TYPES:
        groups[w] = "FLOAT_TYPE"
    # Any keyword of the grammar is still a valid attribute name (`{nofold}`).
    words = sorted(set(re.findall(r'"([A-Za-z_][\w]*)"', "\n".join(parts))))
    parts.append("!attr_key: BARE_ID | STRING | INT_TYPE | FLOAT_TYPE"
                 + "".join(f' | "{w}"' for w in words) + "\n")
    return "\n".join(parts), groups, callbacks, owners


def _callback(rule, owner):
    """The callback of a dialect's ``rule``, loading its dialect (and, when
    that dialect alone does not bring every op of the rule, all of them)."""
    dialect, ops = owner
    d = registry.load_dialect(dialect)
    if d is not None and all(getattr(registry.lookup(o), "syntax", None) is not None for o in ops):
        fn = d.rules.get(rule)
        if fn is not None:
            return fn
        for f in _declared(d):
            if f.rule == rule:
                return f.parse
    return assemble_grammar(registry.load_all())[2].get(rule)


def _grammar():
    """(grammar, keyword groups, rule owners, callbacks or None).  Before any
    dialect is loaded, the first three come from the cache, keyed by the
    sources they are made from, and the callbacks are left to load their
    dialect on first use: a run imports only the dialects its input names."""
    from . import lalr
    key = None
    if not registry.all_loaded():
        key = lalr.source_key((os.path.dirname(_HERE), GRAMMAR_DIR))
        cached = lalr.load_cached("grammar", key)
        if isinstance(cached, tuple) and len(cached) == 3:
            return cached + (None,)
    grammar, groups, callbacks, owners = assemble_grammar(registry.load_all())
    if key is not None:
        lalr.store_cached("grammar", key, (grammar, groups, owners))
    return grammar, groups, owners, callbacks


def _hand_written_op(rule, owner) -> bool:
    """Whether ``rule`` is a dialect's hand-written rule of an op (a declared
    format's owner names its ops; a dialect's sub-rules are not ``op_``)."""
    return not owner[1] and rule.startswith("op_")


def _build():
    """Assemble the grammar, load (or build and cache) its LALR table, and bind
    the rule callbacks of a transformer that is reused for every parse."""
    global _PARSER
    if _PARSER is not None:
        return _PARSER
    from functools import partial

    from . import lalr
    grammar, groups, owners, callbacks = _grammar()
    tables = lalr.load_tables(grammar, L.PROBED)
    transformer = CoreTransformer()
    transformer.reset("<stdin>", True)

    def lazy(rule, owner, rebind):
        def call(c):   # the first reduction of ``rule``: load its dialect, then call it directly
            fn = _callback(rule, owner)
            if fn is None:
                raise ParseError(f"internal error: no callback for grammar rule '{rule}'", 0, 0)
            bound = hand_written(fn, transformer) if _hand_written_op(rule, owner) else partial(fn, transformer)
            rebind(bound)
            return bound(c)
        return call

    def lookup(name, rebind):
        if callbacks is not None:
            fn = callbacks.get(name)
            if fn is not None:
                return hand_written(fn, transformer) if _hand_written_op(name, owners[name]) \
                    else partial(fn, transformer)
        elif name in owners:
            return lazy(name, owners[name], rebind)
        return getattr(transformer, name, None)

    parser = lalr.bind(tables, lookup)
    lexer = L.Lexer(tables[6], groups)
    spellings: dict = {}
    for word, term in lexer.keywords.items():
        spellings.setdefault(term, []).append(word)
    # an op name's terminal that is also spelt without the dialect
    SHORT_NAMED.update(t for t, words in spellings.items()
                       if any("." in w for w in words) and any("." not in w for w in words))
    _PARSER = (parser, transformer, lexer)
    return _PARSER


def parse(text: str, file: str = "<stdin>", allow_unregistered: bool = False, line_base: int = 1):
    """Parse a whole file; returns (module op, transformer state).
    Raises ParseError with a location."""
    parser, tr, lexer = _build()
    tr.reset(file, allow_unregistered, text, line_base)
    from .lalr import UnexpectedTok
    try:
        ops = L.parse_text(parser, lexer, text, line_base)
    except UnexpectedTok as e:
        from .parse_errors import syntax_error
        raise syntax_error(e, text, line_base, lexer) from None
    except L.LexError as e:
        raise ParseError(e.message, e.line, e.col) from None
    except RecursionError:
        raise ParseError("nesting is too deep to parse", line_base, 1) from None
    module = _wrap_module(ops, file, line_base, len(text) - len(text.lstrip(" ")))
    check_default_dialects(tr.spelled)
    tr.spelled = []
    resolve(module, tr)
    if tr.deferred_locs:
        resolve_deferred_locs(module, tr)
    tr.toplevel = Scope()
    return module, tr


def resolve_deferred_locs(module: Operation, tr) -> None:
    """Replace each forward `loc(#alias)` of an op or a block argument by the
    alias defined later in the file (upstream's finalize of deferred locations)."""
    for d in tr.deferred_locs:
        if d.name not in tr.attr_aliases:
            raise ParseError("operation location alias was never defined", d.line, d.col)
        if not isinstance(tr.attr_aliases[d.name], A.LocationAttr):
            raise ParseError(f"expected location, but found '{tr.attr_aliases[d.name]}'", d.line, d.col)
    tr.deferred_locs = []
    for op in module.walk():
        if isinstance(op.loc, DeferredLoc):
            op.loc = tr.attr_aliases[op.loc.name]
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    if isinstance(a.loc, DeferredLoc):
                        a.loc = tr.attr_aliases[a.loc.name]


def _convert_leniently(conv, props, moved, spec) -> None:
    """Upstream does not reject an inherent attribute spelt in the attribute
    dictionary (rather than in ``<{...}>``) that fails conversion: it stays
    as written, for the verifier's constraint message.  For ops whose
    converter says so (``conv.attr_dict_to_verifier``)."""
    raw = {k: props.pop(k) for k in moved}
    try:
        conv(props)
    except ValueError as e:
        raise ParseError(str(e), spec.line, spec.col) from None
    for k, v in raw.items():
        trial = dict(props)
        trial[k] = v
        try:
            conv(trial)
            props[k] = trial[k]
        except ValueError:
            props[k] = v


def _wrap_module(ops, file: str, line_base: int, indent: int = 0) -> Operation:
    if len(ops) == 1 and ops[0].name == "builtin.module":
        return ops[0]
    # Upstream locates the implicit module at the start of the buffer: 0:0 for
    # a whole file, and just after the `// -----` marker for a later chunk.
    loc = A.FileLineColLoc(file, 0, 0) if line_base == 1 else A.FileLineColLoc(file, line_base, indent + 1)
    module = Operation("builtin.module", loc=loc)
    region = module.add_region()
    block = region.add_block(Block())
    for op in ops:
        block.append(op)
    return module
