#!/bin/sh
# install_e2e.sh: make install into a temporary DESTDIR, README's C program built and run against it, uninstall.
#
# Checks: the files and the soname; each installed header compiles alone from the install and includes
# only installed headers; README's "Use from C" block, compiled with pkg-config's flags against the
# shared libraries (run with LD_LIBRARY_PATH) and against the archives (pkg-config --static), optimizes
# tests/models/hardswish.onnx, both programs write the same model and `tasoc check` finds it equal to
# the input; README's pipeline program (tasoc_optimize_file) writes the same bytes as tasoc optimize
# with the same options (the analytical target without the guard; and the defaults on a model the guard
# keeps); a core-only program links fully static with `pkg-config --static tasoc`; the man page holds
# each command's --help text verbatim and groff reads it without a warning; the bash completion offers
# each command's options as its --help lists them and no other; the installed tasoc measures with the installed
# ONNX Runtime worker (share/tasoc/ort_worker.py, venv linked to the tree's .venv); PREFIX is honoured; make uninstall
# leaves nothing but the folders that were there before.
set -e
BUILD=${BUILD:-build}
T=$BUILD/tasoc
MAKE=${MAKE:-make}
CC=${CC:-cc}
MODEL=tests/models/hardswish.onnx
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

version=$("$T" --version | awk '{ print $2 }')
major=${version%%.*}
root=$tmp/root
prefix=/usr/local
lib=$root$prefix/lib
inc=$root$prefix/include

# A folder that is there before: uninstall must leave it (it did not make it).
mkdir -p "$root$prefix/share/man"
$MAKE -s --no-print-directory BUILD="$BUILD" install DESTDIR="$root" >"$tmp/install.log"

# --- the files
for f in bin/tasoc lib/libtasoc.a lib/libtasoc_host.a lib/libtasoc.so.$version lib/libtasoc_host.so.$version \
	lib/pkgconfig/tasoc.pc lib/pkgconfig/tasoc-host.pc share/man/man1/tasoc.1 \
	share/bash-completion/completions/tasoc include/tasoc/core/tasoc.h include/tasoc/host/onnx/onnx.h; do
	[ -f "$root$prefix/$f" ] || fail "make install did not put $prefix/$f"
done
for l in libtasoc libtasoc_host; do
	[ "$(readlink "$lib/$l.so.$major")" = "$l.so.$version" ] || fail "$l.so.$major is no link to $l.so.$version"
	[ "$(readlink "$lib/$l.so")" = "$l.so.$major" ] || fail "$l.so is no link to $l.so.$major"
	soname=$(readelf -d "$lib/$l.so.$version" | sed -n 's/.*Library soname: \[\(.*\)\]/\1/p')
	[ "$soname" = "$l.so.$major" ] || fail "$l.so.$version: soname '$soname', not $l.so.$major"
done
"$root$prefix/bin/tasoc" --version | grep -q "^tasoc $version " || fail "the installed tasoc is not version $version"

# --- the headers: each alone, from the install only (the compiler runs in an empty folder)
mkdir "$tmp/hdr"
nh=0
for h in $(cd "$inc" && find tasoc -name '*.h' | sort); do
	nh=$((nh + 1))
	dir=$(dirname "$inc/$h")
	for i in $(sed -n 's/^[ \t]*#[ \t]*include[ \t]*"\([^"]*\)".*/\1/p' "$inc/$h"); do
		[ -f "$dir/$i" ] || fail "installed $h includes \"$i\", which is not installed"
	done
	# generated/ops.h is op.h's second half (op.h includes it after the types it uses): compiled through op.h
	[ "$h" = tasoc/generated/ops.h ] && continue
	if ! (cd "$tmp/hdr" && printf '#include <%s>\n' "$h" |
		$CC -std=c11 -pedantic -Wall -Wextra -Werror -fsyntax-only -I"$inc" -x c - 2>"$tmp/hdr.err"); then
		fail "installed $h does not compile alone: $(head -3 "$tmp/hdr.err")"
	fi
done
[ "$nh" -ge 10 ] || fail "only $nh headers installed"

# --- the ONNX Runtime worker: installed with a link to the tree's .venv/, and found by the installed
# tasoc (above its executable: PREFIX/share/tasoc/), which a logging stand-in for python3 records; then
# without the stand-in, the installed venv link's python3 measures
share=$root$prefix/share/tasoc
for f in ort_worker.py ort_seeded.py ort_profile.py ort_engine.py ov_engine.py onnx_shapes.py; do
	[ -f "$share/$f" ] || fail "make install did not put $prefix/share/tasoc/$f"
