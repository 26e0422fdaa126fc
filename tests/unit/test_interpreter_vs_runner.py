"""The interpreter (`--run`) against mlir-runner-22, program by program.

Every case of `tests/lit/with-mlir/interpreter-exec/*.mlir` (split on
`// -----`) has a `@main` that prints (the runtime's printMemref*, printF32,
verifyMemRef*, ..., `vector.print`).  Ours runs it as written
(`bufferize-opt --run=main`, in process); upstream bufferizes it with
`mlir-opt-22` (One-Shot with function boundaries, the deallocation
pipeline), lowers it to LLVM (LOWER: complex to standard, math to libm,
index and ub to LLVM, ...) and runs it with `mlir-runner-22` against the
runtime libraries.  The two standard outputs must be equal, byte for byte
except the buffer addresses (`base@ = 0x...`); what a case writes on stderr
(verifyMemRef's mismatches) is compared too, as a set of lines.

Ours is encoded as the tool writes it (run_cli.runtime_encoding: the raw
bytes printMemrefI8 writes are code points U+0080..U+00FF of our text, and
the tool writes them as single bytes).

Also a script: `python tests/unit/test_interpreter_vs_runner.py [FILE...]`
prints one line per mismatch and the count (exit 1 on a mismatch), so the
files double as lit tests.  Skipped without mlir-opt-22 / mlir-runner-22.
"""
from __future__ import annotations

import glob
import os
import io
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pytest  # noqa: E402

CASE_DIR = ROOT / "tests" / "lit" / "with-mlir" / "interpreter-exec"
MLIR_OPT = shutil.which("mlir-opt-22")
RUNNER = shutil.which("mlir-runner-22") or shutil.which("mlir-runner")
LOWER = ["--one-shot-bufferize=bufferize-function-boundaries", "--buffer-deallocation-pipeline",
         "--convert-bufferization-to-memref", "--convert-linalg-to-loops", "--convert-vector-to-scf",
         "--expand-strided-metadata", "--lower-affine", "--convert-complex-to-standard",
         "--convert-math-to-funcs", "--convert-math-to-llvm", "--convert-math-to-libm", "--convert-scf-to-cf", "--convert-cf-to-llvm",
         "--convert-complex-to-llvm", "--convert-arith-to-llvm", "--convert-math-to-llvm",
         "--finalize-memref-to-llvm", "--convert-vector-to-llvm", "--convert-func-to-llvm",
         "--convert-index-to-llvm", "--convert-ub-to-llvm", "--convert-arith-to-llvm", "--convert-cf-to-llvm",
         "--reconcile-unrealized-casts"]
SPLIT_RE = re.compile(r"^// -----\s*$", re.M)


def _libs() -> list[str]:
    out = []
    for name in ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"):
        hits = sorted(glob.glob(f"/usr/lib/llvm-22/lib/{name}*"))
        if hits:
            out.append(hits[0])
    return out


def cases() -> list[tuple[Path, int, str]]:
    out = []
    for p in sorted(CASE_DIR.glob("*.mlir")):
        text, line, pos = p.read_text(), 1, 0
        for m in list(SPLIT_RE.finditer(text)) + [None]:
            end = m.start() if m else len(text)
            chunk = text[pos:end]
            if "@main" in chunk:
                out.append((p, line, "\n" * (line - 1) + chunk))
            line += chunk.count("\n") + (1 if m else 0)
            pos = m.end() if m else len(text)
    return out


def _mask(b: bytes) -> bytes:
    return re.sub(rb"base@ = 0x[0-9a-f]+", b"base@ = ?", b)


