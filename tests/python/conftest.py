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


def ort_missing():
    """Why ONNX Runtime cannot run here, or None: node and the tree's onnxruntime-node."""
    if not shutil.which("node"):
        return "node is not installed (make deps)"
    if not os.path.isfile(os.path.join(ROOT, "node_modules", "onnxruntime-node", "package.json")):
        return "node_modules/onnxruntime-node is missing (make deps)"
    return None


def run_cli(cli, *args, env=None):
    """build/tasoc with args; returns the completed process (the caller checks returncode)."""
    return subprocess.run([cli, *args], capture_output=True, text=True, env=env, timeout=600)
