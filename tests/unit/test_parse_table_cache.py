"""The parse table on disk and in memory (syntax/lalr.py): a run decodes only
the rows of the states its input enters, and the cache folder keeps the
newest few entries of each kind instead of one more per source edit or
checkout, for ever."""
from __future__ import annotations

import json
import os
import subprocess
import sys

from bufferize.syntax import lalr

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

_PROBE = """
import json, sys
from bufferize.syntax import parser
parser.parse(open(sys.argv[1]).read(), "x")
rows = parser._build()[0][0]
from bufferize.syntax.lalr import UNDECODED
print(json.dumps({"decoded": sum(r is not UNDECODED for r in rows), "rows": len(rows)}))
"""


def test_a_small_file_decodes_a_few_rows_of_the_table(tmp_path):
    # Decoding all ~4,500 rows was a third of the start-up of a 4-line file.
    src = tmp_path / "f.mlir"
    src.write_text("func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n")
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    p = subprocess.run([sys.executable, "-c", _PROBE, str(src)], capture_output=True, text=True, env=env,
                       check=True)
    counts = json.loads(p.stdout)
    assert counts["rows"] > 1000
    assert 0 < counts["decoded"] < counts["rows"] // 20, counts


def test_a_decoded_row_is_the_row_that_was_stored():
    grammar = 'start: "a" x | "b"\nx: "c"*\n'
    tables = lalr.build_tables(grammar, probed=("C",))
    rows, row, rules, start, end = lalr.bind(tables, lambda name, rebind: None)
    # the rows that have a probed terminal are decoded up front, and only they
    having = tables[8]["C"]
    assert having and all(rows[s] is not lalr.UNDECODED and "C" in rows[s] for s in having)
    assert all(rows[s] is lalr.UNDECODED for s in range(len(rows)) if s not in having)
    assert start not in having
    first = row(start)
    assert first is rows[start] and row(start) is first   # decoded once
    assert set(first) >= {"A", "B"}
    assert sum(r is not lalr.UNDECODED for r in rows) == len(having) + 1
    assert all("C" not in row(s) for s in range(len(rows)) if s not in having)


def test_parsing_decodes_rows_on_the_way_and_reads_what_it_read_before(tmp_path):
    # A parse with every row decoded up front and one that decodes on the way
    # print the same text (static index lists included: a probed terminal).
    from bufferize.syntax import parser
    from bufferize.syntax.printer import print_module
    src = open(os.path.join(ROOT, "examples", "tile_fill.mlir")).read()
    lazy = print_module(parser.parse(src, "x")[0])
    rows, row = parser._build()[0][:2]
    for s in range(len(rows)):
        row(s)
    assert print_module(parser.parse(src, "x")[0]) == lazy
    assert "tensor.extract_slice" in lazy


def _touch(path, mtime):
    path.write_bytes(b"x")
    os.utime(path, (mtime, mtime))


def test_prune_keeps_the_newest_entries_of_one_kind(tmp_path):
    for i in range(7):
        _touch(tmp_path / f"tables-{i:08x}-311-5.marshal", 1_000_000 + i)
    for i in range(3):
        _touch(tmp_path / f"grammar-{i:08x}-311-5.marshal", 1_000_000 + i)
    _touch(tmp_path / ".tables-old.marshal.1.tmp", 1_000_000)      # a killed writer's, long ago
    fresh_tmp = tmp_path / ".tables-new.marshal.2.tmp"
    fresh_tmp.write_bytes(b"x")                                    # a writer still at work
    keep = "tables-00000000-311-5.marshal"                          # the oldest: just written, say
    lalr.prune(str(tmp_path), "tables-", keep)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted([keep, "tables-00000006-311-5.marshal", "tables-00000005-311-5.marshal",
                           "tables-00000004-311-5.marshal", ".tables-new.marshal.2.tmp",
                           "grammar-00000000-311-5.marshal", "grammar-00000001-311-5.marshal",
                           "grammar-00000002-311-5.marshal"])
    assert lalr.KEEP == 4


def test_storing_an_entry_prunes_its_kind(tmp_path, monkeypatch):
    monkeypatch.setenv("BUFFERIZE_OPT_CACHE", str(tmp_path))
    for i in range(6):
        lalr.store_cached("grammar", f"{i:08x}-311-5", ("g", i))
        os.utime(tmp_path / f"grammar-{i:08x}-311-5.marshal", (1_000_000 + i, 1_000_000 + i))
    lalr.store_cached("grammar", "latest-311-5", ("g", "latest"))
    names = sorted(p.name for p in tmp_path.iterdir())
    assert len(names) == lalr.KEEP and "grammar-latest-311-5.marshal" in names
    assert lalr.load_cached("grammar", "latest-311-5") == ("g", "latest")
    assert not any(n.endswith(".tmp") for n in names)
