"""test_api.py: tasoc.optimize, cost and check: what they take, return and raise."""
import os

import onnx
import pytest

import tasoc
from conftest import MODELS, ROOT

ANALYTICAL = dict(target="analytical", measure=False)


def test_optimize_returns_a_model_proto_that_differs_and_checks_equal(model_path):
    m = tasoc.optimize(model_path, **ANALYTICAL)
    assert isinstance(m, onnx.ModelProto)
    onnx.checker.check_model(m)
    with open(model_path, "rb") as f:
        original = f.read()
    assert m.SerializeToString() != original, "hardswish.onnx came back unchanged: no rule applied"
    rep = tasoc.check(model_path, m.SerializeToString())
    assert rep["checked"] is True and rep["check_ok"] is True, rep


def test_path_bytes_bytearray_and_proto_give_the_same_model(model_path, tmp_path):
    with open(model_path, "rb") as f:
        data = f.read()
    by_path = tasoc.optimize(model_path, **ANALYTICAL).SerializeToString()
    from pathlib import Path
    assert tasoc.optimize(Path(model_path), **ANALYTICAL).SerializeToString() == by_path
    assert tasoc.optimize(data, **ANALYTICAL).SerializeToString() == by_path
    assert tasoc.optimize(bytearray(data), **ANALYTICAL).SerializeToString() == by_path
    assert tasoc.optimize(onnx.load(model_path), **ANALYTICAL).SerializeToString() == by_path
    out = tmp_path / "out.onnx"
    tasoc.optimize(data, out=out, **ANALYTICAL)
    assert out.read_bytes() == by_path


def test_report_is_the_json_report(model_path):
    m, rep = tasoc.optimize(model_path, report=True, **ANALYTICAL)
    assert isinstance(m, onnx.ModelProto)
    assert rep["error"] is None
    assert rep["target"] == "analytical"
    assert rep["nodes_before"] > 0 and rep["nodes_after"] > 0
    assert rep["rules_applied"], rep


def test_without_onnx_the_result_is_bytes(model_path, monkeypatch):
    from tasoc import _model
    monkeypatch.setattr(_model, "onnx", None)
    data = tasoc.optimize(model_path, **ANALYTICAL)
    assert isinstance(data, bytes)
    assert onnx.load_model_from_string(data).graph.node


def test_cost_gives_the_report(model_path, tasoc_cli):
    rep = tasoc.cost(model_path, target="analytical")
    assert rep["error"] is None, rep
    assert rep["cost_model"] == "analytical" and rep["target"] == "analytical"
    # the figure the command prints: "NAME  analytical cost X ms"
    from conftest import run_cli
    p = run_cli(tasoc_cli, "cost", "--target", "analytical", model_path)
    assert p.returncode == 0, p.stderr
    import re
    printed = float(re.search(r"analytical cost ([0-9.]+) ms", p.stdout).group(1))
    assert abs(rep["cost_before_ms"] - printed) <= 1e-4 + 1e-3 * printed, (rep, p.stdout)


def test_options_reach_the_library(model_path):
    # budget=0: no graph expanded, so the search cannot rewrite; the default budget does (test above).
    rep = tasoc.optimize(model_path, report=True, budget=0, **ANALYTICAL)[1]
    assert rep["graphs_expanded"] == 0, rep


def test_an_unknown_option_raises_argument_error_with_the_library_message(model_path):
    with pytest.raises(tasoc.ArgumentError) as e:
        tasoc.optimize(model_path, no_such_option=3, **ANALYTICAL)
    assert "no-such-option" in str(e.value)
    assert isinstance(e.value, ValueError) and e.value.status == 3


def test_a_bad_value_raises_argument_error(model_path):
    with pytest.raises(tasoc.ArgumentError) as e:
        tasoc.optimize(model_path, budget="many", **ANALYTICAL)
    assert "budget" in str(e.value)


def test_a_missing_file_raises_naming_it(tmp_path):
    missing = str(tmp_path / "nope.onnx")
    with pytest.raises(tasoc.Error) as e:
        tasoc.optimize(missing, **ANALYTICAL)
    assert "nope.onnx" in str(e.value)


