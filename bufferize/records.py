"""``@record``: plain mutable record classes without the dataclasses module.

``dataclasses`` pulls in ``inspect`` (with ``ast``, ``dis``, ``tokenize``):
about 6 ms of every start-up of the tool.  A record declares annotated fields
with optional defaults; ``Factory(list)`` gives each instance a fresh value.
It gets an ``__init__`` taking the fields in order, ``__eq__`` over them and a
``__repr__``; ``frozen=True`` also makes it immutable and hashable.  The lowest
layer: imports nothing of the tool.
"""
from __future__ import annotations


class Factory:
    """A default computed per instance (dataclasses' ``default_factory``)."""
    __slots__ = ("fn",)

    def __init__(self, fn):
        self.fn = fn


def _frozen_setattr(self, name, value):
    raise AttributeError(f"cannot assign to field '{name}'")


def record(cls=None, *, frozen: bool = False):
    if cls is None:
        return lambda c: record(c, frozen=frozen)
    fields = tuple(cls.__dict__.get("__annotations__", {}))
    defaults = {f: cls.__dict__[f] for f in fields if f in cls.__dict__}
    glb = {"_set": object.__setattr__}
    params, body = [], []
    for f in fields:
        d = defaults.get(f)
        if isinstance(d, Factory):
            glb[f"_f_{f}"] = d.fn
            params.append(f"{f}=None")
            body.append(f"    _set(self, {f!r}, _f_{f}() if {f} is None else {f})\n")
        else:
            if f in defaults:
                glb[f"_d_{f}"] = d
                params.append(f"{f}=_d_{f}")
            else:
                params.append(f)
            body.append(f"    _set(self, {f!r}, {f})\n")
    key = "(" + "".join(f"self.{f}, " for f in fields) + ")"
    okey = "(" + "".join(f"other.{f}, " for f in fields) + ")"
    src = (f"def __init__(self{', ' if params else ''}{', '.join(params)}):\n{''.join(body) or '    pass'}\n"
           f"def __eq__(self, other):\n"
           f"    if other.__class__ is self.__class__:\n"
           f"        return {key} == {okey}\n"
           f"    return NotImplemented\n"
           f"def __hash__(self):\n"
           f"    return hash({key})\n")
    exec(src, glb)
    for f in fields:
        if f in defaults and isinstance(defaults[f], Factory):
            delattr(cls, f)
    cls.__init__ = glb["__init__"]
    cls.__eq__ = glb["__eq__"]
    if frozen:
        cls.__hash__ = glb["__hash__"]
        cls.__setattr__ = _frozen_setattr
    else:
        cls.__hash__ = None
    if "__repr__" not in cls.__dict__:
        cls.__repr__ = lambda self: f"{cls.__name__}(" + ", ".join(
            f"{f}={getattr(self, f)!r}" for f in fields) + ")"
    return cls
