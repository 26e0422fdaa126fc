"""What is made once from a declared format, on its first use, so that
reading and printing ``arith.addf %a, %b : f32`` does not walk the pieces
and branch on their kinds for every op: the parse callback, generated (as
ODS generates its C++ parsers) as straight-line Python, and the print plan,
the pieces with the spaces between them worked out.

The generated function does what ``AssemblyFormat.parse_generic`` does, in
the same order and with the same errors; ``tests/unit/test_assembly_format``
checks the two against each other on every declared op of the corpus.
"""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from .opspec import OpSpec, ParseError, set_type
from .type_attr_rules import int_in_type


def compile_parse(fmt):
    """``parse(children) -> OpSpec`` for the AssemblyFormat ``fmt``; children
    of another count than its pieces (never from its own grammar rule) go to
    ``fmt.parse_generic``."""
    steps = [p for p in fmt.pieces if p.kind not in ("literal", "group", "end")]
    names = list(fmt.operand_names)
    var = {n: f"o{i}" for i, n in enumerate(names)}
    lists = {p.name for p in steps if p.kind == "types"}
    env = {"OpSpec": OpSpec, "ParseError": ParseError, "A": A, "T": T, "set_type": set_type, "fmt": fmt,
           "generic": fmt.parse_generic}
    has_props = any(p.kind in ("mods", "enum", "int", "attr") for p in steps)
    out = ["def parse(c):",
           f"    if len(c) != {len(steps) + 1}:",
           "        return generic(c)",
           "    tok = c[0]",
           "    types = {}",
           "    attrs = {}"]
    if has_props:
        out.append("    props = {}")
    for k, p in enumerate(steps, start=1):
        x, name, kind = f"c[{k}]", p.name, p.kind
        if kind == "operand":
            out.append(f"    {var[name]} = [{x}]")
        elif kind == "operands" and p.single:
            out.append(f"    {var[name]} = [] if {x} is None else [{x}]")
        elif kind == "operands":
            out.append(f"    {var[name]} = list({x} or [])")
        elif kind == "types":
            out.append(f"    l_{var[name]} = list({x} or [])")
        elif kind == "type":
            out.append(f"    x = {x}")
            out.append("    if x is not None:")
            check = fmt.type_kinds.get(name)
            if check is not None:
                env[f"check{k}"] = check
                out.append(f"        if not check{k}[1](x):")
                out.append(f"            fmt.kind_error(check{k}, x, tok, {name!r})")
            out.append(f"        types[{name!r}] = x")
        elif kind == "attr-dict":
            out.append(f"    x = {x}")
            out.append("    attrs = x.taken() if x else {}")   # (a non-empty one is a WrittenAttrs)
        elif kind == "mods":
            env[f"piece{k}"] = p
            out.append(f"    x = {x}")
            out.append("    if x:")
            out.append(f"        fmt._modifiers(piece{k}, x, props)")
        elif kind == "enum":
            out.append(f"    props[{name!r}] = fmt.enum_property({name!r}, {x})")
        elif kind == "int":
            env[f"itype{k}"] = fmt.int_properties[name]
            env["int_in_type"] = int_in_type
            out.append(f"    x = {x}")
            out.append(f"    props[{name!r}] = A.IntegerAttr(int_in_type(int(x.value), itype{k}, "
                       f"(x.line, x.column)), itype{k})")
        elif kind == "attr":
            out.append(f"    x = {x}")
            out.append("    if isinstance(x, tuple):")
            out.append(f"        x, types[{name!r}] = x")
            out.append("    if x is not None:")
            out.append(f"        props[{name!r}] = x")
            if name in fmt.defaults:
                env[f"default{k}"] = fmt.defaults[name]
                out.append("    else:")
                out.append(f"        props[{name!r}] = default{k}")
        else:   # pragma: no cover - every step kind is handled above
            raise ValueError(f"{fmt.op}: no code for a '{kind}' piece")
    if has_props:
        out.append("    if props:")
        out.append("        attrs = {**props, **attrs}")
    for i, (name, syn) in enumerate(fmt.attr_syntax.items()):
        if syn.type_of is None:
            continue
        env[f"type_of{i}"] = syn.type_of
        out += [f"    if {name!r} in attrs:",
                f"        t = type_of{i}(attrs[{name!r}])",
                f"        types[{name!r}] = t if isinstance(t, T.Type) else types.get({name!r})",
                f"        if types[{name!r}] is None:",
                "            raise ParseError('expected attribute value with a type', tok.line, tok.column)"]
    for group in fmt.same_types:
        group = tuple(group)
        out += [f"    known = next((types[n] for n in {group!r} if n in types), None)",
                "    if known is not None:"]
        out += [f"        types.setdefault({n!r}, known)" for n in group]
    if fmt.derived_types:
        out.append("    fmt.derive_types(types, tok)")
    out.append("    values = " + (" + ".join(var[n] for n in names) if names else "[]"))
    for n in names:
        if n in lists:
            out.append(f"    fmt.set_list_types({n!r}, {var[n]}, l_{var[n]}, tok)")
            continue
        known = fmt.operand_types.get(n)
        if known is not None:
            env[f"known_{var[n]}"] = known
        out.append(f"    t = types.get({n!r}, {f'known_{var[n]}' if known is not None else 'None'})")
        out.append("    if t is not None:")
        out.append(f"        for v in {var[n]}:")
        out.append("            set_type(v, t)")
    if fmt.result_types is not None:
        out.append("    rtypes = list(fmt.result_types([getattr(v, 'type', None) for v in values], attrs))")
    else:
        out.append("    rtypes = [" + ", ".join(f"types[{r!r}]" for r in fmt.results) + "]")
    if fmt.inherent_check is not None:
        out += ["    msg = fmt.inherent_check(attrs)",
                "    if msg:",
                f"        raise ParseError({f'custom op {fmt.op!r} {fmt.op!r} op '!r} + msg, tok.line, tok.column)"]
    out.append(f"    return OpSpec({fmt.op!r}, values, rtypes, attrs, tok=tok)")
    code = compile("\n".join(out) + "\n", f"<format of {fmt.op}>", "exec")
    exec(code, env)
    return env["parse"]


