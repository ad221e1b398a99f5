# bench_headroom_time.py: each model's time in ONNX Runtime (PyPI onnxruntime, CPU, 1 thread) and where it goes by operator type, for tools/bench_headroom.sh.
#
# usage: .venv/bin/python3 tools/bench_headroom_time.py SESSIONS RUNS MODEL.onnx...
#        (prints one JSON object a model, a line each)
#
# Time: SESSIONS rounds of sessions, each round creating every model's
# session afresh (where a session's weights land in memory moves a
# memory-bound model by several percent: docs/benchmarks.md), 2 untimed
# runs of each, then RUNS runs of each, the models interleaved run by run.
# Per model: the median over all runs of the wall time, with the fastest
# session's median beside it, and of the process's CPU time (user + system)
# during the run: with one ORT thread and Python blocked in the run
# meanwhile, that is the run's own time on a core, which other processes on
# a shared machine stretch the wall time past but not the CPU time (they
# still share the caches, the memory and, it seems, the core's execution
# units).
#
# By operator type: one more session of each model with ONNX Runtime's
# profiler on, RUNS runs after 2 untimed ones; each kernel's time summed by
# the operator ORT ran (after its own fusions: FusedConv, FusedMatMul,
# FusedGemm ..., and its NCHWc layout's ReorderInput/ReorderOutput), as
# milliseconds a run, and the kernels' total. The profiler adds about 1.7 us
# to every kernel (docs/benchmarks.md), so the shares, not the profiled
# milliseconds, are what to scale the run's time by.
#
# Sessions as tasoc's worker makes them (tools/ort_worker.py on ort-cpu:1): one
# thread intra- and inter-op, sequential, ORT's default graph optimizations
# (all); with one intra-op thread there is no pool to spin, so spinning is
# left at ORT's default. Inputs: float32 0.5 everywhere (the times do not
# depend on the values; not the worker's seeded inputs, which this never used).
#
# The output line (tests/onnx_e2e.sh and tools/bench_headroom.py read it):
# {"model","ms","cpu_ms","best_session_ms","session_ms","profiled_kernel_ms","op_ms","op_kernels"},
# compact JSON as the node version (tools/bench_headroom.js, gone) wrote it.
import json
import os
import sys
import tempfile
import time

import numpy as np
import onnxruntime as ort

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ort_engine  # noqa: E402  (the worker's session options on ort-cpu:1, spinning as it profiles)

WARMUP = 2

# The session logger at 3 (errors) hides ORT's load-time warnings; the default logger too, as
# tests/onnx_e2e.sh reads this script's stderr and stdout from one file.
ort.set_default_logger_severity(3)


def feeds(s):
    """Every input float32 0.5, a dimension that is not a known size (symbolic, unknown) taken as 1."""
    f = {}
    for m in s.get_inputs():
        dims = [d if isinstance(d, int) and d >= 0 else 1 for d in m.shape]
        f[m.name] = np.full(dims, 0.5, dtype=np.float32)
    return f


def median(x):
    c = sorted(x)
    n = len(c)
    return c[n >> 1] if n % 2 else (c[n // 2 - 1] + c[n // 2]) / 2


def timed_run(s, f):
    """One run's wall and process CPU time (user + system, every thread of the process), in ms."""
    c0, t0 = time.process_time_ns(), time.perf_counter_ns()
    s.run(None, f)
    t1 = time.perf_counter_ns()
    return (t1 - t0) / 1e6, (time.process_time_ns() - c0) / 1e6


def one_round(files, runs, res):
    """One round of fresh sessions, the models' runs interleaved; appends each run and each session's median
    to res. The sessions are freed as it returns (their last references go: CPython frees at once), so the
    next round's weights land where the allocator puts them then, as node's release() had it."""
    ss = [ort_engine.cpu_session(file, ort_engine.options(1, whole=False)) for file in files]
    fs = [feeds(s) for s in ss]
    for _ in range(WARMUP):
        for s, f in zip(ss, fs):
            s.run(None, f)
    wall = [[] for _ in files]
    for _ in range(runs):
        for i, (s, f) in enumerate(zip(ss, fs)):
            w, c = timed_run(s, f)
            wall[i].append(w)
            res[i]["cpu"].append(c)
    for i, t in enumerate(wall):
        res[i]["wall"].extend(t)
        res[i]["per"].append(median(t))


def times(files, sessions, runs):
    """All models' runs interleaved, so that the probes and the models share whatever else the machine
    runs at the time (on the shared 2-vCPU machine another process's load nearly halves the sgemm rate
    even in CPU time); the table uses their ratios."""
    res = [{"wall": [], "cpu": [], "per": []} for _ in files]
    for _ in range(sessions):
        one_round(files, runs, res)
    return [{"ms": median(x["wall"]), "cpu_ms": median(x["cpu"]), "best_session_ms": min(x["per"]),
             "session_ms": x["per"]} for x in res]


def profile_events(file, runs):
    """The profiler's events of one session: WARMUP + runs runs; the profile file is removed."""
    opts = ort_engine.options(1, whole=False)
    opts.enable_profiling = True
    opts.profile_file_prefix = os.path.join(tempfile.gettempdir(), "tasoc-headroom-%d-" % os.getpid())
    s = ort_engine.cpu_session(file, opts)
    f = feeds(s)
    try:
        for _ in range(WARMUP + runs):
            s.run(None, f)
    finally:
        path = s.end_profiling()
        del s
    if not path or not os.path.exists(path):
        raise RuntimeError("ONNX Runtime wrote no profile")
    try:
        with open(path) as fh:
            return json.load(fh)
    finally:
        os.unlink(path)


def by_operator(file, runs):
    """Each operator type's kernel time (ms a run) and kernel count (a run), the untimed runs left out."""
    events = profile_events(file, runs)
    model = sorted((e for e in events if e.get("name") == "model_run"), key=lambda e: e["ts"])
    start = model[WARMUP]["ts"] if len(model) > WARMUP else 0
    ops, count, kernels = {}, {}, 0
    for e in events:
        if e.get("cat") != "Node" or not e.get("name", "").endswith("_kernel_time") or e["ts"] < start:
            continue
        op = e["args"]["op_name"]
        ops[op] = ops.get(op, 0) + e["dur"] / 1000 / runs
        count[op] = count.get(op, 0) + 1 / runs
        kernels += e["dur"] / 1000 / runs
    return {"profiled_kernel_ms": kernels, "op_ms": ops, "op_kernels": count}


def model_name(file):
    """The file's name without .onnx (node's path.basename(file, '.onnx'))."""
    b = os.path.basename(file)
    return b[:-5] if b.endswith(".onnx") and b != ".onnx" else b


def main(argv):
    if len(argv) < 3:
        raise ValueError("usage: bench_headroom_time.py SESSIONS RUNS MODEL.onnx...")
    sessions, runs, files = int(argv[0]), int(argv[1]), argv[2:]
    if sessions < 1 or runs < 1:
        raise ValueError("SESSIONS and RUNS must be at least 1 (a median of no runs is none)")
    w = times(files, sessions, runs)
    for file, t in zip(files, w):
        line = dict({"model": model_name(file)}, **t, **by_operator(file, runs))
        sys.stdout.write(json.dumps(line, separators=(",", ":")) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except Exception as e:  # ORT's errors, a bad argument: one line, as the node version wrote them
        sys.stderr.write("bench_headroom_time.py: %s\n" % str(e).split("\n")[0])
        sys.exit(1)
