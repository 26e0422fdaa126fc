"""Documentation that is executed (issue 27): every example in README.md and
docs/*.md that shows a command and its output is run, and the output compared,
the way lit, doctest and mdBook test their documentation.

Conventions for writing docs (README.md, "Tests", points here):

* **Shell examples.** In a fenced block marked ``console``, ``sh``, ``shell``,
  ``bash`` or unmarked, a line starting with ``$ `` is a command; a command
  line ending with ``\\`` continues on the next line.  The lines after it, up
  to the next ``$ `` line or the closing fence, are its expected output:
  stdout and stderr together, as a terminal shows them.  A block with ``$ ``
  lines must start with one.  Blocks without any ``$ `` line (synopses,
  commands on made-up files such as ``in.mlir``) are not run.
* Each command runs in ``bash`` from a copy of the repository root (``examples/``
  copied, everything else linked), one directory per block, so a command may
  write files (``-o out/``) that a later command of the same block reads.
  ``bufferize-opt`` is this checkout's ``python -m bufferize``.  So every input
  a doc runs must be in the repository: put new ones in ``examples/``.
* Output is compared exactly, except that spaces at line ends and blank lines
  at the end are ignored.  A line ``...`` alone stands for any number of
  lines (none included); use it only to shorten long output, never to hide
  output that changes from run to run: docs show stable output.
* **Exit status.** A command must exit 0, unless its shown output contains an
  ``error:`` diagnostic: then it must fail (any non-zero status).  A
  following ``$ echo $?`` line with the number below it pins the exact status
  of the command before it (``echo $?`` itself is not run).
* A command naming an upstream tool (``mlir-opt-22``, ``mlir-runner-22``,
  ``mlir-opt-19``, ...) is skipped when that tool is not installed.
* **Python.** A ``python`` block whose lines start with ``>>> `` is a doctest:
  it runs and its shown output is compared (Python's ``doctest``, default
  options).  Any other ``python`` block runs as a script, from the same kind of
  copy of the repository root, and must not raise.  A block that is an
  excerpt of a source file, not runnable alone, is preceded by the line
  ``<!-- excerpt: PATH -->``: each part of it between ``...`` lines must then
  appear in that file verbatim, in order.
* **Inputs shown.** An ``mlir`` block whose first line is a comment naming a
  file, ``// examples/NAME.mlir ...``, is that file's whole content, so
  the line numbers of the diagnostics shown below it can be counted in it.

Each example is one test, named by its doc and line (``README.md:63``).  The
numbers of examples found are floors (``FLOORS``): removing an example from
the docs, or breaking the parsing here, fails the test instead of passing on
nothing.
"""
from __future__ import annotations

import difflib
import functools
import glob
import os
import re
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOCS = ["README.md"] + sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))

# How many examples of each kind the docs hold today (at least).
FLOORS = {"shell": 62, "python": 3, "excerpt": 3, "input": 6}

