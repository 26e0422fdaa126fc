"""A generator of well-typed tensor programs (hypothesis strategies) and the
checker that runs each of them through the bufferization pipelines (issue 23).

``programs()`` draws the MLIR text of a module (``Program``): a few
functions, public and private, over small static tensor shapes, and a
``@main`` that builds inputs from constants, calls every other function and
returns (or prints, then returns the scalars of) their results.  What a body
is drawn from:

* straight-line tensor ops: ``tensor.empty``, ``bufferization.alloc_tensor``
  (with and without ``copy``), ``arith.constant dense``, ``linalg.fill``,
  ``tensor.insert``/``extract``, ``extract_slice``/``insert_slice`` and
  slice chains (extract, modify, insert back), elementwise ``linalg.generic``
  (reading or not reading its ``outs``; with two ``outs``, maybe one tensor
  twice), transposes and row reductions, ``arith.select`` of two tensors,
  ``linalg.matmul``/``add``/``sub``/``mul``/``copy``, ``collapse_shape``/
  ``expand_shape``, ``tensor.cast`` through a dynamic shape and back,
  ``to_buffer`` (read) and ``to_tensor`` (of a filled ``memref.alloc``);
* tensors built whole: ``tensor.pad`` (static or dynamic low, cast back; a negative
  static padding crops),
  ``concat``, ``generate`` (from the indices, or reading a tensor),
  ``from_elements``, ``splat``; linalg's ``transpose``, ``broadcast``,
  ``map`` (short and long form) and ``reduce``; ``vector.transfer_read``/
  ``transfer_write`` on tensors; ``materialize_in_destination``;
  rank-reducing ``extract_slice``/``insert_slice`` of a row or column;
  a slice with SSA sizes (``tensor.dim`` of a dynamic cast) written back;
* ``scf.for`` (iter_args; and the tiling pattern: a tile of the carried
  tensor extracted, changed and inserted back per iteration), ``scf.if``,
  ``scf.while`` (a counted loop),
  ``scf.execute_region``, ``scf.index_switch`` (cases and the default),
  ``scf.forall`` (disjoint ``parallel_insert_slice`` per thread), nested;
* at a function's top level, ``cf`` diamonds (``cond_br`` with tensor block
  arguments), counted ``cf`` loops, ``cf.switch`` (the same successor twice
  or not), and unconditional branches that pass a tensor still live after
  the branch as a block argument -- then a write into the argument and a
  read of the old value (the One-Shot read-after-write pattern of issue 23);
* calls of earlier functions (private and public), and a recursive private
  function with a depth counter; tensor arguments marked
  ``bufferization.writable = false`` now and then.

Every program is deterministic and ends (loops have constant trip counts of
at most 4, recursion a counter the callers bound), every index is in bounds
(ranges are tracked; function arguments are never used as indices), no
uninitialized tensor element is ever read (``tensor.empty`` and
``alloc_tensor`` only flow into ops that overwrite them whole), and every
program is valid for mlir-opt-22.

Each program records the constructs it used (``Program.features``),
including the read-after-write patterns across cf edges (``cf-blockarg-raw``,
``cf-cross-block-raw``) that known bugs are keyed by.

The checker: ``Checker(text).check(pipeline)`` runs one of
``all_pipelines()`` in process and classifies the result (``Outcome``:
crash, differs, memory finding, expected leak, rejected, equal), comparing
every public function's results and printed output with the input's on
input seeds 0-2 (``bufferize.interpreter.equivalence``, as
--check-equivalence does); ``check_upstream`` does the same with
mlir-opt-22's output of the pipeline.  ``generate(n, seed)`` draws a
campaign's programs (hypothesis, deterministic, in chunks of CHUNK),
``check_programs`` counts outcomes into ``Stats`` (``Known`` bugs apart),
``shrink`` shrinks a failing program with hypothesis.  Used by
tests/unit/test_progen.py (a few hundred programs, fixed seed) and
bench/bench_progen.py (the campaign).
"""
from __future__ import annotations

from .base import BASE_SHAPES, BIG, F32, I1, I32, INDEX, SIZES, Config, Program, Val, is_tensor, mtext, ttext  # noqa: F401
from .campaign import *  # noqa: F401,F403
from .checker import *  # noqa: F401,F403
from .gen import programs  # noqa: F401
from .pipelines import *  # noqa: F401,F403
