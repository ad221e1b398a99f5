-- expect: op2: ONNX Relu is imported by op1 too
local function op(name)
  return { name = name, doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
    onnx = { import = { { op = "Relu", hook = "unary" } } },
    shape = { out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
end
return { op("op1"), op("op2") }
