#!/bin/sh
# fuzz_coverage.sh CORPUS...: which lines of the optimizer a fuzz corpus reaches (issue 20's coverage figure).
#
# Builds tools/fuzz_pipeline.c with clang's source coverage (no sanitizers:
# only the lines reached matter here) into build/fuzz-cov/, runs every file
# of the given corpus folders through it once, and prints llvm-cov's line
# and function coverage for core/search.c, core/rewrite.c and
# generated/rules.c, and for all of core/ and generated/ together.
# Example, after a long fork-mode run: tools/fuzz_coverage.sh /tmp/fz/corpus
set -eu
[ $# -ge 1 ] || { echo "usage: fuzz_coverage.sh CORPUS_DIR..." >&2; exit 2; }
B=build/fuzz-cov
mkdir -p $B
make -s build/pb/onnx.pb-c.c
PROFDATA=$(command -v llvm-profdata-14 || command -v llvm-profdata) || { echo "fuzz_coverage: llvm-profdata missing (make deps)" >&2; exit 1; }
COV=$(command -v llvm-cov-14 || command -v llvm-cov) || { echo "fuzz_coverage: llvm-cov missing (make deps)" >&2; exit 1; }
clang++ -std=c++17 -g -O1 -DONNX_NAMESPACE=onnx -DONNX_ML=1 -c host/onnx/onnx_shape_infer.cc -o $B/onnx_shape_infer.o
clang -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer -fprofile-instr-generate -fcoverage-mapping \
	-Ibuild/pb -o $B/fuzz_pipeline tools/fuzz_pipeline.c host/onnx/*.c $B/onnx_shape_infer.o build/pb/onnx.pb-c.c \
	core/*.c generated/*.c -lprotobuf-c -lonnx -lonnx_proto -lprotobuf -lstdc++ -lm
rm -f $B/*.profraw
n=0
for d in "$@"; do
	[ -d "$d" ] || { echo "fuzz_coverage: $d is not a folder" >&2; exit 1; }
	n=$((n + $(ls "$d" | wc -l)))
done
echo "fuzz_coverage: running $n inputs once each..." >&2
LLVM_PROFILE_FILE="$B/run-%p.profraw" $B/fuzz_pipeline -runs=0 -rss_limit_mb=2048 -timeout=60 "$@" >$B/run.log 2>&1 ||
	{ tail -20 $B/run.log; echo "fuzz_coverage: an input failed (see $B/run.log)" >&2; exit 1; }
$PROFDATA merge -sparse $B/*.profraw -o $B/cov.profdata
$COV report $B/fuzz_pipeline -instr-profile=$B/cov.profdata core/search.c core/rewrite.c generated/rules.c \
	>$B/report.txt
$COV report $B/fuzz_pipeline -instr-profile=$B/cov.profdata core host generated | tail -1 | sed 's/^TOTAL/core+host+generated/' \
	>>$B/report.txt
echo "inputs: $n" >>$B/report.txt
cat $B/report.txt
