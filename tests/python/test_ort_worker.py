"""test_ort_worker.py: measuring from Python finds ONNX Runtime's worker (host/backend/ort_worker.c).

python3 is not build/tasoc: the worker is not above /proc/self/exe. The library looks above its own file
(the tree's build/libtasoc_host.so), then at the tree's path compiled in (the wheel's copy); TASOC_ORT_WORKER
comes first. A logging stand-in for python3 (TASOC_ORT_PYTHON) records which script each worker ran.
"""
import os
import shutil
import stat
import subprocess
import sys

import pytest

import tasoc
from conftest import ROOT, copy_worker, ort_missing

MEASURE = dict(target="analytical", measure=True, measure_time=1)


@pytest.fixture
def node_log(tmp_path, monkeypatch):
    """TASOC_ORT_PYTHON set to a script that appends the worker's path to a log, then runs this python3."""
    assert ort_missing() is None, ort_missing()
    log = tmp_path / "workers.log"
    wrapper = tmp_path / "python-logging"
    wrapper.write_text(f'#!/bin/sh\necho "$1" >>"{log}"\nexec "{sys.executable}" "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setenv("TASOC_ORT_PYTHON", str(wrapper))
    monkeypatch.delenv("TASOC_ORT_WORKER", raising=False)
    return log


def workers(log):
    return set(log.read_text().split()) if log.exists() else set()


def test_measuring_from_python_runs_the_trees_worker(model_path, node_log):
    m, rep = tasoc.optimize(model_path, report=True, **MEASURE)
    assert rep["measure"] and rep["written"] in ("optimized", "input"), rep
    ran = workers(node_log)
    assert ran, "no ONNX Runtime worker was started"
    tree = os.path.realpath(os.path.join(ROOT, "tools", "ort_worker.py"))
    assert {os.path.realpath(w) for w in ran} == {tree}, ran


def test_the_package_runs_the_worker_in_its_own_interpreter(model_path, monkeypatch):
    # Without TASOC_ORT_PYTHON the package sets it to this interpreter, whose venv has onnxruntime.
    monkeypatch.delenv("TASOC_ORT_PYTHON", raising=False)
    from tasoc import _native
    _native._worker_python()
    assert os.environ.get("TASOC_ORT_PYTHON") == sys.executable
    rep = tasoc.optimize(model_path, report=True, **MEASURE)[1]
    assert rep["measure"], rep


def test_tasoc_ort_worker_picks_another_copy(model_path, node_log, tmp_path, monkeypatch):
    # A copy laid out as make install lays it: share/tasoc/ort_worker.py and the files it imports.
    copy = copy_worker(str(tmp_path / "share" / "tasoc"))
    monkeypatch.setenv("TASOC_ORT_WORKER", copy)
    rep = tasoc.optimize(model_path, report=True, **MEASURE)[1]
    assert rep["measure"], rep
    assert workers(node_log) == {str(copy)}


def test_a_missing_worker_is_an_error_naming_it(model_path, node_log, tmp_path, monkeypatch):
    missing = str(tmp_path / "no_worker.py")
    monkeypatch.setenv("TASOC_ORT_WORKER", missing)
    with pytest.raises(tasoc.UnsupportedError) as e:
        tasoc.optimize(model_path, **MEASURE)
    assert "no_worker.py" in str(e.value), str(e.value)
    assert not workers(node_log)


def _measure_in_a_process_with_libraries_in(folder, node_log, model_path):
    """A fresh python3 whose package loads the libraries copied into folder (TASOC_LIBRARY_DIR), measuring."""
    from tasoc import _native
    src = _native.library_dir() or os.environ.get("TASOC_LIBRARY_DIR")
    assert src, "the libraries' folder is unknown"
    os.makedirs(folder)
    for name in ("libtasoc.so.0", "libtasoc_host.so.0"):
        shutil.copy(os.path.join(src, name), os.path.join(folder, name))
    env = dict(os.environ, TASOC_LIBRARY_DIR=folder,
               PYTHONPATH=os.path.dirname(os.path.dirname(os.path.abspath(tasoc.__file__))))
    code = ("import sys, tasoc; r = tasoc.optimize(sys.argv[1], report=True, target='analytical', measure=True, "
            "measure_time=1)[1]; assert r['measured'], r")
    p = subprocess.run([sys.executable, "-c", code, model_path], env=env, capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    return workers(node_log)


def test_the_worker_above_the_library_file_comes_first(model_path, node_log, tmp_path):
    # The libraries in T/build/ with a worker in T/tools/, as a tree has them: that worker runs, not the
    # tree's compiled in.
    tree = tmp_path / "tree"
    copy = copy_worker(str(tree / "tools"))
    ran = _measure_in_a_process_with_libraries_in(str(tree / "build"), node_log, model_path)
    assert {os.path.realpath(w) for w in ran} == {os.path.realpath(copy)}, ran


def test_a_copy_of_the_library_elsewhere_runs_the_trees_worker(model_path, node_log, tmp_path):
    # Nothing above the copy (as in a venv's site-packages): the tree's path compiled in at build time.
    ran = _measure_in_a_process_with_libraries_in(str(tmp_path / "elsewhere" / "lib"), node_log, model_path)
    tree = os.path.realpath(os.path.join(ROOT, "tools", "ort_worker.py"))
    assert {os.path.realpath(w) for w in ran} == {tree}, ran
