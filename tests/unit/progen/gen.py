"""Whole functions and modules: ``programs()``, the hypothesis strategy."""
from __future__ import annotations

from hypothesis import strategies as st

from .base import F32, I1, I32, INDEX, Config, Emitter, Module, Program, Val, is_tensor, ttext
from .control import ControlStatements
from .shaped_ops import ShapedStatements
from .tensor_ops import TensorStatements


class _Func(Emitter, TensorStatements, ShapedStatements, ControlStatements):
    """Emits one function's body (see Emitter)."""

    # ---- statements --------------------------------------------------------------------------
    STRAIGHT = ["fill", "insert", "extract", "extract_slice", "insert_slice", "slice_chain", "generic",
                "named", "matmul", "arith", "reshape", "cast", "alloc_copy", "to_buffer", "to_tensor",
                "reduce", "transpose", "pad", "concat", "generate", "from_elements", "splat", "linalg_transpose",
                "broadcast", "map", "linalg_reduce", "vector", "materialize", "rank_reduce", "generic_outs", "select", "dynamic_slice"]
    CONTROL = ["for", "tiled_for", "if", "while", "forall", "execute_region", "index_switch", "call"]

    def stmts(self, depth: int, lo: int = 1) -> None:
        for _ in range(self.int_(lo, self.cfg.max_stmts)):
            self.stmt(depth)

    def stmt(self, depth: int) -> None:
        kinds = list(self.STRAIGHT)
        if depth < self.max_depth:
            if self.cfg.scf:
                kinds += ["for", "tiled_for", "if", "while", "execute_region", "index_switch"] + \
                    (["forall"] if self.cfg.forall else [])
            if self.cfg.calls and self.mod.funcs:
                kinds += ["call", "call"]
        kind = self.pick(kinds)
        self.feature(kind)
        getattr(self, "s_" + kind)(depth)

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


def _signature(args: list, read_only=frozenset()) -> str:
    return ", ".join(f"{a.name}: {ttext(a.ty)}" + (" {bufferization.writable = false}" if a.name in read_only else "")
                     for a in args)


def _result_types(tys: list) -> str:
    if not tys:
        return ""
    if len(tys) == 1:
        return " -> " + ttext(tys[0])
    return " -> (" + ", ".join(ttext(t) for t in tys) + ")"


def _gen_function(mod: Module, name: str, private: bool) -> None:
    f = _Func(mod, name, mod.cfg.max_depth)
    args = []
    for _ in range(f.int_(1, 3)):
        ty = f.pick([f.shape(), f.shape(), F32, I1, I32])
        args.append(f.add(Val(f.fresh("arg"), ty)))
    # a tensor argument the function may not write (One-Shot copies before writing it)
    read_only = {a.name for a in args if is_tensor(a.ty) and f.maybe(1, 5)}
    if read_only:
        f.feature("read_only_arg")
    f.body(top_level_cf=True)
    rets = f.returns()
    f.emit(f"return {', '.join(v.name for v in rets)} : {', '.join(ttext(v.ty) for v in rets)}")
    vis = "private " if private else ""
    head = f"func.func {vis}@{name}({_signature(args, read_only)}){_result_types([v.ty for v in rets])} {{"
    mod.texts.append("\n".join([head, *f.lines, "}"]))
    mod.funcs.append((name, tuple(a.ty for a in args), tuple(v.ty for v in rets), private))


def _gen_recursive(mod: Module, name: str) -> None:
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


def _gen_main(mod: Module) -> None:
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
    mod = Module(draw, cfg)
    nfun = draw(st.integers(1, 3))
    for k in range(nfun):
        if cfg.calls and k > 0 and draw(st.integers(0, 3)) == 3:
            _gen_recursive(mod, f"rec{k}")
        private = cfg.calls and k + 1 < nfun and draw(st.booleans())
        _gen_function(mod, f"f{k}", private)
    _gen_main(mod)
    text = "\n".join(sorted(mod.decls) + mod.texts) + "\n"
    return Program(text, frozenset(mod.features), tuple(n for n, *_ in mod.funcs) + ("main",))
