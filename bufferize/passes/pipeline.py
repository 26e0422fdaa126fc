"""Textual pass pipelines and the pass manager.

The grammar is upstream's::

    pipeline := anchor '(' elements ')'
    elements := [element (',' element)*]
    element  := pass-name ['{' options '}'] | op-anchor '(' elements ')'

where an op anchor is an operation name (``func.func``) or ``any``.  Pass
flags (``--cse``, ``--canonicalize="top-down=false"``) build the same
structure, a pass anchored on ``func.func`` being nested in a
``func.func(...)`` of its own as upstream's mlir-opt does.
"""
from __future__ import annotations

import difflib
import sys
import time
from typing import Optional, Union

from ..ir.registry import load_all as load_dialects
from . import registry
from .base import OptionError, PassContext, PassFailure, format_option_value, parse_option_value, split_options

__all__ = ["PipelineError", "PassInstance", "OpPassManager", "PassManager", "Instrumentation",
           "build_pass_manager", "parse_pipeline"]

_NAME_CHARS = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-$")


class PipelineError(Exception):
    pass


def _did_you_mean(name: str, choices) -> str:
    m = difflib.get_close_matches(name, list(choices), n=1, cutoff=0.6)
    return f"; did you mean '{m[0]}'?" if m else ""


# --------------------------------------------------------------------------
# Structure
# --------------------------------------------------------------------------

class PassInstance:
    """A pass with its option values, and its statistics counters."""

    def __init__(self, cls, values: Optional[dict] = None):
        self.cls = cls
        self.values = {o.name: o.default for o in cls.options}
        for o in cls.options:
            if o.kind.startswith("list") and self.values[o.name] is not None:
                self.values[o.name] = tuple(self.values[o.name])
        if values:
            self.values.update(values)
        self.stats = {n: 0 for n, _ in cls.statistics}

    @property
    def name(self) -> str:
        return self.cls.name

    def text(self) -> str:
        if not self.cls.options:
            return self.cls.name
        parts = []
        for o in sorted(self.cls.options, key=lambda o: o.name):
            v = format_option_value(o, self.values[o.name])
            parts.append("" if v is None else f"{o.name}={v}")
        return self.cls.name + "{" + " ".join(parts) + "}"

    def __eq__(self, other):
        return isinstance(other, PassInstance) and other.cls is self.cls and other.values == self.values

    def __repr__(self):
        return f"<PassInstance {self.text()}>"


Item = Union[PassInstance, "OpPassManager"]


class OpPassManager:
    """A list of passes and nested pipelines, anchored on an op name or 'any'."""

    def __init__(self, anchor: str, items=()):
        self.anchor = anchor
        self.items: list = list(items)

    def text(self, pretty: bool = False, indent: int = 0) -> str:
        if not pretty:
            return self.anchor + "(" + ",".join(
                i.text() if isinstance(i, PassInstance) else i.text() for i in self.items) + ")"
        pad = "  " * (indent + 1)
        body = ",\n".join(pad + (i.text() if isinstance(i, PassInstance) else i.text(True, indent + 1).lstrip())
                          for i in self.items)
        return "  " * indent + self.anchor + "(\n" + body + "\n" + "  " * indent + ")"

    def __eq__(self, other):
        return isinstance(other, OpPassManager) and other.anchor == self.anchor and other.items == self.items

    def __repr__(self):
        return f"<OpPassManager {self.text()}>"

    def passes(self):
        for i in self.items:
            if isinstance(i, PassInstance):
                yield i
            else:
                yield from i.passes()

    def deallocates(self) -> bool:
        """Does a pass of this pipeline free what is allocated (Pass.deallocates)?"""
        return any(inst.cls.deallocates for inst in self.passes())

    def output_files(self) -> list:
        """(what, path) of every file a pass of this pipeline will write
        (its options declared ``output_file``), e.g. a report-file."""
        return [(f"{o.name} of {inst.name}", inst.values[o.name])
                for inst in self.passes() for o in inst.cls.options
                if o.output_file and inst.values[o.name]]

    def add(self, item: Item) -> None:
        if isinstance(item, PassInstance):
            _check_anchor(item.cls, self.anchor)
        self.items.append(item)


