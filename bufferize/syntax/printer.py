"""IR -> text, in upstream mlir-opt's format: two-space indent, SSA name hints
and numbering as upstream's SSANameState, `#map` aliases, custom op forms
from each dialect's printer, or the generic form."""
from __future__ import annotations

import io
import re
from typing import Optional

from ..ir import registry
from ..ir import attributes as A
from ..ir import types as T
from ..ir.core import Block, Operation, Region, Value
from .naming import SSANames

_BARE = re.compile(r"[A-Za-z_][\w$.]*\Z")


class Printer(SSANames):
    def __init__(self, generic: bool = False, debuginfo: bool = False, resources=None):
        self.resources = resources or {}  # dense_resource name -> blob, from the input's {-# ... #-}
        self._resource_refs: dict = {}    # names used by the IR, in order
        self.generic = generic
        self.debuginfo = debuginfo
        self.out = io.StringIO()
        self.indent = 0
        self.names: dict = {}       # Value -> "%name"
        self.block_ids: dict = {}   # Block -> "^bbN"
        self.aliases: dict = {}     # AffineMapAttr/IntegerSetAttr -> "#map"
        self._type_cache: dict = {}  # Type -> text (with aliases)
        self._printed_regions = None  # a set while finding which regions get printed
        self._distinct: dict = {}     # DistinctAttr -> its printed id
        self._defining = None         # the alias whose definition is being printed
        self.default_dialect: list[str] = ["builtin"]
        self.named_later = None  # print_module: {isolated op: naming context}, named when printed (syntax.naming)

    # ---- entry points ----------------------------------------------------
    def print_module(self, op: Operation, out=None) -> Optional[str]:
        """The text of ``op``; or, with ``out`` (a file-like object), the
        text written into it piece by piece as it is printed, and None."""
        printed = None
        if not self.generic:
            self.named_later = {}
        if self.debuginfo and not self.generic:
            # Custom printers may hide regions (linalg named ops): a dry run
            # finds the regions that are printed, whose block-argument and op
            # locations get aliases (upstream visits what it prints).
            self._number(op)
            self._printed_regions = printed = set()
            self._hidden_args, self._shown_args = set(), set()
            self.print_op(op)
            self._printed_regions = None
            # Blocks whose argument locations are not printed (entry blocks of
            # regions printed without their arguments, unless the op prints them).
            # (arguments the op prints itself keep their location alias:
            # affine.for prints its induction variable's, not its iter_args')
            printed = (printed, self._hidden_args, self._shown_args)
            self.out = io.StringIO()
            self.names.clear()
            self.block_ids.clear()
            self.named_later = {}
        deferred = self._collect_aliases(op, *(printed or (None, (), ())))
        self._type_cache.clear()   # texts cached before the aliases were known
        if out is not None:
            self.out = out
        later = set(deferred)
        for attr, name in self.aliases.items():
            if attr not in later:
                self.out.write(f"{name} = {self._alias_def(attr)}\n")
        self._number(op)
        self.print_op(op)
        self.out.write("\n")
        for attr in deferred:  # location aliases only used by trailing locations: printed last
            self.out.write(f"{self.aliases[attr]} = {self._alias_def(attr)}\n")
        blobs = [(k, self.resources.get(k) or b) for k, b in self._resource_refs.items()
                 if k in self.resources or b is not None]
        if blobs:  # the `dense_resource` blobs the IR uses, in order of use (upstream)
            self.out.write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
            self.out.write(",\n".join(f"      {k if _BARE.match(k) else A.escape_string(k)}: \"{v}\""
                                       for k, v in blobs))
            self.out.write("\n    }\n  }\n#-}\n")
        return self.out.getvalue() if out is None else None

    def _alias_def(self, attr) -> str:
        if isinstance(attr, A.LocationAttr):
            return "loc(" + self.loc_body(attr, True) + ")"
        if isinstance(attr, A.DistinctAttr):
            self._defining = attr  # print the definition itself, not its alias
            try:
                return self.attr(attr)
            finally:
                self._defining = None
        return str(attr)

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
        s = self._type_cache.get(t)
        if s is None:
            s = self._type_cache[t] = self._type_with_aliases(t) if self.aliases else str(t)
        return s

    def _type_with_aliases(self, t: T.Type) -> str:
        """A type that may contain attributes (layouts, encodings, memory
        spaces), printed with the attribute aliases."""
        if isinstance(t, T.MemRefType):
            s = f"memref<{T._dims(t.shape)}{self.type(t.element_type)}"
            if t.layout is not None:
                s += f", {self.attr(t.layout)}"
            if t.memory_space is not None:
                s += f", {self.attr(t.memory_space)}"
            return s + ">"
        if isinstance(t, T.RankedTensorType):
            enc = f", {self.attr(t.encoding)}" if t.encoding is not None else ""
            return f"tensor<{T._dims(t.shape)}{self.type(t.element_type)}{enc}>"
        if isinstance(t, T.UnrankedMemRefType):
            ms = f", {self.attr(t.memory_space)}" if t.memory_space is not None else ""
            return f"memref<*x{self.type(t.element_type)}{ms}>"
        if isinstance(t, T.FunctionType):
            return self._fn_type(t)
        if isinstance(t, T.TupleType):
            return "tuple<" + self.types(t.types) + ">"
        if isinstance(t, T.VectorType):
            return f"vector<{T._dims(t.shape, t.scalable)}{self.type(t.element_type)}>"
        if isinstance(t, (T.ComplexType, T.UnrankedTensorType)):
            return str(t).split("<", 1)[0] + "<" + ("*x" if isinstance(t, T.UnrankedTensorType) else "") \
                + self.type(t.element_type) + ">"
        return str(t)

    def types(self, ts) -> str:
        return ", ".join(self.type(t) for t in ts)

    def attr(self, a: A.Attribute) -> str:
        alias = self.aliases.get(a)
        if alias is not None and a is not self._defining:
            return alias
        if isinstance(a, A.ArrayAttr):
            return "[" + ", ".join(self.attr(x) for x in a.value) + "]"
        if isinstance(a, A.DictionaryAttr):
            return "{" + self._entries(a.value) + "}"
        if isinstance(a, A.TypeAttr):
            return self.type(a.value)
        if isinstance(a, A.DistinctAttr):
            # Upstream numbers distinct attributes 0, 1, ... as it prints them.
            n = self._distinct.setdefault(a, len(self._distinct))
            ref = "" if isinstance(a.referenced, A.UnitAttr) else self.attr(a.referenced)
            return f"distinct[{n}]<{ref}>"
        if isinstance(a, A.LocationAttr):
            return "loc(" + self.loc_body(a, True) + ")"
        return str(a)

    def _entries(self, items) -> str:
        out = []
        for k, v in items:
            key = k if _BARE.match(k) else A.escape_string(k)
            if isinstance(v, A.UnitAttr):
                out.append(key)
                continue
            s = self.attr(v)
            out.append(f"{key} = {s}{A.never_elided_type(v, s)}")
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
        if op.attributes:
            d.update(op.attributes)
            plain = registry.lookup(op.name).extra.get("plain_properties") if elided else None
            if plain:   # an attribute named like a property that is none upstream is printed
                elided = tuple(k for k in elided if k not in plain or k not in op.attributes)
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
        """The trailing ` loc(...)` of an op (with --mlir-print-debuginfo)."""
        if self.debuginfo:
            alias = self.aliases.get(op.loc)
            self.write(f" loc({alias})" if alias is not None else " loc(" + self.loc_body(op.loc, True) + ")")

    def arg_loc(self, arg) -> str:
        """` loc(...)` after a block argument (printed in place, as upstream
        does, with aliases only for nested locations); "" without debuginfo."""
        if not self.debuginfo:
            return ""
        if self._printed_regions is not None:
            self._shown_args.add(arg)
        return " loc(" + self.loc_body(arg.loc, True) + ")"

    def loc_body(self, loc, top: bool = False) -> str:
        """A location without its `loc(...)`: nested locations by their alias."""
        if not top:
            alias = self.aliases.get(loc)
            if alias is not None:
                return alias
        if isinstance(loc, A.NameLoc):
            s = A.escape_string(loc.name)
            if loc.child is not None and not isinstance(loc.child, A.UnknownLoc):
                s += "(" + self.loc_body(loc.child) + ")"
            return s
        if isinstance(loc, A.CallSiteLoc):
            return f"callsite({self.loc_body(loc.callee)} at {self.loc_body(loc.caller)})"
        if isinstance(loc, A.FusedLoc):
            md = f"<{self.attr(loc.metadata)}>" if loc.metadata is not None else ""
            return f"fused{md}[" + ", ".join(self.loc_body(x) for x in loc.locations) + "]"
        if isinstance(loc, A.LocationAttr) and hasattr(loc, "body"):
            return loc.body()
        return str(loc)

    # ---- ops -------------------------------------------------------------
    def print_op(self, op: Operation) -> None:
        if op.regions and self.named_later and op in self.named_later:
            self.print_isolated(op, self._print_op)
        else:
            self._print_op(op)

    def _print_op(self, op: Operation) -> None:
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
            # the default dialect holds only for the regions of the op that
            # declares it (upstream: OpAsmOpInterface::getDefaultDialect),
            # not for ops nested in other ops' regions (scf.for in func.func)
            self.default_dialect.append(d.default_dialect or "")
            d.printer(op, self)
            self.default_dialect.pop()
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
        if self._printed_regions is not None:
            self._printed_regions.add(r)
            if not print_entry_args and r.blocks:
                self._hidden_args.add(r.blocks[0])
        self.write("{")
        self.indent += 1
        preds = _predecessors(r) if len(r.blocks) > 1 else None
        for bi, b in enumerate(r.blocks):
            header = bi > 0 or (print_entry_args and b.args) or (print_empty_block and b.is_empty)
            if header:
                self.indent -= 1
                self.newline()
                self.write(self.block_name(b))
                if b.args:
                    self.write("(" + ", ".join(f"{self.value(a)}: {self.type(a.type)}" + self.arg_loc(a)
                                               for a in b.args) + ")")
                self.write(":")
                self._pred_comment(r, b, bi, preds.get(b, []) if preds is not None else [])
                self.indent += 1
            for op in b:
                if not print_terminators and op is b.last and op.next is None \
                        and registry.has_trait(op, registry.TERMINATOR) and not op.results:
                    if self._printed_regions is not None:
                        self._hidden_args.add(op)   # an elided terminator: upstream visits nothing of it
                    continue
                self.newline()
                self.print_op(op)
        self.indent -= 1
        self.newline()
        self.write("}")

    def _pred_comment(self, r: Region, b: Block, bi: int, preds: list) -> None:
        """Upstream's `  // pred: ^bb0` / `  // 2 preds: ...` / `  // no predecessors`.
        ``preds``: ``b``'s predecessors in block order, once per edge."""
        if not preds:
            if bi > 0:
                self.write("  // no predecessors")
        elif len(preds) == 1:
            self.write("  // pred: " + self.block_name(preds[0]))
        else:
            order = {blk: i for i, blk in enumerate(r.blocks)}
            preds.sort(key=lambda p: order[p])
            self.write(f"  // {len(preds)} preds: " + ", ".join(self.block_name(p) for p in preds))

    # ---- aliases -----------------------------------------------------------
    def _collect_aliases(self, root: Operation, printed=None, hidden_args=(), shown_args=()) -> list:
        """Upstream's AliasInitializer: every affine map (`#map`), integer set
        (`#set`) and location (`#loc`, incl. those nested in other locations)
        that will be printed gets an alias.  Aliases are ordered by depth (an
        alias whose definition uses other aliases comes after them), then by
        name, then by first use; each name is numbered in that order
        (`#map`, `#map1`, ...).  Returns the "deferred" ones (locations only
        used by trailing op locations), which are printed after the module."""
        info: dict = {}  # attr -> [first-use order, depth, name, deferrable]

        def visit_alias(a, name, deferrable, children):
            e = info.get(a)
            if e is not None:
                if e[3] and not deferrable:
                    e[3] = False
                    for c in children:
                        visit_attr(c, False)
                return e[1]
            e = info[a] = [len(info), 0, name, deferrable]
            depth = -1
            for c in children:
                depth = max(depth, visit_attr(c, deferrable))
            e[1] = depth + 1
            return e[1]

        def visit_attr(a, deferrable=False) -> int:
            """Returns the alias depth of ``a`` (-1 if it has no alias and contains none)."""
            if a.__class__ in _LEAF_ATTRS:
                return -1
            if isinstance(a, A.LocationAttr):
                if isinstance(a, A.NameLoc):
                    ch = (a.child,) if a.child is not None else ()
                elif isinstance(a, A.CallSiteLoc):
                    ch = (a.callee, a.caller)
                elif isinstance(a, A.FusedLoc):
                    ch = tuple(a.locations) + ((a.metadata,) if a.metadata is not None else ())
                else:
                    ch = ()
                return visit_alias(a, "loc", deferrable, ch)
            if isinstance(a, A.AffineMapAttr):
                return visit_alias(a, "map", deferrable, ())
            if isinstance(a, A.IntegerSetAttr):
                return visit_alias(a, "set", deferrable, ())
            if isinstance(a, A.DistinctAttr):
                if isinstance(a.referenced, A.UnitAttr):
                    return -1
                return visit_alias(a, "distinct", deferrable, (a.referenced,))
            depth = -1
            if isinstance(a, A.DenseResourceAttr):
                self._resource_refs.setdefault(a.key, a.blob)
            elif isinstance(a, A.ArrayAttr):
                for x in a.value:
                    depth = max(depth, visit_attr(x, deferrable))
            elif isinstance(a, A.DictionaryAttr):
                for _, x in a.value:
                    depth = max(depth, visit_attr(x, deferrable))
            elif isinstance(a, A.TypeAttr):
                depth = visit_type(a.value)
            return depth

        seen_types: dict = {}  # id(type) -> (type, depth): a type's aliases are the same each time

        def visit_type(t) -> int:
            e = seen_types.get(id(t))
            if e is None:
                e = seen_types[id(t)] = (t, _visit_type(t))
            return e[1]

        def _visit_type(t) -> int:
            if isinstance(t, T.MemRefType):
                d = visit_attr(t.layout) if t.layout is not None else -1
                if t.memory_space is not None:
                    d = max(d, visit_attr(t.memory_space))
                return d
            if isinstance(t, T.RankedTensorType):
                return visit_attr(t.encoding) if t.encoding is not None else -1
            if isinstance(t, T.FunctionType):
                return max((visit_type(x) for x in t.inputs + t.results), default=-1)
            if isinstance(t, T.TupleType):
                return max((visit_type(x) for x in t.types), default=-1)
            return -1

        debuginfo = self.debuginfo

        def visit_op(op, d):
            # A custom printer that elides some attributes may list the ones it
            # prints (upstream only aliases what is printed):
            # OpDef.extra["alias_attrs"](op) -> [Attribute, ...].
            custom = d is not None and d.printer is not None
            hook = d.extra.get("alias_attrs") if custom else None
            if not custom:   # upstream's printGenericOp visits the operand and result types first
                for o in op.operands:
                    visit_type(o.value.type)
                for r in op.results:
                    visit_type(r.type)
            if hook is not None:
                for a in hook(op):
                    visit_attr(a)
            else:
                # (in name order, but sorted only when one may hold an alias)
                props = op.properties
                if props and any(v.__class__ not in _LEAF_ATTRS for v in props.values()):
                    for k in sorted(props):
                        visit_attr(props[k])
                attrs = op.attributes
                if attrs and any(v.__class__ not in _LEAF_ATTRS for v in attrs.values()):
                    for k in sorted(attrs):
                        visit_attr(attrs[k])
            if custom:
                for o in op.operands:
                    visit_type(o.value.type)
                for r in op.results:
                    visit_type(r.type)

        generic = self.generic
        for op in _ops_and_blocks(root, printed, post=True):
            cls = op.__class__
            if cls is Block:  # (visited where upstream prints it: before its ops)
                for a in op.args:
                    visit_type(a.type)
                    if debuginfo and (op not in hidden_args or a in shown_args):
                        visit_attr(a.loc, False)  # upstream: argument locations are never deferred
                continue
            if cls is _Post:  # an op printed generically: upstream visits its regions first
                op = op.op
                d = None if generic else registry.lookup(op.name)
                if d is None or d.printer is None:
                    visit_op(op, d)
                continue
            if op in hidden_args:
                continue
            if debuginfo:
                visit_attr(op.loc, True)
            d = None if generic else registry.lookup(op.name)
            if op.regions and op is not root and (d is None or d.printer is None):
                continue   # visited after its regions (_Post)
            visit_op(op, d)
        order = sorted(info.items(), key=lambda kv: (kv[1][1], kv[1][2], kv[1][0]))
        counts: dict = {}
        deferred = []
        for a, (_, _, name, deferrable) in order:
            n = counts.get(name, 0)
            counts[name] = n + 1
            self.aliases[a] = f"#{name}" if n == 0 else f"#{name}{n}"
            if deferrable:
                deferred.append(a)
        return deferred


