#!/bin/sh
# bench_ort_cost.sh: `make bench` section: the ort cost model's whole-graph prediction against the graph timed in ORT.
#
# For each bundled TASO model: the sum of its operators' costs under
# `--cost ort` (each timed alone as a one-operator model, profiled afresh),
# and the model exported and timed whole by the same ONNX Runtime worker
# (CPU provider, one thread, median of 20 runs, +- half the interquartile
# range). The target is a prediction within 15%. Wall-clock times on a
# shared machine. Needs node and npm onnxruntime-node (`make deps`): without
# them the section says why and is empty.
echo "tasoc cost --cost ort --measure: predicted (sum of one-operator timings) vs measured whole in ORT; $(nproc) cores"
build/tasoc cost --cost ort --cost-strict --measure resnet50 resnext50 inception-v3 nasnet-a nasrnn bert 2>&1 ||
	echo "(the ort cost model could not run: see the line above)"
