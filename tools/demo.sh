#!/bin/sh
# demo.sh: what `make demo` shows a newcomer.
set -e
echo "== operators loaded from spec/ (Lua) =="
build/tasoc ops | tail -n 1
echo
echo "== a bundled graph run by the reference interpreter =="
build/tasoc run tiny
echo
echo "== tasoc optimize on a bundled ONNX model (tools/make_onnx_models.py) =="
mkdir -p build/demo
/usr/bin/python3 tools/make_onnx_models.py build/demo
build/tasoc info build/demo/convnet.onnx | sed -n '/^operators/,$p'
build/tasoc optimize build/demo/convnet.onnx -o build/demo/convnet.opt.onnx --report build/demo/convnet.json
build/tasoc dot build/demo/convnet.onnx --highlight build/demo/convnet.opt.onnx -o build/demo/convnet.dot
echo "optimized model: build/demo/convnet.opt.onnx (report build/demo/convnet.json,"
echo "drawing build/demo/convnet.dot: dot -Tsvg build/demo/convnet.dot -o convnet.svg)"
echo
echo "== the same for ResNet-50, exported from the C builder, checked by the interpreter =="
build/tasoc export resnet50 -o build/demo/resnet50.onnx
build/tasoc optimize build/demo/resnet50.onnx -o build/demo/resnet50.opt.onnx --budget 200 --check
echo "optimized model: build/demo/resnet50.opt.onnx"
