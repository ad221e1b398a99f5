-- spec/ops/enlarge.lua: zero-pad a convolution kernel to the size of another.
return {
  name = "enlarge",
  doc = "OIHW kernel w padded with zeros, centred, to the height and width of r",
  inputs = { "w", "r" },
  outputs = 1,
  attrs = {},
  shape = {
    require = {
      "rank(w) == 4", "rank(r) == 4", "w[2] % 2 == 1", "w[3] % 2 == 1",
      "r[2] >= w[2]", "r[3] >= w[3]", "r[2] % 2 == 1", "r[3] % 2 == 1",
    },
    out = { { dims = { "w[0]", "w[1]", "r[2]", "r[3]" } } },
  },
  kernel = "enlarge",
  -- a weight computation: folded at export, else a Pad (opset 11)
  onnx = { export = { op = "Pad", since = 11, hook = "enlarge" } },
  axioms = {},
}
