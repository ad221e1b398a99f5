# ort_worker.py: a persistent runtime process (PyPI onnxruntime or openvino) that tasoc and tools/*.py talk to over a pipe.
#
# usage: python3 tools/ort_worker.py [--target ort-cpu[:T] | openvino-cpu[:T] | ort-cuda[:T]]
#        (requests on stdin, replies on stdout)
#
# The target (host/backend/target.h) is the runtime the sessions run in, on T threads (1):
# ort-cpu is ONNX Runtime's CPU provider and ort-cuda its CUDA provider (ort_engine.py), openvino-cpu
# OpenVINO's CPU plugin (ov_engine.py). The python3 that runs this is the project's venv's (make deps: .venv/, the
# versions pinned in tools/requirements.txt).
#
# One JSON object per line each way; each request gets exactly one reply, in
# order. The first line the worker writes, unasked, says whether the runtime
# loaded: {"ok":true,"ort":"1.32.0","target":"ort-cpu:1","engine":"ONNX Runtime"} ("ort" is the
# runtime's version, whichever it is) or {"ok":false,"missing":true,"error":TEXT}
# (then it exits with status 3). Every reply is {"ok":true,...} or
# {"ok":false,"error":TEXT}; a failed request leaves the worker usable.
#
#   {"op":"load","path":P}
#     -> {"model":K,"inputs":[V...],"outputs":[V...]}, V = {"name","type","dims"}
#        (a symbolic dimension is its name, an unknown one null); "plain":true loads it without
#        the runtime's graph optimizations (ort-cpu only: the differential tester's measure of their rounding)
#   {"op":"run","model":K,"seed":S,"symbols":{NAME:N}}
#   {"op":"run","model":K,"inputs":{NAME:T}}
#     -> {"outputs":[T...]}, T = {"name","type","dims","data"}
#   {"op":"time","models":[K...],"seed":S,"symbols":{},"warmup":W,"runs":N}
#     -> {"ms":[[N times of model 1],[N times of model 2],...],"cpu_ms":[[...],...]}
#        (cpu_ms: the process's CPU time, user and system, during each run: what the run took
#        with the time it was descheduled left out, on a machine other jobs load)
#   {"op":"free","model":K} -> {}
#   {"op":"profile",...} -> the per-kernel times of the runtime's profiler (ort_profile.py says what
#        it takes and gives: the measured cost model's requests)
#
# A "time" or "profile" request with "progress":true also gets, before its
# reply, a line {"progress":R} at most every half second while it runs (R
# runs done), so that a client can tell a long measurement (a model of
# seconds a run, timed many times) from a hung worker: tasoc's bound,
# TASOC_ORT_TIMEOUT, is on the silence between two lines, not on the request.
#
# Tensor data is the elements, little-endian, as base64 (so NaN and Inf
# survive). With "seed", each input is filled from a generator seeded by S
# and the input's name (ort_seeded.py), so two models with the same inputs get the same
# data: floats uniform in [-1, 1), integers in {0, 1, 2}, booleans 0 or 1.
# "symbols" gives symbolic input dimensions a value, an input's name bound to a list
# ({"x":[1,3,224,224]}) that input's whole shape, and bound to {"fill":V} (with "shape"
# beside it for both) every element of that input the value V. "time" runs the models
# interleaved (round r runs them in order, the next round in reverse, so
# that neither always follows the other), after W untimed runs of each,
# and gives each run's wall time in milliseconds.
import base64
import importlib
import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ort_seeded import DTYPES, seeded_inputs  # noqa: E402


def send(obj):
    sys.stdout.write(json.dumps(obj, separators=(",", ":")) + "\n")
    sys.stdout.flush()


# Each target's module, and the package it needs.
ENGINES = {"ort-cpu": "ort_engine", "ort-cuda": "ort_engine", "openvino-cpu": "ov_engine"}
PACKAGES = {"ort-cpu": "onnxruntime", "ort-cuda": "onnxruntime-gpu", "openvino-cpu": "openvino"}


def parse_target(argv):
    """The target from --target (the only argument); a usage error is a first line like a missing runtime's."""
    name = "ort-cpu:1" if not argv else argv[1] if len(argv) == 2 and argv[0] == "--target" else None
    m = re.fullmatch(r"(%s)(?::([1-9][0-9]?))?" % "|".join(ENGINES), name or "")
    if not m or int(m.group(2) or 1) > 64:
        send({"ok": False, "error": "usage: ort_worker.py [--target %s] (T from 1 to 64), got '%s'"
              % (" | ".join(k + "[:T]" for k in ENGINES), " ".join(argv))})
        sys.exit(2)
    threads = int(m.group(2) or 1)
    return {"kind": m.group(1), "threads": threads, "name": "%s:%d" % (m.group(1), threads)}


target = parse_target(sys.argv[1:])
try:
    import numpy as np
    engine = importlib.import_module(ENGINES[target["kind"]])
except Exception as e:  # ImportError, or a broken install's own error
    send({"ok": False, "missing": True, "error": "%s cannot be loaded by %s: %s"
          % (PACKAGES[target["kind"]], sys.executable, str(e).split("\n")[0])})
    sys.exit(3)
