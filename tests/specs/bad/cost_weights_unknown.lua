-- expect: op1: cost.ort_weights names 'w', which is not an input
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  cost = { ort_weights = { "w" } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
