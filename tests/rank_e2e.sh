#!/bin/sh
# rank_e2e.sh: `make test-onnx`: models with tensors of rank 5 to 9 through tasoc optimize, checked in ONNX Runtime.
#
# The models are built at test time (tests/rank_models.py). Rank 5 to 8 import,
# the Reshape and Transpose to rank 5 and 6 map (reshape holds 7 extents,
# permute any permutation; opaque before 2026-11-28), the 3-D Conv stays
# opaque, the rank-generic operators between them (split, relu, concat,
# elementwise) map and are rewritten, and every result passes onnx.checker and gives the
# original's outputs in ONNX Runtime (tools/onnx_check.py); rank 9 is refused
# with the node, the tensor and the rank named. ShuffleNet v2 as PyTorch
# exports it goes through in tests/zoo_e2e.sh.
set -u
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/rank
PY=/usr/bin/python3
mkdir -p "$OUT"
fail() { echo "rank_e2e: FAILED: $*"; exit 1; }

$PY tests/rank_models.py "$OUT" || fail "building the models (tests/rank_models.py)"
opt() { # NAME: optimize NAME.onnx into NAME.opt.onnx with its report
	rm -f "$OUT/$1.opt.onnx" "$OUT/$1.json"
	$T optimize "$OUT/$1.onnx" -o "$OUT/$1.opt.onnx" --cost analytical --no-measure --report "$OUT/$1.json" \
		>"$OUT/$1.log" 2>&1 || fail "tasoc optimize $1: $(cat "$OUT/$1.log")"
}
has() { # NAME PATTERN: the report has it
	grep -q "$2" "$OUT/$1.json" || fail "$1: expected $2 in the report: $(cat "$OUT/$1.json")"
}
opt shuffle
# Nothing opaque: the Reshape to rank 5 is reshape, the Transpose permute.
has shuffle '"opaque": 0,'
# The Split, Relus and Concat at rank 5 are spec operators: the search merges them away.
has shuffle '"relu_split_merge": 1'
has shuffle '"concat_split_cancel": 1'
$T info "$OUT/shuffle.onnx" >"$OUT/shuffle.info" || fail "tasoc info shuffle"
grep -q "^  split  *1  optimizable" "$OUT/shuffle.info" || fail "shuffle: the rank-5 Split is not mapped: $(cat "$OUT/shuffle.info")"
opt conv3d
# Opaque: the 3-D Conv; the Reshape to rank 6, the Transpose (permute), the Relus (rank 5 and 6), the Add
# and the Sigmoid (rank 5) map, and both outputs keep their ranks.
has conv3d '"opaque": 1,'
$T info "$OUT/conv3d.opt.onnx" >"$OUT/conv3d.info" || fail "tasoc info conv3d.opt"
grep -q "^  y6  *\[1,2,2,12,2,2\]" "$OUT/conv3d.info" && grep -q "^  y5  *\[1,3,4,4,4\]" "$OUT/conv3d.info" &&
	grep -q "^  relu  *2  optimizable" "$OUT/conv3d.info" || fail "conv3d: $(cat "$OUT/conv3d.info")"
args="$OUT/shuffle.onnx $OUT/shuffle.opt.onnx $OUT/conv3d.onnx $OUT/conv3d.opt.onnx"

# Rank 9: refused, exit 1, no output, the node, the tensor and the rank named; with and without the
# file's value_info for it, and as a graph input.
for m in rank9 rank9_novi in9; do
	rm -f "$OUT/$m.opt.onnx"
	$T optimize "$OUT/$m.onnx" -o "$OUT/$m.opt.onnx" --cost analytical --no-measure >"$OUT/$m.log" 2>&1
	rc=$?
	[ $rc -eq 1 ] && [ ! -e "$OUT/$m.opt.onnx" ] || fail "$m: exit $rc, or an output written: $(cat "$OUT/$m.log")"
done
for m in rank9 rank9_novi; do
	grep -q "node 'big' (Reshape): output 'big' has rank 9 (tasoc holds at most 8)" "$OUT/$m.log" ||
		fail "$m: the message does not name the node, the tensor and the rank: $(cat "$OUT/$m.log")"
done
grep -q "graph input 'x' has rank 9 (tasoc holds at most 8)" "$OUT/in9.log" || fail "in9: $(cat "$OUT/in9.log")"

$PY tools/onnx_check.py $args >"$OUT/check.log" 2>&1 || { cat "$OUT/check.log"; fail "onnx_check"; }
tail -n 1 "$OUT/check.log"
echo "rank_e2e: ok"
