"""Ownership-based buffer deallocation (LLVM >= 17), as
``mlir/docs/OwnershipBasedBufferDeallocation.md`` describes it:

* ``ownership-based-buffer-deallocation``: every block owns the buffers it
  allocates (``true``), receives an ``i1`` ownership indicator with each
  buffer block argument (except for function entry blocks: the function
  boundary ABI never takes ownership of arguments and always passes ownership
  of returned buffers), and ends with a ``bufferization.dealloc`` of the
  buffers it may own, retaining the buffers passed to successors and those
  live out of the block.  Region-branch ops (``scf.if``, ``scf.for``,
  ``scf.while``, ``scf.execute_region``) get one extra ``i1`` operand /
  block argument / result per forwarded buffer; branches (``cf.br``,
  ``cf.cond_br``, ``cf.switch``) forward an ``i1`` with each buffer.  A
  branch with several successors gets one ``bufferization.dealloc`` per
  edge, its conditions restricted to that edge being taken, as upstream's
  cf.cond_br model does; the branch declares how (``successor_condition``,
  ``set_successor_operands``: ``dialects/cf/branching.py``).  Departure:
  upstream rejects ``cf.switch`` with several successors ("Terminators with
  more than one successor are not supported!" when it passes buffers,
  "BranchOpInterface operations with multiple successors are not supported
  yet" otherwise); here it is handled like ``cf.cond_br``, which its
  canonicalize-folded forms in upstream's pipeline already were.  Buffers
  returned without guaranteed ownership are cloned (at run time, under
  ``scf.if``, when ownership is dynamic).
* ``buffer-deallocation-simplification``: folds constant-false conditions and
  duplicates, drops retained values that can never alias a freed buffer,
  drops freed buffers that are (exactly) a retained one, and splits off
  buffers that alias nothing else into their own ``bufferization.dealloc``.
* ``bufferization-lower-deallocations``: lowers ``bufferization.dealloc`` to
  ``memref.dealloc`` under ``scf.if``, with run-time base-pointer comparisons
  (``memref.extract_aligned_pointer_as_index``) where aliasing is not known
  statically.  Unlike upstream, the general case (several buffers) is lowered
  inline (quadratic in the number of buffers) rather than through a helper
  library function; a buffer listed several times is freed at most once and
  when any of its conditions holds.
* ``buffer-deallocation-pipeline``: expand-realloc{emit-deallocs=false},
  canonicalize, ownership-based-buffer-deallocation, canonicalize,
  buffer-deallocation-simplification, bufferization-lower-deallocations, cse,
  canonicalize (upstream's pipeline).

Not supported (reported as errors, with the op's location, never silently):
unstructured (``cf``) loops, region ops that do not declare region control
flow and contain buffers, existing deallocations, ops with unknown memory
effects that produce buffers, branch terminators passing buffers that do
not declare ``set_successor_operands`` (or, with several successors,
``successor_condition``), and unranked buffers that would have to be freed.  The
``private-function-dynamic-ownership`` option of upstream is not offered.
"""
from __future__ import annotations

from ...analysis import interfaces as I
from ...analysis.dominance import has_cycle
from ...analysis.liveness import Liveness
from ...dialects.common import seg_attr, segments
from ...ir import attributes as A
from ...ir import types as T
from ...ir.core import BlockArgument, Block, OpResult, Operation, Region
from ...transforms.rewrite import constant_value
from ..base import Option, Pass
from ..registry import register_pass
from .simplify import simplify_all

from .obbd import OBBDError, UNKNOWN, Deallocator  # noqa: E402,F401


# ---- small IR helpers -------------------------------------------------------------------------


def _const_value(v):
    """True/False for an i1 arith.constant, else None."""
    d = v.defining_op() if v is not None else None
    if d is None or v.type != T.i1:
        return None
    a = constant_value(d)
    if isinstance(a, A.BoolAttr):
        return bool(a.value)
    if isinstance(a, A.IntegerAttr):
        return bool(a.value)
    return None


