-- expect: op1: axiom op1_foo: line 1, column 16: unknown operator 'foo'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k", attrs = {},
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  axioms = { { "op1_foo", "(forall (x) (= (foo x) (op1 x)))" } } }
