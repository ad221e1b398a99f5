-- One operator, no attributes, no axioms.
return {
  name = "neg", doc = "minus x", inputs = { "x" }, outputs = 1, attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  kernel = "neg", axioms = {},
}
