-- spec/ops/dqmatmul.lua: a matrix product with dynamic uint8 quantization of its input (ONNX's DynamicQuantizeLinear, MatMulInteger, Cast and the scale Muls).
--
-- dqconv's twin for MatMul: ONNX Runtime's quantize_dynamic writes a MatMul
-- of a weight as DynamicQuantizeLinear(x) -> (q, s, zp); MatMulInteger(q,
-- w, zp, wzp) -> int32; Cast to float; Mul(s, wscale); Mul of the two (the
-- form quantized transformers run). The importer recognizes the five
-- (onnx_pattern.c) and the exporter writes them back, so ONNX Runtime runs
-- the integer kernels it ran. x [..., M, K] (rank 2 or more), w [K, N] the
-- uint8 weight's values as floats, wzp and wscale one value each
-- (per-tensor; a zero point per column stays opaque). The kernel quantizes
-- as dqconv's does (core/kernel_dq.c). No axioms, for dqconv's reason: the
-- quantization reads the whole input.
-- generate = false and firmware = false, as the transformer operators.
return {
  name = "dqmatmul",
  doc = "matmul of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 weight w [K, N] with zero point wzp, times the scales",
  inputs = { "x", "w", "wzp", "wscale" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = {
    require = {
      "rank(x) >= 2", "rank(w) == 2", "x[rank(x) - 1] == w[0]", "numel(wzp) == 1", "numel(wscale) == 1",
    },
    out = { { rank = "rank(x)", dim = "i == rank(x) - 1 ? w[1] : x[i]" } },
  },
  kernel = "dqmatmul",
  -- written back as the five nodes (DynamicQuantizeLinear from opset 11)
  onnx = { export = { op = "MatMulInteger", since = 11, hook = "dqmatmul" } },
  cost = { flops = 15, ort_weights = { "w", "wzp", "wscale" } },
  axioms = {},
}
