-- spec/ops/nchw.lua: an NHWC activation stored as NCHW again (ONNX Transpose perm 0,3,1,2), nhwc's inverse.
return {
  name = "nchw",
  doc = "layout conversion NHWC -> NCHW: y[n,c,h,w] = x[n,h,w,c]",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == 4" },
    out = { { dims = { "x[0]", "x[3]", "x[1]", "x[2]" } } },
  },
  kernel = "nchw",
  onnx = { export = { op = "Transpose", hook = "nchw" } },
  cudnn = { kind = "transform", mode = "CUDNN_TENSOR_NCHW" },
  cost = { key_words = 1 },
  axioms = {
    { "nchw_nhwc", "(forall (x) (= (nchw (nhwc x)) x))" },
    { "nchw_relu", "(forall (x) (= (nchw (relu x)) (relu (nchw x))))" },
    { "nchw_ewadd", "(forall (x y) (= (nchw (ewadd x y)) (ewadd (nchw x) (nchw y))))" },
  },
}
