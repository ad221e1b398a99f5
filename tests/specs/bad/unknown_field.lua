-- expect: op1: unknown field 'kernal'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, attrs = {}, kernal = "k",
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
