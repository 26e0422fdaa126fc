"""One-Shot Bufferize, whole pass: analysis, then rewrite; with function
boundaries, functions are analysed and rewritten callees first."""
from __future__ import annotations

from typing import Optional

from ...ir import attributes as A
from ...ir.core import OpResult, Operation
from ..interface import is_tensor
from .. import func_boundary as F
from ..state import AnalysisState, Options
from . import analysis
from ..interface import BufferizeError
from ...transforms.rewrite import is_trivially_dead
from .rewrite import Rewriter, fold_materializations


class OneShotError(Exception):
    def __init__(self, op, message, notes=()):
        super().__init__(message)
        self.op, self.message, self.notes = op, message, list(notes)


def _has_tensor_signature(f) -> bool:
    ft = f.function_type.value
    return any(is_tensor_type(t) for t in list(ft.inputs) + list(ft.results))


def is_tensor_type(t) -> bool:
    from ...ir import types as T
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def functions_ordered_by_calls(module: Operation) -> tuple:
    """(ordered, remaining): upstream getFuncOpsOrderedByCalls.  ``ordered``
    has callees before callers; ``remaining`` the functions on (or calling
    into) a call-graph cycle, whose bodies are analysed but not their
    boundaries.  Calls to functions without tensors in their signature do not
    order anything."""
    funcs = [op for op in module.regions[0].blocks[0] if op.name == "func.func"] if module.regions else []
    callees = {f: [] for f in funcs}
    for f in funcs:
        for op in f.walk():
            if op.name == "func.call":
                callee = F.callee_of(op)
                if callee is not None and callee in callees and _has_tensor_signature(callee) \
                        and callee not in callees[f]:
                    callees[f].append(callee)
    order, state = [], {}

    def visit(f):
        # 1 = in progress, 2 = ordered, 3 = on or above a cycle
        s = state.get(f)
        if s is not None:
            return s
        state[f] = 1
        ok = True
        for c in callees[f]:
            r = visit(c)
            if r != 2:
                ok = False
        state[f] = 2 if ok else 3
        if ok:
            order.append(f)
        return state[f]
    for f in funcs:
        visit(f)
    remaining = [f for f in funcs if state.get(f) != 2]
    return order, remaining


def functions_in_call_order(module: Operation) -> list:
    """func.func ops, callees before callers; functions in call-graph cycles last."""
    order, remaining = functions_ordered_by_calls(module)
    return order + remaining


def _bufferize_ops(root_ops, rw: Rewriter) -> None:
    """Bufferize every op with tensor semantics under ``root_ops``, top-down."""
    work = []
    for r in root_ops:
        for op in r.walk():
            if op is r and op.name == "func.func":
                continue
            if analysis.has_tensor_semantics(op) or op.name == "scf.yield":
                work.append(op)
    state = rw.state
    for op in work:
        if op.parent is None:
            continue  # erased meanwhile
        if not analysis.has_tensor_semantics(op):
            continue
        if not state.options.op_allowed(op):
            continue  # excluded by the dialect filter or function boundaries: left as is
        m = state.model(op)
        if m is None:
            if op.name == "bufferization.to_tensor":
                continue
            if state.options.allow_unknown_ops or is_trivially_dead(op):
                # (upstream's bufferizeOp lets an op without uses or effects stay: "it will fold away")
                _bufferize_unknown(op, rw)
                continue
            raise BufferizeError(op, f"op was not bufferized")
        rw.anchor = op
        m.bufferize(op, rw)


def _bufferize_unknown(op: Operation, rw: Rewriter) -> None:
    """allow-unknown-ops: tensor operands come from to_tensor of buffers;
    the op itself is left alone (upstream's behaviour)."""
    rw.anchor = op
    for o in op.operands:
        v = o.value
        if is_tensor(v):
            d = v.defining_op() if isinstance(v, OpResult) else None
            if d is not None and d.name == "bufferization.to_tensor":
                continue
            # Keep tensor value as is: later to_buffer uses see the unknown op's result.


