# A plugin with a syntax error (tests/lit/bufferization/plugin-errors.mlir).
from bufferize.dialects.registry import register_op

def register(:
    register_op("broken.op")
