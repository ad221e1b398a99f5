#!/bin/sh
# bench_mpi.sh: `make bench` section: rules generate and verify sharded over MPI ranks
# (build/tasoc-mpi), written to build/bench/mpi.txt by tools/bench.sh.
#
# 1. 4-operator generation: one process (build/tasoc-rulec, unsharded), then 1 rank and
#    twice 2 ranks with 64 shards, and 2 ranks with 256 shards (BENCH_MPI_RUNS, RANKS:SHARDS
#    pairs); wall and processor seconds, peak resident per rank, each shard's seconds
#    and work (max/mean, in all and per part), the files compared byte for byte. A pair
#    given twice is run twice, and the balance of each shard's least seconds over the runs
#    is printed too: this machine's speed drifts by a quarter over tens of seconds, so one
#    run's shard seconds say when a shard ran as much as what it did (docs/rules.md).
#    BENCH_MPI_SERIAL=0 reuses an earlier one-process run's files in build/bench/mpi/.
# 2. Verification of those candidates at 1 and 2 ranks (--jobs 1 a rank), compared.
# 3. A 5-operator generation end to end (generate, then verify) on an operator subset
#    that finishes here: BENCH_MPI_OPS5 (default matmul,ewadd,ewmul,transpose).
# The load average is printed before and after each run: the build machine's 2 cores are
# shared, so wall times are of a loaded machine unless it says otherwise.
# BENCH_MPI_4=0 skips parts 1 and 2 (they take many minutes); BENCH_MPI_5=0 skips part 3.
set -e
t=build/bench/mpi
mkdir -p $t
make -s build/tasoc-rulec build/tasoc-mpi >/dev/null
MPIRUN="mpirun --oversubscribe"
[ "$(id -u)" = 0 ] && MPIRUN="$MPIRUN --allow-run-as-root"
# Waiting ranks yield the processor instead of spinning (the machine is shared).
export OMPI_MCA_mpi_yield_when_idle=1
TIME=/usr/bin/time
load() { cut -d' ' -f1-3 /proc/loadavg; }

# run NAME CMD...: CMD under /usr/bin/time; prints wall, user+sys (all ranks: mpirun's
# children), peak of the largest process, and the load around it.
run() {
	name=$1
	shift
	l0=$(load)
	$TIME -f '%e %U %S %M' -o $t/$name.time "$@" 2>$t/$name.log || { tail -5 $t/$name.log; echo "$name: failed"; exit 1; }
	l1=$(load)
	read -r wall user sys rss <$t/$name.time
	echo "$name: wall ${wall}s, cpu $(echo "$user + $sys" | bc)s, load before $l0, after $l1"
}

# balance FILE: max/mean of the per-shard seconds (--shard-times), in all and per part
# (phase 1's pairs of the smaller sizes, its units, phase 2), and of the work that drives
# them: pairs confirmed (the three kinds), expressions evaluated, shape checks.
balance() {
	awk '!/^#/ {
		n++
		v[1] = $2; v[2] = $3; v[3] = $4; v[4] = $5; v[5] = $6 + $9 + $11; v[6] = $8; v[7] = $7
		for (i = 1; i <= 7; i++) { s[i] += v[i]; if (v[i] > m[i]) m[i] = v[i] }
	} END {
		printf "%d shards: mean %.3fs, max %.3fs, max/mean %.3f;", n, s[1] / n, m[1], m[1] / (s[1] / n)
		split("pre_s units_s late_s pairs evaluated tried", name, " ")
		for (i = 2; i <= 7; i++) printf " %s %.3f", name[i - 1], s[i] ? m[i] / (s[i] / n) : 0
		printf " (max/mean)\n"
	}' "$1"
}

# least FILE...: max/mean over the shards of each shard's least seconds in the runs' files.
least() {
	awk '!/^#/ { if (!($1 in m) || $2 < m[$1]) m[$1] = $2; runs[FILENAME] = 1 }
	END {
		for (s in m) { n++; sum += m[s]; if (m[s] > mx) mx = m[s] }
		r = 0; for (f in runs) r++
		printf "%d runs, %d shards: mean %.3fs, max %.3fs, max/mean %.3f\n", r, n, sum / n, mx, mx / (sum / n)
	}' "$@"
}