def annotate(root: Operation, state: AnalysisState, funcs=()) -> None:
    for op in root.walk():
        if op.name == "func.func":
            continue
        if not any(is_tensor(o.value) for o in op.operands):
            continue
        vals = []
        for o in op.operands:
            if not is_tensor(o.value):
                vals.append(A.StringAttr("none"))
            else:
                vals.append(A.StringAttr("true" if o in state.in_place else "false"))
        op.attributes["__inplace_operands_attr__"] = A.ArrayAttr(tuple(vals))
    for f in funcs:
        info = state.func_equivalences.get(f)
        if not f.regions or not f.regions[0].blocks:
            _annotate_declaration(f)
            continue
        if info is None:
            continue
        entry = f.regions[0].blocks[0]
        for ret, eqs in info.return_annotations:
            eq = [A.IntegerAttr(eqs.get(i, -1)) for i in range(len(ret.operands))]
            ret.attributes["__equivalent_func_args__"] = A.ArrayAttr(tuple(eq))
        attrs = f.arg_attrs
        dicts = [dict(a.value) for a in attrs.value] if attrs is not None else [{} for _ in entry.args]
        changed = False
        for a in entry.args:
            if not is_tensor(a):
                continue
            r, w = a.index in info.read_args, a.index in info.written_args
            acc = "read-write" if r and w else "read" if r else "write" if w else "none"
            dicts[a.index]["bufferization.access"] = A.StringAttr(acc)
            changed = True
        if changed:
            f.properties["arg_attrs"] = A.ArrayAttr(tuple(A.DictionaryAttr.make(d) for d in dicts))
    if state.options.dump_alias_sets:
        _annotate_alias_sets(root, state)
    if state.options.print_conflicts:
        for i, (read, write, d) in enumerate(state.conflicts):
            tag = f"C_{i}"
            read.owner.attributes[f"{tag}[READ: {read.index}]"] = A.UNIT
            write.owner.attributes[f"{tag}[CONFL-WRITE: {write.index}]"] = A.UNIT
            if isinstance(d, OpResult):
                d.op.attributes[f"{tag}[DEF: result {d.index}]"] = A.UNIT
            else:
                d.block.parent_op.attributes[f"{tag}[DEF: bbArg {d.index}]"] = A.UNIT
        for i, v in enumerate(state.non_writable_reported):
            tag = f"W_{i}"
            if isinstance(v, OpResult):
                v.op.attributes[f"{tag}[NOT-WRITABLE: result {v.index}]"] = A.UNIT
            else:
                v.block.parent_op.attributes[f"{tag}[NOT-WRITABLE: bbArg {v.index}]"] = A.UNIT


def _annotate_declaration(f: Operation) -> None:
    """A function without body may read and write every tensor argument
    whose `bufferization.access` does not say otherwise (kept as written)."""
    from ...ir import types as T
    ft = f.function_type.value
    attrs = f.arg_attrs
    dicts = [dict(a.value) for a in attrs.value] if attrs is not None else [{} for _ in ft.inputs]
    changed = False
    for i, t in enumerate(ft.inputs):
        if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) \
                and not isinstance(dicts[i].get("bufferization.access"), A.StringAttr):
            dicts[i]["bufferization.access"] = A.StringAttr("read-write")
            changed = True
    if changed:
        f.properties["arg_attrs"] = A.ArrayAttr(tuple(A.DictionaryAttr.make(d) for d in dicts))


def _analysis_only(options, failure, annotate_ir) -> bool:
    """After the analysis: annotate the IR under test-analysis-only, raise
    the analysis's failure if any; True if the pass stops here."""
    if options.test_analysis_only:
        annotate_ir()
    if failure:
        raise OneShotError(*failure)
    return options.test_analysis_only


