#!/bin/sh
# external_e2e.sh: `make test-onnx`: models whose tensors lie in a file beside them (ONNX external data).
#
# A small model is made here with onnx.save_model(save_as_external_data=True,
# size_threshold=0), never committed. tasoc optimize must read it and give the
# original's outputs in ONNX Runtime: written inline, written with
# --external-data (the data file named after the output, found by ONNX
# Runtime relative to the model, run from another folder), through the
# measured and checked path, and re-exported where it writes its input
# unchanged into another folder. Every way out of the model's folder is
# refused (absolute, '..', a symlink) with the tensor and the location named
# and no output left, and so are a missing file and an offset or length past
# its end. Without ONNX Runtime the test fails: it never passes unchecked.
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/external
PY=/usr/bin/python3
fail() { echo "external_e2e: FAILED: $*"; exit 1; }
.venv/bin/python3 -c 'import onnxruntime' 2>/dev/null || fail "ONNX Runtime (PyPI onnxruntime) is not installed in .venv/: make deps"
rm -rf "$OUT"
mkdir -p "$OUT/ext" "$OUT/tmp"

$PY - "$OUT" <<'PYEOF'
import os, sys
import numpy as np
import onnx
from onnx import helper, numpy_helper
d = sys.argv[1]
rng = np.random.default_rng(3)
def w(name, *shape):
    return numpy_helper.from_array((rng.standard_normal(shape) * 0.1).astype(np.float32), name)
# Two MatMuls of one input (merged by the search: a folded weight), a Conv, biases.
inits = [w("Wa", 64, 96), w("Wb", 64, 96), w("W2", 96, 32), w("bias", 32), w("K", 8, 3, 3, 3)]
# W2 in float_data, not raw: onnx.save leaves it inline, tasoc's --external-data must move it out
inits[2] = helper.make_tensor("W2", 1, [96, 32], numpy_helper.to_array(inits[2]).flatten().tolist())
nodes = [helper.make_node("MatMul", ["x", "Wa"], ["a"]), helper.make_node("MatMul", ["x", "Wb"], ["b"]),
         helper.make_node("Relu", ["a"], ["ra"]), helper.make_node("Relu", ["b"], ["rb"]),
         helper.make_node("Add", ["ra", "rb"], ["s"]), helper.make_node("MatMul", ["s", "W2"], ["t"]),
         helper.make_node("Add", ["t", "bias"], ["y"]), helper.make_node("Conv", ["img", "K"], ["z"], pads=[1, 1, 1, 1])]
g = helper.make_graph(nodes, "ext", [helper.make_tensor_value_info("x", 1, [4, 64]),
                                     helper.make_tensor_value_info("img", 1, [1, 3, 8, 8])],
                      [helper.make_tensor_value_info("y", 1, [4, 32]), helper.make_tensor_value_info("z", 1, [1, 8, 8, 8])],
                      inits)
m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
m.ir_version = 8
# The reference: the same model inline (ONNX Runtime runs either; tasoc's outputs are compared with it).
onnx.save_model(m, os.path.join(d, "inline.onnx"))
onnx.save_model(m, os.path.join(d, "ext", "m.onnx"), save_as_external_data=True, all_tensors_to_one_file=True,
                location="m.onnx.data", size_threshold=0)
PYEOF
[ -s "$OUT/ext/m.onnx.data" ] || fail "the model was not saved with external data"

# Inline output, in another folder than the input's.
mkdir -p "$OUT/plain"
$T optimize --cost analytical --no-measure "$OUT/ext/m.onnx" -o "$OUT/plain/out.onnx" >"$OUT/plain.log" ||
	fail "optimize: $(cat "$OUT/plain.log")"
grep -q "^  external data: 4 tensors mapped from files beside the model" "$OUT/plain.log" ||
	fail "the import does not report the mapped tensors: $(cat "$OUT/plain.log")"
grep -q "rules applied: .*matmul_merge_shared" "$OUT/plain.log" || fail "nothing rewritten: $(cat "$OUT/plain.log")"
[ ! -e "$OUT/plain/out.onnx.data" ] || fail "a data file beside an inline output"

# --external-data: OUT.onnx.data beside OUT, every tensor of 1 KiB or more in it.
mkdir -p "$OUT/x"
$T optimize --cost analytical --no-measure --external-data "$OUT/ext/m.onnx" -o "$OUT/x/out.onnx" \
	--report "$OUT/x.json" >"$OUT/x.log" ||
	fail "optimize --external-data: $(cat "$OUT/x.log")"
