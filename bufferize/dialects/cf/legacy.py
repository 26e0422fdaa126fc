"""2021-era spellings of branch ops (std before the cf dialect, LLVM 14),
upgraded on input by dialects/legacy.py."""
RENAMES = {"br": "cf.br", "cond_br": "cf.cond_br", "assert": "cf.assert", "switch": "cf.switch"}
REWRITES = []
