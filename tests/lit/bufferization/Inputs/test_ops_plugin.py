"""A bufferize-opt plugin: the bufferizable ops of upstream's test dialect
(LLVM 22, mlir/test/lib/Dialect/Test/TestOps.td "Test Ops bufferization" and
their BufferizableOpInterface methods in TestOpDefs.cpp).

    test.dummy_tensor_op   (TensorLike) -> TensorLike   BufferizableOpInterface
    test.dummy_memref_op   (BufferLike) -> BufferLike   (what it bufferizes to)
    test.create_tensor_op  () -> TensorLike             BufferizableOpInterface
    test.create_memref_op  () -> BufferLike             (what it bufferizes to)

None has a custom assembly format: they are written in generic form.  The
tool's own ``test`` dialect module registers ``test.buffer_based`` and
``test.copy`` only, so nothing here overlaps it.

Interface semantics, as upstream implements them:

* dummy_tensor_op: bufferizesToMemoryRead = true, bufferizesToMemoryWrite =
  true, getAliasingValues = {} (the result is a new value that aliases
  nothing); bufferize: ``getBuffer(input)`` (a private copy when the
  analysis put the operand out of place), then
  ``test.dummy_memref_op(buffer) -> getBufferType(output)``.
* create_tensor_op: no operands; bufferizesToAllocation = false; bufferize:
  ``test.create_memref_op() -> getBufferType(output)``.

``getBufferType`` of both results is the interface default: a result with no
aliasing operand gets the unknown-type conversion of its tensor type
(``unknown-type-conversion``: fully dynamic layout by default, or the
identity layout).

Upstream's custom types ``!test.test_tensor<...>`` / ``!test.test_memref<...>``
satisfy the ops' type constraints here too, but bufferize-opt only
bufferizes builtin tensor types, so ops on them are left as they are.
"""
from bufferize.bufferization.interface import BufferizableModel, register_model
from bufferize.dialects.registry import register_op
from bufferize.ir import types as T
from bufferize.ir.verifier import VerifyError


def _tensor_like(t) -> bool:
    return T.is_tensor(t) or (isinstance(t, T.OpaqueType) and t.text.startswith("!test.test_tensor<"))


def _buffer_like(t) -> bool:
    return T.is_memref(t) or (isinstance(t, T.OpaqueType) and t.text.startswith("!test.test_memref<"))


_TENSOR_LIKE = (_tensor_like, "TensorLikeType instance")
_BUFFER_LIKE = (_buffer_like, "BufferLikeType instance")


def _verifier(operand, result):
    """ODS's verifier of a one-result op with zero or one operand, in
    upstream's order: the traits (ZeroRegions, OneResult, ZeroSuccessors,
    ZeroOperands / OneOperand), then the type constraints."""
    def verify(op):
        if op.regions:
            raise VerifyError(op, "requires zero regions")
        if len(op.results) != 1:
            raise VerifyError(op, "requires one result")
        if op.successors:
            raise VerifyError(op, "requires zero successors")
        if operand is None and op.operands:
            raise VerifyError(op, "requires zero operands")
        if operand is not None and len(op.operands) != 1:
            raise VerifyError(op, "requires a single operand")
        if operand is not None:
            ok, summary = operand
            t = op.operands[0].value.type
            if not ok(t):
                raise VerifyError(op, f"operand #0 must be {summary}, but got '{t}'")
        ok, summary = result
        t = op.results[0].type
        if not ok(t):
            raise VerifyError(op, f"result #0 must be {summary}, but got '{t}'")
    return verify


register_op("test.dummy_tensor_op", verifier=_verifier(_TENSOR_LIKE, _TENSOR_LIKE))
register_op("test.dummy_memref_op", verifier=_verifier(_BUFFER_LIKE, _BUFFER_LIKE))
register_op("test.create_tensor_op", verifier=_verifier(None, _TENSOR_LIKE))
register_op("test.create_memref_op", verifier=_verifier(None, _BUFFER_LIKE))


class DummyTensorOpModel(BufferizableModel):
    def reads(self, use, state):
        return True

    def writes(self, use, state):
        return True

    def aliasing_values(self, use, state):
        return []

    def bufferize(self, op, rw):
        buffer = rw.operand_buffer(op.operands[0])
        out_type = self.buffer_type(op.result, rw.state)
        new = rw.create("test.dummy_memref_op", [buffer], [out_type])
        rw.replace_op(op, [new.result])


class CreateTensorOpModel(BufferizableModel):
    def bufferizes_to_allocation(self, value):
        return False

    def bufferize(self, op, rw):
        out_type = self.buffer_type(op.result, rw.state)
        new = rw.create("test.create_memref_op", [], [out_type])
        rw.replace_op(op, [new.result])


register_model("test.dummy_tensor_op", DummyTensorOpModel())
register_model("test.create_tensor_op", CreateTensorOpModel())
