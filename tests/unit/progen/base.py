"""The generator's state while it writes one function: the values in scope
(``Val``), drawing helpers, names and emission, and the scalars, indices and
tensors statements take as operands (new ones are emitted as needed)."""
from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st


F32, INDEX, I1, I32 = "f32", "index", "i1", "i32"
BASE_SHAPES = [(4,), (8,), (2, 4), (4, 4), (2, 2), (4, 2)]
SIZES = (1, 2, 4, 8)
BIG = 1 << 30   # the upper bound of an index whose value is not known


def ttext(ty) -> str:
    if isinstance(ty, tuple):
        return "tensor<" + "x".join(map(str, ty)) + "xf32>"
    return ty


def mtext(shape) -> str:
    return "memref<" + "x".join(map(str, shape)) + "xf32>"


def is_tensor(ty) -> bool:
    return isinstance(ty, tuple)


@dataclass(eq=False)
class Val:
    name: str
    ty: object                    # a shape tuple (a tensor of f32), or F32 / INDEX / I1 / I32
    init: bool = True             # every element defined (not a tensor.empty / alloc_tensor)
    lo: int = 0                   # an index: its smallest and largest value
    hi: int = BIG
    src: frozenset = frozenset()  # names of values still live that a block argument may share a buffer with
    plain: bool = True            # usable as a successor operand (not '%r#1')
    eq: str = ""                  # its buffer-equivalence class if bufferized in place (a name)
    root: str = ""                # the value whose buffer it may share (through slices, casts, writes)

    def __post_init__(self):
        self.eq = self.eq or self.name
        self.root = self.root or self.name


@dataclass
class Config:
    """What a program may contain (the test and the campaign use the default)."""
    max_depth: int = 2
    max_stmts: int = 4
    segments: int = 2             # straight-line runs (each maybe followed by a cf construct) per function
    scf: bool = True
    cf: bool = True
    calls: bool = True
    forall: bool = True
    print_main: bool = True       # @main may print its results (printMemrefF32) instead of returning them


@dataclass
class Program:
    text: str
    features: frozenset           # constructs used (statement kinds and patterns)
    functions: tuple              # names of the functions, @main last


# ---------------------------------------------------------------------------------------------
# generation

class Module:
    def __init__(self, draw, cfg: Config):
        self.draw = draw
        self.cfg = cfg
        self.funcs: list = []     # (name, arg types, result types, private)
        self.texts: list = []
        self.features: set = set()
        self.decls: set = set()


