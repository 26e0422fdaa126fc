"""Op definitions and the dialect registry (part of the IR layer).

Every dialect package (``bufferize/dialects/<name>/``) registers its ops here
with their traits, custom printer, verifier and result-name hints, and may
ship a grammar file (``grammar/<name>.lark``) whose rules build its ops.  The
parser, printer and verifier look ops up here; nothing else keys on op names.
"""
from __future__ import annotations

import importlib
from typing import Callable, Optional
from ..records import Factory, record

# Traits (strings, so plugins can add their own without touching this file).
ISOLATED = "IsolatedFromAbove"
TERMINATOR = "Terminator"
NO_TERMINATOR = "NoTerminator"
SINGLE_BLOCK = "SingleBlock"
PURE = "Pure"
RETURN_LIKE = "ReturnLike"
SYMBOL_TABLE = "SymbolTable"
SYMBOL = "Symbol"
GRAPH_REGION = "GraphRegion"
COMMUTATIVE = "Commutative"
FUNCTION = "FunctionOpInterface"


@record
class OpDef:
    name: str
    traits: frozenset = frozenset()
    printer: Optional[Callable] = None     # (op, Printer) -> None; None = generic form
    verifier: Optional[Callable] = None    # (op) -> None, raises VerifyError
    name_hint: Optional[Callable] = None   # (op) -> list[str|None] per result
    region_arg_hint: Optional[Callable] = None
    default_dialect: Optional[str] = None  # e.g. "func" inside func.func
    property_names: tuple = ()             # inherent attributes stored as properties
    syntax: Optional[object] = None        # a declared custom syntax (syntax.assembly_format)
    # the op's declaration (dialects/define.OpDecl): ``names``, the operands
    # and results it names, and ``get(op, name)``, which Operation's
    # accessors by name (``op.lhs``) call
    decl: Optional[object] = None
    extra: dict = Factory(dict)  # per-op facts for other layers

    def has(self, trait: str) -> bool:
        return trait in self.traits


OPS: dict[str, OpDef] = {}
# The ops ``lookup`` may hand out without loading anything: those of the
# dialects loaded whole (every module of their manifest entry imported) and of
# dialects the manifest does not list.  Dialects load on first use
# (``lookup``), so a run pays only for the dialects its input names; an op
# of a manifest dialect registered while that dialect is half imported (by
# another dialect importing one of its modules) waits here until it is whole.
_READY: dict[str, OpDef] = {}

# The interfaces an op may declare in ``OpDef.extra``, each with what it
# holds (read by the layers above; ir/interfaces.py has the formats).  An op
# of the tool's own dialects that names another key fails at import, so a
# misspelt interface is not silently ignored; a plugin's dialect may add its
# own with declare_interface.
INTERFACES = {
    "effects": "memory effects: [(kind, where, index[, resource])] or fn(op) -> entries",
    "recursive_effects": "the op's effects are those of the ops in its regions",
    "effects_unknown": "the op declares no memory effects on purpose (upstream's implements no "
                       "MemoryEffectOpInterface): passes that need them reject it as an unregistered op",
    "region_branch": "fn(op) -> [Edge]: region-based control flow",
    "loop_like": "the op is a loop (its region may run again)",
    "parallel_loop": "the op's iterations may run in parallel",
    "automatic_allocation_scope": "stack allocations in its regions are freed when it exits",
    "plain_properties": "properties that upstream stores as no attribute (UnitProp, IntProp): an entry of "
                        "that name in the attribute dictionary stays a discardable attribute",
    "syntax_attributes": "the inherent attributes that upstream's hand-written parser puts in the attribute "
                         "list when its syntax gives them: one written again in the attr-dict is 'occurs "
                         "more than once' (without this fact, the attr-dict's wins; syntax/written_attrs.py)",
    "successor_operands": "fn(op, i) -> range of the operands passed to successor i",
    "set_successor_operands": "fn(op, i, values): replace the operands passed to successor i",
    "erase_successor_operand": "fn(op, i, j): drop operand j passed to successor i",
    "successor_condition": "fn(op) -> the condition that selects a successor",
    "call_like": "fn(op) -> callee symbol: the op calls a function",
    "copy_like": "(source, target) operand indices: the op copies one buffer into another",
    "cast_like": "the op casts its operand to its result type (CastOpInterface)",
    "select_operands": "(condition, true, false) operand indices: the op selects a value",
    "view_source": "fn(op) -> the operand the op's result is a view of",
    "view_flow": "the op passes views of its operands to its results",
    "view_flow_terminal": "the terminator forwards views to its parent's results",
    "dps": "destination-passing style: the name of the operand group the op writes (its inits)",
    "alias_attrs": "fn(op) -> attributes a printer aliases (#map...)",
    "fold": "fn(op, constant operands) -> folded results",
    "scalar_fold": "fn(*operand values) -> result value: constant folding of scalars",
    "canonicalize": "[pattern]: canonicalization patterns",
    "convert_properties": "fn(props): normalise parsed properties (upstream's setPropertiesFromAttr)",
    "constant_like": "the op materialises a constant",
    "expansion": "fn(op, emit_deallocs): replace the op by simpler ones (upstream's expand-realloc)",
    "hoisting": "how buffer hoisting treats the op",
    "promotable_alloc": "the allocation may be promoted to the stack",
    "region_verifier": "fn(op): checks of the op's regions, run after their ops verify",
    "operands_after_regions": "the op's custom parser resolves its operands after its regions (upstream's "
                              "scf.for): an operand naming a region's argument is undeclared, not in use",
    "syntax_errors": "fn(token, expected terminals, values read since the op's name) -> (message, line, col) "
                     "or None: upstream's words for a token the op's custom syntax cannot take (line None: "
                     "where a wrong token is reported)",
}


