#!/usr/bin/python3
# shape_models.py OUTDIR: small models whose shapes only ONNX's own inference gives tasoc (tests/shape_infer_e2e.sh).
#
#   convtranspose.onnx  ConvTranspose (no tasoc rule) between convolutions the rules can merge
#   paddle_ln.onnx      paddle2onnx's LayerNorm as ReduceMean, Sub, Pow, Sqrt and Div, its shape read back by
#                       Shape and Slice into a Reshape (the exporter's pattern); DepthToSpace and CumSum after it
#   custom_hint.onnx    an operator of another domain, shaped only by the file's value_info (the last fallback)
#   custom_none.onnx    the same without value_info: refused, naming the node and the operator
#   reduce18.onnx       opset 18 ReduceL2 with axes fed at run time, which ONNX 1.12's rule would shape wrongly
#   shift_mask.onnx     Swin's shifted-window mask: ConstantOfShape and ScatterND on constants, folded
# The forms of opsets 18 to 23 that today's exporters write (torch's dynamo exporter: opset 18), whose shapes
# come from ONNX's current inference (PyPI onnx in the venv, tools/onnx_shapes.py), not libonnx 1.12's:
#   reduce_axes18.onnx  ReduceMean and ReduceMax with their axes as a constant input
#   split18.onnx        Split with num_outputs (8 split in 3: 3, 3 and 2), its pieces concatenated
#   pad18.onnx          Pad with axes, then a Conv whose input shape it gives
#   gelu20.onnx         Gelu (opset 20, tanh approximation) between two MatMuls
#   rms23.onnx          RMSNormalization (opset 23) after a MatMul
#   centercrop18.onnx   CenterCropPad (opset 18) after a Conv
#   col2im18.onnx       Col2Im (opset 18) of a MatMul's product
#   attention23.onnx    Attention (opset 23) of three projections
#   rotary23.onnx       RotaryEmbedding (opset 23) of a projection
# tasoc's own rules shape the first four; ONNX 1.12's inference knows none of the last five.
import os, sys
import numpy as np
import onnx
from onnx import TensorProto as T, helper as h, numpy_helper as nh

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
rng = np.random.default_rng(0)


def w(name, *shape):
    return nh.from_array(rng.standard_normal(shape).astype(np.float32) * 0.2, name)


def i64(name, vals):
    return nh.from_array(np.array(vals, dtype=np.int64), name)


def save(name, nodes, inputs, outputs, inits, opset=13, value_info=(), domains=()):
    g = h.make_graph(nodes, name, inputs, outputs, inits, value_info=list(value_info))
    ops = [h.make_opsetid('', opset)] + [h.make_opsetid(d, 1) for d in domains]
    m = h.make_model(g, opset_imports=ops, producer_name='shape_models.py')
    m.ir_version = 10 if opset >= 21 else 8  # opset 21 came with IR version 10
    onnx.save(m, os.path.join(out, name + '.onnx'))


# Outputs of rank 4 with symbolic extents (onnx.checker wants a shape; a static one would answer for the last node).
y4 = h.make_tensor_value_info('y', T.FLOAT, ['n', 'c', 'h', 'w'])

# Two 1x1 convolutions of one input (a merge the rules make), then ConvTranspose, whose shape tasoc has no rule for.
save('convtranspose', [
    h.make_node('Conv', ['x', 'w1', 'b1'], ['c1']),
    h.make_node('Conv', ['x', 'w2', 'b2'], ['c2']),
    h.make_node('Add', ['c1', 'c2'], ['s']),
    h.make_node('Relu', ['s'], ['r']),
    h.make_node('ConvTranspose', ['r', 'wt'], ['up'], strides=[2, 2], pads=[1, 1, 1, 1], output_padding=[1, 1]),
    h.make_node('Conv', ['up', 'w3'], ['y']),
], [h.make_tensor_value_info('x', T.FLOAT, [1, 8, 10, 10])], [y4],
    [w('w1', 8, 8, 1, 1), w('b1', 8), w('w2', 8, 8, 1, 1), w('b2', 8), w('wt', 8, 4, 3, 3), w('w3', 4, 4, 1, 1)])

