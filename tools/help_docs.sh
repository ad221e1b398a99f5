#!/bin/sh
# help_docs.sh: the man page and the bash completion of tasoc, both made from the binary's own --help texts.
#
#   sh tools/help_docs.sh man  build/tasoc >build/tasoc.1
#   sh tools/help_docs.sh bash build/tasoc >build/tasoc.bash
#
# Every text comes from running the built command: `tasoc --help` lists the
# commands, `tasoc CMD --help` describes each, and the steps or forms a help
# names (the "steps:" of rules, the "tasoc cost emit ..." lines of cost's
# usage) are asked for their own --help. The man page holds each text
# verbatim; the completion offers each command's options as its help lists
# them (the usage line's and the option table's). Nothing is written by hand,
# so neither can drift from --help (tests/install_e2e.sh checks both).
set -e
mode=$1
tasoc=$2
if [ $# -ne 2 ] || { [ "$mode" != man ] && [ "$mode" != bash ]; }; then
	echo "usage: sh tools/help_docs.sh man|bash TASOC" >&2
	exit 2
fi
if [ ! -x "$tasoc" ]; then
	echo "help_docs.sh: $tasoc: no such program (build it first)" >&2
	exit 1
fi

# The help of `tasoc WORDS... --help`, which must succeed: every command has --help.
help_of() {
	if ! "$tasoc" "$@" --help; then
		echo "help_docs.sh: '$tasoc $* --help' failed: every command must have --help" >&2
		return 1
	fi
}

# The commands of `tasoc --help`: the "commands:" table's first column.
top=$(help_of) || exit 1
commands=$(printf '%s\n' "$top" | awk '/^commands:$/ { f = 1; next } f && /^$/ { exit } f && /^  [a-z]/ { print $1 }')
if [ -z "$commands" ]; then
	echo "help_docs.sh: '$tasoc --help' lists no commands" >&2
	exit 1
fi

# The steps or forms of command $1 in its help (stdin): the entries of a
# "steps:" or "commands:" table, and the words after "tasoc $1" on its usage lines.
subs_of() {
	awk -v c="$1" '
		/^(steps|commands):$/ { t = 1; next }
		t && /^$/ { t = 0 }
		t && /^  [a-z][-a-z0-9]*  / { if (!seen[$1]++) print $1; next }
		/^(usage: | +)tasoc / {
			for (i = 1; i + 2 <= NF; i++)
				if ($i == "tasoc" && $(i + 1) == c && $(i + 2) ~ /^[a-z][-a-z0-9]*$/ && !seen[$(i + 2)]++)
					print $(i + 2)
		}'
}

# The options a help (stdin) lists: the usage line's ("-o FILE", "[--seed N]",
# and its continuation lines) and the leading ones of each option table line
# ("  --alpha A   keep ...", "  --no-canon --no-factor ..."); --help always.
opts_of() {
	awk '
		function opt(w) {
			sub(/^\[/, "", w)
			if (w !~ /^--?[a-zA-Z][-a-zA-Z0-9]*\]*$/)
				return ""
			sub(/\]+$/, "", w)
			return w
		}
		/^usage: / { u = 1 }
		u && !/^usage: / && !/^ +[[-]/ { u = 0 }
		u {
			for (i = 1; i <= NF; i++)
				if ((w = opt($i)) != "" && !seen[w]++)
					print w
			next
		}
		/^ +-/ {
			for (i = 1; i <= NF; i++) {
				if ($i ~ /^--?[a-zA-Z][-a-zA-Z0-9]*$/) {
					if (!seen[$i]++)
						print $i
				} else if ($i !~ /^[A-Z]/)
					break
			}
		}
		END { if (!seen["--help"]) print "--help" }'
}

# Whether a help (stdin) takes a bundled model: its usage line names MODEL.
takes_model() {
	awk '/^usage: / && /(^|[ [|])MODEL([ .|\]]|$)/ { found = 1 } END { exit !found }'
}

# The man page's verbatim text: backslashes and minus signs escaped, a line
# that would read as a request (a leading . or ') guarded.
man_text() {
	sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
}

version=$("$tasoc" --version | awk '{ print $2 }')

if [ "$mode" = man ]; then
	name=$(printf '%s\n' "$top" | sed -n 's/^tasoc is \(.*\)\.$/\1/p')
	synopsis=$(printf '%s\n' "$top" | sed -n 's/^usage: //p')
	echo '.\" tasoc.1: the tasoc manual page, made by tools/help_docs.sh from tasoc'"'"'s own --help texts; do not edit.'
	echo ".TH TASOC 1 \"\" \"tasoc $version\" \"User Commands\""
	echo ".SH NAME"
	printf 'tasoc \\- %s\n' "$name" | sed 's/\([^\\]\)-/\1\\-/g'
	echo ".SH SYNOPSIS"
	echo ".nf"
	printf '%s\n' "$synopsis" | man_text
	echo ".fi"
	echo ".SH DESCRIPTION"
	printf '%s\n' "Each command's section below is its \\fBtasoc\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR text."
	echo ".PP"
	echo ".nf"
	printf '%s\n' "$top" | man_text
	echo ".fi"
	echo ".SH COMMANDS"
	for c in $commands; do
		h=$(help_of "$c") || exit 1
		echo ".SS \"tasoc $c\""
		echo ".nf"
		printf '%s\n' "$h" | man_text
		echo ".fi"
		for s in $(printf '%s\n' "$h" | subs_of "$c"); do
			hs=$(help_of "$c" "$s") || exit 1
			echo ".SS \"tasoc $c $s\""
			echo ".nf"
			printf '%s\n' "$hs" | man_text
			echo ".fi"
		done
	done
	exit 0
fi

# The bash completion: the commands, then each command's (or step's) options,
# its steps, and the bundled models where its usage names MODEL; anything
# else completes as a file name (complete -o default).
models=$(help_of run | awk '/^models:$/ { f = 1; next } f && /^$/ { exit } f && /^  [a-z]/ { print $1 }' | tr '\n' ' ') || exit 1
echo "# tasoc: bash completion of the tasoc command, made by tools/help_docs.sh from tasoc $version's --help texts; do not edit."
echo "_tasoc()"
echo "{"
echo '	local cur=${COMP_WORDS[COMP_CWORD]} cmd=${COMP_WORDS[1]} sub="" opts="" subs="" models=""'
echo '	COMPREPLY=()'
echo '	if [ "$COMP_CWORD" -eq 1 ]; then'
echo "		COMPREPLY=(\$(compgen -W \"$(echo $commands) --help --version\" -- \"\$cur\"))"
echo '		return 0'
echo '	fi'
echo '	case "$cmd" in'
for c in $commands; do
	h=$(help_of "$c") || exit 1
	subs=$(printf '%s\n' "$h" | subs_of "$c" | tr '\n' ' ')
	[ -n "$subs" ] && echo "	$c) subs=\"${subs% }\" ;;"
done
echo '	esac'
echo '	if [ -n "$subs" ] && [ "$COMP_CWORD" -gt 2 ]; then'
echo '		case " $subs " in *" ${COMP_WORDS[2]} "*) sub=${COMP_WORDS[2]} ;; esac'
echo '	fi'
echo '	case "$cmd $sub" in'
for c in $commands; do
	h=$(help_of "$c") || exit 1
	m=""
	printf '%s\n' "$h" | takes_model && m=$models
	echo "	\"$c \") opts=\"$(printf '%s\n' "$h" | opts_of | tr '\n' ' ' | sed 's/ $//')\" models=\"${m% }\" ;;"
	for s in $(printf '%s\n' "$h" | subs_of "$c"); do
		hs=$(help_of "$c" "$s") || exit 1
		m=""
		printf '%s\n' "$hs" | takes_model && m=$models
		echo "	\"$c $s\") opts=\"$(printf '%s\n' "$hs" | opts_of | tr '\n' ' ' | sed 's/ $//')\" models=\"${m% }\" ;;"
	done
done
echo '	*) return 0 ;;'
echo '	esac'
echo '	if [[ $cur == -* ]]; then'
echo '		COMPREPLY=($(compgen -W "$opts" -- "$cur"))'
echo '	elif [ "$COMP_CWORD" -eq 2 ] && [ -n "$subs" ]; then'
echo '		COMPREPLY=($(compgen -W "$subs $models" -- "$cur"))'
echo '	else'
echo '		COMPREPLY=($(compgen -W "$models" -- "$cur"))'
echo '	fi'
echo '	return 0'
echo "}"
echo "complete -o default -F _tasoc tasoc"
