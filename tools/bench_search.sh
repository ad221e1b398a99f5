#!/bin/sh
# bench_search.sh: `make bench` section: the search on TASO's benchmark models.
#
# For each model: cost before and after under the analytical model (which the
# search uses) and under the cpu model (operators timed on this machine, one
# thread), the rules applied, the search time (wall and cpu) and the graphs
# expanded, at alpha 1.05 and budget 1000. The cpu costs are cached in
# build/bench/cost_cpu.cache, so a second run measures only new shapes.
set -e
TASOC=${TASOC:-build/tasoc}
echo "search: alpha 1.05, budget 1000, analytical cost; cpu costs measured single-threaded"
echo "command: $TASOC search --cost analytical --alpha 1.05 --budget 1000 --also-cost cpu --also-cost-cache build/bench/cost_cpu.cache MODEL"
for m in resnet50 resnext50 inception-v3 nasnet-a nasrnn bert; do
	echo
	"$TASOC" search --cost analytical --alpha 1.05 --budget 1000 --also-cost cpu --also-cost-cache build/bench/cost_cpu.cache "$m" 2>&1
done

echo
echo "search with the cpu cost model itself (costs measured once, cached), both graphs"
echo "then timed again from scratch (--also-cost, a fresh cache): the search picks"
echo "operators whose timing came out low, so only the second figure shows the gain"
echo "command: $TASOC search --alpha 1.05 --budget 1000 --cost cpu --no-guide --cost-cache build/bench/cost_cpu.cache --also-cost cpu --also-cost-cache build/bench/cost_cpu_again.cache MODEL"
rm -f build/bench/cost_cpu_again.cache
for m in resnet50 resnext50 inception-v3 nasnet-a nasrnn bert; do
	echo
	"$TASOC" search --alpha 1.05 --budget 1000 --cost cpu --no-guide --cost-cache build/bench/cost_cpu.cache \
		--also-cost cpu --also-cost-cache build/bench/cost_cpu_again.cache "$m" 2>&1
done

echo
echo "grouped convolutions by group count (does merging groups, groupconv_merge_groups, pay?):"
echo "command: $TASOC cost groups --cost analytical; $TASOC cost groups --cost cpu"
"$TASOC" cost groups --cost analytical
"$TASOC" cost groups --cost cpu
