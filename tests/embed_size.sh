#!/bin/sh
# embed_size.sh: the core as firmware links it, without the rule table, fits 48 KiB of flash (issue 15's bound).
#
# Sizes are arm-none-eabi-size's text (code and constants) of each object of
# build/embed/libtasoc-arm.a, as tools/bench_embed.sh counts them. The bound
# went unchecked once: the layout search's objects took the core to 57,132 bytes
# (2026-11-26) before anyone looked (docs/embedding.md, "Sizes"); so it is a test.
set -u
B=${BUILD:-build}/embed
lib=$B/libtasoc-arm.a
SIZE=${ARM_SIZE:-arm-none-eabi-size}
BOUND=49152
[ -f "$lib" ] || { echo "embed_size: $lib missing (make embed)" >&2; exit 1; }
sizes=$($SIZE "$lib") || { echo "embed_size: $SIZE failed on $lib" >&2; exit 1; }
core=$(echo "$sizes" | awk 'NR > 1 && $6 != "rules.o" { t += $1 } END { print t + 0 }')
if [ "$core" -gt "$BOUND" ]; then
	echo "embed_size: FAILED: the core without the rule table is $core bytes of text, over $BOUND (48 KiB); the largest:" >&2
	echo "$sizes" | awk 'NR > 1 && $6 != "rules.o" { print $1, $6 }' | sort -rn | head -8 >&2
	exit 1
fi
echo "embed_size: the core without the rule table is $core bytes of text, $((BOUND - core)) under 48 KiB"
