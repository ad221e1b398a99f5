#!/bin/sh
# bench_target.sh: `make bench` section: each model optimized for each target, measured there, and across targets.
#
# For each target (ort-cpu:1, ort-cpu:2, openvino-cpu:1) and model: `tasoc optimize
# --target T` with its defaults otherwise (the ort cost model timing keys on T,
# the never-slower guard measuring on T); then the written file against its
# input on T (`tasoc measure`, 1.000x without timing where the guard wrote the
# input back), and the cross table: on each target B, the graph written for B
# against the graph written for each other target A (A's time over B's, so
# above 1 means B's own graph is faster on B; byte-equal graphs are "same",
# not timed). Last, each target's best GEMM rate (a float MatMul of N x N by
# N x N, N = 256, 512, 1024, timed whole; the best GFLOP/s), printed beside
# the geomean over TASO's six of the written files' speedups. Wall-clock
# figures of a shared machine: compare runs on the same machine only.
#
# Environment:
#   BENCH_TARGETS   the targets (default: ort-cpu:1 ort-cpu:2 openvino-cpu:1)
#   BENCH_SETS      which models: any of taso (TASO's six, bundled), pub (build/models: tools/fetch_models.sh,
#                   or PUBMODELS), zoo (/work/zoo, or ZOO); default: taso pub zoo. A full run is
#                   hours on 2 cores: `BENCH_SETS=taso` is the subset the docs quote.
#   BENCH_MODELS    a list of model names to keep, within the sets (default: all of them)
#   MEASURE_TIME    the guard's and each `tasoc measure`'s time cap, s (default 15)
#   BENCH_REPORT_ONLY=1  no runs: the tables from what $W holds (a run stopped part way)
#   BENCH_RESUME=1  keep what $W holds: skip a model's target whose written file was measured and
#                   a cross cell already timed, so a run stopped part way (or one target run on
#                   its own, then all together for the cross table) goes on where it ended
#   TASOC           the tasoc binary (default build/tasoc)
#   SEARCH_ARGS     more tasoc optimize options, for every run (default none; "--time-limit 150"
#                   bounds each search)
set -e
T=${TASOC:-build/tasoc}
W=build/bench/target
PUBMODELS=${PUBMODELS:-build/models}
ZOO=${ZOO:-/work/zoo}
BENCH_TARGETS=${BENCH_TARGETS:-ort-cpu:1 ort-cpu:2 openvino-cpu:1}
BENCH_SETS=${BENCH_SETS:-taso pub zoo}
MEASURE_TIME=${MEASURE_TIME:-15}
# cheapest to search first, so that a run cut short holds the most whole rows
TASO="nasrnn bert resnet50 resnext50 inception-v3 nasnet-a"
mkdir -p $W

# The input shapes /work/shared/models/README.md suggests for the models that name their dims,
# and silero's sample rate.
. tools/published_models.sh
dims() {
	published_opts "$1"
}
# A target's name as a file name: ort-cpu:1 -> ort-cpu-1.
tag() { echo "$1" | tr ':' '-'; }

