#!/bin/sh
# install-deps.sh: installs the Debian packages tasoc needs, only those missing.
set -e
PKGS="build-essential pkg-config libz3-dev liblua5.4-dev protobuf-c-compiler libprotobuf-c-dev
libonnx-dev libonnx-testdata python3-onnx libopenblas-dev libcriterion-dev clang
libclang-rt-14-dev"
missing=""
for p in $PKGS; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
# Node may come from elsewhere (a nodesource build bundles npm): ask for the commands.
command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
[ -z "$missing" ] && exit 0
echo "installing:$missing"
if [ "$(id -u)" != 0 ]; then
	echo "install-deps: run as root (or: sudo apt-get install -y$missing)" >&2
	exit 1
fi
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
