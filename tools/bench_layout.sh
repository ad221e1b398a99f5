#!/bin/sh
# bench_layout.sh: `make bench` section: each layout ONNX Runtime's CPU provider offers, timed at the models' operator shapes.
#
# Issue 19 (joint graph and layout search) asks first whether any layout pays
# in ONNX Runtime on the CPU. For every distinct matrix product, convolution,
# pool and transpose shape in TASO's six models (written by `tasoc export`)
# and in the public real models (tools/fetch_models.sh), one small model per
# layout (tools/bench_layout.py: MatMul against Gemm's transA/transB, a
# pre-transposed weight, Transpose+MatMul; NCHW against NHWC through
# Transposes, and ORT's own NHWC contrib kernels where it registers them for
# float; the Transpose alone) is timed by ORT's profiler, the layouts of a
# shape interleaved (tools/bench_layout_time.py: CPU, one thread, ORT's graph
# optimizations as tasoc's measurements use them). The table lists what ORT
# ran after its own optimizations and, per model, the most the cheapest
# layouts could save. The silero models are left out: their convolutions are
# 1-D and inside If branches, with symbolic input shapes (tasoc's 1-D form
# choice is host/pipeline/conv1d.c's). Timings on a shared machine: the load is
# printed with them.
#
# Environment: MODELS (default build/models), LAYOUT_ROUNDS (default 20).
set -e
T=build/tasoc
W=build/bench/layout
MODELS=${MODELS:-build/models}
ROUNDS=${LAYOUT_ROUNDS:-20}
PY=/usr/bin/python3
REAL="nudenet_320n ppocrv4_det picodet_layout_cdla"
rm -rf $W && mkdir -p $W/models
files=
for m in resnet50 resnext50 inception-v3 nasnet-a nasrnn bert; do
	$T export $m -o $W/models/$m.onnx >/dev/null
	files="$files $W/models/$m.onnx"
done
for m in $REAL; do
	[ -f "$MODELS/$m.onnx" ] || sh tools/fetch_models.sh "$MODELS" $m >&2
	files="$files $MODELS/$m.onnx"
done
$PY tools/bench_layout.py probe $W
.venv/bin/python3 tools/bench_layout_time.py probe $W 2>/dev/null
$PY tools/bench_layout.py gen $W $files
echo "layout: timing $(grep -c '"label"' $W/manifest.json) operator shapes, $ROUNDS rounds..." >&2
.venv/bin/python3 tools/bench_layout_time.py time $W "$ROUNDS"
echo "machine: $(nproc) cores, $(date -u '+%Y-%m-%d %H:%M') UTC"
$PY tools/bench_layout.py report $W
