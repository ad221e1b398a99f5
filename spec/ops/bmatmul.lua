-- spec/ops/bmatmul.lua: batched matrix product with batch broadcasting (ONNX MatMul of rank 3 and more).
--
-- Attention's Q K^T and its product with V: [..., m, k] by [..., k, n],
-- both of one rank (the importer reshapes the lower-ranked side to leading
-- extents of 1), each batch extent equal or 1 on one side (numpy's
-- broadcasting). A product by a 2-D weight stays matmul on the rows
-- (onnx_import.c's linear), where the merge rules see it. generate = false:
-- the axioms below serve the verifier and are checked on the kernel.
return {
  name = "bmatmul",
  doc = "batched matrix product of x [..., m, k] and y [..., k, n], batch extents broadcast",
  inputs = { "x", "y" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = {
    require = { "rank(x) >= 3", "rank(y) == rank(x)", "x[rank(x) - 1] == y[rank(x) - 2]" },
    each = { "i >= rank(x) - 2 || x[i] == y[i] || x[i] == 1 || y[i] == 1" },
    out = { { rank = "rank(x)",
              dim = "i == rank(x) - 2 ? x[i] : i == rank(x) - 1 ? y[i] : x[i] == 1 ? y[i] : x[i]" } },
  },
  properties = { linear = { "x", "y" }, contraction = true },
  kernel = "bmatmul",
  onnx = { export = { op = "MatMul" } },
  axioms = {
    { "bmatmul_assoc", "(forall (x y z) (= (bmatmul x (bmatmul y z)) (bmatmul (bmatmul x y) z)))" },
    { "bmatmul_linear_x", "(forall (x y z) (= (bmatmul (ewadd x y) z) (ewadd (bmatmul x z) (bmatmul y z))))" },
    { "bmatmul_linear_y", "(forall (x y z) (= (bmatmul x (ewadd y z)) (ewadd (bmatmul x y) (bmatmul x z))))" },
    { "bmatmul_smul_x", "(forall (x y s) (= (bmatmul (smul x s) y) (smul (bmatmul x y) s)))" },
    { "bmatmul_smul_y", "(forall (x y s) (= (bmatmul x (smul y s)) (smul (bmatmul x y) s)))" },
  },
}
