#!/bin/sh
# demo.sh: what `make demo` shows a newcomer.
set -e
echo "== operators loaded from spec/ (Lua) =="
build/tasoc ops | tail -n 1
echo
echo "== a bundled graph run by the reference interpreter =="
build/tasoc run tiny
