#!/bin/sh
# bench_qkv.sh: part of bench_saturate.sh: BERT's three projections merged into one product or kept apart, priced and measured.
#
# Issue 17 asks that BERT's projection merges be found under the measured
# cost model. This measures whether they pay on ONNX Runtime's CPU at all,
# apart from anything else a search changes: 8 layers of BERT's shapes
# (x 64x1024; Q, K and V = x times a 1024x1024 weight each; the next x =
# Q + K + V, so every product is read), written twice:
#   apart:  three MatMuls a layer (as the input has them);
#   merged: one MatMul of x by [Wq Wk Wv] (1024x3072) and a Split a layer,
#           as the rule matmul_merge_shared writes it twice.
# Both are priced by the analytical and the ort cost models (`tasoc cost`;
# the ort keys from CACHE) and measured in ONNX Runtime, CPU, one thread,
# the two models interleaved run by run in 6 rounds of fresh sessions
# (tools/bench_headroom_time.py), so they share the machine's state.
#
# usage: sh tools/bench_qkv.sh DIR [CACHE]   (writes DIR/qkv.*; prints a markdown table)
set -e
T=${TASOC:-build/tasoc}
W=$1
CACHE=${2:-$W/ort.cache}
mkdir -p "$W"
/usr/bin/python3 - "$W" <<'EOF'
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

def build(merged, path, layers=8, d=1024, n=64):
    rng = np.random.default_rng(1)
    nodes, inits, x = [], [], "x"
    for l in range(layers):
        w = [(rng.standard_normal((d, d)) * 0.03).astype(np.float32) for _ in range(3)]
        qkv = ["q%d" % l, "k%d" % l, "v%d" % l]
        if merged:
            inits += [numpy_helper.from_array(np.concatenate(w, 1), "wqkv%d" % l),
                      numpy_helper.from_array(np.array([d, d, d], np.int64), "cut%d" % l)]
            nodes += [helper.make_node("MatMul", [x, "wqkv%d" % l], ["qkv%d" % l]),
                      helper.make_node("Split", ["qkv%d" % l, "cut%d" % l], qkv, axis=1)]
        else:
            for i, name in enumerate(qkv):
                inits.append(numpy_helper.from_array(w[i], "w" + name))
                nodes.append(helper.make_node("MatMul", [x, "w" + name], [name]))
        nodes += [helper.make_node("Add", qkv[:2], ["qk%d" % l]),
                  helper.make_node("Add", ["qk%d" % l, qkv[2]], ["y%d" % l])]
        x = "y%d" % l
    g = helper.make_graph(nodes, "qkv", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [n, d])],
                          [helper.make_tensor_value_info(x, TensorProto.FLOAT, [n, d])], inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 18)])
    m.ir_version = 8
    onnx.save(m, path)

build(False, sys.argv[1] + "/qkv.apart.onnx")
build(True, sys.argv[1] + "/qkv.merged.onnx")
EOF
$T cost "$W/qkv.apart.onnx" "$W/qkv.merged.onnx" --cost analytical >"$W/qkv.analytical.txt" 2>&1
$T cost "$W/qkv.apart.onnx" "$W/qkv.merged.onnx" --cost ort --cost-cache "$CACHE" >"$W/qkv.ort.txt" 2>&1
.venv/bin/python3 tools/bench_headroom_time.py 6 15 "$W/qkv.apart.onnx" "$W/qkv.merged.onnx" >"$W/qkv.times.jsonl"

/usr/bin/python3 - "$W" <<'EOF'
import json, re, sys
w = sys.argv[1]
def cost(c, m):
    g = re.search(r"^qkv\.%s\s+%s cost ([\d.]+) ms" % (m, c), open("%s/qkv.%s.txt" % (w, c)).read(), re.M)
    return float(g.group(1)) if g else float("nan")
t = {}
for line in open(w + "/qkv.times.jsonl"):
    j = json.loads(line)
    t[j["model"].split(".")[1]] = j
print("\nBERT's projections of 8 layers, merged (one 1024x3072 MatMul and a Split a layer) or apart (three MatMuls):")
print("predicted by each cost model, measured in ONNX Runtime (median of 6 rounds of sessions x 15 runs, interleaved)\n")
print("| graph | analytical, ms | ort, ms | measured, ms | measured CPU, ms | sessions' medians, ms |")
print("|---|---|---|---|---|---|")
for m in ("apart", "merged"):
    j = t[m]
    print("| %s | %.4f | %.4f | %.3f | %.3f | %s |" % (m, cost("analytical", m), cost("ort", m), j["ms"], j["cpu_ms"],
          " ".join("%.2f" % s for s in j["session_ms"])))
print("\nmerged / apart: analytical %.3f, ort %.3f, measured %.3f" % (
    cost("analytical", "merged") / cost("analytical", "apart"), cost("ort", "merged") / cost("ort", "apart"),
    t["merged"]["ms"] / t["apart"]["ms"]))
EOF
