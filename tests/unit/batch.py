"""Batched tool runs for the dialect tests: all snippets of a test go through
one `--split-input-file` process per tool (a process per snippet is too slow)."""
import re

SEP = "\n// -----\n"


def run_chunks(run, args, chunks):
    r = run(["--split-input-file", *args, "-"], SEP.join(chunks))
    return r, r.stdout.split("// -----\n")


def compare_chunks(chunks, ours, theirs):
    bad = []
    if len(ours) != len(theirs):
        return [f"{len(ours)} outputs vs {len(theirs)}"]
    for src, a, b in zip(chunks, ours, theirs):
        if a != b:
            bad.append(f"--- input:\n{src}\n--- ours:\n{a}--- upstream:\n{b}")
    return bad


def chunk_line_ranges(chunks):
    ranges, line = [], 1
    for c in chunks:
        n = c.count("\n") + 1
        ranges.append((line, line + n))
        line += n + 1  # the separator line
    return ranges


def check_errors(stderr, chunks, messages):
    """Each chunk produced an error inside its own lines (with the message, if given)."""
    assert "Traceback" not in stderr and "internal error" not in stderr, stderr
    errs = [(int(m.group(1)), m.group(2)) for m in re.finditer(r"^<stdin>:(\d+):\d+: error: (.*)$", stderr, re.M)]
    problems = []
    for (lo, hi), src, msg in zip(chunk_line_ranges(chunks), chunks, messages):
        mine = [e for line, e in errs if lo <= line < hi]
        if not mine:
            problems.append(f"no error for:\n{src}")
        elif msg is not None and msg not in mine:
            problems.append(f"for:\n{src}\nexpected: {msg}\ngot: {mine}")
    return problems
