"""The plugin loader (bufferize/plugins.py) and the --load-plugin option:
plugin files, entry-point plugins (monkeypatched importlib.metadata in
process, and a fake installed distribution for the command line), lazy
entry-point scanning, and every error path."""
from __future__ import annotations

import importlib.metadata as md
import os
import re
import subprocess
import sys
import textwrap

import pytest

from bufferize import plugins
from bufferize.bufferization import interface
from bufferize.dialects import registry
from bufferize.passes import registry as pass_registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
INPUTS = os.path.join(ROOT, "tests", "lit", "bufferization", "Inputs")
DOC = os.path.join(ROOT, "docs", "plugins.md")


@pytest.fixture
def clean(monkeypatch):
    """Fresh loader state; registrations made by a test are undone."""
    registry.load_all()
    interface.model_for(type("Op", (), {"name": ""})())  # the built-in models, before the snapshot
    ops, models = dict(registry.OPS), dict(interface._MODELS)
    classes, table = dict(pass_registry._CLASSES), dict(pass_registry._TABLE)
    monkeypatch.setattr(plugins, "_files", {})
    monkeypatch.setattr(plugins, "_entry_points", {"scanned": False, "loaded": []})
    monkeypatch.delenv(plugins.ENTRY_POINTS_ENV, raising=False)
    modules = set(sys.modules)
    yield
    for d, saved in ((registry.OPS, ops), (interface._MODELS, models), (pass_registry._CLASSES, classes),
                     (pass_registry._TABLE, table)):
        d.clear()
        d.update(saved)
    for name in set(sys.modules) - modules:
        if name.startswith(("bufferize_opt_plugin_", "fake_plugin_")):
            del sys.modules[name]


PLUGIN = """\
from bufferize.bufferization.interface import BufferizableModel, register_model
from bufferize.dialects.registry import register_op
from bufferize.passes.base import Pass
from bufferize.passes.registry import register_pass
import helper_beside_plugin

register_op("{name}.op", extra_key=helper_beside_plugin.VALUE)

class Model(BufferizableModel):
    pass

register_model("{name}.op", Model())

@register_pass
class P(Pass):
    name = "{name}-pass"
    summary = "a plugin pass"
    def run(self, op, ctx):
        pass
"""


def write_plugin(tmp_path, name="plugfile", body=None):
    (tmp_path / "helper_beside_plugin.py").write_text("VALUE = 42\n")
    p = tmp_path / f"{name}.py"
    p.write_text(body if body is not None else PLUGIN.format(name=name))
    return str(p)


# ---- plugin files -----------------------------------------------------------------


def test_file_plugin_registers_op_model_and_pass(clean, tmp_path):
    path = write_plugin(tmp_path)
    before = list(sys.path)
    mod = plugins.load_file(path)
    assert registry.lookup("plugfile.op").extra["extra_key"] == 42  # imported its helper module
    assert type(interface._MODELS["plugfile.op"]).__name__ == "Model"
    assert pass_registry.lookup("plugfile-pass").summary == "a plugin pass"
    assert mod.__name__.startswith("bufferize_opt_plugin_") and mod.__name__.endswith("_plugfile")
    assert sys.modules[mod.__name__] is mod
    assert mod.__file__ == path
    assert sys.path == before  # its directory was on sys.path only while it ran
    # Loading the same file again (another spelling of its path) does not run it twice.
    assert plugins.load_file(os.path.join(str(tmp_path), ".", "plugfile.py")) is mod


def test_file_plugins_get_unique_module_names(clean, tmp_path):
    a = tmp_path / "a"
    b = tmp_path / "b"
    a.mkdir()
    b.mkdir()
    m1 = plugins.load_file(write_plugin(a, "same", "X = 1\n"))
    m2 = plugins.load_file(write_plugin(b, "same", "X = 2\n"))
    assert m1.__name__ != m2.__name__ and (m1.X, m2.X) == (1, 2)


def test_plugin_model_replaces_builtin_model(tmp_path):
    # The built-in models are loaded before a plugin runs (they are otherwise
    # loaded lazily, later, and would overwrite the plugin's).
    p = write_plugin(tmp_path, "override", textwrap.dedent("""\
        from bufferize.bufferization.interface import register_model
        from bufferize.dialects.tensor.bufferize import ExtractModel

        class Mine(ExtractModel):
            def bufferize(self, op, rw):
                rw.create("test.marker")
                super().bufferize(op, rw)

        register_model("tensor.extract", Mine())
        """))
    r = run_tool(["-", f"--load-plugin={p}", "-one-shot-bufferize=bufferize-function-boundaries"],
                 stdin="func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {\n"
                       "  %0 = tensor.extract %t[%i] : tensor<4xf32>\n  return %0 : f32\n}\n")
    assert r.returncode == 0, r.stderr
    assert '"test.marker"() : () -> ()' in r.stdout and "memref.load" in r.stdout


