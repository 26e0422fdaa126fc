"""scf: for, if, yield, while, condition, execute_region, forall,
forall.in_parallel, parallel, reduce, reduce.return, index_switch."""
from __future__ import annotations

from .dialect import (  # noqa: F401
    DIALECT,
)
from .canonicalize import (  # noqa: F401
    RECURSIVE_EFFECTS,
)
from . import base  # noqa: F401  (registers its ops/patterns)
from . import loops  # noqa: F401  (registers its ops/patterns)
from . import parallel  # noqa: F401  (registers its ops/patterns)
from . import control_flow  # noqa: F401  (region branches, loops)
