"""bufferize-opt: an mlir-opt-style tool that bufferizes MLIR, in Python."""
__version__ = "0.1.0"
