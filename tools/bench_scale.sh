#!/bin/sh
# bench_scale.sh: `make bench` section: search time, peak memory and cost cut as the model grows (issue 21).
#
# The generated scale models (tools/models_scale.c) at about 1k, 5k, 20k and
# 100k nodes: transformer-like stacks (19 nodes a layer) and relu chains.
# Each row is one `tasoc search` with the defaults (alpha 1.05, budget 1000,
# analytical cost; graphs of more than 1024 operators searched in parts of
# about 128, split.h): the search's own time, the command's wall time and
# peak resident memory (/usr/bin/time), the cost before and after. Then the
# 5k and 100k stacks through the ONNX path: `tasoc export`, then
# `tasoc optimize` (import, search, folding, export) timed whole.
set -e
TASOC=${TASOC:-build/tasoc}
OUT=${BENCH_TMP:-build/bench/scale}
mkdir -p "$OUT"

row() { # label, then the arguments of tasoc search
	label=$1
	shift
	/usr/bin/time -f "wall %e s, peak %M KB" "$TASOC" search "$@" > "$OUT/run.txt" 2>&1
	awk -v label="$label" '
		/^predicted cost/ { before = $5; after = $8; cut = $10; sub(/\(/, "", cut) }
		/^nodes:/ { nodes = $2; nodes_after = $4; sub(/,/, "", nodes_after) }
		/^search:/ { search = $2 }
		/^split:/ { parts = $2; passes = $7 }
		/^wall/ { wall = $2; peak = $5 }
		END {
			per = 1e6 * search / nodes
			printf "| %s | %d | %d | %.3f | %.1f | %.2f | %.0f | %.4f -> %.4f (%s less) | %s |\n",
				label, nodes, nodes_after, search, per, wall, peak / 1024, before, after, cut,
				parts ? parts " parts, " passes " passes" : "whole"
		}' "$OUT/run.txt"
}

echo "scale: tasoc search MODEL, defaults (alpha 1.05, budget 1000, analytical cost, --part 128)"
echo "machine: $(nproc) cores; times are wall clock; us/node = search time / nodes"
echo
echo "| model | nodes | after | search s | us/node | command s | peak MB | cost, ms | parts |"
echo "|---|---|---|---|---|---|---|---|---|"
for m in stack-53 stack-263 stack-1053 stack-5263 relu-chain-1000 relu-chain-5000 relu-chain-20000 relu-chain-100000; do
	row "$m" "$m"
done
row "stack-263 --part 32" --part 32 stack-263
row "stack-1053 --part 32" --part 32 stack-1053

echo
echo "ONNX path: tasoc export MODEL, then tasoc optimize (import, search, fold, export) timed whole"
echo
echo "| model | file MB | optimize s | peak MB | summary |"
echo "|---|---|---|---|---|"
for m in stack-263 stack-5263; do
	"$TASOC" export "$m" -o "$OUT/$m.onnx" > /dev/null
	/usr/bin/time -f "wall %e s, peak %M KB" "$TASOC" optimize "$OUT/$m.onnx" -o "$OUT/$m.opt.onnx" \
		> "$OUT/opt.txt" 2>&1
	size=$(wc -c < "$OUT/$m.onnx")
	awk -v m="$m" -v size="$size" '
		/cost/ && !summary { summary = $0 }
		/^wall/ { wall = $2; peak = $5 }
		END { printf "| %s | %.1f | %.2f | %.0f | %s |\n", m, size / 1048576, wall, peak / 1024, summary }
	' "$OUT/opt.txt"
done
rm -f "$OUT"/*.onnx
