#!/bin/sh
# fuzz_onnx.sh: `make fuzz`: libFuzzer (clang) on the ONNX importer for a bounded time ($1 seconds).
#
# The seed corpus is the small models of ONNX's node tests and tests/models/;
# the corpus grows in build/fuzz/corpus across runs. A crash, leak or
# sanitizer report fails the run and leaves the input in build/fuzz/.
set -e
SECONDS_MAX=${1:-30}
B=build/fuzz
mkdir -p $B/corpus
make -s build/pb/onnx.pb-c.c
if [ -z "$(ls $B/corpus)" ]; then
	for f in /usr/share/libonnx-testdata/data/node/test_*/model.onnx tests/models/*.onnx; do
		[ "$(stat -c %s "$f")" -lt 4096 ] && cp "$f" "$B/corpus/$(echo "$f" | tr / _)"
	done
fi
if [ ! -x $B/fuzz_onnx ] || [ -n "$(find runtime generated tools/fuzz_onnx.c -name '*.[ch]' -newer $B/fuzz_onnx)" ]; then
	clang -std=c11 -g -O1 -D_POSIX_C_SOURCE=200809L -fsanitize=fuzzer,address,undefined \
		-fno-sanitize-recover=all -Ibuild/pb -o $B/fuzz_onnx tools/fuzz_onnx.c runtime/onnx/*.c \
		build/pb/onnx.pb-c.c runtime/*.c generated/*.c -lprotobuf-c -lm
fi
cd $B
# A crash of an earlier run was reported then (and belongs in a test): only this run's count.
rm -f crash-* leak-* timeout-* oom-*
./fuzz_onnx -max_total_time="$SECONDS_MAX" -max_len=65536 -rss_limit_mb=1024 -timeout=10 \
	-print_final_stats=1 corpus 2>&1 | grep -E "^(#[0-9]+ *DONE|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|INFO: seed corpus)" || true
# libFuzzer writes crash-*, leak-*, timeout-* files for failing inputs.
# (ls of several patterns fails when any one matches nothing: test each file.)
found=""
for f in crash-* leak-* timeout-* oom-*; do if [ -e "$f" ]; then found="$found $f"; fi; done
if [ -n "$found" ]; then
	echo "fuzz: FAILED: see$found"
	exit 1
fi
echo "fuzz: no crash in $SECONDS_MAX s"
