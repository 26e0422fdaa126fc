#!/usr/bin/env python3
"""Make the lit cases of tests/lit/legacy/ from the MLIR blocks of the seed
documents (../shared/seeds/*.txt), as written, with only these edits (each
case says which it needed): the doc's pseudo-op `use(%x)` becomes
`"test.use"(%x) : (T) -> ()`, and `...` lines are dropped.  Blocks with the
doc's own pseudo-ops (`custom.*`), or that are not MLIR alone, are listed as
not converted, with the reason.

Each case runs through the 2021 pass its section describes: the blocks
without a dealloc are inputs of -buffer-deallocation, the others show its
output and are read and printed.  The expected numbers of allocs, deallocs
and clones come from mlir-opt-19 -buffer-deallocation (the LLVM release
closest to the 2021 pass that LLVM 22 syntax reaches) on our upgraded text,
not from our own output.  A block followed by the same function with fewer
copies (the copy-removal section) runs through -copy-removal, and the
expected numbers, copies included, are those of the doc's next block.

usage: python3 tests/lit/legacy/make_seed_cases.py   (rewrites tests/lit/legacy/seed-*.mlir;
       needs mlir-opt-19)
"""
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SEEDS = os.path.join(ROOT, "..", "shared", "seeds")
OUT = os.path.join(ROOT, "tests", "lit", "legacy")


# Where neither the seed shows the output nor mlir-opt-19 frees correctly.
KNOWN = {
    ("004", "mixedAllocation"): (
        {"buffers": 1, "dealloc": 1},
        "mlir-opt-19 frees nothing, leaking %1 (the alloc); %1 dominates ^bb3, so it is freed there, "
        "and %0 (the alloca) is freed by its scope."),
}


def blocks(path):
    out, cur = [], None
    for line in open(path).read().split("\n"):
        raw = line[1:] if line[:1] in "+- " else line
        if raw.strip().startswith("```mlir"):
            cur = []
        elif cur is not None and raw.strip().startswith("```"):
            out.append("\n".join(cur))
            cur = None
        elif cur is not None:
            cur.append(raw)
    return out


def edit(text):
    notes = []
    lines = []
    for line in text.split("\n"):
        if line.strip() in ("...", "…"):
            notes.append("a '...' line dropped")
            continue
        m = re.match(r"^(\s*)use\((%[\w$.]+)\)\s*$", line)
        if m:
            v = m.group(2)
            t = re.search(re.escape(v) + r"\s*(?:=[^:\n]*:|:)\s*(memref<[^>]*>)", text)
            if not t:
                return None, "use() of a value of unknown type"
            line = f'{m.group(1)}"test.use"({v}) : ({t.group(1)}) -> ()'
            notes.append("use(%x) written as \"test.use\"(%x)")
        lines.append(line)
    # The doc's identity map, used by its linalg.generic blocks but defined in none.
    if "#map0" in text and not re.search(r"^\s*#map0\s*=", text, re.M):
        lines.insert(0, "#map0 = affine_map<(d0) -> (d0)>")
        notes.append("the doc's #map0, an identity map it does not show, defined")
    # A block left without its terminator (its body was '...'): a return.
    for k in range(len(lines) - 1, 0, -1):
        if lines[k].strip() == "}" and lines[k - 1].strip().startswith("^") and lines[k - 1].rstrip().endswith(":"):
            lines.insert(k, " return")
            notes.append("a return ends the block whose body was '...'")
            break
    return "\n".join(lines), sorted(set(notes))


def counts(text):
    """Buffers made (allocs and clones) and freed, in today's syntax."""
    return {"buffers": len(re.findall(r"memref\.alloc\(|bufferization\.clone ", text)),
            "dealloc": len(re.findall(r"memref\.dealloc ", text))}


def doc_counts(text, copies=False):
    """The same numbers in a 2021 output block (copies were alloc + linalg.copy)."""
    code = "\n".join(l.split("//")[0] for l in text.split("\n"))
    c = {"buffers": len(re.findall(r"(?<![\w.])alloc\(", code)),
         "dealloc": len(re.findall(r"(?<![\w.])dealloc ", code))}
    if copies:
        c["copy"] = len(re.findall(r"linalg\.copy", code))
    return c


