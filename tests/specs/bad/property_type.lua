-- expect: field 'contraction' must be true or false
return {
  name = "mm", doc = "a product", inputs = { "x", "y" }, outputs = 1, attrs = {},
  shape = { require = { "rank(x) == 2" }, out = { { dims = { "x[0]", "y[1]" } } } },
  properties = { contraction = "yes" },
  kernel = "mm",
  axioms = {},
}
