import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MLIR_OPT = shutil.which("mlir-opt-22")


def run_tool(args, stdin=None):
    """Run bufferize-opt as a user would; returns CompletedProcess (text)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "bufferize", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT)


def run_upstream(args, stdin=None):
    return subprocess.run([MLIR_OPT, *args], input=stdin, capture_output=True, text=True)


needs_mlir = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt-22 is not installed")
