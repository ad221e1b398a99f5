# published_models.sh: the published models the benches run (tools/fetch_models.sh fetches them), and the options each needs.
#
# Sourced by tools/bench_*.sh: PUBLISHED names the models, and `published_opts NAME` prints the --dim,
# --input-shape and --feed values its package runs it at (tests/real_models.sh uses the same shapes).
# silero_vad_op16 and slanet_plus are left out: tasoc refuses both today (docs/models.md).
PUBLISHED="silero_vad_16k_op15 silero_vad_op18_ifless magika_standard_v3_3 nudenet_320n basic_pitch_nmp ppocrv4_det ppocrv4_rec ppocr_mobile_v2_cls picodet_layout_cdla"

published_opts() {
	case $1 in
	silero*) echo "--dim batch=1 --dim sequence=512 --feed sr=16000" ;;
	magika_standard_v3_3) echo "--dim unk__214=1" ;;
	nudenet_320n) echo "--dim batch=1 --dim height=320 --dim width=320" ;;
	basic_pitch_nmp) echo "--dim unk__749=1" ;;
	ppocrv4_det) echo "--input-shape x=1x3x736x992" ;;
	ppocrv4_rec) echo "--input-shape x=1x3x48x320" ;;
	ppocr_mobile_v2_cls) echo "--input-shape x=1x3x48x192" ;;
	esac
}