def declare_interface(name: str, what: str) -> None:
    """Add an interface to the vocabulary (a plugin's own)."""
    INTERFACES.setdefault(name, what)


def register_op(name: str, traits=(), printer=None, verifier=None, name_hint=None,
                default_dialect=None, property_names=(), syntax=None, **extra) -> OpDef:
    if extra and name.partition(".")[0] in KNOWN_DIALECTS:
        unknown = sorted(set(extra) - INTERFACES.keys())
        if unknown:
            raise TypeError(f"register_op('{name}'): unknown interface {', '.join(map(repr, unknown))} "
                            f"(known: ir.registry.INTERFACES)")
    d = OPS.get(name)
    if d is None:
        d = OPS[name] = OpDef(name)
        if _is_whole(name.partition(".")[0]):
            _READY[name] = d
    d.traits = frozenset(traits) | d.traits
    d.printer = printer or d.printer
    d.verifier = verifier or d.verifier
    d.name_hint = name_hint or d.name_hint
    d.default_dialect = default_dialect or d.default_dialect
    d.property_names = tuple(property_names) or d.property_names
    d.syntax = syntax or d.syntax
    d.extra.update(extra)
    return d


def lookup(name: str) -> Optional[OpDef]:
    d = _READY.get(name)
    return d if d is not None else _lookup_loading(name)


def has_trait(op, trait: str) -> bool:
    d = _READY.get(op.name)
    if d is None:
        d = _lookup_loading(op.name)
    return d is not None and trait in d.traits


# The dialects the registry loads: a manifest handed down by the layer that
# knows them (the ``bufferize`` package installs ``dialects/manifest.py`` with
# use_manifest; this layer names no dialect).  Each entry has a ``name`` and
# ``syntax``, the modules to import; the first one defines ``DIALECT``.
MANIFEST: list = []
KNOWN_DIALECTS: set = set()


def use_manifest(entries) -> None:
    """Load the dialects of ``entries`` (in their order, which is the
    grammar's) on the first load_all."""
    MANIFEST[:] = list(entries)
    KNOWN_DIALECTS.update(e.name for e in MANIFEST)


def manifest_modules(kind: str) -> list:
    """Every module of one kind (``"syntax"``, ``"models"``, ``"semantics"``,
    ``"legacy"``) over the manifest handed down, in its order: how the
    bufferization and interpreter layers find their dialect modules without
    importing the dialects' package, which sits above them."""
    return [m for e in MANIFEST for m in getattr(e, kind)]


@record
class Dialect:
    name: str
    grammar: Optional[str] = None              # file name in grammar/
    rules: dict = Factory(dict)  # grammar rule -> callback(children) -> OpSpec
    keywords: dict = Factory(dict)  # TERMINAL -> [identifiers]
    # Declared syntaxes (syntax.assembly_format.AssemblyFormat): each brings
    # its grammar rule, callback and keyword.
    formats: list = Factory(list)
    # Ops of this dialect that it does not define are valid, in generic form
    # (upstream's Dialect::allowsUnknownOperations: the test dialect does).
    allows_unknown_operations: bool = False


