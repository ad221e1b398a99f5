-- spec/ops/nhwc.lua: an NCHW activation stored as NHWC (ONNX Transpose perm 0,2,3,1), a layout conversion.
--
-- The layout of a tensor is not a tag on the tensor: a tensor in NHWC is the
-- NCHW one converted by this operator, and an operator that reads or writes
-- NHWC (conv2d_nhwc) is one of its own. So the rules that choose and move
-- layouts are proved from these axioms like every other rule, and the
-- searches pick layouts with the rewrites (docs/search.md, "Layouts").
return {
  name = "nhwc",
  doc = "layout conversion NCHW -> NHWC: y[n,h,w,c] = x[n,c,h,w]",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == 4" },
    out = { { dims = { "x[0]", "x[2]", "x[3]", "x[1]" } } },
  },
  kernel = "nhwc",
  onnx = { export = { op = "Transpose", hook = "nhwc" } },
  -- cuDNN: a transform into the NHWC format; the cost key's one word is
  -- 0, or the block of a runtime's reorder (tasoc_cost_reorder_key)
  cudnn = { kind = "transform", mode = "CUDNN_TENSOR_NHWC" },
  cost = { key_words = 1 },
  axioms = {
    { "nhwc_nchw", "(forall (x) (= (nhwc (nchw x)) x))" },
    -- Element-wise operators see elements, not positions: they commute
    -- with any permutation of them.
    { "nhwc_relu", "(forall (x) (= (nhwc (relu x)) (relu (nhwc x))))" },
    { "nhwc_ewadd", "(forall (x y) (= (nhwc (ewadd x y)) (ewadd (nhwc x) (nhwc y))))" },
  },
}
