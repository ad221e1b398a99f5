-- expect: missing field 'name'
return { doc = "d", inputs = {}, outputs = 1, attrs = {}, kernel = "k", axioms = {} }
