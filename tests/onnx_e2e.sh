#!/bin/sh
# onnx_e2e.sh: `make test-onnx`: models optimized by `tasoc optimize`, checked by onnx.checker and ONNX Runtime.
#
# The bundled models (tools/make_onnx_models.py, and the C-built benchmark
# graphs through `tasoc export`) and a sample of ONNX's own node tests, with
# mapped and opaque operators, go through tasoc optimize; every result must
# pass onnx.checker.check_model(full_check=True) and, run by ONNX Runtime from
# npm, give the original's outputs (or the stored reference outputs) within
# 1e-4 relative. Without ONNX Runtime the test fails: it never passes unchecked.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/e2e
D=/usr/share/libonnx-testdata/data/node
PY=/usr/bin/python3
mkdir -p "$OUT"
if [ ! -f node_modules/onnxruntime-node/package.json ]; then
	echo "onnx_e2e: FAILED: ONNX Runtime (npm onnxruntime-node) is not installed in node_modules/;"
	echo "onnx_e2e: run tools/install-deps.sh (it needs the npm registry)"
	exit 1
fi

fail() { echo "onnx_e2e: FAILED: $*"; exit 1; }

# The command line: usage errors exit 2, bad models exit 1 and leave no file.
rm -f "$OUT/bad.onnx"
set +e
$T optimize >/dev/null 2>&1; [ $? -eq 2 ] || fail "optimize without arguments should exit 2"
$T optimize tests/models/bad_cycle.onnx -o "$OUT/bad.onnx" 2>"$OUT/bad.err"; rc=$?
set -e
[ $rc -eq 1 ] || fail "a cyclic model should exit 1 (got $rc)"
[ ! -e "$OUT/bad.onnx" ] || fail "a refused model left an output file"
grep -q "cycle" "$OUT/bad.err" || fail "the cycle error does not say so: $(cat "$OUT/bad.err")"
for c in optimize info dot export; do $T $c --help >/dev/null || fail "tasoc $c --help"; done

$PY tools/make_onnx_models.py "$OUT"
for m in tiny bert-layer nasrnn resnet50; do
	$T export $m -o "$OUT/$m.onnx" >/dev/null
done
args=""
for m in convnet mlp resblock tiny bert-layer nasrnn resnet50; do
	$T optimize "$OUT/$m.onnx" -o "$OUT/$m.opt.onnx" --budget 100 --time-limit 20 \
		--report "$OUT/$m.json" >"$OUT/$m.log" || { cat "$OUT/$m.log"; fail "tasoc optimize $m"; }
	# one line a model: nodes, cost and rules (the whole report is in $OUT/$m.log)
	echo "$m: $(sed -n 's/^  nodes: \([^(]*\) (.*/\1 nodes, /p; s/^  cost \(([a-z]*)\): \(.*\)/cost \1 \2,/p; s/^  rules applied:/ rules:/p' \
		"$OUT/$m.log" | tr -d '\n')"
	args="$args $OUT/$m.onnx $OUT/$m.opt.onnx"
done
# The shared search options reach the search: --trace prints expansions, --max-queued bounds the queue.
$T optimize "$OUT/convnet.onnx" -o "$OUT/convnet.t.onnx" --trace 2 >"$OUT/convnet.t.log" || fail "--trace"
[ "$(grep -c '^expand ' "$OUT/convnet.t.log")" -eq 2 ] || fail "--trace 2 did not print two expansions"
$T optimize "$OUT/convnet.onnx" -o "$OUT/convnet.q.onnx" --max-queued 1 >"$OUT/convnet.q.log" || fail "--max-queued"
grep -q "search: 2 graphs expanded" "$OUT/convnet.q.log" ||
	fail "--max-queued 1 should leave two graphs to expand: $(grep search: "$OUT/convnet.q.log")"
$T dot "$OUT/convnet.onnx" --highlight "$OUT/convnet.opt.onnx" -o "$OUT/convnet.dot"
grep -q "fillcolor=orange" "$OUT/convnet.dot" || fail "tasoc dot marks no optimized node"

