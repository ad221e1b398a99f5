-- expect: shape.out has 1 entries for 2 outputs
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 2, kernel = "k", attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
