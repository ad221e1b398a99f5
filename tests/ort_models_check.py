# ort_models_check.py: the ort cost model's one-operator models load in ONNX Runtime and give the key's output shapes.
#
# usage: ort_models_check.py LIST DIR
# LIST is what `tasoc cost models CACHE -o DIR` printed: "N.onnx KEY" a line.
# Every model is run by ONNX Runtime (npm, tools/ort_run.js) on random inputs;
# its outputs' shapes must be the key's out=[...] shapes, in order.
import base64, json, os, re, subprocess, sys, tempfile

import numpy as np
import onnx

lines = [l.split(" ", 1) for l in open(sys.argv[1]).read().splitlines() if l]
jobs, want = [], []
for name, key in lines:
    path = os.path.join(sys.argv[2], name)
    m = onnx.load(path)
    inits = {t.name for t in m.graph.initializer}
    inputs = {}
    for vi in m.graph.input:
        if vi.name in inits:
            continue
        dims = [d.dim_value for d in vi.type.tensor_type.shape.dim]
        x = np.random.default_rng(1).standard_normal(dims).astype(np.float32)
        inputs[vi.name] = {"type": "float32", "dims": dims, "data": base64.b64encode(x.tobytes()).decode()}
    jobs.append({"model": path, "inputs": inputs})
    out = re.search(r" out=(\S+)", key).group(1)
    want.append([[int(d) for d in s.strip("[]").split(",")] for s in out.split(";")])
with tempfile.TemporaryDirectory() as tmp:
    jf, rf = os.path.join(tmp, "jobs.json"), os.path.join(tmp, "results.json")
    json.dump(jobs, open(jf, "w"))
    subprocess.run(["node", "tools/ort_run.js", jf, rf], check=True)
    results = json.load(open(rf))
bad = 0
for (name, key), r, w in zip(lines, results, want):
    if "error" in r:
        print("FAILED: %s (%s): ONNX Runtime: %s" % (name, key, r["error"]))
        bad += 1
        continue
    got = [r["outputs"]["y%d" % i]["dims"] for i in range(len(r["outputs"]))]
    if got != w:
        print("FAILED: %s (%s): output shapes %s, the key says %s" % (name, key, got, w))
        bad += 1
kinds = sorted({key.split()[0] for _, key in lines})
print("ort models: %d of %d run in ONNX Runtime with the key's output shapes (%s)" % (len(lines) - bad, len(lines), " ".join(kinds)))
sys.exit(1 if bad else 0)
