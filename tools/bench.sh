#!/bin/sh
# bench.sh: `make bench`: every benchmark section; figures go to build/bench/*.txt.
#
# Timings live here and never in pass/fail tests. Each section writes its own
# file so results can be compared run to run; docs/benchmarks.md records the
# figures quoted in the docs with the command that produced them.
set -e
mkdir -p build/bench
echo "machine: $(nproc) cores, $(grep MemTotal /proc/meminfo | awk '{print int($2/1048576)}') GiB, $(date -u +%Y-%m-%d)" > build/bench/machine.txt
# Sections are added below, one line each: sh tools/bench_NAME.sh > build/bench/NAME.txt
sh tools/bench_verify.sh > build/bench/verify.txt
sh tools/bench_generate.sh > build/bench/generate.txt
sh tools/bench_mpi.sh > build/bench/mpi.txt
sh tools/bench_onnx.sh > build/bench/onnx.txt
sh tools/bench_emit.sh > build/bench/emit.txt
sh tools/bench_search.sh > build/bench/search.txt
sh tools/bench_ort_cost.sh > build/bench/ort_cost.txt
sh tools/bench_layout.sh > build/bench/layout.txt
sh tools/bench_joint.sh > build/bench/joint.txt
sh tools/bench_speedup.sh > build/bench/speedup.txt
sh tools/bench_saturate.sh > build/bench/saturate.txt
sh tools/bench_headroom.sh > build/bench/headroom.txt
sh tools/bench_scale.sh > build/bench/scale.txt
sh tools/bench_external.sh > build/bench/external.txt
sh tools/bench_embed.sh > build/bench/embed.txt
sh tools/bench_zoo.sh > build/bench/zoo.txt
sh tools/bench_target.sh > build/bench/target.txt
sh tools/bench_python.sh > build/bench/python.txt
for f in build/bench/*.txt; do echo "== $f"; cat "$f"; done
