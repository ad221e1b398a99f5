#!/bin/sh
# bench_generate.sh: `make bench` section: `tasoc rules generate` at 3 and 4 operators.
#
# Prints, per run: expressions evaluated, classes, candidates, wall seconds
# and peak memory, as the generator's own summary reports them (getrusage).
# The 4-operator run is skipped when BENCH_GENERATE_4=0 (it takes minutes).
set -e
t=build/bench
mkdir -p $t
for n in 3 4; do
	if [ "$n" = 4 ] && [ "${BENCH_GENERATE_4:-1}" = 0 ]; then
		echo "max-ops 4: skipped (BENCH_GENERATE_4=0)"
		continue
	fi
	build/tasoc rules generate --quiet --max-ops $n -o $t/generate-$n.rules 2> $t/generate-$n.log
	echo "max-ops $n: $(head -1 $t/generate-$n.log)"
	echo "  $(sed -n 2p $t/generate-$n.log)"
done
