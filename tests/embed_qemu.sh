#!/bin/sh
# embed_qemu.sh: the firmware image under QEMU (Cortex-M7) makes the same choices as the host build.
#
# Both builds of embed/main.c optimize the same graph with the same rules and
# cost table; every line but the "note:" ones (arena bytes, which depend on
# the pointer width) must be equal. A missing qemu-system-arm is a failure:
# make deps installs it.
set -u
B=${BUILD:-build}/embed
command -v qemu-system-arm >/dev/null 2>&1 || { echo "embed_qemu: qemu-system-arm missing (run make deps)" >&2; exit 1; }
"$B/host" > "$B/host.out"; hrc=$?
timeout 300 qemu-system-arm -M mps2-an500 -display none -monitor none -serial none \
	-semihosting-config enable=on,target=native -kernel "$B/tasoc.elf" > "$B/qemu.out" 2> "$B/qemu.err"
qrc=$?
cat "$B/qemu.out"
fail=0
[ "$hrc" = 0 ] || { echo "embed_qemu: the host build exited $hrc" >&2; fail=1; }
[ "$qrc" = 0 ] || { echo "embed_qemu: qemu exited $qrc" >&2; cat "$B/qemu.err" >&2; fail=1; }
grep -q '^done: ok$' "$B/qemu.out" || { echo "embed_qemu: the image did not finish ('done: ok')" >&2; fail=1; }
grep -q '^applied 1: ' "$B/qemu.out" || { echo "embed_qemu: the image applied no rule" >&2; fail=1; }
grep -v '^note:' "$B/host.out" > "$B/host.cmp"
grep -v '^note:' "$B/qemu.out" > "$B/qemu.cmp"
if ! cmp -s "$B/host.cmp" "$B/qemu.cmp"; then
	echo "embed_qemu: the image and the host chose differently:" >&2
	diff -u "$B/host.cmp" "$B/qemu.cmp" >&2
	fail=1
fi
[ "$fail" = 0 ] && echo "embed_qemu: the Cortex-M7 image and the host agree ($(grep -c '^applied' "$B/qemu.out") rules applied)"
exit "$fail"
