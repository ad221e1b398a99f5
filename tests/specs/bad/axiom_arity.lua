-- expect: op1 takes 0 attributes and 1 input, got 2 arguments
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  axioms = { { "op1_twice", "(forall (x y) (= (op1 x y) x))" } } }
