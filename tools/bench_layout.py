# bench_layout.py: per-layout operator models for `make bench` (tools/bench_layout.sh), and the table of their timings.
#
# usage: /usr/bin/python3 tools/bench_layout.py gen DIR MODEL.onnx...
#        /usr/bin/python3 tools/bench_layout.py report DIR
#
# gen collects, from the given models, the shapes at which matrix products,
# convolutions and pools occur (with how often each occurs in which model),
# and writes for each distinct shape one small ONNX model per layout ONNX
# Runtime's CPU provider can be asked to run it in, into DIR/sets/, with
# DIR/manifest.json naming them. tools/bench_layout_time.py times every set's
# variants interleaved (DIR/times.json); report prints the table, each
# variant against the layout as written, and per model what the best layout
# of each operator would save at most against the model's own kernel time.
#
# The variants (the question each answers):
#   matrix products A[..,M,K] . B[..,K,N], B a weight (initializer) or an activation:
#     mm        MatMul(A, B), as written
#     gemm_tB   Gemm(A, B^T, transB=1), B^T stored (a pre-transposed initializer, or an
#               activation that arrives transposed): does a column-major operand cost more?
#     t_mm      MatMul(A, Transpose(B^T)): does ORT fuse the Transpose into the product
#               (MatmulTransposeFusion, FusedMatMul) or run it?
#     gemm_tA / t_mm_A  the same for the left operand (A^T arrives)
#     T         the conversion alone: Transpose of the operand
#   convolutions and pools (x NCHW as the model writes it):
#     nchw      the operator as written
#     nhwc_T    x arrives NHWC: Transpose to NCHW, the operator, Transpose back to NHWC
#               (standard ONNX has no NHWC Conv; ORT's transformers may absorb them)
#     nhwc_ms   com.microsoft NhwcConv / NhwcMaxPool on NHWC x, where ORT registers a
#               float kernel (gen checks by loading the model; see tools/bench_layout_time.py)
#     T         the conversion alone: Transpose NCHW -> NHWC of x
#   and for each shape the control, same: the layout as written again, timed as a variant of its
#   own (what it "saves" is the noise in the per-model bound)
# A float weight is random; nothing here checks outputs (the tests do, for what tasoc writes).
import json
import os
import sys
from collections import defaultdict

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper, shape_inference

OPSET = [helper.make_opsetid("", 17), helper.make_opsetid("com.microsoft", 1)]
rng = np.random.default_rng(7)


def shapes_of(m):
    """Static shapes of every tensor (value_info, inputs, outputs, initializers)."""
    try:
        m = shape_inference.infer_shapes(m, data_prop=True)
    except Exception:
        pass
    out = {}
    for v in list(m.graph.value_info) + list(m.graph.input) + list(m.graph.output):
        t = v.type.tensor_type
        if not t.HasField("shape"):
            continue
        dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
        if all(d is not None and d > 0 for d in dims) or dims == []:
            out[v.name] = (dims, t.elem_type)
    for i in m.graph.initializer:
        out[i.name] = (list(i.dims), i.data_type)
    return out


def attrs_of(n):
    return {a.name: helper.get_attribute_value(a) for a in n.attribute}


