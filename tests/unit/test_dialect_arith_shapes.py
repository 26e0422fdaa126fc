"""arith's shape-trait helpers (dialects/arith/shapes.py): upstream's
verifyCompatibleShape(s) and SameInputOutputTensorDims on types."""
from bufferize.dialects.arith.shapes import compatible_shape, compatible_shapes, same_tensor_dims
from bufferize.ir import types as T

i8, f32 = T.IntegerType(8), T.FloatType("f32")


def vec(*shape, scalable=()):
    return T.VectorType(tuple(shape), f32, tuple(scalable) or (False,) * len(shape))


def ten(*shape, enc=None):
    return T.RankedTensorType(tuple(shape), i8, enc)


def test_pairwise_shape():
    assert compatible_shape(i8, f32)
    assert not compatible_shape(i8, vec(2))
    assert compatible_shape(ten(2, None), ten(2, 5))
    assert not compatible_shape(ten(2), ten(3))
    assert not compatible_shape(ten(2), ten(2, 1))
    assert compatible_shape(T.UnrankedTensorType(i8), ten(4, 4))
    assert compatible_shape(vec(4), T.MemRefType((None,), i8))
    # the pairwise form does not look at scalability
    assert compatible_shape(vec(4, scalable=(True,)), vec(4))


def test_range_shapes():
    assert compatible_shapes([i8, f32])
    assert not compatible_shapes([i8, ten(1)])
    assert not compatible_shapes([vec(4, scalable=(True,)), vec(4)])
    assert compatible_shapes([vec(4, 4, scalable=(True, False)), vec(4, 4, scalable=(False, True))])
    assert compatible_shapes([ten(None, 3), ten(2, None), ten(2, 3)])
    assert not compatible_shapes([ten(None, 3), ten(2, None), ten(1, 3)])
    assert not compatible_shapes([ten(3), ten(3, 1)])
    assert compatible_shapes([T.UnrankedTensorType(i8), ten(3)])


def test_same_tensor_dims():
    assert same_tensor_dims(ten(2), ten(2, enc='"x"'))
    assert not same_tensor_dims(ten(2), ten(None))
    assert not same_tensor_dims(vec(2), ten(2))
    assert same_tensor_dims(vec(2), vec(3))          # not tensors: the shape trait's business
    assert same_tensor_dims(ten(), i8)                # tensor<i8> and a scalar: both no dimensions
    assert not same_tensor_dims(T.UnrankedTensorType(i8), T.UnrankedTensorType(i8))
