-- spec/ops/split.lua: cut a tensor in two along one axis.
--
-- The cut position `size` is derived, not written in rules: axioms speak of
-- split undoing a concat, and a rewrite that creates a split takes the cut
-- from the shape of the output it replaces.
return {
  name = "split",
  doc = "x cut along axis into the first size slices and the rest",
  inputs = { "x" },
  outputs = 2,
  attrs = {
    { name = "axis", type = "int", values = { 0, 1 } },
    { name = "size", type = "int", derived = true },
  },
  shape = {
    require = { "axis >= 0", "axis < rank(x)", "size > 0", "size < x[axis]" },
    out = {
      { rank = "rank(x)", dim = "i == axis ? size : x[i]" },
      { rank = "rank(x)", dim = "i == axis ? x[i] - size : x[i]" },
    },
  },
  kernel = "split",
  -- Slice and Gather of a first or last part are split's outputs
  onnx = {
    import = { { op = "Split", hook = "split" }, { op = "Slice", hook = "slice" }, { op = "Gather", hook = "gather" } },
    export = { op = "Split", hook = "split" },
  },
  -- views at an offset, as in TASO (exact for batch 1 or axis 0)
  cost = { free = true },
  axioms = {
    { "split0_concat", "(forall (a x y) (= (split0 a (concat a x y)) x))" },
    { "split1_concat", "(forall (a x y) (= (split1 a (concat a x y)) y))" },
    -- A concat undoing a split (both parts come from the one split node,
    -- whatever its cut). Triggered by either part too, so a proof can take
    -- a tensor that is split apart and use the concat axioms on it: that is
    -- how (tanh (split0 a x)) = (split0 a (tanh x)) follows from tanh_concat.
    { "concat_split", "(forall (a x) (= (concat a (split0 a x) (split1 a x)) x) :pattern (split0 a x) :pattern (split1 a x))" },
  },
}
