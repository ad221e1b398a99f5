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

# What tasoc writes back for a layernorm or gelu below the opsets of LayerNormalization (17) and Gelu (20) must
# be what ONNX Runtime fuses again: its LayerNorm fusion matches the chain with Pow 2 only, and a written model
# that loses a fusion runs slower than its input. So ONNX Runtime's own optimized graph of each written model
# holds as many LayerNormalization and Gelu nodes as that of its input (bert_hf_like and vit_b_16: opset 14).
for m in $MODELS; do
	.venv/bin/python3 tools/ort_fused.py "$ZOUT/$m.onnx" "$OUT/$m.ort_in.onnx" && .venv/bin/python3 tools/ort_fused.py "$OUT/$m.opt.onnx" "$OUT/$m.ort_out.onnx" ||
		fail "$m: ONNX Runtime could not write its optimized graph"
	$PY - "$OUT/$m.ort_in.onnx" "$OUT/$m.ort_out.onnx" "$m" <<'PYEOF' || fail "$m: ONNX Runtime fuses less in the written model"
import sys, onnx
count = lambda p, op: sum(n.op_type == op for n in onnx.load(p).graph.node)
for op in ('LayerNormalization', 'Gelu'):
    a, b = count(sys.argv[1], op), count(sys.argv[2], op)
    assert b >= a, (sys.argv[3], op, 'input', a, 'written', b)
print('transformer: %-20s ONNX Runtime fuses %d LayerNormalization and %d Gelu in both' % (
    sys.argv[3], count(sys.argv[2], 'LayerNormalization'), count(sys.argv[2], 'Gelu')))
PYEOF
done
