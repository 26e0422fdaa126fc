"""`--help-pass NAME`: a pass's description, options and statistics."""
from __future__ import annotations

import textwrap
from typing import Optional

from . import registry
from .base import format_option_value


def describe_pass(name: str) -> Optional[str]:
    cls = registry.lookup(name)
    if cls is None:
        return None
    out = [f"{cls.name} - {cls.summary}"]
    if cls.aliases:
        out.append(f"  aliases: {', '.join(cls.aliases)}")
    out.append(f"  anchor: {cls.anchor or 'any op'}")
    if cls.description:
        out.append("")
        for para in cls.description.split("\n\n"):
            out += textwrap.wrap(para, 78, initial_indent="  ", subsequent_indent="  ") or [""]
            out.append("")
        out.pop()
    if cls.options:
        out += ["", "Options:"]
        for o in cls.options:
            d = format_option_value(o, o.default)
            default = "" if d is None else d
            out.append(f"  --{o.name}{o.value_hint}  (default: {default if default != '' else 'empty'})")
            if o.help:
                out += textwrap.wrap(o.help, 74, initial_indent="      ", subsequent_indent="      ")
            for c in o.choices or ():
                v, h = c if isinstance(c, tuple) else (c, "")
                out.append(f"      ={v}" + (f"  {h}" if h else ""))
    if cls.statistics:
        out += ["", "Statistics:"]
        for n, d in cls.statistics:
            out.append(f"  {n} - {d}")
    return "\n".join(out) + "\n"