try:
    engine.check(target)
except RuntimeError as e:  # the package is there, and cannot run this target (ort-cuda without CUDA)
    send({"ok": False, "missing": True, "error": "%s (%s)" % (e, sys.executable)})
    sys.exit(3)


def describe(m):
    """An input or output (input_meta's form) as a load reply gives it."""
    t = m["type"]
    dims = [d if isinstance(d, (int, str)) and not (isinstance(d, int) and d < 0) else None for d in m["shape"]] if t else []
    return {"name": m["name"], "type": t or "non-tensor", "dims": dims}


def decode(t):
    dt = DTYPES.get(t.get("type"))
    if dt is None:
        raise ValueError("unsupported input type %s" % t.get("type"))
    return np.frombuffer(base64.b64decode(t["data"]), dtype=dt).reshape(t["dims"])


def encode(name, a):
    if a.dtype.kind in "OUS":
        data, t = json.dumps([str(x) for x in a.ravel()]).encode(), "string"
    else:
        data, t = a.astype(a.dtype.newbyteorder("<"), copy=False).tobytes(), "float32" if a.dtype == np.float32 else str(a.dtype)
    return {"name": name, "type": t, "dims": list(a.shape), "data": base64.b64encode(data).decode()}


class Progress:
    """The progress lines of a request that asked for them: one per half second at most."""

    def __init__(self, req):
        self.on, self.done, self.last = bool(req.get("progress")), 0, time.monotonic()

    def tick(self):
        self.done += 1
        if self.on and time.monotonic() - self.last >= 0.5:
            self.last = time.monotonic()
            send({"progress": self.done})


sessions = {}
next_id = [1]


def session(k):
    s = sessions.get(k) if isinstance(k, int) else None
    if s is None:
        raise ValueError("no model %s is loaded" % json.dumps(k))
    return s


def feeds_for(s, req):
    if req.get("inputs") is not None:
        return {name: decode(t) for name, t in req["inputs"].items()}
    return seeded_inputs(s.inputs, req.get("seed") or 0, req.get("symbols"))


def whole_number(req, key, what):
    v = req.get(key)
    if not (isinstance(v, int) and not isinstance(v, bool) and v >= 1):
        raise ValueError('a %s request needs "%s", a whole number >= 1' % (what, key))
    return v


def op_load(req):
    if not isinstance(req.get("path"), str):
        raise ValueError('a load request needs "path", a string')
    s = engine.load(req["path"], target, plain=bool(req.get("plain")))
    k = next_id[0]
    next_id[0] += 1
    sessions[k] = s
    return {"model": k, "inputs": [describe(m) for m in s.inputs], "outputs": [describe(m) for m in s.outputs]}


def op_run(req):
    s = session(req.get("model"))
    out = s.run(feeds_for(s, req))
    return {"outputs": [encode(m["name"], np.asarray(v)) for m, v in zip(s.outputs, out)]}


def op_time(req):
    models = req.get("models")
    if not isinstance(models, list) or not models:
        raise ValueError('a time request needs "models", a list of loaded models')
    runs = whole_number(req, "runs", "time")
    ss = [session(k) for k in models]
    feeds = [feeds_for(s, req) for s in ss]
    tick = Progress(req).tick
    for _ in range(req.get("warmup") or 0):
        for s, f in zip(ss, feeds):
            s.run(f)
            tick()
    ms, cpu = [[] for _ in ss], [[] for _ in ss]
    for r in range(runs):
        for j in range(len(ss)):
            i = len(ss) - 1 - j if r % 2 else j
            c0, t0 = time.process_time_ns(), time.perf_counter_ns()
            ss[i].run(feeds[i])
            ms[i].append((time.perf_counter_ns() - t0) / 1e6)
            cpu[i].append((time.process_time_ns() - c0) / 1e6)
            tick()
    return {"ms": ms, "cpu_ms": cpu}


def op_free(req):
    session(req.get("model"))
    del sessions[req["model"]]
    return {}


def op_profile(req):
    if not isinstance(req.get("path"), str):
        raise ValueError('a profile request needs "path", a string')
    whole_number(req, "runs", "profile")
    return engine.profile(req, target, Progress(req).tick)


HANDLERS = {"load": op_load, "run": op_run, "time": op_time, "free": op_free, "profile": op_profile}


def handle(line):
    try:
        try:
            req = json.loads(line)
        except ValueError as e:
            raise ValueError("a request that is not JSON (%s)" % e)
        if not isinstance(req, dict):
            raise ValueError("a request must be a JSON object")
        h = HANDLERS.get(req.get("op")) if isinstance(req.get("op"), str) else None
        if h is None:
            raise ValueError("unknown request " + json.dumps(req.get("op")))
        return dict({"ok": True}, **h(req))
    except Exception as e:  # the worker stays usable: every failure is the request's reply
        return {"ok": False, "error": engine.message(e)}


def main():
    send({"ok": True, "ort": engine.VERSION, "target": target["name"], "engine": engine.NAME})
    for line in sys.stdin:  # every line gets its reply, an empty one an error, as the protocol's count wants
        send(handle(line))


if __name__ == "__main__":
    main()