# ---- printing ---------------------------------------------------------------------

def _space_before_literal(s: str, last_punct: bool) -> bool:
    """ODS's shouldEmitSpaceBefore for a literal."""
    if len(s) != 1 and s != "->":
        return True
    if last_punct:
        return s[0] not in ">)}],"
    return s[0] not in "<>(){}[],"


def static_plan(fmt):
    """The pieces with the spaces ``print`` writes before each worked out
    once, literals joined: [(kind, name, prefix)], where an optional group
    is ("group", anchor, index past its end).  None for a format whose
    spacing depends on the op: a group after which the spacing differs
    with the group printed or not, nested groups, an optional attribute
    before the last piece."""
    plan = []
    space, last_punct = True, False
    group = None   # (index of its step in plan, the spacing before it)
    join = False   # the last step is a literal the next one may join
    for at, piece in enumerate(fmt.pieces):
        kind = piece.kind
        if kind == "group":
            if group is not None:
                return None
            group = (len(plan), (space, last_punct))
            plan.append(("group", piece.name, None))
            join = False
            continue
        if kind == "end":
            start, before = group
            if (space, last_punct) != before:
                return None
            plan[start] = ("group", plan[start][1], len(plan))
            group, join = None, False
            continue
        if kind == "attr" and at != len(fmt.pieces) - 1:
            return None
        if kind == "literal":
            s = piece.name
            if not s.strip():
                text, space = s, False
            else:
                text = (" " if space and _space_before_literal(s, last_punct) else "") + s
                space = len(s) != 1 or s[0] not in "<({["
                last_punct = not (s[0] == "_" or s[0].isalpha())
            if join:
                plan[-1] = ("literal", plan[-1][1] + text, "")
            else:
                plan.append(("literal", text, ""))
            join = True
            continue
        plan.append((kind, piece if kind == "mods" else piece.name, " " if space else ""))
        space, last_punct, join = True, False, False
    return plan if group is None else None

def print_planned(fmt, plan, op, p) -> None:
    by_name = fmt._operands_by_name(op) if fmt.operand_names else {}
    write = p.write
    i, n = 0, len(plan)
    while i < n:
        kind, name, pre = plan[i]
        i += 1
        if kind == "literal":
            write(name)
            continue
        if kind == "group":
            if not by_name[name]:
                i = pre
            continue
        if kind == "attr-dict":
            p.op_attr_dict(op, elided=fmt._elided + tuple(
                k for k, v in fmt.defaults.items() if op.properties.get(k) == v) if fmt.defaults
                else fmt._elided)
            continue
        if kind == "mods":
            fmt._print_mods(name, op, p)
            continue
        if kind == "operand":
            s = p.value(by_name[name][0])
        elif kind == "operands":
            s = ", ".join(p.value(v) for v in by_name[name])
        elif kind == "types":
            s = ", ".join(p.type(v.type) for v in by_name[name])
        elif kind == "enum":
            s = fmt._enum(name)[0][op.properties[name].value]
        elif kind == "int":
            s = str(op.properties[name].value)
        elif kind == "attr":
            a = op.properties.get(name)
            syn = fmt.attr_syntax[name]
            if a is None or (syn.optional and fmt.defaults.get(name) == a):
                continue
            s = syn.print(a)
        else:
            v = by_name[name][0] if name in by_name else op.results[fmt.results.index(name)]
            s = p.type(v.type)
        if s:
            write(pre + s)
