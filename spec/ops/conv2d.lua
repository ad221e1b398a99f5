-- spec/ops/conv2d.lua: 2-D convolution of an NCHW input with an OIHW weight.
--
-- Padding follows ONNX: "same" is SAME_UPPER (extra padding at the end),
-- "valid" is no padding. The activation is fused into the operator, as in
-- TASO, so that (relu (conv2d ... none x w)) can become one operator.
return {
  name = "conv2d",
  doc = "2-D convolution, NCHW input x, OIHW weight w, one group",
  inputs = { "x", "w" },
  outputs = 1,
  attrs = {
    { name = "stride_h", type = "int", values = { 1, 2 } },
    { name = "stride_w", type = "int", values = { 1, 2 } },
    { name = "padding", type = "enum", values = { "same", "valid" } },
    { name = "activation", type = "enum", values = { "none", "relu" } },
  },
  shape = {
    require = {
      "rank(x) == 4", "rank(w) == 4", "x[1] == w[1]",
      "stride_h >= 1", "stride_w >= 1",
      "padding == same || (x[2] >= w[2] && x[3] >= w[3])",
    },
    out = {
      { dims = {
        "x[0]", "w[0]",
        "padding == same ? ceil_div(x[2], stride_h) : (x[2] - w[2]) / stride_h + 1",
        "padding == same ? ceil_div(x[3], stride_w) : (x[3] - w[3]) / stride_w + 1",
      } },
    },
  },
  -- linear only with activation none; a contraction over channels and the
  -- kernel window (docs/rules.md, "Orientation")
  properties = { linear = { "x", "w" }, contraction = true },
  kernel = "conv2d",
  -- Conv of one group (more: groupconv2d), 1-D as 2-D of height 1, its bias a biasadd
  onnx = { import = { { op = "Conv", hook = "conv" } }, export = { op = "Conv", hook = "conv" } },
  cudnn = { kind = "conv" },
  cost = { ort_weights = { "w" }, ort_cold = true },
  axioms = {
    { "conv_linear_x", "(forall (sh sw p x y w) (= (conv2d sh sw p none (ewadd x y) w) (ewadd (conv2d sh sw p none x w) (conv2d sh sw p none y w))))" },
    { "conv_linear_w", "(forall (sh sw p x w v) (= (conv2d sh sw p none x (ewadd w v)) (ewadd (conv2d sh sw p none x w) (conv2d sh sw p none x v))))" },
    { "conv_smul_x", "(forall (sh sw p x w s) (= (conv2d sh sw p none (smul x s) w) (smul (conv2d sh sw p none x w) s)))" },
    { "conv_smul_w", "(forall (sh sw p x w s) (= (conv2d sh sw p none x (smul w s)) (smul (conv2d sh sw p none x w) s)))" },
    { "conv_relu_fuse", "(forall (sh sw p x w) (= (relu (conv2d sh sw p none x w)) (conv2d sh sw p relu x w)))" },
    { "conv_concat_channels", "(forall (sh sw p x y z w) (= (ewadd (conv2d sh sw p none x y) (conv2d sh sw p none z w)) (conv2d sh sw p none (concat 1 x z) (concat 1 y w))))" },
    { "conv_concat_batch", "(forall (sh sw p a x y w) (= (concat 0 (conv2d sh sw p a x w) (conv2d sh sw p a y w)) (conv2d sh sw p a (concat 0 x y) w)))" },
    { "conv_concat_weights", "(forall (sh sw p a x w v) (= (concat 1 (conv2d sh sw p a x w) (conv2d sh sw p a x v)) (conv2d sh sw p a x (concat 0 w v))))" },
    -- Only at stride 1: at stride 2 SAME_UPPER moves the window when the
    -- kernel grows (a 1x1 kernel on an even input reads a different pixel).
    { "conv_enlarge", "(forall (a x w r) (= (conv2d 1 1 same a x w) (conv2d 1 1 same a x (enlarge w r))))" },
    -- The identity kernel's argument y gives it its channels only, which
    -- in a well-shaped conv2d are x's: (idkernel k (relu x)) or
    -- (idkernel k (avgpool2d .. x)) serve as well as (idkernel k x).
    { "conv_identity", "(forall (k x y) (= (conv2d 1 1 same none x (idkernel k y)) x))" },
    -- A 1x1 kernel reads no padding, so same and valid agree.
    { "conv_idkernel1_valid", "(forall (sh sw a x y) (= (conv2d sh sw valid a x (idkernel 1 y)) (conv2d sh sw same a x (idkernel 1 y))))" },
    -- A strided conv2d without padding is the stride-1 one subsampled (a
    -- 1x1 identity kernel with the stride). Only the left side triggers
    -- (the right lacks y), so it never builds a conv2d from a conv2d.
    { "conv_subsample_valid", "(forall (sh sw a x w y) (= (conv2d sh sw same a (conv2d 1 1 valid none x w) (idkernel 1 y)) (conv2d sh sw valid a x w)))" },
    -- The same with same padding, for a k by k kernel: the identity kernel
    -- must be k by k too so that both pad alike (stated for the pooling
    -- kernel, whose size the term shows).
    { "conv_subsample_same", "(forall (sh sw a k x z y) (= (conv2d sh sw same a (conv2d 1 1 same none x (poolkernel k k z)) (idkernel k y)) (conv2d sh sw same a x (poolkernel k k z))))" },
  },
}
