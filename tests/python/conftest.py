"""conftest.py: what the Python tests share: the tree, build/tasoc, and the models they run on.

They run two ways: on the installed wheel in a venv (tests/python_e2e.sh, make test-python: TASOC_TEST_BUILD
names the build folder) and on the tree (`TASOC_LIBRARY_DIR=build PYTHONPATH=python pytest tests/python`).
"""
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get("TASOC_TEST_BUILD") or os.environ.get("TASOC_LIBRARY_DIR") or os.path.join(ROOT, "build")
BUILD = os.path.abspath(BUILD)
MODELS = os.path.join(ROOT, "tests", "models")


@pytest.fixture(scope="session")
def tasoc_cli():
    path = os.path.join(BUILD, "tasoc")
    assert os.access(path, os.X_OK), f"{path}: missing (run make first)"
    return path


@pytest.fixture
def model_path():
    """A small model tasoc's rules rewrite under the analytical cost model (README's example uses it too)."""
    return os.path.join(MODELS, "hardswish.onnx")


# The worker's files: ort_worker.py imports the other two from its own folder.
WORKER_FILES = ("ort_worker.py", "ort_seeded.py", "ort_profile.py", "ort_engine.py", "ov_engine.py")


def ort_missing():
    """Why ONNX Runtime cannot run here, or None: this interpreter's onnxruntime (the package's dependency)."""
    import importlib.util
    if importlib.util.find_spec("onnxruntime") is None:
        return "onnxruntime is not installed in this interpreter's environment (pip install it, or make deps)"
    return None


def copy_worker(folder):
    """The worker's files copied into folder; the copy of ort_worker.py."""
    os.makedirs(folder, exist_ok=True)
    for f in WORKER_FILES:
        shutil.copy(os.path.join(ROOT, "tools", f), os.path.join(folder, f))
    return os.path.join(folder, "ort_worker.py")


def run_cli(cli, *args, env=None):
    """build/tasoc with args; returns the completed process (the caller checks returncode)."""
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env, timeout=600)
