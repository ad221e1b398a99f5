-- spec/ops/gelu.lua: Gaussian error linear unit, x * Phi(x) element-wise.
--
-- Added as the worked example of docs/adding-an-operator.md: TASO's
-- generator has no GELU, which transformers (BERT) use between their two
-- matmuls. The exact form, as ONNX Gelu with approximate = "none":
-- 0.5 * x * (1 + erf(x / sqrt(2))). Like sigmoid and tanh it is a fixed
-- random function in the generator's mod p mode, so only identities that
-- hold for every element-wise function are found and proved for it.
return {
  name = "gelu",
  doc = "x * Phi(x) element-wise (Phi the standard normal CDF)",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "gelu",
  -- Gelu from opset 20, the erf form from 9 (onnx_pattern.c reads it back)
  onnx = { import = { { op = "Gelu", hook = "gelu_node" } }, export = { op = "Gelu", hook = "gelu" } },
  cost = { flops = 8 },
  axioms = {
    { "gelu_concat", "(forall (a x y) (= (gelu (concat a x y)) (concat a (gelu x) (gelu y))))" },
    { "gelu_transpose", "(forall (x) (= (gelu (transpose x)) (transpose (gelu x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    { "gelu_idconv", "(forall (sh sw p k x y) (= (gelu (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (gelu x) (idkernel k y))))" },
  },
}
