-- expect: attribute alpha: values[2] must be a number
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "alpha", type = "float", values = { 0.5, "half" } } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
