#!/bin/sh
# python_e2e.sh: `make python`'s wheel installed into a fresh venv, README's Python example run there, then
# the Python tests (tests/python/) run against the installed package.
#
# Checks: the wheel installs offline into a plain `python3 -m venv`, its declared dependencies (onnx,
# onnxruntime, numpy) and pytest from the wheels make deps keeps in .venv/wheels (pinned, hashed;
# PyPI's); `import tasoc` there loads the libraries bundled in the wheel (not the tree's: no
# TASOC_LIBRARY_DIR, no PYTHONPATH) and tasoc.__version__ is the command's; README's "Use from Python"
# block, run as written on a copy of tests/models/hardswish.onnx, writes a model that differs from the input
# and that `tasoc check` finds equal to it; then pytest runs tests/python/ in the venv.
set -e
BUILD=${BUILD:-build}
PY=${PY:-/usr/bin/python3}
T=$(pwd)/$BUILD/tasoc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
fail() {
	echo "FAIL: $*"
	fails=$((fails + 1))
}

wheel=$(ls "$BUILD"/python/dist/tasoc-*.whl 2>/dev/null | head -n 1)
[ -n "$wheel" ] || { echo "FAIL: no wheel in $BUILD/python/dist (run make python)"; exit 1; }

# --- the venv, offline
[ -d .venv/wheels ] || { echo "FAIL: no .venv/wheels (run make deps)"; exit 1; }
"$PY" -m venv "$tmp/venv"
"$tmp/venv/bin/python" -m pip install -q --no-index --find-links .venv/wheels "$wheel" pytest >"$tmp/pip.log" 2>&1 ||
	{ cat "$tmp/pip.log"; echo "FAIL: pip could not install $wheel"; exit 1; }
VPY=$tmp/venv/bin/python

# --- the installed package loads its own libraries
unset TASOC_LIBRARY_DIR PYTHONPATH
where=$(cd "$tmp" && "$VPY" -c 'import tasoc, tasoc._native as n; print(tasoc.__file__); print(n.library_dir())')
case "$(echo "$where" | head -n 1)" in
"$tmp"/venv/*) ;;
*) fail "import tasoc in the venv found $(echo "$where" | head -n 1), not the installed package" ;;
esac
case "$(echo "$where" | tail -n 1)" in
"$tmp"/venv/*/tasoc/_libs) ;;
*) fail "the installed package loaded its libraries from '$(echo "$where" | tail -n 1)', not its own _libs" ;;
esac
version=$("$T" --version | awk '{ print $2 }')
got=$(cd "$tmp" && "$VPY" -c 'import tasoc; print(tasoc.__version__)')
[ "$got" = "$version" ] || fail "tasoc.__version__ is '$got', the command's version $version"

# --- README's example, as written, in a folder of its own
awk '/^## Use from Python/ { s = 1 } s && /^```python$/ { c = 1; next } c && /^```$/ { exit } c { print }' README.md \
	>"$tmp/example.py"
grep -q 'tasoc.optimize' "$tmp/example.py" || fail "README.md has no Python block calling tasoc.optimize under 'Use from Python'"
mkdir "$tmp/run"
cp tests/models/hardswish.onnx "$tmp/run/model.onnx"
if (cd "$tmp/run" && "$VPY" ../example.py) >"$tmp/example.out" 2>&1; then
	[ -f "$tmp/run/model.opt.onnx" ] || fail "README's example wrote no model.opt.onnx: $(cat "$tmp/example.out")"
	cmp -s "$tmp/run/model.onnx" "$tmp/run/model.opt.onnx" && fail "README's example wrote the model unchanged"
	"$T" check "$tmp/run/model.onnx" "$tmp/run/model.opt.onnx" >"$tmp/check.out" 2>&1 ||
		fail "tasoc check: README's example's model differs from its input: $(cat "$tmp/check.out")"
	echo "README's example: $(head -n 3 "$tmp/example.out" | tr '\n' ' ')"
else
	fail "README's example failed: $(cat "$tmp/example.out")"
fi

# --- the Python tests, on the installed package (they find build/tasoc through BUILD)
if ! TASOC_TEST_BUILD=$(pwd)/$BUILD "$VPY" -m pytest -q -p no:cacheprovider tests/python; then
	fail "pytest tests/python in the venv"
fi

if [ $fails -ne 0 ]; then
	echo "python_e2e: $fails failed"
	exit 1
fi
echo "python_e2e: the wheel in a fresh venv, README's example and tests/python passed"
