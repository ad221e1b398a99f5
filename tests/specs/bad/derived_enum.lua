-- expect: attribute mode: only an int attribute can be derived
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", generate = false,
  attrs = { { name = "mode", type = "enum", values = { "a", "b" }, derived = "x[0]" } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