def test_missing_file(clean, tmp_path):
    p = str(tmp_path / "nope.py")
    with pytest.raises(plugins.PluginError) as e:
        plugins.load_file(p)
    assert str(e.value) == f"could not load plugin '{p}': No such file or directory"


def test_directory(clean, tmp_path):
    with pytest.raises(plugins.PluginError, match="is a directory"):
        plugins.load_file(str(tmp_path))


def test_syntax_error(clean, tmp_path):
    p = write_plugin(tmp_path, "bad", "x = 1\ndef f(:\n    pass\n")
    with pytest.raises(plugins.PluginError) as e:
        plugins.load_file(p)
    assert re.fullmatch(rf"could not load plugin '{re.escape(p)}': SyntaxError: .* \(line 2, column \d+\)",
                        str(e.value))


def test_exception_while_loading(clean, tmp_path):
    p = write_plugin(tmp_path, "raises", "import os\n\nraise ValueError('no way')\n")
    before = list(sys.path)
    with pytest.raises(plugins.PluginError) as e:
        plugins.load_file(p)
    assert str(e.value) == f"could not load plugin '{p}': ValueError: no way (line 3)"
    assert sys.path == before
    assert not any(n.endswith("_raises") for n in sys.modules if n.startswith("bufferize_opt_plugin_"))


def test_exception_in_a_helper_reports_the_plugin_line(clean, tmp_path):
    p = write_plugin(tmp_path, "helper_fails", "def f():\n    return {}['k']\n\nf()\n")
    with pytest.raises(plugins.PluginError, match=r": KeyError: 'k' \(line 2\)$"):
        plugins.load_file(p)


def test_import_error_and_system_exit(clean, tmp_path):
    p = write_plugin(tmp_path, "imp", "import no_such_module_for_plugin_tests\n")
    with pytest.raises(plugins.PluginError,
                       match=r"ModuleNotFoundError: No module named 'no_such_module_for_plugin_tests' \(line 1\)"):
        plugins.load_file(p)
    p = write_plugin(tmp_path, "exits", "import sys\nsys.exit(3)\n")
    with pytest.raises(plugins.PluginError, match=r"SystemExit: exit status 3 \(line 2\)"):
        plugins.load_file(p)


# ---- entry points (importlib.metadata monkeypatched) -------------------------------


def fake_entry_points(monkeypatch, tmp_path, modules: dict, eps: list):
    for name, text in modules.items():
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(text))
    monkeypatch.syspath_prepend(str(tmp_path))
    calls = []

    def entry_points(**kw):
        calls.append(kw)
        assert kw == {"group": "bufferize_opt.plugins"}
        return [md.EntryPoint(name=n, value=v, group="bufferize_opt.plugins") for n, v in eps]
    monkeypatch.setattr(md, "entry_points", entry_points)
    return calls


def test_entry_point_module_and_callable(clean, monkeypatch, tmp_path):
    calls = fake_entry_points(monkeypatch, tmp_path, {
        "fake_plugin_mod": 'from bufferize.dialects.registry import register_op\nregister_op("epmod.op")\n',
        "fake_plugin_fn": '''\
            from bufferize.dialects.registry import register_op
            def register():
                register_op("epfn.op")
            ''',
    }, [("b_fn", "fake_plugin_fn:register"), ("a_mod", "fake_plugin_mod"),
        ("a_mod", "fake_plugin_mod")])  # listed twice: loaded once
    assert plugins.load_entry_points() == ["a_mod", "b_fn"]
    assert registry.lookup("epmod.op") is not None and registry.lookup("epfn.op") is not None
    assert plugins.load_entry_points() == []  # scanned once
    assert len(calls) == 1


