"""The layers of docs/architecture.md: a module may import only from its own
layer or from the layers below it, at the top of the file or inside a
function alike (a lazy import that runs back up a layer is still a cycle in
the design).  This test walks every import of bufferize/ and fails on one
that goes up."""
from __future__ import annotations

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2] / "bufferize"

# Lowest first.  A module's layer is the first entry whose prefix matches its
# dotted name (longest prefixes are listed before shorter ones of the same
# package).
LAYERS = [
    ("diagnostics", ["bufferize.diagnostics", "bufferize.diagnostic_formats", "bufferize.records",
                     "bufferize.outputs"]),
    ("ir", ["bufferize.ir"]),
    ("syntax", ["bufferize.syntax"]),
    ("transforms", ["bufferize.transforms"]),
    ("dialects", ["bufferize.dialects"]),
    ("analysis", ["bufferize.analysis"]),
    ("bufferization", ["bufferize.bufferization"]),
    ("models", []),   # dialects/<name>/bufferize*.py, matched by is_model()
    ("passes", ["bufferize.passes"]),
    ("interpreter", ["bufferize.interpreter"]),
    ("semantics", []),   # dialects/<name>/interpret.py, matched by is_semantics()
    ("tool", ["bufferize.plugins", "bufferize.driver", "bufferize.api", "bufferize.batch", "bufferize.cli",
              "bufferize.run_cli", "bufferize.failures", "bufferize.tooling",
              "bufferize.__main__", "bufferize"]),
]
RANK = {name: i for i, (name, _) in enumerate(LAYERS)}


def is_model(mod: str) -> bool:
    parts = mod.split(".")
    return len(parts) == 4 and parts[1] == "dialects" and parts[3].startswith("bufferize")


def is_semantics(mod: str) -> bool:
    parts = mod.split(".")
    return len(parts) == 4 and parts[1] == "dialects" and parts[3] == "interpret"


def layer_of(mod: str) -> str:
    if is_model(mod):
        return "models"
    if is_semantics(mod):
        return "semantics"
    best = None
    for name, prefixes in LAYERS:
        for p in prefixes:
            if (mod == p or mod.startswith(p + ".")) and (best is None or len(p) > len(best[1])):
                best = (name, p)
    assert best is not None, mod
    return best[0]


def module_name(path: pathlib.Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: pathlib.Path):
    """(imported module, line) for every bufferize import in ``path``;
    ``from pkg import name`` counts as importing ``pkg.name`` when that is a
    module."""
    mod = module_name(path)
    pkg = mod if path.name == "__init__.py" else mod.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("bufferize"):
                    yield a.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = pkg.split(".")[: len(pkg.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if not target.startswith("bufferize"):
                continue
            for a in node.names:
                sub = target + "." + a.name
                rel = pathlib.Path(*sub.split("."))
                is_mod = (ROOT.parent / rel).with_suffix(".py").exists() or (ROOT.parent / rel).is_dir()
                yield (sub if is_mod else target), node.lineno


def upward_imports():
    bad = []
    for path in sorted(ROOT.rglob("*.py")):
        mod = module_name(path)
        here = layer_of(mod)
        for target, line in imports_of(path):
            there = layer_of(target)
            if RANK[there] > RANK[here]:
                bad.append(f"{path.relative_to(ROOT.parent)}:{line}: {here} imports {target} ({there})")
    return bad


def test_no_layer_imports_an_upper_one():
    bad = upward_imports()
    assert not bad, "imports that run back up a layer:\n" + "\n".join(bad)


def test_the_checker_sees_an_upward_import(tmp_path):
    # The test above can fail: an ir module importing a pass is caught.
    assert layer_of("bufferize.ir.core") == "ir"
    assert layer_of("bufferize.dialects.tensor.bufferize") == "models"
    assert layer_of("bufferize.dialects.tensor.ops") == "dialects"
    assert layer_of("bufferize.passes.cse") == "passes"
    assert layer_of("bufferize") == "tool"
    assert layer_of("bufferize.dialects.memref.interpret") == "semantics"
    assert layer_of("bufferize.interpreter.executor") == "interpreter"
    assert RANK["semantics"] > RANK["interpreter"] > RANK["passes"]
    assert RANK[layer_of("bufferize.passes.cse")] > RANK[layer_of("bufferize.ir.core")]


def test_no_source_file_is_longer_than_one_sitting():
    long = [f"{p.relative_to(ROOT.parent)}: {n} lines" for p in sorted(ROOT.rglob("*.py"))
            if (n := len(p.read_text().splitlines())) > 600]
    assert not long, "files over 600 lines:\n" + "\n".join(long)


def test_every_package_and_pass_file_says_what_it_holds():
    missing = []
    for p in sorted(ROOT.rglob("*.py")):
        if p.name != "__init__.py" and p.parent.name != "passes":
            continue
        tree = ast.parse(p.read_text())
        if ast.get_docstring(tree) is None and not p.read_text().lstrip().startswith("#"):
            missing.append(str(p.relative_to(ROOT.parent)))
    assert not missing, "no opening comment:\n" + "\n".join(missing)
