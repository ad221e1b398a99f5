#!/bin/sh
# bench_verify.sh: `make bench` section: time `tasoc rules verify` and `check-axioms`.
#
# Verifies the generator's default candidate set when `tasoc rules generate`
# exists (written to build/bench/candidates.rules), otherwise every rule file
# under tests/rules and spec/rules. Prints rules verified, seconds in all,
# and the per-rule check time median and maximum, from --times.
set -e
t=build/bench
mkdir -p $t
rules=$t/verify-input.rules
if build/tasoc rules generate --help >/dev/null 2>&1 && build/tasoc rules generate --quiet -o $t/candidates.rules >/dev/null 2>&1; then
	src="tasoc rules generate (default set)"
	cp $t/candidates.rules $rules
else
	src="tests/rules/*/*.rules + spec/rules/*.rules (no generator in this build)"
	# rule names must be unique in one file: prefix each with its file's name
	for f in tests/rules/*/*.rules spec/rules/*.rules; do
		p=$(echo "$f" | tr '/.' '__')
		grep -v '^#' "$f" | grep -v '^[[:space:]]*$' | sed "s/^/${p}_/"
	done > $rules
fi
# Rules the parser rejects (from a generator still in progress) are left out
# one at a time and counted, so the figures cover everything verify accepts.
dropped=0
while ! err=$(build/tasoc rules verify $rules --keep-going --rlimit 1 --jobs 1 -o /dev/null 2>&1); do
	line=$(echo "$err" | sed -n 's/^tasoc rules verify: [^:]*:\([0-9][0-9]*\): .*/\1/p' | head -1)
	[ -n "$line" ] || { echo "$err" >&2; exit 1; }
	sed -i "${line}d" $rules
	dropped=$((dropped + 1))
done
start=$(date +%s.%N)
build/tasoc rules verify $rules --keep-going --times $t/verify-times.tsv -o $t/verify-out.rules 2> $t/verify-summary.log
end=$(date +%s.%N)
ax_start=$(date +%s.%N)
build/tasoc rules check-axioms > /dev/null
ax_end=$(date +%s.%N)
echo "input: $src; $dropped rules left out (parse errors)"
echo "verify: $(tail -1 $t/verify-summary.log) (2 jobs, default rlimit); $(grep -c '; refuted' $t/verify-out.rules) of the not proved refuted by the concrete check"
awk -v s="$start" -v e="$end" -v l="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN { printf "verify: %.2f s in all (load average %s)\n", e - s, l }'
sort -g -k3 $t/verify-times.tsv | awk '{ v[NR] = $3 } END {
	if (NR) printf "per rule: %d rules, median %.2f ms, max %.2f ms\n", NR, 1000 * v[int((NR + 1) / 2)], 1000 * v[NR] }'
echo "slowest: $(sort -g -k3 $t/verify-times.tsv | tail -1)"
awk -v s="$ax_start" -v e="$ax_end" 'BEGIN { printf "check-axioms: %.2f s\n", e - s }'
