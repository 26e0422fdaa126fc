"""The bufferization report: every copy and allocation a bufferization
pass inserts, explained in words.

`build.py` turns what the analysis decided (one reason per out-of-place
operand, `one_shot/reasons.py`) and what the rewrite allocated and copied
into plain data (the JSON schema of docs/report-schema.json); `text.py`
gives it as remarks with the source line and a caret (rich on a terminal),
`html.py` as one self-contained page.  `describe.py` names ops and values as
the source spells them.
"""
from .build import ReportBuilder, SCHEMA_VERSION  # noqa: F401
