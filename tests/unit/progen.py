"""A generator of well-typed tensor programs (hypothesis strategies) and the
checker that runs each of them through the bufferization pipelines (issue 23).

``programs()`` draws the MLIR text of a module (``Program``): a few
functions, public and private, over small static tensor shapes, and a
``@main`` that builds inputs from constants, calls every other function and
returns (or prints, then returns the scalars of) their results.  What a body
is drawn from:

* straight-line tensor ops: ``tensor.empty``, ``bufferization.alloc_tensor``
  (with and without ``copy``), ``arith.constant dense``, ``linalg.fill``,
  ``tensor.insert``/``extract``, ``extract_slice``/``insert_slice`` and
  slice chains (extract, modify, insert back), elementwise ``linalg.generic``
  (reading or not reading its ``outs``), transposes and row reductions,
  ``linalg.matmul``/``add``/``sub``/``mul``/``copy``, ``collapse_shape``/
  ``expand_shape``, ``tensor.cast`` through a dynamic shape and back,
  ``to_buffer`` (read) and ``to_tensor`` (of a filled ``memref.alloc``);
* ``scf.for`` (iter_args), ``scf.if``, ``scf.while`` (a counted loop),
  ``scf.forall`` (disjoint ``parallel_insert_slice`` per thread), nested;
* at a function's top level, ``cf`` diamonds (``cond_br`` with tensor block
  arguments), counted ``cf`` loops, ``cf.switch`` (the same successor twice
  or not), and unconditional branches that pass a tensor still live after
  the branch as a block argument -- then a write into the argument and a
  read of the old value (the One-Shot read-after-write pattern of issue 23);
* calls of earlier functions (private and public), and a recursive private
  function with a depth counter.

Every program is deterministic and ends (loops have constant trip counts of
at most 4, recursion a counter the callers bound), every index is in bounds
(ranges are tracked; function arguments are never used as indices), no
uninitialized tensor element is ever read (``tensor.empty`` and
``alloc_tensor`` only flow into ops that overwrite them whole), and every
program is valid for mlir-opt-22.

Each program records the constructs it used (``Program.features``),
including the read-after-write patterns across cf edges (``cf-blockarg-raw``,
``cf-cross-block-raw``) that known bugs are keyed by.

The checker: ``Checker(text).check(pipeline)`` runs one of
``all_pipelines()`` in process and classifies the result (``Outcome``:
crash, differs, memory finding, expected leak, rejected, equal), comparing
every public function's results and printed output with the input's on
input seeds 0-2 (``bufferize.interpreter.equivalence``, as
--check-equivalence does); ``check_upstream`` does the same with
mlir-opt-22's output of the pipeline.  ``generate(n, seed)`` draws a
campaign's programs (hypothesis, deterministic, in chunks of CHUNK),
``check_programs`` counts outcomes into ``Stats`` (``Known`` bugs apart),
``shrink`` shrinks a failing program with hypothesis.  Used by
tests/unit/test_progen.py (a few hundred programs, fixed seed) and
bench/bench_progen.py (the campaign).
"""
from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, field

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


class _Module:
    def __init__(self, draw, cfg: Config):
        self.draw = draw
        self.cfg = cfg
        self.funcs: list = []     # (name, arg types, result types, private)
        self.texts: list = []
        self.features: set = set()
        self.decls: set = set()