# LayerNorm decomposed, then reshaped to (batch, tokens, 2, 16) with the first two extents read by Shape and Slice.
save('paddle_ln', [
    h.make_node('ReduceMean', ['x'], ['mu'], axes=[-1]),
    h.make_node('Sub', ['x', 'mu'], ['d']),
    h.make_node('Pow', ['d', 'two'], ['d2']),
    h.make_node('ReduceMean', ['d2'], ['var'], axes=[-1]),
    h.make_node('Add', ['var', 'eps'], ['ve']),
    h.make_node('Sqrt', ['ve'], ['sd']),
    h.make_node('Div', ['d', 'sd'], ['n']),
    h.make_node('Mul', ['n', 'gamma'], ['ng']),
    h.make_node('Add', ['ng', 'beta'], ['ln']),
    h.make_node('Shape', ['ln'], ['shp']),
    h.make_node('Slice', ['shp', 'zero', 'two_i'], ['bt']),
    h.make_node('Concat', ['bt', 'tail'], ['newshape'], axis=0),
    h.make_node('Reshape', ['ln', 'newshape'], ['r4']),
    h.make_node('Transpose', ['r4'], ['t4'], perm=[0, 2, 1, 3]),
    h.make_node('DepthToSpace', ['t4'], ['ds'], blocksize=1),
    h.make_node('CumSum', ['ds', 'axis'], ['y']),
], [h.make_tensor_value_info('x', T.FLOAT, [1, 6, 32])], [y4],
    [nh.from_array(np.array(2.0, np.float32), 'two'), nh.from_array(np.array(1e-5, np.float32), 'eps'),
     w('gamma', 32), w('beta', 32), i64('zero', [0]), i64('two_i', [2]), i64('tail', [2, 16]),
     nh.from_array(np.array(3, np.int32), 'axis')])

# An operator no schema describes: its output's shape can only come from the file.
custom = [h.make_node('Relu', ['x'], ['r']), h.make_node('Mystery', ['r'], ['m'], domain='example.com'),
          h.make_node('Relu', ['m'], ['y'])]
io = ([h.make_tensor_value_info('x', T.FLOAT, [1, 4, 5, 5])], [h.make_tensor_value_info('y', T.FLOAT, None)])
save('custom_hint', custom, *io, [], value_info=[h.make_tensor_value_info('m', T.FLOAT, [1, 4, 5, 5])],
     domains=['example.com'])
save('custom_none', custom, *io, [], domains=['example.com'])

# From opset 18 a reduction takes its axes as an input. ONNX 1.12 knows opsets up to 17: its ReduceL2 rule
# would ignore the input and reduce every axis, [1, 1, 1], where the shape depends on the axes fed at run time.
save('reduce18', [h.make_node('ReduceL2', ['x', 'ax'], ['r']), h.make_node('Relu', ['r'], ['y'])],
     [h.make_tensor_value_info('x', T.FLOAT, [2, 3, 4]), h.make_tensor_value_info('ax', T.INT64, [1])],
     [h.make_tensor_value_info('y', T.FLOAT, None)], [], opset=18)

# Swin's window attention pads to a multiple of the window: pad = (w - h % w) % w, integer Mod on constants
# (PyTorch's export), then Pad. Folding evaluates the Mods; the Pad's output then has a shape.
save('window_pad', [
    h.make_node('Mod', ['h', 'win'], ['m1']),
    h.make_node('Sub', ['win', 'm1'], ['d']),
    h.make_node('Mod', ['d', 'win'], ['p']),
    h.make_node('Concat', ['zeros', 'p', 'zeros', 'zeros', 'zeros', 'p', 'zeros', 'zeros'], ['pads'], axis=0),
    h.make_node('Pad', ['x', 'pads'], ['y']),
], [h.make_tensor_value_info('x', T.FLOAT, [1, 5, 5, 4])], [y4],
    [i64('h', [5]), i64('win', [7]), i64('zeros', [0])])

# Swin's shifted-window attention mask is built on shapes alone: ConstantOfShape, then ScatterND writing a
# region at a time. Folding evaluates both (onnx_eval.c), so the Add of the mask to the scores is an ewadd of a
# weight: nothing stays opaque.
save('shift_mask', [
    h.make_node('ConstantOfShape', ['shp'], ['z'], value=nh.from_array(np.array([0.0], np.float32))),
    h.make_node('ScatterND', ['z', 'rows', 'minus'], ['m1']),
    h.make_node('ScatterND', ['m1', 'cell', 'five'], ['m2']),
    h.make_node('Add', ['x', 'm2'], ['y']),
], [h.make_tensor_value_info('x', T.FLOAT, [4, 4])], [h.make_tensor_value_info('y', T.FLOAT, [4, 4])],
    [i64('shp', [4, 4]), nh.from_array(np.array([[1], [-1]], np.int64), 'rows'),
     nh.from_array(np.full((2, 4), -100.0, np.float32), 'minus'),
     nh.from_array(np.array([[3, 0]], np.int64), 'cell'), nh.from_array(np.array([5.0], np.float32), 'five')])

