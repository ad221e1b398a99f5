# ort_profile.py: the worker's "profile" request: each run's kernel time from the runtime's own profiler.
#
#   {"op":"profile","path":P,"seed":S,"warmup":W,"runs":N,"flush_bytes":B}
#     -> {"ms":[N kernel times],"kernels":K}: for the measured cost model (host/backend/cost_ort.c),
#        each run's kernel time from the runtime's profiler (ONNX Runtime's, or OpenVINO's performance
#        counters), its layout reorders left out, and K the number of kernels a run timed (the cost
#        model takes the profiler's own time per kernel back out); with B > 0, B bytes are read before
#        each run, "flush_passes" times (default 1), so that weights leave the cache;
#        with "copies":C (C >= 2) only the kernels after the first C-th of each run's, in the order
#        they ran, are timed and counted (the model holds its operator C times: the first copy
#        brings the runtime's own state back to the cache; the cost model takes the mean of the others);
#        with "only":O only the kernels of runtime operator O are timed and counted, reorders
#        included (the cost model's reorder keys: "ReorderInput" in a model where ORT adds one);
#        ("ops": the runtime's operators of the kernels timed in the first timed run, in the order they ran);
#        with "skip_node":L the kernels of the node named L are not timed (the model's lead node,
#        which ORT runs first when it comes last in the file: it pays the run's own start);
#        with "skip_first":F the first F kernels of each run's, in the order they ran, are not
#        timed (the model's lead node: the first kernel of a run pays the run's own start);
#        with "second_half":true only the second half of each run's kernels, in the order
#        they ran, is timed and counted (the model holds its operator twice: the first
#        copy brings the runtime's own state back to the cache)
#     with "cpu_scaled":true each run's kernel times (and node_floor's) are scaled by the share
#        of the run the process spent on a CPU (its CPU time over the run's wall time, at most 1),
#        for runs of 20 ms or more (isnet's, mlsd's convolutions; a run that long is descheduled
#        evenly across its kernels on a loaded machine, a short one in lumps)
#     with "max_ms":T no more timed runs start once the timed ones took T ms, but at least 4
#        run (the reply then holds fewer than N times: a key of 100 ms a run needs no 16)
#     with "node_floor":true also {"node_floor_ms":F,"nodes":M}: each of the M nodes' fastest
#        kernel time over the runs, reorders included, summed (a whole model's kernels with
#        descheduling left out: what the cost model's per-operator figures are compared
#        with on a busy machine)
#
# The engines (ort_engine.py, ov_engine.py) give each run as its kernels in the order they ran,
# {"name": node, "op": operator, "us": duration}; the selection below is the same for both.
import time

import numpy as np

_flush = {"buf": None}  # the flush's buffer, kept between requests (allocating 64 MiB each time costs more than reading it)


def flush_buffer(nbytes):
    n = -(-nbytes // 4)
    if _flush["buf"] is None or _flush["buf"].size < n:
        _flush["buf"] = np.ones(n, dtype=np.int32)
    return _flush["buf"][:n]


def timed_runs(run, req, tick):
    """Calls run() warmup + runs times; each run's share of its wall time spent on a CPU (1 under 20 ms)."""
    buf = flush_buffer(req["flush_bytes"]) if (req.get("flush_bytes") or 0) > 0 else None
    warm, on_cpu, sink, started = req.get("warmup") or 0, [], 0, 0
    max_ms = req.get("max_ms") or 0
    for r in range(warm + req["runs"]):
        if r == warm:
            started = time.perf_counter()
        elif r >= warm + 4 and max_ms > 0 and (time.perf_counter() - started) * 1e3 > max_ms:
            break  # "max_ms": no more timed runs once they took that long, but never fewer than 4
        for _ in range((req.get("flush_passes") or 1) if buf is not None else 0):
            sink += int(buf[::16].sum())  # one read per cache line
        c0, t0 = time.process_time(), time.perf_counter()
        run()
        cpu, wall = time.process_time() - c0, time.perf_counter() - t0
        # Only a run of 20 ms or more: descheduled in slices of a few ms, it loses time evenly across its
        # kernels; a shorter run loses it in lumps, which the fastest of several runs leaves out instead.
        on_cpu.append(min(1.0, cpu / wall) if wall >= 0.02 else 1.0)
        tick()
    return on_cpu


def node_floor(runs):
    """Each node's fastest kernel time over the timed runs, reorders included, summed; and the node count."""
    best = {}
    for run in runs:
        for k in run["kernels"]:
            best[k["name"]] = min(best.get(k["name"], float("inf")), k["us"] * run["scale"])
    return sum(best.values()) / 1000, len(best)


def selected(kernels, req):
    """The kernels of one run that are timed, in the order they ran."""
    only, skip_node = req.get("only"), req.get("skip_node")
    k = [e for e in kernels if ((e["op"] == only) if only else not e["op"].startswith("Reorder"))
         and not (skip_node and e["name"] == skip_node)]
    copies = req.get("copies") or 0
    skip = len(k) // copies if copies >= 2 else len(k) >> 1 if req.get("second_half") else req.get("skip_first") or 0
    return k[skip:]


def reply(runs, on_cpu, req):
    """The reply from every run's kernels (the warm-up runs first): runs = [[{"name", "op", "us"}...]...]."""
    scaled = [{"kernels": k, "scale": on_cpu[i] if req.get("cpu_scaled") and i < len(on_cpu) else 1}
              for i, k in enumerate(runs)]
    timed = scaled[req.get("warmup") or 0:]
    chosen = [selected(r["kernels"], req) for r in timed]
    out = {"ms": [sum(e["us"] for e in k) * r["scale"] / 1000 for k, r in zip(chosen, timed)],
           "kernels": max((len(k) for k in chosen), default=0)}
    if chosen:
        out["ops"] = [e["op"] for e in chosen[0]]
    if req.get("node_floor"):
        out["node_floor_ms"], out["nodes"] = node_floor(timed)
    return out
