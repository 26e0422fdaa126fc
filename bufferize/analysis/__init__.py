"""Analyses for the buffer passes: dominance, liveness, buffer aliases
(view flow), and the op facts they read (interfaces)."""
from . import interfaces  # noqa: F401
from . import buffer_aliases  # noqa: F401
