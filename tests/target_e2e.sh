#!/bin/sh
# target_e2e.sh: `make test-onnx`: --target as a user meets it: names, conflicts, caches of another target, the worker.
#
# Seconds, not minutes: the searches run at budget 0 or under the analytical
# model; ORT runs small models. Without the venv's onnxruntime (make deps) the
# test fails: it never passes unchecked.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/target_e2e
rm -rf "$OUT" && mkdir -p "$OUT"
fail() { echo "target_e2e: FAILED: $*"; exit 1; }
VPY=.venv/bin/python3
ORTV=$($VPY -c 'import onnxruntime; print(onnxruntime.__version__)' 2>/dev/null) ||
	fail "onnxruntime is not installed in .venv/: run make deps"
# the committed cache's ONNX Runtime, the pinned one (tools/requirements.txt) it was measured with
CACHEV=$(sed -n 's/^# measured with: ONNX Runtime \([0-9.]*\), timing 5$/\1/p' tests/models/bert-layer.ort.cache)
[ "$CACHEV" = "$ORTV" ] || fail "tests/models/bert-layer.ort.cache was measured with ONNX Runtime '$CACHEV', and the venv has $ORTV: measure it again"

# Runs tasoc with the arguments; the exit status in $rc, stdout in $OUT/out, stderr in $OUT/err.
run() {
	set +e
	timeout 120 $T "$@" >"$OUT/out" 2>"$OUT/err"
	rc=$?
	set -e
}
# expect RC TEXT ARGS...: the run exits RC and its stderr holds TEXT.
expect() {
	want=$1 text=$2
	shift 2
	run "$@"
	[ $rc -eq "$want" ] || fail "tasoc $* exits $rc, not $want: $(cat "$OUT/err")"
	grep -qF -- "$text" "$OUT/err" || fail "tasoc $*: stderr does not say '$text': $(cat "$OUT/err")"
}

# 1. Names: every command refuses a bad one with the list, or says why.
for c in search cost; do
	expect 2 "unknown target 'gpu': the targets are ort-cpu[:THREADS], openvino-cpu[:THREADS] or ort-cuda[:THREADS], cudnn or analytical" $c --target gpu nasrnn
	expect 2 "unknown target 'ort-wasm:1'" $c --target ort-wasm:1 nasrnn
	expect 2 "thread count must be a whole number from 1 to 64" $c --target ort-cpu:0 nasrnn
	expect 2 "cudnn takes no thread count" $c --target cudnn:2 nasrnn
	expect 2 "option --target needs a value" $c nasrnn --target
done
expect 2 "thread count must be a whole number from 1 to 64" optimize tests/models/clip6.onnx -o "$OUT/x.onnx" --target ort-cpu:1.5
expect 2 "the check runs models in a runtime, on ort-cpu[:THREADS], openvino-cpu" check --target analytical tests/models/clip6.onnx tests/models/clip6.onnx
expect 2 "models are timed in a runtime, on ort-cpu" measure --target cudnn tests/models/clip6.onnx tests/models/clip6.onnx
# --cost and --target together: the pairs that conflict say so, the others run.
expect 2 "--cost ort and --target analytical conflict: --cost ort is --target ort-cpu:1" search --cost ort --target analytical nasrnn
expect 2 "--cost cudnn and --target ort-cpu:2 conflict" optimize tests/models/clip6.onnx -o "$OUT/x.onnx" --cost cudnn --target ort-cpu:2
expect 2 "--cost analytical and --target cudnn conflict: --target cudnn is --cost cudnn" search --cost analytical --target cudnn nasrnn
[ ! -e "$OUT/x.onnx" ] || fail "a refused command wrote its output"
run search --target analytical --budget 2 nasrnn
[ $rc -eq 0 ] && grep -q "predicted cost (analytical model)" "$OUT/out" || fail "--target analytical: $(cat "$OUT/out" "$OUT/err")"
# cudnn where there is no GPU: the cpu model with a note, or with --cost-strict an error, as --cost cudnn does.
run search --target cudnn --budget 2 nasrnn
[ $rc -eq 0 ] || fail "--target cudnn without a GPU should fall back: $(cat "$OUT/err")"
if grep -q "no GPU\|cannot be loaded\|not found" "$OUT/err"; then
	grep -q "predicted cost (cpu model)" "$OUT/out" || fail "--target cudnn fell back, but not to the cpu model"
	expect 1 "cudnn" search --target cudnn --cost-strict --budget 2 nasrnn
