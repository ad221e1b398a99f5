#!/bin/sh
# bench_headroom.sh: `make bench` section: how far each of TASO's six models runs from this core's limits in ONNX Runtime.
#
# Issue 13's goal is a geomean speedup of 1.10x over TASO's six models in
# ONNX Runtime (CPU, one thread). This section says how much any graph
# rewrite could gain there at all: each model's time (tools/bench_headroom_time.py:
# sessions created afresh, median), against (a) its FLOPs at the sgemm peak
# this core reaches in ORT and (b) its weights read at the memory bandwidth
# ORT reaches on a matrix-vector product, both measured by probe models
# (tools/bench_headroom.py); and which of ORT's kernels take the time
# (its profiler, by operator type); then the same with huge pages for the
# weights (GLIBC_TUNABLES). CPU times, which a shared machine stretches
# less than wall time; give the load beside them. Needs the project's venv
# (.venv, make deps: PyPI onnxruntime).
#
# Environment: SESSIONS (default 3), RUNS (default 10 a session).
set -e
T=build/tasoc
W=build/bench/headroom
TASO="resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"
rm -rf $W && mkdir -p $W
for m in $TASO; do $T export $m -o $W/$m.onnx >/dev/null; done
/usr/bin/python3 tools/bench_headroom.py probes $W
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores, L3 $(cat /sys/devices/system/cpu/cpu0/cache/index3/size 2>/dev/null || echo '?')"
.venv/bin/python3 tools/bench_headroom_time.py "${SESSIONS:-3}" "${RUNS:-10}" $W/probe_*.onnx \
	$(for m in $TASO; do echo $W/$m.onnx; done) >$W/times.jsonl
# The same with glibc's malloc asking the kernel for huge pages (this machine's transparent huge pages are
# "madvise": ORT's weights get 4 KiB pages unless asked): a deployment setting, not a rewrite; a process of
# its own after the first (not interleaved with it).
GLIBC_TUNABLES=glibc.malloc.hugetlb=1 .venv/bin/python3 tools/bench_headroom_time.py "${SESSIONS:-3}" "${RUNS:-10}" $W/probe_gemv.onnx \
	$(for m in $TASO; do echo $W/$m.onnx; done) >$W/times_hugetlb.jsonl
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
/usr/bin/python3 tools/bench_headroom.py table $W $W/times.jsonl $W/times_hugetlb.jsonl $TASO
