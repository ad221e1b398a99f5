# ort_profile.py: the worker's "profile" request: each run's kernel time from ONNX Runtime's profiler.
#
#   {"op":"profile","path":P,"seed":S,"warmup":W,"runs":N,"flush_bytes":B}
#     -> {"ms":[N kernel times],"kernels":K}: for the ort cost model (host/backend/cost_ort.c),
#        each run's kernel time from ONNX Runtime's profiler, its layout reorders
#        left out, and K the number of kernels a run timed (the cost model takes the
#        profiler's own time per kernel back out); with B > 0, B bytes are read before
#        each run, "flush_passes" times (default 1), so that weights leave the cache;
#        with "copies":C (C >= 2) only the kernels after the first C-th of each run's, in the order
#        they ran, are timed and counted (the model holds its operator C times: the first copy
#        brings ORT's own state back to the cache; the cost model takes the mean of the others);
#        with "only":O only the kernels of ORT operator O are timed and counted, reorders
#        included (the ort cost model's reorder keys: "ReorderInput" in a model where ORT adds one);
#        ("ops": the ORT operators of the kernels timed in the first timed run, in the order they ran);
#        with "skip_node":L the kernels of the node named L are not timed (the model's lead node,
#        which ORT runs first when it comes last in the file: it pays the run's own start);
#        with "skip_first":F the first F kernels of each run's, in the order they ran, are not
#        timed (the model's lead node: the first kernel of a run pays the run's own start);
#        with "second_half":true only the second half of each run's kernels, in the order
#        they ran, is timed and counted (the model holds its operator twice: the first
#        copy brings ORT's own state back to the cache)
#     with "cpu_scaled":true each run's kernel times (and node_floor's) are scaled by the share
#        of the run the process spent on a CPU (its CPU time over the run's wall time, at most 1),
#        for runs of 20 ms or more (isnet's, mlsd's convolutions; a run that long is descheduled
#        evenly across its kernels on a loaded machine, a short one in lumps)
#     with "max_ms":T no more timed runs start once the timed ones took T ms, but at least 4
#        run (the reply then holds fewer than N times: a key of 100 ms a run needs no 16)
#     with "node_floor":true also {"node_floor_ms":F,"nodes":M}: each of the M nodes' fastest
#        kernel time over the runs, reorders included, summed (a whole model's kernels with
#        descheduling left out: what the ort cost model's per-operator figures are compared
#        with on a busy machine)
import json
import os
import tempfile
import time

import numpy as np

from ort_seeded import input_meta, seeded_inputs

_flush = {"buf": None}  # the flush's buffer, kept between requests (allocating 64 MiB each time costs more than reading it)


def flush_buffer(nbytes):
    n = -(-nbytes // 4)
    if _flush["buf"] is None or _flush["buf"].size < n:
        _flush["buf"] = np.ones(n, dtype=np.int32)
    return _flush["buf"][:n]


def timed_runs(s, req, tick):
    """Runs the session warmup + runs times; each run's share of its wall time spent on a CPU (1 under 20 ms)."""
    feeds = seeded_inputs(input_meta(s.get_inputs()), req.get("seed") or 0, req.get("symbols"))
    buf = flush_buffer(req["flush_bytes"]) if (req.get("flush_bytes") or 0) > 0 else None
    warm, on_cpu, sink, started = req.get("warmup") or 0, [], 0, 0
    max_ms = req.get("max_ms") or 0
    for r in range(warm + req["runs"]):
        if r == warm:
            started = time.perf_counter()
        elif r >= warm + 4 and max_ms > 0 and (time.perf_counter() - started) * 1e3 > max_ms:
            break  # "max_ms": no more timed runs once they took that long, but never fewer than 4
        for _ in range(req.get("flush_passes") or 1 if buf is not None else 0):
            sink += int(buf[::16].sum())  # one read per cache line
        c0, t0 = time.process_time(), time.perf_counter()
        s.run(None, feeds)
        cpu, wall = time.process_time() - c0, time.perf_counter() - t0
        # Only a run of 20 ms or more: descheduled in slices of a few ms, it loses time evenly across its
        # kernels; a shorter run loses it in lumps, which the fastest of several runs leaves out instead.
        on_cpu.append(min(1.0, cpu / wall) if wall >= 0.02 else 1.0)
        tick()
    return on_cpu


def node_floor(events, runs, warm):
    """Each node's fastest kernel time over the timed runs, reorders included, summed; and the node count."""
    first, best = runs[warm] if warm < len(runs) else None, {}
    for e in events:
        if e.get("cat") != "Node" or not e["name"].endswith("_kernel_time") or first is None or e["ts"] < first["from"]:
            continue
        run = next((x for x in runs if x["from"] <= e["ts"] <= x["to"]), None)
        d = e["dur"] * (run["scale"] if run else 1)
        best[e["name"]] = min(best.get(e["name"], float("inf")), d)
    return sum(best.values()) / 1000, len(best)


def kernel_times(events, runs, req):
    """Each run's timed kernels: the sum of their durations (scaled), their count and their ORT operators."""
    for e in events:
        if e.get("cat") != "Node" or not e["name"].endswith("_kernel_time"):
            continue
        op = e["args"]["op_name"]
        if (op != req["only"]) if req.get("only") else op.startswith("Reorder"):
            continue
        if req.get("skip_node") and e["name"] == req["skip_node"] + "_kernel_time":
            continue
        run = next((x for x in runs if x["from"] <= e["ts"] <= x["to"]), None)
        if run:
            run["kernels"].append(e)
    copies = req.get("copies") or 0
    for run in runs:
        k = sorted(run["kernels"], key=lambda e: e["ts"])
        skip = len(k) // copies if copies >= 2 else len(k) >> 1 if req.get("second_half") else req.get("skip_first") or 0
        for e in k[skip:]:
            run["us"] += e["dur"] * run["scale"]
            run["n"] += 1
            run["ops"].append(e["args"]["op_name"])


def profile(req, make_session, opts, tick):
    """The reply to a profile request (above); make_session creates the session on opts."""
    opts.enable_profiling = True
    opts.profile_file_prefix = os.path.join(tempfile.gettempdir(), "tasoc-ort-profile-%d-" % os.getpid())
    s = make_session()
    try:
        on_cpu = timed_runs(s, req, tick)
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
    runs = [{"from": e["ts"], "to": e["ts"] + e["dur"], "us": 0, "n": 0, "kernels": [], "ops": [],
             "scale": on_cpu[i] if req.get("cpu_scaled") and i < len(on_cpu) else 1}
            for i, e in enumerate(x for x in events if x.get("name") == "model_run")]
    warm = req.get("warmup") or 0
    floor = node_floor(events, runs, warm) if req.get("node_floor") else None
    kernel_times(events, runs, req)
    timed = runs[warm:]
    reply = {"ms": [x["us"] / 1000 for x in timed], "kernels": max((x["n"] for x in timed), default=0)}
    if timed:
        reply["ops"] = timed[0]["ops"]
    if floor is not None:
        reply["node_floor_ms"], reply["nodes"] = floor
    return reply
