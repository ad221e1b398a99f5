#!/bin/sh
# cli_e2e.sh: `make test-onnx`: the tasoc command line as a user meets it: help, version, usage and write errors.
#
# Each check runs build/tasoc and asserts its exit status and what it says:
# every command and step has its own --help, options missing their value
# are named, write errors give the reason once, and rule names are printed
# whole (tools/cmd_optimize.c once cut them at 63 characters).
set -e
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/cli
PY=/usr/bin/python3
# afresh: the checks that a failed run leaves no file would see an earlier run's
rm -rf "$OUT" && mkdir -p "$OUT"
fail() { echo "cli_e2e: FAILED: $*"; exit 1; }

# Runs tasoc with the arguments; leaves the exit status in $rc, stdout in $OUT/out, stderr in $OUT/err.
run() {
	set +e
	$T "$@" >"$OUT/out" 2>"$OUT/err"
	rc=$?
	set -e
}

# --version and version: the one version string and the number of rules built in.
nrules=$(grep -vc '^#' generated/rules.txt)
for v in --version version; do
	run $v
	[ $rc -eq 0 ] || fail "tasoc $v exits $rc"
	grep -Eqx "tasoc [0-9]+\.[0-9]+\.[0-9]+ \($nrules rules\)" "$OUT/out" ||
		fail "tasoc $v printed '$(cat "$OUT/out")', not 'tasoc VERSION ($nrules rules)'"
done

# The CUDA libraries are opened only by --cost cudnn (host/backend/cuda_libs.c): linked, they cost
# every command 80 ms and 215 MB at start, and a machine without them could not start tasoc at all.
if ldd "$T" | grep -E 'lib(cudnn|cublas|cudart)' >"$OUT/ldd"; then
	fail "tasoc is linked against CUDA libraries: $(tr '\n' ' ' <"$OUT/ldd")"
fi

# Every command, rules step and cost subcommand has a --help of its own, on stdout, exit 0.
cmds=$($T --help | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[ -n "$cmds" ] || fail "tasoc --help lists no command"
steps=$($T rules --help | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
[ -n "$steps" ] || fail "tasoc rules --help lists no step"
check_help() {
	run "$@" --help
	[ $rc -eq 0 ] || fail "tasoc $* --help exits $rc"
	head -1 "$OUT/out" | grep -q "^usage: tasoc $* " ||
		fail "tasoc $* --help does not start with its own usage: $(head -1 "$OUT/out")"
	# A usage line that names options one by one names all of them (else it says OPTIONS).
	usage=$(sed -n '1p; 2,3{/^   /p}' "$OUT/out")
	case "$usage" in *OPTIONS*) return ;; esac
	for o in $(sed -n 's/^  \(--*[a-z][a-z-]*\).*/\1/p' "$OUT/out"); do
		echo "$usage" | grep -q -- "$o" || fail "the usage line of tasoc $* leaves out $o, listed below it"
	done
}
for c in $cmds; do check_help $c; done
for s in $steps; do check_help rules $s; done
check_help cost emit
check_help cost groups
check_help cost models

# Models: two max-pools, and the bundled convnet.
$PY - "$OUT/two_pools.onnx" <<'PYEOF'
import sys, onnx
from onnx import helper, TensorProto
vi = lambda n: helper.make_tensor_value_info(n, TensorProto.FLOAT, [1, 8, 16, 16])
pool = lambda i, o: helper.make_node('MaxPool', [i], [o], kernel_shape=[3, 3], strides=[1, 1], pads=[1, 1, 1, 1])
g = helper.make_graph([pool('x', 'a'), pool('y', 'b')], 'two_pools', [vi('x'), vi('y')], [vi('a'), vi('b')])
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)]), sys.argv[1])
PYEOF
$PY tools/make_onnx_models.py "$OUT" >/dev/null
M="$OUT/convnet.onnx"

# An option at the end without its value is named, not called an unexpected argument; exit 2.
needs_value() {
	opt=$1
	shift
	run "$@"
	[ $rc -eq 2 ] || fail "tasoc $* exits $rc, not 2"
	grep -q "option $opt needs a value" "$OUT/err" || fail "tasoc $*: $(head -1 "$OUT/err")"
}
needs_value -o optimize "$M" -o
needs_value --report optimize "$M" -o "$OUT/x.onnx" --report
needs_value --budget optimize "$M" -o "$OUT/x.onnx" --budget
needs_value --dim info "$M" --dim
needs_value -o dot "$M" -o
needs_value -o export tiny -o
needs_value --also-cost search tiny --also-cost
needs_value -o cost emit x.cache -o
needs_value -o rules generate -o
needs_value -o rules verify x.rules -o
needs_value -o rules emit x.rules -o
needs_value -o rules select x.rules -o
needs_value --spec ops --spec
needs_value --feed optimize "$M" -o "$OUT/x.onnx" --feed

