"""The rewrite phase: every op with tensor semantics asks its model to
bufferize itself.  Tensors and buffers meet through `bufferization.to_tensor`
/ `to_buffer` materializations, which fold away at the end; out-of-place
operands get a fresh `memref.alloc` (plus `memref.copy` only when the old
contents are read)."""
from __future__ import annotations

from typing import Optional

from ...ir import types as T
from ...ir.core import BlockArgument, OpOperand, OpResult, Operation, Value
from .. import builders as B
from ..interface import BufferizeError, is_tensor
from ..state import AnalysisState, identity_memref
from .reasons import AllocRecord, CopyRecord


class Rewriter:
    def __init__(self, state: AnalysisState, module: Operation):
        self.state = state
        self.options = state.options
        self.module = module
        self.anchor: Optional[Operation] = None   # insert before this op
        self._buffers: dict = {}                  # tensor value -> memref value
        self.copy_results: dict = {}             # result -> copy contents? (out-of-place alias-only operand)
        self.globals: dict = {}                   # (attr, type) -> global name
        self.stats = {"allocs": 0, "copies": 0}
        self._alloc_tensor_ok: Optional[bool] = None
        self.for_use: Optional[OpOperand] = None   # the out-of-place operand being given a buffer
        self._copy_for: dict = {}                  # result -> out-of-place operand (copy_results)

    # ---- insertion -------------------------------------------------------
    def insert(self, op: Operation) -> Operation:
        self.anchor.parent.insert_before(self.anchor, op)
        return op

    def create(self, name, operands=(), result_types=(), properties=None, attributes=None,
               regions=()) -> Operation:
        return self.insert(Operation(name, operands, result_types, attributes, properties, regions,
                                     loc=self.anchor.loc))

    def const_index(self, v: int) -> Value:
        return self.insert(B.constant_index(v, self.anchor.loc)).result

    # ---- buffers -----------------------------------------------------------
    def buffer(self, v: Value, mtype: Optional[T.Type] = None) -> Value:
        """The buffer of tensor ``v`` (looking through to_tensor)."""
        d = v.defining_op() if isinstance(v, OpResult) else None
        if d is not None and d.name == "bufferization.to_tensor":
            m = d.buffer
            if mtype is not None and m.type != mtype:
                return self.cast_or_realloc(m, mtype)
            return m
        key = (v, mtype)
        b = self._buffers.get(key)
        if b is not None:
            return b
        if mtype is None:
            mtype = self.buffer_type(v)
        op = B.to_buffer(v, mtype, self.anchor.loc)
        if isinstance(v, BlockArgument):
            v.block.prepend(op)
        else:
            v.op.parent.insert_after(v.op, op)
        self._buffers[key] = op.result
        return op.result

    def cast_or_realloc(self, m: Value, to: T.Type) -> Value:
        """upstream castOrReallocMemRefValue: a memref.cast when it is
        guaranteed to succeed at run time, else a new buffer and a copy."""
        if m.type == to:
            return m
        if cast_guaranteed(m.type, to):
            return self.insert(B.cast(m, to, self.anchor.loc)).result
        dyn = [self.insert(B.dim(m, self.const_index(i), self.anchor.loc)).result
               for i, d in enumerate(to.shape) if d is None]
        a = self.alloc(to, dyn, kind="cast")
        self.copy(m, a)
        return a

    def buffer_type(self, v: Value) -> T.Type:
        d = v.defining_op() if isinstance(v, OpResult) else None
        if d is not None and d.name == "bufferization.to_tensor":
            return d.buffer.type
        m = self.state.model_of_value(v)
        if m is None:
            return self.state.default_buffer_type(v)
        return m.buffer_type(v, self.state)

    def operand_buffer(self, use: OpOperand, mtype: Optional[T.Type] = None) -> Value:
        """Buffer for an operand: its own, or a private copy when the analysis
        put it out of place."""
        if not self._out_of_place(use):
            return self.buffer(use.value, mtype)
        st = self.state
        aliases = st.aliasing_values(use)
        if (len(aliases) == 1 and isinstance(aliases[0].target, OpResult) and not st.writes(use)
                and len(st.aliasing_operands(aliases[0].target)) == 1
                and isinstance(aliases[0].target.type, T.RankedTensorType)):
            # The op only creates an alias (extract_slice): copy the smaller result instead.
            self.copy_results[aliases[0].target] = not st.can_omit_copy(use)
            self._copy_for[aliases[0].target] = use
            return self.buffer(use.value, mtype)
        with_copy = not st.can_omit_copy(use)
        if not self.alloc_tensor_allowed():
            return self.buffer(self.alloc_tensor(use.value, with_copy), mtype)
        src = self.buffer(use.value) if with_copy else None
        saved, self.for_use = self.for_use, use
        try:
            return self.allocate_like(use.value, src, with_copy)
        finally:
            self.for_use = saved

    def alloc_tensor_allowed(self) -> bool:
        """Does a ``bufferization.alloc_tensor`` get bufferized here?  Upstream
        materializes the private copy of an out-of-place operand (tensor copy
        insertion) and every tensor.empty as an alloc_tensor, which is then
        bufferized like any other op: not at all when the dialect filter
        leaves the bufferization dialect out, so it stays in tensor form."""
        ok = self._alloc_tensor_ok
        if ok is None:
            ok = self._alloc_tensor_ok = alloc_tensor_allowed(self.options)
        return ok

    def alloc_tensor(self, tensor: Value, copy: bool, buf: Optional[Value] = None) -> Value:
        """upstream allocateTensorForShapedValue: a ``bufferization.alloc_tensor``
        shaped like ``tensor`` (``copy(tensor)`` when ``copy``, else its
        dynamic sizes), before the anchor; returns the new tensor."""
        self.check_copyable(tensor)
        t = tensor.type
        props = {}
        if copy:
            ops, seg = [tensor], B.seg(0, 1, 0)
        else:
            ops = [self.dim_of(tensor, buf, i) for i, d in enumerate(t.shape) if d is None]
            seg = B.seg(len(ops), 0, 0)
            space = getattr(buf.type if buf is not None else self.buffer_type(tensor), "memory_space", None)
            if space is not None:
                props["memory_space"] = space
        props["operandSegmentSizes"] = seg
        at = self.insert(Operation("bufferization.alloc_tensor", ops, [t], properties=props, loc=self.anchor.loc))
        return at.result

    def check_copyable(self, tensor: Value) -> None:
        """upstream allocateTensorForShapedValue: a buffer shaped like an
        unranked tensor has no sizes to allocate it with; an error at the op
        being bufferized (mlir-opt-22 reports it there too)."""
        if isinstance(tensor.type, T.UnrankedTensorType):
            raise BufferizeError(self.anchor, "copying of unranked tensors is not implemented")

    def copied_without_read(self, use: OpOperand) -> bool:
        """Does this use get a fresh buffer without a copy of the old contents
        (so that it does not need the buffer of its value at all)?  Never for
        an op without a model (allow-unknown-ops): nothing is copied for it."""
        if self.state.model(use.owner) is None:
            return False
        return self._out_of_place(use) and self.state.can_omit_copy(use) and not (
            len(self.state.aliasing_values(use)) == 1 and not self.state.writes(use))

    def _copy_before_write(self, op: Operation) -> bool:
        if self.options.copy_before_write:
            return True
        funcs = self.state.copy_before_write_funcs
        if not funcs:
            return False
        return any(a in funcs for a in op.ancestors())

    def _out_of_place(self, use: OpOperand) -> bool:
        if self._copy_before_write(use.owner):
            return not self.in_place_without_analysis(use)
        return use in self.state.out_of_place

    def in_place_without_analysis(self, use: OpOperand) -> bool:
        """No analysis (copy-before-write): the model says (every write is
        out of place unless the op's model says otherwise)."""
        m = self.state.model(use.owner)
        return m.in_place_without_analysis(use, self.state) if m is not None else not self.state.writes(use)

    def allocate_like(self, tensor: Value, src_buffer: Optional[Value], with_copy: bool,
                      memory_space=None) -> Value:
        """A new identity-layout buffer shaped like ``tensor`` (dynamic sizes
        from ``src_buffer``), filled from it when ``with_copy``; in
        ``memory_space`` if given, else in the source's."""
        self.check_copyable(tensor)
        t = tensor.type
        if memory_space is None:
            space_of = src_buffer.type if src_buffer is not None else self.buffer_type(tensor)
            memory_space = getattr(space_of, "memory_space", None)
        mtype = identity_memref(t, memory_space)
        dyn = []
        for i, d in enumerate(t.shape):
            if d is None:
                dyn.append(self.dim_of(tensor, src_buffer, i))
        a = self.alloc(mtype, dyn)
        if with_copy and src_buffer is not None:
            self.copy(src_buffer, a)
        return a

    def dim_of(self, tensor: Value, buf: Optional[Value], i: int) -> Value:
        d = tensor.defining_op() if isinstance(tensor, OpResult) else None
        if d is not None and d.name == "bufferization.alloc_tensor" and not self.alloc_tensor_allowed():
            # An alloc_tensor left in tensor form (it reifies its own sizes).
            from ...ir.interfaces import segments
            dyn, copy, _ = segments(d, 3)
            if not copy and tensor.type.shape[i] is None:
                return dyn[sum(1 for x in tensor.type.shape[:i] if x is None)]
        m = self.state.model(d) if d is not None else None
        reify = getattr(m, "reify_dim", None) if m is not None else None
        if reify is not None:
            v = reify(d, tensor, i, self)
            if v is not None:
                return v
        if buf is None:
            buf = self.buffer(tensor)
        return self.insert(B.dim(buf, self.const_index(i), self.anchor.loc)).result

    def alloc(self, mtype: T.MemRefType, dyn, kind: str = "new") -> Value:
        """A new buffer before the anchor, recorded for the report with the
        out-of-place operand it is for (``for_use``), if any."""
        self.stats["allocs"] += 1
        op = self.insert(B.alloc(mtype, dyn, self.anchor.loc, self.options.buffer_alignment,
                                 alloca=self.options.use_alloca))
        self.state.allocations.append(AllocRecord(op, self.anchor, self.for_use,
                                                  "copy" if self.for_use is not None else kind))
        return op.result

    def copy(self, src: Value, dst: Value, loc=None) -> None:
        """``memref.copy src -> dst`` before the anchor, recorded for the report."""
        self.stats["copies"] += 1
        op = self.insert(B.copy(src, dst, loc if loc is not None else self.anchor.loc))
        alloc = dst.defining_op() if isinstance(dst, OpResult) else None
        self.state.copies.append(CopyRecord(op, self.anchor, self.for_use, alloc))

    # ---- replacing ---------------------------------------------------------
    def replace_op(self, op: Operation, values) -> None:
        """Replace op's results: tensor results by to_tensor of the given buffers."""
        after = op.next
        parent = op.parent
        for r, v in zip(op.results, values):
            if v is None:
                continue
            if is_tensor(r) and not is_tensor(v):
                if r in self.copy_results:
                    saved = self.anchor
                    self.anchor = after if after is not None else None
                    if self.anchor is None:
                        raise BufferizeError(op, "cannot copy the result of a block terminator")
                    if not self.alloc_tensor_allowed():
                        # The copy of the result stays a tensor-level alloc_tensor.
                        tt = self.insert(B.to_tensor(v, r.type, op.loc))
                        at = self.alloc_tensor(tt.result, self.copy_results[r], v)
                        self.anchor = saved
                        r.replace_all_uses_with(at)
                        continue
                    saved_use, self.for_use = self.for_use, self._copy_for.get(r)
                    v = self.allocate_like(r, v, self.copy_results[r])
                    self.anchor, self.for_use = saved, saved_use
                tt = B.to_tensor(v, r.type, op.loc)
                if after is not None:
                    parent.insert_before(after, tt)
                else:
                    parent.append(tt)
                r.replace_all_uses_with(tt.result)
            else:
                r.replace_all_uses_with(v)
        inputs = [o.value for o in op.operands]
        op.erase()
        _erase_dead_to_tensors(inputs)

    def tensor_of(self, buf: Value, ttype: T.Type) -> Value:
        return self.insert(B.to_tensor(buf, ttype, self.anchor.loc)).result

    # ---- globals for constants ---------------------------------------------
    def global_for(self, attr, mtype: T.MemRefType, loc) -> str:
        key = (attr, mtype)
        name = self.globals.get(key)
        if name is not None:
            return name
        shape = "x".join(str(d) for d in mtype.shape)
        base = f"__constant_{shape}x{mtype.element_type}" if shape else f"__constant_{mtype.element_type}"
        existing = {str(getattr(op.properties.get("sym_name"), "value", "")) for op in self.module.regions[0].entry}
        name = base
        i = 0
        while name in existing:
            name = f"{base}_{i}"
            i += 1
        g = B.global_(name, mtype, attr, loc, alignment=self.options.buffer_alignment)
        body = self.module.regions[0].entry
        first = body.first
        # Upstream inserts globals at the start of the module, newest first after older ones.
        last_global = None
        for op in body:
            if op.name == "memref.global":
                last_global = op
        if last_global is not None:
            body.insert_after(last_global, g)
        elif first is not None:
            body.insert_before(first, g)
        else:
            body.append(g)
        self.globals[key] = name
        return name


