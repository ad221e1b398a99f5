-- A list of operators whose axioms refer to each other, with enum and int attributes.
return {
  {
    name = "add", doc = "x + y", inputs = { "x", "y" }, outputs = 1, attrs = {},
    shape = { require = { "rank(x) == rank(y)" }, each = { "x[i] == y[i]" },
              out = { { rank = "rank(x)", dim = "x[i]" } } },
    properties = { commutative = true, associative = true },
    kernel = "add",
    axioms = { { "add_comm", "(forall (x y) (= (add x y) (add y x)))" } },
  },
  {
    name = "pool", doc = "a pooling", inputs = { "x" }, outputs = 1,
    attrs = {
      { name = "k", type = "int", values = { 1, 3 } },
      { name = "mode", type = "enum", values = { "fast", "exact" } },
    },
    shape = { require = { "rank(x) == 4", "k >= 1", "mode == fast || k == 1" },
              out = { { dims = { "x[0]", "x[1]", "ceil_div(x[2], k)", "x[3] / k" } } } },
    kernel = "pool",
    axioms = { { "pool_add", "(forall (k x y) (= (pool k exact (add x y)) (add (pool k exact x) (pool k exact y))))" } },
  },
}
