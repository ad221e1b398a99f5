-- expect: op1: cost.flops must be an integer from 0 to 15
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  cost = { flops = 16 },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
