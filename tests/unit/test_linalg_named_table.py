"""The table-driven named linalg ops (conv_*, depthwise_conv_*, pooling_*,
mmt4d, batch_mmt4d, quantized_*): every op of the table, on generated
programs (linalg_named_cases.py), prints exactly as mlir-opt-22 in custom,
generic and debuginfo form, on tensors and on memrefs; without mlir-opt-22,
our output is at least a fixpoint of parse+print."""
from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from conftest import needs_mlir, run_tool, run_upstream  # noqa: E402
from linalg_named_cases import all_cases  # noqa: E402

from bufferize.dialects.linalg.named_table import TABLE  # noqa: E402

SEP = "\n// -----\n\n"

# Every named structured op of LLVM 22's LinalgNamedStructuredOps.yaml that
# is not elementwise, matmul-like with ODS maps, fill or copy (fill_rng_2d aside).
UPSTREAM_22 = """
batch_mmt4d conv_1d conv_1d_ncw_fcw conv_1d_nwc_wcf conv_2d conv_2d_nchw_fchw conv_2d_nchw_fchw_q
conv_2d_ngchw_fgchw conv_2d_ngchw_gfchw conv_2d_ngchw_gfchw_q conv_2d_nhwc_fhwc conv_2d_nhwc_fhwc_q
conv_2d_nhwc_hwcf conv_2d_nhwc_hwcf_q conv_2d_nhwgc_gfhwc conv_2d_nhwgc_gfhwc_q conv_3d conv_3d_ncdhw_fcdhw
conv_3d_ndhwc_dhwcf conv_3d_ndhwc_dhwcf_q depthwise_conv_1d_ncw_cw depthwise_conv_1d_nwc_wc
depthwise_conv_1d_nwc_wcm depthwise_conv_2d_nchw_chw depthwise_conv_2d_nhwc_hwc depthwise_conv_2d_nhwc_hwc_q
depthwise_conv_2d_nhwc_hwcm depthwise_conv_2d_nhwc_hwcm_q depthwise_conv_3d_ncdhw_cdhw
depthwise_conv_3d_ndhwc_dhwc depthwise_conv_3d_ndhwc_dhwcm mmt4d pooling_nchw_max pooling_nchw_sum
pooling_ncw_max pooling_ncw_sum pooling_ndhwc_max pooling_ndhwc_min pooling_ndhwc_sum pooling_nhwc_max
pooling_nhwc_max_unsigned pooling_nhwc_min pooling_nhwc_min_unsigned pooling_nhwc_sum pooling_nwc_max
pooling_nwc_max_unsigned pooling_nwc_min pooling_nwc_min_unsigned pooling_nwc_sum quantized_batch_matmul
quantized_matmul
""".split()


def _write(tmp_path, kind):
    path = tmp_path / f"named_{kind}.mlir"
    path.write_text(SEP.join(t for _, t in all_cases(kind)))
    return str(path)


def test_table_has_every_upstream_op():
    assert sorted(n.split(".", 1)[1] for n in TABLE) == sorted(UPSTREAM_22)


def test_iterators_and_windows():
    conv = TABLE["linalg.conv_2d_nhwc_hwcf"]
    assert conv.iterators == ("parallel",) * 4 + ("reduction",) * 3 and conv.window == 2
    # a parallel loop after the reductions (OpDSL: parallel iff the output indexes it)
    dw = TABLE["linalg.depthwise_conv_3d_ndhwc_dhwc"]
    assert dw.iterators == ("parallel",) * 4 + ("reduction",) * 3 + ("parallel",)
    assert TABLE["linalg.mmt4d"].window == 0 and TABLE["linalg.conv_1d"].window == 0
    assert TABLE["linalg.quantized_matmul"].inputs == 4


def test_maps_substitute_strides_and_dilations():
    maps = TABLE["linalg.conv_2d_nhwc_hwcf"].memo_for(_FakeOp({}))
    assert str(maps.value[0]) == "affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>"


class _FakeOp:
    def __init__(self, props):
        self.properties = props


@pytest.mark.parametrize("kind", ["tensor", "memref"])
def test_fixpoint(tmp_path, kind):
    path = _write(tmp_path, kind)
    first = run_tool([path, "-split-input-file"])
    assert first.returncode == 0, first.stderr
    again = tmp_path / "again.mlir"
    again.write_text(first.stdout.replace("\n}\n\nmodule", "\n}\n// -----\nmodule"))
    second = run_tool([str(again), "-split-input-file"])
    assert second.returncode == 0, second.stderr
    assert second.stdout == first.stdout


@needs_mlir
@pytest.mark.parametrize("kind", ["tensor", "memref"])
@pytest.mark.parametrize("flag", [None, "--mlir-print-op-generic", "--mlir-print-debuginfo"])
def test_same_print_as_mlir_opt(tmp_path, kind, flag):
    path = _write(tmp_path, kind)
    args = [path, "-split-input-file"] + ([flag] if flag else [])
    ours, theirs = run_tool(args), run_upstream(args)
    assert theirs.returncode == 0, theirs.stderr
    assert ours.returncode == 0, ours.stderr
    assert ours.stdout == theirs.stdout