# critical LOG: the parts end at collective exchanges, so on an idle machine the ranks
# take at most the sum over the parts of the largest rank's processor seconds in each
# (at most: a rank's wait for the others in an exchange counts where it spins).
critical() {
	sed -n 's/.*by part ([a-z0-9 ]*)://p' "$1" | tr ';' '\n' | awk '
		{ for (i = 3; i <= NF; i++) if ($i > m[i]) m[i] = $i; n = NF }
		END { for (i = 3; i <= n; i++) t += m[i]; printf "%.1f processor seconds at most (the largest rank'"'"'s of each part, summed)\n", t }'
}

echo "machine: $(nproc) cores, load $(load) at start, $(date -u +%Y-%m-%dT%H:%MZ), commit $(git rev-parse --short HEAD)"
if [ "${BENCH_MPI_4:-1}" != 0 ]; then
	echo "== 4-operator generation"
	if [ "${BENCH_MPI_SERIAL:-1}" != 0 ] || [ ! -s $t/gen4-serial.rules ]; then
		run gen4-serial build/tasoc-rulec rules generate --max-ops 4 --quiet -o $t/gen4-serial.rules
	else
		echo "gen4-serial: from an earlier run (BENCH_MPI_SERIAL=0): $(cat $t/gen4-serial.time)"
	fi
	echo "  $(grep '^generate: [0-9]* graphs' $t/gen4-serial.log)"
	# RANKS:SHARDS pairs; the speedup compares the first two
	runs=${BENCH_MPI_RUNS:-1:64 2:64 2:64 2:256}
	rm -f $t/gen4-np*.done $t/gen4-np*-[0-9]*-[0-9]*.*
	for rs in $runs; do
		np=${rs%:*}
		sh=${rs#*:}
		name=gen4-np$np-$sh
		k=1
		while [ -e $t/$name.done ]; do k=$((k + 1)); name=gen4-np$np-$sh-$k; done
		: >$t/$name.done
		run $name $MPIRUN -np $np build/tasoc-mpi rules generate --max-ops 4 --shards $sh --quiet \
			--shard-times $t/$name.shards -o $t/$name.rules
		echo "  $(grep 'ranks,' $t/$name.log)"
		echo "  $(grep 'by part' $t/$name.log)"
		echo "  critical path: $(critical $t/$name.log)"
		echo "  balance: $(balance $t/$name.shards)"
		cmp $t/gen4-serial.rules $t/$name.rules && echo "  the same file as one process"
	done
	rm -f $t/gen4-np*.done
	for rs in $(echo $runs | tr ' ' '\n' | sort | uniq -d); do
		np=${rs%:*}
		sh=${rs#*:}
		echo "  $rs, each shard's least seconds over the runs: $(least $t/gen4-np$np-$sh.shards $t/gen4-np$np-$sh-*.shards)"
	done
	echo "== verification of the 4-operator candidates"
	for np in 1 2; do
		run ver4-np$np $MPIRUN -np $np build/tasoc-mpi rules verify $t/gen4-serial.rules --keep-going --jobs 1 \
			-o $t/ver4-np$np.verified
		echo "  $(tail -1 $t/ver4-np$np.log)"
	done
	cmp $t/ver4-np1.verified $t/ver4-np2.verified && echo "  1 and 2 ranks: the same file"
fi
if [ "${BENCH_MPI_5:-1}" != 0 ]; then
	ops=${BENCH_MPI_OPS5:-matmul,ewadd,ewmul,transpose}
	echo "== 5-operator generation on --ops $ops, 2 ranks, 64 shards"
	run gen5-np2 $MPIRUN -np 2 build/tasoc-mpi rules generate --max-ops 5 --ops $ops --shards 64 --quiet \
		--shard-times $t/gen5-np2.shards -o $t/gen5-np2.rules
	echo "  $(grep '^generate: [0-9]* graphs' $t/gen5-np2.log)"
	echo "  $(grep 'ranks,' $t/gen5-np2.log)"
	run ver5-np2 $MPIRUN -np 2 build/tasoc-mpi rules verify $t/gen5-np2.rules --keep-going --jobs 1 \
		-o $t/ver5-np2.verified
	echo "  $(tail -1 $t/ver5-np2.log)"
fi
echo "load at the end: $(load)"
