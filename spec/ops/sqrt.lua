-- spec/ops/sqrt.lua: the square root element-wise: ONNX Sqrt (an STFT's magnitude, a norm's divisor).
--
-- Added as relu6 was (spec/ops/relu6.lua says why only these identities):
-- a random function of its own in the generator's mod p mode, so the rules
-- found for it are those every element-wise function obeys. sqrt(x * x) = x
-- holds only for x >= 0 and is not stated.
return {
  name = "sqrt",
  doc = "the square root element-wise (ONNX Sqrt; NaN below 0)",
  inputs = { "x" },
  outputs = 1,
  attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "sqrt",
  onnx = { import = { { op = "Sqrt", hook = "unary" } }, export = { op = "Sqrt" } },
  axioms = {
    { "sqrt_concat", "(forall (a x y) (= (sqrt (concat a x y)) (concat a (sqrt x) (sqrt y))))" },
    { "sqrt_transpose", "(forall (x) (= (sqrt (transpose x)) (transpose (sqrt x))))" },
    -- No sqrt_idconv, unlike relu's: an identity-kernel convolution multiplies
    -- the pixels around the one it picks by 0, and 0 * sqrt(-1) is NaN.
    -- check-axioms refuted it (lhs 0.90, rhs NaN).
  },
}
