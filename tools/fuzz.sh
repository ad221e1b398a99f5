#!/bin/sh
# fuzz.sh: `make fuzz`: libFuzzer (clang, ASan, UBSan) on one target, tools/fuzz_TARGET.c.
#
#   fuzz.sh TARGET SECONDS [RUNS [SEED]]
#
#   TARGET   onnx: import and export; pipeline: import -> optimize -> export -> import;
#            lib: only build the instrumented library both link (then both can run at once)
#   SECONDS  stop after that long at most
#   RUNS     stop after that many executions (-1: no limit)
#   SEED     a reproducible run: libFuzzer's seed SEED on a fresh copy of the seed
#            corpus, so that a run in CI and the same run here do the same thing.
#            Without it the run is exploratory: a random seed on the corpus that
#            grows in build/fuzz-TARGET/corpus across runs.
#
# The seed corpus is valid models. For the pipeline it holds inputs that reach
# the search and the rules: 200 graphs of the differential tester's generator
# (tools/difftest_gen.py, seed 7: rule-shaped fragments, mapped and opaque
# operators), the small bundled and test models, and the small models of
# ONNX's node tests. The inputs that once crashed a target (tests/fuzz/) run
# first and must pass. A crash, leak, timeout or sanitizer report fails the run:
# the report and the input (in base64, when small) are printed, so that a CI log
# is enough to reproduce it; the input stays in build/fuzz-TARGET/ (make it a
# test: tests/fuzz/).
set -e
TARGET=$1
SECONDS_MAX=${2:-30}
RUNS=${3:--1}
SEED=${4:-}
case "$TARGET" in
lib) ;;
onnx) MAXSEED=4096 RSS=1024 TIMEOUT=10 ;;
pipeline) MAXSEED=65536 RSS=2048 TIMEOUT=20 ;;
*) echo "usage: fuzz.sh onnx|pipeline|lib SECONDS [RUNS [SEED]]" >&2; exit 2 ;;
esac
# The library is built once for both targets, by the Makefile (in parallel, and again only for the
# sources that changed), with clang's coverage hooks and the sanitizers; each target then links its
# driver against it. ONNX's shape inference (C++, libonnx) is in it: its one C++ file is compiled
# without vptr and function checks, which need the C++ runtime that the C driver does not link.
FUZZ_BUILD=build/fuzz-lib
FUZZ_SAN="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all"
MAKEFLAGS= make -s -j2 BUILD=$FUZZ_BUILD CC=clang CXX=clang++ WERROR=-w OPT=-O1 SAN="$FUZZ_SAN" CXXSAN=-fno-sanitize=vptr,function \
	$FUZZ_BUILD/libtasoc.a $FUZZ_BUILD/libtasoc_host.a
[ "$TARGET" = lib ] && exit 0
B=build/fuzz-$TARGET
BIN=$B/fuzz_$TARGET
mkdir -p $B/seeds $B/corpus
if [ -z "$(ls $B/seeds)" ]; then
	if [ "$TARGET" = pipeline ]; then
		/usr/bin/python3 tools/difftest_gen.py $B/generated 200 7
	fi
	for f in $B/generated/*.onnx tests/models/*.onnx tests/fuzz/*.onnx /usr/share/libonnx-testdata/data/node/test_*/model.onnx; do
		[ -f "$f" ] && [ "$(stat -c %s "$f")" -lt $MAXSEED ] && cp "$f" "$B/seeds/$(echo "$f" | tr / _)"
	done
fi
if [ ! -x $BIN ] || [ -n "$(find tools/fuzz_$TARGET.c $FUZZ_BUILD/libtasoc.a $FUZZ_BUILD/libtasoc_host.a -newer $BIN)" ]; then
	clang -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-I$FUZZ_BUILD/pb -o $BIN tools/fuzz_$TARGET.c $FUZZ_BUILD/libtasoc_host.a $FUZZ_BUILD/libtasoc.a \
		-lprotobuf-c -lonnx -lonnx_proto -lprotobuf -lstdc++ -lm
fi
# Inputs that once crashed (tests/fuzz/) run first: each must pass now.
if ls tests/fuzz/*.onnx >/dev/null 2>&1; then
	$BIN -runs=1 tests/fuzz/*.onnx >$B/regress.log 2>&1 || {
		tail -30 $B/regress.log
		echo "fuzz $TARGET: FAILED on a saved input of tests/fuzz/"
		exit 1
	}
fi
if [ -n "$SEED" ]; then
	rm -rf $B/run
	cp -r $B/seeds $B/run
	CORPUS=run
	SEEDOPT=-seed=$SEED
else
	CORPUS=corpus
	SEEDOPT=
	cp -n $B/seeds/* $B/corpus/ 2>/dev/null || true
fi
cd $B
# A crash of an earlier run was reported then (and belongs in tests/fuzz/): only this run's count.
rm -f crash-* leak-* timeout-* oom-*
./fuzz_$TARGET $SEEDOPT -max_total_time="$SECONDS_MAX" -runs="$RUNS" -max_len=65536 -rss_limit_mb=$RSS \
	-timeout=$TIMEOUT -print_final_stats=1 $CORPUS >run.log 2>&1 || true
grep -E "^(stat::number_of_executed_units|INFO: seed corpus|INFO: Seed:)" run.log || true
# (ls of several patterns fails when any one matches nothing: test each file.)
found=""
for f in crash-* leak-* timeout-* oom-*; do if [ -e "$f" ]; then found="$found $f"; fi; done
if [ -n "$found" ]; then
	# the sanitizer's report: from its first line to libFuzzer's summary
	sed -n '/==[0-9]*==ERROR\|runtime error\|ALARM\|out-of-memory/,/^SUMMARY/p' run.log | head -60
	for f in $found; do
		if [ "$(stat -c %s "$f")" -le 16384 ]; then
			echo "the input $f, in base64 (base64 -d > $f.onnx to replay it):"
			base64 "$f"
		fi
	done
	echo "fuzz $TARGET: FAILED: see$found in $B (and $B/run.log)"
	exit 1
fi
echo "fuzz $TARGET: no crash in $(sed -n 's/^stat::number_of_executed_units: *//p' run.log) executions ($SECONDS_MAX s at most${SEED:+, seed $SEED})"