@pytest.mark.parametrize("mods, value, reason", [
    ({}, "fake_plugin_missing", r"ModuleNotFoundError: No module named 'fake_plugin_missing'"),
    ({"fake_plugin_raise": "raise OSError('disk on fire')\n"}, "fake_plugin_raise",
     r"OSError: disk on fire \(fake_plugin_raise.py:1\)"),
    ({"fake_plugin_fn2": "def register():\n    raise RuntimeError('nope')\n"}, "fake_plugin_fn2:register",
     r"RuntimeError: nope \(fake_plugin_fn2.py:2\)"),
    ({"fake_plugin_attr": "X = 1\n"}, "fake_plugin_attr:missing", r"AttributeError: .*'missing'"),
    ({"fake_plugin_val": "X = 1\n"}, "fake_plugin_val:X", r"TypeError: int object is neither a module nor callable"),
])
def test_entry_point_failures(clean, monkeypatch, tmp_path, mods, value, reason):
    fake_entry_points(monkeypatch, tmp_path, mods, [("broken", value)])
    with pytest.raises(plugins.PluginError) as e:
        plugins.load_entry_points()
    assert re.fullmatch(rf"could not load plugin '{re.escape(value)}': entry point 'broken' of group "
                        rf"'bufferize_opt.plugins': {reason}", str(e.value)), str(e.value)


def test_lazy_scan_only_for_unknown_generic_ops(clean, monkeypatch, tmp_path):
    calls = fake_entry_points(monkeypatch, tmp_path, {}, [])
    known = 'func.func @f() {\n  "arith.constant"() <{value = 1 : i32}> : () -> i32\n  return\n}\n'
    assert plugins.unknown_generic_ops(known) == set()
    assert plugins.unknown_generic_ops('%0 = "mine.op"(%a) : (f32) -> f32 loc("x.mlir":1:2)') == {"mine.op"}
    plugins.load_entry_points_for_text(known)
    assert calls == [] and not plugins.entry_points_scanned()
    monkeypatch.setenv(plugins.ENTRY_POINTS_ENV, "off")
    plugins.load_entry_points_for_text('"mine.op"() : () -> ()')
    assert calls == []
    monkeypatch.setenv(plugins.ENTRY_POINTS_ENV, "lazy")
    plugins.load_entry_points_for_text('"mine.op"() : () -> ()')
    assert len(calls) == 1 and plugins.entry_points_scanned()


# ---- the command line --------------------------------------------------------------


def run_tool(args, env_extra=None, stdin=None):
    env = dict(os.environ)
    env["PYTHONPATH"] = ROOT + os.pathsep + env.get("PYTHONPATH", "")
    env.pop(plugins.ENTRY_POINTS_ENV, None)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "bufferize", *args], input=stdin, capture_output=True,
                          text=True, env=env, cwd=ROOT)


def fake_distribution(tmp_path, module_text: str, value: str = "fake_dist_plugin:register"):
    """An installed distribution with a bufferize_opt.plugins entry point."""
    site = tmp_path / "site"
    info = site / "fake_dist-1.0.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-dist\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(f"[bufferize_opt.plugins]\nfake = {value}\n")
    (site / "fake_dist_plugin.py").write_text(textwrap.dedent(module_text))
    return str(site)


DIST_PLUGIN = """\
    import os
    from bufferize.dialects.registry import register_op
    from bufferize.passes.base import Pass
    from bufferize.passes.registry import register_pass

    def register():
        if os.environ.get("FAKE_PLUGIN_TRACE"):
            print("fake plugin loaded", file=__import__("sys").stderr)
        register_op("fakedist.op")

        @register_pass
        class FakePass(Pass):
            name = "fake-dist-pass"
            summary = "a pass from an installed plugin"
            def run(self, op, ctx):
                ctx.remark(op, "fake-dist-pass ran")
    """

GENERIC = 'func.func @f(%a: f32) -> f32 {\n  %0 = "fakedist.op"(%a) : (f32) -> f32\n  return %0 : f32\n}\n'
PLAIN = "func.func @f(%a: f32) -> f32 {\n  return %a : f32\n}\n"


def test_cli_entry_point_loaded_for_unknown_op(tmp_path):
    site = fake_distribution(tmp_path, DIST_PLUGIN)
    env = {"PYTHONPATH": site + os.pathsep + ROOT, "FAKE_PLUGIN_TRACE": "1"}
    r = run_tool(["-"], env, GENERIC)
    assert r.returncode == 0, r.stderr
    assert '"fakedist.op"(%arg0) : (f32) -> f32' in r.stdout  # registered: no -allow-unregistered-dialect
    assert "fake plugin loaded" in r.stderr
    # Lazy: an input with only known ops does not look at entry points.
    r = run_tool(["-"], env, PLAIN)
    assert r.returncode == 0 and "fake plugin loaded" not in r.stderr
    # ... unless asked to.
    r = run_tool(["-"], dict(env, BUFFERIZE_OPT_ENTRY_POINTS="eager"), PLAIN)
    assert r.returncode == 0 and "fake plugin loaded" in r.stderr
    # Off: the op is unknown.
    r = run_tool(["-"], dict(env, BUFFERIZE_OPT_ENTRY_POINTS="off"), GENERIC)
    assert r.returncode == 1 and "unregistered dialect" in r.stderr


