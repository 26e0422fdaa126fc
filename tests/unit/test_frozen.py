"""``ir._frozen.frozen``: the value classes of the IR (types, attributes,
affine maps) behave as frozen, slotted dataclasses."""
import copy
import inspect
import pickle

import pytest

from bufferize.ir import _frozen
from bufferize.ir._frozen import FrozenInstanceError, frozen
from bufferize.ir.attributes import IntegerAttr
from bufferize.ir.types import IntegerType, MemRefType, RankedTensorType


@frozen
class Pair:
    left: int
    right: str = "r"


@frozen
class Empty:
    pass


@frozen
class Three:
    a: int
    b: int
    c: tuple = ()


def test_init_takes_the_fields_in_order_with_their_defaults():
    assert inspect.signature(Pair.__init__).parameters.keys() == {"self", "left", "right"}
    p = Pair(1)
    assert (p.left, p.right) == (1, "r")
    q = Pair(right="x", left=2)
    assert (q.left, q.right) == (2, "x")
    with pytest.raises(TypeError):
        Pair()
    assert Empty() == Empty()


def test_equality_and_hash_are_over_the_fields_and_the_class():
    assert Pair(1, "a") == Pair(1, "a") and hash(Pair(1, "a")) == hash(Pair(1, "a"))
    assert Pair(1, "a") != Pair(1, "b")
    assert Pair(1, "a") != Pair(2, "a")
    assert Three(1, 2) == Three(1, 2, ())
    assert Three(1, 2) != Three(1, 3)
    assert (Pair(1, "a") == (1, "a")) is False
    assert len({Pair(1, "a"), Pair(1, "a"), Pair(1, "b")}) == 2


def test_classes_with_the_same_number_of_fields_do_not_share_names():
    """The methods are compiled once per number of fields and renamed: each
    class reads its own fields."""
    @frozen
    class Other:
        x: int
        y: str

    assert Other(1, "a").x == 1 and Other(1, "a").y == "a"
    assert Other(1, "a") != Pair(1, "a")
    assert Other.__init__.__qualname__.endswith("Other.__init__")
    assert Pair.__eq__.__qualname__ == "Pair.__eq__"
    assert set(_frozen._TEMPLATES) >= {0, 2, 3}


def test_instances_are_immutable_and_slotted():
    p = Pair(1)
    with pytest.raises(FrozenInstanceError):
        p.left = 2
    with pytest.raises(FrozenInstanceError):
        del p.left
    assert not hasattr(p, "__dict__")
    assert Pair.__match_args__ == ("left", "right")


def test_copy_and_pickle_round_trip():
    p = Three(1, 2, (3,))
    assert copy.deepcopy(p) == p
    assert pickle.loads(pickle.dumps(p)) == p
    t = RankedTensorType((4, 8), IntegerType(32))
    assert pickle.loads(pickle.dumps(t)) == t


def test_a_default_before_a_field_without_one_is_refused():
    class Bad:
        a: int = 0
        b: int

    with pytest.raises(TypeError, match="follows one with a default"):
        frozen(Bad)


def test_the_ir_classes():
    assert IntegerAttr(3) == IntegerAttr(3, IntegerType(64))
    assert MemRefType((2,), IntegerType(8)).layout is None
    assert inspect.signature(MemRefType.__init__).parameters["memory_space"].default is None
