#!/usr/bin/python3
# make_external_model.py: a large ONNX model with external data, written a chunk at a time (never whole in memory).
#
#   make_external_model.py OUT.onnx GIB [WIDTH]
#
# x [1, WIDTH] through MatMul and Relu layers, each weight WIDTH x WIDTH
# floats, as many as make about GIB GiB, then two small MatMuls of one input
# added (which tasoc merges: a folded weight of its own). The weights go to
# OUT.onnx.data beside the model, each at an offset aligned to 4096, written
# 64 MiB at a time from a seeded generator; the model file holds only the
# references. For the bench (tools/bench_external.sh); never committed.
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper

out, gib = sys.argv[1], float(sys.argv[2])
width = int(sys.argv[3]) if len(sys.argv) > 3 else 8192
layers = max(1, round(gib * 2**30 / (width * width * 4)))
data_name = os.path.basename(out) + ".data"
rng = np.random.default_rng(1)
scale = np.float32(1.0 / np.sqrt(width))


def external(f, name, shape):
    """Appends a seeded weight of shape to f; the TensorProto that refers to it."""
    pad = (-f.tell()) % 4096
    f.write(b"\0" * pad)
    offset, n = f.tell(), int(np.prod(shape))
    chunk = 1 << 24  # floats: 64 MiB
    for k in range(0, n, chunk):
        f.write((rng.standard_normal(min(chunk, n - k), dtype=np.float32) * scale).astype("<f4").tobytes())
    t = TensorProto(name=name, data_type=TensorProto.FLOAT, dims=shape, data_location=TensorProto.EXTERNAL)
    for key, value in (("location", data_name), ("offset", str(offset)), ("length", str(n * 4))):
        e = t.external_data.add()
        e.key, e.value = key, value
    return t


inits, nodes, x = [], [], "x"
with open(out + ".data", "wb") as f:
    for i in range(layers):
        inits.append(external(f, "W%d" % i, [width, width]))
        nodes.append(helper.make_node("MatMul", [x, "W%d" % i], ["m%d" % i]))
        nodes.append(helper.make_node("Relu", ["m%d" % i], ["r%d" % i]))
        x = "r%d" % i
    inits.append(external(f, "Wa", [width, 64]))
    inits.append(external(f, "Wb", [width, 64]))
nodes += [helper.make_node("MatMul", [x, "Wa"], ["a"]), helper.make_node("MatMul", [x, "Wb"], ["b"]),
          helper.make_node("Add", ["a", "b"], ["y"])]
g = helper.make_graph(nodes, "external", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, width])],
                      [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 64])], inits)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
m.ir_version = 8
with open(out, "wb") as f:
    f.write(m.SerializeToString())
print("%s: %d layers of %dx%d float weights, %.2f GiB in %s" % (out, layers, width, width,
      os.path.getsize(out + ".data") / 2**30, data_name))
