#!/bin/sh
# install-deps.sh: installs the Debian packages tasoc needs, only those missing.
set -e
PKGS="build-essential pkg-config libz3-dev liblua5.4-dev protobuf-c-compiler libprotobuf-c-dev
libonnx-dev libonnx-testdata python3-onnx libopenblas-dev libcriterion-dev clang
libclang-rt-14-dev llvm-14 gcc-arm-none-eabi libnewlib-arm-none-eabi qemu-system-arm"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# Node may come from elsewhere (a nodesource build bundles npm): ask for the commands.
command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
if [ -n "$missing" ]; then
	echo "installing:$missing"
	if [ "$(id -u)" != 0 ]; then
		echo "install-deps: run as root (or: sudo apt-get install -y$missing)" >&2
		exit 1
	fi
	apt-get update
	DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
fi
# ONNX Runtime for `make test-onnx`, from npm into node_modules/ (git-ignored).
# Not fatal here: without it test-onnx fails and says why.
cd "$(dirname "$0")/.."
if [ ! -f node_modules/onnxruntime-node/package.json ]; then
	echo "installing: onnxruntime-node (npm)"
	ONNXRUNTIME_NODE_INSTALL=skip npm install --no-save --no-package-lock --no-audit --no-fund \
		onnxruntime-node >/dev/null || echo "install-deps: npm install onnxruntime-node failed" >&2
fi