def test_cli_entry_point_pass(tmp_path):
    site = fake_distribution(tmp_path, DIST_PLUGIN)
    env = {"PYTHONPATH": site + os.pathsep + ROOT}
    r = run_tool(["-", "-fake-dist-pass"], env, PLAIN)
    assert r.returncode == 0, r.stderr
    assert "remark: fake-dist-pass ran" in r.stderr
    r = run_tool(["-", "--pass-pipeline=builtin.module(fake-dist-pass)"], env, PLAIN)
    assert r.returncode == 0, r.stderr
    r = run_tool(["--help"], env)
    assert re.search(r"fake-dist-pass\s+a pass from an installed plugin", r.stdout)
    r = run_tool(["--help-pass=fake-dist-pass"], env)
    assert r.returncode == 0 and "a pass from an installed plugin" in r.stdout


def test_cli_entry_point_failure(tmp_path):
    site = fake_distribution(tmp_path, "def register():\n    raise RuntimeError('broken install')\n")
    env = {"PYTHONPATH": site + os.pathsep + ROOT}
    out = tmp_path / "out.mlir"
    r = run_tool(["-", "-o", str(out)], env, GENERIC)
    assert r.returncode == 1
    assert r.stderr == ("bufferize-opt: error: could not load plugin 'fake_dist_plugin:register': entry point "
                        "'fake' of group 'bufferize_opt.plugins': RuntimeError: broken install "
                        "(fake_dist_plugin.py:2)\n")
    assert not out.exists()
    # Not needed, not loaded: the broken install does not matter.
    r = run_tool(["-"], env, PLAIN)
    assert r.returncode == 0, r.stderr


def test_cli_load_plugin_errors(tmp_path):
    out = tmp_path / "out.mlir"
    bad = tmp_path / "bad.py"
    bad.write_text("raise KeyError('x')\n")
    for opt in ([f"--load-plugin={bad}"], ["--load-plugin", str(bad)], [f"-load-plugin={bad}"]):
        r = run_tool(["-", *opt, "-o", str(out)], stdin=PLAIN)
        assert (r.returncode, r.stdout) == (1, "")
        assert r.stderr == f"bufferize-opt: error: could not load plugin '{bad}': KeyError: 'x' (line 1)\n"
        assert not out.exists()
    r = run_tool(["--help-pass=cse", f"--load-plugin={bad}"])
    assert r.returncode == 1 and "could not load plugin" in r.stderr
    # --help still prints, after reporting the plugin that failed.
    r = run_tool(["--help", f"--load-plugin={bad}"])
    assert r.returncode == 0 and "--load-plugin FILE.py" in r.stdout and "could not load plugin" in r.stderr


def test_cli_repeated_plugins_and_test_ops(tmp_path):
    r = run_tool(["-", "--load-plugin", os.path.join(INPUTS, "test_ops_plugin.py"),
                  "--load-plugin", os.path.join(INPUTS, "demo_plugin.py"),
                  "--load-plugin", os.path.join(INPUTS, "test_ops_plugin.py"),
                  "-demo-fold-double-negate", "-one-shot-bufferize=bufferize-function-boundaries"],
                 stdin='func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {\n'
                       '  %0 = "test.dummy_tensor_op"(%t) : (tensor<4xf32>) -> tensor<4xf32>\n'
                       '  %1 = "demo.negate"(%0) : (tensor<4xf32>) -> tensor<4xf32>\n'
                       '  %2 = "demo.negate"(%1) : (tensor<4xf32>) -> tensor<4xf32>\n'
                       '  return %2 : tensor<4xf32>\n}\n')
    assert r.returncode == 0, r.stderr
    assert '"test.dummy_memref_op"(%arg0)' in r.stdout and "demo" not in r.stdout


# ---- the documentation's example ---------------------------------------------------


def test_doc_example_is_the_tested_plugin():
    """docs/plugins.md shows tests/lit/bufferization/Inputs/demo_plugin.py
    verbatim (the lit test plugin-demo.mlir runs it)."""
    doc = open(DOC, encoding="utf-8").read()
    blocks = re.findall(r"```python\n(.*?)```", doc, re.S)
    src = open(os.path.join(INPUTS, "demo_plugin.py"), encoding="utf-8").read()
    assert src in blocks
