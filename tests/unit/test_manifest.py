"""The manifest of dialects (bufferize/dialects/manifest.py) is the one list of
them: it names every module of every dialect package that a loader imports,
the loaders read it, and the IR layer names no dialect."""
from __future__ import annotations

import ast
import importlib.util
import pathlib

from bufferize.dialects import manifest
from bufferize.ir import registry

ROOT = pathlib.Path(__file__).resolve().parents[2] / "bufferize"


def _packages():
    return sorted(p.parent.name for p in (ROOT / "dialects").glob("*/__init__.py"))


def test_every_dialect_package_is_in_the_manifest():
    assert sorted(manifest.names()) == _packages()


def test_every_module_of_a_loaded_kind_is_listed():
    listed = {m for kind in ("syntax", "models", "semantics", "legacy") for m in manifest.modules(kind)}
    for name in _packages():
        for p in (ROOT / "dialects" / name).glob("*.py"):
            kind = ("models" if p.stem.startswith("bufferize") else "semantics" if p.stem == "interpret"
                    else "legacy" if p.stem == "legacy" else None)
            if kind is not None:
                mod = f"bufferize.dialects.{name}.{p.stem}"
                assert mod in manifest.modules(kind), f"{mod} is not in the manifest's {kind}"
    for mod in listed:
        assert importlib.util.find_spec(mod) is not None, mod


def test_the_registry_loads_the_manifest():
    assert [e.name for e in registry.MANIFEST] == list(manifest.names())
    assert set(manifest.names()) <= registry.KNOWN_DIALECTS
    loaded = {d.name for d in registry.load_all()}
    assert loaded == set(manifest.names())


# Dialect names that are also builtin type spellings (`index`, `complex<f32>`)
# and attribute names of the IR itself (OpResult.index): not a dialect there.
_ALSO_BUILTIN = {"index", "complex"}


def test_the_ir_layer_names_no_dialect():
    names = set(manifest.names()) - _ALSO_BUILTIN
    for p in sorted((ROOT / "ir").glob("*.py")):
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                s = node.value
                assert s not in names and "bufferize.dialects" not in s, f"ir/{p.name}:{node.lineno}: {s!r}"


def test_interfaces_declared_apart_are_loaded_with_their_dialect():
    # dialects/<name>/interfaces.py are syntax modules of the manifest: after
    # load_all the passes can ask these facts instead of op names.
    registry.load_all()
    assert registry.lookup("tensor.cast").extra.get("cast_like")
    assert registry.lookup("memref.cast").extra.get("cast_like")
    assert registry.lookup("arith.select").extra.get("select_operands") == (0, 1, 2)
    assert registry.lookup("memref.realloc").extra.get("view_flow_terminal")