class Emitter:
    """Emits one function's body; ``frames`` are the scopes visible at the
    current point (dominance: a value of a branch block is never visible
    after the merge)."""

    def __init__(self, mod: Module, name: str, depth_budget: int):
        self.mod = mod
        self.draw = mod.draw
        self.cfg = mod.cfg
        self.name = name
        self.lines: list = []
        self.ind = 1
        self.frames: list = [[]]
        self.n = 0
        self.blocks = 0
        self.vals: dict = {}          # name -> Val, every value defined so far
        self.clobbered: set = set()   # names (and roots) whose buffer a write through a block argument may have changed
        self.branch_outer = None      # in a cf branch block: the names visible at its entry
        self.branch_written: set = set()   # ... and those of them it writes
        self.cross_written: set = set()    # names written in a branch block, visible after it
        self.max_depth = depth_budget

    # ---- drawing helpers --------------------------------------------------------------------
    def int_(self, a: int, b: int) -> int:
        return self.draw(st.integers(a, b))

    def maybe(self, k: int, n: int) -> bool:
        """True with chance k/n; shrinks to False."""
        return self.draw(st.integers(0, n - 1)) >= n - k

    def pick(self, xs):
        return xs[self.draw(st.integers(0, len(xs) - 1))]

    # ---- names, scopes, emission ----------------------------------------------------------
    def fresh(self, prefix: str) -> str:
        self.n += 1
        return f"%{prefix}{self.n}"

    def label(self) -> str:
        self.blocks += 1
        return f"^bb{self.blocks}"

    def emit(self, s: str) -> None:
        self.lines.append("  " * self.ind + s)

    def add(self, v: Val) -> Val:
        self.frames[-1].append(v)
        self.vals[v.name] = v
        return v

    def visible(self) -> list:
        return [v for fr in self.frames for v in fr]

    def feature(self, name: str) -> None:
        self.mod.features.add(name)

    def use(self, *vals) -> None:
        """Operands read here: a read of a value a block-argument write may
        have clobbered is the issue-23 pattern."""
        for v in vals:
            if v.name in self.clobbered or v.root in self.clobbered:
                self.feature("cf-blockarg-raw")
            if v.root in self.cross_written:
                self.feature("cf-cross-block-raw")

    def write(self, dest: Val) -> frozenset:
        """``dest`` is written (in place, if the analysis allows): what its
        result may alias."""
        if dest.src:   # the values it may alias, and the buffers they are views of
            known = {**self.vals, **{v.name: v for v in self.visible()}}
            self.clobbered |= dest.src | {known[n].root for n in dest.src if n in known}
        if self.branch_outer is not None and dest.root in self.branch_outer:
            self.branch_written.add(dest.root)
        return dest.src

    # ---- scalars and indices ---------------------------------------------------------------
    def fconst(self) -> Val:
        k = self.int_(-3, 4)
        v = self.add(Val(self.fresh("cst"), F32))
        self.emit(f"{v.name} = arith.constant {k}.0 : f32")
        return v

    def f32(self) -> Val:
        cands = [v for v in self.visible() if v.ty == F32]
        if cands and not self.maybe(1, 4):
            return self.pick(cands[::-1])
        return self.fconst()

    def iconst(self, k: int) -> Val:
        for v in self.visible():
            if v.ty == INDEX and v.lo == v.hi == k:
                return v
        v = self.add(Val(self.fresh("c"), INDEX, lo=k, hi=k))
        self.emit(f"{v.name} = arith.constant {k} : index")
        return v

    def index_below(self, bound: int) -> Val:
        """An index value known to be in [0, bound)."""
        cands = [v for v in self.visible() if v.ty == INDEX and v.lo >= 0 and v.hi < bound and v.lo != v.hi]
        if cands and self.maybe(1, 2):
            return self.pick(cands)
        return self.iconst(self.int_(0, bound - 1))

    def cond(self) -> Val:
        """An i1: a constant, an argument, or a comparison of data."""
        kind = self.pick(["const", "cmpf", "arg", "cmpi"])
        if kind == "arg":
            cands = [v for v in self.visible() if v.ty == I1]
            if cands:
                return self.pick(cands)
            kind = "cmpf"
        if kind == "cmpf":
            a, b = self.f32(), self.f32()
            pred = self.pick(["olt", "oge", "oeq", "une"])
            v = self.add(Val(self.fresh("cmp"), I1))
            self.emit(f"{v.name} = arith.cmpf {pred}, {a.name}, {b.name} : f32")
            return v
        if kind == "cmpi":
            cands = [v for v in self.visible() if v.ty == INDEX and v.hi < BIG]
            if cands:
                a = self.pick(cands)
                b = self.iconst(self.int_(0, 3))
                v = self.add(Val(self.fresh("cmp"), I1))
                self.emit(f"{v.name} = arith.cmpi {self.pick(['slt', 'eq', 'sge'])}, {a.name}, {b.name} : index")
                return v
        v = self.add(Val(self.fresh("true" if kind == "const" else "b"), I1))
        self.emit(f"{v.name} = arith.constant {self.pick(['true', 'false'])}")
        return v

    def i32(self) -> Val:
        cands = [v for v in self.visible() if v.ty == I32]
        if cands and self.maybe(1, 2):
            return self.pick(cands)
        if self.maybe(1, 2):
            f = self.f32()
            v = self.add(Val(self.fresh("sel"), I32))
            self.emit(f"{v.name} = arith.fptosi {f.name} : f32 to i32")
            return v
        v = self.add(Val(self.fresh("sel"), I32))
        self.emit(f"{v.name} = arith.constant {self.int_(0, 2)} : i32")
        return v

    # ---- tensors -----------------------------------------------------------------------------
    def shape(self, rank=None):
        shapes = [s for s in BASE_SHAPES if rank is None or len(s) == rank]
        return self.pick(shapes)

    def tensor(self, shape=None, rank=None, init=True, plain=False) -> Val:
        cands = [v for v in self.visible() if is_tensor(v.ty) and (shape is None or v.ty == shape)
                 and (rank is None or len(v.ty) == rank) and (v.init or not init) and (v.plain or not plain)]
        if cands and not self.maybe(1, 5):
            return self.pick(cands[::-1])
        return self.new_tensor(shape if shape is not None else self.shape(rank))

    def new_tensor(self, shape) -> Val:
        kind = self.pick(["dense", "fill", "splat", "alloc-fill"])
        v = Val(self.fresh("t"), shape)
        if kind in ("dense", "splat"):
            n = 1
            for d in shape:
                n *= d
            if kind == "splat":
                body = f"{self.int_(-3, 4)}.0"
            else:
                k = self.int_(0, 8)
                flat = [f"{(k + 3 * i) % 9 - 4}.0" for i in range(n)]
                body = _nest(flat, shape)
            self.emit(f"{v.name} = arith.constant dense<{body}> : {ttext(shape)}")
            self.feature("dense")
        else:
            e = self.empty(shape, alloc=(kind == "alloc-fill"))
            f = self.f32()
            self.emit(f"{v.name} = linalg.fill ins({f.name} : f32) outs({e.name} : {ttext(shape)}) -> {ttext(shape)}")
        return self.add(v)

    def empty(self, shape, alloc=False) -> Val:
        v = self.add(Val(self.fresh("e"), shape, init=False))
        if alloc:
            self.emit(f"{v.name} = bufferization.alloc_tensor() : {ttext(shape)}")
            self.feature("alloc_tensor")
        else:
            self.emit(f"{v.name} = tensor.empty() : {ttext(shape)}")
            self.feature("empty")
        return v

    def dest(self, shape) -> Val:
        """A tensor to overwrite whole: any of that shape, or a new empty one."""
        if self.maybe(1, 3):
            return self.empty(shape, alloc=self.maybe(1, 3))
        return self.tensor(shape, init=False)

    def indices(self, shape) -> list:
        return [self.index_below(d) for d in shape]


def _nest(flat: list, shape) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(flat) + "]"
    n = len(flat) // shape[0]
    return "[" + ", ".join(_nest(flat[i * n:(i + 1) * n], shape[1:]) for i in range(shape[0])) + "]"
