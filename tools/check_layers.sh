#!/bin/sh
# check_layers.sh: the layering, checked on the includes: tools -> emit -> generator -> host -> core.
# core/ (libtasoc, the firmware's sources) includes only core/, generated/ and the C library's headers;
# host/ (libtasoc_host) nothing from generator/, emit/ or tools/; generator/ nothing from emit/ or
# tools/; emit/ nothing from tools/. Run by make test-unit; prints each include that breaks a rule.
cd "$(dirname "$0")/.." || exit 2
bad=0

# includes FILE: each quoted include of FILE, as a path from the tree's root
includes() {
	dir=$(dirname "$1")
	sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$1" | while read -r inc; do
		# normalise DIR/INC: drop "x/.." pairs
		echo "$dir/$inc" | awk -F/ '{ n = 0; for (i = 1; i <= NF; i++) { if ($i == "..") n--; else if ($i != ".") p[n++] = $i }
			s = p[0]; for (i = 1; i < n; i++) s = s "/" p[i]; print s }'
	done
}

# forbid FOLDER ALLOWED...: every include of FOLDER's files lies in one of the ALLOWED folders
forbid() {
	folder=$1
	shift
	for f in $(find "$folder" -name '*.c' -o -name '*.h' -o -name '*.cc' | sort); do
		for inc in $(includes "$f"); do
			ok=0
			for a in "$@"; do
				case "$inc" in "$a"/*) ok=1 ;; esac
			done
			# generated protobuf-c code lives in the build folder
			case "$inc" in */onnx.pb-c.h) ok=1 ;; esac
			if [ $ok = 0 ]; then
				echo "check_layers: $f includes $inc: $folder may include only from $*" >&2
				bad=1
			fi
		done
	done
}

forbid core core generated
forbid generated core generated
forbid host host core generated
forbid generator generator host core generated
forbid emit emit generator host core generated
[ $bad = 0 ] && echo "check_layers: core -> host -> generator -> emit -> tools, no include against the arrows"
exit $bad