# ONNX node tests: mapped operators, and unmapped ones that must pass through as opaque nodes.
for t in test_basic_conv_with_padding test_conv_with_strides_padding test_gemm_all_attributes \
	 test_batchnorm_example test_averagepool_2d_precomputed_same_upper test_maxpool_2d_same_upper \
	 test_concat_3d_axis_1 test_flatten_axis2 test_globalaveragepool test_split_equal_parts_2d \
	 test_softmax_axis_1 test_lrn test_reshape_negative_dim test_split_variable_parts_1d test_gather_0 \
	 test_top_k test_averagepool_2d_same_lower test_maxpool_2d_dilations test_gemm_default_scalar_bias \
	 test_matmul_3d test_add_bcast test_einsum_transpose test_where_example test_if test_cast_FLOAT_to_DOUBLE \
	 test_resize_upsample_scales_nearest test_transpose_all_permutations_3 test_layer_normalization_4d_axis1; do
	$T optimize $D/$t/model.onnx -o "$OUT/$t.onnx" >/dev/null || fail "tasoc optimize $t"
	args="$args --ref $D/$t $D/$t/model.onnx $OUT/$t.onnx"
done

# Merging a grouped convolution's groups pays only where fewer groups run
# faster (cuDNN, as TASO measured), never on the roofline. Costs such a
# profile would give, a groupconv2d's cost rising with its group count, are
# edited into the cache of a first run; with them the search merges
# convnet's two groups into one, and ONNX Runtime checks the result below.
rm -f "$OUT/groups.cache"
$T optimize "$OUT/convnet.onnx" -o "$OUT/convnet.g.onnx" --cost-cache "$OUT/groups.cache" >/dev/null
awk '/^groupconv2d / { split($2, a, ","); sub(/cost=.*/, "cost=" a[5] * 0.01) } { print }' \
	"$OUT/groups.cache" >"$OUT/groups.cache.new" && mv "$OUT/groups.cache.new" "$OUT/groups.cache"
$T optimize "$OUT/convnet.onnx" -o "$OUT/convnet.g.onnx" --cost-cache "$OUT/groups.cache" \
	>"$OUT/convnet.g.log" || fail "tasoc optimize convnet with group costs"
grep -q "groupconv_merge_groups" "$OUT/convnet.g.log" ||
	fail "the search did not merge groups under costs that favour it: $(cat "$OUT/convnet.g.log")"
grep "rules applied" "$OUT/convnet.g.log" | sed "s/^/convnet (group costs):/"
# A cache of one cost model is refused by another: their sums would compare nothing.
rm -f "$OUT/mixed.onnx"
set +e
$T optimize "$OUT/convnet.onnx" -o "$OUT/mixed.onnx" --cost cpu --cost-cache "$OUT/groups.cache" \
	>/dev/null 2>"$OUT/mixed.err"; rc=$?
set -e
[ $rc -eq 1 ] && [ ! -e "$OUT/mixed.onnx" ] && grep -q "holds analytical costs" "$OUT/mixed.err" ||
	fail "an analytical cache used with --cost cpu was not refused (exit $rc): $(cat "$OUT/mixed.err")"
# Unfolded (--no-fold), the merged kernel is evaluated by the exporter.
$T optimize "$OUT/convnet.onnx" -o "$OUT/convnet.gnf.onnx" --cost-cache "$OUT/groups.cache" --no-fold \
	>"$OUT/convnet.gnf.log" || fail "tasoc optimize convnet with group costs, --no-fold"
grep -q "groupconv_merge_groups" "$OUT/convnet.gnf.log" || fail "no group merge with --no-fold"
args="$args $OUT/convnet.onnx $OUT/convnet.g.onnx $OUT/convnet.onnx $OUT/convnet.gnf.onnx"

# An If whose branches read tensors of the enclosing graph by name.
$T optimize tests/models/if_outer.onnx -o "$OUT/if_outer.opt.onnx" >/dev/null || fail "tasoc optimize if_outer"
args="$args tests/models/if_outer.onnx $OUT/if_outer.opt.onnx"

# The check itself must catch a wrong model: a convnet with one weight changed.
$PY - "$OUT/convnet.onnx" "$OUT/convnet_wrong.onnx" <<'PYEOF'
import sys, onnx, numpy as np
from onnx import numpy_helper
m = onnx.load(sys.argv[1])
t = m.graph.initializer[0]
a = numpy_helper.to_array(t).copy()
a.flat[0] += 1.0
t.CopyFrom(numpy_helper.from_array(a, t.name))
onnx.save(m, sys.argv[2])
PYEOF
if $PY tools/onnx_check.py "$OUT/convnet.onnx" "$OUT/convnet_wrong.onnx" >/dev/null 2>&1; then
	fail "onnx_check.py accepted a model with a changed weight"
fi

# One line for the models that pass; each one that fails is named.
$PY tools/onnx_check.py $args >"$OUT/check.log" || { grep -v '^ok ' "$OUT/check.log"; fail "onnx_check"; }
tail -n 1 "$OUT/check.log"
