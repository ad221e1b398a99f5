-- expect: unknown name 'q'
return { name = "op1", doc = "d", inputs = { "x", "w" }, outputs = 1, kernel = "k", generate = false,
  attrs = { { name = "group", type = "int", derived = "x[1] / q[1]" } },
  shape = { require = { "rank(x) == 4" }, out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
