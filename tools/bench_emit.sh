#!/bin/sh
# bench_emit.sh: `make bench` section: emitting the rules, and matching them on the bundled models.
#
# Prints the rules emitted and the seconds `tasoc rules emit` takes on
# the committed manifest (generated/rules.txt reads back as a rule file),
# then the matches and successful rewrites of every rule at every node of
# every bundled model, with the CPU time matching and applying took.
set -e
t=build/bench
mkdir -p $t/emit
start=$(date +%s.%N)
build/tasoc rules emit generated/rules.txt -o $t/emit 2> $t/emit.log
end=$(date +%s.%N)
echo "emit: $(tail -1 $t/emit.log)"
awk -v s="$start" -v e="$end" -v b="$(wc -c < $t/emit/rules.c)" 'BEGIN { printf "emit: %.3f s wall, rules.c %d bytes\n", e - s, b }'
build/tasoc rules matches --apply > $t/matches.txt 2> $t/matches.log
echo "matches: $(tail -1 $t/matches.txt)"
echo "matches: $(cat $t/matches.log)"
