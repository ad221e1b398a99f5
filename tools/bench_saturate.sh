#!/bin/sh
# bench_saturate.sh: `make bench` section: equality saturation against backtracking on TASO's six models (issue 17).
#
# For each model and each cost model (analytical; ort, the operators timed
# in ONNX Runtime and cached) both searches on the bundled graph
# (`tasoc search`): the predicted cost of each search's graph, the wall
# time of the whole command, and the saturating search's e-graph (first
# round) and extraction. Then, under ort, each search's graph written as
# ONNX by `tasoc optimize` (the model as `tasoc export` writes it), which
# times it against the original in ONNX Runtime (CPU, one thread, paired
# interleaved rounds: the never-slower guard) and keeps it only when it is
# faster beyond the noise. BERT's projection merges: the MatMuls of the
# written candidate whose weight is wider than its 1024 rows (Q, K and V
# of a layer as one product), and whether those merges pay on this runtime
# at all (tools/bench_qkv.sh). Printed as the markdown tables
# docs/benchmarks.md quotes. Wall-clock figures on a shared machine:
# compare runs on one machine only, and read the load printed beside them.
#
# Environment: MEASURE_TIME (default 15), SAT_MODELS (default: all six),
# SAT_SEED (default backtrack, the command's default; none: saturation alone).
# The ort cache starts from build/bench/speedup/ort.cache when that one is
# of this ONNX Runtime and timing protocol (bench_speedup.sh runs first).
set -e
T=${TASOC:-build/tasoc}
W=build/bench/saturate
MEASURE_TIME=${MEASURE_TIME:-15}
MODELS=${SAT_MODELS:-"resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"}
SEED=${SAT_SEED:-backtrack}
# the search's arguments: the saturating one with its seed
how() { if [ $1 = saturate ]; then echo "--search saturate --seed $SEED"; else echo "--search $1"; fi; }
rm -rf $W && mkdir -p $W
[ -f build/bench/speedup/ort.cache ] && cp build/bench/speedup/ort.cache $W/ort.cache
# a cache of another ONNX Runtime or timing protocol is refused: start afresh then
$T search --cost ort --cost-cache $W/ort.cache --budget 0 resnet50 >/dev/null 2>&1 || rm -f $W/ort.cache

now() { date +%s.%N; }
for cost in analytical ort; do
	for m in $MODELS; do
		for s in backtrack saturate; do
			echo "$m: $s, $cost..." >&2
			load=$(cut -d' ' -f1 /proc/loadavg)
			# twice under ort: the first run times the operator shapes it has not met (cached), the second is timed
			[ $cost = ort ] && $T search --cost ort --cost-cache $W/ort.cache $(how $s) $m >/dev/null 2>&1
			t0=$(now)
			$T search --cost $cost --cost-cache $W/$cost.cache $(how $s) $m >$W/$m.$s.$cost.txt 2>&1
			t1=$(now)
			echo "wall $(awk "BEGIN { print $t1 - $t0 }") load $load" >>$W/$m.$s.$cost.txt
		done
	done
done

for m in $MODELS; do
	$T export $m -o $W/$m.onnx >/dev/null
	for s in backtrack saturate; do
		echo "$m: $s, written and measured..." >&2
		$T optimize $W/$m.onnx -o $W/$m.$s.opt.onnx --candidate $W/$m.$s.onnx $(how $s) --cost ort \
			--cost-cache $W/ort.cache --measure-time "$MEASURE_TIME" --report $W/$m.$s.json >$W/$m.$s.log 2>&1 ||
			echo "{\"error\": \"tasoc optimize failed: see $m.$s.log\"}" >$W/$m.$s.json
		echo "load $(cut -d' ' -f1 /proc/loadavg)" >>$W/$m.$s.log
	done
	rm -f $W/$m.onnx $W/$m.*.opt.onnx
	[ $m = bert ] || rm -f $W/$m.backtrack.onnx $W/$m.saturate.onnx # the models are large: BERT's are read below
done

/usr/bin/python3 - $W $MODELS <<'EOF'
import json, os, re, sys
w, models = sys.argv[1], sys.argv[2:]
def text(p):
    return open(p).read() if os.path.exists(p) else ""
