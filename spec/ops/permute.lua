-- spec/ops/permute.lua: the axes of x in any order (ONNX Transpose of any rank).
--
-- transpose (spec/ops/transpose.lua) is the 2-D operator the generator
-- enumerates; attention moves heads with 4-D permutations ([B, S, H, D] to
-- [B, H, S, D] and back) and a Swin window partition with 6-D ones. Output
-- axis i is input axis p<i>; entries from rank(x) on are not read (the
-- importer writes them as their own index). Eight attribute words hold ranks
-- up to 8. generate = false: checked axioms, no enumeration.
local p = {}
for k = 0, 7 do p[k + 1] = "p" .. k end
-- The entries below rank(x) are a permutation of 0 .. rank(x) - 1 exactly when
-- each axis is named once: summing 9^p over them (no digit can carry, at
-- most 8 terms) gives the number whose first rank(x) base-9 digits are 1.
local function pow9(e)
  local t = {}
  for d = 0, 7 do t[#t + 1] = e .. " == " .. d .. " ? " .. math.floor(9 ^ d) .. " : " end
  return "(" .. table.concat(t) .. "0)"
end
local sum, ones, dim = {}, {}, {}
for k = 0, 7 do
  sum[#sum + 1] = "(rank(x) > " .. k .. " ? " .. pow9(p[k + 1]) .. " : 0)"
  ones[#ones + 1] = "(rank(x) > " .. k .. " ? " .. math.floor(9 ^ k) .. " : 0)"
  dim[#dim + 1] = "i == " .. k .. " ? x[" .. p[k + 1] .. "] : "
end
local attrs = {}
for k = 0, 7 do attrs[k + 1] = { name = p[k + 1], type = "int" } end
local P = "0 2 1 3 4 5 6 7" -- swaps axes 1 and 2 (rank 3 or 4): attention's heads
return {
  name = "permute",
  doc = "x with its axes reordered: output axis i is input axis p<i> (ONNX Transpose)",
  inputs = { "x" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = attrs,
  shape = {
    require = { "rank(x) >= 1", table.concat(sum, " + ") .. " == " .. table.concat(ones, " + ") },
    out = { { rank = "rank(x)", dim = table.concat(dim) .. "0" } },
  },
  kernel = "permute",
  -- Transpose: nhwc, nchw or transpose where it is one of those
  onnx = { import = { { op = "Transpose", hook = "transpose" } }, export = { op = "Transpose", hook = "permute" } },
  axioms = {
    { "permute_involution", "(forall (x) (= (permute " .. P .. " (permute " .. P .. " x)) x))" },
    { "permute_ewadd", "(forall (x y) (= (permute " .. P .. " (ewadd x y)) (ewadd (permute " .. P .. " x) (permute " .. P .. " y))))" },
    { "permute_ewmul", "(forall (x y) (= (permute " .. P .. " (ewmul x y)) (ewmul (permute " .. P .. " x) (permute " .. P .. " y))))" },
    { "permute_smul", "(forall (x s) (= (permute " .. P .. " (smul x s)) (smul (permute " .. P .. " x) s)))" },
    { "permute_erf", "(forall (x) (= (permute " .. P .. " (erf x)) (erf (permute " .. P .. " x))))" },
  },
}
