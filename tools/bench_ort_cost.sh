#!/bin/sh
# bench_ort_cost.sh: `make bench` section: the ort cost model's whole-graph prediction against the graph timed in ORT.
#
# For each bundled TASO model and each public real model
# (tools/fetch_models.sh, as shipped): the sum of its operators' costs under
# `--cost ort` (each timed alone as a one-operator model, profiled afresh;
# a real model's opaque nodes each as a model of the one node), and the
# model timed whole in ONNX Runtime (CPU provider, one thread, the default
# allocator; the TASO models exported by tasoc, the real ones as shipped)
# in 3 fresh worker processes: the CPU time of a run (what a run takes with
# the time the load descheduled it left out), the median wall time, the
# fastest quarter of the wall times and the whole model's own kernels. The
# target is a prediction within 15%. A model whose prediction cannot be
# made (an If, whose branch is known only at run time) says why. The load
# average is printed before each model: on a shared machine, wall times
# stretch with it. Needs the venv's onnxruntime (`make deps`):
# without them each model's line says why.
#
# Environment: MODELS (default build/models: the real models, fetched when
# missing), BENCH_MODELS (default: all eleven).
T=build/tasoc
MODELS=${MODELS:-build/models}
TASO="resnet50 resnext50 inception-v3 nasnet-a nasrnn bert"
. tools/published_models.sh
REAL=$PUBLISHED
BENCH_MODELS=${BENCH_MODELS:-$TASO $REAL}

# The input shapes ../shared/models/README.md suggests for the models that name their dims, and
# silero's sample rate (16 kHz: the rate both exports serve; op18's If takes that branch).
dims() {
	published_opts "$1"
}

echo "tasoc cost --cost ort --measure: predicted (sum of one-operator timings) vs measured whole in ORT; $(nproc) cores"
for m in $BENCH_MODELS; do
	case " $TASO " in
	*" $m "*) arg=$m ;;
	*)
		[ -f "$MODELS/$m.onnx" ] || sh tools/fetch_models.sh "$MODELS" $m >&2
		arg=$MODELS/$m.onnx ;;
	esac
	echo "$m: load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%H:%M:%S)"
	[ -f "$arg" ] || case " $TASO " in *" $m "*) ;; *) echo "$m: $arg is missing (tools/fetch_models.sh)"; continue ;; esac
	$T cost --cost ort --cost-strict --measure $(dims $m) "$arg" 2>&1 ||
		echo "$m: (the ort cost model could not run: see the line above)"
done
