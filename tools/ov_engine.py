# ov_engine.py: the worker's openvino-cpu engine: OpenVINO's CPU plugin (PyPI openvino).
#
# A model is compiled for the CPU device on the target's threads (INFERENCE_NUM_THREADS), one stream and
# the latency hint, as an application that runs one request at a time deploys it. OpenVINO fuses and
# picks its kernels and layouts when it compiles, so what runs is known only by running it: the guard's
# timings decide. Inputs and outputs are described from the compiled model; where a dimension is not
# fixed, from the ONNX file, whose symbolic dimensions keep their names (OpenVINO's shapes only say
# "dynamic"), and such a model is compiled as it is, dynamic, and run at the shapes the request gives.
# onnx is imported only then: its import costs more than the rest of the worker's start together
# (docs/benchmarks.md, "Targets"), and the guard starts a worker for each of its batches.
import openvino as ov

from ort_profile import reply, timed_runs
from ort_seeded import seeded_inputs

NAME = "OpenVINO"
VERSION = ov.get_version().split("-")[0]
_core = ov.Core()

# OpenVINO's and ONNX's element types as the protocol names them.
_OV_TYPES = {"f32": "float32", "f64": "float64", "i64": "int64", "i32": "int32", "i8": "int8", "u8": "uint8",
             "boolean": "bool", "i16": "int16", "u16": "uint16", "u32": "uint32", "u64": "uint64", "f16": "float16"}
_ONNX_TYPES = {1: "float32", 11: "float64", 7: "int64", 6: "int32", 3: "int8", 2: "uint8", 9: "bool", 5: "int16",
               4: "uint16", 12: "uint32", 13: "uint64", 10: "float16"}


def _ports(ports):
    """A compiled model's inputs or outputs as input_meta gives them; None where a dimension is not fixed."""
    out = []
    for p in ports:
        shape = p.get_partial_shape()
        if not shape.is_static:
            return None
        out.append({"name": p.get_any_name(), "type": _OV_TYPES.get(p.get_element_type().get_type_name()),
                    "shape": [d.get_length() for d in shape]})
    return out


def _describe(values):
    """ONNX graph inputs or outputs as input_meta gives them: name, type, dims (a name or None where not fixed)."""
    out = []
    for v in values:
        t = v.type.tensor_type if v.type.HasField("tensor_type") else None
        dims = None
        if t is not None and t.HasField("shape"):
            dims = [d.dim_value if d.HasField("dim_value") else d.dim_param or None for d in t.shape.dim]
        out.append({"name": v.name, "type": _ONNX_TYPES.get(t.elem_type) if t is not None else None, "shape": dims or []})
    return out


def _graph_io(path):
    import onnx

    try:
        g = onnx.load(path, load_external_data=False).graph
    except Exception as e:  # protobuf's DecodeError, OSError
        raise ValueError("%s: not an ONNX model OpenVINO can read (%s)" % (path, str(e).split("\n")[0]))
    inits = {i.name for i in g.initializer}
    return _describe([i for i in g.input if i.name not in inits]), _describe(g.output)


def _compile(path, threads, perf):
    config = {"INFERENCE_NUM_THREADS": threads, "NUM_STREAMS": 1, "PERFORMANCE_HINT": "LATENCY"}
    if perf:
        config["PERF_COUNT"] = True
    return _core.compile_model(_core.read_model(path), "CPU", config)


class Session:
    """A compiled model: its inputs and outputs (input_meta's form) and run(feeds) -> the outputs in order."""

    def __init__(self, path, threads, perf=False):
        self.compiled = _compile(path, threads, perf)
        self.inputs, self.outputs = _ports(self.compiled.inputs), _ports(self.compiled.outputs)
        if self.inputs is None or self.outputs is None:
            self.inputs, self.outputs = _graph_io(path)
        self.request = self.compiled.create_infer_request()

    def run(self, feeds):
        res = self.request.infer(feeds)
        return [res[o] for o in self.compiled.outputs]


def check(target):
    """OpenVINO's CPU plugin runs wherever the package loads."""


def load(path, target, plain=False):
    if plain:
        raise ValueError("openvino-cpu has no plain mode: OpenVINO always optimizes what it compiles")
    return Session(path, target["threads"])


def message(e):
    """An error as one line: OpenVINO's are several, most naming the C++ source that threw."""
    lines = [x.strip() for x in str(e).splitlines()]
    said = [x for x in lines if x and not x.startswith(("Exception from ", "Check '", "FrontEnd API failed"))]
    return "; ".join(said) or (lines[0] if lines else type(e).__name__)


def _kernels(request):
    """The last run's kernels, in the order the compiled graph holds them: executed nodes only."""
    return [{"name": p.node_name, "op": p.node_type, "us": p.real_time.total_seconds() * 1e6}
            for p in request.get_profiling_info()
            if p.status == ov.ProfilingInfo.Status.EXECUTED and p.node_type not in ("Parameter", "Result")]


def profile(req, target, tick):
    """The reply to a profile request (ort_profile.py), from OpenVINO's performance counters."""
    s = Session(req["path"], target["threads"], perf=True)
    feeds = seeded_inputs(s.inputs, req.get("seed") or 0, req.get("symbols"))
    runs = []

    def run():
        s.run(feeds)
        runs.append(_kernels(s.request))

    on_cpu = timed_runs(run, req, tick)
    return reply(runs, on_cpu, req)