def _bool_op(b: bool, loc):
    return Operation("arith.constant", (), [T.i1], properties={"value": A.TRUE if b else A.FALSE}, loc=loc)


class _Ins:
    """Insertion point: before ``anchor`` (or at the end of ``block``)."""

    def __init__(self, anchor=None, block=None):
        self.anchor = anchor
        self.block = block if block is not None else anchor.parent

    def insert(self, op):
        if self.anchor is not None:
            self.block.insert_before(self.anchor, op)
        else:
            self.block.append(op)
        return op

    def const(self, b: bool, loc):
        return self.insert(_bool_op(b, loc)).result

    def andi(self, x, y, loc):
        cx, cy = _const_value(x), _const_value(y)
        if cx is True:
            return y
        if cy is True:
            return x
        if cx is False:
            return x
        if cy is False:
            return y
        if x is y:
            return x
        return self.insert(Operation("arith.andi", [x, y], [T.i1], loc=loc)).result

    def ori(self, x, y, loc):
        cx, cy = _const_value(x), _const_value(y)
        if cx is False:
            return y
        if cy is False:
            return x
        if cx is True:
            return x
        if cy is True:
            return y
        if x is y:
            return x
        return self.insert(Operation("arith.ori", [x, y], [T.i1], loc=loc)).result

    def noti(self, x, loc):
        c = _const_value(x)
        if c is not None:
            return self.const(not c, loc)
        t = self.const(True, loc)
        return self.insert(Operation("arith.xori", [x, t], [T.i1], loc=loc)).result

    def select(self, c, x, y, loc):
        cc = _const_value(c)
        if cc is True or x is y or (_const_value(x) is not None and _const_value(x) == _const_value(y)):
            return x
        if cc is False:
            return y
        if (x is c or _const_value(x) is True) and _const_value(y) is False:
            return c
        return self.insert(Operation("arith.select", [c, x, y], [T.i1], loc=loc)).result

    def cmpi(self, pred: str, x, y, loc):
        p = {"eq": 0, "ne": 1}[pred]
        return self.insert(Operation("arith.cmpi", [x, y], [T.i1],
                                     properties={"predicate": A.IntegerAttr(p, T.i64)}, loc=loc)).result

    def ptr(self, m, loc, cache=None):
        if cache is not None and m in cache:
            return cache[m]
        r = self.insert(Operation("memref.extract_aligned_pointer_as_index", [m], [T.index], loc=loc)).result
        if cache is not None:
            cache[m] = r
        return r


def dealloc_op(memrefs, conds, retained, loc):
    return Operation("bufferization.dealloc", list(memrefs) + list(conds) + list(retained),
                     [T.i1] * len(retained),
                     properties={"operandSegmentSizes": seg_attr(len(memrefs), len(conds), len(retained))},
                     loc=loc)


def _is_func(op) -> bool:
    return op is not None and op.name == "func.func"


def _rpo(region):
    if not region.blocks:
        return []
    seen, order = set(), []

    def dfs(b):
        seen.add(b)
        for s in b.successors():
            if s not in seen:
                dfs(s)
        order.append(b)

    dfs(region.blocks[0])
    out = list(reversed(order))
    out += [b for b in region.blocks if b not in seen]
    return out


def _origin(v):
    """Follow view ops (and extract_strided_metadata's base) to the buffer a
    value is a view of."""
    seen = 0
    while seen < 1000:
        seen += 1
        d = v.defining_op() if hasattr(v, "defining_op") else None
        if d is None:
            return v
        vs = I.view_source(d)
        if vs is None:
            return v
        v = d.operands[vs].value
    return v


# ---- the deallocation pass ----------------------------------------------------------------------


