#!/bin/sh
# bench_zoo.sh: `make bench`: models from the wild, the exporter zoo and the published models, as a user runs them.
#
# Every model of ../shared/models/zoo.py (exported into build/bench/zoo when
# missing; Debian's PyTorch, `make deps`) and the published models
# (tools/fetch_models.sh into build/models) go through `tasoc optimize`
# with default options: the ort cost model and the measured never-slower
# guard in ONNX Runtime. Silero's inputs are symbolic, so it gets the
# suggested --dim values (the only options given). One row a model: whether
# it imported (else the reason), the nodes before and after, the share of
# opaque nodes, the rules applied, and the measured speedup of the written
# model with its 95% interval (1.000x where the guard kept the input).
# ZOO_BENCH_MODELS narrows the list.
set -u
B=${BUILD:-build}
T=$B/tasoc
OUT=$B/bench/zoo
PY=/usr/bin/python3
mkdir -p "$OUT"
ZOO=../shared/models/zoo.py
ZMODELS="resnet18 resnet50 mobilenet_v2 mobilenet_v3_large efficientnet_b0 regnet_y_400mf densenet121 googlenet
inception_v3 squeezenet1_1 shufflenet_v2_x1_0 convnext_tiny vit_b_16 deeplabv3_mobilenet_v3_large bert_hf_like
transformer_encoder lstm2 conv_tasnet"
. tools/published_models.sh
PMODELS=$PUBLISHED
ALL=${ZOO_BENCH_MODELS:-$ZMODELS $PMODELS}
missing=""
for m in $ZMODELS; do case " $ALL " in *" $m "*) [ -f "$OUT/$m.onnx" ] || missing="$missing $m" ;; esac; done
[ -z "$missing" ] || $PY "$ZOO" "$OUT" $missing >"$OUT/export.log" 2>&1 || echo "zoo.py failed: $(tail -3 "$OUT/export.log")"
pub=""
for m in $PMODELS; do case " $ALL " in *" $m "*) pub="$pub $m" ;; esac; done
[ -z "$pub" ] || sh tools/fetch_models.sh "$B/models" $pub >"$OUT/fetch.log" 2>&1 || echo "fetch_models.sh failed: $(tail -3 "$OUT/fetch.log")"
echo "models from the wild: tasoc optimize with default options (ort cost, measured guard), $(date -u +%Y-%m-%d), $(git rev-parse --short HEAD 2>/dev/null)"
printf "%-30s %-9s %15s %8s %-44s %s\n" model import nodes opaque "rules applied" "measured in ORT (95% interval)"
for m in $ALL; do
	f="$OUT/$m.onnx"
	opts=""
	case " $PMODELS " in *" $m "*) f="$B/models/$m.onnx" ;; esac
	case " $PMODELS " in *" $m "*) opts=$(published_opts $m | sed 's/ --feed sr=16000//') ;; esac
	rm -f "$OUT/$m.json"
	if ! $T optimize "$f" -o "$OUT/$m.opt.onnx" --report "$OUT/$m.json" $opts >"$OUT/$m.log" 2>&1; then
		printf "%-30s %-9s %s\n" "$m" refused "$(tail -1 "$OUT/$m.log" | cut -c1-160)"
		continue
	fi
	$PY - "$OUT/$m.json" "$m" <<'PYEOF'
import json, sys
r = json.load(open(sys.argv[1]))
n = r["nodes_before"]  # branches' nodes included, as opaque_fraction counts them
rules = ", ".join("%s x%d" % (k[:24], v) for k, v in sorted(r["rules_applied"].items())) or "none"
ms = r["measure"]
if ms:
    meas = "%.3fx (%.3f-%.3f), %s" % (ms["speedup"], ms["speedup_low"], min(ms["speedup_high"], 99), r["written"])
else:
    meas = "not measured: %s" % r.get("measure_skipped")
print("%-30s %-9s %6d -> %6d %7.1f%% %-44s %s" % (sys.argv[2], "ok", n, r["nodes_after"], 100.0 * r["opaque_fraction"], rules[:44], meas))
PYEOF
done
