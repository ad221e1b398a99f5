# ort_client.py: the tree's Python scripts' end of tools/ort_worker.py (the protocol is at its top).
#
# The scripts that build and inspect models run under Debian's python3 (its python3-onnx 1.12 writes
# the opsets tasoc's tests were written for); ONNX Runtime runs in the project's venv (.venv/, make deps),
# in the worker's own process, as it does for tasoc.
import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
WORKER = os.path.join(HERE, "ort_worker.py")


def venv_python():
    """The python3 that runs the worker: TASOC_ORT_PYTHON, else the tree's venv's (as host/backend/ort_worker.c)."""
    return os.environ.get("TASOC_ORT_PYTHON") or os.path.join(HERE, "..", ".venv", "bin", "python3")


class OrtUnavailable(Exception):
    """The worker did not start: the venv is missing, or ONNX Runtime in it does not load."""


class OrtClient:
    """One worker for a script's run: ask() sends a request and returns its reply (a dict)."""

    def __init__(self, target="ort-cpu:1", stderr=None):
        py = venv_python()
        if not os.access(py, os.X_OK):
            raise OrtUnavailable("%s is missing: make deps makes the venv with onnxruntime" % py)
        self.p = subprocess.Popen([py, WORKER, "--target", target], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=stderr, text=True)
        hello = json.loads(self.p.stdout.readline() or '{"ok": false, "error": "no first line"}')
        if not hello.get("ok"):
            self.close()
            raise OrtUnavailable("ONNX Runtime is not usable (%s): run make deps" % hello.get("error"))
        self.version = hello.get("ort")

    def ask(self, req):
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        line = self.p.stdout.readline()
        if not line:
            raise OrtUnavailable("the ONNX Runtime worker exited (%s) without a reply" % self.p.wait())
        return json.loads(line)

    def close(self):
        if self.p.stdin:
            self.p.stdin.close()
        self.p.wait()
