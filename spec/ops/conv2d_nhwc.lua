-- spec/ops/conv2d_nhwc.lua: conv2d reading and writing NHWC activations (weight OIHW), the layout cuDNN's Tensor Cores want.
--
-- Defined by conv2d and the two conversions: its only axiom says it is
-- conv2d between them, so every rule about it is proved from conv2d's.
-- Attributes are conv2d's, in conv2d's order (the kernel and the exporter
-- read them with conv2d's indices).
--
-- Not enumerated (generate = false): the generator would apply it to every
-- 4-D tensor of the pool whose last extent matches a kernel's channels, NCHW
-- ones included (a stride-2 output of 2 channels and 2 x 2 pixels), and
-- found 366 candidates that read an NCHW tensor as NHWC, true but never met
-- in a graph, most of them unknown to Z3. Its rules are named in
-- spec/rules/seed.rules and proved from this axiom.
return {
  name = "conv2d_nhwc",
  doc = "2-D convolution, NHWC input x, OIHW weight w, NHWC output, one group",
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
      "rank(x) == 4", "rank(w) == 4", "x[3] == w[1]",
      "stride_h >= 1", "stride_w >= 1",
      "padding == same || (x[1] >= w[2] && x[2] >= w[3])",
    },
    out = {
      { dims = {
        "x[0]",
        "padding == same ? ceil_div(x[1], stride_h) : (x[1] - w[2]) / stride_h + 1",
        "padding == same ? ceil_div(x[2], stride_w) : (x[2] - w[3]) / stride_w + 1",
        "w[0]",
      } },
    },
  },
  properties = { contraction = true },
  generate = false,
  kernel = "conv2d_nhwc",
  -- written and timed as Transpose, Conv, Transpose
  onnx = { export = { op = "Conv", hook = "conv_nhwc" } },
  cudnn = { kind = "conv_nhwc" },
  cost = { ort_weights = { "w" } },
  axioms = {
    { "conv_nhwc_def", "(forall (sh sw p a x w) (= (conv2d_nhwc sh sw p a x w) (nhwc (conv2d sh sw p a (nchw x) w))))" },
  },
}
