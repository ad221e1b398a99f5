-- expect: op1: field 'outputs' must be an integer
return { name = "op1", doc = "d", inputs = { "x" }, outputs = "one", attrs = {}, kernel = "k",
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
