"""IR -> text, in upstream mlir-opt's format: two-space indent, SSA name hints
and numbering as upstream's SSANameState, `#map` aliases, custom op forms
from each dialect's printer, or the generic form."""
from __future__ import annotations

import io
import re
from typing import Optional

from ..dialects import registry
from ..ir import attributes as A
from ..ir import types as T
from ..ir.affine import AffineMap
from ..ir.core import Block, BlockArgument, Operation, Region, Value

_BARE = re.compile(r"[A-Za-z_][\w$.]*\Z")


class Printer:
    def __init__(self, generic: bool = False, debuginfo: bool = False):
        registry.load_all()
        self.generic = generic
        self.debuginfo = debuginfo
        self.out = io.StringIO()
        self.indent = 0
        self.names: dict = {}       # Value -> "%name"
        self.block_ids: dict = {}   # Block -> "^bbN"
        self.aliases: dict = {}     # AffineMapAttr/IntegerSetAttr -> "#map"
        self.default_dialect: list[str] = ["builtin"]

    # ---- entry points ----------------------------------------------------
    def print_module(self, op: Operation) -> str:
        self._collect_aliases(op)
        for attr, name in self.aliases.items():
            self.out.write(f"{name} = {attr}\n")
        self._number(op)
        self.print_op(op)
        self.out.write("\n")
        return self.out.getvalue()

    # ---- primitive writers -------------------------------------------------
    def write(self, s: str) -> None:
        self.out.write(s)

    def newline(self) -> None:
        self.out.write("\n" + "  " * self.indent)

    def value(self, v: Value) -> str:
        n = self.names.get(v)
        if n is None:
            return "<<UNKNOWN SSA VALUE>>"
        return n

    def values(self, vs) -> str:
        return ", ".join(self.value(v) for v in vs)

    def operand(self, op: Operation, i: int) -> str:
        return self.value(op.operands[i].value)

    def type(self, t: T.Type) -> str:
        if isinstance(t, T.MemRefType) and t.layout is not None and t.layout in self.aliases:
            s = f"memref<{T._dims(t.shape)}{t.element_type}, {self.aliases[t.layout]}"
            if t.memory_space is not None:
                s += f", {self.attr(t.memory_space)}"
            return s + ">"
        return str(t)

    def types(self, ts) -> str:
        return ", ".join(self.type(t) for t in ts)

    def attr(self, a: A.Attribute) -> str:
        alias = self.aliases.get(a)
        if alias is not None:
            return alias
        if isinstance(a, A.ArrayAttr):
            return "[" + ", ".join(self.attr(x) for x in a.value) + "]"
        if isinstance(a, A.DictionaryAttr):
            return "{" + self._entries(a.value) + "}"
        if isinstance(a, A.TypeAttr):
            return self.type(a.value)
        return str(a)

    def _entries(self, items) -> str:
        out = []
        for k, v in items:
            key = k if _BARE.match(k) else A.escape_string(k)
            if isinstance(v, A.UnitAttr):
                out.append(key)
                continue
            s = self.attr(v)
            # Dictionary values never elide the type (upstream AttrTypeElision::Never).
            if (isinstance(v, A.IntegerAttr) and v.type == T.i64) or \
                    (isinstance(v, A.FloatAttr) and v.type == T.f64):
                s += f" : {v.type}"
            out.append(f"{key} = {s}")
        return ", ".join(out)

    def attr_dict(self, attrs: dict, elided=(), keyword: bool = False) -> None:
        items = sorted((k, v) for k, v in attrs.items() if k not in elided)
        if not items:
            return
        self.write(" attributes {" if keyword else " {")
        self.write(self._entries(items) + "}")

    def op_attr_dict(self, op: Operation, elided=(), keyword: bool = False) -> None:
        """Print properties and discardable attributes together (custom form)."""
        d = dict(op.properties)
        d.update(op.attributes)
        self.attr_dict(d, elided, keyword)

    def symbol(self, name: str) -> str:
        return str(A.SymbolRefAttr(name))

    def block_name(self, b: Block) -> str:
        return self.block_ids.get(b, "^INVALID")

    def successor(self, b: Block, args=()) -> str:
        s = self.block_name(b)
        if args:
            s += "(" + self.values(args) + " : " + self.types(v.type for v in args) + ")"
        return s

    def loc(self, op: Operation) -> None:
        if self.debuginfo:
            self.write(f" {op.loc}")

    # ---- ops -------------------------------------------------------------
    def print_op(self, op: Operation) -> None:
        if op.results:
            names = []
            i = 0
            res = op.results
            while i < len(res):
                n = self.names[res[i]]
                j = i + 1
                if n.endswith("#0"):  # a result group: `%name:N`
                    n = n[:-2]
                    while j < len(res) and self.names[res[j]] == f"{n}#{j - i}":
                        j += 1
                names.append(n if j - i == 1 else f"{n}:{j - i}")
                i = j
            self.write(", ".join(names) + " = ")
        d = registry.lookup(op.name)
        if not self.generic and d is not None and d.printer is not None:
            name = op.name
            dd = self.default_dialect[-1] if self.default_dialect else None
            if dd and name.startswith(dd + ".") and "." not in name[len(dd) + 1:]:
                name = name[len(dd) + 1:]
            self.write(name)
            if d.default_dialect:
                self.default_dialect.append(d.default_dialect)
                d.printer(op, self)
                self.default_dialect.pop()
            else:
                d.printer(op, self)
        else:
            self.print_generic(op)
        self.loc(op)

    def print_generic(self, op: Operation) -> None:
        self.write(A.escape_string(op.name) + "(" + self.values(o.value for o in op.operands) + ")")
        if op.successors:
            self.write("[" + ", ".join(self.block_name(b) for b in op.successors) + "]")
        if op.properties:
            self.write(" <{" + self._entries(sorted(op.properties.items())) + "}>")
        if op.regions:
            self.write(" (")
            for i, r in enumerate(op.regions):
                if i:
                    self.write(", ")
                self.region(r, print_entry_args=True, print_terminators=True, print_empty_block=True)
            self.write(")")
        self.attr_dict(op.attributes)
        ft = T.FunctionType(tuple(o.value.type for o in op.operands), tuple(r.type for r in op.results))
        self.write(" : " + self._fn_type(ft))

    def _fn_type(self, ft: T.FunctionType) -> str:
        ins = "(" + self.types(ft.inputs) + ")"
        if len(ft.results) == 1 and not isinstance(ft.results[0], T.FunctionType):
            return f"{ins} -> {self.type(ft.results[0])}"
        return f"{ins} -> (" + self.types(ft.results) + ")"

    def function_type(self, ft: T.FunctionType) -> str:
        return self._fn_type(ft)

    def region(self, r: Region, print_entry_args: bool = True, print_terminators: bool = True,
               print_empty_block: bool = False) -> None:
        self.write("{")
        self.indent += 1
        for bi, b in enumerate(r.blocks):
            header = bi > 0 or (print_entry_args and b.args) or (print_empty_block and b.is_empty)
            if header:
                self.indent -= 1
                self.newline()
                self.write(self.block_name(b))
                if b.args:
                    self.write("(" + ", ".join(f"{self.value(a)}: {self.type(a.type)}" +
                                               (f" {a.loc}" if self.debuginfo else "") for a in b.args) + ")")
                self.write(":")
                self._pred_comment(r, b, bi)
                self.indent += 1
            for op in b:
                if not print_terminators and op is b.last and op.next is None \
                        and registry.has_trait(op, registry.TERMINATOR) and not op.results:
                    continue
                self.newline()
                self.print_op(op)
        self.indent -= 1
        self.newline()
        self.write("}")

    def _pred_comment(self, r: Region, b: Block, bi: int) -> None:
        """Upstream's `  // pred: ^bb0` / `  // 2 preds: ...` / `  // no predecessors`."""
        preds = [p for p in r.blocks if p.last is not None for s in p.last.successors if s is b]
        if not preds:
            if bi > 0:
                self.write("  // no predecessors")
        elif len(preds) == 1:
            self.write("  // pred: " + self.block_name(preds[0]))
        else:
            order = {blk: i for i, blk in enumerate(r.blocks)}
            preds.sort(key=lambda p: order[p])
            self.write(f"  // {len(preds)} preds: " + ", ".join(self.block_name(p) for p in preds))

    # ---- naming (upstream's SSANameState) ----------------------------------
    def _number(self, root: Operation) -> None:
        if self.generic:
            # Upstream's generic form numbers with global counters, visiting
            # nested regions depth-first from a stack (last region first).
            state, used, stack = [0, 0, 0], set(), list(root.regions)
            while stack:
                region = stack.pop()
                self._number_region(region, state, used)
                for b in region.blocks:
                    for op in b:
                        stack.extend(op.regions)
            return
        used: set = set()
        stack = []
        # context: (region, next_value, next_arg, next_conflict, used_names)
        for r in reversed(root.regions):
            stack.append((r, 0, 0, 0, used))
        while stack:
            region, nv, na, nc, used = stack.pop()
            used = set(used)
            state = [nv, na, nc]
            self._number_region(region, state, used)
            children = []
            for b in region.blocks:
                for op in b:
                    if op.regions:
                        iso = registry.has_trait(op, registry.ISOLATED)
                        for r in op.regions:
                            if iso:
                                children.append((r, 0, 0, 0, set()))
                            else:
                                children.append((r, state[0], state[1], state[2], used))
            stack.extend(reversed(children))

    def _unique(self, name: str, state, used: set) -> str:
        if name not in used:
            used.add(name)
            return name
        while True:
            probe = f"{name}_{state[2]}"
            state[2] += 1
            if probe not in used:
                used.add(probe)
                return probe

    def _number_region(self, region: Region, state, used: set) -> None:
        parent = region.parent
        d = registry.lookup(parent.name) if parent is not None else None
        arg_hints = None
        if not self.generic and d is not None and d.region_arg_hint is not None:
            arg_hints = d.region_arg_hint(parent, region)
        for bi, b in enumerate(region.blocks):
            self.block_ids[b] = f"^bb{bi}"
            for ai, a in enumerate(b.args):
                hint = arg_hints[ai] if (bi == 0 and arg_hints and ai < len(arg_hints)) else None
                if hint:
                    self.names[a] = "%" + self._unique(_sanitize(hint), state, used)
                elif bi == 0:
                    self.names[a] = f"%arg{state[1]}"
                    state[1] += 1
                else:  # upstream numbers non-entry block arguments like results
                    self.names[a] = f"%{state[0]}"
                    state[0] += 1
            for op in b:
                self._number_op(op, state, used)

    def _number_op(self, op: Operation, state, used: set) -> None:
        if not op.results:
            return
        hints = None
        if not self.generic:
            d = registry.lookup(op.name)
            if d is not None and d.name_hint is not None:
                hints = d.name_hint(op)
        if hints and hints[0]:
            # A hint of "#" puts the result in the previous result's group
            # (upstream's setNameFn on a value range: `%sizes:2`, `%sizes#1`).
            groups = []
            for i, r in enumerate(op.results):
                h = hints[i] if i < len(hints) else None
                if h == "#" and groups:
                    groups[-1][1].append(r)
                else:
                    groups.append((h, [r]))
            for h, rs in groups:
                if h:
                    base = "%" + self._unique(_sanitize(h), state, used)
                else:
                    base = f"%{state[0]}"
                    state[0] += 1
                if len(rs) == 1:
                    self.names[rs[0]] = base
                else:
                    for k, r in enumerate(rs):
                        self.names[r] = f"{base}#{k}"
            return
        base = f"%{state[0]}"
        state[0] += 1
        if len(op.results) == 1:
            self.names[op.results[0]] = base
        else:
            for i, r in enumerate(op.results):
                self.names[r] = f"{base}#{i}"

    # ---- aliases -----------------------------------------------------------
    def _collect_aliases(self, root: Operation) -> None:
        counts = {"map": 0, "set": 0}

        def add(a):
            if a in self.aliases:
                return
            kind = "map" if isinstance(a, A.AffineMapAttr) else "set"
            n = counts[kind]
            self.aliases[a] = f"#{kind}" if n == 0 else f"#{kind}{n}"
            counts[kind] += 1

        def visit_attr(a):
            if isinstance(a, (A.AffineMapAttr, A.IntegerSetAttr)):
                add(a)
            elif isinstance(a, A.ArrayAttr):
                for x in a.value:
                    visit_attr(x)
            elif isinstance(a, A.DictionaryAttr):
                for _, x in a.value:
                    visit_attr(x)
            elif isinstance(a, A.TypeAttr):
                visit_type(a.value)

        def visit_type(t):
            if isinstance(t, T.MemRefType) and isinstance(t.layout, A.AffineMapAttr):
                add(t.layout)
            elif isinstance(t, T.FunctionType):
                for x in t.inputs + t.results:
                    visit_type(x)

        for op in root.walk():
            # A custom printer that elides some attributes may list the ones it
            # prints (upstream only aliases what is printed):
            # OpDef.extra["alias_attrs"](op) -> [Attribute, ...].
            d = None if self.generic else registry.lookup(op.name)
            hook = d.extra.get("alias_attrs") if d is not None and d.printer is not None else None
            if hook is not None:
                for a in hook(op):
                    visit_attr(a)
            else:
                for k in sorted(op.properties):
                    visit_attr(op.properties[k])
                for k in sorted(op.attributes):
                    visit_attr(op.attributes[k])
            for o in op.operands:
                visit_type(o.value.type)
            for r in op.results:
                visit_type(r.type)
            for reg in op.regions:
                for b in reg.blocks:
                    for a in b.args:
                        visit_type(a.type)


def _sanitize(name: str) -> str:
    s = re.sub(r"[^\w$.\-]", "_", name)
    if not s or s[0].isdigit():
        s = "_" + s
    return s


def print_module(op: Operation, generic: bool = False, debuginfo: bool = False) -> str:
    return Printer(generic, debuginfo).print_module(op)
