-- expect: unknown name 'strde'
return { name = "op1", doc = "d", inputs = { "x" }, outputs = 1, kernel = "k",
  attrs = { { name = "stride", type = "int", values = { 1 } } },
  shape = { require = { "strde >= 1" }, out = { { rank = "rank(x)", dim = "x[i]" } } }, axioms = {} }
