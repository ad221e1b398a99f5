-- expect: derived attribute group: its expression 'x[1] / group' reads derived attribute group
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", generate = false,
  attrs = { { name = "group", type = "int", derived = "x[1] / group" } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
