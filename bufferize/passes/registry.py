"""The pass registry.

Registration is lazy: ``_TABLE`` maps each pass name (and alias) to the
"module:ClassName" that defines it, and the module is imported only when the
pass is used, or when ``--help`` lists every pass.  A pass module decorates
its class with ``@register_pass``; to add a pass to the tool, add a line to
``_TABLE`` (a pass registered only by importing its module also works, e.g.
in tests).
"""
from __future__ import annotations

import importlib
from typing import Optional

# name -> "module:ClassName"  (module relative to the bufferize package if it starts with ".")
_TABLE: dict[str, str] = {
    "copy-removal": ".passes.copy_removal:CopyRemoval",
    "buffer-deallocation": ".passes.deallocation:BufferDeallocation",
    "ownership-based-buffer-deallocation": ".passes.ownership_dealloc:OwnershipBasedBufferDeallocation",
    "buffer-deallocation-simplification": ".passes.ownership_dealloc:BufferDeallocationSimplification",
    "bufferization-lower-deallocations": ".passes.ownership_dealloc:LowerDeallocations",
    "buffer-deallocation-pipeline": ".passes.ownership_dealloc:BufferDeallocationPipeline",
    "canonicalize": ".passes.canonicalize:Canonicalizer",
    "cse": ".passes.cse:CSE",
    "symbol-dce": ".passes.symbol_dce:SymbolDCE",
    "one-shot-bufferize": ".passes.one_shot:OneShotBufferize",
    "comprehensive-bufferize": ".passes.one_shot:ComprehensiveBufferize",
    "linalg-comprehensive-module-bufferize": ".passes.one_shot:ComprehensiveBufferize",
    "empty-tensor-to-alloc-tensor": ".passes.empty_tensor:EmptyTensorToAllocTensor",
    "eliminate-empty-tensors": ".passes.empty_tensor:EliminateEmptyTensors",
    "drop-equivalent-buffer-results": ".passes.drop_equivalent:DropEquivalentBufferResults",
    "buffer-hoisting": ".passes.hoisting:BufferHoisting",
    "buffer-loop-hoisting": ".passes.hoisting:BufferLoopHoisting",
    "promote-buffers-to-stack": ".passes.promote:PromoteBuffersToStack",
    "expand-realloc": ".passes.expand_realloc:ExpandRealloc",
    "buffer-results-to-out-params": ".passes.out_params:BufferResultsToOutParams",
    "tensor-bufferize": ".passes.partial:TensorBufferize",
    "func-bufferize": ".passes.partial:FuncBufferize",
    "scf-bufferize": ".passes.partial:SCFBufferize",
    "linalg-bufferize": ".passes.partial:LinalgBufferize",
    "vector-bufferize": ".passes.partial:VectorBufferize",
    "arith-bufferize": ".passes.partial:ArithBufferize",
    "bufferization-bufferize": ".passes.partial:BufferizationBufferize",
    "finalizing-bufferize": ".passes.partial:FinalizingBufferize",
}

_CLASSES: dict[str, type] = {}


def register_pass(cls):
    """Class decorator: make ``cls`` available under its name and aliases."""
    if not cls.name:
        raise ValueError(f"pass class {cls.__name__} has no name")
    for n in (cls.name, *cls.aliases):
        _CLASSES[n] = cls
    return cls


def register_lazy(name: str, target: str) -> None:
    """Add a "module:ClassName" entry to the lazy table (for plugins)."""
    _TABLE[name] = target


def _load(target: str):
    mod, _, cls_name = target.partition(":")
    m = importlib.import_module(mod, package="bufferize") if mod.startswith(".") \
        else importlib.import_module(mod)
    cls = getattr(m, cls_name)
    if cls.name not in _CLASSES:
        register_pass(cls)
    return cls


def lookup(name: str) -> Optional[type]:
    cls = _CLASSES.get(name)
    if cls is not None:
        return cls
    target = _TABLE.get(name)
    if target is None:
        return None
    cls = _load(target)
    _CLASSES[name] = cls
    return cls


def all_names() -> list[str]:
    """Every registered pass name (not aliases), sorted."""
    return sorted({c.name for c in all_passes()})


def all_passes() -> list[type]:
    for name, target in list(_TABLE.items()):
        if name not in _CLASSES:
            _CLASSES[name] = _load(target)
    seen, out = set(), []
    for cls in _CLASSES.values():
        if cls not in seen:
            seen.add(cls)
            out.append(cls)
    return sorted(out, key=lambda c: c.name)


def known_names() -> list[str]:
    """Pass names and aliases, without importing anything."""
    return sorted(set(_TABLE) | set(_CLASSES))


def pass_summaries() -> list[tuple[str, str]]:
    return [(c.name, c.summary) for c in all_passes()]
