"""The parse callback of a declared format, generated (as ODS generates its
C++ parsers): straight-line Python for the format's pieces, made once per
format on its first use, so that reading ``arith.addf %a, %b : f32`` does not
walk the pieces and branch on their kinds for every op.

The generated function does what ``AssemblyFormat.parse_generic`` does, in
the same order and with the same errors; ``tests/unit/test_assembly_format``
checks the two against each other on every declared op of the corpus.
"""
from __future__ import annotations

from ..ir import attributes as A
from ..ir import types as T
from .opspec import OpSpec, ParseError, set_type


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
    out = [f"def parse(c):",
           f"    if len(c) != {len(steps) + 1}:",
           f"        return generic(c)",
           f"    tok = c[0]",
           f"    types = {{}}",
           f"    attrs = {{}}"]
    if has_props:
        out.append("    props = {}")
    for k, p in enumerate(steps, start=1):
        x, name, kind = f"c[{k}]", p.name, p.kind
        if kind == "operand":
            out.append(f"    {var[name]} = [{x}]")
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
                out.append(f"            fmt.kind_error(check{k}, x, tok)")
            out.append(f"        types[{name!r}] = x")
        elif kind == "attr-dict":
            out.append(f"    x = {x}")
            out.append("    attrs = dict(x) if x else {}")
        elif kind == "mods":
            env[f"piece{k}"] = p
            out.append(f"    x = {x}")
            out.append("    if x:")
            out.append(f"        fmt._modifiers(piece{k}, x, props)")
        elif kind == "enum":
            out.append(f"    props[{name!r}] = fmt.enum_property({name!r}, {x})")
        elif kind == "int":
            env[f"itype{k}"] = fmt.int_properties[name]
            out.append(f"    props[{name!r}] = A.IntegerAttr(int({x}.value), itype{k})")
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
