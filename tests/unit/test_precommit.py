"""The hooks of .pre-commit-hooks.yaml, run by the real pre-commit (PyPI, the
`test` extra) in a temporary git repository that lists a snapshot of this
checkout as its hook repository, as a project adopting them would: pre-commit
installs it into a virtualenv with pip (`language: python`)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from bufferize.hooks import has_comment

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
try:
    import pre_commit  # noqa: F401
except ImportError:
    pre_commit = None
needs_pre_commit = pytest.mark.skipif(pre_commit is None or shutil.which("git") is None,
                                      reason="needs the pre-commit package and git")

# What `pip install` of the hook repository needs.
SNAPSHOT = ["pyproject.toml", "setup.py", "README.md", ".pre-commit-hooks.yaml", "bufferize", "grammar"]
GOOD = "func.func @f(%a: f32) -> f32 {\n  %b = arith.addf %a, %a : f32\n  return %b : f32\n}\n"
BROKEN = "func.func @f(%a: f32) -> f32 {\n  return %a : i32\n}\n"
MESSY = "func.func @f(%a: f32) -> f32 {\n      %b = arith.addf %a,%a : f32\n  return %b : f32 }\n"
COMMENTED = "// RUN: bufferize-opt %s | FileCheck %s\n" + MESSY


def git(cwd, *args):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    return subprocess.run(["git", *args], cwd=cwd, env=env, check=True, capture_output=True, text=True).stdout


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    """A git repository whose .pre-commit-config.yaml uses the three hooks of a
    committed snapshot of this checkout; run(hook) runs pre-commit there."""
    base = tmp_path_factory.mktemp("precommit")
    hooks = base / "hooks"
    hooks.mkdir()
    for name in SNAPSHOT:
        src = os.path.join(ROOT, name)
        if os.path.isdir(src):
            shutil.copytree(src, hooks / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy(src, hooks / name)
    git(hooks, "init", "-q")
    git(hooks, "add", ".")
    git(hooks, "commit", "-q", "-m", "snapshot")
    rev = git(hooks, "rev-parse", "HEAD").strip()
    proj = base / "project"
    proj.mkdir()
    git(proj, "init", "-q")
    (proj / ".pre-commit-config.yaml").write_text(
        f"repos:\n- repo: {hooks}\n  rev: {rev}\n  hooks:\n"
        "  - id: bufferize-opt-verify\n"
        "  - id: bufferize-opt-check\n"
        "    args: ['--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries})']\n"
        "  - id: bufferize-opt-format\n")
    env = dict(os.environ, PRE_COMMIT_HOME=str(base / "cache"))
    env.pop("PYTHONPATH", None)   # the hooks run from their own virtualenv's install

    def run(hook, *files, verbose=False):
        git(proj, "add", "-A")
        cmd = [sys.executable, "-m", "pre_commit", "run", hook, *(["--verbose"] if verbose else []), "--files", *files]
        r = subprocess.run(cmd, cwd=proj, env=env,
                           capture_output=True, text=True, timeout=600)
        return r.returncode, r.stdout + r.stderr

    run.dir = proj
    return run


@needs_pre_commit
def test_verify_passes_a_good_file_and_fails_a_broken_one_with_its_diagnostic(project):
    (project.dir / "good.mlir").write_text(GOOD)
    (project.dir / "broken.mlir").write_text(BROKEN)
    code, out = project("bufferize-opt-verify", "good.mlir")
    assert code == 0, out
    code, out = project("bufferize-opt-verify", "good.mlir", "broken.mlir")
    assert code == 1, out
    assert "broken.mlir:2:10: error: use of value '%a' expects different type than prior uses: 'i32' vs 'f32'" in out


@needs_pre_commit
def test_check_runs_the_pipeline_with_check_equivalence(project):
    (project.dir / "good.mlir").write_text(GOOD)
    code, out = project("bufferize-opt-check", "good.mlir", verbose=True)
    assert code == 0, out
    assert "check-equivalence: 1 function compared (1 equal, 0 differ)" in out


@needs_pre_commit
def test_format_rewrites_then_passes_and_leaves_what_it_cannot_keep(project):
    d = project.dir
    (d / "messy.mlir").write_text(MESSY)
    (d / "commented.mlir").write_text(COMMENTED)
    (d / "broken.mlir").write_text(BROKEN)
    code, out = project("bufferize-opt-format", "messy.mlir", "commented.mlir")
    assert code == 1 and "files were modified by this hook" in out, out
    assert (d / "messy.mlir").read_text() == (
        "module {\n  func.func @f(%arg0: f32) -> f32 {\n    %0 = arith.addf %arg0, %arg0 : f32\n"
        "    return %0 : f32\n  }\n}\n\n")
    assert (d / "commented.mlir").read_text() == COMMENTED
    assert "commented.mlir: skipped: it has comments" in out
    code, out = project("bufferize-opt-format", "messy.mlir", "commented.mlir")
    assert code == 0, out
    code, out = project("bufferize-opt-format", "broken.mlir")
    assert code == 1 and "broken.mlir:2:10: error:" in out, out
    assert (d / "broken.mlir").read_text() == BROKEN


def test_has_comment():
    assert has_comment("// RUN: x\nfunc.func @f()")
    assert has_comment('"a" // b')
    assert not has_comment('func.func @f() attributes {u = "http://x"}')
    assert not has_comment('x = "a\\"//b"')


def test_readme_snippet_uses_the_hooks_we_ship():
    import re
    readme = open(os.path.join(ROOT, "README.md")).read()
    section = readme.split("## In your CI", 1)[1].split("\n## ", 1)[0]
    snippet = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    shipped = set(re.findall(r"^- id: (\S+)", open(os.path.join(ROOT, ".pre-commit-hooks.yaml")).read(), re.M))
    used = set(re.findall(r"^  - id: (\S+)", snippet, re.M))
    assert used == shipped == {"bufferize-opt-verify", "bufferize-opt-check", "bufferize-opt-format"}
