"""2021-era spellings of func ops (builtin `func` and std call/return, before
the func dialect, LLVM 14), upgraded on input by dialects/legacy.py."""
import re

RENAMES = {"call": "func.call", "call_indirect": "func.call_indirect"}

REWRITES = [
    (re.compile(r"^(\s*)func(\s+(?:private\s+|public\s+|nested\s+)?@)"), r"\1func.func\2", "'func' is now 'func.func'"),
    (re.compile(r"^(\s*)builtin\.func(\s)"), r"\1func.func\2", "'builtin.func' is now 'func.func'"),
    (re.compile(r"(=\s*)(?:std\.)?constant(\s+@)"), r"\1func.constant\2", "'constant @f' is now 'func.constant'"),
]
