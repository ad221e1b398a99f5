#!/bin/sh
# bench_python.sh: `make bench`'s Python section: RSS stays flat over 1,000 tasoc.optimize calls (tools/bench_python.py).
#
# On the tree's libraries (build/libtasoc_host.so, as make builds them) and python/tasoc; exits 1 when RSS
# grows more than 5 MB after the warm-up.
set -e
BUILD=${BUILD:-build}
PY=${PY:-/usr/bin/python3}
[ -f "$BUILD/libtasoc_host.so" ] || make -s "$BUILD/libtasoc_host.so" >/dev/null
TASOC_LIBRARY_DIR=$BUILD PYTHONPATH=python "$PY" tools/bench_python.py tests/models/hardswish.onnx 1000 100