class _OBBD:
    def __init__(self, func, private_func_dynamic_ownership: bool = False):
        self.func = func
        self.dyn = private_func_dynamic_ownership
        self.own: dict = {}
        self.to_dealloc: dict = {}
        self.consts: dict = {}

    # ownership ------------------------------------------------------------

    def validate(self):
        for op in self.func.walk():
            for r in op.regions:
                if len(r.blocks) > 1 and has_cycle(r):
                    raise OBBDError(op, "Only structured control-flow loops are supported.")
        # upstream checks each op when the deallocation reaches it: blocks post-order
        # over ops (nested blocks first), so the first error is the one reported there
        from .obbd import dealloc_block_order
        for block in dealloc_block_order(self.func):
            for op in block:
                self._validate_op(op)

    def _validate_op(self, op):
        if op.name == "bufferization.dealloc":
            raise OBBDError(op, "No deallocation operations must be present when running this pass!")
        effs = I.own_effects(op)
        if effs is None and not I.is_call(op) and not I.is_select_like(op) and \
                I.lookup_extra(op, "successor_condition") is None and \
                not (I.has_trait(op, "RecursiveMemoryEffects") or I.lookup_extra(op, "recursive_effects")
                     or (op.regions and I.is_region_branch(op))):
            # upstream rejects every op without memory-effect information; here a
            # registered op whose definition lacks effect metadata is only rejected
            # when it produces buffers (it could allocate them) or says that upstream's
            # has none either (effects_unknown)
            from ...ir.registry import lookup as _lookup
            if _lookup(op.name) is None or I.lookup_extra(op, "effects_unknown") \
                    or any(I.is_buffer(r) for r in op.results):
                raise OBBDError(op, "ops with unknown memory side effects are not supported")
        if effs and "bufferization.manual_deallocation" not in op.attributes:
            for e in effs:
                if e.kind == "free" and I.is_buffer(e.value):
                    raise OBBDError(op, "memory free side-effect on MemRef value not supported!")
        if op.regions and not I.is_region_branch(op) and not _is_func(op):
            # like upstream, the blocks of other region ops (linalg.generic) are
            # processed on their own; buffers may not cross their boundary
            if any(I.is_buffer(r) for r in op.results) or self._region_args_or_yields_buffers(op):
                raise OBBDError(op, "All operations with attached regions need to implement the "
                                    "RegionBranchOpInterface.")
        if op.successors:
            # a branch says how it forwards operands and (with several
            # successors) when it takes each one (dialects/cf/branching.py);
            # without that, only branches that pass no buffers are handled
            passes_buffers = any(I.is_buffer(a) for s in op.successors for a in s.args) or \
                any(I.is_buffer(o.value) for o in op.operands)
            multi = len(op.successors) > 1
            if passes_buffers and multi and I.lookup_extra(op, "successor_condition") is None:
                raise OBBDError(op, "Terminators with more than one successor are not supported!")
            if passes_buffers and (not I.is_branch(op) or I.lookup_extra(op, "set_successor_operands") is None):
                raise OBBDError(op, "ownership-based-buffer-deallocation: a branch terminator passing buffers "
                                    "must declare successor_operands and set_successor_operands")


    @staticmethod
    def _region_args_or_yields_buffers(op):
        for r in op.regions:
            for b in r.blocks:
                if any(I.is_buffer(a) for a in b.args):
                    return True
                t = b.last
                if t is not None and I.is_terminator(t) and any(I.is_buffer(o.value) for o in t.operands):
                    return True
        return False


    def run(self):
        if not self.func.regions or not self.func.regions[0].blocks:
            return
        self.validate()
        Deallocator(self.func, self.dyn, Liveness(self.func)).run()



def _resolve_callee(op):
    callee = op.properties.get("callee") or op.attributes.get("callee")
    if not isinstance(callee, A.SymbolRefAttr):
        return None
    from ...ir.verifier import lookup_symbol
    return lookup_symbol(op, callee)


def _is_private(fn) -> bool:
    vis = fn.properties.get("sym_visibility") or fn.attributes.get("sym_visibility")
    return isinstance(vis, A.StringAttr) and vis.value == "private"


def _is_declaration(fn) -> bool:
    return not fn.regions or not fn.regions[0].blocks


