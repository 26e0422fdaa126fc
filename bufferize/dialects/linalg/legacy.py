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
