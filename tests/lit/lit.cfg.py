# -*- Python -*-
# lit configuration for bufferize-opt's regression tests.
#
# Substitutions in RUN lines:
#   bufferize-opt  the tool under test, resolved in this order:
#                  1. $BUFFERIZE_OPT (a command line, e.g. "python3 -m bufferize")
#                  2. the `bufferize-opt` console script beside the Python running lit
#                  3. `bufferize-opt` on PATH
#                  4. `<python running lit> -m bufferize`, with the repository on PYTHONPATH
#   FileCheck      the Python `filecheck` package (also spelled `filecheck`)
#   %mlir_opt      upstream mlir-opt-22 (only when installed; feature `mlir-opt-22`)
#   %python        the Python running lit
# `not` and `env` are builtins of lit's internal shell, which these tests use.
import glob
import os
import shlex
import shutil
import sys

import lit.formats

config.name = "bufferize-opt"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "Output"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(os.path.dirname(config.test_source_root))
config.test_exec_root = os.path.join(repo_root, "build", "lit")

scripts_dir = os.path.dirname(sys.executable)


def find_script(name):
    beside = os.path.join(scripts_dir, name)
    if os.path.isfile(beside) and os.access(beside, os.X_OK):
        return beside
    return shutil.which(name)


def quote(path):
    return shlex.quote(path)


# Variables the tools may need, passed through lit's cleaned environment.
for var in ("HOME", "TMPDIR", "LANG", "LC_ALL", "PYTHONPATH", "COLUMNS", "NO_COLOR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# --- the tool under test --------------------------------------------------
tool = os.environ.get("BUFFERIZE_OPT")
if not tool:
    script = find_script("bufferize-opt")
    if script:
        tool = quote(script)
    else:
        tool = f"{quote(sys.executable)} -m bufferize"
        pp = config.environment.get("PYTHONPATH")
        config.environment["PYTHONPATH"] = repo_root + (os.pathsep + pp if pp else "")
lit_config.note(f"bufferize-opt: {tool}")

# --- FileCheck -------------------------------------------------------------
filecheck = find_script("filecheck")
filecheck = quote(filecheck) if filecheck else f"{quote(sys.executable)} -m filecheck"

# --- upstream mlir-opt-22 (optional) -----------------------------------------
mlir_opt = shutil.which("mlir-opt-22")
if mlir_opt:
    config.available_features.add("mlir-opt-22")
    config.substitutions.append(("%mlir_opt", quote(mlir_opt)))
# mlir-runner-22 and its runtime (printI64, printMemref*), for tests that run
# what they lower (tests/unit/test_interpreter_vs_runner.py finds them so too)
mlir_runner = shutil.which("mlir-runner-22")
runtime = [sorted(glob.glob(f"/usr/lib/llvm-22/lib/{n}*")) for n in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")]
if mlir_runner and all(runtime):
    config.available_features.add("mlir-runner-22")
    libs = ",".join(hits[0] for hits in runtime)
    config.substitutions.append(("%mlir_runner", f"{quote(mlir_runner)} -shared-libs={quote(libs)}"))

config.substitutions.append(("%python", quote(sys.executable)))
# Whole words only: not inside paths, file names or longer tool names.
config.substitutions.append((r"(?<![\w/.-])bufferize-opt(?![\w.-])", tool))
config.substitutions.append((r"(?<![\w/.-])FileCheck(?![\w.-])", filecheck))
config.substitutions.append((r"(?<![\w/.-])filecheck(?![\w.-])", filecheck))
