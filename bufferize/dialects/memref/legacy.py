"""2021-era spellings of memref ops (std ops before the memref dialect,
LLVM 12), upgraded on input by dialects/legacy.py.  `dim` is tensor.dim or
memref.dim by its operand type (see tensor/legacy.py); `linalg.copy` became
memref.copy."""
import re

RENAMES = {
    "alloc": "memref.alloc", "alloca": "memref.alloca", "dealloc": "memref.dealloc", "load": "memref.load",
    "store": "memref.store", "subview": "memref.subview", "view": "memref.view", "memref_cast": "memref.cast",
    "memref_reshape": "memref.reshape", "get_global_memref": "memref.get_global", "global_memref": "memref.global",
    "prefetch": "memref.prefetch", "assume_alignment": "memref.assume_alignment",
}

REWRITES = [
    # linalg.copy(%a, %b) : memref<..>, memref<..>  ->  memref.copy %a, %b : memref<..> to memref<..>
    (re.compile(r"\blinalg\.copy\s*\(\s*(%[\w$.\-#]+)\s*,\s*(%[\w$.\-#]+)\s*\)\s*:\s*(memref<.*>)\s*,\s*(memref<.*>)\s*$"),
     r"memref.copy \1, \2 : \3 to \4", "'linalg.copy' is now 'memref.copy'"),
    (re.compile(r'"linalg\.copy"'), '"memref.copy"', "'linalg.copy' is now 'memref.copy'"),
]
