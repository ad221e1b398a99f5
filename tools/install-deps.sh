#!/bin/sh
# install-deps.sh: installs the Debian packages tasoc needs, only those missing.
set -e
# groff-base: tests/install_e2e.sh has groff read the man page that make install installs.
# python3-pip, -setuptools, -wheel, -venv: make python builds the wheel offline and tests/python_e2e.sh
# installs it into a venv; python3-pytest runs tests/python.
PKGS="build-essential pkg-config libz3-dev liblua5.4-dev protobuf-c-compiler libprotobuf-c-dev
libonnx-dev libprotobuf-dev libonnx-testdata python3-onnx libopenblas-dev libcriterion-dev libglpk-dev clang
libclang-rt-14-dev llvm-14 gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm groff-base
python3-torch python3-torchvision python3-torchaudio openmpi-bin libopenmpi-dev
python3-pip python3-setuptools python3-wheel python3-venv python3-pytest"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
cd "$(dirname "$0")/.."
# apt and pip talk a lot: their output goes to a log, shown only when they fail.
mkdir -p build
log=build/deps.log
if [ -n "$missing" ]; then
	if [ "$(id -u)" != 0 ]; then
		echo "install-deps: run as root (or: sudo apt-get install -y$missing)" >&2
		exit 1
	fi
	echo "installing:$missing (apt-get; log in $log)"
	if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $missing; } >$log 2>&1; then
		tail -n 20 $log >&2
		echo "install-deps: apt-get failed (the whole log: $log)" >&2
		exit 1
	fi
fi
# The Python packages from PyPI (tools/requirements.txt: onnxruntime, onnx, openvino, pytest), pinned and
# hashed, into the project's venv .venv/ (git-ignored), made from Debian's python3 so that the tree's other
# scripts keep Debian's python3-onnx and python3-torch. Their wheels stay in .venv/wheels, so that a test can
# make a fresh venv offline (tests/python_e2e.sh). Redone only when requirements.txt changes (the stamp holds
# its hash). After this nothing is fetched: the worker and the tests run from .venv/.
req=tools/requirements.txt
venv=.venv
want=$(sha256sum "$req" | cut -d' ' -f1)
if [ ! -x "$venv/bin/python3" ] || [ "$(cat "$venv/requirements.sha256" 2>/dev/null)" != "$want" ]; then
	echo "installing: $(grep -c '^[A-Za-z]' "$req") Python packages from PyPI into $venv (pip; log in $log)"
	rm -rf "$venv"
	if ! { /usr/bin/python3 -m venv "$venv" &&
		"$venv/bin/python3" -m pip download --no-deps --require-hashes -d "$venv/wheels" -r "$req" &&
		"$venv/bin/python3" -m pip install --no-index --require-hashes --find-links "$venv/wheels" -r "$req"; } >>$log 2>&1; then
		tail -n 20 $log >&2
		rm -rf "$venv"
		echo "install-deps: pip could not install $req into $venv (the whole log: $log)" >&2
		exit 1
	fi
	echo "$want" >"$venv/requirements.sha256"
fi
