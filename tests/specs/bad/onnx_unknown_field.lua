-- expect: op1: unknown field 'onnx.export.opset'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  onnx = { export = { op = "Relu", opset = 14 } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
