#!/bin/sh
# embed_qemu.sh ELF HOST: the firmware image under QEMU (Cortex-M7) makes the same choices as its host build.
#
# Both builds of embed/main.c optimize the same graph with the same rules and
# cost table; every line but the "note:" ones (arena bytes, which depend on
# the pointer width) must be equal. A missing qemu-system-arm is a failure:
# make deps installs it.
set -u
B=${BUILD:-build}/embed
elf=${1:-tasoc.elf}
host=${2:-host}
command -v qemu-system-arm >/dev/null 2>&1 || { echo "embed_qemu: qemu-system-arm missing (run make deps)" >&2; exit 1; }
"$B/$host" > "$B/$host.out"; hrc=$?
timeout 300 qemu-system-arm -M mps2-an500 -display none -monitor none -serial none \
	-semihosting-config enable=on,target=native -kernel "$B/$elf" > "$B/$elf.out" 2> "$B/$elf.err"
qrc=$?
cat "$B/$elf.out"
fail=0
[ "$hrc" = 0 ] || { echo "embed_qemu: $host exited $hrc" >&2; fail=1; }
[ "$qrc" = 0 ] || { echo "embed_qemu: qemu exited $qrc" >&2; cat "$B/$elf.err" >&2; fail=1; }
grep -q '^done: ok$' "$B/$elf.out" || { echo "embed_qemu: the image did not finish ('done: ok')" >&2; fail=1; }
grep -q '^applied 1: ' "$B/$elf.out" || { echo "embed_qemu: the image applied no rule" >&2; fail=1; }
grep -v '^note:' "$B/$host.out" > "$B/$host.cmp"
grep -v '^note:' "$B/$elf.out" > "$B/$elf.cmp"
if ! cmp -s "$B/$host.cmp" "$B/$elf.cmp"; then
	echo "embed_qemu: the image and the host chose differently:" >&2
	diff -u "$B/$host.cmp" "$B/$elf.cmp" >&2
	fail=1
fi
[ "$fail" = 0 ] && echo "embed_qemu: $elf on the Cortex-M7 and $host agree ($(grep -c '^applied' "$B/$elf.out") rules applied)"
exit "$fail"
