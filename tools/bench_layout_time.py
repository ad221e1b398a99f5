# bench_layout_time.py: times the per-layout operator models of tools/bench_layout.py in ONNX Runtime (PyPI onnxruntime), interleaved.
#
# usage: .venv/bin/python3 tools/bench_layout_time.py probe DIR          (DIR/probe/*.onnx -> DIR/nhwc.json)
#        .venv/bin/python3 tools/bench_layout_time.py time DIR [ROUNDS]  (DIR/manifest.json -> DIR/times.json)
#
# probe loads and runs each com.microsoft NHWC model and records which load (a
# kernel ORT registers for float) and the error of those that do not.
#
# time opens every variant of every set as an ONNX Runtime session (CPU, one
# thread, the default graph optimizations, 'all', as tasoc's measurements use
# them), with ORT's profiler on, and runs them in rounds: each round runs the
# variants of one set one after the other, in an order that alternates round to
# round, so that the machine's load falls on all of them alike. A run's figure is
# the sum of the kernel times the profiler reports for it: every kernel ORT ran,
# its own NCHWc reorders and any Transpose included (what the layout costs in
# ORT), and not the binding's fixed cost per run; and apart, the operator's own
# kernels (reorders and Transposes left out), to tell a dearer kernel from a
# dearer conversion. Each variant's session also writes the graph ORT ran
# (optimized_model_filepath), whose operators are listed beside the figure, so
# the table says whether ORT fused a Transpose away. The whole models of the
# manifest are profiled the same way (node kernel times summed per run), the
# denominator of the per-model figures.
#
# The port of tools/bench_layout.js (node's onnxruntime-node, gone): the same files, keys and figures.
import json
import os
import re
import sys
import tempfile

import numpy as np
import onnx
import onnxruntime as ort

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ort_engine  # noqa: E402  (the worker's session options on ort-cpu:1, spinning as it profiles)

WARM = 3  # untimed rounds before a set's timed ones

# Errors only, from the sessions and from ORT's default logger: bench_layout.sh shows this script's stderr.
ort.set_default_logger_severity(3)


def feeds(s):
    """Every input float32, element i sin(i * 12.9898) * 0.5 (as the node version filled them; no
    seeded inputs: the figures are kernel times, not outputs), a dimension not a positive size taken as 1."""
    f = {}
    for m in s.get_inputs():
        dims = [d if isinstance(d, int) and d > 0 else 1 for d in m.shape]
        n = int(np.prod(dims, dtype=np.int64))
        f[m.name] = (np.sin(np.arange(n, dtype=np.float64) * 12.9898) * 0.5).astype(np.float32).reshape(dims)
    return f


def first_line(e):
    """An error's first line, less the Python binding's "[ONNXRuntimeError] : 9 : NOT_IMPLEMENTED : "
    (node's messages had none, and the report keeps only 70 characters of a probe's)."""
    return re.sub(r"^\[ONNXRuntimeError\] : \d+ : \w+ : ", "", str(e).split("\n")[0])


def op_types(path):
    """The op types of the graph ORT ran (its optimized model, read back without external data)."""
    g = onnx.load(path, load_external_data=False).graph
    return [n.op_type or "?" for n in g.node]


class Profiled:
    """A session with its profiler on, its feeds, and the op types of the graph it runs (when asked)."""

    count = 0

    def __init__(self, path, opt_file=None):
        # a prefix of its own per session: a control opens the same file twice
        Profiled.count += 1
        o = ort_engine.options(1, whole=False)
        o.enable_profiling = True
        o.profile_file_prefix = os.path.join(tempfile.gettempdir(), "tasoc-layout-%d-%d-" % (os.getpid(), Profiled.count))
        if opt_file:
            o.optimized_model_filepath = opt_file
        self.s = ort_engine.cpu_session(path, o)
        self.f = feeds(self.s)
        self.ops = None
        if opt_file:
            try:
                self.ops = op_types(opt_file)
            except Exception:
                self.events()  # no listing, no variant: its profile goes too
                raise

    def run(self):
        self.s.run(None, self.f)

    def events(self):
        """Ends the profile and the session; the profiler's events (the file removed)."""
        path = self.s.end_profiling()
        self.s = None
        try:
            with open(path) as fh:
                return json.load(fh)
        finally:
            if path and os.path.exists(path):
                os.unlink(path)


