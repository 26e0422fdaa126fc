"""The SSA graph: values with use lists, operations, blocks and regions.

Blocks keep their operations in a doubly linked list, so inserting, erasing
and moving an operation is O(1); every value keeps its uses in insertion
order, so replace-all-uses-with touches only the uses.  Most values have one
or two uses: their use list is a tuple (48 bytes for one use, not a list's 88
or a dict's 232), rebuilt when a use comes or goes; past ``_USES_AS_TUPLE``
uses it becomes an insertion-ordered dict, so adding and removing a use stay
O(1) on values with many.  Either way ``value.uses`` iterates, counts and
tests like a collection of OpOperands; only this module changes it.
Operations without operands, results, successors or regions share one empty
tuple for each (most ops lack one of them); the methods below that add one
make a list of its own.
"""
from __future__ import annotations

from typing import Iterator, Optional

from .attributes import UNKNOWN_LOC, Attribute, LocationAttr
from .registry import lookup
from .types import Type


class Value:
    __slots__ = ("type", "uses", "__weakref__")

    def __init__(self, type: Type):
        self.type = type
        self.uses: tuple[OpOperand, ...] | dict[OpOperand, None] = _NONE

    @property
    def owner(self):
        raise NotImplementedError

    def users(self) -> Iterator["Operation"]:
        for u in self.uses:
            yield u.owner

    def has_uses(self) -> bool:
        return bool(self.uses)

    def has_one_use(self) -> bool:
        return len(self.uses) == 1

    def replace_all_uses_with(self, new: "Value") -> None:
        if new is self:
            return
        for use in list(self.uses):
            use.set(new)

    def replace_uses_if(self, new: "Value", pred) -> None:
        for use in list(self.uses):
            if pred(use):
                use.set(new)

    def defining_op(self) -> Optional["Operation"]:
        return None

    def parent_block(self) -> Optional["Block"]:
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: "Operation", index: int):
        super().__init__(type)
        self.op = op
        self.index = index

    @property
    def owner(self) -> "Operation":
        return self.op

    def defining_op(self) -> "Operation":
        return self.op

    def parent_block(self):
        return self.op.parent

    def __repr__(self) -> str:
        return f"<result #{self.index} of {self.op.name}>"


class BlockArgument(Value):
    __slots__ = ("block", "index", "loc")

    def __init__(self, type: Type, block: "Block", index: int, loc: LocationAttr = UNKNOWN_LOC):
        super().__init__(type)
        self.block = block
        self.index = index
        self.loc = loc

    @property
    def owner(self) -> "Block":
        return self.block

    def parent_block(self):
        return self.block

    def __repr__(self) -> str:
        return f"<block arg #{self.index}>"


_USES_AS_TUPLE = 16
_NONE = ()


def _add_use(value: Value, use: "OpOperand") -> None:
    uses = value.uses
    if type(uses) is tuple:
        if len(uses) < _USES_AS_TUPLE:
            value.uses = uses + (use,)
        else:
            value.uses = dict.fromkeys(uses + (use,))
    else:
        uses[use] = None


def _remove_use(value: Value, use: "OpOperand") -> None:
    uses = value.uses
    if type(uses) is tuple:
        for i, u in enumerate(uses):   # OpOperand has no __eq__: by identity
            if u is use:
                value.uses = uses[:i] + uses[i + 1:]
                break
    else:
        uses.pop(use, None)


class OpOperand:
    __slots__ = ("owner", "index", "value")

    def __init__(self, owner: "Operation", index: int, value: Value):
        self.owner = owner
        self.index = index
        self.value = value
        if value is not None and not isinstance(value, Unresolved):
            _add_use(value, self)

    def set(self, value: Value) -> None:
        old = self.value
        if old is not None and not isinstance(old, Unresolved):
            _remove_use(old, self)
        self.value = value
        _add_use(value, self)

    def drop(self) -> None:
        if self.value is not None and not isinstance(self.value, Unresolved):
            _remove_use(self.value, self)
        self.value = None


class Unresolved:
    """A forward reference to an SSA value, made by the parser and replaced
    when the enclosing top-level operation has been read."""
    __slots__ = ("name", "line", "col", "type")

    def __init__(self, name: str, line: int, col: int, type: Optional[Type] = None):
        self.name, self.line, self.col, self.type = name, line, col, type


