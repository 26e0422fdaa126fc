"""buffer-results-to-out-params (upstream LLVM 22's BufferResultsToOutParams).

Every memref result of a (non-external; public only with
``modify-public-functions``) function becomes an extra trailing argument:
each ``return`` copies the returned buffer into it (``memref.copy``), or,
with ``hoist-static-allocs`` / ``hoist-dynamic-allocs``, reuses the argument
in place of a returned allocation.  Each call site allocates the out-param
(``memref.alloc``, then ``memref.cast`` to a fully dynamic layout if the
result had one) and passes it.  Results with a layout that is neither the
identity nor fully dynamic are an error, like upstream; so is a call to a
function with a dynamically shaped result whose sizes are not function
arguments.
"""
from __future__ import annotations

from ..analysis import interfaces as I
from ..bufferization import builders as B
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Operation
from .base import Option, Pass
from .registry import register_pass


class _Error(Exception):
    def __init__(self, op, msg):
        self.op, self.msg = op, msg


def _identity(t: T.MemRefType) -> bool:
    lay = t.layout
    if lay is None:
        return True
    if isinstance(lay, A.AffineMapAttr):
        m = getattr(lay, "value", None)
        return bool(getattr(m, "is_identity", lambda: False)()) if callable(getattr(m, "is_identity", None)) \
            else False
    return False


def _fully_dynamic(t: T.MemRefType) -> bool:
    lay = t.layout
    if isinstance(lay, A.StridedLayoutAttr):
        return lay.offset is None and all(s is None for s in lay.strides)
    return False


def _static(t) -> bool:
    return all(d is not None and d >= 0 for d in t.shape)


def _visibility(f) -> str:
    v = f.get_attr("sym_visibility")
    return getattr(v, "value", None) or "public"


def _is_external(f) -> bool:
    return not f.regions or not f.regions[0].blocks


def _dicts(f, key, n):
    a = f.properties.get(key)
    if a is None:
        return [A.DictionaryAttr(()) for _ in range(n)]
    return list(a.value)


def _set_dicts(f, key, ds):
    if all(not d.value for d in ds):
        f.properties.pop(key, None)
    else:
        f.properties[key] = A.ArrayAttr(tuple(ds))


def _update_func(f, add_attr: bool):
    ft = f.function_type.value
    erased = [i for i, t in enumerate(ft.results) if isinstance(t, T.MemRefType)]
    for i in erased:
        t = ft.results[i]
        if not _identity(t) and not _fully_dynamic(t):
            raise _Error(f, "cannot create out param for result with unsupported layout")
    if not erased:
        return []
    new_types = [ft.results[i] for i in erased]
    arg_d = _dicts(f, "arg_attrs", len(ft.inputs))
    res_d = _dicts(f, "res_attrs", len(ft.results))
    for i in erased:
        d = dict(res_d[i].value)
        if add_attr:
            d["bufferize.result"] = A.UnitAttr()
        arg_d.append(A.DictionaryAttr.make(d))
    kept = [i for i in range(len(ft.results)) if i not in erased]
    f.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(ft.inputs) + tuple(new_types),
                                                               tuple(ft.results[i] for i in kept)))
    _set_dicts(f, "arg_attrs", arg_d)
    _set_dicts(f, "res_attrs", [res_d[i] for i in kept])
    if _is_external(f):
        return []
    entry = f.regions[0].blocks[0]
    return [entry.add_arg(t, f.loc) for t in new_types]


def _update_returns(f, out_args, opts):
    sizes = {}
    for ret in [o for o in f.walk() if I.is_return_like(o) and o.parent_op is f]:
        to_copy = [o.value for o in ret.operands if isinstance(o.value.type, T.MemRefType)]
        keep = [o.value for o in ret.operands if not isinstance(o.value.type, T.MemRefType)]
        hoisted_sizes = []
        for orig, arg in zip(to_copy, out_args):
            static = _static(orig.type)
            hoist = (opts["hoist-static-allocs"] and static) or (opts["hoist-dynamic-allocs"] and not static)
            d = orig.defining_op()
            if hoist and d is not None and I.hoisting_kind(d) and I.allocated_values(d, True):
                orig.replace_all_uses_with(arg)
                if not static:
                    hoisted_sizes.append(_dynamic_size(d, f))
                d.erase()
            else:
                ret.parent.insert_before(ret, B.copy(orig, arg, ret.loc))
        for i, s in enumerate(hoisted_sizes):
            sizes[i] = s
        ret.set_operands(keep)
    return sizes


