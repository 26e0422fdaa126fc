"""linalg: generic, yield, index, map, reduce, transpose, broadcast and the
named structured ops (matmul, batch_matmul, matvec, vecmat, dot, fill, copy,
elementwise add/sub/mul/div/exp/...).

Named ops are table driven (``NAMED_OPS`` below): adding one is one line
giving its number of inputs, how its payload region is built, and (for ops
whose indexing maps are fixed) the maps upstream memoizes.  The convolution,
depthwise, pooling, mmt4d and quantized ops are one line each of OpDSL facts
in named_table.py (loops, index expressions with stride/dilation factors,
payload kind); interpret_named.py runs them with numpy.

Every structured op is in destination-passing style: ``OpDef.extra["dps"]``
names its declared init operand group and :func:`dps_inits` /
:func:`dps_inputs` give the operand indices of the `outs` / `ins` operands.
"""
from __future__ import annotations

from .base import (  # noqa: F401
    FM_NONE,
    OV_NONE,
    dps_inits,
    dps_inputs,
    elt,
    is_dps,
)
from .bodies import (  # noqa: F401
    NAMED_OPS,
    NamedOp,
    build_named_region,
)
from .dialect import (  # noqa: F401
    DIALECT,
)
from . import map_like  # noqa: F401  (registers its ops/patterns)
from . import named  # noqa: F401  (registers its ops/patterns)
from . import generic  # noqa: F401  (registers its ops/patterns)
from . import winograd  # noqa: F401  (registers its ops)
