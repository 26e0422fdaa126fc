"""2021-era spellings of the tensor/buffer materializations, upgraded on
input by dialects/legacy.py: `tensor_load` / `memref.tensor_load` became
`bufferization.to_tensor`, `tensor_to_memref` / `memref.buffer_cast` became
`bufferization.to_buffer`; today's form names both types."""
import re

from ..legacy import tensor_of_memref

_VALUE = r"(%[\w$.\-#]+)"
_TYPE = r"(memref<.*>)"


def _to_tensor(m):
    return f"{m.group(1)}bufferization.to_tensor {m.group(2)} : {m.group(3)} to {tensor_of_memref(m.group(3))}"


def _to_buffer(m):
    return f"{m.group(1)}bufferization.to_buffer {m.group(2)} : {tensor_of_memref(m.group(3))} to {m.group(3)}"


RENAMES = {}
REWRITES = [
    (re.compile(r"(^|\s)(?:std\.|memref\.)?tensor_load\s+" + _VALUE + r"\s*:\s*" + _TYPE + r"\s*$"), _to_tensor,
     "'tensor_load' is now 'bufferization.to_tensor'"),
    (re.compile(r"(^|\s)(?:std\.)?tensor_to_memref\s+" + _VALUE + r"\s*:\s*" + _TYPE + r"\s*$"), _to_buffer,
     "'tensor_to_memref' is now 'bufferization.to_buffer'"),
    (re.compile(r"(^|\s)memref\.buffer_cast\s+" + _VALUE + r"\s*:\s*" + _TYPE + r"\s*$"), _to_buffer,
     "'memref.buffer_cast' is now 'bufferization.to_buffer'"),
]
