# ort_engine.py: the worker's ONNX Runtime engine: ort-cpu (the CPU provider) and ort-cuda (the CUDA provider).
#
# Sessions run on the target's threads (intra-op; inter-op 1, sequential) and ONNX Runtime's default
# graph optimizations (all), as a deployment on that target would; a whole model's on several threads
# does not spin (no_spin, below: the guard runs two in turn in one process). ort-cuda runs each node
# ONNX Runtime's CUDA provider takes on the GPU and the others on the CPU, as ORT deploys it; it needs
# onnxruntime-gpu (PyPI), which replaces onnxruntime in a venv, and a CUDA device: without either,
# check() refuses, and the worker says why in its first line.
import json
import os
import re
import tempfile

import onnxruntime as ort

from ort_profile import reply, timed_runs
from ort_seeded import input_meta, seeded_inputs

NAME = "ONNX Runtime"
VERSION = ort.__version__
ort.set_default_logger_severity(3)

def no_spin(opts, threads):
    """A whole model's session (load: the guard, tasoc measure, the checks) on several threads does not spin.

    The guard holds two sessions in one process and runs them in turn; with spinning, ONNX Runtime's
    default, the threads of the one that just ran spin on after its run and take cores from the one timed
    next, which matches no deployment. TASO's BERT on ort-cpu:2 on a 2-core machine (2026-11-29, node's
    binding of 1.30.0): 64 ms a run against 35 ms without spinning. The per-operator sessions (profile)
    are timed one at a time, as deployed, spinning.
    """
    if threads > 1:
        opts.add_session_config_entry("session.intra_op.allow_spinning", "0")

def options(threads, plain=False, whole=True):
    """A session's options on the target: its threads, sequential execution, ORT's default optimizations."""
    o = ort.SessionOptions()
    o.intra_op_num_threads = threads
    o.inter_op_num_threads = 1
    o.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    o.log_severity_level = 3
    o.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL if plain else ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    if whole:
        no_spin(o, threads)
    return o

PROVIDERS = {"ort-cpu": ["CPUExecutionProvider"], "ort-cuda": ["CUDAExecutionProvider", "CPUExecutionProvider"]}


def check(target):
    """Raises when this onnxruntime cannot run the target (ort-cuda without the CUDA provider)."""
    have = ort.get_available_providers()
    if PROVIDERS[target["kind"]][0] not in have:
        raise RuntimeError("%s needs onnxruntime-gpu (PyPI) and a CUDA device: onnxruntime %s here offers %s only"
                           % (target["kind"], VERSION, ", ".join(have)))


def _session(path, opts, target):
    s = ort.InferenceSession(path, sess_options=opts, providers=PROVIDERS[target["kind"]])
    if PROVIDERS[target["kind"]][0] not in s.get_providers():
        raise ValueError("%s: ONNX Runtime could not start %s (no CUDA device?)" % (path, PROVIDERS[target["kind"]][0]))
    return s

def cpu_session(path, opts):
    """A session on ONNX Runtime's CPU provider with opts (the benches' own runs: tools/bench_*_time.py)."""
    return _session(path, opts, {"kind": "ort-cpu"})


class Session:
    """A loaded model: its inputs and outputs (input_meta's form) and run(feeds) -> the outputs in order."""

    def __init__(self, path, target, plain):
        self.s = _session(path, options(target["threads"], plain=plain), target)
        self.inputs = input_meta(self.s.get_inputs())
        self.outputs = input_meta(self.s.get_outputs())

    def run(self, feeds):
        return self.s.run(None, feeds)

def message(e):
    """An error as one line, without ORT's prefix ("[ONNXRuntimeError] : 7 : INVALID_PROTOBUF : "), which
    says nothing a user can act on."""
    text = re.sub(r"^\[ONNXRuntimeError\] : \d+ : \w+ : ", "", str(e).strip())
    return text.split("\n")[0] or type(e).__name__


def load(path, target, plain=False):
    return Session(path, target, plain)

def _kernels(events):
    """Each model_run's kernels, in the order they ran, from ONNX Runtime's profile events."""
    runs = [(e["ts"], e["ts"] + e["dur"]) for e in events if e.get("name") == "model_run"]
    out = [[] for _ in runs]
    for e in sorted((e for e in events if e.get("cat") == "Node" and e["name"].endswith("_kernel_time")), key=lambda e: e["ts"]):
        i = next((i for i, (a, b) in enumerate(runs) if a <= e["ts"] <= b), None)
        if i is not None:
            out[i].append({"name": e["name"][:-len("_kernel_time")], "op": e["args"]["op_name"], "us": e["dur"]})
    return out

def profile(req, target, tick):
    """The reply to a profile request (ort_profile.py), from ONNX Runtime's profiler."""
    opts = options(target["threads"], whole=False)
    opts.enable_profiling = True
    opts.profile_file_prefix = os.path.join(tempfile.gettempdir(), "tasoc-ort-profile-%d-" % os.getpid())
    s = _session(req["path"], opts, target)
    path = None
    try:
        feeds = seeded_inputs(input_meta(s.get_inputs()), req.get("seed") or 0, req.get("symbols"))
        on_cpu = timed_runs(lambda: s.run(None, feeds), req, tick)
    finally:
        path = s.end_profiling()
        del s
    try:
        with open(path) as f:
            events = json.load(f)
    except (OSError, ValueError):
        raise ValueError("ONNX Runtime wrote no profile")
    finally:
        if path and os.path.exists(path):
            os.unlink(path)
    return reply(_kernels(events), on_cpu, req)