class _Func:
    """Emits one function's body; ``frames`` are the scopes visible at the
    current point (dominance: a value of a branch block is never visible
    after the merge)."""

    def __init__(self, mod: _Module, name: str, depth_budget: int):
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

    # ---- statements --------------------------------------------------------------------------
    STRAIGHT = ["fill", "insert", "extract", "extract_slice", "insert_slice", "slice_chain", "generic",
                "named", "matmul", "arith", "reshape", "cast", "alloc_copy", "to_buffer", "to_tensor",
                "reduce", "transpose"]
    CONTROL = ["for", "if", "while", "forall", "call"]

    def stmts(self, depth: int, lo: int = 1) -> None:
        for _ in range(self.int_(lo, self.cfg.max_stmts)):
            self.stmt(depth)

    def stmt(self, depth: int) -> None:
        kinds = list(self.STRAIGHT)
        if depth < self.max_depth:
            if self.cfg.scf:
                kinds += ["for", "if", "while"] + (["forall"] if self.cfg.forall else [])
            if self.cfg.calls and self.mod.funcs:
                kinds += ["call", "call"]
        kind = self.pick(kinds)
        self.feature(kind)
        getattr(self, "s_" + kind)(depth)

    def s_fill(self, depth):
        t = self.dest(self.shape()) if self.maybe(1, 2) else self.tensor(init=False)
        f = self.f32()
        self.use(f)
        src = self.write(t)
        r = self.add(Val(self.fresh("fill"), t.ty, src=src, eq=t.eq, root=t.root))
        self.emit(f"{r.name} = linalg.fill ins({f.name} : f32) outs({t.name} : {ttext(t.ty)}) -> {ttext(t.ty)}")

    def s_insert(self, depth):
        t = self.tensor()
        f = self.f32()
        idx = self.indices(t.ty)
        self.use(t, f)
        src = self.write(t)
        r = self.add(Val(self.fresh("ins"), t.ty, src=src, eq=t.eq, root=t.root))
        self.emit(f"{r.name} = tensor.insert {f.name} into {t.name}[{', '.join(i.name for i in idx)}] : {ttext(t.ty)}")

    def s_extract(self, depth):
        t = self.tensor()
        idx = self.indices(t.ty)
        self.use(t)
        r = self.add(Val(self.fresh("x"), F32))
        self.emit(f"{r.name} = tensor.extract {t.name}[{', '.join(i.name for i in idx)}] : {ttext(t.ty)}")

    def slice_params(self, shape, sizes=None):
        """(offsets text, sizes, strides text) of a slice of ``shape`` that is in bounds."""
        if sizes is None:
            sizes = tuple(self.pick([s for s in SIZES if s <= d]) for d in shape)
        offs, strides = [], []
        for d, s in zip(shape, sizes):
            stride = 2 if s > 1 and (s - 1) * 2 < d and self.maybe(1, 5) else 1
            room = d - (s - 1) * stride   # offsets in [0, room)
            if room > 1 and self.maybe(1, 3):
                offs.append(self.index_below(room).name)
            else:
                offs.append(str(self.int_(0, room - 1)))
            strides.append(str(stride))
        return f"[{', '.join(offs)}] [{', '.join(map(str, sizes))}] [{', '.join(strides)}]", sizes

    def s_extract_slice(self, depth):
        t = self.tensor()
        params, sizes = self.slice_params(t.ty)
        self.use(t)
        r = self.add(Val(self.fresh("sl"), tuple(sizes), src=t.src, root=t.root))
        self.emit(f"{r.name} = tensor.extract_slice {t.name}{params} : {ttext(t.ty)} to {ttext(r.ty)}")

    def s_insert_slice(self, depth):
        d = self.tensor()
        sizes = tuple(self.pick([s for s in SIZES if s <= n]) for n in d.ty)
        s = self.tensor(sizes)
        params, _ = self.slice_params(d.ty, sizes)
        self.use(s, d)
        src = self.write(d)
        r = self.add(Val(self.fresh("is"), d.ty, src=src, eq=d.eq, root=d.root))
        self.emit(f"{r.name} = tensor.insert_slice {s.name} into {d.name}{params} : {ttext(s.ty)} into {ttext(d.ty)}")

    def s_slice_chain(self, depth):
        """extract_slice of a tensor, a write into the slice, insert_slice back
        at the same place (the in-place tiling pattern)."""
        d = self.tensor()
        params, sizes = self.slice_params(d.ty)
        self.use(d)
        sl = self.add(Val(self.fresh("sl"), tuple(sizes), src=d.src, root=d.root))
        self.emit(f"{sl.name} = tensor.extract_slice {d.name}{params} : {ttext(d.ty)} to {ttext(sl.ty)}")
        kind = self.pick(["fill", "insert", "generic"])
        if kind == "fill":
            f = self.f32()
            m = self.add(Val(self.fresh("fill"), sl.ty, src=sl.src, root=sl.root))
            self.emit(f"{m.name} = linalg.fill ins({f.name} : f32) outs({sl.name} : {ttext(sl.ty)}) -> {ttext(sl.ty)}")
        elif kind == "insert":
            f = self.f32()
            idx = self.indices(sl.ty)
            m = self.add(Val(self.fresh("ins"), sl.ty, src=sl.src, root=sl.root))
            self.emit(f"{m.name} = tensor.insert {f.name} into {sl.name}[{', '.join(i.name for i in idx)}] : {ttext(sl.ty)}")
        else:
            m = self.generic_on([self.tensor(sl.ty)], sl, read_out=True)
        self.write(sl)
        target = d if not self.maybe(1, 4) else self.tensor(d.ty)
        self.use(target)
        src = self.write(target)
        r = self.add(Val(self.fresh("is"), d.ty, src=src, eq=target.eq, root=target.root))
        self.emit(f"{r.name} = tensor.insert_slice {m.name} into {target.name}{params} : "
                  f"{ttext(sl.ty)} into {ttext(d.ty)}")

    def body_op(self, args: list) -> tuple:
        """Lines of a scalar body combining ``args`` (names of f32 values); (lines, result)."""
        lines, acc = [], args[0]
        for a in args[1:] or [None]:
            op = self.pick(["addf", "mulf", "subf", "maximumf"])
            other = a if a is not None else self.body_const(lines)
            r = self.fresh("v")
            lines.append(f"{r} = arith.{op} {acc}, {other} : f32")
            acc = r
        return lines, acc

    def body_const(self, lines) -> str:
        r = self.fresh("k")
        lines.append(f"{r} = arith.constant {self.int_(1, 3)}.0 : f32")
        return r

    def generic_on(self, ins: list, out: Val, read_out: bool, maps=None, iters=None, out_ty=None) -> Val:
        """A linalg.generic with identity maps (or ``maps``) over ``ins`` into ``out``."""
        rank = len(out.ty)
        dims = ", ".join(f"d{i}" for i in range(rank))
        ident = f"affine_map<({dims}) -> ({dims})>"
        maps = maps or [ident] * (len(ins) + 1)
        iters = iters or ["parallel"] * rank
        self.use(*ins, out)
        src = self.write(out)
        r = self.add(Val(self.fresh("gen"), out.ty, src=src, eq=out.eq, root=out.root))
        names = [self.fresh("in") for _ in ins] + [self.fresh("out")]
        args = names[:-1] + ([names[-1]] if read_out or not ins else [])
        body, res = self.body_op(args)
        ins_t = ", ".join(ttext(i.ty) for i in ins)
        ins_text = f" ins({', '.join(i.name for i in ins)} : {ins_t})" if ins else ""
        self.emit(f"{r.name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = "
                  f"[{', '.join(repr(i).replace(chr(39), chr(34)) for i in iters)}]}}{ins_text} "
                  f"outs({out.name} : {ttext(out.ty)}) {{")
        self.emit(f"^bb0({', '.join(n + ': f32' for n in names)}):")
        for line in body:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {res} : f32")
        self.emit(f"}} -> {ttext(out.ty)}")
        return r

    def s_generic(self, depth):
        shape = self.shape()
        ins = [self.tensor(shape) for _ in range(self.int_(1, 2))]
        read_out = self.maybe(1, 2)
        out = self.tensor(shape) if read_out else self.dest(shape)
        self.generic_on(ins, out, read_out)

    def s_transpose(self, depth):
        a, b = self.pick([(2, 4), (4, 2), (4, 4), (2, 2)])
        src = self.tensor((a, b))
        out = self.dest((b, a))
        self.generic_on([src], out, False, maps=["affine_map<(d0, d1) -> (d1, d0)>",
                                                  "affine_map<(d0, d1) -> (d0, d1)>"])

    def s_reduce(self, depth):
        a, b = self.pick([(2, 4), (4, 2), (4, 4)])
        src = self.tensor((a, b))
        out = self.tensor((a,))
        self.generic_on([src], out, True, maps=["affine_map<(d0, d1) -> (d0, d1)>", "affine_map<(d0, d1) -> (d0)>"],
                        iters=["parallel", "reduction"])

    def s_named(self, depth):
        shape = self.shape()
        op = self.pick(["add", "sub", "mul", "copy"])
        ins = [self.tensor(shape) for _ in range(1 if op == "copy" else 2)]
        out = self.dest(shape)
        self.use(*ins, out)
        src = self.write(out)
        r = self.add(Val(self.fresh(op), shape, src=src, eq=out.eq, root=out.root))
        self.emit(f"{r.name} = linalg.{op} ins({', '.join(i.name for i in ins)} : "
                  f"{', '.join(ttext(shape) for _ in ins)}) outs({out.name} : {ttext(shape)}) -> {ttext(shape)}")

    def s_matmul(self, depth):
        m, k, n = self.pick([2, 4]), self.pick([2, 4]), self.pick([2, 4])
        a, b, c = self.tensor((m, k)), self.tensor((k, n)), self.tensor((m, n))
        self.use(a, b, c)
        src = self.write(c)
        r = self.add(Val(self.fresh("mm"), (m, n), src=src, eq=c.eq, root=c.root))
        self.emit(f"{r.name} = linalg.matmul ins({a.name}, {b.name} : {ttext(a.ty)}, {ttext(b.ty)}) "
                  f"outs({c.name} : {ttext(c.ty)}) -> {ttext(c.ty)}")

    def s_arith(self, depth):
        a, b = self.f32(), self.f32()
        r = self.add(Val(self.fresh("f"), F32))
        self.emit(f"{r.name} = arith.{self.pick(['addf', 'mulf', 'subf', 'maximumf'])} {a.name}, {b.name} : f32")

    def s_reshape(self, depth):
        if self.maybe(1, 2):
            t = self.tensor(rank=2)
            a, b = t.ty
            self.use(t)
            r = self.add(Val(self.fresh("col"), (a * b,), src=t.src, root=t.root))
            self.emit(f"{r.name} = tensor.collapse_shape {t.name} [[0, 1]] : {ttext(t.ty)} into {ttext(r.ty)}")
        else:
            t = self.tensor(self.pick([(4,), (8,)]))
            n = t.ty[0]
            a = self.pick([d for d in (2, 4) if n % d == 0 and n // d in (2, 4)])
            self.use(t)
            r = self.add(Val(self.fresh("exp"), (a, n // a), src=t.src, root=t.root))
            self.emit(f"{r.name} = tensor.expand_shape {t.name} [[0, 1]] output_shape [{a}, {n // a}] : "
                      f"{ttext(t.ty)} into {ttext(r.ty)}")

    def s_cast(self, depth):
        t = self.tensor()
        dyn = "tensor<" + "x".join("?" for _ in t.ty) + "xf32>"
        d = self.fresh("dyn")
        self.use(t)
        self.emit(f"{d} = tensor.cast {t.name} : {ttext(t.ty)} to {dyn}")
        if self.maybe(1, 3):   # read through the dynamic type
            idx = self.indices(t.ty)
            x = self.add(Val(self.fresh("x"), F32))
            self.emit(f"{x.name} = tensor.extract {d}[{', '.join(i.name for i in idx)}] : {dyn}")
        r = self.add(Val(self.fresh("st"), t.ty, src=t.src, eq=t.eq, root=t.root))
        self.emit(f"{r.name} = tensor.cast {d} : {dyn} to {ttext(t.ty)}")

    def s_alloc_copy(self, depth):
        t = self.tensor()
        self.use(t)
        r = self.add(Val(self.fresh("cp"), t.ty))
        self.emit(f"{r.name} = bufferization.alloc_tensor() copy({t.name}) : {ttext(t.ty)}")

    def s_to_buffer(self, depth):
        t = self.tensor()
        idx = self.indices(t.ty)
        self.use(t)
        m = self.fresh("m")
        self.emit(f"{m} = bufferization.to_buffer {t.name} read_only : {ttext(t.ty)} to {mtext(t.ty)}")
        r = self.add(Val(self.fresh("ld"), F32))
        self.emit(f"{r.name} = memref.load {m}[{', '.join(i.name for i in idx)}] : {mtext(t.ty)}")

    def s_to_tensor(self, depth):
        shape = self.shape()
        f = self.f32()
        m = self.fresh("buf")
        self.emit(f"{m} = memref.alloc() : {mtext(shape)}")
        self.emit(f"linalg.fill ins({f.name} : f32) outs({m} : {mtext(shape)})")
        if self.maybe(1, 2):
            g = self.f32()
            idx = self.indices(shape)
            self.emit(f"memref.store {g.name}, {m}[{', '.join(i.name for i in idx)}] : {mtext(shape)}")
        r = self.add(Val(self.fresh("tt"), shape))
        self.emit(f"{r.name} = bufferization.to_tensor {m} restrict writable : {mtext(shape)} to {ttext(shape)}")

    # ---- scf -----------------------------------------------------------------------------------
    def region(self, depth: int, args: list, yields: list, term: str, prefer=None) -> list:
        """A nested region: ``args`` (Val) in scope, statements, then ``term``
        of one value per type of ``yields``; returns the yielded Vals."""
        self.frames.append(list(args))
        self.ind += 1
        self.stmts(depth + 1)
        out = [self.yield_value(ty, p) for ty, p in zip(yields, prefer or [None] * len(yields))]
        self.use(*out)
        if term:
            tys = ", ".join(ttext(v.ty) for v in out)
            self.emit(f"{term} {', '.join(v.name for v in out)} : {tys}" if out else term)
        self.ind -= 1
        self.frames.pop()
        return out

    def yield_value(self, ty, prefer=None) -> Val:
        """A value to yield; for a loop-carried tensor, mostly the latest value
        equivalent to its iter_arg (a loop must yield an equivalent buffer)."""
        if ty == F32:
            return self.f32()
        if ty == INDEX:
            return self.iconst(0)
        if prefer is not None:
            same = [v for v in self.visible() if v.eq == prefer.eq and v.ty == ty]
            if same and not self.maybe(1, 5):
                return same[-1]
        return self.tensor(ty)

    def results(self, prefix: str, tys: list, src=frozenset()) -> tuple:
        """(text, Vals) of the result(s) of an op with results ``tys``; the
        caller adds the Vals to scope after the op's regions."""
        name = self.fresh(prefix)
        if len(tys) == 1:
            return name, [Val(name, tys[0], src=src)]
        return f"{name}:{len(tys)}", [Val(f"{name}#{k}", ty, src=src, plain=False) for k, ty in enumerate(tys)]

    def define(self, vals: list) -> None:
        for v in vals:
            self.add(v)

    def carried(self) -> list:
        """Values a loop carries: 1-2 tensors, maybe an f32."""
        vals = [self.tensor() for _ in range(self.int_(1, 2))]
        if self.maybe(1, 3):
            vals.append(self.f32())
        return vals

    def s_for(self, depth):
        n = self.int_(1, 4)
        step = self.pick([1, 1, 2])
        init = self.carried()
        self.use(*init)
        lo, hi, st_ = self.iconst(0), self.iconst(n), self.iconst(step)
        iv = Val(self.fresh("iv"), INDEX, lo=0, hi=n - 1)
        args = [Val(self.fresh("acc"), v.ty, src=v.src) for v in init]
        tys = [v.ty for v in init]
        res, rv = self.results("for", tys, frozenset().union(*(v.src for v in init)))
        for r, v in zip(rv, init):
            r.eq, r.root = v.eq, v.root
        self.emit(f"{res} = scf.for {iv.name} = {lo.name} to {hi.name} step {st_.name} iter_args("
                  f"{', '.join(f'{a.name} = {v.name}' for a, v in zip(args, init))}) -> "
                  f"({', '.join(ttext(t) for t in tys)}) {{")
        self.region(depth, [iv, *args], tys, "scf.yield", prefer=args)
        self.emit("}")
        self.define(rv)

    def s_if(self, depth):
        c = self.cond()
        tys = [self.pick([self.shape(), self.shape(), F32]) for _ in range(self.int_(1, 2))]
        res, rv = self.results("if", tys)
        self.emit(f"{res} = scf.if {c.name} -> ({', '.join(ttext(t) for t in tys)}) {{")
        self.region(depth, [], tys, "scf.yield")
        self.emit("} else {")
        self.region(depth, [], tys, "scf.yield")
        self.emit("}")
        self.define(rv)

    def s_while(self, depth):
        n = self.int_(1, 3)
        init = self.carried()
        self.use(*init)
        c0, cn, c1 = self.iconst(0), self.iconst(n), self.iconst(1)
        tys = [INDEX] + [v.ty for v in init]
        ba = [Val(self.fresh("w"), INDEX, lo=0, hi=n)] + [Val(self.fresh("w"), v.ty) for v in init]
        aa = [Val(self.fresh("d"), INDEX, lo=0, hi=n - 1)] + [Val(self.fresh("d"), v.ty) for v in init]
        res, rv = self.results("wh", tys)
        ty_text = ", ".join(ttext(t) for t in tys)
        self.emit(f"{res} = scf.while ({', '.join(f'{a.name} = {v.name}' for a, v in zip(ba, [c0, *init]))}) : "
                  f"({ty_text}) -> ({ty_text}) {{")
        self.ind += 1
        self.frames.append(list(ba))
        if self.maybe(1, 3):   # a read in the before region
            self.s_extract(depth + 1)
        cmp = self.fresh("wc")
        self.emit(f"{cmp} = arith.cmpi slt, {ba[0].name}, {cn.name} : index")
        self.emit(f"scf.condition({cmp}) {', '.join(a.name for a in ba)} : {ty_text}")
        self.frames.pop()
        self.ind -= 1
        self.emit("} do {")
        self.emit(f"^bb0({', '.join(f'{a.name}: {ttext(a.ty)}' for a in aa)}):")
        self.ind += 1
        self.frames.append(list(aa))
        self.stmts(depth + 1)
        nxt = self.fresh("n")
        self.emit(f"{nxt} = arith.addi {aa[0].name}, {c1.name} : index")
        out = [self.yield_value(t, p) for t, p in zip(tys[1:], aa[1:])]
        self.use(*out)
        self.emit(f"scf.yield {', '.join([nxt] + [v.name for v in out])} : {ty_text}")
        self.frames.pop()
        self.ind -= 1
        self.emit("}")
        self.define(rv)

    def s_forall(self, depth):
        """Each of k threads writes its own chunk of rows of the shared tensor."""
        shape = self.shape()
        d0 = shape[0]
        k = self.pick([c for c in (1, 2, 4) if d0 % c == 0])
        chunk = d0 // k
        out = self.tensor(shape)
        self.use(out)
        i = Val(self.fresh("th"), INDEX, lo=0, hi=k - 1)
        o = Val(self.fresh("sh"), shape)   # never put in scope: threads touch only their chunk
        src = self.write(out)
        res, rv = self.results("fa", [shape], src)
        rv[0].eq, rv[0].root = out.eq, out.root
        self.emit(f"{res} = scf.forall ({i.name}) in ({k}) shared_outs({o.name} = {out.name}) -> ({ttext(shape)}) {{")
        self.ind += 1
        self.frames.append([i])
        c = self.iconst(chunk)
        off = self.add(Val(self.fresh("off"), INDEX, lo=0, hi=d0 - chunk))
        self.emit(f"{off.name} = arith.muli {i.name}, {c.name} : index")
        sizes = (chunk,) + shape[1:]
        zeros = ["0"] * (len(shape) - 1)
        params = (f"[{', '.join([off.name] + zeros)}] [{', '.join(map(str, sizes))}] "
                  f"[{', '.join('1' for _ in shape)}]")
        sl = self.add(Val(self.fresh("own"), sizes))
        self.emit(f"{sl.name} = tensor.extract_slice {o.name}{params} : {ttext(shape)} to {ttext(sizes)}")
        saved = self.max_depth
        self.max_depth = depth + 1   # straight-line inside a thread
        self.stmts(depth + 1)
        self.max_depth = saved
        v = self.yield_value(sizes, sl)
        self.use(v)
        self.emit("scf.forall.in_parallel {")
        self.emit(f"  tensor.parallel_insert_slice {v.name} into {o.name}{params} : {ttext(sizes)} into {ttext(shape)}")
        self.emit("}")
        self.frames.pop()
        self.ind -= 1
        self.emit("}")
        self.define(rv)

    def s_call(self, depth):
        name, args, res, _private = self.pick(self.mod.funcs)
        vals = [self.arg_value(t) for t in args]
        self.use(*[v for v in vals if is_tensor(v.ty)])
        call = f"func.call @{name}({', '.join(v.name for v in vals)}) : ({', '.join(ttext(t) for t in args)}) -> "
        call += f"({', '.join(ttext(t) for t in res)})" if len(res) != 1 else ttext(res[0])
        if res:
            out, rv = self.results("call", list(res))
            self.emit(f"{out} = {call}")
            self.define(rv)
        else:
            self.emit(call)
        self.feature("recursion" if name.startswith("rec") else "call")

    def arg_value(self, ty) -> Val:
        if ty == F32:
            return self.f32()
        if ty == I1:
            return self.cond()
        if ty == I32:
            return self.i32()
        if ty == INDEX:   # a recursion depth
            return self.iconst(self.int_(0, 3))
        return self.tensor(ty)

    # ---- cf: only at a function's top level ---------------------------------------------------
    def cf_construct(self) -> None:
        # One-Shot Bufferize rejects a cf loop ("Only structured control-flow loops are
        # supported"): a program with one reaches the deallocation passes only through
        # the partial passes, so loops are rare
        kind = self.pick(["diamond", "alias", "switch"] * 3 + ["loop"])
        self.feature("cf-" + kind)
        getattr(self, "cf_" + kind)()

    def operands(self, n: int) -> list:
        """Successor operands: plain tensors (and maybe an f32)."""
        vals = [self.tensor(plain=True) for _ in range(n)]
        if self.maybe(1, 4):
            vals.append(self.f32_plain())
        self.use(*vals)
        return vals

    def f32_plain(self) -> Val:
        cands = [v for v in self.visible() if v.ty == F32 and v.plain]
        return self.pick(cands) if cands and self.maybe(1, 2) else self.fconst()

    def succ(self, label: str, vals: list) -> str:
        if not vals:
            return label
        return f"{label}({', '.join(v.name for v in vals)} : {', '.join(ttext(v.ty) for v in vals)})"

    def open_block(self, label: str, tys: list, incoming: list) -> list:
        """Start block ``label`` with arguments of ``tys``; ``incoming`` are the
        operand lists of its predecessors (for the alias bookkeeping)."""
        args = []
        for k, ty in enumerate(tys):
            srcs = set()
            live = {v.name for v in self.visible()}
            for ops in incoming:
                v = ops[k]
                if v.name in live and is_tensor(ty):
                    srcs.add(v.name)
                srcs |= set(v.src)
            args.append(Val(self.fresh("a"), ty, src=frozenset(srcs)))
        self.ind -= 1
        self.emit(f"{label}" + (f"({', '.join(f'{a.name}: {ttext(a.ty)}' for a in args)})" if args else "") + ":")
        self.ind += 1
        return args

    def branch_block(self, label, tys, incoming, merge, merge_tys, saved_clobber) -> list:
        """A block that computes and branches to ``merge``; its values die with it."""
        self.clobbered = set(saved_clobber)
        args = self.open_block(label, tys, incoming)
        self.frames.append(list(args))
        self.enter_branch()
        self.stmts(self.max_depth - 1 if self.max_depth > 1 else 1, lo=0)
        out = [self.yield_plain(t) for t in merge_tys]
        self.use(*out)
        self.emit(f"cf.br {self.succ(merge, out)}")
        self.leave_branch()
        self.frames.pop()
        return out

    def enter_branch(self) -> None:
        """A block not every path takes: its writes into values defined
        before it may be read after it (the other issue-23 pattern)."""
        self.branch_outer = {v.root for v in self.visible()}
        self.branch_written = set()

    def leave_branch(self) -> None:
        self.cross_written |= self.branch_written
        self.branch_outer = None

    def yield_plain(self, ty) -> Val:
        return self.f32_plain() if ty == F32 else self.tensor(ty, plain=True)

    def cf_diamond(self):
        c = self.cond()
        if self.maybe(1, 6):   # both edges into the same block, with their own operands
            mtys = [self.shape()] + ([F32] if self.maybe(1, 3) else [])
            ta, tb = [self.yield_plain(t) for t in mtys], [self.yield_plain(t) for t in mtys]
            self.use(*ta, *tb)
            lm = self.label()
            self.emit(f"cf.cond_br {c.name}, {self.succ(lm, ta)}, {self.succ(lm, tb)}")
            self.feature("cf-shared-successor")
            self.frames[-1].extend(self.open_block(lm, mtys, [ta, tb]))
            return
        ta, tb = self.operands(self.int_(0, 1)), self.operands(self.int_(0, 1))
        la, lb, lm = self.label(), self.label(), self.label()
        mtys = [self.shape()] + ([F32] if self.maybe(1, 3) else [])
        self.emit(f"cf.cond_br {c.name}, {self.succ(la, ta)}, {self.succ(lb, tb)}")
        saved = set(self.clobbered)
        oa = self.branch_block(la, [v.ty for v in ta], [ta], lm, mtys, saved)
        ca = set(self.clobbered)
        ob = self.branch_block(lb, [v.ty for v in tb], [tb], lm, mtys, saved)
        self.clobbered |= ca
        self.frames[-1].extend(self.open_block(lm, mtys, [oa, ob]))

    def cf_alias(self):
        """cf.br ^bb(%t): the block argument shares %t's buffer while %t is
        still live; a write into the argument and a read of %t may follow."""
        ops = self.operands(self.int_(1, 2))
        lb = self.label()
        self.emit(f"cf.br {self.succ(lb, ops)}")
        args = self.open_block(lb, [v.ty for v in ops], [ops])
        self.frames[-1].extend(args)
        a = args[0]
        if self.maybe(2, 3):   # the issue-23 pattern, spelled out
            f = self.f32()
            idx = self.indices(a.ty)
            src = self.write(a)
            w = self.add(Val(self.fresh("ins"), a.ty, src=src, root=a.root))
            self.emit(f"{w.name} = tensor.insert {f.name} into {a.name}[{', '.join(i.name for i in idx)}] : {ttext(a.ty)}")
            if self.maybe(2, 3):
                t = ops[0]
                idx = self.indices(t.ty)
                self.use(t)
                x = self.add(Val(self.fresh("old"), F32))
                self.emit(f"{x.name} = tensor.extract {t.name}[{', '.join(i.name for i in idx)}] : {ttext(t.ty)}")

    def cf_loop(self):
        n = self.int_(1, 3)
        c0, cn, c1 = self.iconst(0), self.iconst(n), self.iconst(1)
        init = self.operands(self.int_(1, 2))
        lh, lbody, lx = self.label(), self.label(), self.label()
        tys = [INDEX] + [v.ty for v in init]
        self.emit(f"cf.br {self.succ(lh, [c0, *init])}")
        # the header's arguments alias both the initial values and what the body passes back
        hargs = self.open_block(lh, tys, [[c0, *init]])
        hargs[0].lo, hargs[0].hi = 0, n
        self.frames[-1].extend(hargs)
        cmp = self.fresh("lc")
        self.emit(f"{cmp} = arith.cmpi slt, {hargs[0].name}, {cn.name} : index")
        self.emit(f"cf.cond_br {cmp}, {lbody}, {lx}")
        saved = set(self.clobbered)
        self.ind -= 1
        self.emit(f"{lbody}:")
        self.ind += 1
        body_iv = Val(hargs[0].name, INDEX, lo=0, hi=n - 1)
        self.frames.append([body_iv])
        self.enter_branch()
        self.stmts(1, lo=1)
        nxt = self.fresh("n")
        self.emit(f"{nxt} = arith.addi {hargs[0].name}, {c1.name} : index")
        out = [self.yield_plain(t) for t in tys[1:]]
        self.use(*out)
        self.emit(f"cf.br {self.succ(lh, [Val(nxt, INDEX), *out])}")
        self.leave_branch()
        self.frames.pop()
        self.clobbered |= saved
        self.ind -= 1
        self.emit(f"{lx}:")
        self.ind += 1

    def cf_switch(self):
        flag = self.i32()
        ncases = self.int_(1, 2)
        lm = self.label()
        mtys = [self.shape()]
        targets = []   # (label, operands)
        same = self.maybe(1, 6)   # the default and a case share a successor
        for _ in range(ncases + 1):
            if same and targets:
                targets.append(targets[0])
                same = False
                continue
            targets.append((self.label(), self.operands(self.int_(0, 1))))
        cases = [f"default: {self.succ(targets[0][0], targets[0][1])}"]
        for k, (lab, ops) in enumerate(targets[1:]):
            cases.append(f"{k}: {self.succ(lab, ops)}")
        self.emit(f"cf.switch {flag.name} : i32, [")
        for k, c in enumerate(cases):
            self.emit("  " + c + ("," if k + 1 < len(cases) else ""))
        self.emit("]")
        if len({lab for lab, _ in targets}) < len(targets):
            self.feature("cf-shared-successor")
        saved = set(self.clobbered)
        outs, seen, acc = [], set(), set()
        for lab, ops in targets:
            if lab in seen:
                continue
            seen.add(lab)
            incoming = [o for lb2, o in targets if lb2 == lab]
            outs.append(self.branch_block(lab, [v.ty for v in ops], incoming, lm, mtys, saved))
            acc |= self.clobbered
        self.clobbered = saved | acc
        self.frames[-1].extend(self.open_block(lm, mtys, outs))

    # ---- whole functions -----------------------------------------------------------------------
    def body(self, top_level_cf: bool) -> None:
        for _ in range(self.int_(1, self.cfg.segments)):
            self.stmts(0)
            if top_level_cf and self.cfg.cf and self.maybe(1, 2):
                self.cf_construct()

    def returns(self) -> list:
        cands = [v for v in self.visible() if (is_tensor(v.ty) and v.init) or v.ty == F32]
        out = []
        for _ in range(self.int_(1, 3)):
            if not cands:
                break
            v = self.pick(cands[::-1])
            out.append(v)
        if not out:
            out.append(self.tensor())
        self.use(*out)
        return out


def _nest(flat: list, shape) -> str:
    if len(shape) == 1:
        return "[" + ", ".join(flat) + "]"
    n = len(flat) // shape[0]
    return "[" + ", ".join(_nest(flat[i * n:(i + 1) * n], shape[1:]) for i in range(shape[0])) + "]"


def _signature(args: list) -> str:
    return ", ".join(f"{a.name}: {ttext(a.ty)}" for a in args)


def _result_types(tys: list) -> str:
    if not tys:
        return ""
    if len(tys) == 1:
        return " -> " + ttext(tys[0])
    return " -> (" + ", ".join(ttext(t) for t in tys) + ")"


def _gen_function(mod: _Module, name: str, private: bool) -> None:
    f = _Func(mod, name, mod.cfg.max_depth)
    args = []
    for _ in range(f.int_(1, 3)):
        ty = f.pick([f.shape(), f.shape(), F32, I1, I32])
        args.append(f.add(Val(f.fresh("arg"), ty)))
    f.body(top_level_cf=True)
    rets = f.returns()
    f.emit(f"return {', '.join(v.name for v in rets)} : {', '.join(ttext(v.ty) for v in rets)}")
    vis = "private " if private else ""
    head = f"func.func {vis}@{name}({_signature(args)}){_result_types([v.ty for v in rets])} {{"
    mod.texts.append("\n".join([head, *f.lines, "}"]))
    mod.funcs.append((name, tuple(a.ty for a in args), tuple(v.ty for v in rets), private))


def _gen_recursive(mod: _Module, name: str) -> None:
    """@rec(%n, %t): %t unchanged at depth 0, else a step on %t and a call
    with n - 1 (reads of %t after the call are likely)."""
    f = _Func(mod, name, 1)
    shape = f.shape()
    n = f.add(Val(f.fresh("n"), INDEX))
    t = f.add(Val(f.fresh("arg"), shape))
    c0 = f.iconst(0)
    z = f.fresh("z")
    f.emit(f"{z} = arith.cmpi eq, {n.name}, {c0.name} : index")
    r = f.fresh("r")
    f.emit(f"{r} = scf.if {z} -> ({ttext(shape)}) {{")
    f.emit(f"  scf.yield {t.name} : {ttext(shape)}")
    f.emit("} else {")
    f.ind += 1
    f.frames.append([])
    f.stmts(1)
    c1 = f.iconst(1)
    m = f.fresh("m")
    f.emit(f"{m} = arith.subi {n.name}, {c1.name} : index")
    arg = f.tensor(shape)
    rc = f.add(Val(f.fresh("rc"), shape))
    f.emit(f"{rc.name} = func.call @{name}({m}, {arg.name}) : (index, {ttext(shape)}) -> {ttext(shape)}")
    if f.maybe(1, 2):
        f.stmts(1)
    y = f.tensor(shape)
    f.emit(f"scf.yield {y.name} : {ttext(shape)}")
    f.frames.pop()
    f.ind -= 1
    f.emit("}")
    f.emit(f"return {r} : {ttext(shape)}")
    head = f"func.func private @{name}({n.name}: index, {t.name}: {ttext(shape)}) -> {ttext(shape)} {{"
    mod.texts.append("\n".join([head, *f.lines, "}"]))
    mod.funcs.append((name, (INDEX, shape), (shape,), True))
    mod.features.add("recursion")


def _gen_main(mod: _Module) -> None:
    f = _Func(mod, "main", 0)
    results = []
    for name, args, res, _private in list(mod.funcs):
        vals = [f.arg_value(t) for t in args]
        call = f"func.call @{name}({', '.join(v.name for v in vals)}) : ({', '.join(ttext(t) for t in args)})"
        if len(res) == 1:
            v = f.add(Val(f.fresh("r"), res[0]))
            f.emit(f"{v.name} = {call} -> {ttext(res[0])}")
            results.append(v)
        else:
            base = f.fresh("r")
            f.emit(f"{base}:{len(res)} = {call} -> ({', '.join(ttext(t) for t in res)})")
            results += [f.add(Val(f"{base}#{k}", t)) for k, t in enumerate(res)]
    if mod.cfg.print_main and f.maybe(1, 3):
        mod.decls.add("func.func private @printMemrefF32(tensor<*xf32>)")
        mod.decls.add("func.func private @printF32(f32)")
        mod.decls.add("func.func private @printNewline()")
        for v in results:
            if is_tensor(v.ty):
                u = f.fresh("u")
                f.emit(f"{u} = tensor.cast {v.name} : {ttext(v.ty)} to tensor<*xf32>")
                f.emit(f"call @printMemrefF32({u}) : (tensor<*xf32>) -> ()")
            else:
                f.emit(f"call @printF32({v.name}) : (f32) -> ()")
                f.emit("call @printNewline() : () -> ()")
        results = [v for v in results if not is_tensor(v.ty)]
        mod.features.add("print")
    f.emit(f"return {', '.join(v.name for v in results)}" +
           (f" : {', '.join(ttext(v.ty) for v in results)}" if results else ""))
    head = f"func.func @main(){_result_types([v.ty for v in results])} {{"
    mod.texts.append("\n".join([head, *f.lines, "}"]))


@st.composite
def programs(draw, cfg: Config | None = None) -> Program:
    """A module: 1-3 functions (each may call the earlier ones), maybe a
    recursive one, and @main calling them all."""
    cfg = cfg or Config()
    mod = _Module(draw, cfg)
    nfun = draw(st.integers(1, 3))
    for k in range(nfun):
        if cfg.calls and k > 0 and draw(st.integers(0, 3)) == 3:
            _gen_recursive(mod, f"rec{k}")
        private = cfg.calls and k + 1 < nfun and draw(st.booleans())
        _gen_function(mod, f"f{k}", private)
    _gen_main(mod)
    text = "\n".join(sorted(mod.decls) + mod.texts) + "\n"
    return Program(text, frozenset(mod.features), tuple(n for n, *_ in mod.funcs) + ("main",))


# ---------------------------------------------------------------------------------------------
# the pipelines


@dataclass(frozen=True)
class Pipeline:
    name: str
    flags: tuple = ()            # our command-line flags (or ``text``)
    text: str = ""               # a --pass-pipeline, instead of flags
    dealloc: bool = False        # the output is expected to free everything it allocates
    upstream: bool = True        # mlir-opt-22 has every pass of it (same spelling)

    def argv(self) -> list:
        return [f"--pass-pipeline={self.text}"] if self.text else list(self.flags)


FB = "bufferize-function-boundaries"
ONE_SHOT_OPTIONS = {
    "default": FB,
    "identity-layout": f"{FB} function-boundary-type-conversion=identity-layout-map",
    "dynamic-layout": f"{FB} function-boundary-type-conversion=fully-dynamic-layout-map",
    "unknown-identity": f"{FB} unknown-type-conversion=identity-layout-map",
    "copy-before-write": f"{FB} copy-before-write",
    "top-down": f"{FB} analysis-heuristic=top-down",
    "from-terminators": f"{FB} analysis-heuristic=bottom-up-from-terminators",
    "loop-allocs": f"{FB} allow-return-allocs-from-loops",
    "no-boundaries": "",
}
DEALLOC = "--buffer-deallocation-pipeline"


def _os(opts: str) -> str:
    return f"--one-shot-bufferize={opts}" if opts else "--one-shot-bufferize"


def one_shot(opts_name: str, then=(), dealloc=True, name=None) -> Pipeline:
    opts = ONE_SHOT_OPTIONS[opts_name] if opts_name in ONE_SHOT_OPTIONS else opts_name
    flags = (_os(opts), *then, *((DEALLOC,) if dealloc else ()))
    return Pipeline(name or f"one-shot[{opts_name}]" + "".join(f"+{t.lstrip('-')}" for t in then)
                    + ("+dealloc-pipeline" if dealloc else ""), flags, dealloc=dealloc)


def fuzzer(seed: int) -> Pipeline:
    return one_shot(f"{FB} analysis-heuristic=fuzzer analysis-fuzzer-seed={seed}",
                    name=f"one-shot[fuzzer-seed={seed}]+dealloc-pipeline")


PARTIAL_004 = ("builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize),"
               "bufferization-bufferize,func-bufferize,func.func(finalizing-bufferize,buffer-deallocation,"
               "copy-removal))")


def all_pipelines(fuzzer_seeds=range(1, 4)) -> list:
    """Every pipeline of the campaign."""
    out = []
    for opts in ONE_SHOT_OPTIONS:
        out.append(one_shot(opts, dealloc=False))
        out.append(one_shot(opts))
    out += [fuzzer(s) for s in fuzzer_seeds]
    out += [
        Pipeline("one-shot+buffer-deallocation", (_os(FB), "--buffer-deallocation"), dealloc=True, upstream=False),
        Pipeline("one-shot+buffer-deallocation+copy-removal", (_os(FB), "--buffer-deallocation", "--copy-removal"),
                 dealloc=True, upstream=False),
        Pipeline("partial-004+buffer-deallocation+copy-removal", text=PARTIAL_004, dealloc=True, upstream=False),
        Pipeline("comprehensive+buffer-deallocation+copy-removal",
                 text="builtin.module(comprehensive-bufferize,func.func(buffer-deallocation,copy-removal))",
                 dealloc=True, upstream=False),
        one_shot("default", ("--buffer-hoisting",)),
        one_shot("default", ("--buffer-loop-hoisting",)),
        one_shot("default", ("--promote-buffers-to-stack",)),
        one_shot("default", ("--buffer-results-to-out-params",)),
        one_shot("default", ("--drop-equivalent-buffer-results",)),
        Pipeline("eliminate-empty-tensors+one-shot+dealloc-pipeline",
                 ("--eliminate-empty-tensors", _os(FB), DEALLOC), dealloc=True),
        Pipeline("one-shot+buffer-hoisting+buffer-loop-hoisting+promote+out-params+dealloc-pipeline",
                 (_os(FB), "--buffer-results-to-out-params", "--buffer-hoisting", "--buffer-loop-hoisting",
                  "--promote-buffers-to-stack", DEALLOC), dealloc=True),
    ]
    return out


def main_pipelines() -> list:
    """The pipelines of the unit test (a subset of all_pipelines)."""
    names = {"one-shot[default]", "one-shot[default]+dealloc-pipeline",
             "one-shot[copy-before-write]+dealloc-pipeline", "one-shot[fuzzer-seed=1]+dealloc-pipeline",
             "one-shot+buffer-deallocation", "partial-004+buffer-deallocation+copy-removal",
             "comprehensive+buffer-deallocation+copy-removal",
             "one-shot+buffer-hoisting+buffer-loop-hoisting+promote+out-params+dealloc-pipeline"}
    return [p for p in all_pipelines() if p.name in names]


# ---------------------------------------------------------------------------------------------
# the checker

# kinds of outcome, worst first
CRASH = "crash"          # a Python exception inside our pipeline: a bug
DIFFERS = "differs"      # computes something else, or fails, after the pipeline: a miscompile
MEMORY = "memory"        # double free, use after free, out of bounds (or a leak after a deallocating pipeline)
LEAK = "leak"            # a leak after a pipeline that does not deallocate: expected by design
REJECTED = "rejected"    # the pipeline reported an error: an expected error, counted by message
EQUAL = "equal"
NOTHING = "nothing"      # no function could be compared (the input fails on every seed)
ORDER = [CRASH, DIFFERS, MEMORY, LEAK, REJECTED, EQUAL, NOTHING]
MEMORY_ERRORS = ("double free", "use after free", "out-of-bounds", "write into", "dealloc of a value")


@dataclass
class Outcome:
    kind: str
    detail: str = ""                          # the first message of that kind
    kinds: dict = field(default_factory=dict)  # every kind seen -> its first message
    compared: int = 0                         # (function, input seed) pairs compared
    output: str = ""                          # the pipeline's output text (when asked for)

    def note(self, kind: str, detail: str) -> None:
        self.kinds.setdefault(kind, detail)


def normalize(message: str) -> str:
    """An error message without what varies between programs."""
    message = message.splitlines()[0] if message else message
    message = re.sub(r"%[\w#]+", "%_", message)
    message = re.sub(r"@\w+", "@_", message)
    message = re.sub(r"\d+", "N", message)
    return message[:160]


def _plain(v):
    import numpy as np
    if hasattr(v, "buffer"):
        return np.array(v.array())
    return np.asarray(v)


# what printMemref says about the descriptor (address, offset, strides) legitimately
# changes with bufferization; the sizes and the data must not
_BASE = re.compile(r"base@ = 0x[0-9a-f]+ rank = (\d+) offset = \d+ (sizes = \[[^\]]*\]) strides = \[[^\]]*\]")


def run_function(module, fname: str, args, max_steps: int):
    """(Run, printed text) of @fname on ``args`` (a function without
    arguments prints; others run as --check-equivalence runs them)."""
    from bufferize.interpreter import equivalence as E
    from bufferize.interpreter.executor import InterpError, Interpreter
    if args:
        return E.run(module, fname, args, max_steps), ""
    interp = Interpreter(module, max_steps)
    try:
        res = interp.call(fname, [])
        interp.checker.finish(res, [])
    except InterpError as e:
        return E.Run(error=(e.op, e.message, e.notes)), ""
    except RecursionError:
        return E.Run(error=(None, "execution nested too deeply (unbounded recursion?)", [])), ""
    return (E.Run([_plain(r) for r in res], [], None, list(interp.checker.findings)),
            _BASE.sub(r"rank = \1 \2", "".join(interp.output)))


def _parse(text: str, name: str):
    """(module, None) or (None, first error message)."""
    from bufferize.diagnostics import DiagnosticEngine
    from bufferize.driver import Options, parse_verified
    engine = DiagnosticEngine(False)
    parsed = parse_verified(text, name, Options(False), engine, print_op=False)
    if parsed is None:
        return None, engine.diagnostics[0].message if engine.diagnostics else "does not parse"
    return parsed[0], None


class Checker:
    """One program: its input runs (once), then any number of pipelines."""

    def __init__(self, text: str, name: str = "progen.mlir", seeds: int = 3, max_steps: int = 200_000):
        from bufferize.interpreter import equivalence as E
        self.E = E
        self.text, self.name, self.seeds, self.max_steps = text, name, seeds, max_steps
        self.before, err = _parse(text, name)
        if self.before is None:
            raise ValueError(f"the generated program does not parse: {err}")
        self.functions = E.public_functions(self.before)
        self._runs: dict = {}
        self._outcomes: dict = {}   # (output text, dealloc) -> Outcome: equal outputs run once

    def input_run(self, fname, fn, seed):
        """(args, Run, printed) of the input, or None when no input can be generated."""
        key = (fname, seed)
        if key not in self._runs:
            args = self.E.inputs(fn, seed)
            self._runs[key] = None if args is None else (args, *run_function(self.before, fname, args,
                                                                              self.max_steps))
        return self._runs[key]

    def check(self, pipeline: Pipeline, keep_output: bool = False) -> Outcome:
        """Our pipeline in process, then every public function compared."""
        from bufferize.diagnostics import DiagnosticEngine
        from bufferize.passes.pipeline import Instrumentation, build_pass_manager
        after = self.before.clone()
        engine = DiagnosticEngine(False)
        try:
            pm = build_pass_manager(pipeline.text or None, [] if pipeline.text else list(pipeline.flags),
                                    Instrumentation())
            ok = pm.run(after, engine)
        except Exception as e:   # noqa: BLE001 - a bug of the tool, counted as such
            return Outcome(CRASH, f"{type(e).__name__}: {e}")
        if not ok:
            from bufferize.diagnostics import Severity
            # the first error (a fallback's remark may come before it)
            d = next((x for x in engine.diagnostics if x.severity is Severity.ERROR),
                     engine.diagnostics[0] if engine.diagnostics else None)
            msg = d.message if d is not None else "the pipeline failed"
            if d is not None and any("is invalid after pass" in n.message for n in d.notes):
                # a pass wrote IR its own verifier rejects: a bug, not an expected error
                return Outcome(CRASH, f"invalid IR after a pass: {normalize(msg)}")
            return Outcome(REJECTED, normalize(msg), {REJECTED: msg})
        from bufferize.syntax.printer import print_module
        text = print_module(after) + "\n"
        return self._cached(text, pipeline.dealloc, lambda: self.compare(after, pipeline.dealloc), keep_output)

    def _cached(self, text: str, dealloc: bool, compute, keep_output: bool) -> Outcome:
        key = (text, dealloc)
        out = self._outcomes.get(key)
        if out is None:
            out = self._outcomes[key] = compute()
        out = Outcome(out.kind, out.detail, dict(out.kinds), out.compared)
        if keep_output:
            out.output = text
        return out

    def check_text(self, text: str, dealloc: bool) -> Outcome:
        """A pipeline's output given as text (mlir-opt-22's)."""
        def compute():
            after, err = _parse(text, self.name)
            if after is None:
                return Outcome(CRASH, f"the output does not parse: {err}")
            return self.compare(after, dealloc)
        return self._cached(text, dealloc, compute, False)

    def compare(self, after, dealloc: bool) -> Outcome:
        E = self.E
        out = Outcome(EQUAL)
        names = dict(E.public_functions(after))
        for fname, fn in self.functions:
            if fname not in names:
                out.note(DIFFERS, f"@{fname} is gone after the pipeline")
                continue
            for seed in range(self.seeds):
                entry = self.input_run(fname, fn, seed)
                if entry is None or entry[1].error is not None:
                    continue
                args, before, printed = entry
                a, a_printed = run_function(after, fname, args, self.max_steps)
                out.compared += 1
                if a.error is not None:
                    msg = a.error[1]
                    kind = MEMORY if msg.startswith(MEMORY_ERRORS) else DIFFERS
                    out.note(kind, f"@{fname} (input seed {seed}) fails after the pipeline: {msg}")
                    break
                leaks = [f for f in a.findings if f[1].startswith("leak")]
                others = [f for f in a.findings if not f[1].startswith("leak")]
                if others:
                    out.note(MEMORY, f"@{fname} (input seed {seed}): {others[0][1]}")
                if leaks:
                    out.note(MEMORY if dealloc else LEAK, f"@{fname} (input seed {seed}): {leaks[0][1]}")
                diff = E.difference(fname, seed, before, a)
                if diff is None and printed != a_printed:
                    diff = f"@{fname} prints something else after the pipeline (input seed {seed})"
                if diff is not None:
                    out.note(DIFFERS, diff)
                    break
        if not out.compared:
            out.note(NOTHING, "no function could be compared")
        out.kind = next(k for k in ORDER if k in out.kinds) if out.kinds else EQUAL
        out.detail = out.kinds.get(out.kind, "")
        return out


# ---------------------------------------------------------------------------------------------
# upstream


MLIR_OPT_22 = shutil.which("mlir-opt-22")


CRASHED = "mlir-opt-22 crashed"   # an error message starting so is a crash (or a hang) of upstream


def _run22(args: list, text: str, timeout: float):
    """(return code, stdout, stderr) of mlir-opt-22, or None when it does not end in time."""
    import os
    env = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")   # a crash's stack dump, fast
    try:
        r = subprocess.run([MLIR_OPT_22, "-", *args], input=text, capture_output=True, text=True,
                           timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return None
    return r.returncode, r.stdout, r.stderr


def _first_error(stderr: str) -> str:
    first = next((line for line in stderr.splitlines() if "error:" in line), stderr.strip()[:200])
    return first.split("error:", 1)[-1].strip()


def upstream_output(text: str, pipeline: Pipeline | None, timeout: float = 60.0):
    """(output text, None) of mlir-opt-22 on ``text`` under ``pipeline`` (None:
    parse and verify only), or (None, its first error, or CRASHED ...)."""
    r = _run22(pipeline.argv() if pipeline is not None else [], text, timeout)
    if r is None:
        return None, f"{CRASHED}: no end in {timeout:.0f} s"
    rc, out, err = r
    if rc < 0 or rc > 1:
        return None, f"{CRASHED}: {'signal ' + str(-rc) if rc < 0 else 'status ' + str(rc)}"
    if rc != 0:
        return None, _first_error(err)
    return out, None


def upstream_outcome(checker: "Checker", pipeline: Pipeline, out, err) -> Outcome:
    """What mlir-opt-22's answer (output text or error) for ``checker``'s program means."""
    if out is None:
        kind = CRASH if err.startswith(CRASHED) else REJECTED
        return Outcome(kind, normalize(err), {kind: err})
    return checker.check_text(out, pipeline.dealloc)


def check_upstream(checker: Checker, pipeline: Pipeline) -> Outcome:
    """mlir-opt-22's output of ``pipeline`` for the checker's program, run by
    the same interpreter and classified the same way."""
    return upstream_outcome(checker, pipeline, *upstream_output(checker.text, pipeline))


def upstream_accepts(text: str) -> tuple:
    """(True, "") when mlir-opt-22 parses and verifies ``text``, else (False, its first error)."""
    out, err = upstream_output(text, None)
    return (True, "") if out is not None else (False, err)


def upstream_batch(texts: list, pipeline: Pipeline | None, timeout: float = 300.0) -> list:
    """mlir-opt-22 on several inputs at once (--split-input-file): for each,
    (output text, None) or (None, its first error).  ``pipeline`` None: parse
    and verify only.  When it crashes or hangs, one input at a time."""
    sep = "\n// -----\n"
    joined, starts, line = "", [], 1
    for k, t in enumerate(texts):
        piece = t if k == 0 else sep.lstrip("\n") + t
        if k:
            joined += "\n"
            line += 1
        starts.append(line + (1 if k else 0))
        joined += piece
        line += piece.count("\n")
    r = _run22(["--split-input-file"] + (pipeline.argv() if pipeline is not None else []), joined, timeout)
    chunks = r[1].split("// -----\n") if r is not None and r[0] in (0, 1) else []
    if len(chunks) != len(texts):   # a crash, a hang, or output that cannot be aligned: one by one
        return [upstream_output(t, pipeline) for t in texts]
    errors: dict = {}
    for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", r[2], re.M):
        ln = int(m.group(1))
        k = max(i for i, s in enumerate(starts) if s <= ln)
        errors.setdefault(k, m.group(2))
    out = []
    for k, c in enumerate(chunks):
        if c.strip() and k not in errors:
            out.append((c, None))
        else:
            out.append((None, errors.get(k, "failed (no message)")))
    return out


# ---------------------------------------------------------------------------------------------
# campaigns: many programs through many pipelines (tests/unit/test_progen.py, bench/bench_progen.py)

CHUNK = 50   # programs per hypothesis run: a program is regenerated (to shrink it) from its chunk alone


def _settings(n: int, shrink: bool):
    from hypothesis import HealthCheck, Phase, settings
    return settings(max_examples=n, database=None, deadline=None, derandomize=False,
                    phases=[Phase.generate, Phase.shrink] if shrink else [Phase.generate],
                    suppress_health_check=list(HealthCheck), report_multiple_bugs=False)


def _chunk_seed(seed: int, chunk: int) -> int:
    return seed * 1_000_003 + chunk


OPENING = 12   # hypothesis opens every run with the same few simple programs: only chunk 0 keeps them


def chunk(seed: int, c: int, want: int, cfg: Config | None = None) -> list:
    """Chunk ``c`` of a campaign: ``want`` programs, as one hypothesis run
    draws them (twice as many, the first ``want`` distinct ones kept:
    hypothesis repeats a program now and then; after chunk 0, without the
    OPENING programs every run starts with)."""
    from hypothesis import given
    from hypothesis import seed as hseed
    got: list = []

    @hseed(_chunk_seed(seed, c))
    @_settings(2 * want + OPENING, False)
    @given(programs(cfg))
    def draw(p):
        got.append(p)

    draw()
    if c > 0:
        got = got[OPENING:]
    seen: set = set()
    uniq = [p for p in got if not (p.text in seen or seen.add(p.text))]
    kept = {id(p) for p in uniq}
    return (uniq + [p for p in got if id(p) not in kept])[:want]


def generate(n: int, seed: int, cfg: Config | None = None, lo: int = 0, hi: int | None = None) -> list:
    """Programs [lo, hi) of the ``n`` that hypothesis draws under ``seed``
    (deterministic), in chunks of CHUNK (only the chunks needed are drawn)."""
    hi = n if hi is None else hi
    out: list = []
    for c in range(lo // CHUNK, (hi + CHUNK - 1) // CHUNK):
        out += chunk(seed, c, min(CHUNK, n - c * CHUNK), cfg)
    first = (lo // CHUNK) * CHUNK
    return out[lo - first:hi - first]


def shrink(index: int, n: int, seed: int, still_fails, cfg: Config | None = None, original: str | None = None):
    """The smallest program hypothesis finds, starting from program
    ``index`` of ``generate(n, seed, cfg)``, for which ``still_fails(program)``
    holds; None when the program cannot be regenerated."""
    from hypothesis import given
    from hypothesis import seed as hseed
    c, k = divmod(index, CHUNK)
    want = min(CHUNK, n - c * CHUNK)
    target = chunk(seed, c, want, cfg)[k].text
    if original is not None and target != original:
        return None
    reached = [False]
    found: list = []

    @hseed(_chunk_seed(seed, c))
    @_settings(2 * want + OPENING, True)   # as chunk() draws it
    @given(programs(cfg))
    def run(p):
        if not reached[0]:   # the programs drawn before it: drawn again, not checked
            if p.text != target:
                return
            reached[0] = True
        if still_fails(p):
            found.append(p)
            raise AssertionError("still fails")

    try:
        run()
    except Exception:   # noqa: BLE001 - hypothesis re-raises the (shrunk) failure
        pass
    if not found:
        return None
    return min(found, key=lambda p: (len(p.text), p.text))


def finding_kind(detail: str) -> str:
    for k in ("leak", "double free", "use after free", "out-of-bounds", "write into", "dealloc of a value"):
        if k in detail:
            return k
    return "other"


def bug_key(kind: str, pipeline: str, detail: str) -> tuple:
    """What makes two failures the same bug, for counting and shrinking."""
    if kind == MEMORY:
        return kind, pipeline, finding_kind(detail)
    if kind == DIFFERS:
        what = ("fails after" if "fails after" in detail else "gone" if "gone" in detail
                else "prints" if "prints something else" in detail else "computes something else")
        return kind, pipeline, what
    return kind, pipeline, normalize(detail)


@dataclass
class Known:
    """A known bug: failures it matches are counted, not reported."""
    name: str
    reason: str
    kinds: tuple                     # outcome kinds it explains
    features: tuple = ()             # the program must contain one of these constructs
    pipelines: tuple = ()            # name prefixes of the pipelines where it shows ('' = any)
    detail: str = ""                 # a regular expression the outcome's detail must match

    def matches(self, program: Program, pipeline: Pipeline, outcome: Outcome) -> bool:
        return (outcome.kind in self.kinds and (not self.features or any(f in program.features for f in self.features))
                and (not self.pipelines or pipeline.name.startswith(self.pipelines))
                and (not self.detail or re.search(self.detail, outcome.detail) is not None))


@dataclass
class Bug:
    key: tuple
    detail: str
    index: int                       # the first program showing it
    text: str
    count: int = 0
    pipelines: set = field(default_factory=set)


@dataclass
class Stats:
    programs: int = 0
    texts: set = field(default_factory=set)                    # hashes of the distinct programs
    runs: int = 0
    compared: int = 0                                          # (function, input seed) pairs compared
    outcomes: dict = field(default_factory=dict)               # kind -> runs
    rejected: dict = field(default_factory=dict)               # message -> runs
    by_pipeline: dict = field(default_factory=dict)            # pipeline -> {kind: runs}
    memory: dict = field(default_factory=dict)                 # finding kind -> runs (bugs)
    leaks_expected: int = 0
    bugs: dict = field(default_factory=dict)                   # bug key -> Bug
    known: dict = field(default_factory=dict)                  # known name -> runs
    upstream_runs: int = 0
    upstream: dict = field(default_factory=dict)               # kind -> runs of mlir-opt-22's output
    upstream_diffs: dict = field(default_factory=dict)         # (kind, what, pattern) -> runs
    upstream_examples: dict = field(default_factory=dict)      # (kind, what, pattern) -> (index, pipeline)
    sorted: dict = field(default_factory=dict)                 # ours vs upstream category -> runs
    upstream_rejected: dict = field(default_factory=dict)      # mlir-opt-22's error where ours has an output -> runs
    not_accepted: dict = field(default_factory=dict)           # our outputs mlir-opt-22 rejects: message -> runs
    seconds: float = 0.0

    def bump(self, d: dict, key, n: int = 1) -> None:
        d[key] = d.get(key, 0) + n

    @property
    def distinct(self) -> int:
        return len(self.texts)

    @property
    def failures(self) -> int:
        return sum(b.count for b in self.bugs.values())


def sort_difference(ours: Outcome, theirs: Outcome, dealloc: bool) -> str:
    """Ours vs upstream's output of the same pipeline, against the input."""
    bad = (CRASH, DIFFERS, MEMORY)
    o_bad, u_bad = ours.kind in bad, theirs.kind in bad
    if o_bad and u_bad:
        return "both wrong (an undefined input, or the same decision)"
    if o_bad:
        return "ours wrong" if theirs.kind != REJECTED else "ours wrong (upstream rejects)"
    if u_bad:
        return "upstream wrong" if ours.kind != REJECTED else "upstream wrong (ours rejects)"
    if ours.kind == REJECTED and theirs.kind == REJECTED:
        return "both reject"
    if ours.kind == REJECTED:
        return "ours rejects, upstream's output is right"
    if theirs.kind == REJECTED:
        return "upstream rejects, ours is right"
    return "both right"


def check_programs(progs: list, pipelines: list, st: Stats, known=(), upstream: bool = False,
                   first_index: int = 0, progress=None) -> Stats:
    """Every program through every pipeline; counts go to ``st``."""
    import time
    t0 = time.monotonic()
    ours: list = []   # (checker, {pipeline: our outcome}) per program, for the upstream comparison
    for k, prog in enumerate(progs):
        st.programs += 1
        st.texts.add(hash(prog.text))
        checker = Checker(prog.text)
        mine = {}
        for pl in pipelines:
            out = mine[pl.name] = checker.check(pl, keep_output=upstream)
            _count(st, prog, pl, out, first_index + k, known)
        if upstream:
            ours.append((checker, mine))
        if progress is not None:
            progress(k + 1)
    if upstream and MLIR_OPT_22 is not None:
        _check_upstream(progs, pipelines, st, first_index, ours)
    st.seconds += time.monotonic() - t0
    return st


def _count(st: Stats, prog: Program, pl: Pipeline, out: Outcome, index: int, known) -> None:
    st.runs += 1
    st.compared += out.compared
    st.bump(st.outcomes, out.kind)
    st.by_pipeline.setdefault(pl.name, {})
    st.bump(st.by_pipeline[pl.name], out.kind)
    if out.kind == REJECTED:
        st.bump(st.rejected, out.detail)
    if out.kind == LEAK:
        st.leaks_expected += 1
    if out.kind not in (CRASH, DIFFERS, MEMORY):
        return
    for kn in known:
        if kn.matches(prog, pl, out):
            st.bump(st.known, kn.name)
            return
    if out.kind == MEMORY:
        st.bump(st.memory, finding_kind(out.detail))
    key = bug_key(out.kind, pl.name, out.detail)
    bug = st.bugs.get(key)
    if bug is None:
        bug = st.bugs[key] = Bug(key, out.detail, index, prog.text)
    bug.count += 1
    bug.pipelines.add(pl.name)


# constructs that explain a wrong output (the first one a program has names it)
PATTERNS = ("cf-blockarg-raw", "cf-cross-block-raw", "cf-shared-successor", "cf-loop", "recursion", "call", "forall")


def pattern_of(program: Program, outcome: Outcome) -> str:
    """A name for what likely makes ``outcome`` wrong, from the program's constructs."""
    if "write into a constant" in outcome.detail:
        return "a constant written in place"
    return next((f for f in PATTERNS if f in program.features), "none of " + "/".join(PATTERNS[:4]))


def _check_upstream(progs: list, pipelines: list, st: Stats, first_index: int, ours: list) -> None:
    for pl in pipelines:
        if not pl.upstream:
            continue
        theirs = upstream_batch([p.text for p in progs], pl)
        for k, ((ck, mine), (text, err)) in enumerate(zip(ours, theirs)):
            st.upstream_runs += 1
            u = upstream_outcome(ck, pl, text, err)
            st.bump(st.upstream, u.kind)
            if u.kind in (CRASH, DIFFERS, MEMORY):
                what = (u.kind, bug_key(u.kind, "", u.detail)[2], pattern_of(progs[k], u))
                st.bump(st.upstream_diffs, what)
                st.upstream_examples.setdefault(what, (first_index + k, pl.name))
            st.bump(st.sorted, sort_difference(mine[pl.name], u, pl.dealloc))
            if u.kind == REJECTED and mine[pl.name].kind != REJECTED:
                st.bump(st.upstream_rejected, u.detail)
    # every output of ours must be accepted by mlir-opt-22 (each distinct one checked once)
    outs = sorted({m[pl.name].output for _ck, m in ours for pl in pipelines if m[pl.name].output})
    where = {}
    for _ck, m in ours:
        for pl in pipelines:
            if m[pl.name].output:
                where.setdefault(m[pl.name].output, []).append(pl.name)
    for text, (res, err) in zip(outs, upstream_batch(outs, None) if outs else []):
        if res is None:
            for name in where[text]:
                st.bump(st.not_accepted, f"{name}: {normalize(err)}")
