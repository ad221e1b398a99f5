-- spec/ops/constants.lua: the constant tensors TASO's rules introduce.
--
-- Each takes a tensor only for its shape: (eye x) is the identity matrix that
-- x may be multiplied by, so rules stay free of explicit sizes.
return {
  {
    name = "eye",
    doc = "identity matrix n by n, n = x[1]",
    inputs = { "x" },
    outputs = 1,
    constant = true,
    attrs = {},
    shape = { require = { "rank(x) == 2" }, out = { { dims = { "x[1]", "x[1]" } } } },
    kernel = "eye",
    axioms = {
      -- A constant depends only on its argument's shape, which relu keeps.
      { "eye_relu", "(forall (x) (= (eye (relu x)) (eye x)))" },
      -- The identity matrix is symmetric.
      { "eye_transpose", "(forall (x) (= (transpose (eye x)) (eye x)))" },
    },
  },
  {
    name = "ones",
    doc = "all-ones tensor of the shape of x",
    inputs = { "x" },
    outputs = 1,
    constant = true,
    attrs = {},
    shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
    kernel = "ones",
    axioms = {
      { "ones_relu", "(forall (x) (= (ones (relu x)) (ones x)))" },
    },
  },
  {
    name = "idkernel",
    doc = "identity convolution kernel C by C by k by k, C = x[1]: 1 at the centre of channel c to c",
    inputs = { "x" },
    outputs = 1,
    constant = true,
    attrs = {
      { name = "k", type = "int", values = { 1, 3 } },
    },
    shape = {
      require = { "rank(x) == 4", "k >= 1", "k % 2 == 1" },
      out = { { dims = { "x[1]", "x[1]", "k", "k" } } },
    },
    kernel = "idkernel",
    axioms = {
      { "idkernel_relu", "(forall (k x) (= (idkernel k (relu x)) (idkernel k x)))" },
    },
  },
  {
    name = "poolkernel",
    doc = "average pooling as a convolution kernel: C by C by kh by kw, 1/(kh*kw) on channel c to c",
    inputs = { "x" },
    outputs = 1,
    constant = true,
    attrs = {
      { name = "kernel_h", type = "int", values = { 3 } },
      { name = "kernel_w", type = "int", values = { 3 } },
    },
    shape = {
      require = { "rank(x) == 4", "kernel_h >= 1", "kernel_w >= 1" },
      out = { { dims = { "x[1]", "x[1]", "kernel_h", "kernel_w" } } },
    },
    kernel = "poolkernel",
    axioms = {
      { "poolkernel_relu", "(forall (kh kw x) (= (poolkernel kh kw (relu x)) (poolkernel kh kw x)))" },
    },
  },
}