# attributes that are not aliased and hold none that is (the common ones: asked first)
_LEAF_ATTRS = frozenset((A.IntegerAttr, A.BoolAttr, A.FloatAttr, A.StringAttr, A.UnitAttr, A.SymbolRefAttr,
                         A.DenseArrayAttr, A.DenseElementsAttr, A.DenseBlobAttr, A.StridedLayoutAttr))


class _Post:
    """Marks the end of an op's regions in :func:`_ops_and_blocks`."""
    __slots__ = ("op",)

    def __init__(self, op):
        self.op = op


def _ops_and_blocks(root: Operation, printed=None, post: bool = False):
    """Pre-order: each op, then for each of its regions' blocks the block
    itself followed by its ops (iteratively: the IR may be deeply nested).
    With ``printed``, only those regions are entered; with ``post``, an op
    with regions (but the root) is also yielded as ``_Post(op)`` after them."""
    yield root
    stack = [iter([(r, b) for r in root.regions for b in r.blocks
                   if printed is None or r in printed])]
    while stack:
        item = next(stack[-1], None)
        if item is None:
            stack.pop()
            continue
        if item.__class__ is _Post:
            yield item
            continue
        if isinstance(item, tuple):  # (region, block): the block, then its ops
            block = item[1]
            yield block
            stack.append(iter(list(block)))
            continue
        yield item
        if item.regions:
            if post:
                stack.append(iter((_Post(item),)))
            stack.append(iter([(r, b) for r in item.regions for b in r.blocks
                               if printed is None or r in printed]))


def print_module(op: Operation, generic: bool = False, debuginfo: bool = False, resources=None,
                 out=None) -> Optional[str]:
    """The text of ``op`` (and of the resource blobs it uses, from
    ``resources``); with ``out``, written into it as it is printed."""
    return Printer(generic, debuginfo, resources).print_module(op, out)


def _predecessors(r: Region) -> dict:
    """Each block's predecessors in ``r``, in block order, once per edge: one
    pass over the region (a scan of every block per block was quadratic in
    the number of blocks, issue 26)."""
    preds: dict = {}
    for p in r.blocks:
        if p.last is not None:
            for s in p.last.successors:
                preds.setdefault(s, []).append(p)
    return preds
