"""test_cli_identical.py: tasoc.optimize and `tasoc optimize` write the same bytes for the same options."""
import os

import pytest

import tasoc
from conftest import MODELS, ort_missing, run_cli


def both(cli, tmp_path, model, cli_args, **kwargs):
    """The CLI's output file and the Python call's (to a file, and as bytes), for the same options."""
    by_cli = tmp_path / "cli.onnx"
    p = run_cli(cli, "optimize", model, "-o", str(by_cli), *cli_args)
    assert p.returncode == 0, p.stdout + p.stderr
    by_py = tmp_path / "py.onnx"
    rep = tasoc.optimize(model, out=by_py, report=True, **kwargs)[1]
    with open(model, "rb") as f:
        from_bytes = tasoc.optimize(f.read(), **kwargs).SerializeToString()
    return by_cli.read_bytes(), by_py.read_bytes(), from_bytes, rep


@pytest.mark.parametrize("name", ["hardswish.onnx", "transformer_ops17.onnx", "if_branches.onnx", "conv1d.onnx"])
def test_analytical_target_same_bytes(tasoc_cli, tmp_path, name):
    model = os.path.join(MODELS, name)
    cli, py, from_bytes, rep = both(tasoc_cli, tmp_path, model, ["--target", "analytical", "--no-measure"],
                                    target="analytical", measure=False)
    assert cli == py, f"{name}: the CLI and tasoc.optimize wrote different bytes"
    assert from_bytes == py, f"{name}: tasoc.optimize on the bytes differs from on the file"
    assert rep["written"] == "optimized", rep


def test_dims_and_budget_same_bytes(tasoc_cli, tmp_path):
    model = os.path.join(MODELS, "dynamic_batch.onnx")
    cli, py, from_bytes, _ = both(tasoc_cli, tmp_path, model,
                                  ["--target", "analytical", "--no-measure", "--dim", "batch=4", "--budget", "50"],
                                  target="analytical", measure=False, dims={"batch": 4}, budget=50)
    assert cli == py == from_bytes


def test_measured_guard_keeps_the_input_alike(tasoc_cli, tmp_path):
    # The defaults: the command without a measure option (it measures where ONNX Runtime is installed) and
    # tasoc.optimize's measure=True. On a model whose search rewrites nothing the guard writes IN unchanged,
    # without timing: both must write exactly IN's bytes.
    assert ort_missing() is None, ort_missing()
    model = os.path.join(MODELS, "clip6.onnx")
    cli, py, from_bytes, rep = both(tasoc_cli, tmp_path, model, [])
    with open(model, "rb") as f:
        original = f.read()
    assert rep["written"] == "input", rep
    assert cli == original, "the CLI's guard did not keep the input"
    assert py == original and from_bytes == original, "tasoc.optimize's guard did not keep the input"


def test_measured_guard_writes_in_or_the_searched_model_alike(tasoc_cli, tmp_path):
    # A model the search does rewrite, timed by the guard (analytical search: the candidate is the same every
    # run; the guard's verdict on this tiny model is noise, so either may win). Each side must write exactly
    # IN when its report says "input", else exactly the searched model, and the two alike when they agree.
    assert ort_missing() is None, ort_missing()
    model = os.path.join(MODELS, "hardswish.onnx")
    with open(model, "rb") as f:
        original = f.read()
    searched = tasoc.optimize(model, target="analytical", measure=False).SerializeToString()
    assert searched != original
    report = tmp_path / "cli.json"
    cli, py, _, rep = both(tasoc_cli, tmp_path, model,
                           ["--target", "analytical", "--measure", "--measure-time", "1", "--report", str(report)],
                           target="analytical", measure=True, measure_time=1)
    import json
    cli_written = json.loads(report.read_text())["written"]
    assert rep["measured"] and cli_written in ("input", "optimized") and rep["written"] in ("input", "optimized")
    assert cli == (original if cli_written == "input" else searched), cli_written
    assert py == (original if rep["written"] == "input" else searched), rep["written"]
    if cli_written == rep["written"]:
        assert cli == py
