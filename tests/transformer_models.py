#!/usr/bin/python3
# transformer_models.py OUTDIR: a self-attention block as PyTorch exports a Hugging Face-style BERT layer
# (tests/transformer_e2e.sh): separate Q, K and V Linear layers (MatMul of [1, tokens, d] by [d, d], then Add of
# the bias), heads by Reshape and Transpose, softmax(Q K^T / sqrt(dk)) V, the output projection and a residual.
import os, sys
import numpy as np
import onnx
from onnx import TensorProto as T, helper as h, numpy_helper as nh

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)
S, D, H = 16, 64, 4
DK = D // H


def w(name, *shape):
    return nh.from_array((rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32), name)


inits = [nh.from_array(np.array([1, S, H, DK], np.int64), 'heads'), nh.from_array(np.array([1, S, D], np.int64), 'merged'),
         nh.from_array(np.array(np.sqrt(DK), np.float32), 'scale')]
nodes = []
for p in 'qkvo':
    inits += [w('W' + p, D, D), w('b' + p, D)]
for p in 'qkv':
    nodes += [h.make_node('MatMul', ['x', 'W' + p], [p + '_mm']),
              h.make_node('Add', [p + '_mm', 'b' + p], [p + '_lin']),
              h.make_node('Reshape', [p + '_lin', 'heads'], [p + '_h']),
              h.make_node('Transpose', [p + '_h'], [p + '_t'], perm=[0, 2, 3, 1] if p == 'k' else [0, 2, 1, 3])]
nodes += [h.make_node('MatMul', ['q_t', 'k_t'], ['qk']),
          h.make_node('Div', ['qk', 'scale'], ['qk_s']),
          h.make_node('Softmax', ['qk_s'], ['att'], axis=-1),
          h.make_node('MatMul', ['att', 'v_t'], ['ctx']),
          h.make_node('Transpose', ['ctx'], ['ctx_t'], perm=[0, 2, 1, 3]),
          h.make_node('Reshape', ['ctx_t', 'merged'], ['ctx_m']),
          h.make_node('MatMul', ['ctx_m', 'Wo'], ['o_mm']),
          h.make_node('Add', ['o_mm', 'bo'], ['o']),
          h.make_node('Add', ['x', 'o'], ['y'])]
g = h.make_graph(nodes, 'attention', [h.make_tensor_value_info('x', T.FLOAT, [1, S, D])],
                 [h.make_tensor_value_info('y', T.FLOAT, [1, S, D])], inits)
m = h.make_model(g, opset_imports=[h.make_opsetid('', 14)], producer_name='transformer_models.py')
m.ir_version = 8
onnx.save(m, os.path.join(out, 'attention.onnx'))