# rules select (make rules4): --min-ops keeps rules with a side of N operators; --merges those with
# fewer contractions on the right whose left roots, when several, read one variable directly.
cat >"$OUT/select.rules" <<'EOF'
# a test file
small  (relu (relu ?x))  =>  (relu ?x)
assoc  (matmul (matmul ?x ?y) ?z)  =>  (matmul ?x (matmul ?y ?z))
sum  (ewadd (matmul ?x ?y) (matmul ?z ?w))  =>  (matmul (concat 1 ?x ?z) (concat 0 ?y ?w))
shared  [(matmul ?x ?y) (matmul ?x ?z)]  =>  [(split0 1 (matmul ?x (concat 1 ?y ?z))) (split1 1 (matmul ?x (concat 1 ?y ?z)))]
apart  [(matmul ?x ?y) (matmul ?z (matmul ?w ?y))]  =>  [(split0 0 (matmul (concat 0 ?x (matmul ?z ?w)) ?y)) (split1 0 (matmul (concat 0 ?x (matmul ?z ?w)) ?y))]
EOF
run rules select "$OUT/select.rules" --min-ops 3 --merges -o "$OUT/select.out"
[ $rc -eq 0 ] || fail "rules select exits $rc: $(head -1 "$OUT/err")"
[ "$(sed -n 's/^\([a-z]*\)  .*/\1/p' "$OUT/select.out" | tr '\n' ' ')" = "sum shared " ] ||
	fail "rules select --min-ops 3 --merges kept: $(grep -v '^#' "$OUT/select.out" | cut -d' ' -f1 | tr '\n' ' ')"
grep -q '^#   a test file$' "$OUT/select.out" || fail "rules select does not keep the input's header"
run rules select "$OUT/select.rules" --min-ops 3
[ $rc -eq 0 ] && [ "$(grep -vc '^#' "$OUT/out")" -eq 3 ] || fail "rules select --min-ops 3: exit $rc, $(grep -vc '^#' "$OUT/out") rules"

# --feed: a value that is no number is a usage error; a name that is no input of the model fails
# the measurement and writes nothing; tasoc info, which runs nothing, does not take it.
run optimize tests/models/if_branches.onnx -o "$OUT/feed.onnx" --feed c=abc
[ $rc -eq 2 ] && grep -q -- "--feed takes NAME=V with V a number, got 'c=abc'" "$OUT/err" ||
	fail "--feed c=abc: exit $rc: $(head -1 "$OUT/err")"
run optimize tests/models/if_branches.onnx -o "$OUT/feed.onnx" --feed nope=1 --measure-time 1
[ $rc -eq 1 ] && grep -q -- "--feed nope: the model has no input of that name (its inputs: x, c)" "$OUT/err" &&
	[ ! -e "$OUT/feed.onnx" ] || fail "--feed nope=1: exit $rc: $(cat "$OUT/err")"
# ... also where nothing is measured: the import checks it (an If priced by its branch would drop it in silence)
run optimize tests/models/if_branches.onnx -o "$OUT/feed.onnx" --feed nope=1 --no-measure --cost analytical
[ $rc -eq 1 ] && grep -q -- "--feed nope: the model has no input of that name (its inputs: x, c)" "$OUT/err" &&
	[ ! -e "$OUT/feed.onnx" ] || fail "--feed nope=1 --no-measure: exit $rc: $(cat "$OUT/err")"
run cost tests/models/if_branches.onnx --feed nope=1 --cost analytical
[ $rc -eq 1 ] && grep -q -- "--feed nope: the model has no input of that name (its inputs: x, c)" "$OUT/err" ||
	fail "tasoc cost --feed nope=1: exit $rc: $(cat "$OUT/err")"
# ... and a value the input's type cannot hold (c is a bool) fails where ONNX Runtime is fed, not wrapped
run optimize tests/models/if_branches.onnx -o "$OUT/feed.onnx" --feed c=2 --measure-time 1
[ $rc -eq 1 ] && grep -q -- "--feed c=2: input 'c' is bool, which cannot hold 2" "$OUT/err" &&
	[ ! -e "$OUT/feed.onnx" ] || fail "--feed c=2: exit $rc: $(cat "$OUT/err")"
