-- spec/ops/prelu.lua: parametric ReLU (ONNX PRelu), x where x >= 0 and slope * x below.
--
-- Conv-TasNet's separator uses one after each of its 49 normalizations;
-- PyTorch exports nn.PReLU() with one slope of shape [1, 1], and
-- nn.PReLU(C) with one per channel. Both are this operator: slope holds
-- one value, or one per channel (axis 1), as biasadd's b. Any other
-- broadcast of the slope stays opaque (the importer's map_prelu checks).
-- generate = false and firmware = false, as the transformer operators:
-- the generator's enumeration and the firmware image stay as they were.
return {
  name = "prelu",
  doc = "x where x >= 0, else slope * x; slope one value or one per channel (axis 1)",
  inputs = { "x", "slope" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {},
  shape = {
    require = { "rank(x) >= 2", "numel(slope) == 1 || numel(slope) == x[1]" },
    out = { { rank = "rank(x)", dim = "x[i]" } },
  },
  kernel = "prelu",
  -- PRelu broadcasts its slope numpy's way from opset 7; before, opaque
  onnx = { import = { { op = "PRelu", hook = "prelu" } }, export = { op = "PRelu", since = 7 } },
  -- a compare and a multiply; the slope is a weight in every model
  cost = { flops = 2, ort_weights = { "slope" } },
  axioms = {
    -- Element by element, with the slope of the element's channel: stacking
    -- batches (axis 0) commutes with it.
    { "prelu_concat0", "(forall (x y s) (= (concat 0 (prelu x s) (prelu y s)) (prelu (concat 0 x y) s)))" },
  },
}