def collect(paths):
    """Distinct operator shapes: key -> {op, shapes, attrs, const_b, models: {model: count}}."""
    found = {}
    for p in paths:
        name = os.path.basename(p).rsplit(".", 1)[0]
        m = onnx.load(p)
        sh = shapes_of(m)
        inits = {i.name for i in m.graph.initializer}
        for n in m.graph.node:
            ins = [sh.get(i) for i in n.input if i]
            if n.op_type == "MatMul" and len(ins) == 2 and all(ins) and ins[0][1] == TensorProto.FLOAT:
                a, b = ins[0][0], ins[1][0]
                if len(a) < 2 or len(b) < 2:
                    continue
                key = ("MatMul", tuple(a), tuple(b), n.input[1] in inits)
                e = found.setdefault(key, {"op": "MatMul", "a": a, "b": b, "const_b": n.input[1] in inits, "models": defaultdict(int)})
            elif n.op_type == "Transpose" and ins and ins[0] and ins[0][1] == TensorProto.FLOAT:
                perm = list(attrs_of(n).get("perm", []))
                key = ("Transpose", tuple(ins[0][0]), tuple(perm))
                e = found.setdefault(key, {"op": "Transpose", "x": ins[0][0], "perm": perm, "models": defaultdict(int)})
            elif n.op_type in ("Conv", "MaxPool", "AveragePool", "GlobalAveragePool") and ins and ins[0] and ins[0][1] == TensorProto.FLOAT:
                x = ins[0][0]
                if len(x) != 4 or (n.op_type == "Conv" and (len(ins) < 2 or not ins[1] or n.input[1] not in inits)):
                    continue
                at = attrs_of(n)
                at = {k: (v.decode() if isinstance(v, bytes) else v) for k, v in at.items()}
                w = ins[1][0] if n.op_type == "Conv" else None
                bias = n.op_type == "Conv" and len(n.input) > 2 and n.input[2] != ""
                key = (n.op_type, tuple(x), tuple(w or ()), json.dumps(at, sort_keys=True), bias)
                e = found.setdefault(key, {"op": n.op_type, "x": x, "w": w, "bias": bias, "attrs": at, "models": defaultdict(int)})
            else:
                continue
            e["models"][name] += 1
    return found


def tensor(name, dims):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, dims)


def init(name, dims):
    return numpy_helper.from_array((rng.standard_normal(dims) * 0.1).astype(np.float32), name)


def save(path, nodes, inputs, outputs, inits):
    g = helper.make_graph(nodes, "layout", inputs, outputs, inits)
    m = helper.make_model(g, opset_imports=OPSET, producer_name="tasoc bench_layout")
    m.ir_version = 8
    onnx.save(m, path)


def swap(d):
    return d[:-2] + [d[-1], d[-2]]


def perm_swap(r):
    return list(range(r - 2)) + [r - 1, r - 2]


def matmul_variants(e, d):
    a, b, cb = e["a"], e["b"], e["const_b"]
    out = list(np.broadcast_shapes(tuple(a[:-2]), tuple(b[:-2]))) + [a[-2], b[-1]]
    two = len(a) == 2 and len(b) == 2
    v = {}
    A, Y = tensor("a", a), tensor("y", out)
    if cb:
        save(f"{d}/mm.onnx", [helper.make_node("MatMul", ["a", "b"], ["y"])], [A], [Y], [init("b", b)])
        v["mm"] = "mm.onnx"
        if two:
            save(f"{d}/gemm_tB.onnx", [helper.make_node("Gemm", ["a", "bt"], ["y"], transB=1)], [A], [Y], [init("bt", swap(b))])
            v["gemm_tB"] = "gemm_tB.onnx"
            # the left operand arriving transposed, the weight as written
            save(f"{d}/gemm_tA.onnx", [helper.make_node("Gemm", ["at", "b"], ["y"], transA=1)], [tensor("at", swap(a))], [Y], [init("b", b)])
            v["gemm_tA"] = "gemm_tA.onnx"
        save(f"{d}/t_mm_A.onnx", [helper.make_node("Transpose", ["at"], ["a"], perm=perm_swap(len(a))), helper.make_node("MatMul", ["a", "b"], ["y"])],
             [tensor("at", swap(a))], [Y], [init("b", b)])
        v["t_mm_A"] = "t_mm_A.onnx"
        save(f"{d}/T_A.onnx", [helper.make_node("Transpose", ["at"], ["a"], perm=perm_swap(len(a)))], [tensor("at", swap(a))], [tensor("a", a)], [])
        v["T_A"] = "T_A.onnx"
    else:
        B = tensor("b", b)
        save(f"{d}/mm.onnx", [helper.make_node("MatMul", ["a", "b"], ["y"])], [A, B], [Y], [])
        v["mm"] = "mm.onnx"
        BT = tensor("bt", swap(b))
        if two:
            save(f"{d}/gemm_tB.onnx", [helper.make_node("Gemm", ["a", "bt"], ["y"], transB=1)], [A, BT], [Y], [])
            v["gemm_tB"] = "gemm_tB.onnx"
        save(f"{d}/t_mm.onnx", [helper.make_node("Transpose", ["bt"], ["b"], perm=perm_swap(len(b))), helper.make_node("MatMul", ["a", "b"], ["y"])],
             [A, BT], [Y], [])
        v["t_mm"] = "t_mm.onnx"
        save(f"{d}/T.onnx", [helper.make_node("Transpose", ["bt"], ["b"], perm=perm_swap(len(b)))], [BT], [tensor("b", b)], [])
        v["T"] = "T.onnx"
    return v