def run(module: Operation, options: Options) -> AnalysisState:
    state = AnalysisState(options)
    cbw = options.copy_before_write and not options.test_analysis_only
    if options.bufferize_function_boundaries:
        ordered, remaining = functions_ordered_by_calls(module)
        funcs = ordered + remaining
        analysis.init_state(module, state)
        skip = {f for f in funcs if f.sym_name.value in options.no_analysis_func_filter}
        state.copy_before_write_funcs = set(funcs) if cbw else skip
        for f in funcs:
            _set_writable_args(f, state)
            if f in skip or cbw:
                continue
            bad = analysis.check_pre_bufferization_assumptions(f, state)
            if bad:
                raise OneShotError(*bad)
            _analyze_function(f, state)
            if f not in remaining:
                # Functions in call-graph cycles: their boundaries are not
                # analysed; calls to them stay conservative (upstream).
                F.record_function_info(f, state)
        if not cbw:
            analysis.gather_undefined_uses(module, state)
            failure = _verify(module, state)
        else:
            failure = None
        if options.report is not None and failure is None:
            options.report.analyzed(module, state)
        if _analysis_only(options, failure, lambda: annotate(module, state, funcs)):
            return state
        rw = Rewriter(state, module)
        for f in funcs:
            F.bufferize_function_args(f, rw)
            _bufferize_ops([f], rw)
            F.bufferize_block_signatures(f, rw)
            F.bufferize_function_returns(f, rw)
        fold_materializations(module, options.buffer_alignment)
        _remove_bufferization_arg_attrs(funcs)
        return state
    if cbw:
        analysis.init_state(module, state)
        failure = None
    else:
        failure = analysis.analyze(module, state)
    if options.report is not None and failure is None:
        options.report.analyzed(module, state)
    if _analysis_only(options, failure, lambda: annotate(module, state)):
        return state
    rw = Rewriter(state, module)
    _bufferize_ops([module], rw)
    fold_materializations(module, options.buffer_alignment)
    return state


def _annotate_alias_sets(root: Operation, state: AnalysisState) -> None:
    """dump-alias-sets (upstream annotateOpsWithAliasSets): the alias set of
    every tensor result and block argument, as the names the values print with."""
    from ...syntax.printer import Printer
    names = Printer().value_names(root)

    def aliases(v):
        return A.ArrayAttr(tuple(A.StringAttr(names.get(a, "<<UNKNOWN SSA VALUE>>"))
                                 for a in state.alias_set(v)))
    for op in list(root.walk()):
        res = [aliases(r) for r in op.results if is_tensor(r)]
        if res:
            op.attributes["__opresult_alias_set_attr__"] = A.ArrayAttr(tuple(res))
        if any(is_tensor(a) for r in op.regions for b in r.blocks for a in b.args):
            op.attributes["__bbarg_alias_set_attr__"] = A.ArrayAttr(tuple(
                A.ArrayAttr(tuple(A.ArrayAttr(tuple(aliases(a) for a in b.args if is_tensor(a)))
                                  for b in r.blocks))
                for r in op.regions))


def _remove_bufferization_arg_attrs(funcs) -> None:
    """upstream removeBufferizationAttributesInModule: after bufferizing the
    function boundaries, `bufferization.buffer_layout` and
    `bufferization.writable` go from the arguments of functions with a body."""
    for f in funcs:
        if not f.regions or not f.regions[0].blocks:
            continue
        attrs = f.arg_attrs
        if attrs is None:
            continue
        dicts = []
        changed = False
        for a in attrs.value:
            d = dict(a.value)
            for k in ("bufferization.buffer_layout", "bufferization.writable"):
                if k in d:
                    del d[k]
                    changed = True
            dicts.append(d)
        if not changed:
            continue
        if any(dicts):
            f.properties["arg_attrs"] = A.ArrayAttr(tuple(A.DictionaryAttr.make(d) for d in dicts))
        else:
            del f.properties["arg_attrs"]


def _set_writable_args(f, state) -> None:
    if not f.regions or not f.regions[0].blocks:
        return
    m = state.model(f)
    for a in f.regions[0].blocks[0].args:
        if is_tensor(a) and m is not None:
            state.writable_override[a] = m.is_writable(a, state)


def _analyze_function(f, state) -> None:
    # (f itself too: it takes part in the fuzzer's shuffle as upstream's does)
    ops = [op for op in f.walk(post_order=True) if analysis.analyzed_op(op)]
    analysis.analyze_in_order(f, analysis.order_ops(f, ops, state), state)


def _verify(module, state) -> Optional[tuple]:
    for op in module.walk():
        m = state.model(op)
        if m is not None:
            r = m.verify_analysis(op, state)
            if r:
                return r if isinstance(r, tuple) else (op, r)
    return None
