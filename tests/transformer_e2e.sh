#!/bin/sh
# transformer_e2e.sh: `make test-onnx`: a transformer's linear layers reach the rules.
#
# A self-attention block as a Hugging Face-style BERT exports it
# (tests/transformer_models.py): its Q, K, V and output projections (MatMul
# of [1, tokens, d] by a 2-D weight, Add of a bias) must import as products
# and bias adds, so that the three projections of one input meet the rule
# that merges products sharing an input (matmul_merge_shared, twice: Q with
# K, then with V). The written model holds one product by the merged
# [d, 3d] weight and must give the original's output in ONNX Runtime.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/transformer
PY=/usr/bin/python3
mkdir -p "$OUT"
fail() { echo "transformer_e2e: FAILED: $*"; exit 1; }

$PY tests/transformer_models.py "$OUT"
$T info "$OUT/attention.onnx" >"$OUT/info.log" || fail "tasoc info: $(cat "$OUT/info.log")"
# Only the attention's own products (Q K^T and by V, batched over heads) stay opaque MatMuls.
grep -q "^  MatMul  *2  opaque" "$OUT/info.log" || fail "the projections did not import as products: $(cat "$OUT/info.log")"
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