run info tests/models/if_branches.onnx --feed c=1
[ $rc -eq 2 ] || fail "tasoc info --feed exits $rc, not 2"

# A write error names the file once and gives the reason; exit 1 and no file.
nowhere=$OUT/no/such/dir
write_error() {
	path=$1
	shift
	run "$@"
	[ $rc -eq 1 ] || fail "tasoc $* exits $rc, not 1"
	grep -q "cannot write.*: No such file or directory" "$OUT/err" || fail "tasoc $*: $(cat "$OUT/err")"
	[ "$(grep -o "$path" "$OUT/err" | wc -l)" -eq 1 ] || fail "tasoc $* names $path more than once: $(cat "$OUT/err")"
	[ ! -e "$path" ] || fail "tasoc $* wrote $path"
}
write_error "$nowhere/x.onnx" optimize "$M" -o "$nowhere/x.onnx" --budget 1
write_error "$nowhere/x.json" optimize "$M" -o "$OUT/x.onnx" --budget 1 --report "$nowhere/x.json"
write_error "$nowhere/x.onnx" export tiny -o "$nowhere/x.onnx"
write_error "$nowhere/x.dot" dot "$M" -o "$nowhere/x.dot"
write_error "$nowhere/x.cache" optimize "$M" -o "$OUT/x.onnx" --budget 1 --cost-cache "$nowhere/x.cache"

# A symbolic dimension: the hint names the command and the option.
run info tests/models/dynamic_batch.onnx
[ $rc -eq 1 ] || fail "info on a model with a symbolic dimension exits $rc"
grep -q -- "--dim batch=N, an option of tasoc optimize, info, check and dot" "$OUT/err" ||
	fail "the --dim hint names no command: $(cat "$OUT/err")"

# tasoc dot takes the shape options too: the symbolic model draws once its batch is given.
run dot tests/models/dynamic_batch.onnx --dim batch=2 -o "$OUT/dynamic.dot"
[ $rc -eq 0 ] || fail "dot --dim batch=2 exits $rc: $(cat "$OUT/err")"
grep -q '\[2,' "$OUT/dynamic.dot" || fail "dot --dim batch=2 drew no shape with batch 2"

# tasoc search --arena: the search in a fixed arena reports its peak within the arena,
# and too small an arena is a clean failure that says so.
run search nasrnn --cost analytical --budget 10 --arena 64M
[ $rc -eq 0 ] || fail "search --arena 64M exits $rc: $(cat "$OUT/err")"
peak=$(sed -n 's/^arena: peak \([0-9]*\) of 67108864 bytes.*/\1/p' "$OUT/out")
[ -n "$peak" ] && [ "$peak" -gt 0 ] && [ "$peak" -le 67108864 ] || fail "search --arena printed no peak: $(cat "$OUT/out")"
run search nasrnn --cost analytical --budget 10 --arena $((peak / 2))
[ $rc -eq 1 ] || fail "search in an arena of half its peak exits $rc"
grep -q "out of memory, the input graph left as it was" "$OUT/out" || fail "a too small arena is not reported: $(cat "$OUT/out")"

# Rule names are printed whole. A maxpool2d on each of two inputs merges into one
# maxpool2d over their concatenation by a rule of 70 characters; with costs that
# favour it (a cache edited as in onnx_e2e.sh), the search applies it.
rm -f "$OUT/pools.cache"
$T optimize --cost analytical "$OUT/two_pools.onnx" -o "$OUT/two_pools.opt.onnx" --cost-cache "$OUT/pools.cache" >/dev/null
awk '/^maxpool2d .* in=\[1,8,16,16\] / { sub(/cost=.*/, "cost=0.1") } { print }' "$OUT/pools.cache" \
	>"$OUT/pools.cache.new" && mv "$OUT/pools.cache.new" "$OUT/pools.cache"
run optimize --cost analytical "$OUT/two_pools.onnx" -o "$OUT/two_pools.opt.onnx" --cost-cache "$OUT/pools.cache" \
	--report "$OUT/two_pools.json"
