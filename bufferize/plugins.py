"""Plugins: Python code of the user's that registers ops, bufferization
models and passes through the public registries
(``bufferize.dialects.registry.register_op``,
``bufferize.bufferization.interface.register_model``,
``bufferize.passes.registry.register_pass``).  See ``docs/plugins.md``.

Two ways to load a plugin:

* a file, ``--load-plugin=FILE.py`` (:func:`load_file`): the file is run as a
  module with a unique name (``bufferize_opt_plugin_<n>_<stem>``); while it
  runs, its directory is at the front of ``sys.path`` (so it may import
  helper modules beside it), and removed again afterwards;
* an installed distribution's entry point in the group
  ``bufferize_opt.plugins`` (:func:`load_entry_points`): the entry point names
  a module (importing it registers everything) or a callable taking no
  arguments (called once).

Entry points are found through ``importlib.metadata``, which reads the
metadata of every installed distribution (a few milliseconds, a noticeable
share of the tool's start-up).  So the command line scans them lazily
(``ENTRY_POINTS_MODE``): only when something is not found -- the input names
an op in generic form that is not registered, or a pass name is unknown --
and for ``--help``/``--help-pass``.  ``BUFFERIZE_OPT_ENTRY_POINTS=eager``
scans them at start-up (for plugins that only add models or passes for ops
and names the tool already knows), ``=off`` never.

A failure while loading (missing file, syntax error, an exception raised by
the plugin, an entry point that cannot be loaded) raises :class:`PluginError`,
which the command line reports as
``error: could not load plugin 'PATH': <reason>``.
"""
from __future__ import annotations

import os
import re
import sys
import types
from typing import Optional

ENTRY_POINT_GROUP = "bufferize_opt.plugins"
ENTRY_POINTS_ENV = "BUFFERIZE_OPT_ENTRY_POINTS"
_MODES = ("lazy", "eager", "off")


class PluginError(Exception):
    """A plugin could not be loaded; ``str(e)`` is the whole message."""

    def __init__(self, source: str, reason: str):
        super().__init__(f"could not load plugin '{source}': {reason}")
        self.source = source
        self.reason = reason


_files: dict = {}          # real path -> module
_entry_points: dict = {"scanned": False, "loaded": []}
_counter = [0]
_prepared = [False]


def entry_points_mode() -> str:
    """``lazy`` (default), ``eager`` or ``off``, from $BUFFERIZE_OPT_ENTRY_POINTS."""
    m = os.environ.get(ENTRY_POINTS_ENV, "").strip().lower() or "lazy"
    return m if m in _MODES else "lazy"


def _prepare() -> None:
    """Register the tool's own dialects and models before any plugin runs, so
    that a plugin's registrations come last: they extend (ops) or replace
    (models, passes) the built-in ones instead of being overwritten when the
    built-ins are loaded lazily later."""
    if _prepared[0]:
        return
    _prepared[0] = True
    from .ir import registry
    registry.load_all()
    from .bufferization import interface
    interface.load_builtin_models()


def _reason(e: BaseException, path: Optional[str] = None) -> str:
    """One line: the exception type and message, and the plugin line that raised it."""
    if isinstance(e, SyntaxError):
        where = f" (line {e.lineno}" + (f", column {e.offset}" if e.offset else "") + ")" if e.lineno else ""
        return f"{type(e).__name__}: {e.msg}{where}"
    if isinstance(e, SystemExit):
        msg = f"SystemExit: exit status {e.code}" if e.code is None or isinstance(e.code, int) \
            else f"SystemExit: {e.code}"
    else:
        text = str(e)
        msg = f"{type(e).__name__}: {text}" if text else type(e).__name__
    line = None
    tb = e.__traceback__
    while tb is not None:
        fn = tb.tb_frame.f_code.co_filename
        if fn == path if path is not None else _user_frame(fn):
            line = (fn, tb.tb_lineno)
        tb = tb.tb_next
    if line is not None:
        msg += f" (line {line[1]})" if path is not None else f" ({os.path.basename(line[0])}:{line[1]})"
    return msg


