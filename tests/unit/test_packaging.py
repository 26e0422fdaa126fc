"""Packaging guards: setup.py installs find_packages() + bufferize.grammar."""
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_every_python_folder_is_a_package():
    # find_packages() skips folders without __init__.py: their modules would be
    # missing from a non-editable `pip install .`.
    missing = [
        str(d.relative_to(REPO))
        for d in [REPO / "bufferize", *(REPO / "bufferize").rglob("*")]
        if d.is_dir() and d.name != "__pycache__" and any(d.glob("*.py"))
        and not (d / "__init__.py").exists()
    ]
    assert not missing, f"folders with .py files but no __init__.py: {missing}"


def test_grammar_is_installed_as_bufferize_grammar():
    conf = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert conf["package-dir"]["bufferize.grammar"] == "grammar"
    assert "*.lark" in conf["package-data"]["bufferize.grammar"]
    assert (REPO / "grammar" / "__init__.py").exists()
    assert not (REPO / "bufferize" / "grammar").exists(), "grammar/ is mapped onto bufferize.grammar"
