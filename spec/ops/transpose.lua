-- spec/ops/transpose.lua: swap the two axes of a matrix.
return {
  name = "transpose",
  doc = "the transpose of a 2-D tensor",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "rank(x) == 2" },
    out = { { dims = { "x[1]", "x[0]" } } },
  },
  kernel = "transpose",
  onnx = { export = { op = "Transpose", hook = "transpose" } },
  axioms = {
    { "transpose_involution", "(forall (x) (= (transpose (transpose x)) x))" },
    { "transpose_ewadd", "(forall (x y) (= (transpose (ewadd x y)) (ewadd (transpose x) (transpose y))))" },
    { "transpose_ewmul", "(forall (x y) (= (transpose (ewmul x y)) (ewmul (transpose x) (transpose y))))" },
    { "transpose_concat0", "(forall (x y) (= (transpose (concat 0 x y)) (concat 1 (transpose x) (transpose y))))" },
    { "transpose_concat1", "(forall (x y) (= (transpose (concat 1 x y)) (concat 0 (transpose x) (transpose y))))" },
  },
}
