#!/bin/sh
# mpi_e2e.sh: build/tasoc-mpi under mpirun -np 2 against one process, byte for byte
# (rules generate on a 3-operator problem, rules verify on its candidates), then a
# generation whose second rank is killed, resumed from its checkpoints.
#
# MPI is installed by `make deps` (openmpi-bin, libopenmpi-dev): without it this fails
# and says so; it never skips.
set -eu
BUILD=${BUILD:-build}
fail() {
	echo "mpi_e2e: FAIL: $*" >&2
	exit 1
}
command -v mpirun >/dev/null 2>&1 || fail "mpirun not found: run make deps (Debian's openmpi-bin and libopenmpi-dev)"
[ -x "$BUILD/tasoc-mpi" ] || fail "$BUILD/tasoc-mpi is missing: make mpi"
[ -x "$BUILD/tasoc-rulec" ] || fail "$BUILD/tasoc-rulec is missing"
# As root (CI containers) Open MPI wants to be told; two ranks may share one core.
MPIRUN="mpirun -np 2 --oversubscribe"
[ "$(id -u)" = 0 ] && MPIRUN="$MPIRUN --allow-run-as-root"
# Idle ranks wait without spinning (other jobs share the machine).
export OMPI_MCA_mpi_yield_when_idle=1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A 3-operator problem that takes seconds: pairs met within a shard, pairs of classes
# met on both ranks, multi-output rules.
OPS=concat,ewadd,ewmul,matmul,relu,split,transpose
"$BUILD/tasoc-rulec" rules generate --max-ops 3 --ops $OPS --quiet -o "$tmp/one.rules" 2>"$tmp/one.err" ||
	{ cat "$tmp/one.err"; fail "one process: rules generate failed"; }
$MPIRUN "$BUILD/tasoc-mpi" rules generate --max-ops 3 --ops $OPS --shards 16 --quiet -o "$tmp/two.rules" \
	2>"$tmp/two.err" || { cat "$tmp/two.err"; fail "mpirun -np 2: rules generate failed"; }
n=$(grep -c '=>' "$tmp/one.rules")
[ "$n" -gt 20 ] || fail "only $n candidates from one process"
cmp "$tmp/one.rules" "$tmp/two.rules" || fail "2 ranks wrote another file than one process"
grep -q "generate: 2 ranks, 16 shards" "$tmp/two.err" || { cat "$tmp/two.err"; fail "the run was not on 2 ranks"; }
echo "mpi_e2e: rules generate --max-ops 3 --ops $OPS: $n candidates, the same file from 1 process and 2 ranks"

# A pair confirmed on both ranks reaches rank 0 once (the survivors are dealt by their
# bytes before the gather): rank 0 admits as many distinct pairs as one sharded process.
"$BUILD/tasoc-rulec" rules generate --max-ops 3 --ops $OPS --shards 16 --quiet -o "$tmp/self.rules" 2>"$tmp/self.err" ||
	{ cat "$tmp/self.err"; fail "one process, 16 shards: rules generate failed"; }
distinct() { sed -n 's/.* \([0-9][0-9]*\) distinct confirmed pairs admitted.*/\1/p' "$1"; }
d1=$(distinct "$tmp/self.err")
d2=$(distinct "$tmp/two.err")
[ -n "$d1" ] && [ "$d1" -gt 0 ] || { cat "$tmp/self.err"; fail "no count of distinct pairs from one process"; }
[ "$d1" = "$d2" ] || fail "rank 0 admitted $d2 distinct pairs from 2 ranks, one process $d1"
cmp "$tmp/one.rules" "$tmp/self.rules" || fail "16 shards in one process wrote another file than one process"
echo "mpi_e2e: $d1 distinct confirmed pairs admitted on rank 0, from 1 process and from 2 ranks"

# Verification: each rule's answer depends on the rule only, so 2 ranks write what one process writes.
head -n 40 "$tmp/one.rules" >"$tmp/some.rules"
"$BUILD/tasoc-rulec" rules verify "$tmp/some.rules" --keep-going --jobs 1 -o "$tmp/one.verified" 2>"$tmp/v1.err" ||
	{ cat "$tmp/v1.err"; fail "one process: rules verify failed"; }
$MPIRUN "$BUILD/tasoc-mpi" rules verify "$tmp/some.rules" --keep-going --jobs 1 --shards 8 -o "$tmp/two.verified" \
	2>"$tmp/v2.err" || { cat "$tmp/v2.err"; fail "mpirun -np 2: rules verify failed"; }
grep -q '; proved' "$tmp/one.verified" || fail "no rule proved: the comparison would say little"
cmp "$tmp/one.verified" "$tmp/two.verified" || fail "2 ranks verified differently from one process"
echo "mpi_e2e: rules verify: $(grep -c '; proved' "$tmp/one.verified") of $(grep -c '=>' "$tmp/some.rules") proved, the same file"

# Restart: rank 1 kills itself (SIGKILL) after running 3 shards; mpirun ends the job.
ck="$tmp/ck"
if $MPIRUN "$BUILD/tasoc-mpi" rules generate --max-ops 3 --ops $OPS --shards 16 --checkpoint "$ck" \
	--die-after 3 --quiet -o "$tmp/killed.rules" >"$tmp/k.out" 2>&1; then
	cat "$tmp/k.out"
	fail "the run with a killed rank succeeded"
fi
grep -q "rank 1: --die-after 3: killing myself" "$tmp/k.out" || { cat "$tmp/k.out"; fail "rank 1 did not die"; }
[ ! -e "$tmp/killed.rules" ] || fail "the killed run left an output file"
# rank 1 runs the odd shards: exactly 3 of them finished
odd=$(ls "$ck" | grep -c 'gen-eval-000[0-9][13579]$' || true)
[ "$odd" -eq 3 ] || { ls "$ck"; fail "expected 3 checkpoints of rank 1's shards, found $odd"; }
done_before=$(ls "$ck" | grep -c '^gen-[a-z]*-[0-9]*$' || true)
$MPIRUN "$BUILD/tasoc-mpi" rules generate --max-ops 3 --ops $OPS --shards 16 --checkpoint "$ck" \
	-o "$tmp/resumed.rules" 2>"$tmp/r.err" || { cat "$tmp/r.err"; fail "the resumed run failed"; }
cmp "$tmp/one.rules" "$tmp/resumed.rules" || fail "the resumed run wrote another file than one process"
# every checkpoint there before was read back, not run again, and the rest ran once
read_back=$(grep -c '(read back)' "$tmp/r.err" || true)
ran=$(grep 'generate: rank' "$tmp/r.err" | grep -vc '(read back)' || true)
[ "$read_back" -eq "$done_before" ] || fail "$done_before shards were finished, $read_back read back"
[ "$ran" -eq $((32 - done_before)) ] || fail "$((32 - done_before)) shard phases left, $ran ran"
echo "mpi_e2e: killed rank 1 after 3 shards; the rerun read back $read_back finished shard phases, ran $ran, same file"
echo "mpi_e2e: OK"
