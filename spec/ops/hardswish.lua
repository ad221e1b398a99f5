-- spec/ops/hardswish.lua: x * relu6(x + 3) / 6 element-wise: ONNX HardSwish (opset 14), MobileNetV3's activation.
--
-- Added as relu6 was (spec/ops/relu6.lua says why only these identities):
-- a random function of its own in the generator's mod p mode, so the rules
-- found for it are those every element-wise function obeys.
return {
  name = "hardswish",
  doc = "x * min(max(x + 3, 0), 6) / 6 element-wise (ONNX HardSwish)",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "hardswish",
  onnx = { import = { { op = "HardSwish", hook = "unary" } }, export = { op = "HardSwish", since = 14 } },
  axioms = {
    { "hardswish_concat", "(forall (a x y) (= (hardswish (concat a x y)) (concat a (hardswish x) (hardswish y))))" },
    { "hardswish_transpose", "(forall (x) (= (hardswish (transpose x)) (transpose (hardswish x))))" },
    -- As relu_idconv (relu.lua): an identity-kernel convolution picks pixels.
    { "hardswish_idconv", "(forall (sh sw p k x y) (= (hardswish (conv2d sh sw p none x (idkernel k y))) (conv2d sh sw p none (hardswish x) (idkernel k y))))" },
  },
}
