#!/bin/sh
# shape_infer_e2e.sh: `make test-onnx`: shapes from ONNX's own inference where tasoc's rules give none.
#
# Every model of ONNX's node tests (one per operator and variant) is imported
# by `tasoc info`: it must import, or be refused with exit 1 and a message
# naming the tensor or node, never a crash. Operators tasoc has no shape rule
# for (ConvTranspose, DepthToSpace, CumSum, Det, DFT) must import with shapes
# from ONNX's inference. Then small models an exporter writes
# (tests/shape_models.py) go through tasoc optimize and ONNX Runtime, and the
# fallbacks are checked: the file's value_info last, a refusal naming the
# node when nothing gives a shape, and never a wrong shape from an opset
# newer than the linked ONNX knows.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/shape_infer
D=/usr/share/libonnx-testdata/data/node
PY=/usr/bin/python3
mkdir -p "$OUT"
fail() { echo "shape_infer_e2e: FAILED: $*"; exit 1; }

# 1. The node tests. The floor is what imports today; the refusals left are
#    tensors tasoc does not hold (sequences, optionals, empty extents) and
#    outputs whose shape depends on data (Range, Loop, If on sequences).
ok=0 refused=0
: >"$OUT/refused.txt"
for d in "$D"/test_*; do
	set +e
	$T info "$d/model.onnx" >"$OUT/info.out" 2>"$OUT/info.err"
	rc=$?
	set -e
	if [ $rc -eq 0 ]; then
		ok=$((ok + 1))
		continue
	fi
	[ $rc -eq 1 ] || fail "$(basename "$d"): tasoc info exited $rc: $(cat "$OUT/info.err")"
	grep -q "node '.*' (.*)\|graph input '" "$OUT/info.err" || fail "$(basename "$d"): the refusal names no node or input: $(cat "$OUT/info.err")"
	refused=$((refused + 1))
	echo "$(basename "$d"): $(cat "$OUT/info.err")" >>"$OUT/refused.txt"
done
echo "node tests: $ok import, $refused refused (the reasons: $OUT/refused.txt)"
[ $ok -ge 889 ] || fail "only $ok of ONNX's node tests import (889 did when this test was written)"
for t in test_convtranspose test_convtranspose_output_shape test_depthtospace_crd_mode test_cumsum_2d_axis_0 \
	 test_det_nd test_dft test_compress_0; do
	$T info "$D/$t/model.onnx" >"$OUT/info.out" 2>&1 || fail "$t does not import: $(cat "$OUT/info.out")"
done
for t in test_convtranspose test_depthtospace_crd_mode test_cumsum_2d_axis_0 test_det_nd test_dft; do
	$T info "$D/$t/model.onnx" | grep -q "; [1-9][0-9]* shapes from ONNX's inference" ||
		fail "$t: no shape came from ONNX's inference: $($T info "$D/$t/model.onnx" | grep import:)"
done

# A child that gives no answer in time is stopped and its shapes are not used
# (TASOC_SHAPE_INFER_TIMEOUT; a forked child can hang on a lock copied held).
TASOC_SHAPE_INFER_TIMEOUT=0.000001 $T info "$D/test_convtranspose/model.onnx" >"$OUT/timeout.out" 2>&1 ||
	fail "test_convtranspose with no time for ONNX's inference: $(cat "$OUT/timeout.out")"
grep -q "; 0 shapes from ONNX's inference" "$OUT/timeout.out" ||
	fail "ONNX's inference was waited for past TASOC_SHAPE_INFER_TIMEOUT: $(grep import: "$OUT/timeout.out")"

# 2. Exporters' patterns, optimized and run in ONNX Runtime.
$PY tests/shape_models.py "$OUT"
for m in convtranspose paddle_ln window_pad shift_mask; do
	$T optimize --cost analytical "$OUT/$m.onnx" -o "$OUT/$m.opt.onnx" --no-measure --report "$OUT/$m.json" \
		>"$OUT/$m.log" 2>&1 || fail "tasoc optimize $m: $(cat "$OUT/$m.log")"
	[ $m = window_pad ] || [ $m = shift_mask ] || $PY - "$OUT/$m.json" <<'PYEOF' || fail "$m: $(cat "$OUT/$m.log")"
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(not r["import"]["onnx_inferred_shapes"] > 0)
PYEOF
done
# The mask folds (ConstantOfShape and both ScatterND evaluated) and nothing stays opaque.
$PY - "$OUT/shift_mask.json" <<'PYEOF' || fail "shift_mask did not fold: $(cat "$OUT/shift_mask.json")"
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(not (r["import"]["evaluated"] == 3 and r["opaque"] == 0))
PYEOF
grep -q "^  rules applied: conv2d_conv2d" "$OUT/convtranspose.log" ||
	fail "the convolutions before ConvTranspose were not merged: $(cat "$OUT/convtranspose.log")"
