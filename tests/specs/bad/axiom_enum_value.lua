-- expect: 'slow' is not a value of op1's attribute mode
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "mode", type = "enum", values = { "fast", "exact" } } },
  shape = { out = { { rank = "rank(x)", dim = "x[i]" } } },
  axioms = { { "op1_slow", "(forall (x) (= (op1 slow x) x))" } } }