def _dynamic_size(d, f):
    args = f.regions[0].blocks[0].args
    out = []
    for o in d.operands:
        v = o.value
        if not isinstance(v.type, T.IndexType):
            continue
        if v.defining_op() is not None or not any(v is a for a in args):
            return []
        out.append(v)
    return out


def _symbol_table(module):
    tab = {}
    for r in module.regions:
        for b in r.blocks:
            for op in b:
                n = op.get_attr("sym_name")
                if n is not None:
                    tab[getattr(n, "value", n)] = op
    return tab


def _update_calls(module, funcs, dyn_map, engine_ctx):
    tab = _symbol_table(module)
    for call in [o for o in module.walk() if o.name == "func.call"]:
        callee_attr = call.get_attr("callee")
        name = getattr(callee_attr, "root", None)
        callee = tab.get(name)
        if callee is None or callee.name != "func.func":
            raise _Error(call, f"cannot find callee '{callee_attr}' in symbol table")
        if callee not in funcs:
            continue
        to_out = [r for r in call.results if isinstance(r.type, T.MemRefType)]
        keep = [r for r in call.results if not isinstance(r.type, T.MemRefType)]
        sizes_by_index = dyn_map.get(callee, {})
        out_params = []
        for idx, res in enumerate(to_out):
            t = res.type
            dyn = []
            if not _static(t):
                cs = sizes_by_index.get(idx)
                if not cs:
                    raise _Error(call, "cannot create out param for dynamically shaped result")
                args = callee.regions[0].blocks[0].args
                for s in cs:
                    for opnd, a in zip(call.operands, args):
                        if a is s:
                            dyn.append(opnd.value)
            at = T.MemRefType(t.shape, t.element_type, None, t.memory_space)
            al = B.alloc(at, dyn, call.loc, alignment=0)
            call.parent.insert_before(call, al)
            v = al.results[0]
            if not _identity(t):
                c = B.cast(v, t, call.loc)
                call.parent.insert_before(call, c)
                v = c.results[0]
            res.replace_all_uses_with(v)
            out_params.append(v)
        new = Operation("func.call", [o.value for o in call.operands] + out_params, [r.type for r in keep],
                        call.attributes, call.properties, loc=call.loc)
        call.parent.insert_before(call, new)
        for old, nr in zip(keep, new.results):
            old.replace_all_uses_with(nr)
        call.erase()


def results_to_out_params(module, opts) -> None:
    funcs = set()
    dyn_map = {}
    for r in module.regions:
        for b in r.blocks:
            for f in list(b):
                if f.name != "func.func" or _is_external(f):
                    continue
                if _visibility(f) == "public" and not opts["modify-public-functions"]:
                    continue
                args = _update_func(f, opts["add-result-attr"])
                funcs.add(f)
                sizes = _update_returns(f, args, opts)
                if sizes:
                    dyn_map[f] = sizes
    _update_calls(module, funcs, dyn_map, None)


@register_pass
class BufferResultsToOutParams(Pass):
    name = "buffer-results-to-out-params"
    summary = "Converts memref-typed function results to out-params"
    description = ("Some calling conventions prefer to pass output memrefs as \"out params\". The conversion "
                   "to this calling convention must be done as an atomic transformation of the entire "
                   "program (hence this is a module pass). For example, if a call is rewritten, the callee "
                   "needs to be rewritten otherwise the IR will end up invalid. Thus, this transformation "
                   "require an atomic change to the entire program (e.g. the whole module). This pass is "
                   "expected to run immediately after bufferization is finished. At that point, tensor-typed "
                   "results will have been converted to memref-typed results, and can be consistently "
                   "converted to out params. All memref-typed results are appended to the function argument "
                   "list. The main issue with this pass (and the out-param calling convention) is that "
                   "buffers for results need to be allocated in the caller. This currently only works for "
                   "static shaped memrefs. If the hoist-static-allocs option is on, the pass tries to "
                   "eliminate the allocation for the returned memref and avoid the memory-copy if possible. "
                   "This optimization applies on the returned memref which has static shape and is "
                   "allocated by memref.alloc in the function. It will use the memref given in function "
                   "argument to replace the allocated memref.")
    anchor = "builtin.module"
    options = (
        Option("add-result-attr", bool, False, "Add the attribute 'bufferize.result' to all output parameters."),
        Option("hoist-static-allocs", bool, False, "Hoist static allocations to call sites."),
        Option("hoist-dynamic-allocs", bool, False, "Hoist dynamic allocations to call sites."),
        Option("modify-public-functions", bool, False, "Modify function signatures of public functions."),
    )

    def run(self, op, ctx):
        try:
            results_to_out_params(op, ctx.options)
        except _Error as e:
            ctx.fail(e.op, e.msg)
