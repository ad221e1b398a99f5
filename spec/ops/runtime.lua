-- spec/ops/runtime.lua: operators the optimizer carries but the generator
-- does not enumerate (generate = false): graph sources, normalization,
-- reshapes, and the opaque node for everything tasoc does not model.
return {
  {
    name = "input",
    doc = "a graph input; its shape is set when the graph is built",
    inputs = {},
    outputs = 1,
    source = true,
    generate = false,
    attrs = {},
    kernel = "input",
    axioms = {},
  },
  {
    name = "weight",
    doc = "a constant tensor stored with the graph",
    inputs = {},
    outputs = 1,
    source = true,
    generate = false,
    attrs = {},
    kernel = "weight",
    axioms = {},
  },
  {
    name = "opaque",
    doc = "an operator tasoc does not model; kept as imported, never rewritten",
    inputs = {},
    outputs = 1,
    opaque = true,
    generate = false,
    attrs = {},
    kernel = "opaque",
    axioms = {},
  },
  {
    name = "batchnorm",
    doc = "inference batch normalization over axis 1: scale * (x - mean) / sqrt(var + epsilon) + bias",
    inputs = { "x", "scale", "bias", "mean", "var" },
    outputs = 1,
    generate = false,
    attrs = {
      { name = "epsilon", type = "float" },
    },
    shape = {
      require = {
        "rank(x) >= 2", "numel(scale) == x[1]", "numel(bias) == x[1]",
        "numel(mean) == x[1]", "numel(var) == x[1]",
      },
      out = { { rank = "rank(x)", dim = "x[i]" } },
    },
    kernel = "batchnorm",
    axioms = {},
  },
  {
    name = "biasadd",
    doc = "x plus a per-channel bias b broadcast over every axis but axis 1",
    inputs = { "x", "b" },
    outputs = 1,
    generate = false,
    attrs = {},
    shape = {
      require = { "rank(x) >= 2", "numel(b) == x[1]" },
      out = { { rank = "rank(x)", dim = "x[i]" } },
    },
    kernel = "biasadd",
    axioms = {},
  },
  {
    name = "reshape",
    doc = "x with the same elements in a new shape of ndim axes d0..d6",
    inputs = { "x" },
    outputs = 1,
    generate = false,
    -- ndim and seven extents fill a node's eight attribute words
    -- (TASOC_MAX_ATTRS): a Swin window partition is rank 6.
    attrs = {
      { name = "ndim", type = "int" },
      { name = "d0", type = "int" },
      { name = "d1", type = "int" },
      { name = "d2", type = "int" },
      { name = "d3", type = "int" },
      { name = "d4", type = "int" },
      { name = "d5", type = "int" },
      { name = "d6", type = "int" },
    },
    shape = {
      require = {
        "ndim >= 1", "ndim <= 7",
        "numel(x) == d0 * (ndim > 1 ? d1 : 1) * (ndim > 2 ? d2 : 1) * (ndim > 3 ? d3 : 1) * (ndim > 4 ? d4 : 1) * (ndim > 5 ? d5 : 1) * (ndim > 6 ? d6 : 1)",
      },
      out = { { rank = "ndim", dim = "i == 0 ? d0 : i == 1 ? d1 : i == 2 ? d2 : i == 3 ? d3 : i == 4 ? d4 : i == 5 ? d5 : d6" } },
    },
    kernel = "reshape",
    axioms = {},
  },
}