grep -q "^  external data: the tensors written to $OUT/x/out.onnx.data beside it" "$OUT/x.log" ||
	fail "--external-data does not say where the data went: $(cat "$OUT/x.log")"
$PY - "$OUT/x/out.onnx" <<'PYEOF' || fail "--external-data: the written model does not refer to out.onnx.data"
import json, sys, onnx
from onnx import TensorProto
m = onnx.load(sys.argv[1], load_external_data=False)
ext = [t for t in m.graph.initializer if t.data_location == TensorProto.EXTERNAL]
big_inline = [t.name for t in m.graph.initializer if t.data_location != TensorProto.EXTERNAL and
              len(t.raw_data) + 4 * len(t.float_data) >= 1024]
locs = {e.value for t in ext for e in t.external_data if e.key == "location"}
assert len(ext) >= 2 and not big_inline and locs == {"out.onnx.data"}, (len(ext), big_inline, locs)
assert "W2" in {t.name for t in ext}, "the typed W2 stayed inline"
r = json.load(open(sys.argv[1].replace("/x/out.onnx", "/x.json")))
assert r["external_data"] == {"input_tensors": 4, "output": True}, r["external_data"]
a = onnx.load(sys.argv[1].replace("/x/out.onnx", "/ext/m.onnx"), load_external_data=False)
assert [t for t in a.graph.initializer if t.name == "W2"][0].float_data, "W2 was not typed in the input"

PYEOF

# Measured and checked (--check, --measure by default), with external data: temporaries removed after.
mkdir -p "$OUT/m"
TMPDIR="$OUT/tmp" $T optimize --cost analytical --check --measure-time 1 --external-data "$OUT/ext/m.onnx" \
	-o "$OUT/m/out.onnx" >"$OUT/m.log" 2>&1 || fail "optimize --check --external-data: $(cat "$OUT/m.log")"
grep -q "^  check: .*: ok$" "$OUT/m.log" || fail "no check was run: $(cat "$OUT/m.log")"
# ONNX Runtime ran the temporary copy, its data beside it
grep -q "^  measured (ONNX Runtime" "$OUT/m.log" || fail "not measured: $(cat "$OUT/m.log")"
[ -s "$OUT/m/out.onnx.data" ] || fail "--check --external-data wrote no data file: $(cat "$OUT/m.log")"
# (ONNX Runtime leaves logs of its own there)
[ -z "$(ls "$OUT/tmp" | grep tasoc)" ] || fail "temporary files left: $(ls "$OUT/tmp")"

# IN written unchanged into another folder (nothing rewritten at --budget 0): re-exported, so that it runs there.
mkdir -p "$OUT/keep"
$T optimize --cost analytical --budget 0 "$OUT/ext/m.onnx" -o "$OUT/keep/out.onnx" >"$OUT/keep.log" 2>&1 ||
	fail "optimize --budget 0: $(cat "$OUT/keep.log")"
grep -q "written: .* unchanged to" "$OUT/keep.log" || fail "--budget 0 rewrote the model: $(cat "$OUT/keep.log")"

# A symlink inside the folder to a file inside it is read.
mkdir -p "$OUT/inner"
cp "$OUT/ext/m.onnx" "$OUT/inner/m.onnx"
cp "$OUT/ext/m.onnx.data" "$OUT/inner/real.data"
ln -s real.data "$OUT/inner/m.onnx.data"
$T optimize --cost analytical --no-measure "$OUT/inner/m.onnx" -o "$OUT/inner/out.onnx" >"$OUT/inner.log" 2>&1 ||
	fail "a symlink inside the model's folder was refused: $(cat "$OUT/inner.log")"

# All the outputs: onnx.checker, and the inline original's outputs in ONNX Runtime (the paths are
# relative to this folder, not to the models': ONNX Runtime finds the data beside each model).
$PY tools/onnx_check.py "$OUT/inline.onnx" "$OUT/plain/out.onnx" "$OUT/inline.onnx" "$OUT/x/out.onnx" \
	"$OUT/inline.onnx" "$OUT/m/out.onnx" "$OUT/inline.onnx" "$OUT/keep/out.onnx" \
	"$OUT/inline.onnx" "$OUT/inner/out.onnx" || fail "an output differs from the original in ONNX Runtime"

