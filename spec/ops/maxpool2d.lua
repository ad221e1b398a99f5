-- spec/ops/maxpool2d.lua: maximum over windows of an NCHW tensor.
return {
  name = "maxpool2d",
  doc = "max over kernel_h by kernel_w windows; padding counts as -infinity",
  inputs = { "x" },
  outputs = 1,
  attrs = {
    { name = "kernel_h", type = "int", values = { 3 } },
    { name = "kernel_w", type = "int", values = { 3 } },
    { name = "stride_h", type = "int", values = { 1 } },
    { name = "stride_w", type = "int", values = { 1 } },
    { name = "padding", type = "enum", values = { "same", "valid" } },
  },
  shape = {
    require = {
      "rank(x) == 4", "kernel_h >= 1", "kernel_w >= 1", "stride_h >= 1", "stride_w >= 1",
      "padding == same || (x[2] >= kernel_h && x[3] >= kernel_w)",
    },
    out = {
      { dims = {
        "x[0]", "x[1]",
        "padding == same ? ceil_div(x[2], stride_h) : (x[2] - kernel_h) / stride_h + 1",
        "padding == same ? ceil_div(x[3], stride_w) : (x[3] - kernel_w) / stride_w + 1",
      } },
    },
  },
  kernel = "maxpool2d",
  onnx = { import = { { op = "MaxPool", hook = "pool" } }, export = { op = "MaxPool", hook = "pool" } },
  cudnn = { kind = "pooling", mode = "CUDNN_POOLING_MAX" },
  axioms = {
    { "maxpool_concat_batch", "(forall (kh kw sh sw p x y) (= (maxpool2d kh kw sh sw p (concat 0 x y)) (concat 0 (maxpool2d kh kw sh sw p x) (maxpool2d kh kw sh sw p y))))" },
    { "maxpool_concat_channels", "(forall (kh kw sh sw p x y) (= (maxpool2d kh kw sh sw p (concat 1 x y)) (concat 1 (maxpool2d kh kw sh sw p x) (maxpool2d kh kw sh sw p y))))" },
    -- relu is monotone, and every window holds at least one real element
    -- (padding is less than the kernel), so the -infinity padding never wins.
    -- As avgpool_crop: cropping a same-padded pooling by its kernel's
    -- half-width leaves the valid pooling's windows (then subsampled with
    -- the convolution's stride by a 1x1 identity kernel).
    { "maxpool_crop", "(forall (k sh sw a x y) (= (conv2d sh sw valid a (maxpool2d k k 1 1 same x) (idkernel k y)) (conv2d sh sw same a (maxpool2d k k 1 1 valid x) (idkernel 1 y))))" },
    { "maxpool_relu", "(forall (kh kw sh sw p x) (= (maxpool2d kh kw sh sw p (relu x)) (relu (maxpool2d kh kw sh sw p x))))" },
  },
}
