#!/bin/sh
# check_op_tables.sh: the specs are the one operator table. Fails when hand-written C names a spec
# operator in a table of its own: a `case TASOC_OP_X:` outside the reviewed list in tools/op_tables.allow
# (which must hold no stale entry), a string compare with an ONNX type a spec imports (the importer's
# dispatch is generated), or a core/ file that includes the host-only generated/ops_host.h (the firmware
# must not carry ONNX names). Run by make test-unit; ROOT (default: this tree) is the tree to check.
ROOT=${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$ROOT" || exit 2
allow=tools/op_tables.allow
bad=0
for f in generated/ops.h generated/ops_host.h "$allow"; do
	[ -f "$f" ] || { echo "check_op_tables: $ROOT/$f is missing" >&2; exit 2; }
done

# The hand-written C: everything but generated/ and the tests (which build graphs of named operators).
files=$(find core host tools emit generator embed \( -name '*.c' -o -name '*.h' -o -name '*.cc' \) | sort)
ops=$(sed -n 's/^[[:space:]]*TASOC_OP_\([A-Z0-9_]*\),.*/\1/p' generated/ops.h)
[ -n "$ops" ] || { echo "check_op_tables: no operators in generated/ops.h" >&2; exit 2; }

# 1. case labels, as FILE OP lines, against the allowed list (and the list against them: no stale line).
found=$(grep -HoE 'case[[:space:]]+TASOC_OP_[A-Z0-9_]+[[:space:]]*:' $files |
	sed 's/:case[[:space:]]*TASOC_OP_\([A-Z0-9_]*\).*/ \1/' | sort -u)
allowed=$(grep -v '^#' "$allow" | grep -v '^[[:space:]]*$' | sed 's/ -- .*//' |
	awk '{ for (i = 2; i <= NF; i++) print $1, $i }' | sort -u)
for o in $(echo "$allowed" | awk '{ print $2 }' | sort -u); do
	echo "$ops" | grep -qx "$o" || { echo "check_op_tables: $allow names $o, which no spec defines" >&2; bad=1; }
done
extra=$(echo "$found" | grep -vxF "$allowed")
stale=$(echo "$allowed" | grep -vxF "$found")
if [ -n "$extra" ]; then
	echo "$extra" | while read -r file o; do
		echo "check_op_tables: $file: case TASOC_OP_$o: a per-operator table entry; give the operator's data" \
		     "a field in spec/ops (docs/adding-an-operator.md) or, for a formula, list it in $allow" >&2
	done
	bad=1
fi
if [ -n "$stale" ]; then
	echo "$stale" | while read -r file o; do
		echo "check_op_tables: $allow: $file has no case TASOC_OP_$o any more: drop it from the list" >&2
	done
	bad=1
fi

# 2. the importer's dispatch (map_node in host/onnx/onnx_import.c) compares no type a spec's onnx.import names.
types=$(sed -n 's/^[[:space:]]*X("\([A-Za-z0-9_]*\)", TASOC_OP_.*/\1/p' generated/ops_host.h)
[ -n "$types" ] || { echo "check_op_tables: no ONNX imports in generated/ops_host.h" >&2; exit 2; }
imp=host/onnx/onnx_import.c
body=$(awk '/^static int map_node\(/ { on = 1 } on { print } on && /^}/ { exit }' "$imp")
[ -n "$body" ] || { echo "check_op_tables: no map_node in $imp" >&2; exit 2; }
for t in $types; do
	if echo "$body" | grep -q "\"$t\""; then
		echo "check_op_tables: $imp: map_node names ONNX $t, which the spec's onnx.import maps (generated/ops_host.h)" >&2
		bad=1
	fi
done

# 3. the firmware's sources never include the host-only tables.
for f in $(find core embed \( -name '*.c' -o -name '*.h' \)); do
	if grep -q 'generated/ops_host\.h' "$f"; then
		echo "check_op_tables: $f includes generated/ops_host.h, which only host/ may read" >&2
		bad=1
	fi
done

[ $bad = 0 ] && echo "check_op_tables: $(echo "$ops" | wc -w) spec operators, no hand-written table names one outside $allow"
exit $bad
