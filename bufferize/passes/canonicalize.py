"""canonicalize: fold ops and apply every registered canonicalization pattern
with the greedy driver, plus region simplification."""
from __future__ import annotations

from .base import Option, Pass
from .registry import register_pass


@register_pass
class Canonicalizer(Pass):
    name = "canonicalize"
    display_name = "Canonicalizer"
    summary = "Canonicalize operations"
    description = (
        "This pass performs various types of canonicalizations over a set of operations by iteratively "
        "applying the canonicalization patterns of all loaded dialects until either a fixpoint is "
        "reached or the maximum number of iterations/rewrites is exhausted. Canonicalization is "
        "best-effort and does not guarantee that the entire IR is in a canonical form after running "
        "this pass.\n\nHere: trivially dead ops are erased, constants are uniqued and hoisted, ops are "
        "folded through their dialect's fold hooks, canonicalization patterns registered by the "
        "dialects are applied, and regions are simplified (unreachable blocks, dead ops and block "
        "arguments; at the aggressive level also redundant block arguments, but identical blocks are not "
        "merged).")
    options = (
        Option("top-down", bool, True, "Seed the worklist in general top-down order"),
        Option("region-simplify", "enum", "normal", "Perform control flow optimizations to the region tree",
               choices=(("disabled", "Don't run any control-flow simplification."),
                        ("normal", "Perform simple control-flow simplifications (e.g. dead args elimination)."),
                        ("aggressive", "Perform aggressive control-flow simplification (e.g. block merging). "
                                       "Here: redundant block arguments are dropped; identical blocks are "
                                       "not merged yet."))),
        Option("max-iterations", int, 10, "Max. iterations between applying patterns / simplifying regions"),
        Option("max-num-rewrites", int, -1, "Max. number of pattern rewrites within an iteration"),
        Option("test-convergence", bool, False,
               "Test only: Fail pass on non-convergence to detect cyclic pattern"),
        Option("disable-patterns", "list-str", (),
               "Labels of patterns that should be filtered out during application"),
        Option("enable-patterns", "list-str", (),
               "Labels of patterns that should be used during application, all other patterns are "
               "filtered out"),
    )

    def run(self, op, ctx):
        from ..transforms.rewrite import GreedyConfig, GreedyDriver
        o = ctx.options
        cfg = GreedyConfig(top_down=o["top-down"], max_iterations=o["max-iterations"],
                           max_num_rewrites=o["max-num-rewrites"], region_simplify=o["region-simplify"],
                           disable_patterns=o["disable-patterns"], enable_patterns=o["enable-patterns"])
        converged = GreedyDriver(cfg).run(op)
        if o["test-convergence"] and not converged:
            ctx.fail(op, f"Canonicalizer failed to converge within {o['max-iterations']} iterations")
