#!/bin/sh
# ort_fake_worker.sh: a broken ONNX Runtime worker for the tests (TASOC_ORT_PYTHON=/bin/sh TASOC_ORT_WORKER=this).
#
# TASOC_FAKE_ORT says how it breaks: "crash" exits on the first request,
# "hang" never answers it, "dead" exits before saying anything.
[ "$TASOC_FAKE_ORT" = dead ] && exit 9
echo '{"ok":true,"ort":"fake"}'
read -r line
case "$TASOC_FAKE_ORT" in
crash) exit 7 ;;
hang) exec sleep 120 ;;
esac
echo '{"ok":false,"error":"fake worker: unknown TASOC_FAKE_ORT"}'