def spatial_variants(e, d, nhwc_ok):
    op, x, at = e["op"], e["x"], dict(e["attrs"])
    n, c, h, w = x
    xh = [n, h, w, c]
    ins, inits = ["x"], []
    if op == "Conv":
        ins.append("w")
        inits.append(init("w", e["w"]))
        if e["bias"]:
            ins.append("bias")
            inits.append(init("bias", [e["w"][0]]))
    # the output shape, from ONNX's inference on the model as written
    probe = helper.make_graph([helper.make_node(op, ins, ["y"], **at)], "p", [tensor("x", x)], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)], inits)
    pm = shape_inference.infer_shapes(helper.make_model(probe, opset_imports=OPSET))
    y = [dd.dim_value for dd in pm.graph.output[0].type.tensor_type.shape.dim]
    yh = [y[0], y[2], y[3], y[1]]
    v = {}
    save(f"{d}/nchw.onnx", [helper.make_node(op, ins, ["y"], **at)], [tensor("x", x)], [tensor("y", y)], inits)
    v["nchw"] = "nchw.onnx"
    nodes = [helper.make_node("Transpose", ["xh"], ["x"], perm=[0, 3, 1, 2]), helper.make_node(op, ins, ["y"], **at),
             helper.make_node("Transpose", ["y"], ["yh"], perm=[0, 2, 3, 1])]
    save(f"{d}/nhwc_T.onnx", nodes, [tensor("xh", xh)], [tensor("yh", yh)], inits)
    v["nhwc_T"] = "nhwc_T.onnx"
    ms = {"Conv": "NhwcConv", "MaxPool": "NhwcMaxPool"}.get(op)
    if ms and nhwc_ok.get(ms):
        save(f"{d}/nhwc_ms.onnx", [helper.make_node(ms, ["xh"] + ins[1:], ["yh"], domain="com.microsoft", **at)],
             [tensor("xh", xh)], [tensor("yh", yh)], inits)
        v["nhwc_ms"] = "nhwc_ms.onnx"
    save(f"{d}/T.onnx", [helper.make_node("Transpose", ["x"], ["xh"], perm=[0, 2, 3, 1])], [tensor("x", x)], [tensor("xh", xh)], [])
    v["T"] = "T.onnx"
    return v


def transpose_variants(e, d):
    x, perm = e["x"], e["perm"] or list(range(len(e["x"])))[::-1]
    save(f"{d}/T.onnx", [helper.make_node("Transpose", ["x"], ["y"], perm=perm)], [tensor("x", x)], [tensor("y", [x[p] for p in perm])], [])
    return {"T": "T.onnx"}


def label(e):
    if e["op"] == "Transpose":
        return "Transpose %s perm %s" % ("x".join(map(str, e["x"])), ",".join(map(str, e["perm"])))
    if e["op"] == "MatMul":
        return "MatMul %s x %s%s" % ("x".join(map(str, e["a"])), "x".join(map(str, e["b"])), " (weight)" if e["const_b"] else " (activations)")
    at = e["attrs"]
    k = at.get("kernel_shape") or (e["w"][2:] if e["w"] else [])
    s = "%s %s" % (e["op"], "x".join(map(str, e["x"])))
    if e["op"] == "Conv":
        s += " -> %d k%s" % (e["w"][0], "x".join(map(str, k)))
        if at.get("group", 1) > 1:
            s += " g%d" % at["group"]
    elif k:
        s += " k%s" % "x".join(map(str, k))
    st = at.get("strides")
    if st and max(st) > 1:
        s += " s%s" % "x".join(map(str, st))
    return s


