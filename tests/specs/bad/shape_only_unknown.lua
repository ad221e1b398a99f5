-- expect: properties.shape_only names 'y', which is not an input
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = {}, properties = { shape_only = { "y" } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
