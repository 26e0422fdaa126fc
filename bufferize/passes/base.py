"""The `Pass` base class, pass options and the context a pass runs with."""
from __future__ import annotations

from typing import Any, Optional
from ..records import record

__all__ = ["Option", "Pass", "PassContext", "PassFailure", "OptionError", "parse_option_value",
           "format_option_value", "split_options"]


class PassFailure(Exception):
    """Raised by a pass (or `ctx.fail()`) to signal that it failed."""


class OptionError(Exception):
    pass


_TYPES = ("bool", "int", "str", "enum", "list-int", "list-str")
_PY_TYPES = {bool: "bool", int: "int", str: "str", list: "list-str"}


@record(frozen=True)
class Option:
    """A pass option.  ``type`` is one of "bool", "int", "str", "enum",
    "list-int", "list-str" (or the Python types bool/int/str)."""
    name: str
    type: Any
    default: Any
    help: str = ""
    choices: Optional[tuple] = None  # enum: tuple of values or of (value, help); str: the values accepted
    output_file: bool = False        # str: a path the pass writes (checked against the inputs, -o)

    @property
    def kind(self) -> str:
        k = _PY_TYPES.get(self.type, self.type)
        if k not in _TYPES:
            raise ValueError(f"bad option type {self.type!r} for option '{self.name}'")
        return k

    @property
    def choice_names(self) -> list[str]:
        return [c[0] if isinstance(c, tuple) else c for c in (self.choices or ())]

    @property
    def value_hint(self) -> str:
        return {"bool": "", "int": "=<long>", "str": "=<string>", "enum": "=<value>",
                "list-int": "=<long>", "list-str": "=<string>"}[self.kind]


_TRUE = ("", "true", "TRUE", "True", "1")
_FALSE = ("false", "FALSE", "False", "0")


def _strip_quotes(v: str) -> str:
    if len(v) >= 2 and ((v[0] == v[-1] and v[0] in "\"'") or (v[0] == "{" and v[-1] == "}")):
        return v[1:-1]
    return v


def _split_list(text: str) -> list[str]:
    """Split on top-level commas, honouring quotes and braces/parens."""
    out, depth, quote, cur = [], 0, None, []
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "{([":
            depth += 1
        elif ch in "})]":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append("".join(cur))
            cur = []
            continue
        cur.append(ch)
    out.append("".join(cur))
    return out


def _parse_int(opt: Option, v: str) -> int:
    s = v.strip()
    try:
        neg = s.startswith("-")
        body = s[1:] if neg else s
        if body.lower().startswith("0x"):
            n = int(body[2:], 16)
        elif body.lower().startswith("0b"):
            n = int(body[2:], 2)
        elif len(body) > 1 and body.startswith("0"):
            n = int(body[1:], 8)
        else:
            n = int(body, 10)
        return -n if neg else n
    except ValueError:
        raise OptionError(f"for the --{opt.name} option: '{v}' value invalid for long argument "
                          "(expected an integer)")


def parse_option_value(opt: Option, raw: Optional[str]) -> Any:
    """Text -> typed value; ``raw`` is None for a bare flag (``name``)."""
    kind = opt.kind
    if kind == "bool":
        v = "" if raw is None else _strip_quotes(raw)
        if v in _TRUE:
            return True
        if v in _FALSE:
            return False
        raise OptionError(f"for the --{opt.name} option: '{v}' is invalid value for boolean argument "
                          "(valid values: true, false, 1, 0)")
    if raw is None:
        raise OptionError(f"for the --{opt.name} option: expects a value "
                          f"('{opt.name}{opt.value_hint}')")
    v = _strip_quotes(raw)
    if kind == "int":
        return _parse_int(opt, v)
    if kind == "str":
        names = opt.choice_names
        if names and v not in ("", *names):
            raise OptionError(f"for the --{opt.name} option: '{v}' is not one of the accepted values "
                              f"({', '.join(names)})")
        return v
    if kind == "enum":
        names = opt.choice_names
        if v not in names:
            raise OptionError(f"for the --{opt.name} option: Cannot find option named '{v}' "
                              f"(valid values: {', '.join(names)})")
        return v
    items = [] if v == "" else [_strip_quotes(x) for x in _split_list(v)]
    if kind == "list-int":
        return tuple(_parse_int(opt, x) for x in items)
    return tuple(items)


def _fmt_str(s: str) -> str:
    return "{" + s + "}" if (" " in s or s == "") else s


