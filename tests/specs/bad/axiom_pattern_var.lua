-- expect: op1_id: :pattern must be an operator term
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  axioms = { { "op1_id", "(forall (x) (= (op1 x) x) :pattern x)" } } }
