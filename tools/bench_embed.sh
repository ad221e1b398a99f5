#!/bin/sh
# bench_embed.sh: `make bench` section: the firmware build's sizes and the arena its search needs.
#
# Sizes are arm-none-eabi-size's text column (code plus constants: what goes
# to flash) of each object of the Cortex-M7 build (-Os, make embed), the core
# without the rule table, the rule table per rule, and the linked image. The
# arena figures are the peak bytes the arena allocator saw in the image under
# QEMU, for the bundled NasRNN cell at several search budgets; then, on the
# host, the arena peak of every bundled model by budget (tasoc search --arena).
set -e
B=build/embed
make -s embed >/dev/null
echo "== objects (arm-none-eabi-size, text = code + read-only data, bytes)"
# The objects of the library the image links (stale ones in build/embed/obj/ do not count).
arm-none-eabi-size $B/libtasoc-arm.a | awk 'NR > 1 { printf "%8d %s\n", $1, $6 }'
arm-none-eabi-size $B/libtasoc-arm.a | \
	awk 'NR > 1 && $6 != "rules.o" { t += $1 } END { printf "core without the rule table: %d bytes text (%.1f KiB)\n", t, t / 1024 }'
# the rules: one table entry each, with a line that starts with its matcher (emit/emit_table.c)
n=$(grep -c "^$(printf '\t\t')match_[a-z0-9_]*, " generated/rules.c)
arm-none-eabi-size build/embed/obj/generated/rules.o | awk -v n="$n" 'NR > 1 { printf "rule table: %d bytes text for %d rules, %.0f bytes a rule\n", $1, n, $1 / n }'
arm-none-eabi-size -A build/embed/obj/generated/rules.o | awk '
	$1 ~ /^\.text/ { c += $2 } $1 ~ /^\.rodata/ && $1 ~ /\.str/ { s += $2 } $1 ~ /^\.rodata/ && $1 !~ /\.str/ { r += $2 }
	END { printf "  of which code %d, strings (names, rule texts) %d, the table and the right sides %d\n", c, s, r }'
mkdir -p build/bench/embed
arm-none-eabi-gcc -std=c11 -mcpu=cortex-m7 -mthumb -Os -ffunction-sections -fdata-sections -DTASOC_NO_RULE_TEXT -DTASOC_NO_RULE_LHS \
	-c generated/rules.c -o build/bench/embed/rules-notext.o
arm-none-eabi-size build/bench/embed/rules-notext.o | awk -v n="$n" 'NR > 1 { printf "rule table, -DTASOC_NO_RULE_TEXT: %d bytes text, %.0f bytes a rule\n", $1, $1 / n }'
ns=$(sed -n 's/^nasrnn cell.* \([0-9]*\) rules,.*/\1/p' $B/tasoc-subset.elf.out 2>/dev/null || true)
[ -n "$ns" ] || ns=$(qemu-system-arm -M mps2-an500 -display none -monitor none -serial none \
	-semihosting-config enable=on,target=native -kernel $B/tasoc-subset.elf | sed -n 's/^nasrnn cell.* \([0-9]*\) rules,.*/\1/p')
arm-none-eabi-size $B/obj/rules-subset.o | awk -v n="$ns" 'NR > 1 { printf "rule subset (NasRNN operators, no texts): %d bytes text for %d rules, %.0f bytes a rule\n", $1, n, $1 / n }'
echo "== the linked images (with newlib's printf, semihosting; bss holds the 3 MiB arena)"
arm-none-eabi-size $B/tasoc.elf $B/tasoc-subset.elf | awk 'NR > 1 { printf "%s: text %d, data %d, bss %d\n", $6, $1, $2, $3 }'
echo "== arena peak, NasRNN cell (hidden 512, 64 nodes), Cortex-M7 under QEMU"
for budget in 1 5 10 20 40; do
	arm-none-eabi-gcc -std=c11 -mcpu=cortex-m7 -mthumb -Os -DEMBED_BUDGET=$budget -c embed/main.c -o build/bench/embed/main.o
	arm-none-eabi-gcc -mcpu=cortex-m7 -mthumb --specs=rdimon.specs -nostartfiles -T embed/mps2.ld -Wl,--gc-sections \
		-o build/bench/embed/b.elf build/bench/embed/main.o $B/obj/embed/model.o $B/obj/embed/startup.o \
		$B/obj/embed/nomalloc.o $B/obj/costs.o $B/libtasoc-arm.a -lm
	out=$(timeout 300 qemu-system-arm -M mps2-an500 -display none -monitor none -serial none \
		-semihosting-config enable=on,target=native -kernel build/bench/embed/b.elf || true)
	peak=$(echo "$out" | sed -n 's/^note: arena peak \([0-9]*\) of.*/\1/p')
	after=$(echo "$out" | sed -n 's/^cost after: //p')
	optim=$(echo "$out" | sed -n 's/^optimize: //p')
	echo "budget $budget: arena peak ${peak:-?} bytes, cost after ${after:-$optim}"
done
echo
echo "== arena peak of every bundled model on the host (tasoc search --arena, analytical cost, no folding)"
echo "each cell: peak bytes of the arena (graph, cost cache and search), and the predicted cut at that budget"
echo
echo "| model | budget 1 | budget 10 | budget 100 | budget 1000 |"
echo "|---|---|---|---|---|"
for m in ${ARENA_MODELS:-tiny nasrnn bert-layer bert resnet50 resnext50 inception-v3 nasnet-a stack relu-chain}; do
	line="| $m |"
	for budget in 1 10 100 1000; do
		out=$(build/tasoc search "$m" --cost analytical --budget $budget --arena 2G 2>&1 || true)
		peak=$(echo "$out" | sed -n 's/^arena: peak \([0-9]*\) of.*/\1/p')
		cut=$(echo "$out" | sed -n 's/^predicted cost.*(\(.*\))$/\1/p')
		line="$line ${peak:-failed} ($cut) |"
	done
	echo "$line"
done