def _update_function_signature(func):
    """upstream updateFunctionSignature: the function type's results become
    the operand types of the (all equal) return ops."""
    region = func.regions[0]
    rets = [b.last for b in region.blocks if b.last is not None and I.is_return_like(b.last)]
    types = {tuple(o.value.type for o in r.operands) for r in rets}
    if len(types) > 1:
        raise OBBDError(func, "there are multiple return operations with different operand types")
    ft = func.function_type.value
    res = next(iter(types)) if types else ft.results
    func.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(a.type for a in region.blocks[0].args),
                                                                 tuple(res)))


def _operand(op, value):
    from ...ir.core import OpOperand
    return OpOperand(op, len(op.operands), value)


def ownership_deallocate(func, private_func_dynamic_ownership: bool = False):
    """Run ownership-based deallocation on one func.func (raises OBBDError)."""
    _OBBD(func, private_func_dynamic_ownership).run()
    _update_function_signature(func)


def _funcs(op):
    if op.name == "func.func":
        return [op]
    return [o for o in op.walk() if o.name == "func.func"]


@register_pass
class OwnershipBasedBufferDeallocation(Pass):
    name = "ownership-based-buffer-deallocation"
    deallocates = True
    display_name = "OwnershipBasedBufferDeallocationPass"
    summary = "Adds all required dealloc operations for all allocations in the input program"
    description = ("Ownership-based deallocation (mlir/docs/OwnershipBasedBufferDeallocation.md): inserts "
                   "bufferization.dealloc at the end of each block with ownership indicators passed along "
                   "branches and region-branch ops.")
    anchor = None
    options = (
        Option("private-function-dynamic-ownership", bool, False,
               "Allows to add additional arguments to private functions to dynamically pass ownership of "
               "memrefs to callees. This can enable earlier deallocations."),
    )

    def run(self, op, ctx):
        dyn = bool(ctx.options["private-function-dynamic-ownership"])
        for f in _funcs(op):
            if f.regions and f.regions[0].blocks:
                try:
                    ownership_deallocate(f, dyn)
                except OBBDError as e:
                    ctx.fail(e.op, e.msg)
                    return


# ---- buffer-deallocation-simplification ------------------------------------------------------

def _dealloc_parts(op):
    m, c, r = segments(op, 3)
    return list(m), list(c), list(r)


def cleanup_dead(root):
    """Erase unused side-effect-free helper ops (constants, i1 logic, pointer
    and metadata extraction) left behind by deallocation."""
    names = {"arith.constant", "arith.select", "arith.andi", "arith.ori", "arith.xori", "arith.cmpi",
             "memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index"}
    changed = True
    while changed:
        changed = False
        for o in list(root.walk(post_order=True)):
            if o is not root and o.name in names and o.parent is not None and not any(r.uses for r in o.results):
                o.erase()
                changed = True


@register_pass
class BufferDeallocationSimplification(Pass):
    name = "buffer-deallocation-simplification"
    display_name = "BufferDeallocationSimplificationPass"
    summary = "Optimizes `bufferization.dealloc` operation for more efficient codegen"
    description = ("Applies upstream's alias-analysis based bufferization.dealloc patterns and the op's "
                   "canonicalization patterns with the greedy driver (see ownership_dealloc/simplify.py).")
    anchor = None

    def run(self, op, ctx):
        simplify_all(op)


# ---- bufferization-lower-deallocations -------------------------------------------------------


def _if_dealloc(ins, cond, m, loc):
    # upstream keeps the scf.if even for a constant condition (canonicalize folds it)
    then_r = Region([Block()])
    then_r.blocks[0].append(Operation("memref.dealloc", [m], [], loc=loc))
    then_r.blocks[0].append(Operation("scf.yield", [], [], loc=loc))
    ifop = Operation("scf.if", [cond], [], loc=loc)
    ifop.add_region(then_r)
    ifop.add_region(Region())
    ins.insert(ifop)


