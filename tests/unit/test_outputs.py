"""outputs.Output: an output printed piece by piece is still written whole
or not at all, and the CLI streams a whole-file run's output into it."""
import os
import subprocess
import sys

from bufferize.outputs import Output
from bufferize.syntax.parser import parse
from bufferize.syntax.printer import print_module


def test_nothing_is_created_or_replaced_until_commit(tmp_path):
    target = tmp_path / "out.mlir"
    target.write_text("old\n")
    out = Output(str(target))
    out.write("new ")
    out.write("text\n")
    assert target.read_text() == "old\n"            # still the old file while printing
    assert len(list(tmp_path.iterdir())) == 2        # and a temporary beside it
    out.commit()
    assert target.read_text() == "new text\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]


def test_discard_leaves_the_target_and_no_temporary(tmp_path):
    target = tmp_path / "out.mlir"
    target.write_text("old\n")
    out = Output(str(target))
    out.write("half an outp")
    out.discard()
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]
    Output(str(tmp_path / "never.mlir")).discard()   # nothing written: nothing created
    assert not (tmp_path / "never.mlir").exists()


def test_printer_streams_the_same_text_in_pieces():
    m, _ = parse("func.func @f(%a: tensor<4xf32>) -> tensor<2xf32> {\n"
                 "  %s = tensor.extract_slice %a[1] [2] [1] : tensor<4xf32> to tensor<2xf32>\n"
                 "  return %s : tensor<2xf32>\n}\n")
    pieces = []

    class Sink:
        def write(self, s):
            pieces.append(s)
    assert print_module(m, out=Sink()) is None
    assert len(pieces) > 3 and "".join(pieces) == print_module(m)


def test_cli_output_file_is_whole_after_a_streamed_run_and_untouched_after_a_failure(tmp_path):
    src = tmp_path / "in.mlir"
    src.write_text("func.func @f() {\n  return\n}\n")
    dst = tmp_path / "out.mlir"
    dst.write_text("keep me\n")
    run = [sys.executable, "-m", "bufferize", str(src), "-o", str(dst)]
    env = dict(os.environ, PYTHONPATH=os.path.dirname(os.path.dirname(os.path.dirname(__file__))))
    assert subprocess.run(run, env=env).returncode == 0
    assert dst.read_text() == "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
    src.write_text("func.func @f() {\n  %x = arith.addi\n}\n")
    dst.write_text("keep me\n")
    assert subprocess.run(run, env=env, capture_output=True).returncode == 1
    assert dst.read_text() == "keep me\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.mlir", "out.mlir"]
