"""Helpers shared by several dialects: upstream's "dynamic index list"
(``[%a, 0, 4]``: a mix of SSA values and integer constants, as used by
tensor.extract_slice / insert_slice / pad / memref.subview / ...).

Grammar
-------
``grammar/tensor.lark`` defines the rule (any dialect grammar may use it)::

    dynamic_index_list: "[" [dynamic_index_entry ("," dynamic_index_entry)*] "]"

Its callback (registered by the tensor dialect, see ``RULES`` below) returns a
:class:`MixedList`: the entries in order, each an ``Unresolved`` SSA use or an
``int``.

Building an op
--------------
``values, static = split_mixed(mixed)`` gives the dynamic operands (typed
``index``) and the ``DenseArrayAttr(i64, ...)`` for the ``static_*`` property,
where every dynamic position holds ``DYNAMIC`` (INT64_MIN, upstream's
``ShapedType::kDynamic``)::

    offs, static_offsets = split_mixed(c[2])
    props["static_offsets"] = static_offsets

Printing
--------
``print_mixed(p, static, values)`` returns ``"[%a, 0, 4]"`` from the static
array and the op's dynamic operand values (consumed in order).

Verifying
---------
``check_mixed(op, name, static, num_values)`` raises VerifyError (upstream
wording) if the property is missing / not a DenseArrayAttr(i64), or if the
number of dynamic entries differs from the number of dynamic operands.
"""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Unresolved
from ..ir.interfaces import segment_sizes, segments  # noqa: F401  (re-exported)
from ..ir.layout import DYNAMIC  # noqa: F401  (re-exported)
from ..ir.verifier import VerifyError
from ..syntax.opspec import ParseError



def op_error(op, msg: str, prefix: bool = True):
    """The verifier error of ``op`` (``'name' op msg`` unless ``prefix`` is
    false), for every dialect's verifiers to raise."""
    return VerifyError(op, msg, prefix=prefix)


def check_in_bounds(op, shape, offsets, sizes, strides) -> None:
    """upstream verifyInBoundsSlice, for the static entries of a slice of a
    value of ``shape`` (None: dynamic): an offset past the end, or a last
    element past the end, is an error (a size of 0 included)."""
    for i, (d, o, n, k) in enumerate(zip(shape, offsets, sizes, strides)):
        if d is None or o == DYNAMIC:
            continue
        if o >= d:
            raise op_error(op, f"offset {i} is out-of-bounds: {o} >= {d}", prefix=False)
        if n == DYNAMIC or k == DYNAMIC:
            continue
        last = o + (n - 1) * k
        if last >= d:
            raise op_error(op, f"slice along dimension {i} runs out-of-bounds: {last} >= {d}", prefix=False)


class MixedList(list):
    """Entries of a parsed dynamic index list: Unresolved values or ints."""


def _dynamic_index_list(tr, c):
    return MixedList(x for x in c if x is not None)


def _dynamic_index_int(tr, c):
    minus, tok = c
    v = int(tok.value)
    return -v if minus is not None else v


# the static parts of a slice op's offsets, sizes and strides (OffsetSizeAndStrideOpInterface)
STATIC_LISTS = ("static_offsets", "static_sizes", "static_strides")

_STATIC_LIST_VALUES: dict = {}   # text of a STATIC_INDEX_LIST token -> its integers


def _static_index_list(tr, c):
    """`[0, -2, 64]` lexed as one token (integers only)."""
    text = c[0].value
    values = _STATIC_LIST_VALUES.get(text)
    if values is None:
        inner = text[1:-1]
        values = tuple(int(x) for x in inner.split(",")) if inner.strip() else ()
        if len(_STATIC_LIST_VALUES) < 4096:
            _STATIC_LIST_VALUES[text] = values
    return MixedList(values)


# Rule callbacks; the tensor dialect merges these into its Dialect.rules.
RULES = {"dynamic_index_list": _dynamic_index_list, "dynamic_index_int": _dynamic_index_int,
         "static_index_list": _static_index_list}


def split_mixed(mixed, index_type=T.index):
    """MixedList -> (dynamic operand list typed `index`, DenseArrayAttr(i64))."""
    values, static = [], []
    for e in mixed or ():
        if isinstance(e, int):
            static.append(e)
        else:
            if isinstance(e, Unresolved):
                e.type = index_type
            values.append(e)
            static.append(DYNAMIC)
    return values, i64_array(tuple(static))


def i64_array(values: tuple) -> A.DenseArrayAttr:
    return A.shared_array(T.i64, values)


def static_values(attr) -> tuple:
    """The integers of a static_* DenseArrayAttr (empty if absent)."""
    return tuple(attr.values) if isinstance(attr, A.DenseArrayAttr) else ()


def print_mixed(p, static, values, open_="[", close="]") -> str:
    """Static array + dynamic values -> "[%a, 0, 4]"."""
    it = iter(values)
    parts = []
    for s in static_values(static):
        if s == DYNAMIC:
            v = next(it, None)
            parts.append(p.value(v) if v is not None else "<<MISSING>>")
        else:
            parts.append(str(s))
    return open_ + ", ".join(parts) + close


def num_dynamic(static) -> int:
    return sum(1 for s in static_values(static) if s == DYNAMIC)


def is_i64_array(attr) -> bool:
    return isinstance(attr, A.DenseArrayAttr) and attr.element_type == T.i64


def check_mixed(op, name: str, static, num_values: int, kind: str = "") -> None:
    """Upstream's verifyListOfOperandsOrIntegers wording."""
    from ..ir.verifier import VerifyError
    if static is None:
        raise VerifyError(op, f"requires attribute '{name}'")
    if not is_i64_array(static):
        raise VerifyError(op, f"attribute '{name}' failed to satisfy constraint: i64 dense array attribute")
    n = num_dynamic(static)
    if n != num_values:
        what = kind or name.replace("static_", "")
        raise VerifyError(op, f"expected {n} dynamic {what} values")


def seg_attr(*sizes) -> A.DenseArrayAttr:
    return A.shared_array(T.i32, sizes)


# ---- return-like terminators: `op [attr-dict] (%v, ... : type, ...)?` ---------------------------

def check_parent(op, *names: str):
    """Upstream's HasParent<...> trait: the op's parent is one of ``names``;
    returns the parent."""
    from ..ir.verifier import VerifyError
    parent = op.parent_op
    if parent is None or parent.name not in names:
        which = f"'{names[0]}'" if len(names) == 1 else "to be one of '" + ", ".join(names) + "'"
        raise VerifyError(op, f"expects parent op {which}")
    return parent


def attr_dict_or_alias(tr, x) -> dict:
    """A grammar's ``attr_dict | HASH_ID`` child: the dictionary, or the
    dictionary an alias names (``linalg.generic #trait``,
    ``vector.contract #contraction_trait``)."""
    if isinstance(x, dict):
        return x
    a = tr.attr_aliases.get(x.value)
    if a is None:
        raise ParseError(f"undefined symbol alias id '{x.value[1:]}'", x.line, x.column)
    if not isinstance(a, A.DictionaryAttr):
        raise ParseError("invalid kind of attribute specified", x.line, x.column)
    return dict(a.value)