done
[ "$(readlink "$share/venv")" = "$(pwd)/.venv" ] ||
	fail "$prefix/share/tasoc/venv is no link to the tree's .venv ($(readlink "$share/venv"))"
printf '#!/bin/sh\necho "$1" >>"%s"\nexec "%s" "$@"\n' "$tmp/workers.log" "$(pwd)/.venv/bin/python3" >"$tmp/python-logging"
chmod +x "$tmp/python-logging"
if ! env -u TASOC_ORT_WORKER TASOC_ORT_PYTHON="$tmp/python-logging" "$root$prefix/bin/tasoc" optimize \
	"$MODEL" -o "$tmp/measured.onnx" --target analytical --measure --measure-time 1 >"$tmp/measure.log" 2>&1; then
	fail "the installed tasoc could not measure: $(tail -n 3 "$tmp/measure.log")"
fi
[ "$(sort -u "$tmp/workers.log" 2>/dev/null)" = "$share/ort_worker.py" ] ||
	fail "the installed tasoc ran the workers '$(sort -u "$tmp/workers.log" 2>/dev/null | tr '\n' ' ')', not $share/ort_worker.py"
env -u TASOC_ORT_WORKER -u TASOC_ORT_PYTHON "$root$prefix/bin/tasoc" optimize "$MODEL" -o "$tmp/measured.onnx" \
	--target analytical --measure --measure-time 1 >"$tmp/measure.log" 2>&1 && grep -q "measured (ONNX Runtime" "$tmp/measure.log" ||
	fail "the installed tasoc could not measure through share/tasoc/venv: $(tail -n 3 "$tmp/measure.log")"

# --- README's program, shared and static
awk '/^## Use from C/ { s = 1 } s && /^```c$/ { c = 1; next } c && /^```$/ { exit } c { print }' README.md \
	>"$tmp/optimize.c"
grep -q 'tasoc_optimize' "$tmp/optimize.c" || fail "README.md has no C block calling tasoc_optimize under 'Use from C'"
export PKG_CONFIG_PATH="$lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$root"
[ "$(pkg-config --modversion tasoc)" = "$version" ] || fail "pkg-config tasoc: version $(pkg-config --modversion tasoc)"
pkg-config --validate tasoc-host || fail "pkg-config --validate tasoc-host"
CFLAGS_C="-std=c11 -pedantic -Wall -Wextra -Werror"
# shellcheck disable=SC2046
$CC $CFLAGS_C "$tmp/optimize.c" -o "$tmp/opt-shared" $(pkg-config --cflags --libs tasoc-host)
readelf -d "$tmp/opt-shared" | grep -q 'NEEDED.*\[libtasoc_host.so.'"$major"'\]' ||
	fail "the shared build does not load libtasoc_host.so.$major"
LD_LIBRARY_PATH="$lib" ldd "$tmp/opt-shared" | grep -q "libtasoc.so.$major => $lib/libtasoc.so.$major" ||
	fail "the shared build does not find libtasoc.so.$major in the install"
# ld takes a .so over the .a of the same name: -Bstatic around tasoc's own libraries links their archives;
# the system libraries stay shared (Debian ships libonnx shared only).
static=""
for w in $(pkg-config --static --cflags --libs tasoc-host); do
	case "$w" in
	-ltasoc | -ltasoc_host) static="$static -Wl,-Bstatic $w -Wl,-Bdynamic" ;;
	*) static="$static $w" ;;
	esac
done
case "$static" in
*"-Bstatic -ltasoc_host"*"-Bstatic -ltasoc "*) ;;
*) fail "pkg-config --static --libs tasoc-host lacks -ltasoc_host or -ltasoc: $static" ;;
esac
# shellcheck disable=SC2086
$CC $CFLAGS_C "$tmp/optimize.c" -o "$tmp/opt-static" $static
if readelf -d "$tmp/opt-static" | grep -q 'NEEDED.*libtasoc'; then
	fail "the static build loads a tasoc library"
fi
LD_LIBRARY_PATH="$lib" "$tmp/opt-shared" "$MODEL" "$tmp/shared.onnx" >"$tmp/shared.out" ||
	fail "the shared build failed on $MODEL: $(cat "$tmp/shared.out")"
"$tmp/opt-static" "$MODEL" "$tmp/static.onnx" >"$tmp/static.out" ||
	fail "the static build failed on $MODEL: $(cat "$tmp/static.out")"
