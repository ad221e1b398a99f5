#!/bin/sh
# op_tables.sh: tools/check_op_tables.sh passes on this tree and fails, naming the file and operator, on
# copies with a per-operator table added by hand (a case label, an ONNX type in the importer's dispatch,
# the host-only tables included by the core) or with a stale line in tools/op_tables.allow.
cd "$(dirname "$0")/.." || exit 2
sh tools/check_op_tables.sh || exit 1
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
fails=0

# expect_fail NAME MESSAGE EDIT: a fresh copy, EDIT run in it, the check must fail with MESSAGE
expect_fail() {
	rm -rf "$tmp/t" && mkdir "$tmp/t" && cp -R core host tools emit generator embed generated "$tmp/t/" || exit 2
	(cd "$tmp/t" && eval "$3") || { echo "op_tables: $1: the edit failed" >&2; exit 2; }
	if ROOT="$tmp/t" sh tools/check_op_tables.sh >"$tmp/out" 2>&1; then
		echo "op_tables: $1: the check passed" >&2
		fails=1
	elif ! grep -qF "$2" "$tmp/out"; then
		echo "op_tables: $1: the message lacks '$2':" >&2
		cat "$tmp/out" >&2
		fails=1
	else
		echo "op_tables: $1: fails as it must"
	fi
}

expect_fail "a case label" "host/backend/cost_cpu.c: case TASOC_OP_SQRT:" \
	"sed -i 's/^\tcase TASOC_OP_MATMUL:/\tcase TASOC_OP_SQRT:\n\tcase TASOC_OP_MATMUL:/' host/backend/cost_cpu.c"
expect_fail "an import by hand" "map_node names ONNX Relu" \
	"sed -i 's/^\tif (!strcmp(t, \"Identity\"))/\tif (!strcmp(t, \"Relu\"))\n\t\treturn 0;\n&/' host/onnx/onnx_import.c"
expect_fail "a stale list entry" "host/backend/cost_cpu.c has no case TASOC_OP_MATMUL" \
	"sed -i 's/^\tcase TASOC_OP_MATMUL:/\tcase 99:/' host/backend/cost_cpu.c"
expect_fail "host tables in the core" "core/cost.c includes generated/ops_host.h" \
	"sed -i '1a #include \"../generated/ops_host.h\"' core/cost.c"
exit $fails
