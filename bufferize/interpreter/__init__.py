"""A reference interpreter for the IR the passes read and write (issue 11).

``values.py`` is the value model (tensors are numpy arrays never written in
place; memrefs are views of a ``Buffer``; scalars are Python ints and numpy
floats), ``registry.py`` the table of op semantics (``register_semantics``;
the built-in semantics live beside each dialect in
``dialects/<name>/interpret.py`` and are loaded lazily), ``executor.py`` runs
functions, regions and blocks, ``checker.py`` is the memory checker (leaks,
double free, use after free, out of bounds, writes into constants) and
``printing.py`` prints values as mlir-runner's printMemref does.
"""
from .executor import Interpreter, InterpError, run_function  # noqa: F401
from .registry import register_semantics  # noqa: F401
