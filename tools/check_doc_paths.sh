#!/bin/sh
# check_doc_paths.sh: every file and folder a doc names exists (default: docs/ARCHITECTURE.md).
#
# usage: sh tools/check_doc_paths.sh [DOC...]
#
# A doc that names a file the tree no longer has sends its reader nowhere; this
# keeps the map true as files move. Named are: a path whose first part is a
# top-level entry of the tree (core/cost.c, host/onnx, spec/ops/*.lua,
# generated/ops.{h,c}: a glob must match something, each brace alternative
# must exist) and a bare file name with a source or doc extension (emit_ops.c:
# some file of that name must exist). A path under build/ is a build output:
# the Makefile or a script under tools/ must make it ($(BUILD)/NAME or
# build/NAME). Run by make test-unit; prints each missing name with its line.
cd "$(dirname "$0")/.." || exit 2
[ $# = 0 ] && set -- docs/ARCHITECTURE.md
bad=0
files=$(mktemp) || exit 2
trap 'rm -f "$files"' EXIT
# every file of the tree, build outputs and the venv left out
find . \( -name .git -o -name .venv -o -name build \) -prune -o -type f -print | sed 's|^\./||' >"$files"
tops="$(ls -A | tr '\n' ' ') build" # build/ may not be made yet

# exists PATH: PATH (a glob, or a folder with its trailing /) names something in the tree
exists() {
	case "$1" in
	*'*'*)
		# shellcheck disable=SC2086 # the glob is meant to expand
		set -- $1
		[ -e "$1" ] ;;
	*) [ -e "$1" ] ;;
	esac
}

# check DOC LINE NAME: NAME, as found on line LINE of DOC, exists
check() {
	doc=$1 line=$2 name=$3
	case "$name" in
	*'{'*'}'*)
		pre=${name%%\{*}
		rest=${name#*\{}
		alts=${rest%%\}*}
		post=${rest#*\}}
		ok=1
		for a in $(echo "$alts" | tr ',' ' '); do
			check "$doc" "$line" "$pre$a$post" || ok=0
		done
		[ $ok = 1 ]
		return
		;;
	build/*)
		sub=${name#build/}
		sub=${sub%/}
		if grep -qF "\$(BUILD)/$sub" Makefile || grep -rqF "build/$sub" Makefile tools; then
			return 0
		fi
		echo "check_doc_paths: $doc:$line: $name: no build rule makes it (Makefile, tools/)" >&2
		return 1
		;;
	*/*)
		exists "$name" && return 0
		echo "check_doc_paths: $doc:$line: $name does not exist" >&2
		return 1
		;;
	*)
		grep -q "\(^\|/\)$(printf '%s' "$name" | sed 's/[.[\^$]/\\&/g; s/\*/[^\/]*/g')\$" "$files" && return 0
		echo "check_doc_paths: $doc:$line: no file named $name in the tree" >&2
		return 1
		;;
	esac
}

for doc in "$@"; do
	if [ ! -f "$doc" ]; then
		echo "check_doc_paths: no file $doc" >&2
		exit 2
	fi
	n=0
	# one candidate a line: LINE NAME (words of path characters, trailing punctuation trimmed)
	cands=$(grep -n '' "$doc" | while IFS= read -r l; do
		num=${l%%:*}
		printf '%s\n' "${l#*:}" | grep -o '[A-Za-z0-9_.*{},/+-]*' | sed 's/[.,]*$//' | while read -r w; do
			[ -n "$w" ] && printf '%s %s\n' "$num" "$w"
		done
	done)
	while read -r num w; do
		[ -n "$w" ] || continue
		first=${w%%/*}
		case "$w" in
		*/*)
			case " $tops " in
			*" $first "*) ;;
			*) continue ;;
			esac
			;;
		*.c | *.h | *.cc | *.inc | *.md | *.sh | *.lua | *.py | *.rules | *.ld | *.proto | *.onnx) ;;
		*) continue ;;
		esac
		n=$((n + 1))
		check "$doc" "$num" "$w" || bad=1
	done <<EOF
$cands
EOF
	[ $bad = 0 ] && echo "check_doc_paths: $doc: the $n file and folder names it uses exist"
done
exit $bad
