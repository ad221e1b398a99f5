#!/bin/sh
# bench_external.sh: `make bench` section: a model over protobuf's 2 GB, its weights in a file beside it.
#
# tools/make_external_model.py writes a model of about EXT_GIB GiB (3) of
# MatMul weights as external data into build/ (a chunk at a time), then
# `tasoc optimize --cost analytical --no-measure` reads it (the weights
# mapped, not copied) and writes it (over 2 GB, so with external data by
# itself); /usr/bin/time gives the wall time and the peak resident memory,
# printed against the weights' size: the bound is the weights plus 1 GiB
# (every page of the mapping is read once, by the write of the output's
# data file). onnx.checker then checks the output by its path (it loads
# nothing past 2 GB into one message) and the output's data file is
# compared with the input's for the weights passed through unchanged;
# both run in ONNX Runtime (the venv's) from their paths and give the same output.
# The model and the output are deleted afterwards: gigabytes, never in git.
set -e
TASOC=${TASOC:-build/tasoc}
OUT=${EXT_TMP:-build/bench/external} # removed whole at the end: a folder of its own
GIB=${EXT_GIB:-3}
PY=/usr/bin/python3
rm -rf "$OUT"
mkdir -p "$OUT"
trap 'rm -rf "$OUT"' EXIT
echo "external data: tasoc optimize --cost analytical --no-measure on a ${GIB} GiB model of MatMul weights in a file beside it"
echo "machine: $(nproc) cores, $(grep MemTotal /proc/meminfo | awk '{print int($2/1048576)}') GiB; $(df -h "$OUT" | awk 'NR == 2 {print $4}') free on its disk"
t0=$(date +%s)
$PY tools/make_external_model.py "$OUT/big.onnx" "$GIB"
echo "generated in $(($(date +%s) - t0)) s"
# below 2 GiB the output would be written inline: asked for with external data then
ext=$(awk -v g="$GIB" 'BEGIN { print g < 2 ? "--external-data" : "" }')
/usr/bin/time -v "$TASOC" optimize --cost analytical --no-measure $ext "$OUT/big.onnx" -o "$OUT/out.onnx" \
	>"$OUT/run.txt" 2>"$OUT/time.txt" || { cat "$OUT/run.txt" "$OUT/time.txt"; exit 1; }
grep -E "^  (external data|nodes|rules applied|time):" "$OUT/run.txt"
weights=$(stat -c %s "$OUT/big.onnx.data")
peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$OUT/time.txt")
wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$OUT/time.txt")
awk -v w="$weights" -v p="$peak" -v t="$wall" 'BEGIN {
	printf "weights %.2f GiB; tasoc optimize: wall %s, peak RSS %.2f GiB = weights %+.2f GiB (bound: weights + 1 GiB): %s\n",
		w / 2^30, t, p / 2^20, p / 2^20 - w / 2^30, p * 1024 <= w + 2^30 ? "within" : "OVER"
}'
ls -l "$OUT" | awk '/onnx/ {printf "  %s %s bytes\n", $NF, $5}'
$PY - "$OUT/big.onnx" "$OUT/out.onnx" <<'PYEOF'
import sys, onnx
from onnx import TensorProto
onnx.checker.check_model(sys.argv[2], full_check=True)
a, b = (onnx.load(p, load_external_data=False) for p in sys.argv[1:])
def where(m):
    return {t.name: {e.key: e.value for e in t.external_data} for t in m.graph.initializer
            if t.data_location == TensorProto.EXTERNAL}
wa, wb = where(a), where(b)
same = 0
with open(sys.argv[1] + ".data", "rb") as fa, open(sys.argv[2] + ".data", "rb") as fb:
    for name in sorted(set(wa) & set(wb)):
        ea, eb = wa[name], wb[name]
        fa.seek(int(ea["offset"]))
        fb.seek(int(eb["offset"]))
        n = int(ea["length"])
        assert n == int(eb["length"]), name
        while n:
            k = min(n, 1 << 26)
            assert fa.read(k) == fb.read(k), name
            n -= k
        same += 1
print("output: passes onnx.checker (full_check, by path); %d weights passed through, byte for byte equal in its data file"
      % same)
PYEOF
# ONNX Runtime runs both from their paths (each finds its data file beside it), one after the other.
.venv/bin/python3 - "$OUT/big.onnx" "$OUT/out.onnx" <<'PYEOF'
import sys, time
import numpy as np
import onnxruntime as ort
o = ort.SessionOptions()
o.intra_op_num_threads, o.log_severity_level = 1, 3
ys = []
for path in sys.argv[1:]:
    t0 = time.perf_counter()
    s = ort.InferenceSession(path, sess_options=o, providers=["CPUExecutionProvider"])
    i = s.get_inputs()[0]
    x = np.sin(np.arange(int(np.prod(i.shape)))).astype(np.float32).reshape(i.shape)
    ys.append(s.run(None, {i.name: x})[0].ravel())
    print("  ONNX Runtime %s: %s loaded and run in %d ms" % (ort.__version__, path, (time.perf_counter() - t0) * 1000))
diff, scale = np.abs(ys[0] - ys[1]).max(), max(1e-6, np.abs(ys[0]).max())
print("output equals the input's in ONNX Runtime: largest difference %.2e relative%s"
      % (diff / scale, "" if diff <= 1e-4 * scale else " (MORE THAN 1e-4)"))
PYEOF
