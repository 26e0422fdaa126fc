"""``@frozen``: immutable value classes, cheap to define and to instantiate.

Equivalent to ``@dataclass(frozen=True, slots=True, repr=False)`` for what the
IR uses (an ``__init__`` with the annotated fields in order and their
defaults, ``__eq__``/``__hash__`` over the fields, ``__match_args__``, slots,
assignment raising), but without the dataclasses machinery, which costs about
a millisecond per class at start-up (the types and attributes of the IR are
imported by every run of the tool).
"""
from __future__ import annotations

from types import FunctionType


class FrozenInstanceError(AttributeError):
    pass


def _setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field '{name}'")


def _delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field '{name}'")


def _reduce(self):
    return (type(self), tuple(getattr(self, f) for f in self.__match_args__))


# The methods of a class with n fields are compiled once per n, with
# placeholder names, and renamed per class (``code.replace``): compiling each
# class's own source cost 0.3 ms a class, a third of the IR's import time.
_METHODS = ("__init__", "__eq__", "__ne__", "__hash__")
_GLOBALS = {"_object_setattr": object.__setattr__}
_TEMPLATES: dict = {}   # number of fields -> (placeholder names, {method: code})


def _template(n: int):
    t = _TEMPLATES.get(n)
    if t is not None:
        return t
    fields = tuple(f"_FIELD{i}_" for i in range(n))
    params = "".join(f", {f}" for f in fields)
    sets = "".join(f"    _object_setattr(self, {f!r}, {f})\n" for f in fields) or "    pass\n"
    key = "(" + "".join(f"self.{f}, " for f in fields) + ")"
    okey = "(" + "".join(f"other.{f}, " for f in fields) + ")"
    src = (f"def __init__(self{params}):\n{sets}"
           f"def __eq__(self, other):\n"
           f"    if other is self:\n"
           f"        return True\n"
           f"    if other.__class__ is self.__class__:\n"
           f"        return {key} == {okey}\n"
           f"    return NotImplemented\n"
           f"def __ne__(self, other):\n"
           f"    if other is self:\n"
           f"        return False\n"
           f"    if other.__class__ is self.__class__:\n"
           f"        return {key} != {okey}\n"
           f"    return NotImplemented\n"
           f"def __hash__(self):\n"
           f"    try:\n"
           f"        return self._hash\n"
           f"    except AttributeError:\n"
           f"        h = hash({key})\n"
           f"        _object_setattr(self, '_hash', h)\n"
           f"        return h\n")
    ns: dict = {}
    exec(compile(src, "<frozen>", "exec"), ns)
    t = _TEMPLATES[n] = (fields, {m: ns[m].__code__ for m in _METHODS})
    return t


def _renamed(code, rename: dict, qualname: str):
    def names(t):
        return tuple(rename.get(x, x) for x in t)
    return code.replace(co_varnames=names(code.co_varnames), co_names=names(code.co_names),
                        co_consts=tuple(rename.get(c, c) if type(c) is str else c for c in code.co_consts),
                        co_qualname=qualname)


def frozen(cls):
    fields = tuple(cls.__dict__.get("__annotations__", {}))
    ns = {k: v for k, v in cls.__dict__.items() if k not in fields and k not in ("__dict__", "__weakref__")}
    defaults = tuple(cls.__dict__[f] for f in fields if f in cls.__dict__)
    if any(f in cls.__dict__ for f in fields[:len(fields) - len(defaults)]):
        raise TypeError(f"{cls.__name__}: a field without a default follows one with a default")
    # The hash is computed once and kept: values nest (an array of arrays of
    # ...), and hashing a level again at every level made printing a
    # 10,000-deep attribute quadratic (issue 26).
    inherited = any("_hash" in getattr(b, "__slots__", ()) for b in cls.__mro__[1:])
    ns["__slots__"] = fields if inherited else fields + ("_hash",)
    ns["__match_args__"] = fields
    placeholders, codes = _template(len(fields))
    rename = dict(zip(placeholders, fields))
    for name in _METHODS:
        if name not in cls.__dict__:
            code = _renamed(codes[name], rename, f"{cls.__qualname__}.{name}")
            ns[name] = FunctionType(code, _GLOBALS, name, defaults if name == "__init__" and defaults else None)
    ns["__setattr__"] = _setattr
    ns["__delattr__"] = _delattr
    ns["__reduce__"] = _reduce
    return type(cls)(cls.__name__, cls.__bases__, ns)
