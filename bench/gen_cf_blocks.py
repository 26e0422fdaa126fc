#!/usr/bin/env python3
"""One function of N basic blocks chained by cf.cond_br / cf.br, each block
carrying a tensor and a memref to the next as block arguments (issue 26).

Block i inserts into the tensor it got, allocates a memref and copies the one
it got into it, then either goes on to block i+1 or leaves through a shared
exit block; every other block ends in cf.br instead.  Through
-one-shot-bufferize the tensors become buffers on the same edges, so the
deallocation passes see N blocks of buffers flowing through branches.

usage: gen_cf_blocks.py N > blocks.mlir"""
import sys


def generate(n: int) -> str:
    T, M = "tensor<8xf32>", "memref<8xf32>"
    out = [f"func.func @blocks(%t: {T}, %m: {M}, %c: i1, %v: f32) -> ({T}, {M}) {{",
           "  %i0 = arith.constant 0 : index",
           f"  cf.br ^bb1(%t, %m : {T}, {M})"]
    for i in range(1, n + 1):
        nxt = f"^bb{i + 1}" if i < n else "^exit"
        out += [f"^bb{i}(%a{i}: {T}, %b{i}: {M}):",
                f"  %x{i} = tensor.insert %v into %a{i}[%i0] : {T}",
                f"  %y{i} = memref.alloc() : {M}",
                f"  memref.copy %b{i}, %y{i} : {M} to {M}"]
        if i % 2 and i < n:
            out.append(f"  cf.cond_br %c, {nxt}(%x{i}, %y{i} : {T}, {M}), "
                       f"^exit(%a{i}, %y{i} : {T}, {M})")
        else:
            out.append(f"  cf.br {nxt}(%x{i}, %y{i} : {T}, {M})")
    out += [f"^exit(%rt: {T}, %rm: {M}):",
            f"  return %rt, %rm : {T}, {M}",
            "}"]
    return "\n".join(out)


if __name__ == "__main__":
    print(generate(int(sys.argv[1])))
