"""The memory checker: every access to a memref goes through here.  A fatal
finding (use after free, double free, dealloc of a value that was not
allocated, out of bounds, write into a read-only buffer) stops the run as an
InterpError; leaks (an allocation never freed, found at the end) are
collected in ``findings`` as (op, message, notes)."""
from __future__ import annotations


class MemoryChecker:
    def __init__(self, interp):
        self.interp = interp
        self.allocations: list = []
        self.findings: list = []

    def _site(self, buf):
        if buf.site is None:
            return []
        return [(buf.site, "the global is declared here" if buf.kind == "global" else "allocated here")]

    def allocated(self, memref) -> None:
        self.allocations.append(memref.buffer)

    def check_alive(self, op, m, what: str = "access") -> None:
        buf = m.buffer
        if not buf.alive:
            notes = self._site(buf)
            if buf.kind == "alloca":
                if buf.freed_at is not None:
                    notes.append((buf.freed_at, "its allocation scope is this op's, which has ended"))
                self.interp.error(op, f"use after scope: {what} of a stack allocation (memref.alloca) "
                                      "whose allocation scope has ended", notes)
            if buf.freed_at is not None:
                notes.append((buf.freed_at, "freed here"))
            self.interp.error(op, f"use after free: {what} of a buffer that was deallocated", notes)

    def check_index(self, op, m, idx, write: bool = False) -> int:
        """The linear position of element ``idx`` of ``m``, after checks."""
        self.check_alive(op, m, "store" if write else "load")
        for k, (i, s) in enumerate(zip(idx, m.sizes)):
            if not 0 <= i < s:
                self.interp.error(op, f"out-of-bounds {'store' if write else 'load'}: index {i} of dimension "
                                      f"{k} is outside [0, {s})", self._site(m.buffer))
        pos = m.offset + sum(i * s for i, s in zip(idx, m.strides))
        if not 0 <= pos < len(m.buffer.data):
            self.interp.error(op, f"out-of-bounds {'store' if write else 'load'}: element {pos} of a buffer "
                                  f"of {len(m.buffer.data)}", self._site(m.buffer))
        if write:
            self.check_writable(op, m)
        return pos

    def check_view(self, op, m, write: bool = False, what: str | None = None) -> None:
        """Every element of the view ``m`` lies in its buffer."""
        what = what or ("write" if write else "read")
        self.check_alive(op, m, what)
        if any(s == 0 for s in m.sizes):
            return
        lo = hi = m.offset
        for s, st in zip(m.sizes, m.strides):
            if st >= 0:
                hi += (s - 1) * st
            else:
                lo += (s - 1) * st
        if lo < 0 or hi >= len(m.buffer.data):
            self.interp.error(op, f"out-of-bounds {what}: the view spans elements [{lo}, {hi}] of a buffer "
                                  f"of {len(m.buffer.data)}", self._site(m.buffer))
        if write:
            self.check_writable(op, m)

    def check_writable(self, op, m) -> None:
        buf = m.buffer
        if buf.read_only:
            kind = "a constant memref.global" if buf.kind == "global" else "a read-only buffer"
            self.interp.error(op, f"write into {kind}", self._site(buf))

    def dealloc(self, op, m) -> None:
        buf = m.buffer
        if buf.kind != "alloc":
            origin = {"alloca": "a stack allocation (memref.alloca)", "global": "a memref.global",
                      "arg": "a function argument", "tensor": "a tensor's buffer"}.get(buf.kind, buf.kind)
            self.interp.error(op, f"dealloc of a value that was not allocated: {origin}", self._site(buf))
        if not buf.alive:
            notes = self._site(buf) + ([(buf.freed_at, "first freed here")] if buf.freed_at else [])
            self.interp.error(op, "double free: the buffer was already deallocated", notes)
        buf.alive = False
        buf.freed_at = op

    def finish(self, results, args) -> None:
        """At the end of the run: every allocation still alive and not handed
        back to the caller is a leak."""
        returned = {id(v.buffer.root) for v in (*results, *args) if hasattr(v, "buffer")}
        for k, v in enumerate(results):
            buf = getattr(v, "buffer", None)
            if buf is not None and buf.kind == "alloca" and not buf.alive:
                self.findings.append((buf.site, f"use after scope: result #{k} is a stack allocation (memref.alloca) "
                                                "of the function, which is dead once it returns", []))
        for buf in self.allocations:
            if buf.alive and buf.kind == "alloc" and id(buf) not in returned:
                self.findings.append((buf.site, "leak: this allocation is never deallocated", []))
