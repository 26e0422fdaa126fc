"""The manifest of the dialects that ship with the tool: the one list of them.

For each dialect, its name and the modules that hold it, by layer:

* ``syntax``: imported to register its ops (op definitions, grammar
  callbacks, printers, verifiers, declared interfaces); the package's
  ``DIALECT`` (``ir.registry.Dialect``) brings its grammar.  Read by
  ``ir.registry.load_all``, which is handed this manifest from above (the
  ``bufferize`` package installs it: the IR layer names no dialect).
* ``models``: its bufferization models, read by
  ``bufferization.interface.load_builtin_models``.
* ``semantics``: its interpreter semantics, read by
  ``interpreter.registry.load_builtin_semantics``.
* ``legacy``: its 2021-era spellings (``RENAMES``/``REWRITES``), read by
  ``dialects.legacy``.

The list is in grammar-loading order.  Importing this module imports nothing:
every module named here is imported on first use, by the layer that needs it,
so start-up pays only for what a run uses.  A new dialect is one entry here.
"""
from __future__ import annotations

_PKG = __package__   # "bufferize.dialects"


class DialectEntry:
    """One dialect of the manifest: its name and its modules (full dotted names)."""
    __slots__ = ("name", "syntax", "models", "semantics", "legacy")

    def __init__(self, name: str, syntax=(), models=(), semantics=(), legacy=()):
        self.name = name
        self.syntax = tuple(syntax)
        self.models = tuple(models)
        self.semantics = tuple(semantics)
        self.legacy = tuple(legacy)

    def __repr__(self) -> str:
        return f"DialectEntry({self.name!r})"


def _entry(name: str, models=("bufferize",), semantics=True, legacy=False, interfaces=False) -> DialectEntry:
    """The usual layout of ``bufferize/dialects/<name>/``: the package itself
    (plus ``interfaces.py`` where its interface declarations live apart),
    ``<name>/bufferize*.py``, ``<name>/interpret.py``, ``<name>/legacy.py``."""
    pkg = f"{_PKG}.{name}"
    return DialectEntry(
        name,
        syntax=(pkg,) + ((f"{pkg}.interfaces",) if interfaces else ()),
        models=tuple(f"{pkg}.{m}" for m in models),
        semantics=(f"{pkg}.interpret",) if semantics else (),
        legacy=(f"{pkg}.legacy",) if legacy else (),
    )


DIALECTS: tuple = (
    _entry("builtin", models=()),
    _entry("func", legacy=True),
    _entry("arith", legacy=True, interfaces=True),
    _entry("math", models=(), legacy=True),
    _entry("cf", legacy=True),
    _entry("scf", models=("bufferize", "bufferize_forall")),
    _entry("tensor", models=("bufferize", "bufferize_shape"), legacy=True, interfaces=True),
    _entry("memref", models=(), legacy=True, interfaces=True),
    _entry("bufferization", legacy=True),
    _entry("linalg", legacy=True),
    _entry("vector"),
    _entry("affine", models=()),
    _entry("ub", models=()),
    _entry("index", models=()),
    _entry("complex", models=()),
    _entry("test", models=(), semantics=False),
)


def names() -> tuple:
    """The names of the manifest's dialects, in order."""
    return tuple(d.name for d in DIALECTS)


def modules(kind: str) -> list:
    """Every module of one kind (``"syntax"``, ``"models"``, ``"semantics"``,
    ``"legacy"``) over the manifest, in its order."""
    return [m for d in DIALECTS for m in getattr(d, kind)]
