"""Generated programs for the table-driven named linalg ops (conv, depthwise,
pooling, mmt4d, quantized): one function per op and element-type variant,
with operand shapes derived from the op's index expressions, so every op of
the table is exercised without hand-writing 51 signatures.  Used by
test_linalg_named_table.py (parse/print against mlir-opt-22) and
test_linalg_named_run.py (--run against mlir-runner-22)."""
from __future__ import annotations

from bufferize.dialects.linalg.named_table import TABLE


def loop_sizes(spec, seed: int = 0) -> list:
    """Small distinct loop sizes: 2..4, window loops 2 or 3."""
    return [2 + (i + seed) % 3 for i in range(len(spec.dims))]


def operand_shapes(spec, sizes, strides, dilations) -> list:
    vals = {"S": strides, "D": dilations}
    shapes = []
    for o in spec.operands:
        shape = []
        for r in o:
            shape.append(1 + sum((vals[f[0]][f[1]] if f else 1) * (sizes[d] - 1) for d, f in r))
        shapes.append(shape)
    return shapes


def _ty(shape, et, kind="tensor"):
    if not shape:
        return et
    return f"{kind}<{'x'.join(map(str, shape))}x{et}>"


def element_types(spec) -> list:
    """(input element type, output element type) variants worth printing."""
    if spec.kind == "mac_q":
        return [("i8", "i32")]
    if spec.kind in ("max_u", "min_u"):
        return [("i8", "i32"), ("i32", "i32")]
    return [("f32", "f32"), ("i8", "i32"), ("f16", "f32")]


def case(spec, et_in, et_out, strides=None, dilations=None, seed=0, kind="tensor"):
    """A function `@<op>` taking the operands as arguments and returning the result."""
    w = spec.window
    s = tuple(strides) if strides else (1,) * w
    d = tuple(dilations) if dilations else (1,) * w
    shapes = operand_shapes(spec, loop_sizes(spec, seed), s, d)
    n_in = spec.inputs
    types = []
    for i, sh in enumerate(shapes):
        if spec.kind == "mac_q" and i in (2, 3):
            types.append("i32")
        else:
            types.append(_ty(sh, et_out if i == n_in else et_in, kind))
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
    ins = ", ".join(f"%a{i}" for i in range(n_in))
    fname = spec.name.split(".", 1)[1]
    attrs = []
    if w and dilations is not None:
        attrs.append(f"dilations = dense<[{', '.join(map(str, d))}]> : tensor<{w}xi64>")
    if w and strides is not None:
        attrs.append(f"strides = dense<[{', '.join(map(str, s))}]> : tensor<{w}xi64>")
    head = spec.name + (f" {{{', '.join(attrs)}}}" if attrs else "")
    body = (f"{head} ins({ins} : {', '.join(types[:n_in])}) outs(%a{n_in} : {types[n_in]})")
    if kind == "tensor":
        return (f"func.func @{fname}_{et_in}({args}) -> {types[n_in]} {{\n"
                f"  %0 = {body} -> {types[n_in]}\n"
                f"  return %0 : {types[n_in]}\n}}\n")
    return (f"func.func @{fname}_{et_in}({args}) {{\n"
            f"  {body}\n"
            f"  return\n}}\n")


def all_cases(kind="tensor") -> list:
    """(op name, text) for every table op and element-type variant; window
    ops get strides 2 / dilations 1 on the first variant, dilations 2 on the second."""
    out = []
    for name, spec in sorted(TABLE.items()):
        for k, (ei, eo) in enumerate(element_types(spec)):
            w = spec.window
            strides = dilations = None
            if w and k == 0:
                strides = [2] + [1] * (w - 1)
            elif w and k == 1:
                dilations = [1] * (w - 1) + [2]
            out.append((name, case(spec, ei, eo, strides, dilations, seed=k, kind=kind)))
    return out


def _values(n, et, seed):
    """n deterministic small values: integers in [-4, 4] (exact in every type)."""
    out = []
    x = 12345 + 977 * seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % (1 << 31)
        v = (x >> 16) % 9 - 4
        out.append(f"{v}.0" if et.startswith("f") or et == "bf16" else str(v))
    return out


def _dense(shape, et, seed):
    n = 1
    for s in shape:
        n *= s
    vals = _values(n, et, seed)
    it = iter(vals)

    def nest(sh):
        if not sh:
            return next(it)
        return "[" + ", ".join(nest(sh[1:]) for _ in range(sh[0])) + "]"
    return f"dense<{nest(list(shape))}> : {_ty(shape, et)}"


PRINTERS = {"f32": "printMemrefF32", "i32": "printMemrefI32", "f64": "printMemrefF64", "i64": "printMemrefI64"}


def run_case(spec, et_in, et_out, strides=None, dilations=None, seed=0):
    """A @main that builds constant operands, runs the op on tensors and
    prints the result with mlir-runner's printMemref*."""
    w = spec.window
    s = tuple(strides) if strides else (1,) * w
    d = tuple(dilations) if dilations else (1,) * w
    shapes = operand_shapes(spec, loop_sizes(spec, seed), s, d)
    n_in = spec.inputs
    lines, names, types = [], [], []
    for i, sh in enumerate(shapes):
        if spec.kind == "mac_q" and i in (2, 3):
            lines.append(f"  %a{i} = arith.constant {1 + i - 2 * (i == 3)} : i32")
            types.append("i32")
        else:
            et = et_out if i == n_in else et_in
            lines.append(f"  %a{i} = arith.constant {_dense(sh, et, seed * 10 + i)}")
            types.append(_ty(sh, et))
        names.append(f"%a{i}")
    attrs = []
    if w and dilations is not None:
        attrs.append(f"dilations = dense<[{', '.join(map(str, d))}]> : tensor<{w}xi64>")
    if w and strides is not None:
        attrs.append(f"strides = dense<[{', '.join(map(str, s))}]> : tensor<{w}xi64>")
    head = spec.name + (f" {{{', '.join(attrs)}}}" if attrs else "")
    out_t = types[n_in]
    printer = PRINTERS[et_out]
    lines.append(f"  %r = {head} ins({', '.join(names[:n_in])} : {', '.join(types[:n_in])}) "
                 f"outs(%a{n_in} : {out_t}) -> {out_t}")
    lines.append(f"  %u = tensor.cast %r : {out_t} to tensor<*x{et_out}>")
    lines.append(f"  call @{printer}(%u) : (tensor<*x{et_out}>) -> ()")
    return (f"func.func private @{printer}(tensor<*x{et_out}>)\n"
            "func.func @main() {\n" + "\n".join(lines) + "\n  return\n}\n")


def all_run_cases() -> list:
    """(label, program) for every table op: the element-type variants of
    all_cases (f16 inputs aside), each with its strides/dilations."""
    out = []
    for name, spec in sorted(TABLE.items()):
        for k, (ei, eo) in enumerate(element_types(spec)):
            if ei == "f16":
                continue
            w = spec.window
            strides = dilations = None
            if w and k == 0:
                strides = [2] + [1] * (w - 1)
            elif w and k == 1:
                dilations = [1] * (w - 1) + [2]
            out.append((f"{name[7:]}_{ei}", run_case(spec, ei, eo, strides, dilations, seed=k)))
    return out
