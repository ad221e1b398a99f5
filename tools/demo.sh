#!/bin/sh
# demo.sh: what `make demo` shows a newcomer, on one screen: a model optimized, measured and checked.
#
# The model is TASO's BERT (8 attention layers), written as ONNX by tasoc's own
# builder: its projection merges are the rewrites that win in ONNX Runtime.
# Its outputs overflow float32 on random inputs (docs/models.md), so the
# outputs are compared on its one-layer sibling, which is finite.
set -e
T=build/tasoc
D=build/demo
mkdir -p $D
/usr/bin/python3 tools/make_onnx_models.py $D >/dev/null   # convnet.onnx etc., for trying the other commands

echo "== $($T --version): BERT, exported to ONNX =="
$T export bert -o $D/bert.onnx
echo
echo "== tasoc optimize: search over the proved rules, then time both models in ONNX Runtime =="
$T optimize $D/bert.onnx -o $D/bert.opt.onnx --report $D/bert.json
$T dot $D/bert.onnx --highlight $D/bert.opt.onnx -o $D/bert.dot >/dev/null
echo
echo "== the same outputs? the one-layer BERT, optimized and run by the reference interpreter =="
$T export bert-layer -o $D/bert-layer.onnx >/dev/null
# (a file, not a pipe: the demo stops on a failed check)
$T optimize $D/bert-layer.onnx -o $D/bert-layer.opt.onnx --check --no-measure >$D/bert-layer.log ||
	{ cat $D/bert-layer.log; exit 1; }
grep '^  check: [0-9]' $D/bert-layer.log
echo
# The figure to remember is the measured one; without ONNX Runtime there is only an estimate.
/usr/bin/python3 - $D/bert.json <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
m = r["measure"]
if m:
    what = "measured %.3fx faster in ONNX Runtime (95%% interval %.3f-%.3f)" % (
        m["speedup"], m["speedup_low"], m["speedup_high"])
else:
    what = "not measured (%s): the predicted %.1f%% less is an estimate" % (
        r["measure_skipped"], 100 * (1 - r["cost_after_ms"] / r["cost_before_ms"]))
print("== result: BERT %s ==" % what)
print("  %s  the model tasoc wrote (%s)" % (r["output"], "the optimized graph" if r["written"] == "optimized"
                                            else "the input unchanged: the optimized graph was not faster"))
EOF
echo "  $D/bert.json      the report (docs/cli.md, --report)"
echo "  $D/bert.dot       the rewritten nodes in orange: dot -Tsvg $D/bert.dot -o bert.svg"
echo "next: build/tasoc optimize YOUR.onnx -o OUT.onnx  (or $D/convnet.onnx; build/tasoc --help)"
