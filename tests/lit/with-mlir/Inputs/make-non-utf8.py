"""Writes the two inputs of non-utf8-bytes-vs-upstream.mlir: MLIR files with
bytes that are not UTF-8. They are made when the test runs, not kept in the
tree, where every tool that reads the test files as text would trip on them."""
import sys

BYTES = (b"// A file with bytes that are not UTF-8 (\xff\xfe here, in a comment).\n"
         b"func.func @f() -> i32 {\n"
         b"  // \xc3( is not UTF-8 either\n"
         b"  %0 = \"test.op\"() {raw = \"\xff\xfe\", escaped = \"\\FF\", text = \"\xc3\xa9\"} : () -> i32 "
         b"loc(\"f\xe9.mlir\":1:2)\n"
         b"  %1 = \"test.op\"() {body = #foo<\"\xfa\">} : () -> i32\n"
         b"  return %0 : i32\n"
         b"}\n")
OUTSIDE = b"func.func @f() {\n  \xff\n  return\n}\n"

with open(sys.argv[1], "wb") as f:
    f.write(BYTES)
with open(sys.argv[2], "wb") as f:
    f.write(OUTSIDE)
