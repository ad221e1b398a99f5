#!/bin/sh
# bench_speedup.sh: `make bench` section: the table that matters: each model's speedup measured in ONNX Runtime.
#
# For each of TASO's six models (written as ONNX by `tasoc export`) and each
# public real model (tools/fetch_models.sh, as shipped): `tasoc optimize`
# with its defaults, which times the search's graph against the original in
# ONNX Runtime (CPU, one thread, interleaved paired rounds) and writes it
# only when it is faster beyond the noise. Then each cost model's prediction
# for the same pair of graphs: the cost of the input and of the graph that
# was measured (--candidate), each imported at budget 0, the ort figure with
# operator costs timed afresh; and the ort model's own prediction as the
# search made it (the report's costs, from the operator timings the search
# chose by, which favour what happened to time low). The table is printed
# as markdown, one row a model, the way docs/benchmarks.md quotes it. Wall-clock figures on a
# shared machine: compare runs on the same machine only.
#
# Environment: MODELS (default build/models: the real models, fetched when
# missing), BENCH_MODELS (default: all eleven), MEASURE_TIME (default 15).
set -e
T=build/tasoc
W=build/bench/speedup
MODELS=${MODELS:-build/models}
MEASURE_TIME=${MEASURE_TIME:-15}
TASO="resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"
. tools/published_models.sh
REAL=$PUBLISHED
BENCH_MODELS=${BENCH_MODELS:-$TASO $REAL}
COSTS="analytical cpu ort"
rm -rf $W && mkdir -p $W

# The input shapes ../shared/models/README.md suggests for the models that name their dims, and
# silero's sample rate (16 kHz: the rate both exports serve; op18's If takes that branch).
dims() {
	published_opts "$1"
}

for m in $BENCH_MODELS; do
	case " $TASO " in
	*" $m "*) $T export $m -o $W/$m.onnx >/dev/null ;;
	*)
		[ -f "$MODELS/$m.onnx" ] || sh tools/fetch_models.sh "$MODELS" $m >&2
		cp "$MODELS/$m.onnx" $W/$m.onnx ;;
	esac
	echo "$m: optimizing and measuring..." >&2
	# The defaults, as a user runs it; the log keeps the refusal of a model tasoc cannot import.
	if $T optimize $W/$m.onnx -o $W/$m.opt.onnx $(dims $m) --measure-time "$MEASURE_TIME" \
		--report $W/$m.json --candidate $W/$m.search.onnx >$W/$m.log 2>&1; then
		# $m.search.onnx: the graph measured, whatever the guard wrote (a second search would
		# not find the same one: under ort its operators are timed afresh).
		for c in $COSTS; do
			for g in $m $m.search; do
				$T optimize $W/$g.onnx -o $W/$g.$c.onnx $(dims $m) --budget 0 --no-measure --cost $c \
					--cost-cache $W/$c.cache --report $W/$g.$c.json >/dev/null 2>&1 ||
					echo "{\"error\": \"cost $c failed\"}" >$W/$g.$c.json
			done
		done
	fi
done

/usr/bin/python3 - $W "$COSTS" $BENCH_MODELS <<'EOF'
import json, math, os, sys
w, costs, models = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
def load(p):
    return json.load(open(p)) if os.path.exists(p) else None
print("| model | rules applied | predicted speedup: %s (ort as searched) | measured speedup in ORT (95%% interval) | written | speedup of the written file |"
      % " / ".join(costs))
print("|---|---|---|---|---|---|")
taso = "resnet50 resnext50 inception-v3 nasnet-a nasrnn bert".split()
got = {}
for m in models:
    r = load("%s/%s.json" % (w, m))
    if r is None:
        log = open("%s/%s.log" % (w, m)).read().strip().splitlines()
        why = next((l for l in log if "error" in l or "cannot" in l or "tasoc" in l), log[-1] if log else "?")
        print("| %s | refused: %s | | | | |" % (m, why.replace("|", "/")[:160]))
        continue
    if r.get("error"):
        print("| %s | failed: %s | | | | |" % (m, r["error"].replace("|", "/")[:160]))
        continue
    rules = ", ".join("%s x%d" % kv for kv in r["rules_applied"].items()) or "none"
    pred = []
    for c in costs:
        a, b = load("%s/%s.%s.json" % (w, m, c)), load("%s/%s.search.%s.json" % (w, m, c))
        ok = a and b and a.get("cost_model") == c and b.get("cost_model") == c
        pred.append("%.3fx" % (a["cost_before_ms"] / b["cost_before_ms"]) if ok else "n/a")
    searched = ("%.3fx" % (r["cost_before_ms"] / r["cost_after_ms"])) if r.get("cost_after_ms") else "n/a"
    me = r["measure"]
    if me:
        meas = "%.3fx (%.3f-%.3f)" % (me["speedup"], me["speedup_low"], me["speedup_high"])
    else:
        meas = "not measured: %s" % r["measure_skipped"]
    written = r["written"]
    eff = me["speedup"] if me and written == "optimized" else 1.0
    got[m] = eff
    print("| %s | %s | %s (%s) | %s | %s | %.3fx |" % (m, rules, " / ".join(pred), searched, meas, written, eff))
t = [got[m] for m in taso if m in got]
if t:
    print("\ngeomean over TASO's models (%d of 6), speedup of the written files: %.3fx"
          % (len(t), math.exp(sum(map(math.log, t)) / len(t))))
EOF
