"""Pass infrastructure: pass base class, lazy registry, textual pipelines,
the pass manager and its instrumentation (print-ir, timing, statistics)."""