SHELL_INFOS = {"", "sh", "shell", "console", "bash", "shell-session"}
PYTHON_INFOS = {"python", "py", "python3", "pycon"}
UPSTREAM_TOOL = re.compile(r"(?<![\w/.-])(mlir-(?:opt|runner|translate)-\d+|FileCheck-\d+)(?![\w.-])")
EXCERPT = re.compile(r"^<!--\s*excerpt:\s*(\S+)\s*-->$")
INPUT_NAME = re.compile(r"^// (examples/[\w./-]+\.mlir)\b")
ERROR_LINE = re.compile(r"(^|\s|:)error:")
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^\s`]*)")


# ---- reading the docs -----------------------------------------------------------------

class Block:
    def __init__(self, doc, line, info, lines, before):
        self.doc, self.line, self.info, self.lines, self.before = doc, line, info, lines, before


def read_blocks(doc):
    """Every fenced block of a markdown file: its first content line (1-based),
    info string, lines (the fence's indentation removed) and the last
    non-blank line before the fence."""
    lines = open(os.path.join(ROOT, doc), encoding="utf-8").read().split("\n")
    blocks, i, before = [], 0, ""
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            if lines[i].strip():
                before = lines[i].strip()
            i += 1
            continue
        indent, fence, info = m.group(1), m.group(2), m.group(3).lower()
        body, j = [], i + 1
        while j < len(lines) and not (lines[j].strip().startswith(fence[0] * len(fence))
                                      and not lines[j].strip().strip(fence[0])):
            body.append(lines[j][len(indent):] if lines[j].startswith(indent) else lines[j].lstrip())
            j += 1
        blocks.append(Block(doc, i + 2, info, body, before))
        before, i = "", j + 1
    return blocks


class Command:
    def __init__(self, block, index, line, text, expected):
        self.block, self.index, self.line, self.text, self.expected = block, index, line, text, expected
        self.status = None     # pinned by a following `$ echo $?`

    @property
    def id(self):
        return f"{self.block.doc}:{self.line}"


def shell_commands(block, problems):
    """The commands of a shell block with `$ ` lines (empty if it has none)."""
    if block.info not in SHELL_INFOS or not any(line.startswith("$ ") for line in block.lines):
        return []
    lines, cmds, i = block.lines, [], 0
    if not lines[0].startswith("$ "):
        problems.append(f"{block.doc}:{block.line}: a block with `$ ` commands must start with one")
    while i < len(lines):
        if not lines[i].startswith("$ "):
            i += 1
            continue
        line, text = block.line + i, [lines[i][2:]]
        while text[-1].endswith("\\") and i + 1 < len(lines):
            i += 1
            text.append(lines[i])
        i += 1
        expected = []
        while i < len(lines) and not lines[i].startswith("$ "):
            expected.append(lines[i])
            i += 1
        cmd = "\n".join(text)
        if cmd.strip() == "echo $?":
            shown = [e for e in expected if e.strip()]
            if not cmds or len(shown) != 1 or not shown[0].strip().isdigit():
                problems.append(f"{block.doc}:{line}: `$ echo $?` must follow a command and show one number")
            else:
                cmds[-1].status = int(shown[0])
            continue
        cmds.append(Command(block, len(cmds), line, cmd, expected))
    return cmds


def collect():
    problems, shell, python, excerpts, inputs = [], [], [], [], []
    for doc in DOCS:
        for block in read_blocks(doc):
            shell += shell_commands(block, problems)
            if block.info in PYTHON_INFOS:
                m = EXCERPT.match(block.before)
                (excerpts if m else python).append(block)
                if m:
                    block.source = m.group(1)
            elif block.info == "mlir" and block.lines and INPUT_NAME.match(block.lines[0]):
                block.source = INPUT_NAME.match(block.lines[0]).group(1)
                inputs.append(block)
    return problems, shell, python, excerpts, inputs


PROBLEMS, SHELL, PYTHON, EXCERPTS, INPUTS = collect()


def test_examples_found():
    """The docs are well formed and hold at least as many examples as when
    FLOORS was counted: a doc that loses its examples, or a parser that stops
    finding them, fails here."""
    assert not PROBLEMS, "\n".join(PROBLEMS)
    found = {"shell": len(SHELL), "python": len(PYTHON), "excerpt": len(EXCERPTS), "input": len(INPUTS)}
    short = {k: (found[k], FLOORS[k]) for k in FLOORS if found[k] < FLOORS[k]}
    assert not short, f"fewer doc examples than the floor (found, floor): {short}"


# ---- running them ---------------------------------------------------------------------

_WORKDIRS: dict = {}
_DONE: dict = {}


def _tool_env(tmp_root):
    bin_dir = os.path.join(tmp_root, "bin")
    if not os.path.isdir(bin_dir):
        os.makedirs(bin_dir)
        wrapper = os.path.join(bin_dir, "bufferize-opt")
        with open(wrapper, "w") as f:
            f.write(f'#!/bin/sh\nexec "{sys.executable}" -m bufferize "$@"\n')
        os.chmod(wrapper, 0o755)
    env = dict(os.environ)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env["PYTHONUNBUFFERED"] = "1"      # stdout and stderr interleave as on a terminal
    env["NO_COLOR"] = "1"
    env.pop("BUFFERIZE_OPT_ENTRY_POINTS", None)
    return env


@functools.lru_cache(maxsize=None)
def _top_level_names():
    """What the repository holds at its root (what git tracks; everything
    there outside a git checkout).  Not untracked outputs such as an `out/`
    left by running a doc's example by hand: a command writing there would
    write into the checkout."""
    r = subprocess.run(["git", "ls-tree", "--name-only", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    names = r.stdout.split() if r.returncode == 0 and r.stdout.strip() else os.listdir(ROOT)
    return tuple(n for n in names if n not in (".git", "examples") and os.path.exists(os.path.join(ROOT, n)))


def workdir(block, tmp_root):
    """A copy of the repository root for one block: examples/ copied (a doc may
    rewrite its inputs), the rest linked."""
    key = (block.doc, block.line)
    if key not in _WORKDIRS:
        d = os.path.join(tmp_root, re.sub(r"\W", "_", f"{block.doc}_{block.line}"))
        os.makedirs(d)
        for name in _top_level_names():
            os.symlink(os.path.join(ROOT, name), os.path.join(d, name))
        shutil.copytree(os.path.join(ROOT, "examples"), os.path.join(d, "examples"))
        _WORKDIRS[key] = d
    return _WORKDIRS[key]


def normalize(lines):
    out = [line.rstrip() for line in lines]
    while out and not out[-1]:
        out.pop()
    return out


def matches(expected, actual):
    """`expected` lines equal `actual`, a line `...` standing for any lines."""
    if not expected:
        return not actual
    if expected[0] == "...":
        return any(matches(expected[1:], actual[k:]) for k in range(len(actual) + 1))
    return bool(actual) and expected[0] == actual[0] and matches(expected[1:], actual[1:])


def run_command(cmd, tmp_root):
    d = workdir(cmd.block, tmp_root)
    return subprocess.run(["bash", "-c", cmd.text], cwd=d, env=_tool_env(tmp_root), stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=600)


def missing_tools(text):
    return sorted({t for t in UPSTREAM_TOOL.findall(text) if shutil.which(t) is None})


@pytest.fixture(scope="module")
def tmp_root(tmp_path_factory):
    return str(tmp_path_factory.mktemp("docs"))


@pytest.mark.parametrize("cmd", SHELL, ids=[c.id for c in SHELL])
def test_shell_example(cmd, tmp_root):
    missing = missing_tools(cmd.text)
    if missing:
        pytest.skip(f"{cmd.id}: {', '.join(missing)} not installed")
    # The commands before this one in its block run first (files they write).
    block_cmds = [c for c in SHELL if c.block is cmd.block]
    for earlier in block_cmds[:cmd.index]:
        if (cmd.block.doc, earlier.line) not in _DONE and not missing_tools(earlier.text):
            run_command(earlier, tmp_root)
            _DONE[(cmd.block.doc, earlier.line)] = True
    r = run_command(cmd, tmp_root)
    _DONE[(cmd.block.doc, cmd.line)] = True
    expected, actual = normalize(cmd.expected), normalize(r.stdout.split("\n"))
    where = f"{cmd.id}: $ {cmd.text}"
    if not matches(expected, actual):
        diff = "\n".join(difflib.unified_diff(expected, actual, "shown in the doc", "printed", lineterm=""))
        pytest.fail(f"{where}\nthe output differs from the doc's (exit status {r.returncode}):\n{diff}",
                    pytrace=False)
    if cmd.status is not None:
        ok, want = r.returncode == cmd.status, f"exit status {cmd.status} (`$ echo $?`)"
    elif any(ERROR_LINE.search(line) for line in expected):
        ok, want = r.returncode != 0, "a non-zero exit status (the doc shows an error)"
    else:
        ok, want = r.returncode == 0, "exit status 0 (the doc shows no error)"
    if not ok:
        pytest.fail(f"{where}\nexpected {want}, got {r.returncode}", pytrace=False)


# ---- python blocks --------------------------------------------------------------------

_SCRIPT = "import sys; exec(compile(sys.stdin.read(), sys.argv[1], 'exec'), {'__name__': '__main__'})"
_DOCTEST = """import doctest, sys
name, line = sys.argv[1], int(sys.argv[2])
test = doctest.DocTestParser().get_doctest(sys.stdin.read(), {'__name__': '__main__'}, name, name, line - 1)
runner = doctest.DocTestRunner()
runner.run(test)
sys.exit(1 if runner.failures else 0)
"""


@pytest.mark.parametrize("block", PYTHON, ids=[f"{b.doc}:{b.line}" for b in PYTHON])
def test_python_example(block, tmp_root):
    missing = missing_tools("\n".join(block.lines))
    if missing:
        pytest.skip(f"{', '.join(missing)} not installed")
    text = "\n".join(block.lines) + "\n"
    if any(line.lstrip().startswith(">>> ") or line.strip() == ">>>" for line in block.lines):
        args = ["-c", _DOCTEST, block.doc, str(block.line)]
    else:
        # Padded so that a traceback's line numbers are the doc's.
        args, text = ["-c", _SCRIPT, block.doc], "\n" * (block.line - 1) + text
    r = subprocess.run([sys.executable, *args], input=text, cwd=workdir(block, tmp_root),
                       env=_tool_env(tmp_root), capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        pytest.fail(f"{block.doc}:{block.line}: the python example fails:\n{r.stdout}{r.stderr}", pytrace=False)


@pytest.mark.parametrize("block", EXCERPTS, ids=[f"{b.doc}:{b.line}" for b in EXCERPTS])
def test_python_excerpt(block):
    """An excerpt shows its source as it is: each part between `...` lines
    appears in the file, in order."""
    path = os.path.join(ROOT, block.source)
    assert os.path.isfile(path), f"{block.doc}:{block.line}: {block.source} does not exist"
    src, pos = open(path, encoding="utf-8").read(), 0
    parts, part = [], []
    for line in block.lines + ["..."]:
        if line.strip() == "...":
            if part:
                parts.append("\n".join(part))
            part = []
        else:
            part.append(line)
    for p in parts:
        k = src.find(p, pos)
        if k < 0:
            pytest.fail(f"{block.doc}:{block.line}: not in {block.source} (after what came before):\n{p}",
                        pytrace=False)
        pos = k + len(p)


@pytest.mark.parametrize("block", INPUTS, ids=[f"{b.doc}:{b.line}" for b in INPUTS])
def test_input_shown_is_the_file(block):
    path = os.path.join(ROOT, block.source)
    assert os.path.isfile(path), f"{block.doc}:{block.line}: {block.source} is not in the repository"
    shown, real = normalize(block.lines), normalize(open(path, encoding="utf-8").read().split("\n"))
    if shown != real:
        diff = "\n".join(difflib.unified_diff(shown, real, "shown in the doc", block.source, lineterm=""))
        pytest.fail(f"{block.doc}:{block.line}: the block is not {block.source}:\n{diff}", pytrace=False)
