-- spec/ops/smul.lua: a tensor times a scalar (a one-element tensor).
return {
  name = "smul",
  doc = "x multiplied by the single element of s",
  inputs = { "x", "s" },
  outputs = 1,
  attrs = {},
  shape = {
    require = { "numel(s) == 1" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  properties = { linear = { "x" } },
  kernel = "smul",
  -- Div by a one-element constant is smul by its reciprocal
  onnx = { import = { { op = "Div", hook = "div" } }, export = { op = "Mul", hook = "smul" } },
  cudnn = { kind = "scale" },
  -- not ort_cold: its weight is one scale; its input, an activation just
  -- written, is what it reads
  cost = { ort_weights = { "s" } },
  axioms = {
    { "smul_assoc", "(forall (x s t) (= (smul (smul x s) t) (smul x (ewmul s t))))" },
    { "smul_distrib", "(forall (x y s) (= (smul (ewadd x y) s) (ewadd (smul x s) (smul y s))))" },
    -- Linear in the scalar too (s and t one-element tensors of one shape).
    { "smul_distrib_scalar", "(forall (x s t) (= (smul x (ewadd s t)) (ewadd (smul x s) (smul x t))))" },
    { "smul_ewmul", "(forall (x y s) (= (ewmul (smul x s) y) (smul (ewmul x y) s)))" },
    { "smul_transpose", "(forall (x s) (= (transpose (smul x s)) (smul (transpose x) s)))" },
    { "smul_concat", "(forall (a x y s) (= (concat a (smul x s) (smul y s)) (smul (concat a x y) s)))" },
  },
}