def lower_dealloc(op):
    memrefs, conds, retained = _dealloc_parts(op)
    ins = _Ins(op)
    loc = op.loc
    results = []
    if not memrefs:
        results = [ins.const(False, loc)] * len(retained)
    elif len(memrefs) == 1 and not retained:
        _if_dealloc(ins, conds[0], memrefs[0], loc)
    elif len(memrefs) == 1:
        m, c = memrefs[0], conds[0]
        cache = {}
        p = ins.ptr(m, loc, cache)
        nes = [ins.cmpi("ne", p, ins.ptr(r, loc, cache), loc) for r in retained]
        not_ret = nes[0]
        for ne in nes[1:]:
            not_ret = ins.andi(not_ret, ne, loc)
        _if_dealloc(ins, ins.andi(not_ret, c, loc), m, loc)
        results = [ins.andi(ins.noti(ne, loc), c, loc) for ne in nes]
    else:
        cache = {}
        ps = [ins.ptr(m, loc, cache) for m in memrefs]
        rs = [ins.ptr(r, loc, cache) for r in retained]
        eq = {}

        def cmp(pred, a, b):
            key = (pred, a, b) if id(a) < id(b) else (pred, b, a)
            if key not in eq:
                eq[key] = ins.cmpi(pred, a, b, loc)
            return eq[key]

        n = len(memrefs)
        for i in range(n):
            eff = conds[i]
            for j in range(i + 1, n):
                eff = ins.ori(eff, ins.andi(cmp("eq", ps[i], ps[j]), conds[j], loc), loc)
            ok = eff
            for j in range(i):
                ok = ins.andi(ok, cmp("ne", ps[i], ps[j]), loc)
            for pr in rs:
                ok = ins.andi(ok, cmp("ne", ps[i], pr), loc)
            _if_dealloc(ins, ok, memrefs[i], loc)
        for pr in rs:
            o = ins.const(False, loc)
            for i in range(n):
                o = ins.ori(o, ins.andi(cmp("eq", ps[i], pr), conds[i], loc), loc)
            results.append(o)
    for r, v in zip(op.results, results):
        r.replace_all_uses_with(v)
    op.erase()


@register_pass
class LowerDeallocations(Pass):
    name = "bufferization-lower-deallocations"
    display_name = "LowerDeallocationsPass"
    summary = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations"
    description = ("Lowers bufferization.dealloc to memref.dealloc under scf.if, comparing base pointers at run "
                   "time where aliasing is not known statically (inline, without a helper library function).")
    anchor = None

    def run(self, op, ctx):
        for d in [o for o in op.walk() if o.name == "bufferization.dealloc"]:
            lower_dealloc(d)
        cleanup_dead(op)


# ---- buffer-deallocation-pipeline ------------------------------------------------------------

PIPELINE = ("expand-realloc{emit-deallocs=false}", "canonicalize", "ownership-based-buffer-deallocation",
            "canonicalize", "buffer-deallocation-simplification", "bufferization-lower-deallocations", "cse", "canonicalize")


def run_passes(op, ctx, names):
    from ..base import PassContext
    from ..pipeline import make_instance
    from ..registry import lookup
    for n in names:
        n, _, opts = n.partition("{")
        cls = lookup(n)
        inst = make_instance(cls, opts.rstrip("}") or None)
        sub = PassContext(inst, ctx.engine)
        cls().run(op, sub)
        if sub.failed:
            ctx.failed = True
            return


@register_pass
class BufferDeallocationPipeline(Pass):
    name = "buffer-deallocation-pipeline"
    deallocates = True
    display_name = "BufferDeallocationPipeline"
    summary = ("The default pipeline for automatically inserting deallocation operations after one-shot "
               "bufferization. Deallocation operations (except `memref.realloc`) may not be present already.")
    description = "Runs: " + ", ".join(PIPELINE) + "."
    anchor = "builtin.module"
    options = (
        Option("private-function-dynamic-ownership", bool, False,
               "Allows to add additional results to private functions to return ownership of returned "
               "memrefs to callers. This can avoid spurious buffer clones in the callee."),
    )

    def run(self, op, ctx):
        names = list(PIPELINE)
        if ctx.options["private-function-dynamic-ownership"]:
            i = names.index("ownership-based-buffer-deallocation")
            names[i] += "{private-function-dynamic-ownership=true}"
        run_passes(op, ctx, names)
