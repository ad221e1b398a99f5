#!/bin/sh
# check_circles.sh: no circles between files: the file -> file call graph, read from the object files, has no cycle.
#
# usage: sh tools/check_circles.sh [OBJDIR]     (OBJDIR: build/obj, or $BUILD/obj; TREE: the sources' root,
#                                               the tree's own by default: tests/check_circles_e2e.sh plants others)
#
# check_layers.sh checks the arrows between folders on the includes; this checks
# them between files on the calls. File A calls file B when A's object refers to
# a function B's object defines (nm: A's undefined symbol is a text symbol of B;
# taking a function's address counts, reading another file's data table does not).
# A cycle A -> B -> ... -> A means no file of it can be read, tested or moved
# without the others: the code of one concept is split across files, or two
# concepts call each other; the fix is to move the code where it belongs, not to
# hide the call behind a function pointer. Every cycle among the objects of
# core/, generated/, host/, generator/, emit/ and tools/ is reported (each
# strongly connected set of files, its elementary cycles and the calls that make
# them); the sets listed in ALLOWED below are reported but pass. An object
# whose source file is gone (a stale build output) is left out; tests/ is not
# checked. Run by make test-unit, after the build; exit 1 on a cycle, 2 when
# there is nothing to read.
cd "$(dirname "$0")/.." || exit 2
obj=${1:-${BUILD:-build}/obj}
tree=${TREE:-.}

# Cycles let pass, each as the sorted files of its strongly connected set, one set a line: none in the
# tree (CHECK_CIRCLES_ALLOWED sets them, for tests/check_circles_e2e.sh and for a cycle that must wait).
ALLOWED=${CHECK_CIRCLES_ALLOWED:-}

if [ ! -d "$obj" ]; then
	echo "check_circles: no object folder $obj (build first: make)" >&2
	exit 2
fi

