"""mlir-opt's --verify-roundtrip: print the IR, parse it back and check
that the result prints the same (upstream's doVerifyRoundTrip in
MlirOptMain.cpp).

Upstream makes two round trips: "textual" (the generic form with locations)
and "bytecode".  There is no bytecode here; the second round trip is the
custom form, which is what this tool prints by default.  Each side is
compared in generic form: with locations for the textual one, as upstream;
without for the custom one, since the custom form leaves some locations out
by design (an implicit terminator's, a loop's induction variable's), as
upstream's does."""
from __future__ import annotations

from ..diagnostics import DiagnosticEngine
from .diagnostic_ops import error_at_op

# (name in the error, print in generic form, compare locations)
_FORMS = (("textual", True, True), ("custom form", False, False))


def verify_roundtrip(module, engine: DiagnosticEngine, allow_unregistered: bool = False,
                     resources=None) -> bool:
    """True when ``module`` survives both round trips; else False after
    reporting upstream's error on the module for each that failed."""
    from .printer import print_module
    ok = True
    for what, generic, locs in _FORMS:
        text = print_module(module, generic=generic, debuginfo=locs, resources=resources)
        back, back_resources, why = _parse_back(text, allow_unregistered)
        if back is None:
            d = error_at_op(engine, module, f"'{module.name}' op failed to parse {what} content back, "
                                            "cannot verify round-trip.", print_op=False)
            d.attach_note(why)
            ok = False
            continue
        reference = print_module(module, generic=True, debuginfo=locs, resources=resources)
        roundtrip = print_module(back, generic=True, debuginfo=locs, resources=back_resources)
        if roundtrip != reference:
            error_at_op(engine, module, f"'{module.name}' op {what} roundTrip testing roundtripped module "
                                        f"differs from reference:\n<<<<<<Reference\n{reference}\n=====\n"
                                        f"{roundtrip}\n>>>>>roundtripped", print_op=False)
            ok = False
    return ok


def _parse_back(text: str, allow_unregistered: bool):
    """(module, its resources, None) of the printed ``text`` parsed and
    verified, or (None, None, why) with the parser's or the verifier's message."""
    from ..ir.verifier import VerifyError, verify
    from .opspec import ParseError
    from .parser import parse
    try:
        module, state = parse(text, "<roundtrip>", allow_unregistered)
        verify(module)
    except ParseError as e:
        return None, None, f"<roundtrip>:{e.line}:{e.col}: {e.message}"
    except VerifyError as e:
        return None, None, e.message
    return module, state.resources, None