def run_times(events, skip):
    """Each run's kernel time in us, all kernels and the operator's own (the runs after `skip`)."""
    runs = [{"from": e["ts"], "to": e["ts"] + e["dur"], "us": 0, "core": 0} for e in events if e.get("name") == "model_run"]
    for e in events:
        if e.get("cat") != "Node" or not e.get("name", "").endswith("_kernel_time"):
            continue
        r = next((q for q in runs if q["from"] <= e["ts"] <= q["to"]), None)
        if r is None:
            continue
        r["us"] += e["dur"]
        if not re.match(r"(Reorder|Transpose$)", e["args"]["op_name"]):
            r["core"] += e["dur"]
    return {"us": [r["us"] for r in runs[skip:]], "core": [r["core"] for r in runs[skip:]]}


def load():
    return " ".join("%.2f" % l for l in os.getloadavg())


def write_json(path, obj, indent=None):
    with open(path, "w") as fh:
        json.dump(obj, fh, indent=indent, separators=(",", ": ") if indent is not None else (",", ":"))


def probe(d):
    res = {}
    for f in sorted(os.listdir(os.path.join(d, "probe"))):
        op = re.sub(r"\.onnx$", "", f)
        try:
            s = ort_engine.cpu_session(os.path.join(d, "probe", f), ort_engine.options(1, whole=False))
            s.run(None, feeds(s))
            del s
            res[op] = True
        except Exception as e:  # ORT refuses the model: no float kernel for the op
            res[op] = False
            res[op + "_error"] = first_line(e)[:160]
    write_json(os.path.join(d, "nhwc.json"), res, indent=1)
    print("NHWC kernels:", json.dumps(res, separators=(",", ":")), file=sys.stderr)


def open_variants(d, s):
    """Each variant of set s that loads, as a Profiled session writing its optimized graph to DIR/opt."""
    xs = {}
    for k, f in s["variants"].items():
        opt = os.path.join(d, "opt", "%s-%s.onnx" % (s["id"], k))
        try:
            xs[k] = Profiled(os.path.join(d, s["dir"], f), opt)
        except Exception as e:
            print("%s %s: %s" % (s["label"], k, first_line(e)), file=sys.stderr)
    return xs


def time_set(d, s, rounds):
    """A set's variants, one after the other in each round, the order reversed every other round."""
    xs = open_variants(d, s)
    ks = list(xs)
    for r in range(WARM + rounds):
        for j in range(len(ks)):
            xs[ks[len(ks) - 1 - j if r % 2 else j]].run()
    return {k: dict(run_times(xs[k].events(), WARM), ops=xs[k].ops) for k in ks}


def time_whole(path, rounds):
    """A whole model's kernel time per run, the median (the upper one) of max(5, min(rounds, 20)) runs."""
    x = Profiled(path)
    n = max(5, min(rounds, 20))
    try:
        for _ in range(1 + n):
            x.run()
    finally:
        events = x.events()  # a run that fails leaves no profile file behind either
    us = sorted(run_times(events, 1)["us"])
    return us[len(us) >> 1]


def time_all(d, rounds):
    with open(os.path.join(d, "manifest.json")) as fh:
        man = json.load(fh)
    out = {"ort": ort.__version__, "rounds": rounds, "load_before": load(), "sets": {}, "whole": {}}
    os.makedirs(os.path.join(d, "opt"), exist_ok=True)
    for s in man["sets"]:
        out["sets"][str(s["id"])] = time_set(d, s, rounds)
        sys.stderr.write(".")
        sys.stderr.flush()
    # The whole models, one after the other (their figure is a denominator, not a comparison).
    for name, path in zip(man["models"], man["model_files"]):
        try:
            out["whole"][name] = time_whole(path, rounds)
        except Exception as e:
            print("%s: %s" % (name, first_line(e)), file=sys.stderr)
    out["load_after"] = load()
    write_json(os.path.join(d, "times.json"), out)
    sys.stderr.write("\n")


def parse_rounds(a):
    """ROUNDS as node's Number(a) || 30 had it: missing, 0 or not a number is 30."""
    try:
        v = float(a)
    except (TypeError, ValueError):
        return 30
    return int(v) if 1 <= v < 1e9 else 30  # NaN compares false: 30


def main(argv):
    cmd, d = (argv + [None, None])[:2]
    if cmd == "probe" and d:
        probe(d)
    elif cmd == "time" and d:
        time_all(d, parse_rounds(argv[2] if len(argv) > 2 else None))
    else:
        raise ValueError("usage: bench_layout_time.py probe|time DIR [ROUNDS]")


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except Exception as e:
        print(first_line(e), file=sys.stderr)
        sys.exit(1)
