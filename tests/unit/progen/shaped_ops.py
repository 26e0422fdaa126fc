"""Statements over the rest of the ops a tensor program is written with:
tensors built whole from others (``tensor.pad``, ``concat``, ``generate``,
``from_elements``, ``splat``), linalg's named ops with their own syntax
(``transpose``, ``broadcast``, ``map``, ``reduce``), vector transfers on
tensors, ``bufferization.materialize_in_destination``, and rank-reducing
slices.  Every index stays in bounds and every element read is defined."""
from __future__ import annotations

from .base import BASE_SHAPES, SIZES, Val, ttext

_COMBINERS = ("arith.addf", "arith.mulf", "arith.subf", "arith.maximumf")


def _elements(shape) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


class ShapedStatements:
    # ---- tensors built whole (a new buffer each) ------------------------------------------------
    def s_pad(self, depth):
        """A tensor padded to a base shape of its rank, by a value from outside
        the region or one made inside it; a dynamic low pad makes the result
        type dynamic there, cast back to static (as tiling emits it); a
        negative (static) padding crops the source, down to nothing of it."""
        src = self.tensor(self.pick([s for s in BASE_SHAPES if s != (8,)]))
        crop = self.maybe(1, 4)
        target = self.pick([s for s in BASE_SHAPES if len(s) == len(src.ty)
                            and (crop or all(t >= d for t, d in zip(s, src.ty)))])
        low, high, res = [], [], []
        dynamic = not crop and self.maybe(1, 3)
        if crop:
            self.feature("pad_crop")
        for k, (t, d) in enumerate(zip(target, src.ty)):
            lo = self.int_(-d, t) if crop else self.int_(0, t - d)
            if dynamic and k == 0:
                low.append(self.iconst(lo).name)
                res.append("?")
            else:
                low.append(str(lo))
                res.append(str(t))
            high.append(str(t - d - lo))
        pad = self.f32() if self.maybe(1, 2) else None
        self.use(src, *([pad] if pad else []))
        r = Val(self.fresh("pad"), target)
        ivs = [self.fresh("p") for _ in target]
        padded = "tensor<" + "x".join(res) + "xf32>"
        name = self.fresh("pd") if dynamic else r.name
        self.emit(f"{name} = tensor.pad {src.name} low[{', '.join(low)}] high[{', '.join(high)}] {{")
        self.emit(f"^bb0({', '.join(i + ': index' for i in ivs)}):")
        if pad is None:
            k = self.fresh("k")
            self.emit(f"  {k} = arith.constant {self.int_(-2, 3)}.0 : f32")
            self.emit(f"  tensor.yield {k} : f32")
        else:
            self.emit(f"  tensor.yield {pad.name} : f32")
        self.emit(f"}} : {ttext(src.ty)} to {padded}")
        if dynamic:
            self.emit(f"{r.name} = tensor.cast {name} : {padded} to {ttext(target)}")
        self.add(r)

    def s_concat(self, depth):
        target = self.pick([s for s in BASE_SHAPES if max(s) > 1])
        dim = self.pick([k for k, d in enumerate(target) if d > 1])
        parts = [self.pick([s for s in SIZES if s < target[dim]])]
        left = target[dim] - parts[0]
        if left > 1 and self.maybe(1, 3):
            parts.append(self.pick([s for s in SIZES if s < left]))
            left -= parts[-1]
        parts.append(left)
        ins = [self.tensor(target[:dim] + (n,) + target[dim + 1:]) for n in parts]
        self.use(*ins)
        r = self.add(Val(self.fresh("cat"), target))
        self.emit(f"{r.name} = tensor.concat dim({dim}) {', '.join(i.name for i in ins)} : "
                  f"({', '.join(ttext(i.ty) for i in ins)}) -> {ttext(target)}")

    def s_generate(self, depth):
        """Elements from their indices, or read from a tensor of the same shape
        (a read inside a region of a tensor that may be written later)."""
        shape = self.shape()
        read = self.tensor(shape) if self.maybe(1, 2) else None
        f = self.f32()
        self.use(f, *([read] if read else []))
        r = Val(self.fresh("gen"), shape)
        ivs = [self.fresh("g") for _ in shape]
        self.emit(f"{r.name} = tensor.generate {{")
        self.emit(f"^bb0({', '.join(i + ': index' for i in ivs)}):")
        if read is not None:
            e = self.fresh("e")
            self.emit(f"  {e} = tensor.extract {read.name}[{', '.join(ivs)}] : {ttext(shape)}")
        else:
            i32, e = self.fresh("ii"), self.fresh("e")
            self.emit(f"  {i32} = arith.index_cast {ivs[-1]} : index to i32")
            self.emit(f"  {e} = arith.sitofp {i32} : i32 to f32")
        v = self.fresh("v")
        self.emit(f"  {v} = {self.pick(_COMBINERS)} {e}, {f.name} : f32")
        self.emit(f"  tensor.yield {v} : f32")
        self.emit(f"}} : {ttext(shape)}")
        self.add(r)

    def s_from_elements(self, depth):
        shape = self.pick([s for s in BASE_SHAPES if _elements(s) <= 8])
        vals = [self.f32() for _ in range(_elements(shape))]
        self.use(*vals)
        r = self.add(Val(self.fresh("fe"), shape))
        self.emit(f"{r.name} = tensor.from_elements {', '.join(v.name for v in vals)} : {ttext(shape)}")

    def s_splat(self, depth):
        f = self.f32()
        self.use(f)
        r = self.add(Val(self.fresh("sp"), self.shape()))
        self.emit(f"{r.name} = tensor.splat {f.name} : {ttext(r.ty)}")

    # ---- linalg's named ops with their own syntax (destination-passing) ----------------------------
    def _into(self, prefix: str, out: Val) -> Val:
        """The result of an op that writes ``out`` (in place, if allowed)."""
        src = self.write(out)
        return self.add(Val(self.fresh(prefix), out.ty, src=src, eq=out.eq, root=out.root))

    def s_linalg_transpose(self, depth):
        a, b = self.pick([(2, 4), (4, 2), (4, 4), (2, 2)])
        src, out = self.tensor((a, b)), self.dest((b, a))
        self.use(src, out)
        r = self._into("tr", out)
        self.emit(f"{r.name} = linalg.transpose ins({src.name} : {ttext(src.ty)}) outs({out.name} : "
                  f"{ttext(out.ty)}) permutation = [1, 0]")

    def s_broadcast(self, depth):
        n = self.pick([2, 4])
        m = self.pick([2, 4])
        added = self.int_(0, 1)
        shape = (m, n) if added == 0 else (n, m)
        src, out = self.tensor((n,)), self.dest(shape)
        self.use(src, out)
        r = self._into("bc", out)
        self.emit(f"{r.name} = linalg.broadcast ins({src.name} : {ttext(src.ty)}) outs({out.name} : "
                  f"{ttext(out.ty)}) dimensions = [{added}]")

    def s_map(self, depth):
        shape = self.shape()
        ins = [self.tensor(shape) for _ in range(self.int_(1, 2))]
        out = self.dest(shape)
        self.use(*ins, out)
        r = self._into("map", out)
        ins_text = f"ins({', '.join(i.name for i in ins)} : {', '.join(ttext(i.ty) for i in ins)}) "
        outs_text = f"outs({out.name} : {ttext(shape)})"
        if len(ins) == 2 and self.maybe(1, 2):   # the short form: one op of the payload
            self.emit(f"{r.name} = linalg.map {{ {self.pick(_COMBINERS)} }} {ins_text}{outs_text}")
            return
        args = [self.fresh("m") for _ in ins]   # (and the init's element, which the payload does not read)
        self.emit(f"{r.name} = linalg.map {ins_text}{outs_text}")
        self.emit(f"  ({', '.join(a + ': f32' for a in args + [self.fresh('init')])}) {{")
        body, res = self.body_op(args)
        for line in body:
            self.emit("    " + line)
        self.emit(f"    linalg.yield {res} : f32")
        self.emit("  }")

    def s_linalg_reduce(self, depth):
        a, b = self.pick([(2, 4), (4, 2), (4, 4)])
        dim = self.int_(0, 1)
        src, out = self.tensor((a, b)), self.tensor((b,) if dim == 0 else (a,))
        self.use(src, out)
        r = self._into("red", out)
        self.emit(f"{r.name} = linalg.reduce {{ {self.pick(_COMBINERS[:2] + _COMBINERS[3:])} }} "
                  f"ins({src.name} : {ttext(src.ty)}) outs({out.name} : {ttext(out.ty)}) dimensions = [{dim}]")

    # ---- vector transfers, materialization, rank-reducing slices --------------------------------
    def s_vector(self, depth):
        """A vector read from one tensor at an in-bounds place, maybe combined
        with itself, and written into another (of the same rank) in place."""
        t = self.tensor()
        d = self.tensor(rank=len(t.ty))
        vs = tuple(self.pick([s for s in (1, 2, 4) if s <= min(a, b)]) for a, b in zip(t.ty, d.ty))
        vty = "vector<" + "x".join(map(str, vs)) + "xf32>"
        at = [self.index_below(n - s + 1) for n, s in zip(t.ty, vs)]
        to = [self.index_below(n - s + 1) for n, s in zip(d.ty, vs)]
        pad = self.f32()
        self.use(t, d, pad)
        bounds = f" {{in_bounds = [{', '.join('true' for _ in vs)}]}}" if self.maybe(1, 2) else ""
        v = self.fresh("vec")
        self.emit(f"{v} = vector.transfer_read {t.name}[{', '.join(i.name for i in at)}], {pad.name}{bounds} : "
                  f"{ttext(t.ty)}, {vty}")
        if self.maybe(1, 2):
            w = self.fresh("vec")
            self.emit(f"{w} = {self.pick(_COMBINERS)} {v}, {v} : {vty}")
            v = w
        r = self._into("tw", d)
        self.emit(f"{r.name} = vector.transfer_write {v}, {d.name}[{', '.join(i.name for i in to)}]{bounds} : "
                  f"{vty}, {ttext(d.ty)}")

    def s_materialize(self, depth):
        src = self.tensor()
        # (a destination read later, or read-only, is an error: "cannot avoid RaW conflict")
        out = self.tensor(src.ty, init=False) if self.maybe(1, 4) else self.empty(src.ty)
        if out is src:
            out = self.empty(src.ty)
        self.use(src, out)
        r = self._into("mat", out)
        self.emit(f"{r.name} = bufferization.materialize_in_destination {src.name} in {out.name} : "
                  f"({ttext(src.ty)}, {ttext(out.ty)}) -> {ttext(out.ty)}")

    def s_rank_reduce(self, depth):
        """A row or column of a 2-d tensor as a 1-d slice, changed, and
        inserted back (rank-reducing extract_slice and insert_slice)."""
        d = self.tensor(rank=2)
        keep = self.int_(0, 1)
        n = self.pick([s for s in SIZES if s <= d.ty[keep]])
        sizes = (1, n) if keep == 1 else (n, 1)
        params, _ = self.slice_params(d.ty, sizes)
        self.use(d)
        sl = self.add(Val(self.fresh("row"), (n,), src=d.src, root=d.root))
        self.emit(f"{sl.name} = tensor.extract_slice {d.name}{params} : {ttext(d.ty)} to {ttext(sl.ty)}")
        m = self.generic_on([self.tensor((n,))], sl, read_out=self.maybe(1, 2))
        target = d if not self.maybe(1, 4) else self.tensor(d.ty)
        params, _ = self.slice_params(d.ty, sizes)
        self.use(target)
        r = self._into("ris", target)
        self.emit(f"{r.name} = tensor.insert_slice {m.name} into {target.name}{params} : "
                  f"{ttext(m.ty)} into {ttext(d.ty)}")

    def s_dynamic_slice(self, depth):
        """A slice with SSA sizes (a constant and a tensor.dim) of a tensor
        cast to a dynamic shape, filled, inserted back, and cast back to the
        static type."""
        t = self.tensor(rank=2)
        a, b = t.ty
        dyn = "tensor<?x?xf32>"
        rows = self.pick([s for s in SIZES if s <= a])
        off, size, c1 = self.index_below(a - rows + 1), self.iconst(rows), self.iconst(1)
        f = self.f32()
        self.use(t, f)
        d, n, sl, fl, w = (self.fresh(p) for p in ("dyn", "dim", "ds", "df", "dw"))
        self.emit(f"{d} = tensor.cast {t.name} : {ttext(t.ty)} to {dyn}")
        self.emit(f"{n} = tensor.dim {d}, {c1.name} : {dyn}")
        params = f"[{off.name}, 0] [{size.name}, {n}] [1, 1]"
        self.emit(f"{sl} = tensor.extract_slice {d}{params} : {dyn} to {dyn}")
        self.emit(f"{fl} = linalg.fill ins({f.name} : f32) outs({sl} : {dyn}) -> {dyn}")
        self.emit(f"{w} = tensor.insert_slice {fl} into {d}{params} : {dyn} into {dyn}")
        r = self._into("dst", t)
        self.emit(f"{r.name} = tensor.cast {w} : {dyn} to {ttext(t.ty)}")
