"""Our dialects define exactly upstream's ops (LLVM 22), so that the
verifier's "does not allow unknown operations" rejects what upstream's
rejects and nothing else. The list is mined from mlir-opt-22 by
scripts/upstream_op_names.py."""
from __future__ import annotations

from pathlib import Path

import bufferize  # noqa: F401  (installs the dialect manifest)
from bufferize.dialects import manifest
from bufferize.ir import registry
from bufferize.syntax.parser import parse
from bufferize.ir.verifier import verify, VerifyError

import pytest

DATA = Path(__file__).parent / "data" / "upstream22_ops.txt"


def _upstream() -> set:
    return {line.strip() for line in DATA.read_text().splitlines() if line.strip() and not line.startswith("#")}


def _ours() -> set:
    """The ops of our manifest's dialects (other tests register plugin
    dialects of their own in the same process)."""
    registry.load_all()
    dialects = set(manifest.names()) - {"test"}
    return {n for n in registry.OPS if n.partition(".")[0] in dialects}


def test_every_upstream_op_is_defined():
    missing = sorted(_upstream() - _ours())
    assert not missing, f"ops of LLVM 22 we do not define: {missing}"


def test_no_op_that_upstream_lacks():
    extra = sorted(_ours() - _upstream())
    assert not extra, f"ops we define that LLVM 22 does not have (input upstream rejects): {extra}"


@pytest.mark.parametrize("name, dialect", [
    ("vector.insertelement", "vector"),   # removed in LLVM 22
    ("builtin.foo", "builtin"),
    ("memref.buffer_cast", "memref"),     # a 2021 name, read only in its custom form (legacy)
    ("test.anything", None),              # the test dialect allows unknown ops
    ("foo.bar", None),                    # an unregistered dialect: --allow-unregistered-dialect's business
    ("tensor.extract_slice", "tensor"),   # (defined: the verifier never asks)
])
def test_rejects_unknown_op(name, dialect):
    assert registry.rejects_unknown_op(name) == dialect


def test_verifier_rejects_an_unknown_op_of_a_known_dialect():
    op, _ = parse('func.func @f() {\n  "scf.nope"() : () -> ()\n  return\n}\n', "x", True)
    with pytest.raises(VerifyError, match=r"unregistered operation 'scf.nope' found in dialect \('scf'\) "
                                          r"that does not allow unknown operations"):
        verify(op)
