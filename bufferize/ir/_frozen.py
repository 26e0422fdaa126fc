"""``@frozen``: immutable value classes, cheap to define and to instantiate.

Equivalent to ``@dataclass(frozen=True, slots=True, repr=False)`` for what the
IR uses (an ``__init__`` with the annotated fields in order and their
defaults, ``__eq__``/``__hash__`` over the fields, ``__match_args__``, slots,
assignment raising), but without the dataclasses machinery, which costs about
a millisecond per class at start-up (the types and attributes of the IR are
imported by every run of the tool).
"""
from __future__ import annotations


class FrozenInstanceError(AttributeError):
    pass


def _setattr(self, name, value):
    raise FrozenInstanceError(f"cannot assign to field '{name}'")


def _delattr(self, name):
    raise FrozenInstanceError(f"cannot delete field '{name}'")


def _reduce(self):
    return (type(self), tuple(getattr(self, f) for f in self.__match_args__))


def frozen(cls):
    fields = tuple(cls.__dict__.get("__annotations__", {}))
    ns = {k: v for k, v in cls.__dict__.items() if k not in fields and k not in ("__dict__", "__weakref__")}
    defaults = {f: cls.__dict__[f] for f in fields if f in cls.__dict__}
    # The hash is computed once and kept: values nest (an array of arrays of
    # ...), and hashing a level again at every level made printing a
    # 10,000-deep attribute quadratic (issue 26).
    inherited = any("_hash" in getattr(b, "__slots__", ()) for b in cls.__mro__[1:])
    ns["__slots__"] = fields if inherited else fields + ("_hash",)
    ns["__match_args__"] = fields
    glb = {"_object_setattr": object.__setattr__}
    for f, v in defaults.items():
        glb[f"_d_{f}"] = v
    params = ", ".join(f"{f}=_d_{f}" if f in defaults else f for f in fields)
    sets = "".join(f"    _object_setattr(self, {f!r}, {f})\n" for f in fields) or "    pass\n"
    key = "(" + "".join(f"self.{f}, " for f in fields) + ")"
    okey = "(" + "".join(f"other.{f}, " for f in fields) + ")"
    src = (f"def __init__(self{', ' if params else ''}{params}):\n{sets}"
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
    exec(src, glb)
    for name in ("__init__", "__eq__", "__ne__", "__hash__"):
        if name not in cls.__dict__:
            fn = glb[name]
            fn.__qualname__ = f"{cls.__qualname__}.{name}"
            ns[name] = fn
    ns["__setattr__"] = _setattr
    ns["__delattr__"] = _delattr
    ns["__reduce__"] = _reduce
    return type(cls)(cls.__name__, cls.__bases__, ns)
