"""Inherent attributes written in a custom form's attribute dictionary.

``%0 = tensor.extract_slice %t[0] [2] [1] {static_offsets = array<i64: 1>}``
is a slice at offset 1 for mlir-opt-22: an ODS-generated parser stores what
the syntax says in the op's properties and the attr-dict in its attribute
list, and creating the op sets each inherent attribute of that list over the
property (``Operation::setAttrs``).  Upstream's hand-written C++ parsers
(affine, linalg's structured ops, ``scf.for``, ``vector.contract``...) put
what the syntax says into the attribute list itself, so the same name written
again is "attribute 'x' occurs more than once in the attribute list", at the
op's name.  Which of the two an op follows is its declaration's fact
``syntax_attributes``: absent for the first way; for the C++ way, the
inherent attributes its syntax may give.

The tool's hand-written parsers read the attr-dict as they please; the core
transformer hands them a :class:`WrittenAttrs`, which keeps what was written,
and :func:`hand_written` wraps each such parser to apply the rule above to
the :class:`OpSpec` it returns.
"""
from __future__ import annotations

from ..ir import registry
from .opspec import OpSpec, ParseError


class WrittenAttrs(dict):
    """An op's attr-dict as the parser read it; ``written`` is a copy that
    the op's own parser cannot change (it may pop entries of the dict), and
    None once applied; ``transformer`` counts the pending ones."""
    __slots__ = ("written", "transformer")

    def consume(self):
        if self.written is not None:
            self.transformer.written_pending -= 1
            self.written = None

    def taken(self) -> dict:
        """The dictionary, for a parser that applies ODS's rule itself (a
        declared format's)."""
        self.consume()
        return dict(self)


def consumed(transformer, d):
    """``d``, a dictionary read where it is not an op's attr-dict (a function
    argument's, a generic op's), is no op's to apply: while one is pending
    every hand-written op looks through its children."""
    if d.__class__ is WrittenAttrs:
        d.consume()
    return d


def hand_written(fn, transformer):
    """``fn(transformer, children)``, a dialect's hand-written rule callback,
    with the attr-dicts' inherent attributes applied to the OpSpec it builds."""
    def call(c):
        spec = fn(transformer, c)
        if transformer.written_pending and spec.__class__ is OpSpec:
            dicts = []
            for x in c:
                # an attr-dict, or one a sub-rule of the op's syntax passed up
                for w in (x,) if x.__class__ is not tuple and x.__class__ is not list else x:
                    if w.__class__ is WrittenAttrs and w.written is not None:
                        dicts.append(w.written)
                        w.consume()
            if dicts:
                _apply(spec, dicts)
        return spec
    return call


def _apply(spec: OpSpec, dicts: list) -> None:
    d = registry.lookup(spec.name)
    props, attrs = spec.properties, spec.attributes
    if d is None or not (d.property_names or props):
        return
    names = d.property_names
    if "operandSegmentSizes" in props:
        names += ("operandSegmentSizes",)
    plain = d.extra.get("plain_properties")
    if plain:   # not attributes upstream: an entry of that name is just an attribute
        names = tuple(k for k in names if k not in plain)
    from_syntax = d.extra.get("syntax_attributes")
    if from_syntax is None:
        # ODS-generated: what the attr-dict says wins over the syntax
        for w in dicts:
            for k, v in w.items():
                if k in names:
                    props[k] = v
                    attrs.pop(k, None)
        return
    # C++: one list.  ``from_syntax`` names the attributes the syntax may
    # give (the op's parser never takes those from the attr-dict); the
    # others are the parser's to read from the attr-dict (linalg.generic's
    # indexing_maps), and one it left there is set as written.
    seen = set()
    for w in dicts:
        for k, v in w.items():
            if k not in names:
                continue
            if k in seen or (k in from_syntax and k in props):
                raise ParseError(f"custom op '{spec.name}' attribute '{k}' occurs more than once in the "
                                 "attribute list", spec.line, spec.col)
            seen.add(k)
            if k not in props:
                props[k] = v
            attrs.pop(k, None)
