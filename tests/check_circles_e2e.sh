#!/bin/sh
# check_circles_e2e.sh: tools/check_circles.sh on planted trees: it fails on a cycle of three files, names
# it and the calls that make it, passes once the cycle is broken, and passes a set that CHECK_CIRCLES_ALLOWED lets pass.
cd "$(dirname "$0")/.." || exit 2
CC=${CC:-cc}
W=$(mktemp -d) || exit 2
trap 'rm -rf "$W"' EXIT
fail=0

# plant FILE CODE: a source file of the planted tree and its object under $W/obj
plant() {
	mkdir -p "$W/tree/$(dirname "$1")" "$W/obj/$(dirname "$1")"
	printf '%s\n' "$2" >"$W/tree/$1"
	$CC -std=c11 -c "$W/tree/$1" -o "$W/obj/${1%.c}.o" || { echo "check_circles_e2e: cannot compile $1" >&2; exit 2; }
}

# expect RC WHAT PATTERN...: the checker exits RC and prints every fixed string PATTERN
expect() {
	want=$1 what=$2
	shift 2
	TREE="$W/tree" CHECK_CIRCLES_ALLOWED="tools/cmd_branches.c tools/cmd_optimize.c" sh tools/check_circles.sh "$W/obj" >"$W/out" 2>&1
	rc=$?
	if [ $rc != "$want" ]; then
		echo "check_circles_e2e: $what: exit $rc, expected $want:" >&2
		cat "$W/out" >&2
		fail=1
		return
	fi
	for p in "$@"; do
		if ! grep -qF -- "$p" "$W/out"; then
			echo "check_circles_e2e: $what: no line with '$p' in:" >&2
			cat "$W/out" >&2
			fail=1
		fi
	done
	echo "check_circles_e2e: ok: $what"
}

# a -> b -> c -> a in core/, d -> a outside the cycle
plant core/a.c 'int b(int); int a(int x) { return x ? b(x - 1) : 0; }'
plant core/b.c 'int c(int); int b(int x) { return c(x); }'
plant core/c.c 'int a(int); int c(int x) { return a(x); }'
plant host/d.c 'int a(int); int d(void) { return a(3); }'
expect 1 "a cycle of three files" "CYCLE: 3 files call one another: core/a.c core/b.c core/c.c" \
	"cycle: core/a.c -> core/b.c -> core/c.c -> core/a.c" "core/c.c calls core/a.c (a)"
if grep -qF "host/d.c" "$W/out"; then
	echo "check_circles_e2e: a file that calls into the cycle but is not on it is named" >&2
	fail=1
fi

# a second cycle inside the same set: both are listed
plant core/b.c 'int a(int); int c(int); int b(int x) { return x > 5 ? a(x) : c(x); }'
expect 1 "two cycles through one set" "cycle: core/a.c -> core/b.c -> core/a.c" \
	"cycle: core/a.c -> core/b.c -> core/c.c -> core/a.c"

# c reads a's table instead of calling it: data, not a call back
plant core/b.c 'int c(int); int b(int x) { return c(x); }'
plant core/a.c 'int b(int); const int a_table[2] = { 1, 2 }; int a(int x) { return x ? b(x - 1) : 0; }'
plant core/c.c 'extern const int a_table[2]; int c(int x) { return a_table[x & 1]; }'
expect 0 "the cycle broken (a data table read back is no call)" "no call cycle between files"

# an object whose source is gone is a stale build output: left out
mkdir -p "$W/obj/core"
cp "$W/obj/core/b.o" "$W/obj/core/gone.o"
expect 0 "a stale object left out" "no call cycle between files"

# an allowed set passes; a third file joining it does not
plant tools/cmd_optimize.c 'int cmd_branches(int); int cmd_optimize(int x) { return x ? cmd_branches(x - 1) : 0; }'
plant tools/cmd_branches.c 'int cmd_optimize(int); int cmd_branches(int x) { return cmd_optimize(x); }'
expect 0 "an allowed set of tools/" "allowed (CHECK_CIRCLES_ALLOWED): 2 files call one another: tools/cmd_branches.c tools/cmd_optimize.c"
plant tools/cmd_branches.c 'int cmd_third(int); int cmd_branches(int x) { return cmd_third(x); }'
plant tools/cmd_third.c 'int cmd_optimize(int); int cmd_third(int x) { return cmd_optimize(x); }'
expect 1 "a file joining an allowed set" \
	"CYCLE: 3 files call one another: tools/cmd_branches.c tools/cmd_optimize.c tools/cmd_third.c"

# nothing to read
expect_empty() {
	sh tools/check_circles.sh "$W/none" >"$W/out" 2>&1
	if [ $? != 2 ]; then
		echo "check_circles_e2e: a missing object folder is not exit 2" >&2
		fail=1
	else
		echo "check_circles_e2e: ok: a missing object folder"
	fi
}
expect_empty
exit $fail
