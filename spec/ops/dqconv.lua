-- spec/ops/dqconv.lua: a convolution with dynamic uint8 quantization of its input (ONNX's DynamicQuantizeLinear, ConvInteger, Cast and the scale Muls).
--
-- ONNX Runtime's quantize_dynamic writes every Conv as five nodes: x ->
-- DynamicQuantizeLinear -> (q, s, zp); ConvInteger(q, w, zp, wzp) -> int32;
-- Cast to float; Mul(s, wscale); Mul of the two. The importer recognizes
-- the five (onnx_pattern.c) as this operator and the exporter writes the
-- same five back, so ONNX Runtime runs the integer kernels it ran: the
-- written file computes what the input did, bit for bit. w holds the uint8
-- kernel's values (0..255) as floats, wzp its one zero point, wscale its
-- one scale (per-tensor quantization; per-channel stays opaque). dqmatmul.lua is its
-- twin for MatMulInteger; both kernels are core/kernel_dq.c.
-- The kernel quantizes x as ONNX Runtime does: scale (max(x, 0) - min(x, 0))
-- / 255 (1 when both are 0), zero point and elements rounded half to even
-- and saturated to 0..255; the int32 sums cast to float times scale * wscale.
-- No axioms: the quantization's scale is a function of the whole input, so
-- not even stacking batches (concat 0) commutes with it.
-- generate = false and firmware = false, as the transformer operators.
return {
  name = "dqconv",
  doc = "conv2d of x quantized to uint8 on the fly (scale and zero point from x's range) by a uint8 kernel w with zero point wzp, times the scales",
  inputs = { "x", "w", "wzp", "wscale" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {
    { name = "stride_h", type = "int" },
    { name = "stride_w", type = "int" },
    { name = "pad_t", type = "int" },
    { name = "pad_l", type = "int" },
    { name = "pad_b", type = "int" },
    { name = "pad_r", type = "int" },
    { name = "dil_h", type = "int" },
    { name = "dil_w", type = "int" },
  },
  shape = {
    require = {
      "rank(x) == 4", "rank(w) == 4", "x[1] == w[1]", "numel(wzp) == 1", "numel(wscale) == 1",
      "stride_h >= 1", "stride_w >= 1", "dil_h >= 1", "dil_w >= 1",
      "pad_t >= 0", "pad_l >= 0", "pad_b >= 0", "pad_r >= 0",
      "x[2] + pad_t + pad_b >= dil_h * (w[2] - 1) + 1", "x[3] + pad_l + pad_r >= dil_w * (w[3] - 1) + 1",
    },
    out = {
      { dims = {
        "x[0]", "w[0]",
        "(x[2] + pad_t + pad_b - dil_h * (w[2] - 1) - 1) / stride_h + 1",
        "(x[3] + pad_l + pad_r - dil_w * (w[3] - 1) - 1) / stride_w + 1",
      } },
    },
  },
  kernel = "dqconv",
  -- written back as the five nodes (DynamicQuantizeLinear from opset 11)
  onnx = { export = { op = "ConvInteger", since = 11, hook = "dqconv" } },
  cost = { flops = 15, ort_weights = { "w", "wzp", "wscale" } },
  axioms = {},
}
