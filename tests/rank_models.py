#!/usr/bin/python3
# rank_models.py: the small ONNX models of tests/rank_e2e.sh, tensors of rank 5 to 9, written into a folder.
#
#   rank_models.py DIR
#
# shuffle.onnx  ShuffleNet v2's channel shuffle (Reshape to rank 5, Transpose,
#               Reshape back) between convolutions, its rank-5 shape computed
#               at run time from Shape as PyTorch exports it; a Split, two
#               Relus and a Concat at rank 5 between the Transpose and the
#               second Reshape
# conv3d.onnx   a 3-D convolution (rank-5 input and weight), an Add of two
#               rank-5 tensors, and a rank-6 window partition as a graph output
# rank9.onnx    a Reshape to rank 9, which tasoc refuses (rank9_novi.onnx: the
#               same without value_info; in9.onnx: a graph input of rank 9)
# Built at test time so that no model binary is committed.
import sys
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

out = sys.argv[1]
rng = np.random.default_rng(5)


def init(name, *shape):
    return numpy_helper.from_array(rng.standard_normal(shape).astype(np.float32) * 0.3, name)


def ints(name, v):
    return numpy_helper.from_array(np.array(v, dtype=np.int64), name)


def save(g, name, opset=13):
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)])
    m = onnx.shape_inference.infer_shapes(m)
    onnx.checker.check_model(m, full_check=True)
    onnx.save(m, f'{out}/{name}.onnx')


def vi(name, shape):
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)


# The channel shuffle of ShuffleNet v2: two branches concatenated, Reshape to
# [1, 2, 8, 6, 6] (the shape Concat(Shape(x)[0:1], [2, 8], Shape(x)[2:4]),
# folded by tasoc's simplify pass), Transpose, Reshape back. Between them, at
# rank 5, a Split whose halves each go through a Relu and are concatenated
# again: split, relu and concat map at rank 5, so rules rewrite them there.
N = helper.make_node
save(helper.make_graph([
    N('Conv', ['x', 'w1', 'b1'], ['c1'], pads=[1, 1, 1, 1]),
    N('Conv', ['x', 'w3'], ['c3'], pads=[1, 1, 1, 1]),
    N('Concat', ['c1', 'c3'], ['cat'], axis=1),
    N('Shape', ['cat'], ['s']),
    N('Slice', ['s', 'z', 'one'], ['s_n']),
    N('Slice', ['s', 'two', 'four'], ['s_hw']),
    N('Concat', ['s_n', 'g', 's_hw'], ['s5'], axis=0),
    N('Reshape', ['cat', 's5'], ['r5']),
    N('Transpose', ['r5'], ['t5'], perm=[0, 2, 1, 3, 4]),
    N('Split', ['t5', 'halves'], ['h0', 'h1'], axis=2),
    N('Relu', ['h0'], ['q0']),
    N('Relu', ['h1'], ['q1']),
    N('Concat', ['q0', 'q1'], ['q5'], axis=2),
    N('Reshape', ['q5', 's'], ['sh']),
    N('Conv', ['sh', 'w2'], ['c2']),
    N('Relu', ['c2'], ['y']),
], 'shuffle', [vi('x', [1, 3, 6, 6])], [vi('y', [1, 8, 6, 6])],
    [init('w1', 8, 3, 3, 3), init('b1', 8), init('w3', 8, 3, 3, 3), init('w2', 8, 16, 1, 1),
     ints('z', [0]), ints('one', [1]), ints('two', [2]), ints('four', [4]), ints('g', [2, 8]),
     ints('halves', [1, 1])]), 'shuffle')

# A 3-D convolution: rank-5 input, weight and output; Add of two rank-5 tensors;
# a window partition to rank 6 read by a Relu, as a graph output.
save(helper.make_graph([
    N('Conv', ['x', 'w'], ['c'], pads=[1, 1, 1, 1, 1, 1]),
    N('Relu', ['c'], ['r']),
    N('Add', ['r', 'c'], ['a']),
    N('Reshape', ['a', 'win'], ['p']),
    N('Transpose', ['p'], ['pt'], perm=[0, 2, 4, 1, 3, 5]),
    N('Relu', ['pt'], ['y6']),
    N('Sigmoid', ['a'], ['y5']),
], 'conv3d', [vi('x', [1, 2, 4, 4, 4])], [vi('y6', None), vi('y5', None)],
    [init('w', 3, 2, 3, 3, 3), ints('win', [1, 12, 2, 2, 2, 2])]), 'conv3d')

# Rank 9: 512 elements as nine axes of 2.
save(helper.make_graph([
    N('Relu', ['x'], ['r']),
    N('Reshape', ['r', 's9'], ['big']),
    N('Relu', ['big'], ['y9']),
    N('Reshape', ['y9', 's1'], ['y']),
], 'rank9', [vi('x', [512])], [vi('y', [512])], [ints('s9', [2] * 9), ints('s1', [512])]), 'rank9')
m = onnx.load(f'{out}/rank9.onnx')
del m.graph.value_info[:]
onnx.save(m, f'{out}/rank9_novi.onnx')
save(helper.make_graph([N('Relu', ['x'], ['y'])], 'in9', [vi('x', [2] * 9)], [vi('y', [2] * 9)]), 'in9')