grep -q '^applied: ' "$tmp/shared.out" || fail "README's program applied no rule to $MODEL: $(cat "$tmp/shared.out")"
cmp -s "$tmp/shared.out" "$tmp/static.out" || fail "the shared and static builds printed different things"
cmp -s "$tmp/shared.onnx" "$tmp/static.onnx" || fail "the shared and static builds wrote different models"
cmp -s "$MODEL" "$tmp/shared.onnx" && fail "README's program wrote $MODEL unchanged"
"$T" check "$MODEL" "$tmp/shared.onnx" >"$tmp/check.out" 2>&1 ||
	fail "tasoc check: the optimized model differs from $MODEL: $(tail -3 "$tmp/check.out")"
"$tmp/opt-static" "$tmp/no-such.onnx" "$tmp/x.onnx" >/dev/null 2>"$tmp/err.out" && fail "a missing input did not fail"
grep -q 'no-such.onnx' "$tmp/err.out" || fail "a missing input is not named: $(cat "$tmp/err.out")"
[ -e "$tmp/x.onnx" ] && fail "a failed run left an output file"

# --- README's pipeline program (host/pipeline/pipeline.h): the same options, the same bytes as tasoc optimize
awk '/^### The optimize pipeline/ { s = 1 } s && /^```c$/ { c = 1; next } c && /^```$/ { exit } c { print }' README.md \
	>"$tmp/pipeline.c"
grep -q 'tasoc_optimize_file' "$tmp/pipeline.c" || fail "README.md has no C block calling tasoc_optimize_file under 'The optimize pipeline'"
# shellcheck disable=SC2046
$CC $CFLAGS_C "$tmp/pipeline.c" -o "$tmp/pipeline" $(pkg-config --cflags --libs tasoc-host)
mkdir "$tmp/lib" "$tmp/cli"
# The analytical target with the guard off: deterministic, so byte for byte (and the lines, but for the times).
opts="--target analytical --no-measure --budget 300"
# shellcheck disable=SC2086
LD_LIBRARY_PATH="$lib" "$tmp/pipeline" "$MODEL" "$tmp/lib/out.onnx" $opts >"$tmp/lib.out" 2>"$tmp/lib.err" ||
	fail "README's pipeline program failed on $MODEL: $(cat "$tmp/lib.err")"
# shellcheck disable=SC2086
"$T" optimize "$MODEL" -o "$tmp/cli/out.onnx" $opts >"$tmp/cli.out" 2>&1 || fail "tasoc optimize $opts failed on $MODEL"
cmp "$tmp/lib/out.onnx" "$tmp/cli/out.onnx" >/dev/null || fail "the library and tasoc optimize $opts wrote different models"
cmp -s "$MODEL" "$tmp/lib/out.onnx" && fail "README's pipeline program wrote $MODEL unchanged under $opts"
grep -q '^[0-9]* -> [0-9]* nodes, [1-9][0-9]* rules, written: optimized$' "$tmp/lib.out" ||
	fail "README's pipeline program's report: $(cat "$tmp/lib.out")"
lines() { sed -e "s|$tmp/[a-z]*/out.onnx|OUT|g" -e '/^  time: /d' "$1"; }
[ "$(lines "$tmp/lib.err")" = "$(lines "$tmp/cli.out")" ] ||
	fail "the library's progress lines are not tasoc optimize's: $(lines "$tmp/lib.err" | diff - "$tmp/cli.out" | head -5)"
# The defaults (the ort cost model, the guard measuring in ONNX Runtime) on a model nothing rewrites: the
# guard keeps IN, so both write IN's bytes. The worker script lies in the tree, not above the program.
"$T" export relu-chain-1 -o "$tmp/relu1.onnx" >/dev/null
TASOC_ORT_WORKER="$PWD/tools/ort_worker.py" LD_LIBRARY_PATH="$lib" "$tmp/pipeline" "$tmp/relu1.onnx" "$tmp/lib/r.onnx" \
	>"$tmp/lib.out" 2>"$tmp/lib.err" || fail "README's pipeline program failed with the defaults: $(cat "$tmp/lib.err")"
"$T" optimize "$tmp/relu1.onnx" -o "$tmp/cli/r.onnx" >"$tmp/cli.out" 2>&1 || fail "tasoc optimize failed with the defaults"
cmp "$tmp/lib/r.onnx" "$tmp/cli/r.onnx" >/dev/null && cmp "$tmp/relu1.onnx" "$tmp/lib/r.onnx" >/dev/null ||
	fail "with the defaults the library and tasoc optimize did not both keep the input"