def gen(d, paths):
    os.makedirs(f"{d}/sets", exist_ok=True)
    # Which com.microsoft NHWC kernels this ORT registers for float: tools/bench_layout_time.py probe
    # wrote DIR/nhwc.json (a tiny model per op, loaded and run).
    nhwc_ok = json.load(open(f"{d}/nhwc.json")) if os.path.exists(f"{d}/nhwc.json") else {}
    found = collect(paths)
    sets = []
    for i, (key, e) in enumerate(sorted(found.items(), key=lambda kv: (kv[1]["op"], str(kv[0])))):
        sd = f"{d}/sets/{i:03d}"
        os.makedirs(sd, exist_ok=True)
        v = (matmul_variants(e, sd) if e["op"] == "MatMul" else transpose_variants(e, sd) if e["op"] == "Transpose"
             else spatial_variants(e, sd, nhwc_ok))
        if e["op"] != "Transpose":
            # the control: the layout as written again, in a session of its own; what it "saves"
            # against the first copy is the noise the bound below carries
            base = "mm" if e["op"] == "MatMul" else "nchw"
            v["same"] = v[base]
        sets.append({"id": i, "dir": f"sets/{i:03d}", "label": label(e), "op": e["op"], "models": dict(e["models"]), "variants": v})
    json.dump({"models": [os.path.basename(p).rsplit(".", 1)[0] for p in paths], "model_files": paths, "sets": sets},
              open(f"{d}/manifest.json", "w"), indent=1)
    print(f"{len(sets)} operator shapes, {sum(len(s['variants']) for s in sets)} variant models in {d}/sets", file=sys.stderr)


def probe(d):
    """Tiny models for the com.microsoft NHWC float kernels; tools/bench_layout_time.py loads each."""
    os.makedirs(f"{d}/probe", exist_ok=True)
    x = tensor("xh", [1, 8, 8, 4])
    save(f"{d}/probe/NhwcConv.onnx", [helper.make_node("NhwcConv", ["xh", "w"], ["yh"], domain="com.microsoft", kernel_shape=[3, 3], pads=[1, 1, 1, 1])],
         [x], [tensor("yh", [1, 8, 8, 4])], [init("w", [4, 4, 3, 3])])
    save(f"{d}/probe/NhwcFusedConv.onnx", [helper.make_node("NhwcFusedConv", ["xh", "w"], ["yh"], domain="com.microsoft", kernel_shape=[3, 3], pads=[1, 1, 1, 1])],
         [x], [tensor("yh", [1, 8, 8, 4])], [init("w", [4, 4, 3, 3])])
    save(f"{d}/probe/NhwcMaxPool.onnx", [helper.make_node("NhwcMaxPool", ["xh"], ["yh"], domain="com.microsoft", kernel_shape=[2, 2], strides=[2, 2])],
         [x], [tensor("yh", [1, 4, 4, 4])], [])


def median(v):
    s = sorted(v)
    return s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2