# One line per symbol: SOURCE TYPE NAME (SOURCE the object's source file, as a path from the tree's root).
list=$(mktemp) || exit 2
trap 'rm -f "$list" "$list.objs" "$list.nm" "$list.err"' EXIT
found=0
: >"$list.objs"
for dir in core generated host generator emit tools; do
	[ -d "$obj/$dir" ] || continue
	for o in $(find "$obj/$dir" -name '*.o' | sort); do
		rel=${o#"$obj"/}
		rel=${rel%.o}
		if [ -f "$tree/$rel.c" ]; then
			src=$rel.c
		elif [ -f "$tree/$rel.cc" ]; then
			src=$rel.cc
		else
			continue
		fi
		found=$((found + 1))
		printf '%s %s\n' "$o" "$src" >>"$list.objs"
	done
done
# one nm for all the objects (-A: each line starts with "OBJECT: ")
if [ "$found" != 0 ] && ! nm -A -P -g $(cut -d' ' -f1 "$list.objs") >"$list.nm" 2>"$list.err"; then
	echo "check_circles: nm cannot read the objects under $obj: $(cat "$list.err")" >&2
	exit 2
fi
if [ "$found" != 0 ]; then
	awk 'FNR == NR { src[$1 ":"] = $2; next } NF >= 3 && ($1 in src) { print src[$1], $3, $2 }' "$list.objs" "$list.nm" >"$list"
fi
if [ "$found" = 0 ]; then
	echo "check_circles: no object files of core/, host/, generator/, emit/ or tools/ under $obj (build first: make)" >&2
	exit 2
fi

printf '%s\n' "$ALLOWED" | awk -v nobj="$found" '
# Pass 1 (the allowed list): one set of files a line.
FNR == NR { if (NF) allowed[$0] = 1; next }
# Pass 2: SOURCE TYPE NAME.
{
	if (!($1 in id)) { id[$1] = ++n; name[n] = $1 }
	if ($2 == "U") { nu++; usrc[nu] = id[$1]; usym[nu] = $3 }
	else if ($2 ~ /^[TWi]$/) {  # a function (W: weak, i: indirect), defined here
		if (($3, id[$1]) in defd) next
		defd[$3, id[$1]] = 1
		ndef[$3]++
		def[$3, ndef[$3]] = id[$1]
	}
}
END {
	# Edges: file a calls file b through symbol s (the first such symbol, and how many).
	for (i = 1; i <= nu; i++) {
		s = usym[i]; a = usrc[i]
		for (j = 1; j <= ndef[s]; j++) {
			b = def[s, j]
			if (b == a) continue
			if (!((a, b) in esym)) { esym[a, b] = s; nout[a]++; out[a, nout[a]] = b }
			ecount[a, b]++
		}
	}
	# Strongly connected sets (Tarjan); each is printed with its files sorted by name.
	idx = 0; sp = 0; nscc = 0
	for (v = 1; v <= n; v++)
		if (!(v in index_)) strong(v)
	bad = 0
	for (c = 1; c <= nscc; c++) {
		if (sccsize[c] < 2) continue
		key = ""
		sortscc(c)
		for (k = 1; k <= sccsize[c]; k++) key = key (k > 1 ? " " : "") name[sccm[c, k]]
		ok = key in allowed
		if (ok) used[key] = 1
		else bad = 1
		printf "check_circles: %s: %d files call one another: %s\n", ok ? "allowed (CHECK_CIRCLES_ALLOWED)" : "CYCLE", sccsize[c], key
		# every elementary cycle of the set (at most 20 printed), each from its least file
		shown = 0
		for (k = 1; k <= sccsize[c]; k++) {
			start = sccm[c, k]; plen = 1; path[1] = start; onpath[start] = 1
			cycles(c, start)
			delete onpath[start]
		}
		if (shown > 20) printf "  ... and %d cycles more\n", shown - 20
		for (k = 1; k <= sccsize[c]; k++) {
			a = sccm[c, k]
			for (j = 1; j <= nout[a]; j++) {
				b = out[a, j]
				if (comp[b] != c) continue
				more = ecount[a, b] > 1 ? sprintf(" and %d more", ecount[a, b] - 1) : ""
				printf "  %s calls %s (%s%s)\n", name[a], name[b], esym[a, b], more
			}
		}
	}
	for (k in allowed)
		if (!(k in used))
			printf "check_circles: the allowed set \"%s\" is no longer a cycle: take it out of ALLOWED\n", k
	if (bad) {
		print "check_circles: move the code that makes each cycle to the file of its concept (docs/ARCHITECTURE.md, \"Layers\")"
		exit 1
	}
	printf "check_circles: %d files, no call cycle between files outside the allowed ones\n", nobj
}
function strong(v,    j, w) {
	index_[v] = low[v] = ++idx
	stack[++sp] = v; onstack[v] = 1
	for (j = 1; j <= nout[v]; j++) {
		w = out[v, j]
		if (!(w in index_)) { strong(w); if (low[w] < low[v]) low[v] = low[w] }
		else if (onstack[w] && index_[w] < low[v]) low[v] = index_[w]
	}
	if (low[v] == index_[v]) {
		nscc++
		do { w = stack[sp--]; onstack[w] = 0; comp[w] = nscc; sccm[nscc, ++sccsize[nscc]] = w } while (w != v)
	}
}
# sorts the members of set c by file name (insertion sort: the sets are small)
function sortscc(c,    i, j, t) {
	for (i = 2; i <= sccsize[c]; i++) {
		t = sccm[c, i]
		for (j = i - 1; j >= 1 && name[sccm[c, j]] > name[t]; j--) sccm[c, j + 1] = sccm[c, j]
		sccm[c, j + 1] = t
	}
}
# extends path[1..plen] (from start) within set c through files named after start; prints each return to start
function cycles(c, start,    v, j, w, k, line) {
	v = path[plen]
	for (j = 1; j <= nout[v]; j++) {
		w = out[v, j]
		if (comp[w] != c) continue
		if (w == start) {
			if (++shown <= 20) {
				line = "  cycle:"
				for (k = 1; k <= plen; k++) line = line " " name[path[k]] " ->"
				print line " " name[start]
			}
			continue
		}
		if (onpath[w] || name[w] < name[start] || shown > 20) continue
		path[++plen] = w; onpath[w] = 1
		cycles(c, start)
		delete onpath[w]; plen--
	}
}
' - "$list"
