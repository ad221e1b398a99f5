-- spec/ops/erf.lua: the error function element-wise (ONNX Erf).
--
-- An erf that is not part of a GELU (the importer folds
-- x * 0.5 * (1 + erf(x / sqrt 2)) into gelu). Like sqrt (spec/ops/sqrt.lua)
-- a random function of its own in mod p mode, so only the identities every
-- element-wise function obeys; generate = false keeps enumeration as it was.
return {
  name = "erf",
  doc = "the error function element-wise (ONNX Erf)",
  inputs = { "x" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "erf",
  onnx = { import = { { op = "Erf", hook = "unary" } }, export = { op = "Erf", since = 9 } },
  cost = { flops = 4 },
  axioms = {
    { "erf_concat", "(forall (a x y) (= (erf (concat a x y)) (concat a (erf x) (erf y))))" },
    { "erf_transpose", "(forall (x) (= (erf (transpose x)) (transpose (erf x))))" },
  },
}
