-- expect: variable a is used both as an attribute and as a tensor
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "k", type = "int", values = { 1 } } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  axioms = { { "op1_mixed", "(forall (a) (= (op1 a a) a))" } } }
