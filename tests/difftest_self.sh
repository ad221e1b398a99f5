#!/bin/sh
# difftest_self.sh: the differential tester catches a wrong optimizer and shrinks its graph (make difftest).
#
# A stand-in for tasoc that "optimizes" by turning every Relu into a
# LeakyRelu (a wrong rewrite of the kind a bad rule would make) must be
# caught as a mismatch on the first graph that holds a Relu, and the graph
# shrunk to that one node: so a clean difftest run means the comparison and
# the shrinking really work, not that nothing was compared.
set -e
B=${BUILD:-build}
PY=/usr/bin/python3
W=$B/difftest-self
rm -rf "$W"
mkdir -p "$W"
cat >"$W/fake_tasoc" <<'PYEOF'
#!/usr/bin/python3
import sys, onnx
a = sys.argv
m = onnx.load(a[2])
for n in m.graph.node:
    if n.op_type == 'Relu':
        n.op_type = 'LeakyRelu'
        n.attribute.append(onnx.helper.make_attribute('alpha', 0.5))
onnx.save(m, a[a.index('-o') + 1])
PYEOF
chmod +x "$W/fake_tasoc"
if $PY tools/difftest.py --n 30 --seed 1 --max-failures 1 --tasoc "$W/fake_tasoc" --work "$W" --save "$W/failures" >"$W/log" 2>&1; then
	cat "$W/log"; echo "difftest_self: FAILED: a tasoc that breaks every Relu passed"; exit 1
fi
grep -q "mismatch" "$W/log" || { cat "$W/log"; echo "difftest_self: FAILED: no mismatch reported"; exit 1; }
f=$(ls "$W"/failures/*.onnx | head -1)
$PY - "$f" <<'PYEOF' || { cat "$W/log"; echo "difftest_self: FAILED: the failing graph was not shrunk to its Relu"; exit 1; }
import sys, onnx
ops = [n.op_type for n in onnx.load(sys.argv[1]).graph.node]
sys.exit(ops != ['Relu'])
PYEOF
echo "difftest_self: a wrong rewrite is caught ($(grep '^FAIL' "$W/log" | head -1 | cut -d: -f1)) and shrunk to one Relu"
