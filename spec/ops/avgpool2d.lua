-- spec/ops/avgpool2d.lua: mean over windows of an NCHW tensor.
--
-- count_include_pad follows ONNX AveragePool: with 0 a border window is
-- divided by the number of real elements in it, with 1 always by
-- kernel_h * kernel_w. Only the second is a convolution with the pooling
-- kernel, so avgpool_as_conv is stated for it (and for valid padding, where
-- the two agree).
return {
  name = "avgpool2d",
  doc = "mean over kernel_h by kernel_w windows",
  inputs = { "x" },
  outputs = 1,
  attrs = {
    { name = "kernel_h", type = "int", values = { 3 } },
    { name = "kernel_w", type = "int", values = { 3 } },
    { name = "stride_h", type = "int", values = { 1 } },
    { name = "stride_w", type = "int", values = { 1 } },
    { name = "padding", type = "enum", values = { "same", "valid" } },
    { name = "count_include_pad", type = "int", values = { 0, 1 } },
  },
  shape = {
    require = {
      "rank(x) == 4", "kernel_h >= 1", "kernel_w >= 1", "stride_h >= 1", "stride_w >= 1",
      "count_include_pad == 0 || count_include_pad == 1",
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
  kernel = "avgpool2d",
  onnx = {
    import = { { op = "AveragePool", hook = "pool" }, { op = "GlobalAveragePool", hook = "global_pool" } },
    export = { op = "AveragePool", hook = "pool" },
  },
  -- count_include_pad = 1: CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING
  cudnn = { kind = "pooling", mode = "CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING" },
  axioms = {
    { "avgpool_concat_batch", "(forall (kh kw sh sw p c x y) (= (avgpool2d kh kw sh sw p c (concat 0 x y)) (concat 0 (avgpool2d kh kw sh sw p c x) (avgpool2d kh kw sh sw p c y))))" },
    { "avgpool_concat_channels", "(forall (kh kw sh sw p c x y) (= (avgpool2d kh kw sh sw p c (concat 1 x y)) (concat 1 (avgpool2d kh kw sh sw p c x) (avgpool2d kh kw sh sw p c y))))" },
    { "avgpool_as_conv_padded", "(forall (kh kw sh sw p x) (= (avgpool2d kh kw sh sw p 1 x) (conv2d sh sw p none x (poolkernel kh kw x))))" },
    { "avgpool_as_conv_valid", "(forall (kh kw sh sw c x) (= (avgpool2d kh kw sh sw valid c x) (conv2d sh sw valid none x (poolkernel kh kw x))))" },
    -- Linear for either count_include_pad: each output is a sum divided by a
    -- count that depends on the position only.
    { "avgpool_linear", "(forall (kh kw sh sw p c x y) (= (avgpool2d kh kw sh sw p c (ewadd x y)) (ewadd (avgpool2d kh kw sh sw p c x) (avgpool2d kh kw sh sw p c y))))" },
    -- Cropping a same-padded pooling by its kernel's half-width (an
    -- identity kernel of its size, no padding) leaves the windows that miss
    -- the padding, so count_include_pad no longer matters: a valid
    -- convolution with the pooling kernel, at any stride.
    { "avgpool_crop", "(forall (k sh sw a c x y) (= (conv2d sh sw valid a (avgpool2d k k 1 1 same c x) (idkernel k y)) (conv2d sh sw valid a x (poolkernel k k x))))" },
    { "avgpool_smul", "(forall (kh kw sh sw p c x s) (= (avgpool2d kh kw sh sw p c (smul x s)) (smul (avgpool2d kh kw sh sw p c x) s)))" },
  },
}
