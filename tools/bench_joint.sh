#!/bin/sh
# bench_joint.sh: `make bench` section: the joint graph and layout search against the graph-only one, measured in ONNX Runtime.
#
# Issue 19. For each of TASO's six models (`tasoc export`) and each public
# real model (tools/fetch_models.sh): `tasoc optimize` with its defaults
# (the ort cost model, the guard timing the search's graph against the
# original in ONNX Runtime, CPU, one thread, interleaved batches of fresh
# processes), once graph-only (--layout off) and once joint (the default).
# A first joint run without measuring fills the model's operator-cost cache
# (each shape timed once, the NHWC forms included), so both searches then
# read the same timings and their search times compare the searches, not
# the timing of new shapes. Speedups are each run's own measurement against
# the original; where the two searches produced the same graph (the files
# --candidate wrote compare equal) the joint/graph-only ratio is exactly 1,
# else the two graphs are timed against each other, interleaved (h2h). The
# table is printed as markdown, as docs/benchmarks.md quotes it; wall-clock
# figures on a shared machine. Search times are of a last run of each mode
# without measuring, once the cache holds every shape both searches meet.
#
# Environment: MODELS (default build/models), BENCH_MODELS (default: TASO's
# six and the five real models), MEASURE_TIME (default 10).
set -e
T=build/tasoc
W=build/bench/joint
MODELS=${MODELS:-build/models}
MEASURE_TIME=${MEASURE_TIME:-10}
TASO="resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"
. tools/published_models.sh
REAL=$PUBLISHED
BENCH_MODELS=${BENCH_MODELS:-$TASO $REAL}
rm -rf $W && mkdir -p $W

dims() {
	published_opts "$1"
}

# Where the two searches' graphs differ, the two are also timed against each other, interleaved
# (tools/bench_headroom_time.py: 3 sessions of each, 10 runs a session; the medians of wall and CPU time).
h2h() {
	a=$W/$1.off.search.onnx b=$W/$1.on.search.onnx
	if [ -f $a ] && [ -f $b ] && ! cmp -s $a $b; then
		.venv/bin/python3 tools/bench_headroom_time.py 3 10 $a $b >$W/$1.h2h.jsonl 2>$W/$1.h2h.err || rm -f $W/$1.h2h.jsonl
	fi
}

# Search times: each mode once more without measuring, every shape its searches meet now in the cache,
# so the figure is the search itself (the measured runs above also time shapes the warm-up never met).
search_times() {
	for mode in off on; do
		$T optimize $W/$1.onnx -o $W/$1.$mode.t.onnx $(dims $1) --no-measure --cost ort --cost-cache $W/$1.cache \
			--layout $mode --report $W/$1.$mode.t.json >$W/$1.$mode.t.log 2>&1 || true
	done
}

echo "load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
for m in $BENCH_MODELS; do
	case " $TASO " in
	*" $m "*) $T export $m -o $W/$m.onnx >/dev/null ;;
	*)
		[ -f "$MODELS/$m.onnx" ] || sh tools/fetch_models.sh "$MODELS" $m >&2
		cp "$MODELS/$m.onnx" $W/$m.onnx ;;
	esac
	echo "$m: warming the cost cache, then graph-only and joint, measured..." >&2
	$T optimize $W/$m.onnx -o $W/$m.warm.onnx $(dims $m) --no-measure --cost ort --cost-cache $W/$m.cache \
		>$W/$m.warm.log 2>&1 || true
	for mode in off on; do
		$T optimize $W/$m.onnx -o $W/$m.$mode.onnx $(dims $m) --cost ort --cost-cache $W/$m.cache --layout $mode \
			--measure-time "$MEASURE_TIME" --report $W/$m.$mode.json --candidate $W/$m.$mode.search.onnx \
			>$W/$m.$mode.log 2>&1 || echo "{\"error\": \"tasoc optimize failed\"}" >$W/$m.$mode.json
	done
	h2h $m
	search_times $m
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

/usr/bin/python3 - $W $BENCH_MODELS <<'PYEOF'
import filecmp, json, os, sys
w, models = sys.argv[1], sys.argv[2:]
def load(m, mode):
    try:
        return json.load(open(os.path.join(w, '%s.%s.json' % (m, mode))))
    except (OSError, ValueError):
        return {'error': 'no report'}
def speedup(r):
    me = r.get('measure')
    if not me:
        return None, 'not measured: %s' % r.get('measure_skipped') if not r.get('error') else r['error']
    return me['speedup'], '%.3fx (%.3f-%.3f)' % (me['speedup'], me['speedup_low'], me['speedup_high'])
def layouts(r):
    l = r.get('layouts')
    if not l:
        return '-'
    return '%s: %d NHWC, %d conv. (input %d)' % (l['search'], l['nhwc_ops']['output'], l['conversions']['output'],
                                                 l['conversions']['input'])
print('| model | graph-only: ORT speedup (95% interval) | search s | joint: ORT speedup | search s | joint layouts | same graph | joint / graph-only (above 1: joint faster) | search time joint / graph-only |')
print('|---|---|---|---|---|---|---|---|---|')
for m in models:
    off, on = load(m, 'off'), load(m, 'on')
    so, to = speedup(off)
    sj, tj = speedup(on)
    a, b = (os.path.join(w, '%s.%s.search.onnx' % (m, x)) for x in ('off', 'on'))
    same = os.path.exists(a) and os.path.exists(b) and filecmp.cmp(a, b, shallow=False)
    ratio = '1 (same graph)' if same else ('%.3f (of the two guards)' % (sj / so) if so and sj else '-')
    try:  # the head-to-head timing: graph-only's time over joint's, so above 1 is joint faster
        h = [json.loads(l) for l in open(os.path.join(w, '%s.h2h.jsonl' % m))]
        ratio = '%.3f wall, %.3f CPU (interleaved)' % (h[0]['ms'] / h[1]['ms'], h[0]['cpu_ms'] / h[1]['cpu_ms'])
    except (OSError, ValueError, IndexError, KeyError, ZeroDivisionError):
        pass
    s_off, s_on = (load(m, x + '.t').get('seconds', {}).get('search') for x in ('off', 'on'))
    st = '%.2f' % (s_on / s_off) if s_off and s_on else '-'
    print('| %s | %s | %s | %s | %s | %s | %s | %s | %s |' % (m, to, '%.2f' % s_off if s_off is not None else '-', tj,
          '%.2f' % s_on if s_on is not None else '-', layouts(on), 'yes' if same else 'no', ratio, st))
PYEOF
