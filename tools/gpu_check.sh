#!/bin/sh
# gpu_check.sh: all of tasoc's GPU work in one run, its results in one file: the build, the cudnn cost model, the ort-cuda target.
#
#   sh tools/gpu_check.sh [OUT]      (OUT default build/gpu_check.txt; on a lent device: $OUT/gpu_check.txt)
#
# Meant for the GPU machine this project is sometimes lent (docs/gpu/README.md): at most 10 minutes
# there (GPU_CHECK_SECONDS, default 570, for the whole run: each step gets what is left of it, at most
# its own bound). On a machine without a GPU (this one, CI) it takes seconds and
# says so: it checks that the GPU code is built, that `--target cudnn --cost-strict` and `--target
# ort-cuda` refuse with a message naming the missing device, and that nothing falls back silently.
# Each part writes one section to OUT: what ran, what it measured, or why it could not run.
#
# On a GPU machine:
#   1. the cudnn backend on TASO's six models (tools/gpu_cost.sh: the core and the backend alone, built
#      with the machine's cc, as the lent machines lack the Debian packages build/tasoc links);
#   2. where build/tasoc runs there and the zoo's models are in build/zoo (carried from here), the cudnn
#      cost of the fastest two (the smallest files) with `tasoc cost --target cudnn`;
#   3. the ort-cuda guard (`tasoc optimize --target ort-cuda`) on the same models, where the venv's
#      onnxruntime has CUDAExecutionProvider (onnxruntime-gpu from PyPI).
# A part that cannot run says why in OUT; the script exits 1 only when a part that could run failed.
set -u
out=${1:-build/gpu_check.txt}
case $out in */) out=${out}gpu_check.txt ;; esac
[ -d "$out" ] && out=$out/gpu_check.txt
mkdir -p "$(dirname "$out")" || exit 1
B=${BUILD:-build}
T=$B/tasoc
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
start=$(date +%s)
budget=${GPU_CHECK_SECONDS:-570}

say() { echo "$*" | tee -a "$out"; }
section() { say ""; say "## $*"; }
# bounded LIMIT CMD...: runs it for at most LIMIT seconds and what is left of the run's budget, its output
# into OUT; the exit status in $rc (124 when stopped, without running when no time is left).
bounded() {
	limit=$1
	shift
	left=$((budget - ($(date +%s) - start)))
	[ "$left" -lt "$limit" ] && limit=$left
	if [ "$limit" -le 0 ]; then
		say "    (not run: the run's $budget s are spent)"
		rc=124
		return
	fi
	timeout "$limit" "$@" >"$tmp/run.log" 2>&1
	rc=$?
	sed 's/^/    /' "$tmp/run.log" | tee -a "$out"
	[ $rc -eq 124 ] && say "    (stopped after $limit s)"
}

: >"$out"
say "# tasoc gpu_check, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
say "host: $(uname -n), $(nproc) cores"

# --- the device
section "device"
gpu=""
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >"$tmp/smi" 2>&1 && grep -q "^GPU " "$tmp/smi"; then
	gpu=$(head -n 1 "$tmp/smi")
	say "GPU: $gpu"
	nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | sed 's/^/  /' | tee -a "$out"
else
	why=$(command -v nvidia-smi >/dev/null 2>&1 && head -n 1 "$tmp/smi" || echo "no nvidia-smi on PATH")
	say "no GPU: $why"
fi
cuda=${CUDA:-/usr/local/cuda}
[ -f "$cuda/include/cudnn.h" ] && say "cuDNN headers: $cuda/include/cudnn.h" || say "cuDNN headers: none under $cuda/include"

# --- the build: the GPU code compiles and links here
section "build"
if [ -x "$T" ] && [ -x "$B/tasoc-gpu-cost" ] && "$T" --version >/dev/null 2>&1; then
	say "build/tasoc and build/tasoc-gpu-cost are built (make all), and build/tasoc runs here"
	tasoc_ok=1
elif timeout 300 make -s -j"$(nproc)" all >"$tmp/make.log" 2>&1; then
	say "make all: built"
	tasoc_ok=1
else
	say "make all failed here (a lent machine lacks the Debian packages): $(tail -n 1 "$tmp/make.log")"
	tasoc_ok=0
fi

# --- without a GPU: the refusals, then stop
if [ -z "$gpu" ]; then
	section "refusals without a GPU"
	if [ $tasoc_ok -eq 1 ]; then
		bounded 60 "$T" search --target cudnn --cost-strict --budget 0 nasrnn
		if [ $rc -eq 1 ] && grep -q "cudnn cost model: .*\(no GPU\|cannot be loaded\|not found\)" "$tmp/run.log"; then
			say "cudnn: refused, naming why (as it should without a GPU)"
		else
			say "cudnn: FAILED: exit $rc, and no refusal naming the missing GPU"
			status=1
		fi
		bounded 60 "$T" optimize tests/models/clip6.onnx -o "$tmp/cuda.onnx" --target ort-cuda --no-measure
		if [ $rc -eq 1 ] && [ ! -e "$tmp/cuda.onnx" ] && grep -q "ort-cuda" "$tmp/run.log"; then
			say "ort-cuda: refused, naming why, and wrote nothing (as it should without a GPU)"
		else
			say "ort-cuda: FAILED: exit $rc (a file written: $([ -e "$tmp/cuda.onnx" ] && echo yes || echo no))"
			status=1
		fi
	fi
	say ""
	say "no GPU here: nothing was measured on a GPU ($(($(date +%s) - start)) s)"
	exit $status
fi

# --- 1. the cudnn backend on TASO's six
section "cudnn cost model, TASO's six (tools/gpu_cost.sh)"
bounded 300 sh tools/gpu_cost.sh "$tmp/cudnn"
[ $rc -eq 0 ] || status=1
[ -f "$tmp/cudnn/cudnn.costs" ] && say "    $(grep -vc '^#' "$tmp/cudnn/cudnn.costs") keys timed"

# --- 2. and 3. the zoo's fastest three, where build/tasoc runs here
zoo=$(ls -S -r "$B"/zoo/*.onnx 2>/dev/null | grep -v '\.opt\.onnx$' | head -n 2)
section "the zoo's fastest two: cudnn cost and the ort-cuda guard"
if [ $tasoc_ok -ne 1 ]; then
	say "skipped: build/tasoc does not run here"
elif [ -z "$zoo" ]; then
	say "skipped: no $B/zoo/*.onnx (export them where torch is: make test-onnx, then carry $B/zoo)"
else
	for m in $zoo; do
		say "$(basename "$m"):"
		bounded 60 "$T" cost --target cudnn --cost-strict "$m"
		[ $rc -eq 0 ] || status=1
		bounded 90 "$T" optimize "$m" -o "$tmp/$(basename "$m")" --target ort-cuda --measure-time 20
		[ $rc -eq 0 ] || status=1
	done
fi
say ""
say "done in $(($(date +%s) - start)) s"
exit $status
