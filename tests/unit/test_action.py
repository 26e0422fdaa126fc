"""action.yml, the composite GitHub Action (issue 24).  GitHub cannot run
here: its metadata is checked against the rules of action metadata (name,
description, inputs with descriptions, runs.using composite, every run step
with a shell, every ${{ inputs.X }} declared) and its script,
scripts/action_run.sh, is run locally on a fixture as the step runs it."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

yaml = pytest.importorskip("yaml")
ACTION = os.path.join(ROOT, "action.yml")
SCRIPT = os.path.join(ROOT, "scripts", "action_run.sh")


def _action() -> dict:
    with open(ACTION) as f:
        return yaml.safe_load(f)


def test_metadata_has_what_github_requires():
    a = _action()
    assert isinstance(a["name"], str) and a["name"]
    assert isinstance(a["description"], str) and a["description"]
    assert set(a) <= {"name", "author", "description", "inputs", "outputs", "runs", "branding"}
    for name, spec in a["inputs"].items():
        assert re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", name), name
        assert spec["description"], name
        assert set(spec) <= {"description", "required", "default", "deprecationMessage"}
    for name, spec in a["outputs"].items():
        assert spec["description"] and spec["value"], name   # a composite action's outputs need a value
    assert a["runs"]["using"] == "composite"
    steps = a["runs"]["steps"]
    assert steps
    for step in steps:
        assert ("run" in step) != ("uses" in step), step
        if "run" in step:
            assert step["shell"] in ("bash", "sh", "pwsh", "python"), step   # required for run steps
    assert {"files", "pipeline", "diagnostics-format"} <= set(a["inputs"])


def test_every_input_referenced_is_declared_and_outputs_come_from_a_step():
    text = open(ACTION).read()
    a = _action()
    used = set(re.findall(r"\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}", text))
    assert used and used <= set(a["inputs"])
    ids = {s.get("id") for s in a["runs"]["steps"]}
    for spec in a["outputs"].values():
        step = re.fullmatch(r"\$\{\{\s*steps\.([\w-]+)\.outputs\.[\w-]+\s*\}\}", spec["value"]).group(1)
        assert step in ids


def _fixture(tmp_path):
    """A repository with a good and a broken file, and `bufferize-opt` on PATH
    (this checkout's, as `pip install $GITHUB_ACTION_PATH` would give)."""
    repo = tmp_path / "repo"
    (repo / "ir" / "sub").mkdir(parents=True)
    shutil.copy(os.path.join(ROOT, "examples", "tile.mlir"), repo / "ir" / "tile.mlir")
    shutil.copy(os.path.join(ROOT, "examples", "broken.mlir"), repo / "ir" / "sub" / "broken.mlir")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    shim = bin_dir / "bufferize-opt"
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" -m bufferize "$@"\n')
    shim.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}", "PYTHONPATH": ROOT,
           "GITHUB_OUTPUT": str(tmp_path / "github_output"), "GITHUB_ACTION_PATH": ROOT}
    return repo, env


def _step_env(**inputs) -> dict:
    """The step's env: block of action.yml, with the inputs' defaults and ``inputs``."""
    a = _action()
    values = {k: str(v.get("default", "")) for k, v in a["inputs"].items()}
    values.update({k.replace("_", "-"): v for k, v in inputs.items()})
    step = next(s for s in a["runs"]["steps"] if s.get("id") == "run")
    return {k: re.sub(r"\$\{\{\s*inputs\.([\w-]+)\s*\}\}", lambda m: values[m.group(1)], v)
            for k, v in step["env"].items()}


def test_the_script_on_a_fixture(tmp_path):
    repo, env = _fixture(tmp_path)
    env.update(_step_env(pipeline="builtin.module(one-shot-bufferize{bufferize-function-boundaries})",
                         junit="junit.xml"))
    r = subprocess.run(["bash", SCRIPT], cwd=repo, env=env, capture_output=True, text=True)
    assert r.returncode == 1, r.stderr            # broken.mlir fails the check
    assert "2 file(s)" in r.stdout
    log = json.loads((repo / "bufferize-opt.sarif").read_text())
    [result] = log["runs"][0]["results"]
    assert result["ruleId"] == "parse-error"
    loc = result["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"] == "ir/sub/broken.mlir" and loc["region"]["startLine"] == 4
    assert (tmp_path / "github_output").read_text() == "diagnostics-file=bufferize-opt.sarif\nstatus=1\n"
    junit = (repo / "junit.xml").read_text()
    assert junit.count("<testcase ") == 2 and junit.count("<failure ") == 1


def test_the_script_passes_good_files_and_shows_text(tmp_path):
    repo, env = _fixture(tmp_path)
    env.update(_step_env(files="ir/*.mlir", diagnostics_format="text", diagnostics_file="diag.txt"))
    r = subprocess.run(["bash", SCRIPT], cwd=repo, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "1 file(s)" in r.stdout and (repo / "diag.txt").read_text() == ""


def test_the_script_fails_when_nothing_matches(tmp_path):
    repo, env = _fixture(tmp_path)
    env.update(_step_env(files="nothing/*.mlir"))
    r = subprocess.run(["bash", SCRIPT], cwd=repo, env=env, capture_output=True, text=True)
    assert r.returncode == 1 and "no file matches 'nothing/*.mlir'" in r.stderr