[ $rc -eq 0 ] || fail "optimize two_pools: $(cat "$OUT/err")"
sed -n 's/^#.*//; s/^\([^ ]*\) .*/\1/p' generated/rules.txt >"$OUT/rule_names"
applied=$(sed -n 's/^  rules applied://p' "$OUT/out" | tr ' ' '\n' | grep -v '^x[0-9]*$' | grep . || true)
longest=0
for r in $applied; do
	grep -qx "$r" "$OUT/rule_names" || fail "'rules applied' printed '$r', which is no rule's full name"
	[ ${#r} -gt $longest ] && longest=${#r}
done
[ $longest -gt 63 ] || fail "no rule name over 63 characters was applied (the test needs one): $applied"
$PY - "$OUT/two_pools.json" "$OUT/rule_names" <<'PYEOF' || fail "the report's rules_applied holds a cut name"
import json, sys
names = set(open(sys.argv[2]).read().split())
keys = json.load(open(sys.argv[1]))["rules_applied"].keys()
bad = [k for k in keys if k not in names]
assert keys and not bad, bad
PYEOF

# rules emit and rules verify say how many rules were left out, and why only with --verbose.
printf '%s\n' "p  (sigmoid (transpose ?x))  =>  (transpose (sigmoid ?x))  ; proved: sigmoid_transpose" \
	"u  (matmul ?x ?y)  =>  (matmul ?y ?x)  ; unknown" >"$OUT/emit.rules"
mkdir -p "$OUT/emit"
run rules emit "$OUT/emit.rules" -o "$OUT/emit"
[ $rc -eq 0 ] && ! grep -q "skipped:" "$OUT/err" && grep -q "1 rules emitted; left out 1 not proved" "$OUT/err" ||
	fail "rules emit without --verbose: $(cat "$OUT/err")"
run rules emit "$OUT/emit.rules" -o "$OUT/emit" --verbose
grep -q "emit.rules:2: u: skipped: unknown" "$OUT/err" || fail "rules emit --verbose: $(cat "$OUT/err")"
run rules verify tests/rules/unsound/shape_free.rules --keep-going -o "$OUT/unsound.verified"
[ $rc -eq 0 ] && ! grep -q "FAIL" "$OUT/err" && grep -q "2 refuted by the kernels" "$OUT/err" ||
	fail "rules verify --keep-going: $(cat "$OUT/err")"
run rules verify tests/rules/unsound/shape_free.rules --keep-going --verbose -o "$OUT/unsound.verified"
grep -q "FAIL conv_concat_swap" "$OUT/err" || fail "rules verify --verbose shows no refutation: $(cat "$OUT/err")"

# Where no GPU is (CI), the GPU driver (tools/gpu/gpu_cost.c) says why in one line and writes nothing,
# and --cost cudnn with a cache that a GPU measured (docs/gpu/) replays it: the search prices the model
# by those timings (ResNet-50's input at the sum of its keys) and leaves the file as measured.
set +e
$B/tasoc-gpu-cost "$OUT/tiny.costs" tiny >"$OUT/out" 2>"$OUT/err"
rc=$?
set -e
if [ $rc -eq 2 ]; then
	[ "$(wc -l <"$OUT/err")" -eq 1 ] && grep -q "^gpu_cost: cudnn cost model: " "$OUT/err" &&
		[ ! -e "$OUT/tiny.costs" ] || fail "tasoc-gpu-cost without a GPU: $(cat "$OUT/err")"
	cp docs/gpu/h200-cudnn.costs "$OUT/gpu.costs"
	run search resnet50 --cost cudnn --cost-cache "$OUT/gpu.costs" --budget 10
	[ $rc -eq 0 ] && grep -q "replaying the cudnn timings in $OUT/gpu.costs" "$OUT/err" ||
		fail "search with a cudnn cache and no GPU: rc $rc, $(cat "$OUT/err")"
	cmp -s "$OUT/gpu.costs" docs/gpu/h200-cudnn.costs || fail "replaying a cudnn cache wrote to it"
	grep -q "could not measure" "$OUT/err" && fail "ResNet-50's keys are all in the cache, yet: $(cat "$OUT/err")"
	grep -q "^predicted cost (cudnn model): 2.2592 ms" "$OUT/out" ||
		fail "ResNet-50 replayed is not the 2.2592 ms of docs/gpu/h200-gpu_cost.txt: $(grep predicted "$OUT/out")"
	run search tiny --cost cudnn --budget 10
	grep -q "using the cpu cost model" "$OUT/err" || fail "--cost cudnn without a GPU or its cache: $(cat "$OUT/err")"
else
	[ $rc -eq 0 ] && grep -q "saved to $OUT/tiny.costs" "$OUT/out" ||
		fail "tasoc-gpu-cost on a GPU: rc $rc, $(cat "$OUT/err")"
	echo "cli_e2e: a GPU is here: tasoc-gpu-cost measured; the replay without one was not checked"
fi

echo "cli_e2e: ok"
