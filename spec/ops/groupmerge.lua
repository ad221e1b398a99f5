-- spec/ops/groupmerge.lua: a grouped convolution kernel rewritten for half as many groups.
--
-- w is the OIHW kernel of a grouped convolution of x, in g = x[1] / w[1]
-- groups. The result is the kernel of the same convolution in g / 2
-- groups: group j of the new one reads the input channels of old groups
-- 2j and 2j+1, and each output channel keeps its old weights on its old
-- group's half, zeros on the other. Twice the arithmetic, and fewer,
-- larger groups, which some libraries run faster (TASO found this pays on
-- cuDNN); the cost model decides. x is read only for its channel count.
return {
  name = "groupmerge",
  doc = "grouped OIHW kernel w of a convolution of x in x[1] / w[1] groups, as the kernel for half as many groups",
  inputs = { "w", "x" },
  outputs = 1,
  generate = false,
  attrs = {},
  properties = { shape_only = { "x" } },
  shape = {
    require = {
      "rank(w) == 4", "rank(x) == 4", "x[1] % w[1] == 0",
      "(x[1] / w[1]) % 2 == 0", "w[0] % (x[1] / w[1]) == 0",
    },
    out = { { dims = { "w[0]", "2 * w[1]", "w[2]", "w[3]" } } },
  },
  kernel = "groupmerge",
  axioms = {},
}