def format_option_value(opt: Option, value: Any) -> Optional[str]:
    """Typed value -> upstream's textual form; None for an empty list (upstream
    prints nothing for it)."""
    kind = opt.kind
    if kind == "bool":
        return "true" if value else "false"
    if kind == "int":
        return str(int(value))
    if kind in ("str", "enum"):
        s = str(value)
        return "{" + s + "}" if " " in s else s
    if not value:
        return None
    if kind == "list-int":
        return ",".join(str(x) for x in value)
    return "{" + ",".join("{" + x + "}" if (" " in x or "," in x) else x for x in value) + "}"


def split_options(text: str) -> list[tuple[str, Optional[str]]]:
    """``a=1 b="x y" c={p q} d`` -> [(name, raw value or None)], like
    upstream's pass-option parser (spaces separate options; quotes and
    braces group)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            break
        j = i
        while j < n and not text[j].isspace() and text[j] != "=":
            j += 1
        key = text[i:j]
        if j < n and text[j] == "=":
            j += 1
            start = j
            depth, quote = 0, None
            while j < n:
                ch = text[j]
                if quote:
                    if ch == quote:
                        quote = None
                elif ch in "\"'":
                    quote = ch
                elif ch in "{([":
                    depth += 1
                elif ch in "})]":
                    depth -= 1
                elif ch.isspace() and depth <= 0:
                    break
                j += 1
            if quote:
                raise OptionError(f"unterminated quote in the value of option '{key}'")
            out.append((key, text[start:j]))
        else:
            out.append((key, None))
        i = j
    return out


class _Options:
    """Typed option values, by attribute (dashes -> underscores) or by key."""

    def __init__(self, values: dict):
        self._values = dict(values)

    def __getitem__(self, k):
        return self._values[k]

    def __getattr__(self, k):
        try:
            return self._values[k.replace("_", "-")] if k.replace("_", "-") in self._values \
                else self._values[k]
        except KeyError:
            raise AttributeError(k) from None

    def get(self, k, default=None):
        return self._values.get(k, default)

    def items(self):
        return self._values.items()

    def __repr__(self):
        return f"Options({self._values!r})"


class PassContext:
    """What a pass sees while running: typed options, diagnostics, counters."""

    def __init__(self, instance, engine):
        self.instance = instance
        self.options = _Options(instance.values)
        self.engine = engine
        self.failed = False
        self.preserved_all = False

    def preserve_all(self) -> None:
        """Say the pass left the IR as it found it (upstream's
        markAllAnalysesPreserved): the pass manager then does not verify it
        again, as upstream does not."""
        self.preserved_all = True

    def error(self, op, message: str, notes=(), print_op: bool = True):
        """An error on ``op``; like upstream's op->emitError it carries a
        `see current operation` note (see driver.error_at_op).  Pass
        ``print_op=False`` for an error upstream emits at a location only."""
        from ..syntax.diagnostic_ops import error_at_op
        self.failed = True
        return error_at_op(self.engine, op, message, notes, print_op=print_op)

    def warning(self, op, message: str):
        from ..syntax.diagnostic_ops import op_location
        return self.engine.warning(message, *op_location(op))

    def remark(self, op, message: str):
        from ..syntax.diagnostic_ops import op_location
        return self.engine.remark(message, *op_location(op))

    def fail(self, op=None, message: Optional[str] = None, print_op: bool = True):
        if op is not None and message is not None:
            self.error(op, message, print_op=print_op)
        raise PassFailure(message or "pass failed")

    def stat(self, name: str, n: int = 1) -> None:
        stats = self.instance.stats
        if name not in stats:
            raise KeyError(f"pass '{self.instance.cls.name}' declares no statistic '{name}'")
        stats[name] += n


class Pass:
    """Subclass, set the class attributes and implement ``run``."""
    name: str = ""
    summary: str = ""
    description: str = ""
    display_name: str = ""          # as in upstream's IR dumps and reports ("Canonicalizer")
    anchor: Optional[str] = None    # "builtin.module", "func.func" or None (any op)
    aliases: tuple = ()
    options: tuple = ()
    statistics: tuple = ()          # ((name, description), ...)
    deallocates: bool = False       # frees what the pipeline allocates (--check-equivalence: leaks are errors)

    def run(self, op, ctx: PassContext) -> None:
        raise NotImplementedError

    @classmethod
    def get_display_name(cls) -> str:
        if cls.display_name:
            return cls.display_name
        return "".join(p[:1].upper() + p[1:] for p in cls.name.replace("_", "-").split("-"))

    @classmethod
    def option(cls, name: str) -> Optional[Option]:
        for o in cls.options:
            if o.name == name:
                return o
        return None
