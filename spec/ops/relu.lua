-- spec/ops/relu.lua: rectified linear unit, max(x, 0) element-wise.
return {
  name = "relu",
  doc = "max(x, 0) element-wise",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "relu",
  onnx = { import = { { op = "Relu", hook = "unary" } }, export = { op = "Relu" } },
  cudnn = { kind = "activation", mode = "CUDNN_ACTIVATION_RELU" },
  axioms = {
    { "relu_concat", "(forall (a x y) (= (relu (concat a x y)) (concat a (relu x) (relu y))))" },
    { "relu_transpose", "(forall (x) (= (relu (transpose x)) (transpose (relu x))))" },
    -- A convolution with an identity kernel picks pixels (a crop, a subsample):
    -- never padding, whose zero f could change (sigmoid 0 = 1/2). The kernel's
    -- argument y only gives it its channels, the input's in any graph.
    { "relu_idconv", "(forall (sh sw p k x y) (= (relu (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (relu x) (idkernel k y))))" },
    { "relu_idempotent", "(forall (x) (= (relu (relu x)) (relu x)))" },
    -- The constants are non-negative.
    { "relu_ones", "(forall (x) (= (relu (ones x)) (ones x)))" },
    { "relu_eye", "(forall (x) (= (relu (eye x)) (eye x)))" },
    { "relu_idkernel", "(forall (k x) (= (relu (idkernel k x)) (idkernel k x)))" },
  },
}