def test_not_a_model_raises_a_format_error():
    with pytest.raises(tasoc.FormatError) as e:
        tasoc.optimize(b"this is not an ONNX model", **ANALYTICAL)
    # the library's message, naming the bytes rather than the temporary file they were copied to
    assert "not an ONNX model" in str(e.value) and "(the model's bytes)" in str(e.value), str(e.value)
    assert "tasoc-bytes" not in str(e.value)


def test_bad_models_raise_and_the_interpreter_lives_on(model_path):
    # The tree's bad models and the fuzzers' crash cases: each raises tasoc.Error or comes back as a model;
    # none may end the process (pytest would stop here).
    bad = [os.path.join(MODELS, f) for f in sorted(os.listdir(MODELS)) if f.startswith("bad_")]
    fuzz = os.path.join(ROOT, "tests", "fuzz")
    bad += [os.path.join(fuzz, f) for f in sorted(os.listdir(fuzz)) if f.endswith(".onnx")]
    assert len(bad) >= 10
    raised = 0
    for path in bad:
        try:
            tasoc.optimize(path, **ANALYTICAL)
        except tasoc.Error as e:
            assert e.message, f"{path}: an error without a message"
            raised += 1
    assert raised >= 5, f"only {raised} of {len(bad)} bad models raised"
    with open(model_path, "rb") as f:
        data = f.read()
    for cut in (1, len(data) // 3, len(data) // 2, len(data) - 1):
        with pytest.raises(tasoc.Error):
            tasoc.optimize(data[:cut], **ANALYTICAL)
    assert tasoc.optimize(model_path, **ANALYTICAL).graph.node  # still works afterwards


def test_a_model_of_the_wrong_type_is_a_type_error():
    with pytest.raises(TypeError):
        tasoc.optimize(42)


def test_progress_gets_the_command_lines(model_path):
    lines = []
    tasoc.optimize(model_path, progress=lambda text, stream: lines.append((stream, text)), **ANALYTICAL)
    assert any("tasoc optimize" in t for _, t in lines), lines
    assert all(s in ("out", "err") for s, _ in lines)


def test_an_exception_in_progress_is_raised_after_the_call(model_path):
    def boom(text, stream):
        raise KeyError("from the callback")
    with pytest.raises(KeyError):
        tasoc.optimize(model_path, progress=boom, **ANALYTICAL)


def test_a_call_from_a_progress_callback_raises_instead_of_hanging(model_path):
    def again(text, stream):
        tasoc.cost(model_path, target="analytical")
    with pytest.raises(tasoc.Error) as e:
        tasoc.optimize(model_path, progress=again, **ANALYTICAL)
    assert "inside another" in str(e.value)
    assert tasoc.cost(model_path, target="analytical")["error"] is None  # the lock was let go


def test_check_reports_a_difference(tmp_path):
    # Two models with the same interface and different outputs: Relu against Neg (the check runs both).
    def model(op):
        x = onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [2, 3])
        y = onnx.helper.make_tensor_value_info("y", onnx.TensorProto.FLOAT, [2, 3])
        g = onnx.helper.make_graph([onnx.helper.make_node(op, ["x"], ["y"])], "g", [x], [y])
        return onnx.helper.make_model(g, opset_imports=[onnx.helper.make_opsetid("", 13)])
    same = tasoc.check(model("Relu"), model("Relu"))
    assert same["checked"] is True and same["check_ok"] is True, same
    with pytest.raises(tasoc.CheckFailed) as e:
        tasoc.check(model("Relu"), model("Neg"))
    assert "differ" in str(e.value)
    assert e.value.report["checked"] is True and e.value.report["check_ok"] is False


def test_the_library_is_the_one_expected():
    # In the venv the wheel's own copies; on the tree TASOC_LIBRARY_DIR's.
    from tasoc import _native
    where = _native.library_dir()
    if os.environ.get("TASOC_LIBRARY_DIR"):
        assert os.path.samefile(where, os.environ["TASOC_LIBRARY_DIR"])
    else:
        assert where == _native.BUNDLED, where
