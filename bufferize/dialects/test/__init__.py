"""test: the ops of upstream's test dialect (registered in mlir-opt) that
upstream's bufferization tests write in custom form.

* ``test.buffer_based in(%in : memref<..>) out(%out : memref<..>) {attrs}``:
  reads ``%in`` and writes ``%out`` (upstream's BufferBasedOp);
* ``test.copy(%src, %dst) : (memref<..>, memref<..>) {attrs}``: a copy
  (upstream's CopyOp, a CopyOpInterface);
* ``"test.read_buffer"(%m) : (memref<..>) -> ()`` (generic form only): reads
  its operand and dumps it (upstream's ReadBufferOp: a read effect on the
  buffer and a write effect on the default resource, without a value);
* ``"test.forward_buffer"(%m) : (memref<..>) -> memref<..>`` (generic form
  only): Pure (no memory effects) and no other interface: it returns its
  operand's buffer or a view of it, which the buffer analyses cannot see
  (upstream's ForwardBufferOp; deliberately not a view-like op).

Any other ``test.*`` op is parsed and printed in generic form (upstream's test
dialect allows unknown operations, so no --allow-unregistered-dialect is
needed for them either).
"""
from __future__ import annotations

from .ops import (  # noqa: F401
    DIALECT,
)
