"""drop-equivalent-buffer-results (upstream Bufferization/Transforms/
DropEquivalentBufferResults.cpp): private functions that return one of their
own arguments (possibly through memref.cast), the same one from every
func.return, stop returning it; call sites use the call operand instead."""
from __future__ import annotations

from ..analysis import interfaces as I
from .base import Pass
from .registry import register_pass


def _returns(fn) -> list:
    return [b.last for b in fn.regions[0].blocks if b.last is not None and I.is_return_like(b.last)]


def drop_equivalent_buffer_results(module) -> int:
    from ..ir import attributes as A
    from ..ir import types as T
    from ..ir.core import OpResult, Operation
    from ..ir.verifier import lookup_symbol
    body = module.regions[0].blocks[0] if module.regions and module.regions[0].blocks else None
    if body is None:
        return 0
    callers: dict = {}
    for op in module.walk():
        if op.name == "func.call":
            try:
                fn = lookup_symbol(op, op.properties["callee"])
            except Exception:
                fn = None
            if fn is not None and fn.name == "func.func":
                callers.setdefault(fn, []).append(op)
    dropped = 0
    for fn in list(body):
        if fn.name != "func.func":
            continue
        vis = fn.get_attr("sym_visibility")
        if not fn.regions or not fn.regions[0].blocks or getattr(vis, "value", "public") == "public":
            continue
        rets = _returns(fn)
        if not rets:
            continue
        args = fn.regions[0].blocks[0].args

        def arg_of(v):
            while isinstance(v, OpResult) and I.is_cast_like(v.op) and I.is_buffer(v):
                v = v.op.operand(0)
            return next((a.index for a in args if a is v), None)
        keep, result_to_arg = [], {}
        for i in range(len(rets[0].operands)):
            # Every return must give back the same argument (through casts).
            found = {arg_of(r.operand(i)) for r in rets}
            if len(found) == 1 and None not in found:
                result_to_arg[i] = found.pop()
            else:
                keep.append(i)
        if not result_to_arg:
            continue
        ft = fn.function_type.value
        new_results = tuple(ft.results[i] for i in keep)
        fn.properties["function_type"] = A.TypeAttr(T.FunctionType(ft.inputs, new_results))
        ra = fn.res_attrs
        if ra is not None:
            kept = [ra.value[i] for i in keep]
            if kept and any(len(d.value) for d in kept):
                fn.properties["res_attrs"] = A.ArrayAttr(tuple(kept))
            else:
                del fn.properties["res_attrs"]
        for ret in rets:
            ret.set_operands([ret.operand(i) for i in keep])
        dropped += len(result_to_arg)
        for call in callers.get(fn, []):
            props = {"callee": call.callee}
            new = Operation("func.call", [o.value for o in call.operands], list(new_results),
                            properties=props, loc=call.loc)
            call.parent.insert_before(call, new)
            nxt = 0
            for i, r in enumerate(call.results):
                if i not in result_to_arg:
                    r.replace_all_uses_with(new.results[nxt])
                    nxt += 1
                    continue
                repl = call.operand(result_to_arg[i])
                if repl.type != r.type:
                    c = Operation("memref.cast", [repl], [r.type], loc=call.loc)
                    call.parent.insert_before(call, c)
                    repl = c.result
                r.replace_all_uses_with(repl)
            call.erase()
    return dropped


@register_pass
class DropEquivalentBufferResults(Pass):
    name = "drop-equivalent-buffer-results"
    summary = "Remove MemRef return values that are equivalent to a bbArg"
    description = ("This pass removes MemRef return values from functions if they are equivalent to a "
                   "function bbArg. In that case, the return value is redundant and the respective CallOp "
                   "operand can be used at the call site. Note: If a bbArg buffer is not returned "
                   "directly but casted to beforehand, the buffer is still considered equivalent.")
    anchor = "builtin.module"

    def run(self, op, ctx):
        drop_equivalent_buffer_results(op)