_loaded: dict[str, Dialect] = {}
_whole: set = set()          # manifest dialects whose modules are all imported
_all_loaded = [False]


def load_all() -> list[Dialect]:
    """Import every dialect of the manifest; each package defines ``DIALECT``.
    Returns them in the manifest's (the grammar's) order."""
    if not _all_loaded[0]:
        for entry in MANIFEST:
            load_dialect(entry.name)
        _all_loaded[0] = True
        _READY.update(OPS)
    order = {e.name: i for i, e in enumerate(MANIFEST)}
    return sorted(_loaded.values(), key=lambda d: order.get(d.name, len(order)))


def all_loaded() -> bool:
    return _all_loaded[0]


def load_dialect(name: str) -> Optional[Dialect]:
    """Import the modules of one manifest dialect (once); its ``Dialect``, or
    None for a name the manifest does not list."""
    if name not in _whole:
        entry = next((e for e in MANIFEST if e.name == name), None)
        if entry is None:
            return _loaded.get(name)
        _whole.add(name)
        for i, mod in enumerate(entry.syntax):
            try:
                m = importlib.import_module(mod)
            except ModuleNotFoundError as e:
                if e.name != mod:
                    raise
                continue
            d = getattr(m, "DIALECT", None) if i == 0 else None
            if d is not None:
                _loaded[d.name] = d
        prefix = name + "."
        _READY.update((n, d) for n, d in OPS.items() if n.startswith(prefix))
    return _loaded.get(name)


def _is_whole(dialect: str) -> bool:
    return _all_loaded[0] or dialect in _whole or dialect not in KNOWN_DIALECTS


def _lookup_loading(name: str) -> Optional[OpDef]:
    """``lookup`` of an op not handed out yet: load its dialect, and when that
    dialect does not define it, every dialect (some define ops of others)."""
    if _all_loaded[0]:
        return None
    dialect = name.partition(".")[0]
    if dialect not in KNOWN_DIALECTS:
        return _READY.get(name)
    if dialect not in _whole:
        load_dialect(dialect)
        d = _READY.get(name)
        if d is not None:
            return d
    load_all()
    return _READY.get(name)


def rejects_unknown_op(name: str) -> Optional[str]:
    """The dialect of the op ``name``, which that dialect does not define,
    when the dialect is registered and allows no unknown operations: the
    verifier rejects the op, as upstream's does (with or without
    --allow-unregistered-dialect, which is about unregistered dialects)."""
    dialect = name.partition(".")[0]
    # (not is_registered_dialect, which imports every dialect to look for
    # the name: the manifest's are all known, so an unknown one stays unknown)
    if "." not in name or (dialect not in KNOWN_DIALECTS and dialect not in _loaded):
        return None
    d = load_dialect(dialect)
    return None if d is not None and d.allows_unknown_operations else dialect


def dialect_names() -> list:
    """The names of the dialects there are, sorted."""
    return sorted(KNOWN_DIALECTS | set(_loaded))


def is_registered_dialect(dialect: str) -> bool:
    if dialect in KNOWN_DIALECTS or dialect in _loaded:
        return True
    load_all()
    return dialect in _loaded


# Dialect attribute verifiers (upstream's Dialect::verifyOperationAttribute):
# called by the verifier for every discardable attribute of an op whose name
# is `<dialect>.<...>`, as hook(op, name, attr), raising VerifyError.
# (An op's checks that need its regions verified first, upstream's
# verifyRegions, go in register_op(..., region_verifier=fn): the verifier
# calls extra["region_verifier"](op) after the op's blocks and nested ops.)
OP_ATTR_VERIFIERS: dict[str, Callable] = {}


def register_op_attr_verifier(dialect: str, hook: Callable) -> None:
    OP_ATTR_VERIFIERS[dialect] = hook


def op_attr_verifier(dialect: str) -> Optional[Callable]:
    if dialect not in OP_ATTR_VERIFIERS and not _is_whole(dialect):
        load_dialect(dialect)
    return OP_ATTR_VERIFIERS.get(dialect)
