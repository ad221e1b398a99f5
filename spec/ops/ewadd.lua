-- spec/ops/ewadd.lua: element-wise sum of two tensors of one shape.
return {
  name = "ewadd",
  doc = "element-wise x + y",
  inputs = { "x", "y" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == rank(y)" },
    each = { "x[i] == y[i]" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  properties = { commutative = true, associative = true },
  kernel = "ewadd",
  -- Add of equal shapes; the hook makes biasadd of a per-channel or last-axis operand
  onnx = { import = { { op = "Add", hook = "binary" } }, export = { op = "Add" } },
  cudnn = { kind = "optensor", mode = "CUDNN_OP_TENSOR_ADD" },
  axioms = {
    { "ewadd_comm", "(forall (x y) (= (ewadd x y) (ewadd y x)))" },
    { "ewadd_assoc", "(forall (x y z) (= (ewadd x (ewadd y z)) (ewadd (ewadd x y) z)))" },
  },
}
