"""Property-based tests: random IR prints, parses back and prints the same;
random damage to real inputs never escapes as a Python exception."""
import glob
import os
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bufferize.diagnostics import DiagnosticEngine
from bufferize.driver import Options, process_buffer
from bufferize.ir import attributes as A
from bufferize.ir import types as T
from bufferize.ir.core import Block, Operation, Region
from bufferize.syntax.parser import parse
from bufferize.syntax.printer import print_module

# ---- generators ----------------------------------------------------------------

scalar_types = st.sampled_from([T.i1, T.i8, T.i32, T.i64, T.index, T.f32, T.f64, T.FloatType("f16"),
                                T.IntegerType(16, "si"), T.IntegerType(8, "ui")])
dims = st.lists(st.one_of(st.integers(0, 64), st.none()), max_size=3)


@st.composite
def types(draw, depth=0):
    kind = draw(st.integers(0, 6 if depth < 2 else 0))
    if kind == 0:
        return draw(scalar_types)
    if kind == 1:
        return T.RankedTensorType(tuple(draw(dims)), draw(scalar_types))
    if kind == 2:
        shape = tuple(draw(dims))
        if draw(st.booleans()) and shape:
            strides = tuple(draw(st.lists(st.one_of(st.integers(1, 16), st.none()),
                                          min_size=len(shape), max_size=len(shape))))
            layout = A.StridedLayoutAttr(strides, draw(st.one_of(st.integers(0, 8), st.none())))
            return T.MemRefType(shape, draw(scalar_types), layout)
        return T.MemRefType(shape, draw(scalar_types))
    if kind == 3:
        return T.VectorType(tuple(draw(st.lists(st.integers(1, 8), min_size=1, max_size=3))), draw(scalar_types))
    if kind == 4:
        return T.TupleType(tuple(draw(st.lists(types(depth + 1), max_size=3))))
    if kind == 5:
        return T.ComplexType(draw(st.sampled_from([T.f32, T.f64])))
    return T.UnrankedTensorType(draw(scalar_types))


names = st.from_regex(r"[a-z_][a-z0-9_]{0,6}", fullmatch=True)


@st.composite
def extra_attributes(draw):
    """Attributes with printer subtleties: hex-printed large dense literals,
    aliases (`#map`, `#loc`, `#distinct`), distinct ids, wrapped integers."""
    kind = draw(st.integers(0, 5))
    if kind == 0:
        n = draw(st.sampled_from([1, 3, 101, 130]))
        vals = tuple(draw(st.lists(st.floats(allow_nan=False, allow_infinity=False, width=32),
                                   min_size=n, max_size=n)))
        t = T.RankedTensorType((n,), T.f32)
        if len(set(vals)) == 1:
            return A.DenseElementsAttr(t, vals[:1], ())
        return A.DenseElementsAttr(t, vals, (n,))
    if kind == 1:
        from bufferize.ir.affine import AffineMap
        nd = draw(st.integers(1, 3))
        res = tuple(("d", draw(st.integers(0, nd - 1))) for _ in range(draw(st.integers(1, 3))))
        return A.AffineMapAttr(AffineMap(nd, 0, res))
    if kind == 2:
        return A.FileLineColLoc(draw(names), draw(st.integers(1, 99)), draw(st.integers(1, 99)))
    if kind == 3:
        ref = draw(st.sampled_from([A.UNIT, A.StringAttr("x"), A.IntegerAttr(3, T.i32)]))
        return A.DistinctAttr(draw(st.integers(0, 3)), ref)
    if kind == 4:
        w = draw(st.sampled_from([8, 16, 32]))
        return A.IntegerAttr(draw(st.integers(-2 ** (w - 1), 2 ** (w - 1) - 1)), T.IntegerType(w))
    return A.FloatAttr(draw(st.floats(allow_nan=False, allow_infinity=False)), T.f64)


