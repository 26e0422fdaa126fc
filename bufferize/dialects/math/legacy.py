"""2021-era spellings of math ops (the `std` dialect of LLVM 11-13 held them),
upgraded on input by dialects/legacy.py: bare or `std.`-prefixed names."""

_SAME = ["exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "tanh", "sin", "cos",
         "atan", "atan2", "powf", "copysign"]
RENAMES = {n: f"math.{n}" for n in _SAME}
RENAMES.update({"absf": "math.absf", "ceilf": "math.ceil", "floorf": "math.floor"})
REWRITES: list = []
