"""bufferize-opt: an mlir-opt-style tool that bufferizes MLIR, in Python.

The Python API (docs/api.md) is imported on first use, so that the command
line does not pay for it: ``bufferize.parse``, ``bufferize.run_pipeline``,
``bufferize.process``, ``bufferize.Module``, ``bufferize.MLIRError``."""
__version__ = "0.1.0"

# The IR layer names no dialect: hand its registry the manifest of the ones
# that ship with the tool (two small modules; every dialect in it is still
# imported only when a run first needs one).
from .dialects import manifest as _manifest  # noqa: E402
from .ir import registry as _registry  # noqa: E402

_registry.use_manifest(_manifest.DIALECTS)

_API = ("parse", "run_pipeline", "process", "Module", "MLIRError")


def __getattr__(name):
    if name in _API:
        from . import api
        return getattr(api, name)
    raise AttributeError(f"module 'bufferize' has no attribute {name!r}")
