"""2021-era spellings of linalg ops, upgraded on input by dialects/legacy.py:
`linalg.fill(%value, %out) : f32, tensor<..> -> tensor<..>` (and the older
`linalg.fill(%out, %value)`) became `linalg.fill ins(..) outs(..)`."""
import re


def _fill(m):
    a, b, ta, tb, rest = m.group(2), m.group(3), m.group(4).strip(), m.group(5).strip(), m.group(6) or ""
    if ta.startswith(("tensor<", "memref<")):   # the older order: the output first
        a, b, ta, tb = b, a, tb, ta
    return f"{m.group(1)}linalg.fill ins({a} : {ta}) outs({b} : {tb}){rest}"


RENAMES = {}
REWRITES = [
    (re.compile(r"(^|\s)linalg\.fill\s*\(\s*(%[\w$.\-#]+)\s*,\s*(%[\w$.\-#]+)\s*\)\s*:\s*([^,]+?)\s*,\s*"
                r"((?:tensor|memref)<[^>]*>|[\w]+)(\s*->\s*\S.*)?$"), _fill,
     "'linalg.fill(%value, %output)' is now 'linalg.fill ins(...) outs(...)'"),
]


# ---- the pre-2020 generic form, over several lines ------------------------------------
#
#   linalg.generic {args_in = 1 : i64, args_out = 1 : i64, indexing_maps = [..],
#                   iterator_types = [..]} %in, %out {
#   ^bb0(..): ..
#   }: memref<2xf32>, memref<2xf32>
#
# became `linalg.generic {indexing_maps = .., iterator_types = ..}
# ins(%in : memref<2xf32>) outs(%out : memref<2xf32>) {..}`.

_GENERIC = re.compile(r"\blinalg\.generic\s*\{")
_OPERANDS = re.compile(r"\s*(%[\w$.\-#]+(?:\s*,\s*%[\w$.\-#]+)*)\s*\{")
_COUNT = re.compile(r"\s*(args_in|args_out)\s*=\s*(\d+)\s*(?::\s*i64\s*)?,?")
_TYPES = re.compile(r"[ \t]*:[ \t]*([^\n]*)")
_OLD_GENERIC = "'linalg.generic {args_in = .., args_out = ..} %a, %b {..}: types' is now " \
               "'linalg.generic {..} ins(..) outs(..) {..}'"


def _closing(text: str, i: int) -> int:
    """The offset of the bracket closing the one at ``i`` (-1 if none)."""
    depth, in_string = 0, False
    for j in range(i, len(text)):
        ch = text[j]
        if ch == '"' and text[j - 1] != "\\":
            in_string = not in_string
        elif in_string:
            continue
        elif ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
            if depth == 0:
                return j
    return -1


def _split_types(text: str) -> list:
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(text[start:i].strip())
            start = i + 1
    out.append(text[start:].strip())
    return [t for t in out if t]


def _blank(text: str) -> str:
    """``text`` without its characters but with its newlines."""
    return "\n" * text.count("\n")


def _one_generic(text: str, m) -> tuple:
    """(start, end, replacement) of one old generic, or None."""
    lb = m.end() - 1
    rb = _closing(text, lb)
    if rb < 0:
        return None
    ops = _OPERANDS.match(text, rb + 1)
    if ops is None:
        return None
    attrs = text[lb + 1:rb]
    counts = {c.group(1): int(c.group(2)) for c in _COUNT.finditer(attrs)}
    if "args_in" not in counts:
        return None
    region = ops.end() - 1
    end = _closing(text, region)
    types = _TYPES.match(text, end + 1) if end >= 0 else None
    if types is None:
        return None
    tail = types.group(1)
    results = ""
    if "->" in tail:
        tail, results = tail.split("->", 1)
        results = " -> " + results.strip()
    tys = _split_types(tail)
    names = [x.strip() for x in ops.group(1).split(",")]
    if len(tys) != len(names):
        return None
    n_in = counts["args_in"]
    new_attrs = re.sub(r",(\s*)$", r"\1", _COUNT.sub(lambda c: _blank(c.group(0)), attrs))
    io = ""
    if n_in:
        io += f" ins({', '.join(names[:n_in])} : {', '.join(tys[:n_in])})"
    if len(names) > n_in:
        io += f" outs({', '.join(names[n_in:])} : {', '.join(tys[n_in:])})"
    new = ("linalg.generic {" + new_attrs.lstrip(" \t") + "}" + io + _blank(ops.group(0)) + " "
           + text[region:end + 1] + results + _blank(types.group(0)))
    return m.start(), types.end(), new


def _generic_args(text: str) -> tuple:
    found, out, pos = [], [], 0
    for m in _GENERIC.finditer(text):
        if m.start() < pos:
            continue
        r = _one_generic(text, m)
        if r is None:
            continue
        start, end, new = r
        out.append(text[pos:start] + new)
        found.append((start, _OLD_GENERIC))
        pos = end
    out.append(text[pos:])
    return "".join(out), found


TEXT_REWRITES = [_generic_args]