# Refusals: each names the tensor and the location, exits 1 and leaves no output.
# bad CASE LOCATION OFFSET LENGTH ("-": as saved) writes $OUT/bad/CASE.onnx, Wa pointing there.
mkdir -p "$OUT/bad"
cp "$OUT/ext/m.onnx.data" "$OUT/bad/m.onnx.data"
bad() {
	$PY - "$OUT/ext/m.onnx" "$OUT/bad/$1.onnx" "$2" "$3" "$4" <<'PYEOF'
import sys, onnx
src, dst, loc, off, ln = sys.argv[1:]
m = onnx.load(src, load_external_data=False)
t = [t for t in m.graph.initializer if t.name == "Wa"][0]
for key, v in (("location", loc), ("offset", off), ("length", ln)):
    if v == "-":
        continue
    e = [e for e in t.external_data if e.key == key] or [t.external_data.add()]
    e[0].key, e[0].value = key, v
onnx.save(m, dst)
PYEOF
}
refused() { # CASE LOCATION WORDS
	rm -f "$OUT/bad/$1.out.onnx"
	set +e
	$T optimize --cost analytical --no-measure "$OUT/bad/$1.onnx" -o "$OUT/bad/$1.out.onnx" >"$OUT/bad/$1.log" 2>&1
	rc=$?
	set -e
	[ $rc -eq 1 ] || fail "$1: exit $rc, not 1: $(cat "$OUT/bad/$1.log")"
	[ ! -e "$OUT/bad/$1.out.onnx" ] && [ ! -e "$OUT/bad/$1.out.onnx.data" ] || fail "$1: an output was left"
	grep -q "tensor 'Wa': external data '$2' $3" "$OUT/bad/$1.log" || fail "$1: the message: $(cat "$OUT/bad/$1.log")"
}
abs=$(cd "$OUT/bad" && pwd)/m.onnx.data # an existing, valid file: refused for being absolute alone
bad absolute "$abs" - -
refused absolute "$abs" "is an absolute path"
mkdir -p "$OUT/bad/sub"
bad dotdot "sub/../m.onnx.data" - - # inside the folder after all, but refused by its '..'
refused dotdot "sub/../m.onnx.data" "has a '..' component"
ln -s "$(cd "$OUT/ext" && pwd)/m.onnx.data" "$OUT/bad/out.data"
bad symlink out.data - -
refused symlink out.data "leads out of the model's folder"
ln -s "$(cd "$OUT/ext" && pwd)" "$OUT/bad/outdir" # a symlink at a folder component
bad symlink_dir outdir/m.onnx.data - -
refused symlink_dir outdir/m.onnx.data "leads out of the model's folder"
bad missing nothing.data - -
refused missing nothing.data "does not exist beside the model"
bad offset - 70000 -
refused offset m.onnx.data "is [0-9]* bytes: offset 70000 + length [0-9]* runs past its end"
bad length - - 99999999
refused length m.onnx.data "is [0-9]* bytes: offset [0-9]* + length 99999999 runs past its end"
# The shape check still holds: a length that fits the file but not the tensor.
bad short - - 16
set +e
$T optimize --cost analytical --no-measure "$OUT/bad/short.onnx" -o "$OUT/bad/short.out.onnx" >"$OUT/bad/short.log" 2>&1
rc=$?
set -e
[ $rc -eq 1 ] && [ ! -e "$OUT/bad/short.out.onnx" ] && grep -q "'Wa'.*holds 16 bytes" "$OUT/bad/short.log" ||
	fail "a length short of the tensor's shape: $(cat "$OUT/bad/short.log")"

# tasoc export --external-data: a bundled graph whose weights go beside it.
$T export tiny -o "$OUT/tiny.onnx" --external-data >/dev/null || fail "tasoc export --external-data"
[ -s "$OUT/tiny.onnx.data" ] || fail "tasoc export --external-data wrote no data file"
$PY -c "import onnx, sys; onnx.checker.check_model(sys.argv[1], full_check=True)" "$OUT/tiny.onnx" ||
	fail "tasoc export --external-data: onnx.checker"
echo "external_e2e: ok (inline, --external-data, measured and checked, re-exported, 8 refusals)"
