-- expect: op1: operator defined twice
local op = { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
return { op, op }