def _erase_dead_to_tensors(values) -> None:
    """Erase the ``to_tensor`` ops among ``values``' definitions that lost
    their last use.  They would fold away at the end anyway
    (fold_materializations); erased now, one materialization per tensor
    value does not stay alive beside the function's memref IR."""
    for v in values:
        if type(v) is OpResult and not v.uses:
            d = v.op
            if d.name == "bufferization.to_tensor" and d.parent is not None:
                d.erase()


def alloc_tensor_allowed(options) -> bool:
    """Is ``bufferization.alloc_tensor`` bufferized under these options (see
    ``Rewriter.alloc_tensor_allowed``)?"""
    return options.op_allowed(Operation("bufferization.alloc_tensor"))


def cast_guaranteed(src: T.Type, dst: T.Type) -> bool:
    """memref.cast is valid and cannot fail at run time (no dynamic offset or
    stride, nor dynamic size, becomes static)."""
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return True  # casts to/from unranked are always valid
    if len(src.shape) != len(dst.shape) or src.element_type != dst.element_type:
        return False
    ss, so = B.strides_and_offset(src)
    ds, do = B.strides_and_offset(dst)
    if so is None and do is not None:
        return False
    for a, b in zip(ss, ds):
        if a is None and b is not None:
            return False
        if a is not None and b is not None and a != b:
            return False
    if so is not None and do is not None and so != do:
        return False
    for a, b in zip(src.shape, dst.shape):
        if a is not None and b is not None and a != b:
            return False
    return True