@st.composite
def attributes(draw, depth=0):
    if draw(st.integers(0, 9)) == 0:
        return draw(extra_attributes())
    kind = draw(st.integers(0, 9 if depth < 2 else 5))
    if kind == 0:
        return A.IntegerAttr(draw(st.integers(-2**31, 2**31 - 1)), draw(st.sampled_from([T.i32, T.i64, T.index])))
    if kind == 1:
        return A.FloatAttr(draw(st.floats(allow_nan=False, allow_infinity=False, width=32)), T.f32)
    if kind == 2:
        return A.StringAttr(draw(st.text(max_size=8)))
    if kind == 3:
        return draw(st.sampled_from([A.TRUE, A.FALSE, A.UNIT]))
    if kind == 4:
        return A.TypeAttr(draw(types()))
    if kind == 5:
        return A.DenseArrayAttr(T.i64, tuple(draw(st.lists(st.integers(-100, 100), max_size=4))))
    if kind == 6:
        return A.ArrayAttr(tuple(draw(st.lists(attributes(depth + 1), max_size=3))))
    if kind == 7:
        return A.DictionaryAttr.make(draw(st.dictionaries(names, attributes(depth + 1), max_size=3)))
    if kind == 8:
        vals = draw(st.lists(st.integers(-50, 50), min_size=1, max_size=4))
        return A.DenseElementsAttr(T.RankedTensorType((len(vals),), T.i32), tuple(vals),
                                   (len(vals),) if len(set(vals)) > 1 else ())
    return A.SymbolRefAttr(draw(names), tuple(draw(st.lists(names, max_size=2))))


@st.composite
def modules(draw):
    module = Operation("builtin.module")
    body = module.add_region().add_block(Block())
    available = []

    def fill(block, depth):
        for _ in range(draw(st.integers(1, 4))):
            operands = draw(st.lists(st.sampled_from(available), max_size=3)) if available else []
            results = draw(st.lists(types(), max_size=2))
            attrs = draw(st.dictionaries(names, attributes(), max_size=2))
            op = Operation("test.op", operands, results, attrs)
            if depth < 2 and draw(st.booleans()):
                r = op.add_region()
                b = r.add_block(Block(draw(st.lists(types(), max_size=2))))
                saved = list(available)
                available.extend(b.args)
                fill(b, depth + 1)
                available[:] = saved
            block.append(op)
            available.extend(op.results)

    fill(body, 0)
    return module


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(modules(), st.booleans())
def test_print_parse_print_is_identity(module, generic):
    text = print_module(module, generic=generic)
    reparsed, _ = parse(text, "gen.mlir", allow_unregistered=True)
    assert print_module(reparsed, generic=generic) == text
    # The structure is the same, not just the text: op count and result types.
    a = [(o.name, [r.type for r in o.results]) for o in module.walk()]
    b = [(o.name, [r.type for r in o.results]) for o in reparsed.walk()]
    assert a == b


# ---- mutation test over the corpus -------------------------------------------

CORPUS = sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared",
                                       "upstream-tests", "**", "*.mlir"), recursive=True))
CORPUS += sorted(glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared",
                                        "spec", "oracle-examples", "*.mlir")))


def _mutants(text: str, rng: random.Random, n: int):
    alphabet = list('%^@#!"(){}[]<>,:=-?x0123456789abcdefilmnrstu. \n') + ["->", "//", "loc(", "dense<", "0x"]
    for _ in range(n):
        kind = rng.randrange(5)
        if not text:
            yield text
            continue
        i = rng.randrange(len(text))
        j = min(len(text), i + rng.randrange(1, 40))
        if kind == 0:
            yield text[:i]                       # truncation
        elif kind == 1:
            yield text[:i] + text[j:]            # deletion
        elif kind == 2:
            yield text[:i] + rng.choice(alphabet) + text[i:]   # insertion
        elif kind == 3:
            yield text[:i] + text[i:j] + text[i:]              # duplication
        else:
            k = rng.randrange(len(text))
            yield text[:i] + text[k:k + 20] + text[j:]         # splice


def test_mutated_corpus_never_raises():
    rng = random.Random(1234)
    opts = Options(allow_unregistered=True)
    count = 0
    for path in CORPUS:
        with open(path) as f:
            chunks = f.read().split("// -----")
        for chunk in chunks[:6]:
            for mutant in _mutants(chunk, rng, 12):
                engine = DiagnosticEngine()
                r = process_buffer(mutant, "m.mlir", opts, engine)  # must not raise
                assert r.failed == engine.has_errors or not r.failed
                if r.failed:
                    d = engine.diagnostics[0]
                    assert d.message
                count += 1
    assert count > 500
