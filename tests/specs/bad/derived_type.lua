-- expect: attribute group: 'derived' must be true or a shape expression
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", generate = false,
  attrs = { { name = "group", type = "int", derived = 2 } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
