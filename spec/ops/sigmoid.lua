-- spec/ops/sigmoid.lua: logistic function 1 / (1 + exp(-x)) element-wise.
return {
  name = "sigmoid",
  doc = "1 / (1 + exp(-x)) element-wise",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "sigmoid",
  onnx = { import = { { op = "Sigmoid", hook = "unary" } }, export = { op = "Sigmoid" } },
  cudnn = { kind = "activation", mode = "CUDNN_ACTIVATION_SIGMOID" },
  cost = { flops = 4 },
  axioms = {
    { "sigmoid_concat", "(forall (a x y) (= (sigmoid (concat a x y)) (concat a (sigmoid x) (sigmoid y))))" },
    { "sigmoid_transpose", "(forall (x) (= (sigmoid (transpose x)) (transpose (sigmoid x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    { "sigmoid_idconv", "(forall (sh sw p k x y) (= (sigmoid (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (sigmoid x) (idkernel k y))))" },
  },
}
