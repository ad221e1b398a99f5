-- spec/ops/relu6.lua: relu capped at six, min(max(x, 0), 6) element-wise: ONNX Clip with min 0 and max 6.
--
-- MobileNet-style networks (mlsd among the public models) put one after
-- almost every convolution; left opaque, a quarter of such a model was
-- out of the rules' sight. In the generator's mod p mode it is a random
-- function of its own (like gelu): clamping the mod p residues would map
-- nearly every fingerprint element to 0 or 6 and pair unrelated graphs.
-- So only the identities every element-wise function obeys are stated
-- (none about relu, which would not hold for that random function).
return {
  name = "relu6",
  doc = "min(max(x, 0), 6) element-wise (ONNX Clip 0..6)",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "relu6",
  -- Clip 0..6 (bounds as attributes before opset 11, as inputs from it)
  onnx = { import = { { op = "Clip", hook = "clip" } }, export = { op = "Clip", hook = "relu6" } },
  axioms = {
    { "relu6_concat", "(forall (a x y) (= (relu6 (concat a x y)) (concat a (relu6 x) (relu6 y))))" },
    { "relu6_transpose", "(forall (x) (= (relu6 (transpose x)) (transpose (relu6 x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    { "relu6_idconv", "(forall (sh sw p k x y) (= (relu6 (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (relu6 x) (idkernel k y))))" },
  },
}
