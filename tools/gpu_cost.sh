#!/bin/sh
# gpu_cost.sh: builds tools/gpu/gpu_cost.c against the CUDA and cuDNN found on this machine, runs it, and checks its timings with PyTorch.
#
#   sh tools/gpu_cost.sh OUTDIR [MODEL...]
#
# For a machine with a GPU but without the Debian packages `tasoc` links
# (the device machines this project is sometimes lent): the core,
# the bundled models and the cudnn backend, compiled with the machine's cc.
# Writes OUTDIR/gpu_cost.txt (the table), OUTDIR/cudnn.costs (every key
# timed) and OUTDIR/torch_check.txt (matrix products and convolutions of
# that file timed again through PyTorch, where python3 has it).
set -eu
out=${1:?usage: sh tools/gpu_cost.sh OUTDIR [MODEL...]}
shift
mkdir -p "$out"
build=${GPU_BUILD:-build/gpu}
mkdir -p "$build"

# cuda_runtime.h and cublas_v2.h come with the toolkit; cudnn.h with it or with a Python wheel.
cuda=${CUDA:-$(dirname "$(dirname "$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)")")}
hdr=$(find "$cuda/include" /usr/include /usr/local /opt -name cudnn.h 2>/dev/null | head -n 1 || true)
[ -n "$hdr" ] || { echo "gpu_cost.sh: no cudnn.h under $cuda/include, /usr/include, /usr/local or /opt" >&2; exit 1; }
blas=$(find "$cuda/include" /usr/include /usr/local /opt -name cublas_v2.h 2>/dev/null | head -n 1 || true)
inc="-I$cuda/include -I$(dirname "$hdr")"
[ -n "$blas" ] && inc="$inc -I$(dirname "$blas")"
# The loader's path: every folder holding one of the three libraries.
libs=$(find "$cuda" /usr/lib /usr/local /opt \( -name 'libcudnn.so*' -o -name 'libcublas.so*' -o -name 'libcudart.so*' \) \
	2>/dev/null | xargs -r -n 1 dirname | sort -u | tr '\n' ':')
echo "cuda: $cuda; cudnn.h: $hdr; libraries: $libs"

src="$(ls core/*.c generated/*.c tools/model*.c) host/fileio.c host/cost_file.c host/backend/cost_cudnn.c host/backend/cuda_libs.c tools/gpu/gpu_cost.c"
flags="-std=gnu11 -Wall -O2 -g -D_POSIX_C_SOURCE=200809L $inc"
# One object per source, in parallel: generated/ is most of the time.
echo "$src" | tr ' ' '\n' | grep . | xargs -P "$(nproc)" -I{} sh -c \
	"o=$build/\$(echo {} | tr / _).o; cc $flags -c {} -o \$o"
cc -o "$build/gpu_cost" "$build"/*.o -ldl -lm -lpthread

nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader >"$out/gpu_cost.txt" 2>&1 || true
LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:-}" timeout 420 "$build/gpu_cost" "$out/cudnn.costs" "$@" | tee -a "$out/gpu_cost.txt"
if python3 -c 'import torch' 2>/dev/null; then
	timeout 150 python3 tools/gpu/check_torch.py "$out/cudnn.costs" | tee "$out/torch_check.txt"
else
	echo "gpu_cost.sh: python3 has no torch: the timings were not checked" | tee "$out/torch_check.txt"
fi
