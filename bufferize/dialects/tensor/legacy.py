"""2021-era spellings of tensor ops, upgraded on input by dialects/legacy.py:
std's tensor ops, `subtensor` / `subtensor_insert`, `linalg.init_tensor`,
`linalg.tensor_collapse_shape`, and `dim` by its operand's type."""
import re

RENAMES = {
    "subtensor": "tensor.extract_slice", "subtensor_insert": "tensor.insert_slice",
    "tensor.extract_element": "tensor.extract", "extract_element": "tensor.extract",
    "tensor_from_elements": "tensor.from_elements", "tensor.cast": "tensor.cast", "tensor_cast": "tensor.cast",
    "linalg.tensor_collapse_shape": "tensor.collapse_shape", "dynamic_tensor_from_elements": "tensor.generate",
    "rank": "tensor.rank",
}


def _init_tensor(m):
    sizes = [s.strip() for s in m.group(2).split(",") if s.strip().startswith("%")]
    return f"{m.group(1)}tensor.empty({', '.join(sizes)}) :"


def _dim(m):
    dialect = "tensor" if m.group(3).startswith("tensor") else "memref"
    return f"{m.group(1)}{dialect}.dim {m.group(2)} : {m.group(3)}"


REWRITES = [
    (re.compile(r"(^|\s)linalg\.init_tensor\s*\[([^\]]*)\]\s*:"), _init_tensor,
     "'linalg.init_tensor' is now 'tensor.empty'"),
    (re.compile(r"(=\s*)(?:std\.)?dim\s+(%[\w$.\-#]+\s*,\s*[^:]+?)\s*:\s*((?:tensor|memref)<.*)$"), _dim,
     "'dim' is now 'tensor.dim' or 'memref.dim'"),
]
