"""one-shot-bufferize (upstream LLVM 22) and comprehensive-bufferize (the design
card's name: the module-level form with function boundaries on, also taking
the 2021 options of the seeds)."""
from __future__ import annotations

from .base import Option, Pass
from .registry import register_pass

_LAYOUTS = ("infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map")
_HEURISTICS = ("bottom-up", "top-down", "bottom-up-from-terminators", "fuzzer")
_REPORT_FORMATS = ("text", "json", "html")

_COMMON = (
    Option("allow-return-allocs-from-loops", bool, False, "Allows returning/yielding new allocations from a loop."),
    Option("allow-unknown-ops", bool, False, "Allows unknown (not bufferizable) ops in the input IR."),
    Option("analysis-fuzzer-seed", int, 0, "Test only: Analyze ops in random order with a given seed (fuzzer)"),
    Option("analysis-heuristic", str, "bottom-up", "Heuristic that control the IR traversal during analysis",
           _HEURISTICS),
    Option("buffer-alignment", int, 64, "Sets the alignment of newly allocated buffers."),
    Option("bufferize-function-boundaries", bool, False, "Bufferize function boundaries (experimental)."),
    Option("check-parallel-regions", bool, True, "Account for parallel regions in RaW analysis."),
    Option("copy-before-write", bool, False, "Skip the analysis. Make a buffer copy on every write."),
    Option("dialect-filter", "list-str", (), "Restrict bufferization to ops from these dialects."),
    Option("dump-alias-sets", bool, False, "Test only: Annotate tensor IR with alias sets"),
    Option("function-boundary-type-conversion", "enum", "infer-layout-map",
           "Controls layout maps when bufferizing function signatures.", _LAYOUTS),
    Option("must-infer-memory-space", bool, False,
           "The memory space of an memref types must always be inferred. If unset, a default memory space "
           "of 0 is used otherwise."),
    Option("no-analysis-func-filter", "list-str", (),
           "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true when bufferizing them."),
    Option("print-conflicts", bool, False, "Test only: Annotate IR with RaW conflicts. Requires test-analysis-only."),
    Option("test-analysis-only", bool, False, "Test only: Only run inplaceability analysis and annotate IR"),
    Option("bufferization-report", str, "",
           "Explain every copy and allocation: text (remarks at the source), json or html; to stderr "
           "or to report-file", _REPORT_FORMATS),
    Option("report-file", str, "", "Write the bufferization report to this file instead of stderr",
           output_file=True),
    Option("unknown-type-conversion", "enum", "fully-dynamic-layout-map",
           "Controls layout maps for non-inferrable memref types.", _LAYOUTS),
    Option("use-encoding-for-memory-space", bool, False,
           "Use the Tensor encoding attribute for the memory space. Exclusive to the 'must-infer-memory-space' "
           "option"),
)



def _options(o, **over):
    from ..bufferization.state import Options
    opts = Options(
        bufferize_function_boundaries=o["bufferize-function-boundaries"],
        allow_unknown_ops=o["allow-unknown-ops"],
        allow_return_allocs_from_loops=o["allow-return-allocs-from-loops"],
        analysis_heuristic=o["analysis-heuristic"],
        analysis_fuzzer_seed=o["analysis-fuzzer-seed"],
        test_analysis_only=o["test-analysis-only"],
        print_conflicts=o["print-conflicts"],
        dump_alias_sets=o["dump-alias-sets"],
        copy_before_write=o["copy-before-write"],
        function_boundary_type_conversion=o["function-boundary-type-conversion"],
        unknown_type_conversion=o["unknown-type-conversion"],
        buffer_alignment=o["buffer-alignment"],
        dialect_filter=tuple(o["dialect-filter"]),
        no_analysis_func_filter=tuple(o["no-analysis-func-filter"]),
        check_parallel_regions=o["check-parallel-regions"],
    )
    for k, v in over.items():
        setattr(opts, k, v)
    return opts




def _report_builder(op, ctx):
    fmt = ctx.options["bufferization-report"]
    if not fmt:
        if ctx.options["report-file"]:
            ctx.fail(op, "Invalid option: 'report-file' requires 'bufferization-report'", print_op=False)
        return None
    if fmt not in _REPORT_FORMATS:
        ctx.fail(op, f"Invalid option bufferization-report: '{fmt}' (valid: {', '.join(_REPORT_FORMATS)})",
                 print_op=False)
    from ..bufferization.report import ReportBuilder
    return ReportBuilder(ctx.instance.cls.name, getattr(ctx.engine, "sources", None))


def _run(op, ctx, opts) -> None:
    from ..bufferization.one_shot.driver import OneShotError, run
    from ..bufferization.interface import BufferizeError
    if opts.analysis_heuristic not in _HEURISTICS:
        ctx.fail(op, f"Invalid option analysis-heuristic: '{opts.analysis_heuristic}' "
                     f"(valid: {', '.join(_HEURISTICS)})", print_op=False)
    for flag, on in (("print-conflicts", opts.print_conflicts), ("dump-alias-sets", opts.dump_alias_sets)):
        if on and not opts.test_analysis_only:
            ctx.fail(op, f"Invalid option: '{flag}' requires 'test-analysis-only'", print_op=False)
    report = _report_builder(op, ctx)
    opts.report = report
    try:
        state = run(op, opts)
    except OneShotError as e:
        ctx.fail(e.op, e.message)
    except BufferizeError as e:
        ctx.fail(e.op, e.message)
    if report is not None:
        from ..bufferization.report.output import write_report
        report.finish(state)
        write_report(report, op, ctx)
    ctx.stat("num-tensor-in-place", len(state.in_place))
    ctx.stat("num-tensor-out-of-place", len(state.out_of_place))


@register_pass
class OneShotBufferize(Pass):
    name = "one-shot-bufferize"
    summary = "One-Shot Bufferize"
    description = ("Bufferize tensor ops with a whole-function (or, with bufferize-function-boundaries, "
                   "whole-module) in-place analysis: buffers are reused wherever no read-after-write "
                   "conflict or write into read-only memory forbids it, and copied otherwise.")
    anchor = "builtin.module"
    options = _COMMON
    statistics = (("num-tensor-in-place", "Number of in-place tensor OpOperands"),
                  ("num-tensor-out-of-place", "Number of out-of-place tensor OpOperands"))

    def run(self, op, ctx):
        _run(op, ctx, _options(ctx.options))


@register_pass
class ComprehensiveBufferize(Pass):
    name = "comprehensive-bufferize"
    aliases = ("linalg-comprehensive-module-bufferize",)
    summary = "Bufferize a whole module in one pass, across function boundaries (One-Shot)"
    description = ("The design card's name for module-level One-Shot Bufferize: function boundaries are "
                   "bufferized.  Also accepts the 2021 options of the seeds: allow-return-memref (fresh "
                   "buffers may be returned; always true here), use-alloca (allocate on the stack).")
    anchor = "builtin.module"
    options = tuple(o if o.name != "bufferize-function-boundaries" else
                    Option(o.name, bool, True, o.help) for o in _COMMON) + (
        Option("allow-return-memref", bool, False, "Allows the return of memrefs (for testing purposes only)"),
        Option("use-alloca", bool, False, "Use stack allocations for memrefs (for testing purposes only)"),
    )
    statistics = OneShotBufferize.statistics

    def run(self, op, ctx):
        o = ctx.options
        _run(op, ctx, _options(o, use_alloca=o["use-alloca"]))
