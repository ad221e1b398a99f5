#!/bin/sh
# prove_saturated.sh: the optimum of each saturated e-graph under the analytical model, proved offline by CBC (issue 17).
#
# Is the saturating search's graph the best its e-graph holds? For each
# model, `tasoc search --search saturate --extract ilp --ilp-write` writes
# the first round's integer program (host/ilp/extract_ilp.c: TENSAT's,
# with the rows of need) as CPLEX LP, and the local improvement's cost
# beside it; CBC (Debian's coinor-cbc, not needed to build tasoc) then
# solves it with no gap allowed, for as long as CBC_SECONDS. "Optimal" with
# the objective is the proof; at the time limit CBC prints its best bound.
# GLPK, in the search itself, proves some of these in seconds and not the
# others (docs/benchmarks.md, "The saturated e-graphs' optima").
#
# Environment: MODELS (default: TASO's six), CBC_SECONDS (600), EGRAPH_NODES
# (the search's default bound when empty).
set -e
T=${TASOC:-build/tasoc}
W=build/bench/prove
MODELS=${MODELS:-"resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"}
CBC_SECONDS=${CBC_SECONDS:-600}
if ! command -v cbc >/dev/null; then
	echo "prove_saturated.sh: no cbc (apt-get install coinor-cbc)" >&2
	exit 1
fi
mkdir -p $W
echo "| model | e-nodes / classes | search's graph (ms) | CBC | objective (ms) | best bound | wall s | load |"
echo "|---|---|---|---|---|---|---|---|"
for m in $MODELS; do
	$T search --cost analytical --search saturate --extract ilp --ilp-time 1 \
		${EGRAPH_NODES:+--egraph-nodes $EGRAPH_NODES} --ilp-write $W/$m.lp $m >$W/$m.search.txt 2>&1
	eg=$(sed -n 's/.*e-graph \([0-9]*\) e-nodes in \([0-9]*\) classes.*/\1 \/ \2/p' $W/$m.search.txt | head -1)
	load=$(cut -d' ' -f1 /proc/loadavg)
	cbc -import $W/$m.lp -sec "$CBC_SECONDS" -ratio 0 -allowableGap 1e-7 -solve >$W/$m.cbc.txt 2>&1 || true
	status=$(sed -n 's/^Result - //p' $W/$m.cbc.txt)
	obj=$(sed -n 's/^Objective value: *//p' $W/$m.cbc.txt)
	bound=$(sed -n 's/^Lower bound: *//p' $W/$m.cbc.txt)
	wall=$(sed -n 's/^Total time.*Wallclock seconds): *//p' $W/$m.cbc.txt)
	echo "| $m | $eg | $(cat $W/$m.lp.start) | ${status:-?} | ${obj:-?} | ${bound:-$obj} | ${wall:-?} | $load |"
done
