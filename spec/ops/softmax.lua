-- spec/ops/softmax.lua: softmax over the last axis (ONNX Softmax, axis -1 from opset 13).
--
-- Attention's weights. generate = false, as layernorm (spec/ops/layernorm.lua
-- says why); rank 2 at least so that axis 0 is never the one normalized.
return {
  name = "softmax",
  doc = "exp(x) / sum(exp(x)) over x's last axis (rank >= 2)",
  inputs = { "x" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = {
    require = { "rank(x) >= 2" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  kernel = "softmax",
  onnx = { import = { { op = "Softmax", hook = "softmax" } }, export = { op = "Softmax", hook = "softmax" } },
  cost = { flops = 4 },
  axioms = {
    { "softmax_concat0", "(forall (x y) (= (concat 0 (softmax x) (softmax y)) (softmax (concat 0 x y))))" },
  },
}
