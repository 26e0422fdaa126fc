#!/usr/bin/env python3
"""Mutation fuzzing of the parser, printer and passes, in process: chunks of
upstream's dialect tests (tests/corpus/upstream22/files, when fetched) and of
our lit tests, damaged by 1-3 random edits (a span deleted, duplicated or
moved, a token inserted), go through parse, print, parse again (the print
must be a fixpoint), the generic form, and one of a few pipelines, whose
output must parse.  An exception other than bufferize.MLIRError (an internal
error), a timeout, or output of ours that we reject is printed with the
input.  Exit status 1 if any.

    python3 scripts/fuzz_mutations.py --seed 3 --cases 2000
"""
from __future__ import annotations

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
ap.add_argument("--seed", type=int, default=1)
ap.add_argument("--cases", type=int, default=1000)
args = ap.parse_args()
seed, n = args.seed, args.cases

import bufferize  # noqa: E402

import gc  # noqa: E402
import glob  # noqa: E402
import random  # noqa: E402
import signal  # noqa: E402
import traceback  # noqa: E402

sys.setrecursionlimit(20000)
rnd = random.Random(seed)
chunks = []
for f in sorted(glob.glob(f"{ROOT}/tests/corpus/upstream22/files/**/*.mlir", recursive=True)) + \
         sorted(glob.glob(f"{ROOT}/tests/lit/**/*.mlir", recursive=True)):
    for c in open(f, errors="replace").read().split("// -----"):
        c = "\n".join(l for l in c.split("\n") if not l.lstrip().startswith("// RUN") and not l.lstrip().startswith("// CHECK"))
        if 20 < len(c) < 4000:
            chunks.append((f, c))
TOKS = ["%0", "%arg0", ",", ":", "(", ")", "{", "}", "[", "]", "<", ">", "tensor<?xf32>", "memref<4xf32>", "i32", "index",
        "-1", "0", "1", "9223372036854775808", "^bb1", "\"x\"", "@f", "#map", "affine_map<(d0) -> (d0)>", "->", "=", "?", "x",
        "f32", "dense<1.0>", "loc(\"a\":1:2)", "strided<[1], offset: ?>", "...", "#", "!", "!llvm.ptr", "0x7FC00000"]
def mutate(s):
    for _ in range(rnd.randint(1, 3)):
        k = rnd.random()
        if not s: break
        i = rnd.randrange(len(s)); j = min(len(s), i + rnd.randint(1, 12))
        if k < 0.3: s = s[:i] + s[j:]
        elif k < 0.6: s = s[:i] + rnd.choice(TOKS) + s[i:]
        elif k < 0.8: s = s[:i] + s[i:j] + s[i:]
        else:
            # swap two tokens-ish
            a = rnd.randrange(len(s)); s = s[:i] + s[a:a+rnd.randint(1,8)] + s[j:]
    return s
PIPES = [None, "canonicalize", "cse", ("one-shot-bufferize", {"bufferize_function_boundaries": True}),
         "buffer-deallocation-pipeline"]
class TO(Exception): pass
def alarm(*a): raise TO()
signal.signal(signal.SIGALRM, alarm)
bad = 0
for it in range(n):
    f, c = rnd.choice(chunks)
    m = mutate(c)
    stage = "parse"
    try:
        signal.alarm(10)
        mod = bufferize.parse(m, filename="fuzz.mlir", allow_unregistered_dialect=True)
        stage = "print"
        out = mod.print()
        stage = "reparse"
        mod2 = bufferize.parse(out, filename="printed.mlir", allow_unregistered_dialect=True)
        if mod2.print() != out:
            raise AssertionError("print is not a fixpoint")
        stage = "generic"
        g = mod.print(generic=True)
        bufferize.parse(g, filename="generic.mlir", allow_unregistered_dialect=True)
        p = rnd.choice(PIPES)
        if p is not None:
            stage = f"pass {p}"
            if isinstance(p, tuple):
                bufferize.run_pipeline(mod, p[0], **p[1])
            else:
                bufferize.run_pipeline(mod, p)
            stage = "print after pass"
            o = mod.print()
            bufferize.parse(o, filename="after.mlir", allow_unregistered_dialect=True)
        signal.alarm(0)
    except bufferize.MLIRError as e:
        signal.alarm(0)
        if stage in ("reparse", "generic", "print after pass"):
            bad += 1
            print(f"=== {stage} rejected our output: {f}\n{str(e)[:600]}\n--- input\n{m}\n", flush=True)
    except TO:
        print(f"=== TIMEOUT {stage}: {f}\n--- input\n{m}\n", flush=True)
        bad += 1
    except RecursionError:
        signal.alarm(0)
        print(f"=== RecursionError {stage}: {f}", flush=True); bad += 1
    except Exception as e:
        signal.alarm(0)
        bad += 1
        tb = traceback.format_exc().strip().split("\n")
        print(f"=== {type(e).__name__} at {stage}: {f}\n{chr(10).join(tb[-6:])}\n--- input\n{m}\n", flush=True)
    gc.collect()
print(f"done {n} cases, {bad} problems", flush=True)
sys.exit(1 if bad else 0)
