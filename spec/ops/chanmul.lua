-- spec/ops/chanmul.lua: x times a per-channel factor (ONNX Mul of a per-channel operand).
--
-- The scale of a normalization's affine step: PyTorch's GroupNorm exports
-- as InstanceNormalization, then Mul by gamma [C, 1] and Add of beta
-- [C, 1] (Conv-TasNet has 49); the Add was already biasadd, this is the
-- Mul. s holds one factor per channel of x (axis 1), as biasadd's b.
-- generate = false and firmware = false: the generator's enumeration and
-- the firmware image stay as they were.
return {
  name = "chanmul",
  doc = "x times a per-channel factor s broadcast over every axis but axis 1",
  inputs = { "x", "s" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = {
    require = { "rank(x) >= 2", "numel(s) == x[1]" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  properties = { linear = { "x", "s" } },
  kernel = "chanmul",
  -- written as Mul, s reshaped to broadcast along axis 1 where it does not (the hook biasadd shares)
  onnx = { export = { op = "Mul", since = 7, hook = "per_channel" } },
  cudnn = { kind = "bias", mode = "CUDNN_OP_TENSOR_MUL" },
  cost = { ort_weights = { "s" }, ort_cold = true },
  axioms = {
    -- channel by channel: stacking batches commutes with it, and it is linear in x
    { "chanmul_concat0", "(forall (x y s) (= (concat 0 (chanmul x s) (chanmul y s)) (chanmul (concat 0 x y) s)))" },
    { "chanmul_linear_x", "(forall (x y s) (= (chanmul (ewadd x y) s) (ewadd (chanmul x s) (chanmul y s))))" },
  },
}