$PY tools/onnx_check.py "$OUT/convtranspose.onnx" "$OUT/convtranspose.opt.onnx" "$OUT/paddle_ln.onnx" "$OUT/paddle_ln.opt.onnx" \
	"$OUT/window_pad.onnx" "$OUT/window_pad.opt.onnx" "$OUT/shift_mask.onnx" "$OUT/shift_mask.opt.onnx" ||
	fail "ONNX Runtime disagrees with an optimized model"

# 3. The fallbacks: the file's value_info shapes an operator nothing else knows ...
$T info "$OUT/custom_hint.onnx" >"$OUT/custom.log" 2>&1 || fail "custom_hint: $(cat "$OUT/custom.log")"
# ... without it the node and its operator are named ...
set +e
$T optimize --cost analytical "$OUT/custom_none.onnx" -o "$OUT/custom_none.opt.onnx" --no-measure 2>"$OUT/custom.err"
rc=$?
set -e
[ $rc -eq 1 ] && [ ! -e "$OUT/custom_none.opt.onnx" ] || fail "custom_none: exit $rc, or an output was left"
grep -q "node 'm' (Mystery): no static shape known for output 'm'" "$OUT/custom.err" || fail "custom_none: $(cat "$OUT/custom.err")"
# ... and an opset-18 reduction whose axes are fed at run time gets no shape from ONNX 1.12's older rule.
set +e
$T info "$OUT/reduce18.onnx" >/dev/null 2>"$OUT/reduce18.err"
rc=$?
set -e
[ $rc -eq 1 ] && grep -q "node 'r' (ReduceL2): no static shape known" "$OUT/reduce18.err" ||
	fail "reduce18: exit $rc: $(cat "$OUT/reduce18.err")"

# 4. Opsets 18 to 23, the forms today's exporters write: each model is optimized and the result runs in ONNX
# Runtime with the input's outputs. tasoc's own rules shape the first four; the last five only ONNX's current
# inference (the venv's onnx, tools/onnx_shapes.py) shapes: each of those has shapes from it, and without it
# (TASOC_ONNX_SHAPES names no script: libonnx 1.12's inference alone) is refused, naming the node.
CURRENT="rms23 centercrop18 col2im18 attention23 rotary23"
for m in reduce_axes18 split18 pad18 gelu20 $CURRENT; do
	rm -f "$OUT/$m.opt.onnx"
	$T optimize --cost analytical "$OUT/$m.onnx" -o "$OUT/$m.opt.onnx" --no-measure --report "$OUT/$m.json" \
		>"$OUT/$m.log" 2>&1 || fail "tasoc optimize $m: $(cat "$OUT/$m.log")"
	$T check "$OUT/$m.onnx" "$OUT/$m.opt.onnx" >"$OUT/$m.check" 2>&1 || fail "$m: tasoc check: $(cat "$OUT/$m.check")"
done
for m in $CURRENT; do
	$PY - "$OUT/$m.json" <<'PYEOF' || fail "$m: no shape from ONNX's inference: $(cat "$OUT/$m.json")"
import json, sys
sys.exit(not json.load(open(sys.argv[1]))["import"]["onnx_inferred_shapes"] > 0)
PYEOF
	set +e
	TASOC_ONNX_SHAPES=/nonexistent/onnx_shapes.py $T info "$OUT/$m.onnx" >/dev/null 2>"$OUT/$m.old.err"
	rc=$?
	set -e
	[ $rc -eq 1 ] && grep -q "node '.*' (.*): no static shape known" "$OUT/$m.old.err" ||
		fail "$m with libonnx 1.12's inference alone: exit $rc: $(cat "$OUT/$m.old.err")"
done
echo "opsets 18-23: 9 models optimized and equal in ONNX Runtime; $CURRENT shaped by ONNX's current inference alone"
echo "shape inference: ok"