fi

# 2. A cost cache records its target and is refused for another, naming both and the runtimes.
cp tests/models/bert-layer.ort.cache "$OUT/cpu.cache"
expect 1 "holds costs for target ort-cpu:1 (measured with ONNX Runtime $ORTV, timing 5), and this run is for target ort-cpu:2 (ONNX Runtime $ORTV, timing 5)" \
	cost --target ort-cpu:2 --cost-cache "$OUT/cpu.cache" bert-layer
cmp -s tests/models/bert-layer.ort.cache "$OUT/cpu.cache" || fail "a refused cache was written"
# ... and used for its own (a cache made before targets, with no target line, is ort-cpu:1's: this one)
run cost --target ort-cpu:1 --cost-cache "$OUT/cpu.cache" bert-layer
[ $rc -eq 0 ] || fail "the cache refused for its own target: $(cat "$OUT/err")"
grep -qx "# target: ort-cpu:1" "$OUT/cpu.cache" || fail "a saved ort cache does not name its target"

# 3. The worker's protocol: malformed requests and a model it cannot load get one clear error each,
# the worker stays usable, and nothing hangs (timeout kills a hung worker: the test then fails).
printf 'garbage\n' >"$OUT/garbage.onnx"
timeout 60 $VPY tools/ort_worker.py --target ort-cpu:2 >"$OUT/proto" <<EOF2 || fail "the worker exited $? (hung or crashed)"
{"op":"load","path":"tests/models/clip6.onnx"}
not json
[1,2]
{"op":"nonsense"}
{"op":"load"}
{"op":"load","path":"$OUT/missing.onnx"}
{"op":"load","path":"$OUT/garbage.onnx"}
{"op":"load","path":"tests/models/bad_cycle.onnx"}
{"op":"run","model":99,"seed":1}
{"op":"time","runs":3}
{"op":"profile","path":"tests/models/clip6.onnx"}
{"op":"run","model":1,"seed":1}
{"op":"profile","path":"tests/models/clip6.onnx","runs":2,"warmup":1}
EOF2
[ "$(wc -l <"$OUT/proto")" -eq 14 ] || fail "the worker gave $(wc -l <"$OUT/proto") lines for 13 requests and its hello: $(cat "$OUT/proto")"
line() { sed -n "$1p" "$OUT/proto"; }
line 1 | grep -q '^{"ok":true,"ort":"'$ORTV'","target":"ort-cpu:2","engine":"ONNX Runtime"}$' || fail "the hello: $(line 1)"
line 2 | grep -q '"ok":true,"model":1' || fail "a load: $(line 2)"
line 3 | grep -q '"ok":false,"error":"a request that is not JSON' || fail "not JSON: $(line 3)"
line 4 | grep -q '"error":"a request must be a JSON object"' || fail "an array: $(line 4)"
line 5 | grep -q '"error":"unknown request \\"nonsense\\""' || fail "an unknown op: $(line 5)"
line 6 | grep -q '"error":"a load request needs \\"path\\", a string"' || fail "a load without path: $(line 6)"
for n in 7 8 9; do line $n | grep -q '"ok":false,"error":"..*"' || fail "a model it cannot load: $(line $n)"; done
line 9 | grep -q 'acyclic' || fail "the cyclic model's error does not say why: $(line 9)"
line 10 | grep -q '"error":"no model 99 is loaded"' || fail "a run of no model: $(line 10)"
line 11 | grep -q '"error":"a time request needs \\"models\\"' || fail "a time without models: $(line 11)"
line 12 | grep -q '"error":"a profile request needs \\"runs\\"' || fail "a profile without runs: $(line 12)"
line 13 | grep -q '"ok":true,"outputs":\[{"name":"y","type":"float32","dims":\[2,12\]' || fail "a run after the errors: $(line 13)"
line 14 | grep -q '"ok":true,"ms":\[.*\],"kernels":4,"ops":\["Clip","Clip","Clip","Concat"\]' || fail "the profile: $(line 14)"
set +e
timeout 30 $VPY tools/ort_worker.py --target ort-cpu:0 </dev/null >"$OUT/proto"
rc=$?
set -e
[ $rc -eq 2 ] && grep -q '"ok":false,"error":"usage: ort_worker.py' "$OUT/proto" || fail "a bad worker target: exit $rc, $(cat "$OUT/proto")"
# the same through tasoc's client: the file is named
run check --target ort-cpu:2 tests/models/clip6.onnx "$OUT/garbage.onnx"
[ $rc -eq 1 ] && grep -q "ONNX Runtime: Load model from .*/garbage.onnx failed: *Protobuf parsing failed" "$OUT/out" ||
	fail "a model ORT cannot load: exit $rc, $(cat "$OUT/out" "$OUT/err")"

