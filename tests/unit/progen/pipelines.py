"""The pipelines a campaign runs every program through."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pipeline:
    name: str
    flags: tuple = ()            # our command-line flags (or ``text``)
    text: str = ""               # a --pass-pipeline, instead of flags
    dealloc: bool = False        # the output is expected to free everything it allocates
    upstream: bool = True        # mlir-opt-22 has every pass of it (same spelling)

    def argv(self) -> list:
        return [f"--pass-pipeline={self.text}"] if self.text else list(self.flags)


FB = "bufferize-function-boundaries"
ONE_SHOT_OPTIONS = {
    "default": FB,
    "identity-layout": f"{FB} function-boundary-type-conversion=identity-layout-map",
    "dynamic-layout": f"{FB} function-boundary-type-conversion=fully-dynamic-layout-map",
    "unknown-identity": f"{FB} unknown-type-conversion=identity-layout-map",
    "copy-before-write": f"{FB} copy-before-write",
    "top-down": f"{FB} analysis-heuristic=top-down",
    "from-terminators": f"{FB} analysis-heuristic=bottom-up-from-terminators",
    "loop-allocs": f"{FB} allow-return-allocs-from-loops",
    "no-boundaries": "",
}
DEALLOC = "--buffer-deallocation-pipeline"


def _os(opts: str) -> str:
    return f"--one-shot-bufferize={opts}" if opts else "--one-shot-bufferize"


def one_shot(opts_name: str, then=(), dealloc=True, name=None) -> Pipeline:
    opts = ONE_SHOT_OPTIONS[opts_name] if opts_name in ONE_SHOT_OPTIONS else opts_name
    flags = (_os(opts), *then, *((DEALLOC,) if dealloc else ()))
    return Pipeline(name or f"one-shot[{opts_name}]" + "".join(f"+{t.lstrip('-')}" for t in then)
                    + ("+dealloc-pipeline" if dealloc else ""), flags, dealloc=dealloc)


def fuzzer(seed: int) -> Pipeline:
    return one_shot(f"{FB} analysis-heuristic=fuzzer analysis-fuzzer-seed={seed}",
                    name=f"one-shot[fuzzer-seed={seed}]+dealloc-pipeline")


# seed 004's partial passes, with LLVM 16's vector-bufferize for the programs' vector transfers
PARTIAL_004 = ("builtin.module(arith-bufferize,func.func(scf-bufferize,linalg-bufferize,tensor-bufferize,"
               "vector-bufferize),"
               "bufferization-bufferize,func-bufferize,func.func(finalizing-bufferize,buffer-deallocation,"
               "copy-removal))")


def all_pipelines(fuzzer_seeds=range(1, 4)) -> list:
    """Every pipeline of the campaign."""
    out = []
    for opts in ONE_SHOT_OPTIONS:
        out.append(one_shot(opts, dealloc=False))
        out.append(one_shot(opts))
    out += [fuzzer(s) for s in fuzzer_seeds]
    out += [
        Pipeline("one-shot+buffer-deallocation", (_os(FB), "--buffer-deallocation"), dealloc=True, upstream=False),
        Pipeline("one-shot+buffer-deallocation+copy-removal", (_os(FB), "--buffer-deallocation", "--copy-removal"),
                 dealloc=True, upstream=False),
        Pipeline("partial-004+buffer-deallocation+copy-removal", text=PARTIAL_004, dealloc=True, upstream=False),
        Pipeline("comprehensive+buffer-deallocation+copy-removal",
                 text="builtin.module(comprehensive-bufferize,func.func(buffer-deallocation,copy-removal))",
                 dealloc=True, upstream=False),
        one_shot("default", ("--buffer-hoisting",)),
        one_shot("default", ("--buffer-loop-hoisting",)),
        one_shot("default", ("--promote-buffers-to-stack",)),
        one_shot("default", ("--buffer-results-to-out-params",)),
        one_shot("default", ("--drop-equivalent-buffer-results",)),
        Pipeline("eliminate-empty-tensors+one-shot+dealloc-pipeline",
                 ("--eliminate-empty-tensors", _os(FB), DEALLOC), dealloc=True),
        Pipeline("one-shot+buffer-hoisting+buffer-loop-hoisting+promote+out-params+dealloc-pipeline",
                 (_os(FB), "--buffer-results-to-out-params", "--buffer-hoisting", "--buffer-loop-hoisting",
                  "--promote-buffers-to-stack", DEALLOC), dealloc=True),
    ]
    return out


def main_pipelines() -> list:
    """The pipelines of the unit test (a subset of all_pipelines)."""
    names = {"one-shot[default]", "one-shot[default]+dealloc-pipeline",
             "one-shot[copy-before-write]+dealloc-pipeline", "one-shot[fuzzer-seed=1]+dealloc-pipeline",
             "one-shot+buffer-deallocation", "partial-004+buffer-deallocation+copy-removal",
             "comprehensive+buffer-deallocation+copy-removal",
             "one-shot+buffer-hoisting+buffer-loop-hoisting+promote+out-params+dealloc-pipeline"}
    return [p for p in all_pipelines() if p.name in names]
