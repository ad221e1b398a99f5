#!/bin/sh
# transformer_e2e.sh: `make test-onnx`: a transformer's linear layers reach the rules, and real transformers are
# visible to them.
#
# A self-attention block as a Hugging Face-style BERT exports it
# (tests/transformer_models.py): its Q, K, V and output projections (MatMul
# of [1, tokens, d] by a 2-D weight, Add of a bias) must import as products
# and bias adds, so that the three projections of one input meet the rule
# that merges products sharing an input (matmul_merge_shared, twice: Q with
# K, then with V). The written model holds one product by the merged
# [d, 3d] weight and must give the original's output in ONNX Runtime. The
# attention's own products (Q K^T, by V) import as bmatmul, its head
# Transposes as permute, the scaling as smul and Softmax as softmax: nothing
# stays opaque.
#
# Then the transformers of the exporter zoo (../shared/models/zoo.py, exported
# into $BUILD/zoo as tests/zoo_e2e.sh does; TRANSFORMER_MODELS overrides the
# list) go through tasoc optimize: at most 15% of their nodes may stay opaque
# (the report's opaque_fraction: LayerNorm, GELU and attention map onto spec
# operators, docs/cli.md) and the result must give the original's outputs in
# ONNX Runtime within 1e-4.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/transformer
PY=/usr/bin/python3
mkdir -p "$OUT"
fail() { echo "transformer_e2e: FAILED: $*"; exit 1; }

$PY tests/transformer_models.py "$OUT"
$T info "$OUT/attention.onnx" >"$OUT/info.log" || fail "tasoc info: $(cat "$OUT/info.log")"
# The attention's own products (Q K^T and by V, batched over heads) are bmatmuls; nothing is opaque.
grep -q "^  bmatmul  *2  optimizable" "$OUT/info.log" || fail "the attention's products are not bmatmul: $(cat "$OUT/info.log")"
grep -q "^operators ([0-9]* nodes: [0-9]* optimizable, 0 opaque)" "$OUT/info.log" ||
	fail "opaque nodes left in the attention block: $(cat "$OUT/info.log")"
$T optimize --cost analytical "$OUT/attention.onnx" -o "$OUT/attention.opt.onnx" --no-measure --report "$OUT/attention.json" \
	>"$OUT/attention.log" || fail "tasoc optimize: $(cat "$OUT/attention.log")"
$PY - "$OUT/attention.json" "$OUT/attention.opt.onnx" <<'PYEOF' || fail "$(cat "$OUT/attention.log")"
import json, sys
import onnx
r = json.load(open(sys.argv[1]))
assert r["rules_applied"].get("matmul_merge_shared") == 2, r["rules_applied"]
m = onnx.load(sys.argv[2])
dims = {t.name: list(t.dims) for t in m.graph.initializer}
weights = sorted(dims[n.input[1]] for n in m.graph.node if n.op_type == "MatMul" and n.input[1] in dims)
assert weights == [[64, 64], [64, 192]], weights  # Q, K and V by one weight; the output projection apart
PYEOF
$PY tools/onnx_check.py "$OUT/attention.onnx" "$OUT/attention.opt.onnx" || fail "ONNX Runtime disagrees"
echo "transformer: Q, K and V merged into one product"

ZOO=${ZOO:-../shared/models/zoo.py}
ZOUT=$B/zoo
MODELS=${TRANSFORMER_MODELS:-transformer_encoder bert_hf_like convnext_tiny vit_b_16}
mkdir -p "$ZOUT"
missing=""
for m in $MODELS; do [ -f "$ZOUT/$m.onnx" ] || missing="$missing $m"; done
if [ -n "$missing" ]; then
	[ -f "$ZOO" ] || fail "$ZOO is missing (the shared models folder beside the checkout)"
	$PY "$ZOO" "$ZOUT" $missing >"$ZOUT/export-transformers.log" 2>&1 || fail "zoo.py: $(tail -5 "$ZOUT/export-transformers.log")"
	! grep -q "EXPORT FAILED" "$ZOUT/export-transformers.log" || fail "zoo.py: $(grep "EXPORT FAILED" "$ZOUT/export-transformers.log")"
fi
args=""
for m in $MODELS; do
	rm -f "$OUT/$m.opt.onnx"
	$T optimize --cost analytical "$ZOUT/$m.onnx" -o "$OUT/$m.opt.onnx" --no-measure --report "$OUT/$m.json" \
		>"$OUT/$m.log" 2>&1 || fail "tasoc optimize $m: $(tail -3 "$OUT/$m.log")"
	$PY - "$OUT/$m.json" "$m" <<'PYEOF' || fail "$m: too many opaque nodes: $(cat "$OUT/$m.json")"
import json, sys
r = json.load(open(sys.argv[1]))
share = r["opaque"] / r["nodes_before"]
print("transformer: %-20s %4d nodes, %3d opaque (%.1f%%)" % (sys.argv[2], r["nodes_before"], r["opaque"], 100 * share))
assert share <= 0.15, share
PYEOF
	args="$args $ZOUT/$m.onnx $OUT/$m.opt.onnx"
done
$PY tools/onnx_check.py $args || fail "ONNX Runtime disagrees with an optimized zoo transformer"
