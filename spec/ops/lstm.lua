-- spec/ops/lstm.lua: a long short-term memory layer (ONNX LSTM, layout 0) whose output is the sequence Y.
--
-- ONNX's LSTM with its defaults: gates in the order i, o, f, c, activations
-- sigmoid, tanh, tanh, no peepholes, no clip, no coupled forget gate, every
-- sequence of the full length. x [seq, batch, in], w [dirs, 4H, in], r
-- [dirs, 4H, H], b [dirs, 8H] (the input's biases, then the recurrence's),
-- h0 and c0 [dirs, batch, H]; Y [seq, dirs, batch, H]. The importer makes
-- zeros of an absent b, h0 or c0, and maps an LSTM only when nothing reads
-- its Y_h and Y_c (tasoc's operators here have one output shape each; an
-- LSTM whose last state is read, silero's, stays opaque).
-- generate = false and firmware = false, as the transformer operators.
return {
  name = "lstm",
  doc = "ONNX LSTM (gates iofc, sigmoid/tanh/tanh) over x [seq, batch, in]: the hidden states Y [seq, dirs, batch, H]",
  inputs = { "x", "w", "r", "b", "h0", "c0" },
  outputs = 1,
  generate = false,
  firmware = false, -- left out of the firmware image (core/op.h, TASOC_NO_HOST_ONLY_OPS)
  attrs = {
    { name = "direction", type = "enum", values = { "forward", "reverse", "bidirectional" } },
  },
  shape = {
    require = {
      "rank(x) == 3", "rank(w) == 3", "rank(r) == 3", "rank(b) == 2", "rank(h0) == 3", "rank(c0) == 3",
      "w[0] == (direction == bidirectional ? 2 : 1)", "w[1] == 4 * r[2]", "w[2] == x[2]",
      "r[0] == w[0]", "r[1] == w[1]", "b[0] == w[0]", "b[1] == 8 * r[2]",
      "h0[0] == w[0]", "h0[1] == x[1]", "h0[2] == r[2]",
      "c0[0] == w[0]", "c0[1] == x[1]", "c0[2] == r[2]",
    },
    out = { { dims = { "x[0]", "w[0]", "x[1]", "r[2]" } } },
  },
  kernel = "lstm",
  onnx = { import = { { op = "LSTM", hook = "lstm" } }, export = { op = "LSTM", since = 7, hook = "lstm" } },
  -- per output element: 4 gates of in + H multiply-adds each are the cost's
  -- bulk; the analytical model's flat rate stands for them
  cost = { flops = 15, ort_weights = { "w", "r", "b" } },
  -- No axioms: each sequence of the batch runs on its own, so stacking
  -- batches commutes with it, but `tasoc rules check-axioms` draws shapes
  -- from three random extents and never meets the gate sizes (4H and 8H
  -- rows) the shape rule couples, so such an axiom would go untested; no
  -- rule uses lstm. tests/test_lstm.c checks the batch property on the kernel.
  axioms = {},
}
