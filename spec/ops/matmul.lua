-- spec/ops/matmul.lua: product of two matrices.
return {
  name = "matmul",
  doc = "matrix product of x (m by k) and y (k by n)",
  inputs = { "x", "y" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == 2", "rank(y) == 2", "x[1] == y[0]" },
    out = { { dims = { "x[0]", "y[1]" } } },
  },
  -- contraction: each output element sums products over x's columns; the
  -- generator orients rules of equal size towards fewer of these
  -- (docs/rules.md, "Orientation"), so matrix products merge
  properties = { associative = true, linear = { "x", "y" }, contraction = true },
  kernel = "matmul",
  -- Gemm: matmul with its transposes, scales and bias; MatMul of rank > 2: bmatmul
  onnx = { import = { { op = "MatMul", hook = "matmul" }, { op = "Gemm", hook = "gemm" } }, export = { op = "MatMul" } },
  cudnn = { kind = "gemm" },
  cost = { ort_weights = { "y" }, ort_cold = true },
  axioms = {
    { "matmul_assoc", "(forall (x y z) (= (matmul x (matmul y z)) (matmul (matmul x y) z)))" },
    { "matmul_linear_x", "(forall (x y z) (= (matmul (ewadd x y) z) (ewadd (matmul x z) (matmul y z))))" },
    { "matmul_linear_y", "(forall (x y z) (= (matmul x (ewadd y z)) (ewadd (matmul x y) (matmul x z))))" },
    { "matmul_smul_x", "(forall (x y s) (= (matmul (smul x s) y) (smul (matmul x y) s)))" },
    { "matmul_smul_y", "(forall (x y s) (= (matmul x (smul y s)) (smul (matmul x y) s)))" },
    { "matmul_concat_cols", "(forall (x y z) (= (matmul x (concat 1 y z)) (concat 1 (matmul x y) (matmul x z))))" },
    { "matmul_concat_rows", "(forall (x y z) (= (matmul (concat 0 x y) z) (concat 0 (matmul x z) (matmul y z))))" },
    { "matmul_concat_inner", "(forall (x y z w) (= (matmul (concat 1 x z) (concat 0 y w)) (ewadd (matmul x y) (matmul z w))))" },
    { "matmul_transpose", "(forall (x y) (= (transpose (matmul x y)) (matmul (transpose y) (transpose x))))" },
    -- (eye y) is y[1] by y[1]; in a well-shaped product that is x's inner
    -- extent, so any y serves (eye (relu x)), (eye (transpose x)), ...
    { "matmul_identity", "(forall (x y) (= (matmul x (eye y)) x))" },
    { "matmul_identity_left", "(forall (x y) (= (matmul (eye y) x) x))" },
  },
}
