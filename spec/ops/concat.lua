-- spec/ops/concat.lua: join two tensors along one axis.
return {
  name = "concat",
  doc = "x and y joined along axis; all other extents equal",
  inputs = { "x", "y" },
  outputs = 1,
  attrs = {
    { name = "axis", type = "int", values = { 0, 1 } },
  },
  shape = {
    require = { "rank(x) == rank(y)", "axis >= 0", "axis < rank(x)" },
    each = { "i == axis || x[i] == y[i]" },
    out = { { rank = "rank(x)", dim = "i == axis ? x[i] + y[i] : x[i]" } },
  },
  kernel = "concat",
  onnx = { import = { { op = "Concat", hook = "concat" } }, export = { op = "Concat", hook = "concat" } },
  axioms = {
    -- No concat associativity, though it is true: split's cut is derived
    -- from shapes, so split0/split1 take only the axis and the tensor, and
    -- with associativity split0 a (concat a (concat a x y) z) would be both
    -- (concat a x y) and x, which lets Z3 prove any two tensors equal (it
    -- did: relu distributed over ewadd). tests/rules/false/ keeps a guard.
    { "concat_ewadd", "(forall (a x y z w) (= (concat a (ewadd x y) (ewadd z w)) (ewadd (concat a x z) (concat a y w))))" },
    { "concat_ewmul", "(forall (a x y z w) (= (concat a (ewmul x y) (ewmul z w)) (ewmul (concat a x z) (concat a y w))))" },
    { "concat_interchange", "(forall (x y z w) (= (concat 0 (concat 1 x y) (concat 1 z w)) (concat 1 (concat 0 x z) (concat 0 y w))))" },
  },
}
