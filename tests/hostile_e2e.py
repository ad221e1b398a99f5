#!/usr/bin/python3
# hostile_e2e.py: `make test-onnx`: hostile ONNX models, each class of issue 20's policy, through tasoc optimize.
#
# Every model here is built to break an importer: an opset from the future,
# attributes of the wrong type, names that are not UTF-8, empty tensors,
# dimensions that are negative or overflow, zero strides, initializers that
# claim more data than they hold, names of megabytes, external data pointing
# out of the model's directory, subgraphs nested thousands deep, long chains.
# Each case states what tasoc must do: refuse (exit 1, a message naming the
# culprit, no output file, a JSON report holding the error) or optimize (exit
# 0, the result equal to the original where ONNX Runtime can run both, or
# untouched where tasoc must not rewrite). Every run is bounded: 60 s, 2 GiB of
# address space, and a 1 MiB stack for the deep and long cases, so recursion
# proportional to depth shows as a crash.
import json
import os
import resource
import subprocess
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

B = os.environ.get("BUILD", "build")
TASOC = os.path.join(B, "tasoc")
OUT = os.path.join(B, "hostile")
os.makedirs(OUT, exist_ok=True)
failures = []


def model(nodes, inputs, outputs, inits=(), opset=13, ir=8):
    g = helper.make_graph(nodes, "hostile", inputs, outputs, list(inits))
    return helper.make_model(g, opset_imports=[helper.make_opsetid("", opset)], ir_version=ir)


def vi(name, shape, dt=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, dt, shape)


def conv_model(**attrs):
    w = numpy_helper.from_array(np.ones((2, 1, 3, 3), np.float32), "w")
    n = helper.make_node("Conv", ["x", "w"], ["y"], name="conv0", **attrs)
    return model([n], [vi("x", [1, 1, 8, 8])], [vi("y", None)], [w])


def relu_chain(n, opset=13):
    nodes = [helper.make_node("Relu", ["x" if i == 0 else "t%d" % (i - 1)], ["t%d" % i], name="r%d" % i)
             for i in range(n)]
    return model(nodes, [vi("x", [1, 4])], [vi("t%d" % (n - 1), [1, 4])], opset=opset)


def with_attr(m, node_index, attr):
    m.graph.node[node_index].attribute.append(attr)
    return m


def raw_attr(name, kind, **fields):
    a = onnx.AttributeProto()
    a.name = name
    a.type = kind
    for k, v in fields.items():
        if isinstance(v, list):
            getattr(a, k).extend(v)
        else:
            setattr(a, k, v)
    return a


def deep_if(depth):
    """The wire bytes of a model whose If nests `depth` levels: built inside out in O(depth)."""
    def varint(v):
        out = bytearray()
        while True:
            b = v & 0x7F
            v >>= 7
            out.append(b | (0x80 if v else 0))
            if not v:
                return bytes(out)

    def field(num, payload_len):  # the key and length of a length-delimited field
        return varint(num << 3 | 2) + varint(payload_len)

    y = vi("y", [], TensorProto.BOOL)
    inner = helper.make_graph([helper.make_node("Identity", ["c"], ["y"])], "leaf", [], [y])
    inner_bytes = inner.SerializeToString()
    out_vi = y.SerializeToString()
    # Each level: GraphProto{ node(1): NodeProto{ input(1) "c", output(2) "y", op_type(4) "If",
    #   attribute(5): AttributeProto{ name(1) "then_branch", type(20) GRAPH, g(6): <inner> } }, output(12): y }
    prefixes, suffixes = [], []
    length = len(inner_bytes)
    node_head = field(1, 1) + b"c" + field(2, 1) + b"y" + field(4, 2) + b"If"
    for _ in range(depth):
        attr_head = field(1, 11) + b"then_branch" + varint(20 << 3) + varint(5)
        attr_len = len(attr_head) + len(field(6, length)) + length
        node_len = len(node_head) + len(field(5, attr_len)) + attr_len
        tail = field(12, len(out_vi)) + out_vi
        graph_len = len(field(1, node_len)) + node_len + len(tail)
        prefixes.append(field(1, node_len) + node_head + field(5, attr_len) + attr_head + field(6, length))
        suffixes.append(tail)
        length = graph_len
    graph = b"".join(reversed(prefixes)) + inner_bytes + b"".join(suffixes)
    # ModelProto{ ir_version(1) 8, graph(7), opset_import(8) }; the top graph reads input c.
    opset = helper.make_opsetid("", 13).SerializeToString()
    c_in = vi("c", [], TensorProto.BOOL).SerializeToString()
    graph += field(11, len(c_in)) + c_in
    return varint(1 << 3) + varint(8) + field(7, len(graph)) + graph + field(8, len(opset)) + opset


