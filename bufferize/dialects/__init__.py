"""One package per dialect: op definitions, custom syntax (with the grammar in
grammar/<dialect>.lark), printers, verifiers, canonicalization patterns, declared
interfaces (effects, region branches) and, in <dialect>/bufferize.py, the
bufferization models.  registry.py re-exports ir.registry for plugins."""
