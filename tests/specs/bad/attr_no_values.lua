-- expect: attribute k has no values to enumerate
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "k", type = "int" } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
