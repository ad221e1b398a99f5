-- spec/ops/ewmul.lua: element-wise product of two tensors of one shape.
return {
  name = "ewmul",
  doc = "element-wise x * y",
  inputs = { "x", "y" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == rank(y)" },
    each = { "x[i] == y[i]" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  properties = { commutative = true, associative = true },
  kernel = "ewmul",
  -- Mul of equal shapes (the hook makes smul of a one-element operand); Pow by 2 is x * x
  onnx = { import = { { op = "Mul", hook = "binary" }, { op = "Pow", hook = "pow" } }, export = { op = "Mul" } },
  cudnn = { kind = "optensor", mode = "CUDNN_OP_TENSOR_MUL" },
  axioms = {
    { "ewmul_comm", "(forall (x y) (= (ewmul x y) (ewmul y x)))" },
    { "ewmul_assoc", "(forall (x y z) (= (ewmul x (ewmul y z)) (ewmul (ewmul x y) z)))" },
    { "ewmul_distrib", "(forall (x y z) (= (ewmul (ewadd x y) z) (ewadd (ewmul x z) (ewmul y z))))" },
    { "ewmul_ones", "(forall (x) (= (ewmul x (ones x)) x))" },
  },
}