def fast(v):
    """The mean of the fastest quarter (as the ort cost model takes a key's time): being
    descheduled on a busy machine only adds time."""
    s = sorted(v)[: max(1, len(v) // 4)]
    return sum(s) / len(s)


def report(d):
    man = json.load(open(f"{d}/manifest.json"))
    t = json.load(open(f"{d}/times.json"))
    nhwc = json.load(open(f"{d}/nhwc.json")) if os.path.exists(f"{d}/nhwc.json") else {}
    print("ONNX Runtime %s, CPU, 1 thread, graph optimizations 'all'; %d rounds, the variants of a shape interleaved" % (t["ort"], t["rounds"]))
    print("load average before: %s; after: %s" % (t["load_before"], t["load_after"]))
    print("com.microsoft NHWC kernels for float in this ORT: %s" % "; ".join(
        "%s %s" % (k, "yes" if v else "no: " + nhwc.get(k + "_error", "")[:70]) for k, v in nhwc.items() if not k.endswith("_error")))
    print("Each variant: its kernel time per run in us (every kernel ORT ran, its own reorders and any")
    print("Transpose included; the mean of the fastest quarter of the rounds), then the operator's own kernels")
    print("(reorders and Transposes left out), then (x) the median over rounds of the ratio of its total to")
    print("the layout as written (mm, nchw) in the same round, and [the operators ORT ran, after its own")
    print("graph optimizations].")
    print()
    saved, saved_own, noise, noise_own = defaultdict(float), defaultdict(float), defaultdict(float), defaultdict(float)
    for s in man["sets"]:
        r = t["sets"][str(s["id"])]
        base = {"MatMul": "mm", "Transpose": "T"}.get(s["op"], "nchw")
        models = ", ".join("%s x%d" % kv for kv in sorted(s["models"].items()))
        print("%s   [%s]" % (s["label"], models))
        best, best_own = 0.0, 0.0
        for k in s["variants"]:
            if k not in r:
                print("  %-8s did not load" % k)
                continue
            ratio = median([a / b for a, b in zip(r[k]["us"], r[base]["us"]) if b > 0])
            print("  %-8s %9.1f us  own %9.1f us  (%.3fx)  [%s]" % (k, fast(r[k]["us"]), fast(r[k]["core"]), ratio, " ".join(r[k]["ops"])))
            # a layout replaces the operator as written (same result; its operand or result
            # in the other layout, that conversion taken as free); the conversion alone (T*) does not
            # by the fastest quarters, as the figures printed: this machine's kernels run at two
            # speeds by the other core's load, and medians of paired differences land on either
            if base in r and k != base and not k.startswith("T") and k != "same":
                best = max(best, fast(r[base]["us"]) - fast(r[k]["us"]))
                best_own = max(best_own, fast(r[base]["core"]) - fast(r[k]["core"]))
        if base in r and "same" in r:
            for m, c in s["models"].items():
                noise[m] += c * max(0.0, fast(r[base]["us"]) - fast(r["same"]["us"]))
                noise_own[m] += c * max(0.0, fast(r[base]["core"]) - fast(r["same"]["core"]))
        if s["op"] == "Transpose":
            # a conversion the model writes: a layout choice might make it vanish (BERT's K^T into
            # the products as transB); the bound counts it as saved
            best = best_own = fast(r["T"]["us"])
        for m, c in s["models"].items():
            saved[m] += c * best
            saved_own[m] += c * best_own
    print()
    print("Per model, an upper bound (noise counts as gain): what taking each operator in its cheapest layout")
    print("above would save, summed over the model's operators (count x (as written - cheapest other layout),")
    print("by the figures above, where positive; conversions into and out of that layout taken as free, and")
    print("every Transpose the model writes taken as removable), by the operators' own")
    print("kernels, and by everything the lone operator ran (ORT's NCHWc reorders at its boundary included,")
    print("which a whole model pays only where a chain of NCHWc operators begins or ends), against the whole")
    print("model's kernel time (sum of its kernels per run, median of runs). Beside each, in brackets, the")
    print("same sum for the control (\"same\": the layout as written again, in a session of its own), which")
    print("saves nothing: what a layout's figure has beyond its control is what it could save.")
    for m in man["models"]:
        tot = t.get("whole", {}).get(m)
        if tot:
            print("  %-20s own kernels %5.2f%% [control %5.2f%%], with reorders %5.2f%% [control %5.2f%%] of %9.1f us" % (
                m, 100 * saved_own[m] / tot, 100 * noise_own[m] / tot, 100 * saved[m] / tot, 100 * noise[m] / tot, tot))
        else:
            print("  %-20s own kernels %8.1f us, with reorders %8.1f us (whole model not timed)" % (m, saved_own[m], saved[m]))


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "gen":
        gen(sys.argv[2], sys.argv[3:])
    elif len(sys.argv) == 3 and sys.argv[1] == "probe":
        probe(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "report":
        report(sys.argv[2])
    else:
        print(__doc__ if __doc__ else "usage: bench_layout.py gen DIR MODEL... | probe DIR | report DIR", file=sys.stderr)
        sys.exit(2)
