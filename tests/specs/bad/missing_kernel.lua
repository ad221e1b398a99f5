-- expect: bad/missing_kernel.lua: op1: missing field 'kernel'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
