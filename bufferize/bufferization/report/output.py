"""Where a report goes: remarks into the diagnostics (text, on stderr with
the others), or a whole document to ``report-file`` / stderr."""
from __future__ import annotations

import json
import sys

from ...diagnostics import SourceManager, render
from ...outputs import OutputError, write
from ...syntax.diagnostic_ops import op_location
from . import text


def write_report(builder, op, ctx) -> None:
    fmt = ctx.options["bufferization-report"]
    path = ctx.options["report-file"]
    data = builder.data()
    file_name = op_location(op)[0] or _first_file(data)
    if fmt == "text":
        diags = text.diagnostics(data, file_name)
        if not path:
            ctx.engine.diagnostics.extend(diags)
            return
        sources = builder.sources or SourceManager()
        out = "".join(render(d, sources) for d in diags)
    elif fmt == "json":
        out = json.dumps(data, indent=2) + "\n"
    else:
        from .html import page
        out = page(data, builder.sources)
    if not path:
        sys.stderr.write(out)
        return
    try:
        write(path, out)
    except OutputError as e:
        ctx.fail(op, f"cannot write the bufferization report to '{path}': {e.reason}", print_op=False)


def _first_file(data):
    for key in ("decisions", "allocations"):
        for d in data[key]:
            loc = d["at"]["location"]
            if loc:
                return loc["file"]
    return None