def copy_removal_output(text, nxt, fn):
    """The doc's output of copy-removal for this block: the next block, when
    it is the same function with fewer copies."""
    if not re.search(r"func @" + re.escape(fn) + r"\b", nxt):
        return None
    if "tensor<" in nxt or "memref<" not in nxt:   # another example (a bufferization's input)
        return None
    if "linalg.copy" not in text or nxt.count("linalg.copy") >= text.count("linalg.copy"):
        return None
    return nxt


def main():
    for old in glob.glob(os.path.join(OUT, "seed-*.mlir")):
        os.remove(old)
    report = []
    for seed in sorted(glob.glob(os.path.join(SEEDS, "*.txt"))):
        sid = os.path.basename(seed)[:3]
        seen = set()
        all_blocks = blocks(seed)
        for i, b in enumerate(all_blocks):
            if b in seen:
                continue
            seen.add(b)
            name = f"seed-{sid}-{i:02d}"
            if "custom." in b:
                report.append((name, "not converted: the doc's pseudo-ops (custom.*)"))
                continue
            text, notes = edit(b)
            if text is None:
                report.append((name, f"not converted: {notes}"))
                continue
            run_pass = "dealloc" not in text
            m = re.search(r"func @([\w$.]+)", text)
            fn = m.group(1) if m else None
            nxt = all_blocks[i + 1] if i + 1 < len(all_blocks) else ""
            removal = copy_removal_output(text, nxt, fn) if fn else None
            up = subprocess.run([sys.executable, "-m", "bufferize", "-", "--no-legacy-warnings",
                                 "-allow-unregistered-dialect"], input=text, capture_output=True, text=True, cwd=ROOT)
            if up.returncode != 0:
                report.append((name, "does not parse: " + up.stderr.splitlines()[0]))
                continue
            head = [f"// Seed {sid}, MLIR block {i}, as written" + (f" except: {'; '.join(notes)}." if notes else "."),
                    "// Made by make_seed_cases.py."]
            if removal is not None:
                tool = "bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -copy-removal"
                c = doc_counts(removal, copies=True)
                head.append(f"// Expected: the seed's own output of -copy-removal (the next block): {c}.")
            elif run_pass:
                tool = "bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings -buffer-deallocation"
                doc = nxt if re.search(r"func @" + re.escape(fn) + r"\b", nxt) and "dealloc" in nxt else None
                if (sid, fn) in KNOWN:
                    c, why = KNOWN[(sid, fn)]
                    head.append(f"// Expected: {c}; {why}")
                elif doc is not None:
                    c = doc_counts(doc)
                    head.append(f"// Expected: the seed's own output of this function (buffers = allocs, which "
                                f"the 2021 pass made for copies, or today's clones): {c}.")
                else:
                    ref = subprocess.run(["mlir-opt-19", "-allow-unregistered-dialect", "-buffer-deallocation"],
                                         input=up.stdout, capture_output=True, text=True)
                    if ref.returncode != 0:
                        report.append((name, "mlir-opt-19 rejects it: " + ref.stderr.splitlines()[0]))
                        continue
                    c = counts(ref.stdout)
                    head.append(f"// Expected: as mlir-opt-19 -buffer-deallocation (the seed shows no output): {c}.")
            else:
                c = counts(up.stdout)
                tool = "bufferize-opt %s -allow-unregistered-dialect --no-legacy-warnings"
            for k, n in c.items():
                pattern = {"buffers": r"{{memref\.alloc\(|bufferization\.clone }}",
                           "dealloc": r"{{memref\.dealloc }}", "copy": r"{{memref\.copy }}"}[k]
                p = k.upper()
                head.append(f"// RUN: {tool} | FileCheck %s --check-prefix={p}")
                head.append(f"// {p}-LABEL: func.func @{fn}(")
                if n:
                    head.append(f"// {p}-COUNT-{n}: {pattern}")
                head.append(f"// {p}-NOT: {pattern}")
            head.append("// RUN: bufferize-opt %s -allow-unregistered-dialect -o /dev/null 2>&1 | "
                        "FileCheck %s --check-prefix=WARN")
            head.append("// WARN: warning: 'func' is now 'func.func'")
            open(os.path.join(OUT, name + ".mlir"), "w").write("\n".join(head) + "\n\n" + text.strip() + "\n")
            what = " (-copy-removal)" if removal is not None else \
                " (-buffer-deallocation)" if run_pass else " (read and printed)"
            report.append((name, "converted" + what))
    for name, what in report:
        print(f"{name}: {what}")


if __name__ == "__main__":
    main()