def upstream(text: str) -> tuple[bytes, set]:
    # `// LOWER-FIRST: --pass`: a case's own pass before the lowering (e.g. arith-expand)
    first = [f.strip() for f in re.findall(r"^// LOWER-FIRST: (.*)$", text, re.M)]
    low = subprocess.run([MLIR_OPT, *first, *LOWER, "-"], input=text.encode(), capture_output=True, timeout=120)
    assert low.returncode == 0, f"lowering failed:\n{low.stderr.decode()}"
    run = subprocess.run([RUNNER, "-e", "main", "-entry-point-result=void", "-shared-libs=" + ",".join(_libs())],
                         input=low.stdout, capture_output=True, timeout=120)
    assert run.returncode == 0, f"mlir-runner failed:\n{run.stderr.decode()}"
    return _mask(run.stdout), set(run.stderr.decode().splitlines())


def ours(text: str, path: str) -> tuple[bytes, set]:
    from bufferize.diagnostics import DiagnosticEngine
    from bufferize.run_cli import run_text, runtime_encoding
    engine = DiagnosticEngine(False)
    out, err = io.StringIO(), io.StringIO()
    saved, sys.stderr = sys.stderr, err
    try:
        status = run_text(text, path, "main", engine, out=out)
    finally:
        sys.stderr = saved
    assert status == 0, [d.message for d in engine.diagnostics]
    text = out.getvalue()
    return _mask(text.encode(runtime_encoding(text))), set(err.getvalue().splitlines())


def check(path: Path, text: str) -> None:
    want_out, want_err = upstream(text)
    got_out, got_err = ours(text, str(path))
    assert got_out == want_out, f"ours printed:\n{got_out.decode('latin-1')}\nmlir-runner printed:\n" \
                                f"{want_out.decode('latin-1')}"
    assert got_err == want_err, f"stderr: ours {sorted(got_err)}, mlir-runner {sorted(want_err)}"


_SKIP = pytest.mark.skipif(not (MLIR_OPT and RUNNER and len(_libs()) == 2),
                           reason="needs mlir-opt-22, mlir-runner-22 and the runner libraries")


@_SKIP
@pytest.mark.parametrize("path,line,text", cases(), ids=lambda v: v.name if isinstance(v, Path) else
                         (str(v) if isinstance(v, int) else ""))
def test_interpreter_prints_as_mlir_runner(path, line, text):
    check(path, text)


def main(argv) -> int:
    if not (MLIR_OPT and RUNNER and len(_libs()) == 2):
        print("UNSUPPORTED: needs mlir-opt-22 and mlir-runner-22")
        return 0
    files = [Path(a).resolve() for a in argv] or sorted(CASE_DIR.glob("*.mlir"))
    bad = n = 0
    for path, line, text in cases():
        if path not in files:
            continue
        n += 1
        try:
            check(path, text)
        except AssertionError as e:
            bad += 1
            print(f"{path.name}:{line}: MISMATCH {e}")
    print(f"{n - bad} of {n} cases print as mlir-runner")
    return 1 if bad or not n else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))


_RAW_I8 = """func.func private @printMemrefI8(memref<*xi8>)
func.func @main() {
  %m = memref.alloca() : memref<2xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 72 : i8
  %b = arith.constant -61 : i8
  memref.store %a, %m[%c0] : memref<2xi8>
  memref.store %b, %m[%c1] : memref<2xi8>
  %u = memref.cast %m : memref<2xi8> to memref<*xi8>
  call @printMemrefI8(%u) : (memref<*xi8>) -> ()
  return
}
"""


def test_the_tool_writes_printed_bytes_raw(tmp_path):
    """Byte 0xC3 is one byte on standard output and in -o FILE, as
    mlir-runner writes it (not U+00C3's two UTF-8 bytes)."""
    src = tmp_path / "i8.mlir"
    src.write_text(_RAW_I8)
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    p = subprocess.run([sys.executable, "-m", "bufferize", str(src), "--run=main"], capture_output=True, env=env)
    assert p.returncode == 0, p.stderr
    assert b"[H,  \xc3]" in p.stdout and "\u00c3".encode() not in p.stdout
    out = tmp_path / "out.txt"
    p = subprocess.run([sys.executable, "-m", "bufferize", str(src), "--run=main", "-o", str(out)],
                       capture_output=True, env=env)
    assert p.returncode == 0, p.stderr
    assert b"[H,  \xc3]" in out.read_bytes()
