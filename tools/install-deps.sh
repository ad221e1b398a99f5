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
# Node may come from elsewhere (a nodesource build bundles npm): ask for the commands.
command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
cd "$(dirname "$0")/.."
# apt and npm talk a lot: their output goes to a log, shown only when they fail.
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
# ONNX Runtime for `make test-onnx`, from npm into node_modules/ (git-ignored): onnxruntime-node
# (target ort-cpu, the native CPU provider) and onnxruntime-web (target ort-wasm, its wasm backend
# under node). The versions are pinned, the same for both: every measured figure in docs/ and the
# cost table of tests/models/bert-layer.ort.cache are 1.30.0's, and a cache measured with another
# version is refused. Both in one npm command: npm drops what a command does not name from a
# folder without a package.json, so installing one alone would remove the other.
# Not fatal here: without them test-onnx fails and says why.
if [ ! -f node_modules/onnxruntime-node/package.json ] || [ ! -f node_modules/onnxruntime-web/package.json ]; then
	echo "installing: onnxruntime-node, onnxruntime-web (npm; log in $log)"
	if ! ONNXRUNTIME_NODE_INSTALL=skip npm install --no-save --no-package-lock --no-audit --no-fund \
		onnxruntime-node@1.30.0 onnxruntime-web@1.30.0 >>$log 2>&1; then
		tail -n 20 $log >&2
		echo "install-deps: npm install onnxruntime-node onnxruntime-web failed (the whole log: $log)" >&2
	fi
fi
