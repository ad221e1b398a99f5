-- spec/ops/tanh.lua: hyperbolic tangent element-wise.
return {
  name = "tanh",
  doc = "tanh(x) element-wise",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "tanh",
  onnx = { import = { { op = "Tanh", hook = "unary" } }, export = { op = "Tanh" } },
  cudnn = { kind = "activation", mode = "CUDNN_ACTIVATION_TANH" },
  cost = { flops = 4 },
  axioms = {
    { "tanh_concat", "(forall (a x y) (= (tanh (concat a x y)) (concat a (tanh x) (tanh y))))" },
    { "tanh_transpose", "(forall (x) (= (tanh (transpose x)) (transpose (tanh x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    { "tanh_idconv", "(forall (sh sw p k x y) (= (tanh (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (tanh x) (idkernel k y))))" },
  },
}