grep -q 'written: input$' "$tmp/lib.out" && grep -q 'cost (ort model)' "$tmp/lib.err" ||
	fail "the defaults: not the ort model and the guard: $(cat "$tmp/lib.out" "$tmp/lib.err")"
# A bad model: the error names it, the program fails, no output file.
LD_LIBRARY_PATH="$lib" "$tmp/pipeline" tests/models/bad_cycle.onnx "$tmp/lib/bad.onnx" --no-measure >/dev/null \
	2>"$tmp/bad.err" && fail "README's pipeline program did not fail on a bad model"
grep -q 'bad_cycle.onnx' "$tmp/bad.err" || fail "the bad model is not named: $(cat "$tmp/bad.err")"
[ -e "$tmp/lib/bad.onnx" ] && fail "a failed pipeline call left an output file"

# A program of the core alone links fully static with tasoc.pc's flags: two products of one input merged.
cat >"$tmp/core.c" <<'EOF'
#include <stdio.h>

#include <tasoc/core/tasoc.h>

int main(void)
{
	static const int32_t xs[] = { 1, 32 }, ws[] = { 32, 24 };
	static float w[2][32 * 24];
	tasoc_graph g, opt;
	tasoc_graph_init(&g, NULL);
	int32_t x = tasoc_add_input(&g, "x", tasoc_shape_make(2, xs));
	for (int i = 0; i < 2; i++) {
		tasoc_ref in[] = { { x, 0 }, { tasoc_add_weight(&g, NULL, tasoc_shape_make(2, ws), w[i], false), 0 } };
		int32_t m = tasoc_add_op(&g, TASOC_OP_MATMUL, NULL, 2, in, NULL);
		if (m < 0 || tasoc_add_output(&g, tasoc_ref_make(m, 0), i ? "b" : "a") != TASOC_OK) {
			fprintf(stderr, "%s\n", g.err);
			return 1;
		}
	}
	tasoc_options o;
	tasoc_options_default(&o);
	o.fold = false;
	tasoc_stats st;
	if (tasoc_optimize(&g, &o, &opt, &st) != TASOC_OK) {
		fprintf(stderr, "%s\n", g.err);
		return 1;
	}
	printf("matmuls %d -> %d\n", tasoc_graph_count_op(&g, TASOC_OP_MATMUL), tasoc_graph_count_op(&opt, TASOC_OP_MATMUL));
	tasoc_stats_free(&g, &st);
	tasoc_graph_free(&opt);
	tasoc_graph_free(&g);
	return 0;
}
EOF
# shellcheck disable=SC2046
if $CC $CFLAGS_C -static "$tmp/core.c" -o "$tmp/core" $(pkg-config --static --cflags --libs tasoc) 2>"$tmp/core.err"; then
	"$tmp/core" >"$tmp/core.out" || fail "the static core program failed: $(cat "$tmp/core.out")"
	grep -q '^matmuls 2 -> 1$' "$tmp/core.out" || fail "the static core program did not merge the matmuls: $(cat "$tmp/core.out")"
	readelf -d "$tmp/core" 2>/dev/null | grep -q NEEDED && fail "the -static core program loads shared libraries"
else
	fail "pkg-config --static tasoc does not link a static program: $(head -5 "$tmp/core.err")"
fi
unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR

# --- the man page: a section per command and step, each holding its --help text verbatim
man=$root$prefix/share/man/man1/tasoc.1
groff -man -ww -z "$man" 2>"$tmp/groff.err" || fail "groff cannot read the man page"
[ -s "$tmp/groff.err" ] && fail "groff warns about the man page: $(head -3 "$tmp/groff.err")"
"$T" --help | awk '/^commands:$/ { f = 1; next } f && /^$/ { exit } f { print $1 }' >"$tmp/commands"
[ -s "$tmp/commands" ] || fail "tasoc --help lists no commands"
sed -n 's/^\.SS "tasoc \(.*\)"$/\1/p' "$man" >"$tmp/sections"
while read -r c; do
	grep -qx "$c" "$tmp/sections" || fail "the man page has no section for tasoc $c"
	# the steps a command lists (tasoc rules --help) have theirs too
	"$T" "$c" --help | awk '/^steps:$/ { f = 1; next } f && /^$/ { exit } f { print $1 }' | while read -r s; do
		grep -qx "$c $s" "$tmp/sections" || echo "FAIL: the man page has no section for tasoc $c $s"
	done >>"$tmp/step.fails"