def _user_frame(filename: str) -> bool:
    """Is ``filename`` the plugin's code (not the import machinery, not this loader)?"""
    if filename.startswith("<") or filename == __file__:
        return False
    import importlib
    return not filename.startswith(os.path.dirname(importlib.__file__) + os.sep)


def _module_name(path: str) -> str:
    _counter[0] += 1
    stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0]) or "plugin"
    return f"bufferize_opt_plugin_{_counter[0]}_{stem}"


def load_file(path: str) -> types.ModuleType:
    """Run the plugin file ``path`` (once per real path) and return its module."""
    real = os.path.realpath(path)
    mod = _files.get(real)
    if mod is not None:
        return mod
    if os.path.isdir(path):
        raise PluginError(path, "is a directory")
    try:
        with open(path, "rb") as f:
            source = f.read()
    except OSError as e:
        raise PluginError(path, e.strerror or str(e)) from None
    try:
        code = compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as e:  # ValueError: NUL bytes in the source
        raise PluginError(path, _reason(e, path)) from None
    _prepare()
    import importlib.util
    name = _module_name(path)
    spec = importlib.util.spec_from_loader(name, loader=None, origin=path)
    mod = importlib.util.module_from_spec(spec)
    mod.__file__ = path
    sys.modules[name] = mod  # dataclasses, pickling and the like look modules up by name
    d = os.path.dirname(os.path.abspath(path))
    sys.path.insert(0, d)
    try:
        exec(code, mod.__dict__)
    except (Exception, SystemExit) as e:
        sys.modules.pop(name, None)
        raise PluginError(path, _reason(e, path)) from None
    finally:
        try:
            sys.path.remove(d)
        except ValueError:
            pass
    _files[real] = mod
    return mod


def load_files(paths) -> list:
    return [load_file(p) for p in paths]


def entry_points_scanned() -> bool:
    return _entry_points["scanned"]


def load_entry_points() -> list[str]:
    """Load every plugin of the ``bufferize_opt.plugins`` entry-point group
    (once; later calls return at once).  Returns the names loaded."""
    if _entry_points["scanned"]:
        return []
    _entry_points["scanned"] = True
    import importlib.metadata as md
    try:
        eps = md.entry_points(group=ENTRY_POINT_GROUP)
    except Exception as e:  # noqa: BLE001 - broken metadata of some distribution
        raise PluginError(f"entry points of group '{ENTRY_POINT_GROUP}'", _reason(e)) from None
    seen = set()
    loaded = []
    for ep in sorted(eps, key=lambda e: (e.name, e.value)):
        if (ep.name, ep.value) in seen:
            continue  # the same distribution found twice on sys.path
        seen.add((ep.name, ep.value))
        _prepare()
        try:
            obj = ep.load()
            if not isinstance(obj, types.ModuleType):
                if not callable(obj):
                    raise TypeError(f"{type(obj).__name__} object is neither a module nor callable")
                obj()
        except (Exception, SystemExit) as e:
            raise PluginError(ep.value, f"entry point '{ep.name}' of group '{ENTRY_POINT_GROUP}': "
                                        f"{_reason(e)}") from None
        loaded.append(ep.name)
    _entry_points["loaded"] += loaded
    return loaded


# A quoted op name before an operand list: how an op is written in generic
# form (the only form the parser can read for an op that a plugin registers).
_GENERIC_OP = re.compile(r'"([A-Za-z_][\w$]*\.[\w$.]+)"\s*\(')


def unknown_generic_ops(text: str) -> set:
    """Names of ops written in generic form in ``text`` that no dialect or
    plugin registered so far defines."""
    if '"' not in text:
        return set()
    names = set(_GENERIC_OP.findall(text))
    if not names:
        return set()
    from .ir import registry
    return {n for n in names if registry.lookup(n) is None}


def load_entry_points_for_text(text: str) -> list[str]:
    """Lazy mode: load the entry-point plugins if ``text`` uses an op in
    generic form that is not registered yet."""
    if _entry_points["scanned"] or entry_points_mode() == "off":
        return []
    if not unknown_generic_ops(text):
        return []
    return load_entry_points()
