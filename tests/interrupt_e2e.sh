#!/bin/sh
# interrupt_e2e.sh: `make test-onnx`: tasoc optimize stopped by SIGINT or SIGTERM leaves an existing output file intact.
#
# The output is written once, at the end, through tasoc_write_atomic (a
# temporary file, then rename; the signals are held while it writes). Here a
# run on BERT (about 15 s: import, search, folding, export) is interrupted at
# several points; each time the command must die of the signal (so the
# check is not vacuous: a run that finished first fails the test), the
# output file that was there before must be byte for byte what it was, and
# no temporary file may be left beside it.
set -e
B=${BUILD:-build}
T=$B/tasoc
D=$B/interrupt
mkdir -p "$D"
fail() { echo "interrupt_e2e: FAILED: $*"; exit 1; }
[ -f "$D/bert.onnx" ] || $T export bert -o "$D/bert.onnx" >/dev/null
printf 'the output of an earlier run\n' >"$D/before"
# A non-interactive shell starts background commands with SIGINT ignored
# (and cannot undo that): a small exec wrapper gives tasoc the default
# action, as it has when started at a terminal.
printf 'import os, signal, sys\nsignal.signal(signal.SIGINT, signal.SIG_DFL)\nos.execv(sys.argv[1], sys.argv[1:])\n' >"$D/dfl.py"
n=0
for s in INT:2 TERM:15; do
	sig=${s%:*}
	for delay in 0.3 1 2.5; do
		cp "$D/before" "$D/out.onnx"
		/usr/bin/python3 "$D/dfl.py" $T optimize "$D/bert.onnx" -o "$D/out.onnx" --no-measure >"$D/log" 2>&1 &
		pid=$!
		sleep $delay
		kill -$sig $pid 2>/dev/null || fail "tasoc optimize ended before SIG$sig at $delay s: nothing was tested"
		set +e
		{ wait $pid; } 2>/dev/null
		rc=$?
		set -e
		want=$((128 + ${s#*:}))
		[ $rc -eq $want ] || fail "SIG$sig at $delay s: exit $rc, want $want (killed by the signal)"
		cmp -s "$D/before" "$D/out.onnx" || fail "SIG$sig at $delay s changed the existing output file"
		ls "$D"/out.onnx.tmp.* >/dev/null 2>&1 && fail "SIG$sig at $delay s left a temporary: $(ls "$D"/out.onnx.tmp.*)"
		n=$((n + 1))
	done
done
echo "interrupt_e2e: $n interrupted runs (SIGINT, SIGTERM during import, search and folding) left the existing output intact"