models=""
for s in $BENCH_SETS; do
	case $s in
	taso) for m in $TASO; do [ -f $W/$m.onnx ] || $T export $m -o $W/$m.onnx >/dev/null; models="$models $m"; done ;;
	pub | zoo)
		dir=$PUBMODELS; [ $s = zoo ] && dir=$ZOO
		for f in "$dir"/*.onnx; do
			[ -f "$f" ] || continue
			m=$(basename "$f" .onnx)
			# a name another model holds in $W (TASO's resnet50 beside the zoo's) gets its set's prefix,
			# in this run or in an earlier one kept for BENCH_RESUME
			[ -e $W/$m.onnx ] && [ "$(readlink $W/$m.onnx)" != "$f" ] && m=${s}_$m
			[ -f $W/$m.onnx ] || ln -sf "$f" $W/$m.onnx
			models="$models $m"
		done ;;
	*) echo "bench_target: unknown set '$s' (taso, pub, zoo)" >&2; exit 2 ;;
	esac
done
if [ -n "$BENCH_MODELS" ]; then
	keep=""
	for m in $models; do case " $BENCH_MODELS " in *" $m "*) keep="$keep $m" ;; esac; done
	models=$keep
fi

if [ -z "$BENCH_REPORT_ONLY" ]; then
# 1. Each target's best GEMM rate.
/usr/bin/python3 - $W <<'PYEOF'
import sys, numpy as np, onnx
from onnx import helper as h, TensorProto as P
for n in (256, 512, 1024):
    w = h.make_tensor("w", P.FLOAT, [n, n], np.random.default_rng(1).random((n, n), dtype=np.float32).ravel())
    g = h.make_graph([h.make_node("MatMul", ["x", "w"], ["y"])], "mm",
                     [h.make_tensor_value_info("x", P.FLOAT, [n, n])], [h.make_tensor_value_info("y", P.FLOAT, [n, n])], [w])
    onnx.save(h.make_model(g, opset_imports=[h.make_opsetid("", 13)]), "%s/gemm%d.onnx" % (sys.argv[1], n))
PYEOF
for t in $BENCH_TARGETS; do
	for n in 256 512 1024; do
		[ -n "$BENCH_RESUME" ] && [ -f $W/gemm$n.$(tag $t).json ] && continue
		$T measure $W/gemm$n.onnx $W/gemm$n.onnx --target $t --measure-time 3 --report $W/gemm$n.$(tag $t).json \
			>/dev/null 2>&1 || echo '{"error": "tasoc measure failed"}' >$W/gemm$n.$(tag $t).json
	done
done

# 2. Model by model (a partial run holds whole rows): optimized for each target and the written file
# measured against its input there, then the cross table: on target B, A's graph against B's.
for m in $models; do
	for t in $BENCH_TARGETS; do
		g=$(tag $t)
		[ -n "$BENCH_RESUME" ] && [ -f $W/$m.$g.written.json ] && continue
		echo "$m, $t: optimizing..." >&2
		start=$(date +%s)
		if $T optimize $W/$m.onnx -o $W/$m.$g.onnx --target $t $(dims $m) --measure-time "$MEASURE_TIME" \
			--cost-cache $W/$g.cache --report $W/$m.$g.json $SEARCH_ARGS >$W/$m.$g.log 2>&1; then
			echo $(($(date +%s) - start)) >$W/$m.$g.seconds
			if cmp -s $W/$m.onnx $W/$m.$g.onnx; then
				echo '{"same": true}' >$W/$m.$g.written.json
			else
				$T measure $W/$m.onnx $W/$m.$g.onnx --target $t $(dims $m) --measure-time "$MEASURE_TIME" \
					--report $W/$m.$g.written.json >>$W/$m.$g.log 2>&1 ||
					echo '{"error": "tasoc measure failed"}' >$W/$m.$g.written.json
			fi
		else
			echo $(($(date +%s) - start)) >$W/$m.$g.seconds
		fi
	done
	for b in $BENCH_TARGETS; do
		gb=$(tag $b)
		for a in $BENCH_TARGETS; do
			[ "$a" = "$b" ] && continue
			ga=$(tag $a)
			[ -f $W/$m.$ga.onnx ] && [ -f $W/$m.$gb.onnx ] || continue
			out=$W/$m.$ga.on.$gb.json
			[ -n "$BENCH_RESUME" ] && [ -f $out ] && continue
			if cmp -s $W/$m.$ga.onnx $W/$m.$gb.onnx; then
				echo '{"same": true}' >$out
			else
				echo "$m: the $a graph on $b..." >&2
				$T measure $W/$m.$gb.onnx $W/$m.$ga.onnx --target $b $(dims $m) --measure-time "$MEASURE_TIME" \
					--report $out >$W/$m.$ga.on.$gb.log 2>&1 || echo '{"error": "tasoc measure failed"}' >$out
			fi
		done
	done
done
fi

/usr/bin/python3 - $W "$BENCH_TARGETS" $models <<'PYEOF'
import json, math, os, sys
w, targets, models = sys.argv[1], sys.argv[2].split(), sys.argv[3:]
tag = lambda t: t.replace(":", "-")
taso = "nasrnn bert resnet50 resnext50 inception-v3 nasnet-a".split()
def load(p):
    try:
        return json.load(open(p))
    except (OSError, ValueError):
        return None
def iv(me):
    return "%.3fx (%.3f-%.3f)" % (me["speedup"], me["speedup_low"], me["speedup_high"])
print("## Each model optimized for each target, measured there\n")
print("| model | target | the guard: search's graph vs input (then measured again, where found faster) | written | written vs input on the target | seconds |")
print("|---|---|---|---|---|---|")
eff = {}
for m in models:
    for t in targets:
        r, wr = load("%s/%s.%s.json" % (w, m, tag(t))), load("%s/%s.%s.written.json" % (w, m, tag(t)))
        sec = (open("%s/%s.%s.seconds" % (w, m, tag(t))).read().strip()
               if os.path.exists("%s/%s.%s.seconds" % (w, m, tag(t))) else "?")
        if not r and not os.path.exists("%s/%s.%s.log" % (w, m, tag(t))):
            print("| %s | %s | not run | | | |" % (m, t))
            continue
        if not r or r.get("error"):
            why = r["error"] if r else "no report (see %s/%s.%s.log)" % (w, m, tag(t))
            print("| %s | %s | failed: %s | | | %s |" % (m, t, why.replace("|", "/")[:120], sec))
            continue
        g = iv(r["measure"]) if r.get("measure") else "not measured: %s" % r.get("measure_skipped", "?")
        if r.get("confirm"):
            g += "; again %s" % iv(r["confirm"])
        if wr and wr.get("same"):
            x, s = 1.0, "1.000x (the input)"
        elif wr and "speedup" in wr:
            x, s = wr["speedup"], iv(wr)
        else:
            x, s = None, "not measured"
        if x is not None:
            eff[(m, t)] = x
        print("| %s | %s | %s | %s | %s | %s |" % (m, t, g, r.get("written", "?"), s, sec))
print("\n## Cross: on target B, the graph written for A against B's own (A's time / B's: above 1, B's own is faster)\n")
print("| model | measured on B | graph written for A | B's own graph's speedup over A's |")
print("|---|---|---|---|")
faster, slower, timed = set(), [], 0
for m in models:
    for b in targets:
        for a in targets:
            if a == b:
                continue
            r = load("%s/%s.%s.on.%s.json" % (w, m, tag(a), tag(b)))
            if r is None:
                continue
            # `tasoc measure B's A's` gives A's speedup over B's own: inverted, B's own over A's
            s = ("same graph" if r.get("same") else "failed: %s" % r.get("error") if "speedup" not in r else
                 "%.3fx (%.3f-%.3f)" % (1 / r["speedup"], 1 / r["speedup_high"], 1 / r["speedup_low"]))
            print("| %s | %s | %s | %s |" % (m, b, a, s))
            if "speedup" in r:
                # beyond the noise: the whole 95% interval of B's own over A's on one side of 1
                timed += 1
                if r["speedup_high"] < 1:
                    faster.add(m)
                elif r["speedup_low"] > 1:
                    slower.append("%s on %s (%s's graph)" % (m, b, a))
print("\n%d cells timed (the rest: the same file). B's own graph faster beyond the noise on %d model%s%s; "
      "slower beyond the noise in %d cell%s%s." % (
          timed, len(faster), "" if len(faster) == 1 else "s", (": " + ", ".join(sorted(faster))) if faster else "",
          len(slower), "" if len(slower) == 1 else "s", (": " + ", ".join(slower)) if slower else ""))
print("\n## Per target: geomean over TASO's six (written vs input) beside the best GEMM rate\n")
print("| target | geomean, TASO's six | models | best GEMM rate (GFLOP/s, N x N x N float MatMul, whole run) |")
print("|---|---|---|---|")
for t in targets:
    xs = [eff[(m, t)] for m in taso if (m, t) in eff]
    best, at = 0.0, 0
    for n in (256, 512, 1024):
        r = load("%s/gemm%d.%s.json" % (w, n, tag(t)))
        if r and r.get("ms_before"):
            rate = 2.0 * n ** 3 / (r["ms_before"] * 1e6)
            if rate > best:
                best, at = rate, n
    gm = "%.3fx" % math.exp(sum(map(math.log, xs)) / len(xs)) if xs else "n/a"
    print("| %s | %s | %d of 6 | %s |" % (t, gm, len(xs), "%.1f (N = %d)" % (best, at) if best else "n/a"))
PYEOF
