-- expect: expected ']'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { out = { { dims = { "x[0" } } } }, axioms = {} }
