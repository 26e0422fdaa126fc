"""Tensor-to-buffer conversion machinery, shared by every bufferize pass:
the per-op model interface and its registry (interface), the analysis state
and options (state), op builders, buffer types (buffer_types), function
boundaries (func_boundary), the partial passes' conversion (partial) and
One-Shot Bufferize (one_shot/).  Ops' models live beside their ops in
dialects/<name>/bufferize.py; nothing here keys on a dialect op's name
except the bufferization dialect's own ops and func at function boundaries."""