def search(m, s, c):
    t = text("%s/%s.%s.%s.txt" % (w, m, s, c))
    r = {}
    g = re.search(r"predicted cost \(\w+ model\): ([\d.]+) ms -> ([\d.]+) ms", t)
    if g: r["before"], r["after"] = float(g.group(1)), float(g.group(2))
    g = re.search(r"wall ([\d.]+) load ([\d.]+)", t)
    if g: r["wall"], r["load"] = float(g.group(1)), g.group(2)
    g = re.search(r"e-graph (\d+) e-nodes in (\d+) classes", t)
    if g: r["eg"] = "%s / %s" % g.groups()
    g = re.search(r"saturate: [\d.]+ s, \d+ iterations(?: \(saturated\))?, ([^,]+), e-graph", t)
    if "(saturated)" in t: r["stop"] = "saturated"
    elif g: r["stop"] = g.group(1)
    g = re.search(r"kept (.+?) \(before folding\)", t)
    if g: r["kept"] = g.group(1).strip()
    return r
for c in ("analytical", "ort"):
    print("\n%s cost model: predicted cost, ms (wall s of the whole command; load)\n" % c)
    print("| model | input | backtrack | saturate | saturate - backtrack | e-graph, round 1 (e-nodes / classes) | stop | kept |")
    print("|---|---|---|---|---|---|---|---|")
    for m in models:
        b, s = search(m, "backtrack", c), search(m, "saturate", c)
        if "after" not in b or "after" not in s:
            print("| %s | failed | | | | | | |" % m)
            continue
        d = s["after"] - b["after"]
        print("| %s | %.4f | %.4f (%.2f s; %s) | %.4f (%.2f s; %s) | %+.4f (%+.2f%%) | %s | %s | %s |" % (
            m, b["before"], b["after"], b["wall"], b["load"], s["after"], s["wall"], s["load"], d,
            100 * d / b["after"], s.get("eg", "?"), s.get("stop", "?"), s.get("kept", "?")))
def load(p):
    return json.load(open(p)) if os.path.exists(p) else None
def wide_matmuls(p):
    try:
        import onnx
    except ImportError:
        return "n/a"
    if not os.path.exists(p):
        return "n/a"
    g = onnx.load(p, load_external_data=False).graph
    dims = {i.name: tuple(i.dims) for i in g.initializer}
    return sum(1 for n in g.node if n.op_type == "MatMul" and len(dims.get(n.input[1], ())) == 2
               and dims[n.input[1]][1] > dims[n.input[1]][0])
print("\nwritten as ONNX (tasoc optimize --cost ort), measured in ONNX Runtime against the original\n")
print("| model | search | predicted, ms | measured speedup (95% interval) | rounds | written | load after |")
print("|---|---|---|---|---|---|---|")
for m in models:
    for s in ("backtrack", "saturate"):
        r = load("%s/%s.%s.json" % (w, m, s))
        ld = re.search(r"load ([\d.]+)", text("%s/%s.%s.log" % (w, m, s)))
        ld = ld.group(1) if ld else "?"
        if not r or r.get("error"):
            print("| %s | %s | failed | | | | %s |" % (m, s, ld))
            continue
        me = r.get("measure")
        meas = "%.3fx (%.3f-%.3f)" % (me["speedup"], me["speedup_low"], me["speedup_high"]) if me else \
            "not measured: %s" % r.get("measure_skipped")
        print("| %s | %s | %.4f -> %.4f | %s | %s | %s | %s |" % (m, s, r["cost_before_ms"], r["cost_after_ms"], meas,
              me["rounds"] if me else "", r["written"], ld))
if "bert" in models:
    print("\nBERT: MatMuls with a weight wider than its rows (projections merged) in each search's candidate: "
          "backtrack %s, saturate %s" % (wide_matmuls(w + "/bert.backtrack.onnx"), wide_matmuls(w + "/bert.saturate.onnx")))
EOF

# whether the merges pay at all on this runtime, apart from the rest of a search (issue 17's third line)
case " $MODELS " in *" bert "*) sh tools/bench_qkv.sh $W $W/ort.cache ;; esac