class Operation:
    __slots__ = ("name", "operands", "results", "successors", "regions", "properties",
                 "attributes", "loc", "parent", "prev", "next", "__weakref__")

    def __init__(self, name: str, operands=(), result_types=(), attributes=None,
                 properties=None, regions=(), successors=(), loc: LocationAttr = UNKNOWN_LOC):
        self.name = name
        self.operands: list[OpOperand] = [OpOperand(self, i, v) for i, v in enumerate(operands)] \
            if operands else _NONE
        self.results: list[OpResult] = [OpResult(t, self, i) for i, t in enumerate(result_types)] \
            if result_types else _NONE
        # Most ops have neither: they share one empty tuple (56 bytes saved
        # per list); add_region makes a list of its own.
        self.successors: list[Block] = list(successors) if successors else _NONE
        self.regions: list[Region] = _NONE
        for r in regions:
            self.add_region(r)
        self.properties: dict[str, Attribute] = dict(properties) if properties else {}
        self.attributes: dict[str, Attribute] = dict(attributes) if attributes else {}
        self.loc = loc
        self.parent: Optional[Block] = None
        self.prev: Optional[Operation] = None
        self.next: Optional[Operation] = None

    # ---- accessors -------------------------------------------------------
    def operand(self, i: int) -> Value:
        return self.operands[i].value

    @property
    def operand_values(self) -> list[Value]:
        return [o.value for o in self.operands]

    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    @property
    def dialect(self) -> str:
        return self.name.split(".", 1)[0]

    def __getattr__(self, name: str):
        """Accessors by name, from the op's declaration (ODS's getters): a
        declared operand or result (``op.lhs``; a list for a variadic group,
        None for an absent optional one) or property (``op.callee``, None
        when absent).  Only reached when no attribute of Operation has that
        name; a name the op does not declare is an AttributeError."""
        if name[0] == "_" or name in _SLOTS:   # dunders (copy, pickle) and unset slots
            raise AttributeError(name)
        d = lookup(self.name)
        if d is not None:
            if d.decl is not None and name in d.decl.names:
                return d.decl.get(self, name)
            if name in d.property_names:
                return self.properties.get(name)
        raise AttributeError(f"'{self.name}' declares no operand, result or property '{name}'")

    def get_attr(self, name: str, default=None):
        """A property or, failing that, a discardable attribute."""
        v = self.properties.get(name)
        if v is None:
            v = self.attributes.get(name, default)
        return v

    def add_region(self, region: Optional["Region"] = None) -> "Region":
        region = region if region is not None else Region()
        region.parent = self
        if self.regions is _NONE:
            self.regions = []
        self.regions.append(region)
        return region

    def set_operands(self, values) -> None:
        for o in self.operands:
            o.drop()
        self.operands = [OpOperand(self, i, v) for i, v in enumerate(values)]

    def set_operand(self, i: int, value: Value) -> None:
        self.operands[i].set(value)

    def insert_operand(self, i: int, value: Value) -> None:
        if self.operands is _NONE:
            self.operands = []
        self.operands.insert(i, OpOperand(self, i, value))
        for j in range(i + 1, len(self.operands)):
            self.operands[j].index = j

    def append_operand(self, value: Value) -> OpOperand:
        self.insert_operand(len(self.operands), value)
        return self.operands[-1]

    def append_result(self, type: Type) -> OpResult:
        """A new last result (the op's result types change in place)."""
        if self.results is _NONE:
            self.results = []
        r = OpResult(type, self, len(self.results))
        self.results.append(r)
        return r

    def erase_operand(self, i: int) -> None:
        self.operands[i].drop()
        del self.operands[i]
        for j in range(i, len(self.operands)):
            self.operands[j].index = j

    # ---- structure -------------------------------------------------------
    @property
    def parent_region(self) -> Optional["Region"]:
        return self.parent.parent if self.parent is not None else None  # (a Block's len() is O(n))

    @property
    def parent_op(self) -> Optional["Operation"]:
        r = self.parent_region
        return r.parent if r is not None else None

    def ancestors(self) -> Iterator["Operation"]:
        op = self.parent_op
        while op is not None:
            yield op
            op = op.parent_op

    def is_ancestor_of(self, other: "Operation") -> bool:
        """True if ``other`` is (properly or not) nested in this op."""
        while other is not None:
            if other is self:
                return True
            other = other.parent_op
        return False

    def is_before_in_block(self, other: "Operation") -> bool:
        assert self.parent is other.parent
        return self.parent.order_index(self) < self.parent.order_index(other)

    def walk(self, post_order: bool = False) -> Iterator["Operation"]:
        """All ops nested in (and including) this op, pre- or post-order.
        Safe against erasing the op being visited in post-order.  (Iterative:
        a recursive generator would cost O(depth) per op on deep nesting.)"""
        if not post_order:
            yield self
        stack = [(self, _children(self))]
        while stack:
            op, it = stack[-1]
            child = next(it, None)
            if child is None:
                stack.pop()
                if post_order:
                    yield op
                continue
            if not post_order:
                yield child
            if child.regions:
                stack.append((child, _children(child)))
            elif post_order:
                yield child

    def detach(self) -> "Operation":
        if self.parent is not None:
            self.parent._unlink(self)
        return self

    def erase(self) -> None:
        """Detach the op and drop its operand uses (and those of nested ops),
        then release it: an erased op keeps its name, location and
        attributes, but no longer its operands, results, successors or
        regions (what it nested is released too)."""
        self.detach()
        self.drop_all_references()
        _release(self)

    def drop_all_references(self) -> None:
        for o in self.operands:
            o.drop()
        for region in self.regions:
            for block in region.blocks:
                for op in block:
                    op.drop_all_references()

    def move_before(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_before(other, self)

    def move_after(self, other: "Operation") -> None:
        self.detach()
        other.parent.insert_after(other, self)

    def replace_all_uses_with(self, values) -> None:
        for r, v in zip(self.results, values):
            r.replace_all_uses_with(v)

    def __repr__(self) -> str:
        return f"<op {self.name}>"

    # ---- cloning ---------------------------------------------------------
    def clone(self, mapping: Optional[dict] = None) -> "Operation":
        mapping = {} if mapping is None else mapping
        new = Operation(self.name, [mapping.get(o.value, o.value) for o in self.operands],
                        [r.type for r in self.results], self.attributes, self.properties,
                        (), [mapping.get(s, s) for s in self.successors], self.loc)
        for old, nr in zip(self.results, new.results):
            mapping[old] = nr
        for region in self.regions:
            new.add_region(region.clone(mapping))
        return new


def _release(op: Operation) -> None:
    """Break the reference cycles of an erased op (op <-> its operands and
    results, region <-> block <-> op, block <-> its arguments) so that
    reference counting frees it at once.  The CLI runs with the cyclic
    collector off, and a pass's erased ops (One-Shot erases every tensor op)
    would otherwise stay until the process ends: a function's tensor IR and
    its memref IR would be alive together.  A region, block or op that has
    moved elsewhere (its parent is no longer the one being released) is left
    alone."""
    stack = [op]
    while stack:
        o = stack.pop()
        for region in o.regions:
            if region.parent is not o:
                continue
            for block in region.blocks:
                if block.parent is not region:
                    continue
                x = block.first
                while x is not None:
                    nxt = x.next
                    x.parent = x.prev = x.next = None
                    stack.append(x)
                    x = nxt
                block.first = block.last = block.parent = None
                block.args = []
                block._order = None
            region.blocks = []
            region.parent = None
        o.operands = o.results = o.successors = o.regions = _NONE


def _children(op: "Operation") -> Iterator["Operation"]:
    """The ops directly in ``op``'s regions, in order (the next op is found
    before the current one is handed out, so it may be erased)."""
    for region in op.regions:
        for block in list(region.blocks):
            o = block.first
            while o is not None:
                nxt = o.next
                yield o
                o = nxt


_SLOTS = frozenset(Operation.__slots__)


class Block:
    # _order: op -> its index, built on demand and dropped (None) on any
    # change, so that it never keeps an erased op alive.
    __slots__ = ("args", "first", "last", "parent", "_order", "__weakref__")

    def __init__(self, arg_types=(), arg_locs=None):
        self.args: list[BlockArgument] = []
        for i, t in enumerate(arg_types):
            self.args.append(BlockArgument(t, self, i, arg_locs[i] if arg_locs else UNKNOWN_LOC))
        self.first: Optional[Operation] = None
        self.last: Optional[Operation] = None
        self.parent: Optional[Region] = None
        self._order: Optional[dict] = None

    def add_arg(self, type: Type, loc: LocationAttr = UNKNOWN_LOC) -> BlockArgument:
        a = BlockArgument(type, self, len(self.args), loc)
        self.args.append(a)
        return a

    def insert_arg(self, i: int, type: Type, loc: LocationAttr = UNKNOWN_LOC) -> BlockArgument:
        a = BlockArgument(type, self, i, loc)
        self.args.insert(i, a)
        for j in range(i + 1, len(self.args)):
            self.args[j].index = j
        return a

    def erase_arg(self, i: int) -> None:
        assert not self.args[i].uses, "erasing a block argument that has uses"
        del self.args[i]
        for j in range(i, len(self.args)):
            self.args[j].index = j

    def __iter__(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def ops_reversed(self) -> Iterator[Operation]:
        op = self.last
        while op is not None:
            prv = op.prev
            yield op
            op = prv

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @property
    def is_empty(self) -> bool:
        return self.first is None

    @property
    def terminator(self) -> Optional[Operation]:
        return self.last

    @property
    def parent_op(self) -> Optional[Operation]:
        return self.parent.parent if self.parent is not None else None  # (a Block's len() is O(n))

    def order_index(self, op: Operation) -> int:
        order = self._order
        if order is None:
            order = self._order = {o: i for i, o in enumerate(self)}
        return order[op]

    def append(self, op: Operation) -> Operation:
        assert op.parent is None, "op is already in a block"
        op.parent = self
        op.prev = self.last
        op.next = None
        if self.last is not None:
            self.last.next = op
        else:
            self.first = op
        self.last = op
        self._order = None
        return op

    def prepend(self, op: Operation) -> Operation:
        if self.first is None:
            return self.append(op)
        return self.insert_before(self.first, op)

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        assert op.parent is None and anchor.parent is self
        op.parent = self
        op.next = anchor
        op.prev = anchor.prev
        if anchor.prev is not None:
            anchor.prev.next = op
        else:
            self.first = op
        anchor.prev = op
        self._order = None
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        if anchor.next is None:
            return self.append(op)
        return self.insert_before(anchor.next, op)

    def _unlink(self, op: Operation) -> None:
        if op.prev is not None:
            op.prev.next = op.next
        else:
            self.first = op.next
        if op.next is not None:
            op.next.prev = op.prev
        else:
            self.last = op.prev
        op.parent = op.prev = op.next = None
        self._order = None

    def predecessors(self) -> list["Block"]:
        out = []
        if self.parent is None:
            return out
        for b in self.parent.blocks:
            t = b.last
            if t is not None and any(s is self for s in t.successors):
                out.append(b)
        return out

    def successors(self) -> list["Block"]:
        return list(self.last.successors) if self.last is not None else []


class Region:
    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, blocks=()):
        self.blocks: list[Block] = []
        self.parent: Optional[Operation] = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, block: Block, index: Optional[int] = None) -> Block:
        block.parent = self
        if index is None:
            self.blocks.append(block)
        else:
            self.blocks.insert(index, block)
        return block

    @property
    def entry(self) -> Optional[Block]:
        return self.blocks[0] if self.blocks else None

    @property
    def is_empty(self) -> bool:
        return not self.blocks

    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        for b in list(self.blocks):
            for op in b:
                yield from op.walk(post_order)

    def clone(self, mapping: dict) -> "Region":
        new = Region()
        for b in self.blocks:
            nb = Block([a.type for a in b.args], [a.loc for a in b.args])
            mapping[b] = nb
            for a, na in zip(b.args, nb.args):
                mapping[a] = na
            new.add_block(nb)
        for b in self.blocks:
            nb = mapping[b]
            for op in b:
                nb.append(op.clone(mapping))
        # Fix up forward references (successors and values defined later).
        for op in new.walk():
            for o in op.operands:
                m = mapping.get(o.value)
                if m is not None and m is not o.value:
                    o.set(m)
            op.successors = [mapping.get(s, s) for s in op.successors]
        return new
