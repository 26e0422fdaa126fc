"""Control flow: scf regions and loops, calls, and cf constructs at a
function's top level (with the alias bookkeeping of block arguments)."""
from __future__ import annotations

from .base import F32, I1, I32, INDEX, Val, is_tensor, ttext


class ControlStatements:
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

    def s_tiled_for(self, depth):
        """The tiling pattern: an scf.for over the row blocks of a
        loop-carried tensor, each iteration extracting its tile, changing it
        and inserting it back at the same place."""
        shape = self.pick([(4, 4), (4, 2), (2, 4)])
        rows, cols = shape
        tile = self.pick([s for s in (1, 2) if s < rows])
        init = self.tensor(shape)
        self.use(init)
        c0, cn, ct = self.iconst(0), self.iconst(rows), self.iconst(tile)
        iv = Val(self.fresh("iv"), INDEX, lo=0, hi=rows - tile)
        acc = Val(self.fresh("acc"), shape, src=init.src)
        res, rv = self.results("tiled", [shape], init.src)
        rv[0].eq, rv[0].root = init.eq, init.root
        self.emit(f"{res} = scf.for {iv.name} = {c0.name} to {cn.name} step {ct.name} "
                  f"iter_args({acc.name} = {init.name}) -> ({ttext(shape)}) {{")
        self.ind += 1
        self.frames.append([iv, acc])
        params = f"[{iv.name}, 0] [{tile}, {cols}] [1, 1]"
        sl = self.add(Val(self.fresh("tl"), (tile, cols), src=acc.src, root=acc.root))
        self.emit(f"{sl.name} = tensor.extract_slice {acc.name}{params} : {ttext(shape)} to {ttext(sl.ty)}")
        if self.maybe(1, 2):
            m = self.generic_on([self.tensor(sl.ty)], sl, read_out=True)
        else:
            f = self.f32()
            m = self.add(Val(self.fresh("fill"), sl.ty, src=sl.src, root=sl.root))
            self.emit(f"{m.name} = linalg.fill ins({f.name} : f32) outs({sl.name} : {ttext(sl.ty)}) -> "
                      f"{ttext(sl.ty)}")
        self.write(acc)
        r = self.add(Val(self.fresh("ti"), shape, eq=acc.eq, root=acc.root))
        self.emit(f"{r.name} = tensor.insert_slice {m.name} into {acc.name}{params} : "
                  f"{ttext(sl.ty)} into {ttext(shape)}")
        self.emit(f"scf.yield {r.name} : {ttext(shape)}")
        self.frames.pop()
        self.ind -= 1
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

    def s_execute_region(self, depth):
        tys = [self.pick([self.shape(), self.shape(), F32]) for _ in range(self.int_(1, 2))]
        res, rv = self.results("ex", tys)
        self.emit(f"{res} = scf.execute_region -> ({', '.join(ttext(t) for t in tys)}) {{")
        self.region(depth, [], tys, "scf.yield")
        self.emit("}")
        self.define(rv)

    def s_index_switch(self, depth):
        """Cases on an index in [0, 4): some take a case, others the default."""
        sel = self.index_below(4)
        cases = sorted({self.int_(0, 3) for _ in range(self.int_(1, 2))})
        tys = [self.pick([self.shape(), self.shape(), F32]) for _ in range(self.int_(1, 2))]
        res, rv = self.results("sw", tys)
        self.emit(f"{res} = scf.index_switch {sel.name} -> {', '.join(ttext(t) for t in tys)}")
        for k in cases:
            self.emit(f"case {k} {{")
            self.region(depth, [], tys, "scf.yield")
            self.emit("}")
        self.emit("default {")
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
