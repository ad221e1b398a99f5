#!/bin/sh
# fuzz_pipeline.sh: `make fuzz`: libFuzzer (clang, ASan, UBSan) on import -> optimize -> export -> import for $1 seconds.
#
#   fuzz_pipeline.sh SECONDS [RUNS]     RUNS: stop after that many executions instead
#
# The seed corpus is valid models that reach the search and the rules:
# 200 graphs of the differential tester's generator (tools/difftest_gen.py,
# seed 7: rule-shaped fragments, mapped and opaque operators), the small
# bundled and test models, and the small models of ONNX's node tests. The
# corpus grows in build/fuzz-pipeline/corpus across runs. A crash, leak,
# timeout or sanitizer report fails the run and leaves the input in
# build/fuzz-pipeline/ (make it a test: tests/fuzz/, replayed by make fuzz).
set -e
SECONDS_MAX=${1:-30}
RUNS=${2:--1}
B=build/fuzz-pipeline
mkdir -p $B/corpus
make -s build/pb/onnx.pb-c.c
if [ -z "$(ls $B/corpus)" ]; then
	/usr/bin/python3 tools/difftest_gen.py $B/seeds 200 7
	for f in $B/seeds/*.onnx tests/models/*.onnx tests/fuzz/*.onnx /usr/share/libonnx-testdata/data/node/test_*/model.onnx; do
		[ -f "$f" ] && [ "$(stat -c %s "$f")" -lt 65536 ] && cp "$f" "$B/corpus/$(echo "$f" | tr / _)"
	done
fi
if [ ! -x $B/fuzz_pipeline ] || [ -n "$(find runtime generated tools/fuzz_pipeline.c -name '*.[ch]' -newer $B/fuzz_pipeline)" ]; then
	clang -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=all -Ibuild/pb -o $B/fuzz_pipeline tools/fuzz_pipeline.c runtime/onnx/*.c \
		build/pb/onnx.pb-c.c runtime/*.c generated/*.c -lprotobuf-c -lm
fi
# Inputs that once crashed (tests/fuzz/) run first: each must pass now.
if ls tests/fuzz/*.onnx >/dev/null 2>&1; then
	$B/fuzz_pipeline -runs=1 tests/fuzz/*.onnx >$B/regress.log 2>&1 || { tail -30 $B/regress.log; echo "fuzz_pipeline: FAILED on a saved input of tests/fuzz/"; exit 1; }
fi
cd $B
# A crash of an earlier run was reported then (and belongs in tests/fuzz/): only this run's count.
rm -f crash-* leak-* timeout-* oom-*
./fuzz_pipeline -max_total_time="$SECONDS_MAX" -runs="$RUNS" -max_len=65536 -rss_limit_mb=2048 -timeout=20 \
	-print_final_stats=1 corpus >run.log 2>&1 || true
grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|INFO: seed corpus)" run.log || true
# (ls of several patterns fails when any one matches nothing: test each file.)
found=""
for f in crash-* leak-* timeout-* oom-*; do if [ -e "$f" ]; then found="$found $f"; fi; done
if [ -n "$found" ]; then
	echo "fuzz_pipeline: FAILED: see$found in $B (and $B/run.log)"
	exit 1
fi
echo "fuzz_pipeline: no crash in $(sed -n 's/^stat::number_of_executed_units: *//p' run.log) executions ($SECONDS_MAX s at most)"
