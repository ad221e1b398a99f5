-- spec/ops/groupconv2d.lua: grouped 2-D convolution (runtime only).
--
-- Kept apart from conv2d so that no rule proved for one group can match a
-- grouped convolution: concatenating the weights of two grouped convolutions
-- does not give the concatenation of their outputs.
return {
  name = "groupconv2d",
  doc = "grouped 2-D convolution, NCHW input x, OIHW weight w with I = C / group",
  inputs = { "x", "w" },
  outputs = 1,
  generate = false,
  attrs = {
    { name = "stride_h", type = "int", values = { 1 } },
    { name = "stride_w", type = "int", values = { 1 } },
    { name = "padding", type = "enum", values = { "same", "valid" } },
    { name = "activation", type = "enum", values = { "none", "relu" } },
    -- Derived, as ONNX's shape rule has it: rules name no group count, and
    -- a rewrite that changes the kernel's input channels (groupmerge)
    -- changes the group count with them.
    { name = "group", type = "int", derived = "x[1] / w[1]" },
  },
  shape = {
    require = {
      "rank(x) == 4", "rank(w) == 4", "group >= 1",
      "x[1] == w[1] * group", "w[0] % group == 0",
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
  properties = { contraction = true },
  kernel = "groupconv2d",
  onnx = { export = { op = "Conv", hook = "conv" } },
  cudnn = { kind = "conv" },
  cost = { ort_weights = { "w" }, ort_cold = true },
  axioms = {
    { "groupconv_relu_fuse", "(forall (sh sw p x w) (= (relu (groupconv2d sh sw p none x w)) (groupconv2d sh sw p relu x w)))" },
    -- Half as many groups, each reading two groups' channels through a
    -- kernel with zeros where the two do not meet (TASO's merged group
    -- convolution). Triggered only by the merged form, or the prover
    -- would merge groups without end.
    { "groupconv_merge", "(forall (sh sw p a x w) (= (groupconv2d sh sw p a x w) (groupconv2d sh sw p a x (groupmerge w x))) :pattern (groupconv2d sh sw p a x (groupmerge w x)))" },
  },
}