def run(name, data, args=(), stack_mb=None):
    path = os.path.join(OUT, name + ".onnx")
    out = os.path.join(OUT, name + ".opt.onnx")
    report = os.path.join(OUT, name + ".json")
    for p in (out, report):
        if os.path.exists(p):
            os.remove(p)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.SerializeToString())

    def limits():
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
        if stack_mb:
            resource.setrlimit(resource.RLIMIT_STACK, (stack_mb << 20, stack_mb << 20))

    cmd = [TASOC, "optimize", path, "-o", out, "--report", report, "--cost", "analytical", "--no-measure",
           "--budget", "50"] + list(args)
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=60, preexec_fn=limits)
    except subprocess.TimeoutExpired:
        return None, "", path, out, report
    return p.returncode, p.stderr.decode("utf-8", "replace"), path, out, report


def fail(name, why):
    failures.append(name)
    print("hostile_e2e: FAILED: %s: %s" % (name, why))


def refused(name, data, words, args=(), stack_mb=None):
    """tasoc must exit 1 naming each of words, write no model and a report holding the error."""
    rc, err, _, out, report = run(name, data, args, stack_mb)
    if rc is None:
        return fail(name, "ran past 60 s")
    if rc != 1:
        return fail(name, "exit %d (want 1, a refusal); stderr: %s" % (rc, err.strip()[:300]))
    missing = [w for w in words if w not in err]
    if missing:
        return fail(name, "the error does not name %s: %s" % (missing, err.strip()[:300]))
    if os.path.exists(out):
        return fail(name, "refused, yet %s was written" % out)
    try:
        with open(report) as f:
            if "error" not in json.load(f):
                return fail(name, "the report holds no error")
    except (OSError, ValueError) as e:
        return fail(name, "no valid JSON report: %s" % e)
    print("hostile_e2e: %-28s refused: %s" % (name, err.strip().splitlines()[-1][:110]))


def accepted(name, data, args=(), stack_mb=None, same_ops=False, words=()):
    """tasoc must exit 0 and write a model; same_ops: with the original's operators, untouched."""
    rc, err, path, out, report = run(name, data, args, stack_mb)
    if rc is None:
        return fail(name, "ran past 60 s")
    if rc != 0:
        return fail(name, "exit %d (want 0); stderr: %s" % (rc, err.strip()[:300]))
    if not os.path.exists(out):
        return fail(name, "exit 0 but no output")
    missing = [w for w in words if w not in err]
    if missing:
        return fail(name, "the output does not say %s: %s" % (missing, err.strip()[:300]))
    try:
        with open(report, "rb") as f:
            json.loads(f.read().decode("utf-8"))
    except (OSError, ValueError) as e:
        return fail(name, "the report is not valid UTF-8 JSON: %s" % e)
    if same_ops:
        a = [n.op_type for n in onnx.load(path).graph.node]
        b = [n.op_type for n in onnx.load(out).graph.node]
        if a != b:
            return fail(name, "rewritten (%d -> %d nodes); it must stay untouched" % (len(a), len(b)))
    print("hostile_e2e: %-28s accepted" % name)


# An opset newer than tasoc knows: its operators may mean something else. Kept untouched, and said.
refused("opset_from_the_future", relu_chain(3, opset=99999), ["99999", "23"])

# Attributes of the wrong type: ONNX Runtime refuses such a model; so does tasoc, naming node and attribute.
refused("attr_string_for_ints", with_attr(conv_model(), 0, raw_attr("kernel_shape", onnx.AttributeProto.STRING,
                                                                     s=b"3x3")), ["conv0", "kernel_shape"])
refused("attr_float_for_int", with_attr(conv_model(), 0, raw_attr("group", onnx.AttributeProto.FLOAT, f=1.0)),
        ["conv0", "group"])
refused("attr_type_unset", with_attr(conv_model(), 0, raw_attr("strides", onnx.AttributeProto.UNDEFINED)),
        ["conv0", "strides"])

# Zero strides, kernels or dilations, and negative pads: no division by zero, the node named.
refused("conv_zero_stride", conv_model(strides=[0, 0]), ["conv0", "strides"])
refused("conv_zero_dilation", conv_model(dilations=[0, 1]), ["conv0", "dilations"])
refused("conv_negative_pads", conv_model(pads=[-5, 0, 0, 0]), ["conv0"])
refused("maxpool_zero_kernel", model([helper.make_node("MaxPool", ["x"], ["y"], name="pool0", kernel_shape=[0, 0])],
                                     [vi("x", [1, 1, 8, 8])], [vi("y", None)]), ["pool0", "kernel_shape"])

