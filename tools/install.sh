#!/bin/sh
# install.sh: make install and make uninstall: puts tasoc's files under DESTDIR PREFIX, or takes them away.
#
#   sh tools/install.sh install|uninstall    (the Makefile's install and uninstall set the variables)
#
# install records each file it puts and each folder it has to make in
# DATADIR/tasoc/installed ("f PATH", "d PATH", paths without DESTDIR);
# uninstall removes exactly those files, then those folders that are empty,
# deepest first, so a folder that was there before (/usr/local/lib) stays
# and one made for tasoc (include/tasoc) goes. Installing again over an
# install first uninstalls it, so that a file the new version no longer has
# does not stay behind; an install that fails half way takes back what it put.
set -e
: "${BUILD:?}" "${PREFIX:?}" "${BINDIR:?}" "${LIBDIR:?}" "${INCLUDEDIR:?}" "${DATADIR:?}" "${MANDIR:?}"
: "${BASHCOMPDIR:?}" "${VERSION:?}" "${SOVERSION:?}" "${HEADERS:?}"
DESTDIR=${DESTDIR:-}
manifest=$DATADIR/tasoc/installed

die() {
	echo "install.sh: $*" >&2
	exit 1
}

for d in "$PREFIX" "$BINDIR" "$LIBDIR" "$INCLUDEDIR" "$DATADIR" "$MANDIR" "$BASHCOMPDIR"; do
	case "$d" in
	/*) ;;
	*) die "install folders must be absolute paths, not '$d'" ;;
	esac
done

# Removes what record $1 lists: its files, then its folders that are empty, deepest first (a folder's
# path sorts after its parent's). Only records of absolute paths without '..' are followed.
remove_recorded() {
	if grep -v -q -E '^[fd] /' "$1" || grep -q -E '(^|/)\.\.(/|$)' "$1"; then
		die "$1: not a record of this script; nothing removed"
	fi
	nfiles=0
	while read -r kind path; do
		if [ "$kind" = f ]; then
			rm -f "$DESTDIR$path"
			nfiles=$((nfiles + 1))
		fi
	done <"$1"
	kept=""
	for d in $(awk '$1 == "d" { print $2 }' "$1" | sort -r); do
		if [ -d "$DESTDIR$d" ] && ! rmdir "$DESTDIR$d" 2>/dev/null; then
			kept="$kept $DESTDIR$d"
		fi
	done
}

# The installed record, removed (after a copy is read) with the files it lists.
uninstall() {
	if [ ! -f "$DESTDIR$manifest" ]; then
		echo "uninstall: nothing to remove: no $DESTDIR$manifest (tasoc is not installed under $DESTDIR$PREFIX)"
		return 0
	fi
	cp "$DESTDIR$manifest" "$record.old"
	rm -f "$DESTDIR$manifest"
	remove_recorded "$record.old"
	rm -f "$record.old"
	echo "uninstall: removed $nfiles files from $DESTDIR$PREFIX"
	[ -z "$kept" ] || echo "uninstall: kept, not empty:$kept"
}

record=$(mktemp)
trap 'rm -f "$record" "$record.old" "$record.pc"' EXIT

case "$1" in
install) ;;
uninstall)
	uninstall
	[ -n "$DESTDIR" ] || [ "$(id -u)" != 0 ] || ! command -v ldconfig >/dev/null || ldconfig
	exit 0
	;;
*) die "usage: sh tools/install.sh install|uninstall" ;;
esac

for f in "$BUILD/tasoc" "$BUILD/libtasoc.a" "$BUILD/libtasoc_host.a" "$BUILD/libtasoc.so.$VERSION" \
	"$BUILD/libtasoc_host.so.$VERSION" "$BUILD/tasoc.1" "$BUILD/tasoc.bash" $HEADERS; do
	[ -f "$f" ] || die "$f: missing (run make first)"
done

if [ -f "$DESTDIR$manifest" ]; then
	echo "install: replacing the earlier install under $DESTDIR$PREFIX"
	uninstall >/dev/null
fi

# From here a failure takes back what was put.
trap 'rc=$?; if [ $rc != 0 ]; then remove_recorded "$record"; echo "install: failed; nothing left installed" >&2; fi;
	rm -f "$record" "$record.old" "$record.pc"' EXIT

# Makes folder $1 (and its missing parents), recording each one made.
mkd() {
	if [ "$1" = / ] || [ "$1" = . ]; then
		mkdir -p "$DESTDIR/"
		return 0
	fi
	[ -d "$DESTDIR$1" ] && return 0
	mkd "$(dirname "$1")"
	mkdir "$DESTDIR$1"
	echo "d $1" >>"$record"
}

# put SRC DEST MODE: installs file SRC as DEST.
put() {
	mkd "$(dirname "$2")"
	echo "f $2" >>"$record"
	install -m "$3" "$1" "$DESTDIR$2"
}

# link TARGET DEST: DEST, a symbolic link to TARGET (a name in DEST's folder).
link() {
	mkd "$(dirname "$2")"
	echo "f $2" >>"$record"
	ln -sf "$1" "$DESTDIR$2"
}

# A path under PREFIX written with ${prefix}, as pkg-config files do.
pcdir() {
	case "$1" in
	"$PREFIX"/*) echo "\${prefix}${1#"$PREFIX"}" ;;
	*) echo "$1" ;;
	esac
}

put "$BUILD/tasoc" "$BINDIR/tasoc" 755
for lib in libtasoc libtasoc_host; do
	put "$BUILD/$lib.so.$VERSION" "$LIBDIR/$lib.so.$VERSION" 755
	link "$lib.so.$VERSION" "$LIBDIR/$lib.so.$SOVERSION"
	link "$lib.so.$SOVERSION" "$LIBDIR/$lib.so"
	put "$BUILD/$lib.a" "$LIBDIR/$lib.a" 644
done
for h in $HEADERS; do
	put "$h" "$INCLUDEDIR/tasoc/$h" 644
done

# pkg-config: tasoc (the core: libc and libm) and tasoc-host (the host library on top of it). What a
# static link needs besides the archives is what the Makefile links them with: libm for the core;
# protobuf-c, libonnx (its shape inference), protobuf, the C++ library, OpenBLAS, GLPK and libdl for
# the host library.
{
	echo "prefix=$PREFIX"
	echo "libdir=$(pcdir "$LIBDIR")"
	echo "includedir=$(pcdir "$INCLUDEDIR")"
	echo
	echo "Name: tasoc"
	echo "Description: tasoc's runtime optimizer: graph IR, proved rewrite rules, cost-based search (#include <tasoc/core/tasoc.h>)"
	echo "Version: $VERSION"
	echo "Cflags: -I\${includedir}"
	echo "Libs: -L\${libdir} -ltasoc"
	echo "Libs.private: -lm"
} >"$record.pc"
put "$record.pc" "$LIBDIR/pkgconfig/tasoc.pc" 644
{
	echo "prefix=$PREFIX"
	echo "libdir=$(pcdir "$LIBDIR")"
	echo "includedir=$(pcdir "$INCLUDEDIR")"
	echo
	echo "Name: tasoc-host"
	echo "Description: tasoc's host library: ONNX import and export, cost backends, ILP (#include <tasoc/host/onnx/onnx.h>)"
	echo "Version: $VERSION"
	echo "Requires: tasoc = $VERSION"
	echo "Requires.private: libprotobuf-c protobuf"
	echo "Cflags: -I\${includedir}"
	echo "Libs: -L\${libdir} -ltasoc_host"
	echo "Libs.private: -lonnx -lonnx_proto -lstdc++ $HOST_LIBS_PRIVATE -lm -lpthread"
} >"$record.pc"
put "$record.pc" "$LIBDIR/pkgconfig/tasoc-host.pc" 644

# The Python tools (host/pytool.h): the runtime worker (measuring, --check) with its engines, and ONNX's
# current shape inference; and a link to the venv whose python3 runs them, the tree's (make deps's .venv/,
# with PyPI's onnxruntime, openvino and onnx: no Debian packages to install beside them): an installed
# tasoc measures while the tree it was installed from keeps .venv/.
for f in ort_worker.py ort_seeded.py ort_profile.py ort_engine.py ov_engine.py onnx_shapes.py; do
	put tools/$f "$DATADIR/tasoc/$f" 644
done
link "$(pwd)/.venv" "$DATADIR/tasoc/venv"
put "$BUILD/tasoc.1" "$MANDIR/man1/tasoc.1" 644
put "$BUILD/tasoc.bash" "$BASHCOMPDIR/tasoc" 644

mkd "$(dirname "$manifest")"
install -m 644 "$record" "$DESTDIR$manifest"
[ -n "$DESTDIR" ] || [ "$(id -u)" != 0 ] || ! command -v ldconfig >/dev/null || ldconfig
echo "install: $(grep -c '^f ' "$record") files under $DESTDIR$PREFIX (record: $DESTDIR$manifest)"
