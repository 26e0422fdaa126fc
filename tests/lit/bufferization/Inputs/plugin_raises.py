# A plugin that fails while it is loaded (tests/lit/bufferization/plugin-errors.mlir).
from bufferize.dialects.registry import register_op

register_op("broken.op")
raise RuntimeError("this plugin refuses to load")