done <"$tmp/commands"
[ -s "$tmp/step.fails" ] && { cat "$tmp/step.fails"; fails=$((fails + 1)); }
# Each section's text, unescaped, is exactly the command's --help output.
while read -r sec; do
	awk -v s=".SS \"tasoc $sec\"" '$0 == s { f = 1; next } f && /^\.nf$/ { p = 1; next } p && /^\.fi$/ { exit } p { print }' \
		"$man" | sed -e 's/^\\&//' -e 's/\\-/-/g' -e 's/\\e/\\/g' >"$tmp/sec.txt"
	# shellcheck disable=SC2086
	"$T" $sec --help >"$tmp/help.txt" || fail "tasoc $sec --help failed"
	cmp -s "$tmp/sec.txt" "$tmp/help.txt" || fail "man page section 'tasoc $sec' differs from tasoc $sec --help:
$(diff "$tmp/help.txt" "$tmp/sec.txt" | head -5)"
done <"$tmp/sections"

# --- the bash completion: what it offers after "tasoc CMD [STEP] -"
comp=$root$prefix/share/bash-completion/completions/tasoc
offer() { # the words offered for the command line "$@", the last word being completed
	bash -c '. "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tasoc; printf "%s\n" "${COMPREPLY[@]}"' \
		sh "$comp" "$@" | sort
}
offer tasoc "" >"$tmp/top"
sort "$tmp/commands" | comm -23 - "$tmp/top" | grep . && fail "the completion does not offer every command"
[ "$(offer tasoc rul)" = rules ] || fail "'tasoc rul' does not complete to rules"
[ "$(offer tasoc rules gen)" = generate ] || fail "'tasoc rules gen' does not complete to generate"
while read -r sec; do
	# shellcheck disable=SC2086
	"$T" $sec --help >"$tmp/help.txt"
	# shellcheck disable=SC2086
	offer tasoc $sec - >"$tmp/offered"
	# every option the help's table or usage line names is offered ...
	{
		sed -n 's/^ \{1,\}\(--*[a-zA-Z][-a-zA-Z0-9]*\).*/\1/p' "$tmp/help.txt"
		sed -n '/^usage: /p' "$tmp/help.txt" | grep -o '\[--*[a-zA-Z][-a-zA-Z0-9]*' | tr -d '['
		echo --help
	} | sort -u | comm -23 - "$tmp/offered" >"$tmp/missing"
	[ -s "$tmp/missing" ] && fail "completion of 'tasoc $sec -' lacks $(tr '\n' ' ' <"$tmp/missing")"
	# ... and each one offered is in the help
	while read -r o; do
		[ "$o" = --help ] || grep -q -- "$o\\b" "$tmp/help.txt" || fail "completion of 'tasoc $sec' offers $o, not in its --help"
	done <"$tmp/offered"
done <"$tmp/sections"
[ "$(offer tasoc run res)" = "$(printf 'resnet50\nresnext50')" ] || fail "'tasoc run res' does not offer the bundled models"

# --- uninstall: nothing left but what was there before
$MAKE -s --no-print-directory BUILD="$BUILD" uninstall DESTDIR="$root" >"$tmp/uninstall.log"
left=$(cd "$root" && find . -mindepth 1 | sort | tr '\n' ' ')
[ "$left" = "./usr ./usr/local ./usr/local/share ./usr/local/share/man " ] ||
	fail "make uninstall left: $left (only the folders made before install should stay)"

# --- PREFIX
$MAKE -s --no-print-directory BUILD="$BUILD" install DESTDIR="$tmp/root2" PREFIX=/opt/tasoc >/dev/null
[ -x "$tmp/root2/opt/tasoc/bin/tasoc" ] || fail "PREFIX=/opt/tasoc: no /opt/tasoc/bin/tasoc"
grep -qx 'prefix=/opt/tasoc' "$tmp/root2/opt/tasoc/lib/pkgconfig/tasoc.pc" || fail "PREFIX=/opt/tasoc: tasoc.pc has another prefix"
$MAKE -s --no-print-directory BUILD="$BUILD" uninstall DESTDIR="$tmp/root2" PREFIX=/opt/tasoc >/dev/null
[ -z "$(ls -A "$tmp/root2")" ] || fail "PREFIX=/opt/tasoc: make uninstall left $(cd "$tmp/root2" && find . | tr '\n' ' ')"

if [ "$fails" -ne 0 ]; then
	echo "install_e2e: $fails failed"
	exit 1
fi
echo "install_e2e: ok ($nh headers, README's program shared and static, man page $(wc -l <"$tmp/sections") sections, completion, uninstall)"
