-- expect: 'i' is only defined in 'each' and 'dim'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { require = { "x[i] > 0" }, out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