def fold_materializations(root: Operation, alignment: int = 64) -> None:
    """to_buffer(to_tensor(m)) -> m (or a memref.cast); drop dead to_tensor."""
    for op in list(root.walk()):
        if op.name == "bufferization.to_buffer" and op.parent is not None:
            src = op.operand(0)
            d = src.defining_op() if isinstance(src, OpResult) else None
            if d is not None and d.name == "bufferization.to_tensor":
                m = d.buffer
                if m.type == op.result.type:
                    op.result.replace_all_uses_with(m)
                else:
                    if cast_guaranteed(m.type, op.result.type):
                        c = B.cast(m, op.result.type, op.loc)
                        op.parent.insert_before(op, c)
                        new = c.result
                    else:
                        new = _realloc_before(op, m, op.result.type, alignment)
                    op.result.replace_all_uses_with(new)
                op.erase()
    for op in list(root.walk(post_order=True)):
        if op.name in ("bufferization.to_tensor", "tensor.empty", "bufferization.alloc_tensor") \
                and op.parent is not None and not op.result.uses:
            op.erase()
        elif op.name == "bufferization.to_buffer" and op.parent is not None and not op.result.uses:
            op.erase()


def _realloc_before(anchor: Operation, m: Value, to: T.MemRefType, alignment: int) -> Value:
    blk = anchor.parent
    loc = anchor.loc
    dyn = []
    for i, d in enumerate(to.shape):
        if d is None:
            c = B.constant_index(i, loc)
            blk.insert_before(anchor, c)
            dm = B.dim(m, c.result, loc)
            blk.insert_before(anchor, dm)
            dyn.append(dm.result)
    a = B.alloc(to, dyn, loc, alignment)
    blk.insert_before(anchor, a)
    blk.insert_before(anchor, B.copy(m, a.result, loc))
    return a.result
