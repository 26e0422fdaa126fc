"""Straight-line tensor statements: each draws its operands, records what
its result may alias, and emits one op (or a short chain)."""
from __future__ import annotations

from .base import F32, SIZES, Val, mtext, ttext


class TensorStatements:
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

    def s_generic_outs(self, depth):
        """A linalg.generic with two outputs (maybe one tensor twice), each
        written from the inputs, one maybe reading its old value."""
        shape = self.shape()
        ins = [self.tensor(shape) for _ in range(self.int_(1, 2))]
        read_out = self.maybe(1, 2)
        first = self.tensor(shape) if read_out else self.dest(shape)
        second = first if self.maybe(1, 4) else self.dest(shape)
        self.use(*ins, first, second)
        srcs = [self.write(first), self.write(second)]
        res, rv = self.results("gen", [shape, shape])
        for r, out, src in zip(rv, (first, second), srcs):
            r.src, r.eq, r.root = src, out.eq, out.root
        names = [self.fresh("in") for _ in ins] + [self.fresh("out"), self.fresh("out")]
        body, a = self.body_op(names[:len(ins)] + names[len(ins):len(ins) + 1] * read_out)
        more, b = self.body_op(names[:len(ins)][::-1])
        rank = len(shape)
        dims = ", ".join(f"d{i}" for i in range(rank))
        maps = ", ".join([f"affine_map<({dims}) -> ({dims})>"] * (len(ins) + 2))
        t = ttext(shape)
        iters = ", ".join(['"parallel"'] * rank)
        self.emit(f"{res} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
                  f"[{iters}]}} ins({', '.join(i.name for i in ins)} : "
                  f"{', '.join(t for _ in ins)}) outs({first.name}, {second.name} : {t}, {t}) {{")
        self.emit(f"^bb0({', '.join(n + ': f32' for n in names)}):")
        for line in body + more:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {a}, {b} : f32, f32")
        self.emit(f"}} -> ({t}, {t})")
        self.define(rv)

    def s_select(self, depth):
        """arith.select of two tensors: its result may be either's buffer."""
        c = self.cond()
        a = self.tensor()
        b = self.tensor(a.ty)
        self.use(a, b)
        r = self.add(Val(self.fresh("sel"), a.ty, src=a.src | b.src))
        self.emit(f"{r.name} = arith.select {c.name}, {a.name}, {b.name} : {ttext(a.ty)}")

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
