-- spec/ops/hardsigmoid.lua: max(0, min(1, alpha * x + beta)) element-wise: ONNX HardSigmoid (opset 6 on),
-- MobileNetV3's gate (PyTorch's hardsigmoid exports as alpha = 1/6, beta = 0.5; ONNX's default is 0.2, 0.5).
--
-- alpha and beta are float attributes, stored bit for bit in the IR's int32
-- slots (as batchnorm's epsilon), so every HardSigmoid maps whatever its
-- attributes. Their `values` are representatives for the generator, not a
-- domain: in mod p mode the kernel is a random function keyed by both
-- attributes' bits (so two HardSigmoids of different attributes are
-- different functions), a pairing found with 1/6 and 0.5 is found for any
-- value, and the generator writes those attributes as variables (?alpha
-- ?beta); the verifier proves each rule for every value.
--
-- Added as relu6 and hardswish were (spec/ops/relu6.lua says why only these
-- identities): the rules found for it are those every element-wise function
-- obeys, with the same alpha and beta on both sides.
return {
  name = "hardsigmoid",
  doc = "max(0, min(1, alpha * x + beta)) element-wise (ONNX HardSigmoid)",
  inputs = { "x" },
  outputs = 1,
  attrs = {
    { name = "alpha", type = "float", values = { 1 / 6 } },
    { name = "beta", type = "float", values = { 0.5 } },
  },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "hardsigmoid",
  onnx = { import = { { op = "HardSigmoid", hook = "hardsigmoid" } }, export = { op = "HardSigmoid", hook = "hardsigmoid" } },
  axioms = {
    { "hardsigmoid_concat", "(forall (al be a x y) (= (hardsigmoid al be (concat a x y)) (concat a (hardsigmoid al be x) (hardsigmoid al be y))))" },
    { "hardsigmoid_transpose", "(forall (al be x) (= (hardsigmoid al be (transpose x)) (transpose (hardsigmoid al be x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    -- hardsigmoid(0) = beta is not 0, so this needs the picked pixel never to
    -- be padding: it is not, for the odd kernels idkernel makes (1 and 3) and
    -- SAME_UPPER padding, which pads at most (k - 1) / 2 before and after.
    { "hardsigmoid_idconv", "(forall (al be sh sw p k x y) (= (hardsigmoid al be (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (hardsigmoid al be x) (idkernel k y))))" },
  },
}
