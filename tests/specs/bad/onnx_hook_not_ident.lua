-- expect: op1: onnx.import[1].hook must be a C identifier, not 'map-unary'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  onnx = { import = { { op = "Relu", hook = "map-unary" } } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