# Names that are not UTF-8: kept as bytes in the model, never breaking the JSON report.
m = relu_chain(2)
raw = m.SerializeToString().replace(b"r0", b"\xff\xfe")
accepted("name_not_utf8", raw)

# Names of megabytes: no quadratic copying, no cut message that loses the node.
big = "n" * (4 << 20)
m = model([helper.make_node("Relu", ["x"], [big]), helper.make_node("Relu", [big], ["y"])],
          [vi("x", [1, 4])], [vi("y", [1, 4])])
accepted("name_of_4_megabytes", m)

# Empty tensors: an input with a zero extent is refused by name (tasoc's IR has none);
# an empty constant that an opaque operator reads (Resize's roi) passes through.
refused("input_with_zero_dim", model([helper.make_node("Relu", ["x"], ["y"])], [vi("x", [0, 4])], [vi("y", [0, 4])]), ["x"])
roi = numpy_helper.from_array(np.zeros((0,), np.float32), "roi")
scales = numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), "scales")
accepted("empty_roi_of_resize", model([helper.make_node("Relu", ["x"], ["r"]),
                                       helper.make_node("Resize", ["r", "roi", "scales"], ["y"], mode="nearest")],
                                      [vi("x", [1, 1, 4, 4])], [vi("y", None)], [roi, scales]))

# Dimensions that are negative or overflow, in inputs and in initializers.
refused("input_negative_dim", model([helper.make_node("Relu", ["x"], ["y"])], [vi("x", [1, -5])], [vi("y", None)]),
        ["x"])
refused("input_dims_overflow", model([helper.make_node("Relu", ["x"], ["y"])],
                                     [vi("x", [1 << 40, 1 << 40])], [vi("y", None)]), ["x"])
w = helper.make_tensor("w", TensorProto.FLOAT, [2, 1, 3, 3], [1.0] * 18)
w.dims[0] = -2
refused("init_negative_dim", model([helper.make_node("Conv", ["x", "w"], ["y"], name="conv0")],
                                   [vi("x", [1, 1, 8, 8])], [vi("y", None)], [w]), ["w"])

# Initializers that claim more data than they hold.
w = helper.make_tensor("w", TensorProto.FLOAT, [2, 1, 3, 3], np.ones(18, np.float32).tobytes(), raw=True)
w.raw_data = w.raw_data[:8]
refused("init_raw_data_short", model([helper.make_node("Conv", ["x", "w"], ["y"], name="conv0")],
                                     [vi("x", [1, 1, 8, 8])], [vi("y", None)], [w]), ["w"])
w = helper.make_tensor("w", TensorProto.FLOAT, [3], [1.0, 2.0, 3.0])
w.dims[:] = [1000, 1000]
refused("init_float_data_short", model([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm0")],
                                       [vi("x", [1, 1000])], [vi("y", None)], [w]), ["w"])

# External data out of the model's folder: refused (tests/external_e2e.sh has the other ways out).
for case, loc in (("external_data_parent", "../../etc/passwd"), ("external_data_absolute", "/etc/passwd")):
    w = helper.make_tensor("w", TensorProto.FLOAT, [2, 1, 3, 3], [1.0] * 18)
    w.ClearField("float_data")
    w.data_location = TensorProto.EXTERNAL
    e = w.external_data.add()
    e.key, e.value = "location", loc
    refused(case, model([helper.make_node("Conv", ["x", "w"], ["y"], name="conv0")], [vi("x", [1, 1, 8, 8])],
                        [vi("y", None)], [w]), ["w", "external"])

# Subgraphs nested thousands deep: refused before any recursion can overflow the stack.
refused("if_nested_100000_deep", deep_if(100000), ["nest"], stack_mb=1)
accepted("if_nested_8_deep", deep_if(8))

# A long chain: no recursion proportional to its length (1 MiB of stack).
accepted("relu_chain_50000", relu_chain(50000), stack_mb=1)
# The saturating search too: its e-graph, the parts and the extraction's walks are iterative.
accepted("relu_chain_50000_saturate", relu_chain(50000), args=["--search", "saturate"], stack_mb=1)

# Memory: --max-memory is honoured, refusing with the limit named rather than crashing.
refused("max_memory_too_small", relu_chain(2000), ["--max-memory"], args=["--max-memory", "64K"])
accepted("max_memory_enough", relu_chain(2000), args=["--max-memory", "512M"])

if failures:
    print("hostile_e2e: FAILED: %d case(s): %s" % (len(failures), " ".join(failures)))
    sys.exit(1)
print("hostile_e2e: every hostile case answered as the policy says")