# 4. One model checked and measured on two threads: the outputs agree there, and the guard times there.
run check --target ort-cpu:2 tests/models/clip6.onnx tests/models/clip6_opset9.onnx
[ $rc -eq 0 ] && grep -q "ONNX Runtime" "$OUT/out" || fail "check on ort-cpu:2: $(cat "$OUT/out" "$OUT/err")"
run optimize tests/models/conv1d.onnx -o "$OUT/conv1d.onnx" --target ort-cpu:2 --cost analytical --measure-time 2 \
	--report "$OUT/conv1d.json"
[ $rc -eq 0 ] || fail "optimize --target ort-cpu:2: $(cat "$OUT/out" "$OUT/err")"
grep -q "measured (ONNX Runtime $ORTV, CPU, 2 threads)" "$OUT/out" || fail "the guard did not time on 2 threads: $(cat "$OUT/out")"
grep -q '"target": "ort-cpu:2"' "$OUT/conv1d.json" || fail "the report does not name the target"
grep -q '"engine": "ONNX Runtime '$ORTV', CPU, 2 threads"' "$OUT/conv1d.json" || fail "the report's measure is not ort-cpu:2's"
expect 1 "missing.onnx" measure --target ort-cpu:2 --measure-time 1 tests/models/clip6.onnx "$OUT/missing.onnx"

# 5. The layout gate stays closed on ort-cpu: its CPU provider runs convolutions in a blocked layout of
# its own (NCHWc), so the search times no NHWC form and puts no convolution in NHWC.
/usr/bin/python3 - "$OUT/convs.onnx" <<'PYEOF'
import sys, numpy as np, onnx
from onnx import helper, numpy_helper, TensorProto
rng = np.random.default_rng(5)
w = [numpy_helper.from_array(rng.uniform(-1, 1, (16, 16, 3, 3)).astype(np.float32), 'w%d' % i) for i in range(2)]
g = helper.make_graph([helper.make_node('Conv', ['x', 'w0'], ['a'], pads=[1, 1, 1, 1]), helper.make_node('Relu', ['a'], ['b']),
                       helper.make_node('Conv', ['b', 'w1'], ['y'], pads=[1, 1, 1, 1])], 'convs',
                      [helper.make_tensor_value_info('x', TensorProto.FLOAT, [1, 16, 24, 24])],
                      [helper.make_tensor_value_info('y', TensorProto.FLOAT, [1, 16, 24, 24])], w)
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)]), sys.argv[1])
PYEOF
run optimize "$OUT/convs.onnx" -o "$OUT/convs.opt.onnx" --target ort-cpu:1 --cost-cache "$OUT/convs.cache" --no-measure
[ $rc -eq 0 ] && grep -q "^  layouts: the runtime of the ort model runs convolutions in a layout of its own" "$OUT/out" && grep -q "^conv2d " "$OUT/convs.cache" &&
	! grep -q "^conv2d_nhwc " "$OUT/convs.cache" || fail "the layout gate on ort-cpu: $(cat "$OUT/out" "$OUT/err" "$OUT/convs.cache")"
# 6. openvino-cpu: OpenVINO's CPU plugin checks, measures and times keys of its own, in caches of its own.
OVV=$($VPY -c 'import openvino; print(openvino.get_version().split("-")[0])' 2>/dev/null) ||
	fail "openvino is not installed in .venv/: run make deps"
run check --target openvino-cpu:1 tests/models/clip6.onnx tests/models/clip6_opset9.onnx
[ $rc -eq 0 ] && grep -q "OpenVINO $OVV" "$OUT/out" || fail "check on openvino-cpu: $(cat "$OUT/out" "$OUT/err")"
run check --target openvino-cpu:1 "$OUT/convs.onnx" "$OUT/convs.opt.onnx"
[ $rc -eq 0 ] || fail "check of a convolution pair on openvino-cpu: $(cat "$OUT/out" "$OUT/err")"
run optimize tests/models/conv1d.onnx -o "$OUT/conv1d.ov.onnx" --target openvino-cpu:1 --cost analytical --measure-time 2 \
	--report "$OUT/conv1d.ov.json"
