#!/bin/sh
# bench_onnx.sh: `make bench` section: ONNX import, search and export times of tasoc optimize.
#
# The C-built benchmark graphs go out through `tasoc export` and back in
# through `tasoc optimize` (analytical cost, budget 100); the lines are the
# summaries tasoc optimize prints. Wall-clock times on a shared machine.
set -e
mkdir -p build/bench/onnx
echo "tasoc optimize --cost analytical --budget 100; $(nproc) cores"
for m in resnet50 inception-v3 bert nasrnn; do
	build/tasoc export $m -o build/bench/onnx/$m.onnx >/dev/null
	size=$(stat -c %s build/bench/onnx/$m.onnx)
	echo "== $m ($((size / 1048576)) MiB)"
	build/tasoc optimize build/bench/onnx/$m.onnx -o build/bench/onnx/$m.opt.onnx --cost analytical --budget 100 |
		grep -E "^  (nodes|predicted cost|runtime fusions|rules applied|time)"
done
rm -rf build/bench/onnx
