"""The op registry, under the name plugins and older code import it by.

The registry itself is part of the IR layer (``bufferize/ir/registry.py``):
the parser, printer and verifier look ops up there.  This module re-exports
it unchanged; new code imports ``bufferize.ir.registry``.
"""
from ..ir.registry import *  # noqa: F401,F403
from ..ir.registry import (  # noqa: F401
    _loaded, OPS, OP_ATTR_VERIFIERS, MANIFEST, KNOWN_DIALECTS,
)
from .manifest import names as _names

# The built-in dialects' names, in grammar order (the list is the manifest,
# ``dialects/manifest.py``).
DIALECT_MODULES = _names()
