-- expect: attribute k: 'values' is empty
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "k", type = "int", values = {} } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
