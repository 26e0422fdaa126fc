"""2021-era spellings of arith ops (the `std` dialect of LLVM 12-14), upgraded
on input by dialects/legacy.py: bare or `std.`-prefixed names, old names, and
`cmpi "slt", ...` with a quoted predicate."""
import re

_SAME = ["addi", "addf", "subi", "subf", "muli", "mulf", "divf", "remf", "cmpi", "cmpf", "select", "index_cast",
         "sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf", "trunci", "negf", "bitcast", "constant"]
RENAMES = {n: f"arith.{n}" for n in _SAME}
RENAMES.update({
    "fpext": "arith.extf", "fptrunc": "arith.truncf", "sexti": "arith.extsi", "zexti": "arith.extui",
    "and": "arith.andi", "or": "arith.ori", "xor": "arith.xori",
    "divi_signed": "arith.divsi", "divi_unsigned": "arith.divui", "remi_signed": "arith.remsi",
    "remi_unsigned": "arith.remui", "ceildivi_signed": "arith.ceildivsi", "floordivi_signed": "arith.floordivsi",
    "shift_left": "arith.shli", "shift_right_signed": "arith.shrsi", "shift_right_unsigned": "arith.shrui",
    "maxf": "arith.maximumf", "minf": "arith.minimumf",
})

# (pattern, replacement, description of the legacy form)
REWRITES = [
    (re.compile(r'\b((?:arith\.|std\.)?cmp[if])\s+"(\w+)"'), r"\1 \2", "a quoted predicate ('cmpi \"slt\"') is now bare ('arith.cmpi slt')"),
]