# Opsets 18 to 23: outputs declared without a shape, so that only inference gives one.
x3 = h.make_tensor_value_info('x', T.FLOAT, [2, 8, 6])
free = h.make_tensor_value_info('y', T.FLOAT, None)
save('reduce_axes18', [
    h.make_node('ReduceMean', ['x', 'last'], ['m'], keepdims=1),
    h.make_node('Sub', ['x', 'm'], ['d']),
    h.make_node('ReduceMax', ['d', 'mid'], ['y'], keepdims=0),
], [x3], [free], [i64('last', [2]), i64('mid', [1])], opset=18)
save('split18', [
    h.make_node('Split', ['x'], ['a', 'b', 'c'], axis=1, num_outputs=3),
    h.make_node('Concat', ['c', 'a'], ['ca'], axis=1),
    h.make_node('MatMul', ['ca', 'w'], ['y']),
], [x3], [free], [w('w', 6, 4)], opset=18)
save('pad18', [
    h.make_node('Pad', ['x4', 'pads', '', 'axes'], ['p']),
    h.make_node('Conv', ['p', 'k'], ['c']),
    h.make_node('Relu', ['c'], ['y']),
], [h.make_tensor_value_info('x4', T.FLOAT, [1, 4, 6, 6])], [free], [i64('pads', [1, 1, 1, 1]), i64('axes', [2, 3]),
                                                                     w('k', 8, 4, 3, 3)], opset=18)
save('gelu20', [
    h.make_node('MatMul', ['x', 'w1'], ['a']),
    h.make_node('Gelu', ['a'], ['g'], approximate='tanh'),
    h.make_node('MatMul', ['g', 'w2'], ['y']),
], [x3], [free], [w('w1', 6, 16), w('w2', 16, 6)], opset=20)
save('rms23', [
    h.make_node('MatMul', ['x', 'w1'], ['a']),
    h.make_node('RMSNormalization', ['a', 'scale'], ['y'], axis=-1),
], [x3], [free], [w('w1', 6, 16), nh.from_array(np.ones(16, np.float32), 'scale')], opset=23)
save('centercrop18', [
    h.make_node('Conv', ['x4', 'k'], ['c'], pads=[1, 1, 1, 1]),
    h.make_node('CenterCropPad', ['c', 'hw'], ['y'], axes=[2, 3]),
], [h.make_tensor_value_info('x4', T.FLOAT, [1, 4, 6, 6])], [free], [w('k', 4, 4, 3, 3), i64('hw', [4, 4])], opset=18)
save('col2im18', [
    h.make_node('MatMul', ['x', 'w1'], ['cols']),
    h.make_node('Col2Im', ['cols', 'isz', 'bsz'], ['y']),
], [h.make_tensor_value_info('x', T.FLOAT, [1, 4, 6])], [free], [w('w1', 6, 9), i64('isz', [4, 4]), i64('bsz', [2, 2])],
    opset=18)
qkv = [h.make_node('MatMul', ['x', 'w' + n], [n]) for n in 'qkv']
x4d = h.make_tensor_value_info('x', T.FLOAT, [1, 2, 4, 8])
save('attention23', qkv + [h.make_node('Attention', ['q', 'k', 'v'], ['y'])], [x4d], [free],
     [w('wq', 8, 8), w('wk', 8, 8), w('wv', 8, 8)], opset=23)
save('rotary23', [
    h.make_node('MatMul', ['x', 'wq'], ['q']),
    h.make_node('RotaryEmbedding', ['q', 'cos', 'sin', 'pos'], ['y']),
], [x4d], [free], [w('wq', 8, 8), nh.from_array(np.cos(np.arange(64, dtype=np.float32)).reshape(16, 4), 'cos'),
                   nh.from_array(np.sin(np.arange(64, dtype=np.float32)).reshape(16, 4), 'sin'),
                   i64('pos', [[0, 1, 2, 3]])], opset=23)
