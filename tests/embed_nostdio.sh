#!/bin/sh
# embed_nostdio.sh: the core as firmware links it (build/embed/libtasoc-arm.a) calls no stdio: no printf family, no FILE.
#
# Its messages go through core/format.c; a call to snprintf or fprintf
# coming back would pull newlib's printf (tens of kilobytes) into every
# image. The image's own main.c may print: only the library is checked.
set -u
B=${BUILD:-build}/embed
lib=$B/libtasoc-arm.a
NM=${ARM_NM:-arm-none-eabi-nm}
[ -f "$lib" ] || { echo "embed_nostdio: $lib missing (make embed)" >&2; exit 1; }
undef=$($NM -u "$lib") || { echo "embed_nostdio: $NM failed on $lib" >&2; exit 1; }
bad=$(echo "$undef" | awk '$1 == "U" { print $2 }' |
	grep -E '^(v?s?n?printf|v?f?printf|puts|fputs|putchar|fopen|fclose|fread|fwrite|fflush|stdout|stderr|_impure_ptr|__sf)' | sort -u)
if [ -n "$bad" ]; then
	echo "embed_nostdio: the core calls stdio: $(echo $bad)" >&2
	echo "$undef" | awk '/:$/ { f = $0 } $1 == "U" { print f, $2 }' | grep -E "$(echo $bad | tr ' ' '|')" >&2
	exit 1
fi
echo "embed_nostdio: $lib calls no stdio (none of its undefined symbols is stdio)"