def _check_anchor(cls, pm_anchor: str) -> None:
    if cls.anchor is not None and cls.anchor != pm_anchor:
        raise PipelineError(
            f"Can't add pass '{cls.name}' restricted to '{cls.anchor}' on a PassManager intended to run "
            f"on '{pm_anchor}', did you intend to nest? (write '{cls.anchor}({cls.name})')")


# --------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------

class _Parser:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def error(self, msg: str, pos: Optional[int] = None):
        pos = self.pos if pos is None else pos
        line = self.text.count("\n", 0, pos) + 1
        start = self.text.rfind("\n", 0, pos) + 1
        end = self.text.find("\n", pos)
        src = self.text[start:] if end < 0 else self.text[start:end]
        col = pos - start + 1
        raise PipelineError(f"MLIR Textual PassPipeline Parser:{line}:{col}: error: {msg}\n"
                            f"{src}\n{' ' * (col - 1)}^")

    def ws(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        self.ws()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def name(self) -> tuple[str, int]:
        self.ws()
        start = self.pos
        while self.pos < len(self.text) and self.text[self.pos] in _NAME_CHARS:
            self.pos += 1
        return self.text[start:self.pos], start

    def options_text(self) -> str:
        """After '{': the text up to the matching '}'."""
        open_pos = self.pos - 1
        depth, quote = 1, None
        start = self.pos
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if quote:
                if ch == quote:
                    quote = None
            elif ch in "\"'":
                quote = ch
            elif ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    s = self.text[start:self.pos]
                    self.pos += 1
                    return s
            self.pos += 1
        self.error("missing closing '}' while processing pass options", open_pos)

    def top(self) -> "PassManager":
        anchor, start = self.name()
        if not anchor or self.peek() != "(":
            raise PipelineError("expected pass pipeline to be wrapped with the anchor operation type, "
                                "e.g. 'builtin.module(...)'")
        if anchor != "builtin.module" and anchor != "any" and "." not in anchor:
            self.error(f"'{anchor}' is not an operation name: a pipeline is anchored on an operation, "
                       "e.g. 'builtin.module(...)', 'func.func(...)' or 'any(...)'", start)
        self.pos += 1
        pm = PassManager(anchor)
        self.elements(pm)
        if self.peek() != ")":
            self.error("expected ',' or ')' in the pass pipeline")
        self.pos += 1
        if self.peek() != "":
            self.error("unexpected text after the pass pipeline")
        return pm

    def elements(self, pm: OpPassManager) -> None:
        if self.peek() == ")":
            return
        while True:
            self.element(pm)
            if self.peek() == ",":
                self.pos += 1
                continue
            return

    def element(self, pm: OpPassManager) -> None:
        name, start = self.name()
        nxt = self.peek()
        if nxt == "(":
            if name != "any" and "." not in name:
                if registry.lookup(name) is not None:
                    self.error(f"'{name}' is a pass, not an operation: nested pipelines are anchored "
                               "on an operation, e.g. 'func.func(...)' or 'any(...)'", start)
                self.error(f"'{name}' is not an operation name: nested pipelines are anchored on an "
                           "operation, e.g. 'func.func(...)' or 'any(...)'", start)
            self.pos += 1
            nested = OpPassManager(name)
            self.elements(nested)
            if self.peek() != ")":
                self.error("expected ',' or ')' in the pass pipeline")
            self.pos += 1
            pm.add(nested)
            return
        cls = registry.lookup(name)
        if cls is None:
            self.error(f"'{name}' does not refer to a registered pass or pass pipeline "
                       f"(registered passes: {', '.join(registry.all_names())})"
                       + _did_you_mean(name, registry.known_names()), start)
        opts = None
        if nxt == "{":
            self.pos += 1
            opts = self.options_text()
        inst = make_instance(cls, opts)
        try:
            pm.add(inst)
        except PipelineError as e:
            self.error(str(e), start)


def make_instance(cls, opts_text: Optional[str]) -> PassInstance:
    values = {}
    if opts_text:
        try:
            for key, raw in split_options(opts_text):
                o = cls.option(key)
                if o is None:
                    valid = ", ".join(x.name for x in cls.options) or "none"
                    raise OptionError(f"no such option '{key}' for pass '{cls.name}' (valid options: {valid})"
                                      + _did_you_mean(key, [x.name for x in cls.options]))
                values[key] = parse_option_value(o, raw)
        except OptionError as e:
            raise PipelineError(f"{e}\nfailed to add `{cls.name}` with options `{opts_text}`") from None
    return PassInstance(cls, values)


def parse_pipeline(text: str) -> "PassManager":
    return _Parser(text).top()


def _parse_flag(flag: str):
    body = flag.lstrip("-")
    name, eq, opts = body.partition("=")
    cls = registry.lookup(name)
    if cls is None:
        raise PipelineError(f"Unknown command line argument '{flag}'.  Try: 'bufferize-opt --help'"
                            + _did_you_mean(name, registry.known_names()).replace(
                                "; did you mean '", "\nDid you mean '--"))
    if eq and len(opts) >= 2 and opts[0] == opts[-1] and opts[0] in "\"'":
        opts = opts[1:-1]
    return make_instance(cls, opts if eq else None)


def build_pass_manager(pipeline_text: Optional[str], flags: list, instrumentation=None) -> "PassManager":
    if pipeline_text and flags:
        raise PipelineError("'-pass-pipeline' option can't be used with individual pass options "
                            f"(got {', '.join(repr(f) for f in flags)})")
    if pipeline_text is not None and pipeline_text.strip():
        pm = parse_pipeline(pipeline_text)
    else:
        pm = PassManager("builtin.module")
        for f in flags:
            inst = _parse_flag(f)
            if inst.cls.anchor is not None and inst.cls.anchor != pm.anchor:
                pm.add(OpPassManager(inst.cls.anchor, [inst]))
            else:
                pm.add(inst)
    if instrumentation is not None:
        pm.instrumentation = instrumentation
    return pm


# --------------------------------------------------------------------------
# Instrumentation
# --------------------------------------------------------------------------

class Instrumentation:
    def __init__(self, print_before=(), print_after=(), print_before_all=False, print_after_all=False,
                 print_after_change=False, print_after_failure=False, module_scope=False,
                 timing=False, statistics=False, generic=False, debuginfo=False, stream=None):
        self.print_before = set(_split_names(print_before))
        self.print_after = set(_split_names(print_after))
        self.print_before_all = print_before_all
        self.print_after_all = print_after_all
        self.print_after_change = print_after_change
        self.print_after_failure = print_after_failure
        self.module_scope = module_scope
        self.timing = timing
        self.statistics = statistics
        self.generic = generic
        self.debuginfo = debuginfo
        self._stream = stream
        self.start = time.perf_counter()

    @property
    def stream(self):
        return self._stream if self._stream is not None else sys.stderr

    def wants_before(self, cls) -> bool:
        return self.print_before_all or bool(self.print_before & {cls.name, *cls.aliases})

    def wants_after(self, cls) -> bool:
        return self.print_after_all or bool(self.print_after & {cls.name, *cls.aliases})

    def check_names(self) -> None:
        for n in self.print_before | self.print_after:
            if registry.lookup(n) is None:
                raise PipelineError(f"for the --mlir-print-ir-before/after option: Cannot find option named "
                                    f"'{n}' (registered passes: {', '.join(registry.all_names())})")


def _split_names(v) -> list:
    if isinstance(v, str):
        v = [v]
    out = []
    for s in v or ():
        out += [x.strip() for x in s.split(",") if x.strip()]
    return out


def _print_ir(op, module_scope: bool, inst: Instrumentation) -> tuple[str, str]:
    """(header suffix, text) for an IR dump of ``op``."""
    from ..syntax.printer import print_module
    suffix = ""
    target = op
    if module_scope:
        root = op
        while root.parent_op is not None:
            root = root.parent_op
        target = root
        sym = op.get_attr("sym_name")
        sym_s = f": @{sym.value}" if sym is not None and hasattr(sym, "value") else ""
        suffix = f" ('{op.name}' operation{sym_s})"
    text = print_module(target, generic=inst.generic, debuginfo=inst.debuginfo)
    if target.parent is not None and text.endswith("\n"):
        text = text[:-1]
    return suffix, text


class _Timer:
    __slots__ = ("name", "wall", "children")

    def __init__(self, name: str):
        self.name = name
        self.wall = 0.0
        self.children: dict = {}

    def child(self, key, name) -> "_Timer":
        t = self.children.get(key)
        if t is None:
            t = self.children[key] = _Timer(name)
        return t


# --------------------------------------------------------------------------
# The pass manager
# --------------------------------------------------------------------------

class PassManager(OpPassManager):
    def __init__(self, anchor: str = "builtin.module", items=(), instrumentation: Optional[Instrumentation] = None):
        super().__init__(anchor, items)
        self.instrumentation = instrumentation or Instrumentation()
        self.timers = _Timer("root")
        self.runs = 0
        self._final = None

    def finalized(self) -> list:
        """The items as run: adjacent nested pipelines on one anchor merged."""
        if self._final is None:
            self._final = _merged(self.items)
        return self._final

    # ---- text ------------------------------------------------------------
    def dump(self) -> str:
        if not self.items:
            return f"Pass Manager with 0 passes:\n{self.anchor}(\n\n)\n\n"
        return f"Pass Manager with {len(self.items)} passes:\n{self.text(pretty=True)}\n\n"

    # ---- running ---------------------------------------------------------
    def run(self, module, engine, verify_each: bool = True) -> bool:
        """False after reporting a failure.  ``verify_each``: mlir-opt's --verify-each."""
        from ..syntax.diagnostic_ops import error_at_op
        load_dialects()   # every dialect: passes use facts one adds to another's ops
        self.runs += 1
        self._verify_each = verify_each   # read by _run_pass
        if self.anchor != "any" and module.name != self.anchor:
            # upstream: emitError(op->getLoc()), so no `see current operation` note
            error_at_op(engine, module, f"can't run '{self.anchor}' pass manager on '{module.name}' op",
                        print_op=False)
            return False
        return self._run_items(self.finalized(), module, engine, self.timers)

    def _run_items(self, items, op, engine, timer: _Timer) -> bool:
        for item in items:
            if isinstance(item, OpPassManager):
                t = timer.child(("pm", item.anchor, id(item)), f"'{item.anchor}' Pipeline")
                start = time.perf_counter()
                ok = True
                for region in op.regions:
                    for block in region.blocks:
                        for child in list(block):
                            if child.parent is not block:
                                continue
                            if item.anchor == "any" or child.name == item.anchor:
                                if not self._run_items(item.items, child, engine, t):
                                    ok = False
                                    break
                        if not ok:
                            break
                    if not ok:
                        break
                t.wall += time.perf_counter() - start
                if not ok:
                    return False
            elif not self._run_pass(item, op, engine, timer):
                return False
        return True

    def _run_pass(self, inst: PassInstance, op, engine, timer: _Timer) -> bool:
        from ..syntax.diagnostic_ops import error_at_op
        from ..ir.verifier import VerifyError, verify
        ins = self.instrumentation
        cls = inst.cls
        header = f"{cls.get_display_name()} ({cls.name})"
        if ins.wants_before(cls):
            suffix, text = _print_ir(op, ins.module_scope, ins)
            ins.stream.write(f"// -----// IR Dump Before {header}{suffix} //----- //\n{text}\n\n")
        before_text = None
        if ins.print_after_change and ins.wants_after(cls):
            before_text = _print_ir(op, ins.module_scope, ins)[1]
        t = timer.child(("pass", id(inst)), cls.get_display_name())
        start = time.perf_counter()
        ctx = PassContext(inst, engine)
        failed = False
        try:
            cls().run(op, ctx)
        except PassFailure:
            failed = True
        except Exception as e:   # noqa: BLE001 - a plugin's fault is the user's error, ours a bug
            if _is_builtin(cls):
                raise
            error_at_op(engine, op, _plugin_fault(cls, e), print_op=False)
            failed = True
        failed = failed or ctx.failed
        t.wall += time.perf_counter() - start
        if not failed and self._verify_each and not ctx.preserved_all:
            try:
                verify(op)
            except VerifyError as e:
                named = [] if engine.verifying else [(op, broken_by_pass_note(cls, op))]
                error_at_op(engine, e.op, e.message, [*e.notes, *named], print_op=getattr(e, "print_op", True))
                failed = True
        if failed:
            if ins.print_after_failure:
                suffix, text = _print_ir(op, ins.module_scope, ins)
                ins.stream.write(f"// -----// IR Dump After {cls.get_display_name()} Failed ({cls.name})"
                                 f"{suffix} //----- //\n{text}\n\n")
            return False
        if ins.wants_after(cls) and not ins.print_after_failure:
            suffix, text = _print_ir(op, ins.module_scope, ins)
            if before_text is None or before_text != text:
                ins.stream.write(f"// -----// IR Dump After {header}{suffix} //----- //\n{text}\n\n")
        return True

    # ---- reports ---------------------------------------------------------
    def report(self, stream=None) -> None:
        """Print the --mlir-pass-statistics and --mlir-timing reports, if enabled."""
        stream = stream if stream is not None else sys.stderr
        ins = self.instrumentation
        if ins.statistics:
            stream.write(self.statistics_report())
        if ins.timing:
            text = self.timing_report()
            try:
                from rich.console import Console
                Console(file=stream, highlight=False, markup=False, emoji=False, soft_wrap=True,
                        color_system=None).print(text, end="")
            except ImportError:  # pragma: no cover
                stream.write(text)
            stream.flush()

    def statistics_report(self) -> str:
        title = "... Pass statistics report ..."
        out = ["===" + "-" * 73 + "===\n", " " * ((80 - len(title)) // 2) + title + "\n",
               "===" + "-" * 73 + "===\n"]

        def entry(indent, inst):
            out.append(" " * indent + inst.cls.get_display_name() + "\n")
            stats = sorted(((n, d, inst.stats[n]) for n, d in inst.cls.statistics), key=lambda s: s[0])
            if not stats:
                return
            wn = max(len(s[0]) for s in stats)
            wv = max(len(str(s[2])) for s in stats)
            for n, d, v in stats:
                out.append(" " * (indent + 2) + f"(S) {v:>{wv}} {n:<{wn}} - {d}\n")

        def walk(items, indent):
            for it in items:
                if isinstance(it, OpPassManager):
                    out.append(" " * indent + f"'{it.anchor}' Pipeline\n")
                    walk(it.items, indent + 2)
                else:
                    entry(indent, it)

        walk(self.finalized(), 0)
        out.append("\n")
        return "".join(out)

    def timing_report(self) -> str:
        total = time.perf_counter() - self.instrumentation.start
        title = "... Execution time report ..."
        lines = ["===" + "-" * 73 + "===", " " * ((80 - len(title)) // 2) + title,
                 "===" + "-" * 73 + "===",
                 f"  Total Execution Time: {total:.4f} seconds", "",
                 "  ----Wall Time----  ----Name----"]

        def row(t, name, indent):
            pct = 100.0 * t / total if total > 0 else 0.0
            lines.append(f"{t:10.4f} ({pct:5.1f}%)  {'  ' * indent}{name}")

        def walk(timer, indent):
            for c in timer.children.values():
                row(c.wall, c.name, indent)
                walk(c, indent + 1)

        walk(self.timers, 0)
        spent = sum(c.wall for c in self.timers.children.values())
        row(max(total - spent, 0.0), "Rest", 0)
        row(total, "Total", 0)
        return "\n".join(lines) + "\n\n"


def broken_by_pass_note(cls, op) -> str:
    """--verify-each's note on a verifier error after a pass (upstream names no pass)."""
    sym = getattr(op.get_attr("sym_name"), "value", None)
    return f"the IR is invalid after pass '{cls.name}' on '{op.name}' op{f' @{sym}' if sym else ''}"


def _is_builtin(cls) -> bool:
    return cls.__module__.split(".")[0] == "bufferize"


def _plugin_fault(cls, e: Exception) -> str:
    """One line: the plugin pass ``cls`` raised ``e``, with the plugin's file:line."""
    source = getattr(sys.modules.get(cls.__module__), "__file__", None) or cls.__module__
    where = ""
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == source:
            where = f" ({source}:{tb.tb_lineno})"
        tb = tb.tb_next
    text = str(e)
    return (f"pass '{cls.name}' of plugin '{source}' failed: {type(e).__name__}"
            f"{': ' + text if text else ''}{where}")


def _merged(items) -> list:
    """Merge adjacent nested pipelines on the same anchor (as upstream does
    before running), keeping the pass instances (and so their statistics)."""
    out: list = []
    for it in items:
        if isinstance(it, OpPassManager):
            if out and isinstance(out[-1], OpPassManager) and out[-1].anchor == it.anchor:
                out[-1] = OpPassManager(it.anchor, out[-1].items + it.items)
            else:
                out.append(OpPassManager(it.anchor, list(it.items)))
        else:
            out.append(it)
    return [OpPassManager(i.anchor, _merged(i.items)) if isinstance(i, OpPassManager) else i for i in out]