[ $rc -eq 0 ] && grep -q "measured (OpenVINO $OVV, CPU, 1 thread)" "$OUT/out" &&
	grep -q '"target": "openvino-cpu:1"' "$OUT/conv1d.ov.json" || fail "optimize --target openvino-cpu:1: $(cat "$OUT/out" "$OUT/err")"
rm -f "$OUT/ov.cache"
run cost --target openvino-cpu:1 --cost-cache "$OUT/ov.cache" bert-layer
[ $rc -eq 0 ] && grep -qx "# measured with: OpenVINO $OVV, timing 5" "$OUT/ov.cache" && grep -qx "# target: openvino-cpu:1" "$OUT/ov.cache" &&
	grep -q "^matmul " "$OUT/ov.cache" || fail "tasoc cost on openvino-cpu:1: $(cat "$OUT/out" "$OUT/err" "$OUT/ov.cache")"
expect 1 "holds costs for target openvino-cpu:1 (measured with OpenVINO $OVV, timing 5), and this run is for target ort-cpu:1" \
	cost --target ort-cpu:1 --cost-cache "$OUT/ov.cache" bert-layer
printf '{"op":"load","path":"tests/models/clip6.onnx","plain":true}\n' | timeout 60 $VPY tools/ort_worker.py --target openvino-cpu:2 >"$OUT/proto" ||
	fail "the openvino worker exited $?"
line 1 | grep -q '^{"ok":true,"ort":"'$OVV'","target":"openvino-cpu:2","engine":"OpenVINO"}$' || fail "the openvino hello: $(line 1)"
line 2 | grep -q '"ok":false,"error":"openvino-cpu has no plain mode' || fail "a plain load on openvino: $(line 2)"

# 7. ort-cuda where the venv's onnxruntime has no CUDA provider (PyPI's onnxruntime-gpu replaces it, and no GPU
# is here): every command refuses, naming why, and writes nothing; none falls back to another runtime.
rm -f "$OUT/cuda.onnx"
CUDA_NO="ONNX Runtime's CUDA provider cannot run: ort-cuda needs onnxruntime-gpu (PyPI) and a CUDA device"
expect 1 "$CUDA_NO" optimize tests/models/clip6.onnx -o "$OUT/cuda.onnx" --target ort-cuda --no-measure
[ ! -e "$OUT/cuda.onnx" ] || fail "a refused ort-cuda run wrote its output"
expect 1 "$CUDA_NO" search --target ort-cuda --budget 2 nasrnn
expect 1 "$CUDA_NO" measure --target ort-cuda --measure-time 1 tests/models/clip6.onnx tests/models/clip6.onnx
run check --target ort-cuda tests/models/clip6.onnx tests/models/clip6_opset9.onnx
[ $rc -eq 1 ] && grep -qF "$CUDA_NO" "$OUT/out" || fail "check on ort-cuda: exit $rc: $(cat "$OUT/out" "$OUT/err")"

# 8. tools/gpu_check.sh, the one script of the GPU work: with no GPU (here, CI) it ends in seconds, says so in
# its file, and has checked that cudnn and ort-cuda refuse (its exit status says whether they did); with one, it
# runs the GPU work (at most 10 minutes) and its file holds the cudnn section.
timeout 660 sh tools/gpu_check.sh "$OUT/gpu_check.txt" >"$OUT/gpu_check.log" 2>&1 ||
	fail "tools/gpu_check.sh: exit $?: $(cat "$OUT/gpu_check.log")"
if grep -q "^no GPU: " "$OUT/gpu_check.txt"; then
	grep -q "^cudnn: refused" "$OUT/gpu_check.txt" && grep -q "^ort-cuda: refused" "$OUT/gpu_check.txt" &&
		grep -q "nothing was measured on a GPU" "$OUT/gpu_check.txt" || fail "tools/gpu_check.sh's file: $(cat "$OUT/gpu_check.txt")"
else
	grep -q "^## cudnn cost model" "$OUT/gpu_check.txt" || fail "tools/gpu_check.sh on a GPU: $(cat "$OUT/gpu_check.txt")"
fi
echo "target_e2e: ok"
