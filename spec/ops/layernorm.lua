-- spec/ops/layernorm.lua: layer normalization over the last axis (ONNX LayerNormalization, axis -1).
--
-- Transformers normalize every token's features: PyTorch exports it below
-- opset 17 as ReduceMean, Sub, Pow, ReduceMean, Add, Sqrt, Div, Mul, Add,
-- which the importer recognizes as this one operator (onnx_pattern.c).
-- generate = false: the generator does not enumerate it (each operator it
-- enumerates multiplies the graphs of three operators), but its axioms are
-- checked on the kernel and serve the verifier. Rank 2 at least, so that
-- axis 0 is never the normalized one (layernorm_concat0).
return {
  name = "layernorm",
  doc = "(x - mean) / sqrt(var + epsilon) * scale + bias over x's last axis (rank >= 2)",
  inputs = { "x", "scale", "bias" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {
    { name = "epsilon", type = "float", values = { 1e-5 } },
  },
  shape = {
    require = {
      "rank(x) >= 2", "rank(scale) == 1", "rank(bias) == 1",
      "scale[0] == x[rank(x) - 1]", "bias[0] == x[rank(x) - 1]",
    },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  kernel = "layernorm",
  -- LayerNormalization from opset 17, the decomposed form from 7 (onnx_pattern.c reads it back)
  onnx = {
    import = { { op = "LayerNormalization", hook = "layernormalization" } },
    export = { op = "LayerNormalization", since = 7, hook = "layernorm" },
  },
  -- mean, centring, square, variance, scale and bias
  cost = { flops = 8 },
  axioms = {
    -- Rows are normalized one by one: stacking rows commutes with it.
    { "layernorm_concat0", "(forall (e x y g b) (= (concat 0 (layernorm e x g b) (layernorm e y g b)) (layernorm e (concat 0 x y) g b)))" },
  },
}
