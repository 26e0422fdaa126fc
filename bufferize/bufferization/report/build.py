"""The report as data.  ``analyzed`` runs between the analysis and the
rewrite (the ops the analysis talks about are still there), ``finish``
after the rewrite; ``data()`` is the JSON document (docs/report-schema.json).
"""
from __future__ import annotations

from typing import Optional

from ...ir.core import BlockArgument, OpOperand, OpResult
from ..one_shot.order import happens_before
from ..one_shot.reasons import NonWritable, ReadAfterWrite
from ...syntax.diagnostic_ops import op_location
from .describe import function_name, function_of, location, op_loc, static_bytes, value_label

SCHEMA_VERSION = 1


class ReportBuilder:
    def __init__(self, pass_name: str, sources=None):
        self.pass_name = pass_name
        self.sources = sources
        self.decisions: list = []
        self.allocations: list = []
        self.copies: list = []
        self._functions: dict = {}      # name -> summary dict, in first-seen order
        self._decision_of: dict = {}    # OpOperand -> decision id
        self._function_of_use: dict = {}

    # ---- facts -----------------------------------------------------------------
    def _fn(self, op) -> dict:
        f = function_of(op)
        name = function_name(f)
        s = self._functions.get(name)
        if s is None:
            s = self._functions[name] = {
                "name": name, "location": op_loc(f) if f is not None else None,
                "tensor_operands": 0, "in_place": 0, "out_of_place": 0,
                "allocations": 0, "copies": 0, "bytes": 0, "allocations_of_unknown_size": 0}
        return s

    def _site(self, use: OpOperand) -> dict:
        return {"op": use.owner.name, "operand": use.index, "value": value_label(use.value, self.sources),
                "location": op_loc(use.owner)}

    def analyzed(self, module, state) -> None:
        for use in state.in_place:
            s = self._fn(use.owner)
            s["tensor_operands"] += 1
            s["in_place"] += 1
        for use in state.out_of_place:
            s = self._fn(use.owner)
            s["tensor_operands"] += 1
            s["out_of_place"] += 1
        ordered = sorted(state.out_of_place, key=_position_key)
        for use in ordered:
            self._decision(use, state.reasons.get(use))

    def _decision(self, use: OpOperand, reason) -> None:
        d = {"id": len(self.decisions) + 1, "function": self._fn(use.owner)["name"], "at": self._site(use)}
        v = d["at"]["value"]
        op = use.owner.name
        if isinstance(reason, ReadAfterWrite):
            r, w = reason.read, reason.write
            across = happens_before(r.owner, w.owner, {})
            d["rule"] = "read-after-write across loop iterations" if across else "read-after-write"
            d["conflicting_read"] = self._site(r)
            d["conflicting_write"] = self._site(w)
            d["definition"] = value_label(reason.definition, self.sources) if reason.definition is not None else None
            rd, wr = d["conflicting_read"], d["conflicting_write"]
            writer = "this op" if w is use else f"'{wr['op']}'"
            when = "in a later iteration" if across else "after the write"
            d["explanation"] = (f"writing {v} in place here would clobber it: {writer} writes {wr['value']} "
                                f"and '{rd['op']}' reads {rd['value']} {when}, so it needs the old contents")
            if w is use:
                d["hint"] = (f"read {rd['value']} before '{op}' writes it, or read the result of '{op}' "
                             f"instead, so that the write can reuse the buffer")
            else:
                d["hint"] = (f"'{wr['op']}' writes into the same buffer; make '{rd['op']}' read before that "
                             f"write, or give one of the writes a fresh destination (tensor.empty)")
        elif isinstance(reason, NonWritable):
            d["rule"] = "write into a non-writable buffer"
            nv = reason.value
            label = value_label(nv, self.sources) if nv is not None else v
            where = nv.op.name if isinstance(nv, OpResult) else None
            # a block argument (a read-only function argument) is at its name in the signature
            d["non_writable"] = {"value": label, "location": location(*op_location(nv)) if nv is not None else None}
            if isinstance(nv, BlockArgument) and function_of(nv.block.parent_op) is nv.block.parent_op:
                d["explanation"] = f"'{op}' would write into {label}, a function argument that is read-only"
                d["hint"] = (f"mark the argument {{bufferization.writable = true}} if callers allow "
                             f"writing into it")
            else:
                what = f"the result of '{where}'" if where else "a buffer"
                d["explanation"] = f"'{op}' would write into {label}, {what}, which must not be written"
                d["hint"] = (f"write into a fresh tensor (tensor.empty or bufferization.alloc_tensor) "
                             f"instead of into {label}")
        else:
            d["rule"] = "copy-before-write"
            d["explanation"] = f"'{op}' writes {v}; without the analysis every write gets a copy"
            d["hint"] = "run the analysis (drop copy-before-write) to find the writes that can be in place"
        self.decisions.append(d)
        self._decision_of[use] = d["id"]

    def finish(self, state) -> None:
        allocation_of: dict = {}
        for rec in state.allocations:
            anchor = rec.use.owner if rec.use is not None else rec.anchor
            t = rec.alloc.results[0].type
            nbytes = static_bytes(t)
            fsum = self._fn(rec.alloc) if rec.alloc.parent is not None else self._fn(anchor)
            a = {"id": len(self.allocations) + 1, "function": fsum["name"], "type": str(t), "bytes": nbytes,
                 "at": {"op": anchor.name, "location": op_loc(anchor)}, "copied": False}
            if rec.use is not None:
                a["origin"] = "out-of-place operand"
                a["decision"] = self._decision_of.get(rec.use)
                if a["decision"] is None:   # copy-before-write: no analysis decided it
                    self._decision(rec.use, state.reasons.get(rec.use))
                    a["decision"] = self._decision_of[rec.use]
                a["why"] = (f"a private buffer for operand #{rec.use.index} of '{anchor.name}' "
                            f"(decision {a['decision']})")
            elif rec.kind == "cast":
                a["origin"] = "layout change"
                a["why"] = "a buffer of the identity layout: a cast to it could fail at run time"
            else:
                a["origin"] = "new tensor"
                a["why"] = f"'{anchor.name}' creates a new tensor"
            self.allocations.append(a)
            allocation_of[rec.alloc] = a
            fsum["allocations"] += 1
            if nbytes is None:
                fsum["allocations_of_unknown_size"] += 1
            else:
                fsum["bytes"] += nbytes
        for rec in state.copies:
            anchor = rec.use.owner if rec.use is not None else rec.anchor
            fsum = self._fn(rec.copy) if rec.copy.parent is not None else self._fn(anchor)
            a = allocation_of.get(rec.alloc)
            c = {"id": len(self.copies) + 1, "function": fsum["name"],
                 "at": {"op": anchor.name, "location": op_loc(anchor)},
                 "allocation": a["id"] if a is not None else None,
                 "decision": self._decision_of.get(rec.use) if rec.use is not None else None}
            if a is not None:
                a["copied"] = True
            if c["decision"] is not None:
                c["why"] = f"fills the private buffer of decision {c['decision']} with the old contents"
            elif a is not None:
                c["why"] = f"fills allocation {a['id']} ({a['origin']})"
            else:
                c["why"] = f"'{anchor.name}' copies by definition (its source into its destination)"
            self.copies.append(c)
            fsum["copies"] += 1

    # ---- the document ----------------------------------------------------------
    def data(self) -> dict:
        functions = []
        totals = {"tensor_operands": 0, "in_place": 0, "out_of_place": 0, "allocations": 0, "copies": 0,
                  "bytes": 0, "allocations_of_unknown_size": 0}
        def where(s):
            loc = s["location"]
            return (loc["file"], loc["line"], loc["column"]) if loc else ("", 0, 0)
        for s in sorted(self._functions.values(), key=where):
            s = dict(s)
            s["in_place_ratio"] = round(s["in_place"] / s["tensor_operands"], 4) if s["tensor_operands"] else None
            functions.append(s)
            for k in totals:
                totals[k] += s[k]
        totals["in_place_ratio"] = (round(totals["in_place"] / totals["tensor_operands"], 4)
                                    if totals["tensor_operands"] else None)
        return {"schema_version": SCHEMA_VERSION, "tool": "bufferize-opt", "pass": self.pass_name,
                "functions": functions, "decisions": self.decisions, "allocations": self.allocations,
                "copies": self.copies, "totals": totals}


def _position_key(use: OpOperand):
    loc = op_loc(use.owner)
    return ((loc["file"], loc["line"], loc["column"]) if loc else ("", 0, 0)), use.index
