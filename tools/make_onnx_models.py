#!/usr/bin/python3
# make_onnx_models.py: builds the bundled ONNX models (and the malformed ones the tests expect to be refused).
#
#   make_onnx_models.py OUTDIR           convnet.onnx, mlp.onnx, resblock.onnx, convchain.onnx into OUTDIR
#   make_onnx_models.py --bad OUTDIR     the test models committed under tests/models/: the
#                                        malformed ones and one with a symbolic batch dimension
#   make_onnx_models.py --blocks N FILE  N blocks of Clip 0..6, Unsqueeze, Squeeze, 20 Muls and a Sum
#   make_onnx_models.py --stft-blocks N FILE  N blocks of 1-D Conv, Slices, Cast, Pow, Add, Sqrt, Gather
#                                        of the 20 (24 nodes a block): the import's cost at scale
#
# Weights are seeded, so the files are the same on every run.
import os, sys
import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

rng = np.random.default_rng(2024)
OPSET = [helper.make_opsetid('', 13)]


def w(name, *shape, scale=0.3):
    return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)


def vi(name, *shape, t=TensorProto.FLOAT):
    return helper.make_tensor_value_info(name, t, list(shape))


def save(model, path, check=True):
    if check:
        onnx.checker.check_model(model, full_check=True)
    onnx.save(model, path)


def convnet():
    """Two convolution branches (Inception-like), batch norm, pooling, a classifier, a softmax."""
    n = helper.make_node
    nodes = [
        n('Conv', ['x', 'c1w', 'c1b'], ['c1'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n('Relu', ['c1'], ['r1']),
        n('Conv', ['r1', 'b1w'], ['b1'], kernel_shape=[1, 1]),
        n('Relu', ['b1'], ['rb1']),
        n('Conv', ['r1', 'b2w'], ['b2'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n('Relu', ['b2'], ['rb2']),
        n('Concat', ['rb1', 'rb2'], ['cat'], axis=1),
        n('BatchNormalization', ['cat', 'bns', 'bnb', 'bnm', 'bnv'], ['bn'], epsilon=1e-5),
        n('MaxPool', ['bn'], ['mp'], kernel_shape=[2, 2], strides=[2, 2]),
        n('Conv', ['mp', 'gw'], ['gc'], kernel_shape=[3, 3], pads=[1, 1, 1, 1], group=2),
        n('GlobalAveragePool', ['gc'], ['gap']),
        n('Flatten', ['gap'], ['flat'], axis=1),
        n('Gemm', ['flat', 'fcw', 'fcb'], ['logits'], transB=1),
        n('Softmax', ['logits'], ['prob'], axis=1),
    ]
    inits = [w('c1w', 8, 3, 3, 3), w('c1b', 8), w('b1w', 8, 8, 1, 1), w('b2w', 8, 8, 3, 3),
             numpy_helper.from_array(rng.uniform(0.5, 1.5, 16).astype(np.float32), 'bns'), w('bnb', 16),
             w('bnm', 16, scale=0.1), numpy_helper.from_array(rng.uniform(0.5, 2, 16).astype(np.float32), 'bnv'),
             w('gw', 16, 8, 3, 3), w('fcw', 10, 16), w('fcb', 10)]
    g = helper.make_graph(nodes, 'convnet', [vi('x', 1, 3, 16, 16)], [vi('prob', 1, 10)], inits)
    m = helper.make_model(g, opset_imports=OPSET, producer_name='tasoc make_onnx_models.py')
    helper.set_model_props(m, {'purpose': 'tasoc bundled example'})
    return m


def mlp():
    """Matrix products with bias, activations, a Constant node and a transposed weight."""
    n = helper.make_node
    nodes = [
        n('Constant', [], ['scale'], value=numpy_helper.from_array(np.array(0.5, np.float32))),
        n('MatMul', ['x', 'w1'], ['h1']),
        n('Add', ['h1', 'b1'], ['a1']),
        n('Tanh', ['a1'], ['t1']),
        n('Transpose', ['w2t'], ['w2'], perm=[1, 0]),
        n('MatMul', ['t1', 'w2'], ['h2']),
        n('Add', ['h2', 'b2'], ['a2']),
        n('Sigmoid', ['a2'], ['s2']),
        n('Mul', ['s2', 'scale'], ['y']),
    ]
    inits = [w('w1', 32, 64), w('b1', 64), w('w2t', 16, 64), w('b2', 16)]
    g = helper.make_graph(nodes, 'mlp', [vi('x', 8, 32)], [vi('y', 8, 16)], inits)
    return helper.make_model(g, opset_imports=OPSET, producer_name='tasoc make_onnx_models.py')


def resblock():
    """A residual block with a split and an opaque LeakyRelu between mapped operators."""
    n = helper.make_node
    nodes = [
        n('Conv', ['x', 'w1'], ['c1'], kernel_shape=[3, 3], auto_pad='SAME_UPPER'),
        n('Relu', ['c1'], ['r1']),
        n('Conv', ['r1', 'w2', 'b2'], ['c2'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n('Add', ['c2', 'x'], ['sum']),
        n('LeakyRelu', ['sum'], ['lr'], alpha=0.1),
        n('Split', ['lr', 'sizes'], ['s0', 's1'], axis=1),
        n('Mul', ['s0', 's1'], ['prod']),
        n('AveragePool', ['prod'], ['y'], kernel_shape=[3, 3], pads=[1, 1, 1, 1], count_include_pad=1),
    ]
    inits = [w('w1', 8, 8, 3, 3), w('w2', 8, 8, 3, 3), w('b2', 8),
             numpy_helper.from_array(np.array([4, 4], np.int64), 'sizes')]
    g = helper.make_graph(nodes, 'resblock', [vi('x', 2, 8, 8, 8)], [vi('y', 2, 4, 8, 8)], inits)
    return helper.make_model(g, opset_imports=OPSET, producer_name='tasoc make_onnx_models.py')


def dynamic_batch():
    """A symbolic batch dimension: tasoc imports it only with a value (--dim batch=N)."""
    n = helper.make_node
    g = helper.make_graph([n('Relu', ['x'], ['r']), n('Softmax', ['r'], ['y'], axis=1)], 'dynamic',
                          [vi('x', 'batch', 10)], [vi('y', 'batch', 10)])
    return helper.make_model(g, opset_imports=OPSET)


def if_outer():
    """An If whose branches read 'r' and 'w' from the enclosing graph without listing them as inputs."""
    n = helper.make_node
    then_g = helper.make_graph([n('Mul', ['r', 'w'], ['t_out'])], 'then', [], [vi('t_out', 2, 3)])
    else_g = helper.make_graph([n('Neg', ['r'], ['e_out'])], 'else', [], [vi('e_out', 2, 3)])
    nodes = [n('Relu', ['x'], ['r0']), n('Relu', ['r0'], ['r']), n('ReduceSum', ['x'], ['s'], keepdims=0),
             n('Greater', ['s', 'zero'], ['cond']), n('If', ['cond'], ['y'], then_branch=then_g, else_branch=else_g)]
    inits = [numpy_helper.from_array(np.arange(6, dtype=np.float32).reshape(2, 3), 'w'),
             numpy_helper.from_array(np.array(0, np.float32), 'zero')]
    g = helper.make_graph(nodes, 'if_outer', [vi('x', 2, 3)], [vi('y', 2, 3)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def fold_shape():
    """Issue 14's plumbing: pads and a reshape target computed from Shape at run time, an input dim
    without a name (--input-shape), a stale value_info entry; all of it folds to constants."""
    n = helper.make_node
    i64 = lambda name, v: numpy_helper.from_array(np.array(v, np.int64), name)
    nodes = [n('Shape', ['x'], ['s']), n('Gather', ['s', 'hw'], ['g'], axis=0), n('Sub', ['g', 'seven'], ['tail']),
             n('ConstantOfShape', ['six'], ['zeros'], value=helper.make_tensor('v', TensorProto.INT64, [1], [0])),
             n('Concat', ['zeros', 'tail'], ['pads'], axis=0), n('Pad', ['x', 'pads'], ['p'], name='pad'),
             n('Relu', ['p'], ['y']), n('Shape', ['y'], ['sy']), n('Gather', ['sy', 'nc'], ['g2'], axis=0),
             n('Concat', ['g2', 'minus1'], ['target'], axis=0), n('Reshape', ['y', 'target'], ['out'])]
    inits = [i64('hw', [2, 3]), i64('seven', [7, 7]), i64('six', [6]), i64('nc', [0, 1]), i64('minus1', [-1])]
    g = helper.make_graph(nodes, 'fold_shape', [vi('x', None, 3, 8, 8)], [vi('out', None, 3, None)], inits,
                          value_info=[vi('y', 1, 3, 5, 5)])  # stale: y is [1,3,9,9]
    return helper.make_model(g, opset_imports=OPSET)


def fold_pads():
    """silero's reflect pads: PyTorch's [left, right] per axis from the last, turned into ONNX's order by a
    Reshape to rows, a Slice with step -1, a Transpose, a Reshape and a Cast, all on constants."""
    n = helper.make_node
    i64 = lambda name, v: numpy_helper.from_array(np.array(v, np.int64), name)
    nodes = [n('ConstantOfShape', ['two'], ['zeros'], value=helper.make_tensor('v', TensorProto.INT64, [1], [0])),
             n('Concat', ['torch_pads', 'zeros'], ['cat'], axis=0),        # [3,1, 2,0, 0,0]
             n('Reshape', ['cat', 'rows'], ['r']),                          # [[3,1],[2,0],[0,0]]
             n('Slice', ['r', 'start', 'end', 'axis0', 'back'], ['rev']),   # rows reversed: first axis first
             n('Transpose', ['rev'], ['tr'], perm=[1, 0]),                  # [[0,2,3],[0,0,1]]
             n('Reshape', ['tr', 'flat'], ['fl']), n('Cast', ['fl'], ['pads'], to=TensorProto.INT64),
             n('Pad', ['x', 'pads'], ['y'], mode='reflect')]
    inits = [i64('torch_pads', [3, 1, 2, 0]), i64('two', [2]), i64('rows', [-1, 2]), i64('start', [-1]),
             i64('end', [-(1 << 62)]), i64('axis0', [0]), i64('back', [-1]), i64('flat', [-1])]
    g = helper.make_graph(nodes, 'fold_pads', [vi('x', 1, 4, 10)], [vi('y', 1, 6, 14)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def if_const():
    """An If whose condition is a function of static shapes only: inlined. Its then branch defines 't',
    a name the main graph also defines: the inlined copy is renamed."""
    n = helper.make_node
    then_g = helper.make_graph([n('Relu', ['x'], ['t']), n('Add', ['t', 'x'], ['t_out'])], 'then', [], [vi('t_out', 2, 3)])
    else_g = helper.make_graph([n('Neg', ['x'], ['e_out'])], 'else', [], [vi('e_out', 2, 3)])
    nodes = [n('Shape', ['x'], ['s']), n('Gather', ['s', 'zero'], ['d0'], axis=0), n('Equal', ['d0', 'two'], ['cond']),
             n('If', ['cond'], ['f'], then_branch=then_g, else_branch=else_g), n('Sigmoid', ['x'], ['t']),
             n('Mul', ['f', 't'], ['y'])]
    inits = [numpy_helper.from_array(np.array(0, np.int64), 'zero'), numpy_helper.from_array(np.array(2, np.int64), 'two')]
    g = helper.make_graph(nodes, 'if_const', [vi('x', 2, 3)], [vi('y', 2, 3)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def if_many_reads():
    """An If on a run-time condition whose branches read 20 weights and x from the enclosing graph:
    more tensors than a tasoc node has inputs. It stays opaque, its subgraphs intact."""
    n = helper.make_node
    ws = [f'w{i}' for i in range(20)]
    chain = lambda tag, op: [n(op, ['x' if i == 0 else f'{tag}{i - 1}', ws[i]], [f'{tag}{i}']) for i in range(20)]
    then_g = helper.make_graph(chain('a', 'Add'), 'then', [], [vi('a19', 2, 3)])
    else_g = helper.make_graph(chain('m', 'Mul'), 'else', [], [vi('m19', 2, 3)])
    nodes = [n('If', ['c'], ['f'], then_branch=then_g, else_branch=else_g), n('Relu', ['f'], ['y'])]
    inits = [numpy_helper.from_array(np.full((2, 3), 1 + i / 10, np.float32), ws[i]) for i in range(20)]
    g = helper.make_graph(nodes, 'if_many_reads', [vi('x', 2, 3), vi('c', t=TensorProto.BOOL)], [vi('y', 2, 3)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def clip6(opset):
    """Clip between 0 and 6 is relu6 (mlsd has 26): bounds as initializers, as a Constant node's output,
    or, before opset 11, as attributes. A Clip 0..1 and one without a max stay opaque."""
    n = helper.make_node
    f = lambda name, v: numpy_helper.from_array(np.array(v, np.float32), name)
    if opset >= 11:
        nodes = [n('Constant', [], ['six_c'], value=helper.make_tensor('v', TensorProto.FLOAT, [], [6.0])),
                 n('Clip', ['x', 'zero', 'six'], ['a']), n('Clip', ['x', 'zero', 'six_c'], ['b']),
                 n('Clip', ['x', 'zero', 'one'], ['c']), n('Clip', ['x', 'zero'], ['d'])]
        inits = [f('zero', 0.0), f('six', 6.0), f('one', 1.0)]
    else:
        nodes = [n('Clip', ['x'], ['a'], min=0.0, max=6.0), n('Clip', ['x'], ['b'], min=0.0, max=6.0),
                 n('Clip', ['x'], ['c'], min=0.0, max=1.0), n('Clip', ['x'], ['d'], min=0.0)]
        inits = []
    nodes += [n('Concat', ['a', 'b', 'c', 'd'], ['y'], axis=1)]
    g = helper.make_graph(nodes, 'clip6', [vi('x', 2, 3)], [vi('y', 2, 12)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)])


def hardswish():
    """HardSwish (opset 14) on two branches joined by a Concat: mapped, and the rules see it."""
    n = helper.make_node
    nodes = [n('HardSwish', ['x'], ['a']), n('Mul', ['x', 'two'], ['x2']), n('HardSwish', ['x2'], ['b']),
             n('Concat', ['a', 'b'], ['y'], axis=1)]
    g = helper.make_graph(nodes, 'hardswish', [vi('x', 2, 3)], [vi('y', 2, 6)],
                          [numpy_helper.from_array(np.array(4.0, np.float32), 'two')])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 14)])


def hardsigmoid():
    """HardSigmoid (opset 13) as PyTorch exports it (alpha 1/6, beta 0.5) on two branches joined by a Concat, and
    once with ONNX's defaults (0.2, 0.5): all mapped, the attributes kept, and the rules see the pair."""
    n = helper.make_node
    nodes = [n('HardSigmoid', ['x'], ['a'], alpha=1.0 / 6, beta=0.5), n('Mul', ['x', 'four'], ['x4']),
             n('HardSigmoid', ['x4'], ['b'], alpha=1.0 / 6, beta=0.5), n('HardSigmoid', ['x4'], ['c']),
             n('Concat', ['a', 'b', 'c'], ['y'], axis=1)]
    g = helper.make_graph(nodes, 'hardsigmoid', [vi('x', 2, 3)], [vi('y', 2, 9)],
                          [numpy_helper.from_array(np.array(4.0, np.float32), 'four')])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def prelu(per_element=False):
    """PRelu (opset 13) as PyTorch exports nn.PReLU() (one slope, shape [1, 1]) and nn.PReLU(3) (one per channel,
    [3, 1] for a rank-3 input): both prelu. per_element: one PRelu with a slope per element ([3, 4]), which stays
    opaque."""
    n = helper.make_node
    f32 = lambda name, v: numpy_helper.from_array(np.array(v, np.float32), name)
    if per_element:
        nodes, inits = [n('PRelu', ['x', 'per_element'], ['y'])], [f32('per_element', np.linspace(-1, 1, 12).reshape(3, 4))]
    else:
        nodes = [n('PRelu', ['x', 'one'], ['a']), n('PRelu', ['a', 'per_channel'], ['y'])]
        inits = [f32('one', [[0.25]]), f32('per_channel', [[0.5], [-1.0], [2.0]])]
    g = helper.make_graph(nodes, 'prelu', [vi('x', 1, 3, 4)], [vi('y', 1, 3, 4)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def chanmul(gate=False):
    """Mul by a per-channel weight ([3, 1] for a rank-3 input, as GroupNorm's gamma; [1, 3, 1] as the first
    operand): chanmul. gate: one Mul by a per-channel graph input (a computed gate, as an SE block's), which stays
    opaque."""
    n = helper.make_node
    f32 = lambda name, v: numpy_helper.from_array(np.array(v, np.float32), name)
    if gate:
        nodes, ins, inits = [n('Mul', ['x', 'gate'], ['y'])], [vi('x', 1, 3, 4), vi('gate', 3, 1)], []
    else:
        nodes, ins = [n('Mul', ['x', 'gamma'], ['a']), n('Mul', ['gamma3', 'a'], ['y'])], [vi('x', 1, 3, 4)]
        inits = [f32('gamma', [[0.5], [-1.0], [2.0]]), f32('gamma3', [[[3.0], [0.25], [-2.0]]])]
    g = helper.make_graph(nodes, 'chanmul', ins, [vi('y', 1, 3, 4)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def dqconv(per_channel=False):
    """ONNX Runtime's quantize_dynamic form of two Convs (opset 13): DynamicQuantizeLinear, ConvInteger (a uint8
    kernel, one zero point), Cast to float, Mul of the two scales and Mul by it; the first with asymmetric pads, a
    stride and a dilation, a bias Add and a Relu after it, the second a 1x1 with its Muls' operands the other way
    round: two dqconv. per_channel: one zero point per output channel, which stays opaque."""
    n = helper.make_node
    rng = np.random.RandomState(33)
    u8 = lambda name, v: numpy_helper.from_array(np.array(v, np.uint8), name)
    f32 = lambda name, v: numpy_helper.from_array(np.array(v, np.float32), name)
    zp1 = [120, 131, 127, 140] if per_channel else 131
    nodes = [n('DynamicQuantizeLinear', ['x'], ['q', 'q_scale', 'q_zp']),
             n('ConvInteger', ['q', 'w1', 'q_zp', 'w1_zp'], ['acc'], pads=[1, 0, 2, 1], strides=[2, 1], dilations=[1, 2],
               kernel_shape=[3, 3]),
             n('Mul', ['q_scale', 'w1_scale'], ['scales']),
             n('Cast', ['acc'], ['acc_f'], to=1),
             n('Mul', ['acc_f', 'scales'], ['c1']),
             n('Add', ['c1', 'b1'], ['c1b']),
             n('Relu', ['c1b'], ['r1'])]
    inits = [u8('w1', rng.randint(0, 256, (4, 3, 3, 3))), u8('w1_zp', zp1), f32('w1_scale', 0.02), f32('b1', rng.uniform(-0.5, 0.5, (1, 4, 1, 1)))]
    out = [vi('r1', 1, 4, 5, 6)]
    if not per_channel:
        nodes += [n('DynamicQuantizeLinear', ['r1'], ['q2', 'q2_scale', 'q2_zp']),
                  n('ConvInteger', ['q2', 'w2', 'q2_zp', 'w2_zp'], ['acc2']),
                  n('Mul', ['w2_scale', 'q2_scale'], ['scales2']),
                  n('Cast', ['acc2'], ['acc2_f'], to=1),
                  n('Mul', ['scales2', 'acc2_f'], ['y'])]
        inits += [u8('w2', rng.randint(0, 256, (2, 4, 1, 1))), u8('w2_zp', 125), f32('w2_scale', 0.015)]
        out = [vi('y', 1, 2, 5, 6)]
    g = helper.make_graph(nodes, 'dqconv', [vi('x', 1, 3, 9, 9)], out, inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def dqmatmul():
    """ONNX Runtime's quantize_dynamic form of a MatMul by a weight (opset 13), as in quantized transformers:
    DynamicQuantizeLinear, MatMulInteger (a uint8 [K, N] weight, one zero point), Cast to float, Mul of the two
    scales and Mul by it, then the bias Add: one dqmatmul."""
    n = helper.make_node
    rng = np.random.RandomState(11)
    nodes = [n('DynamicQuantizeLinear', ['x'], ['q', 'q_scale', 'q_zp']),
             n('MatMulInteger', ['q', 'w', 'q_zp', 'w_zp'], ['acc']),
             n('Mul', ['q_scale', 'w_scale'], ['scales']),
             n('Cast', ['acc'], ['acc_f'], to=1),
             n('Mul', ['acc_f', 'scales'], ['mm']),
             n('Add', ['mm', 'bias'], ['y'])]
    inits = [numpy_helper.from_array(rng.randint(0, 256, (4, 5)).astype(np.uint8), 'w'),
             numpy_helper.from_array(np.array(128, np.uint8), 'w_zp'),
             numpy_helper.from_array(np.array(0.01, np.float32), 'w_scale'),
             numpy_helper.from_array(rng.uniform(-0.5, 0.5, 5).astype(np.float32), 'bias')]
    g = helper.make_graph(nodes, 'dqmatmul', [vi('x', 2, 3, 4)], [vi('y', 2, 3, 5)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def lstm(state=False):
    """LSTM (opset 13, layout 0) with the defaults: a bidirectional one with B, initial_h and initial_c, and a
    reverse one without them whose Y_h is named but read by nothing: two lstm. state: a forward LSTM whose Y_h is
    a graph output (a recurrent state, silero's), which stays opaque."""
    n = helper.make_node
    rng = np.random.RandomState(7)
    f32 = lambda name, *shape: numpy_helper.from_array(rng.uniform(-0.5, 0.5, shape).astype(np.float32), name)
    S, B, I, H = 5, 2, 3, 4
    if state:
        nodes = [n('LSTM', ['x', 'w', 'r'], ['y', 'y_h'], hidden_size=H)]
        inits = [f32('w', 1, 4 * H, I), f32('r', 1, 4 * H, H)]
        g = helper.make_graph(nodes, 'lstm_state', [vi('x', S, B, I)], [vi('y', S, 1, B, H), vi('y_h', 1, B, H)], inits)
        return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])
    nodes = [n('LSTM', ['x', 'w', 'r', 'b', '', 'h0', 'c0'], ['y'], hidden_size=H, direction='bidirectional'),
             n('LSTM', ['x', 'w2', 'r2'], ['y2', 'y2_h'], hidden_size=H, direction='reverse',
               activations=['Sigmoid', 'Tanh', 'Tanh'])]
    inits = [f32('w', 2, 4 * H, I), f32('r', 2, 4 * H, H), f32('b', 2, 8 * H), f32('h0', 2, B, H), f32('c0', 2, B, H),
             f32('w2', 1, 4 * H, I), f32('r2', 1, 4 * H, H)]
    g = helper.make_graph(nodes, 'lstm', [vi('x', S, B, I)], [vi('y', S, 2, B, H), vi('y2', S, 1, B, H)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def slice_cast_pow():
    """What exporters leave around an STFT and a recurrent state (silero): a Slice that keeps everything,
    Slices that cut an axis in two (split's outputs), a Cast to float of a float, Pow by 2 (x * x), Gather of
    the first or last row (split's outputs, reshaped for a scalar index). The ones beside them that stay
    opaque: a Slice with step 2, a Slice of a middle part, Pow by 3, a Cast to double and back, a Gather of a
    middle row."""
    n = helper.make_node
    i64 = lambda name, *v: numpy_helper.from_array(np.array(v, np.int64), name)
    f32 = lambda name, v: numpy_helper.from_array(np.array(v, np.float32), name)
    big = (1 << 63) - 1
    nodes = [n('Slice', ['x', 'z', 'big'], ['all']),                                   # no-op: alias
             n('Slice', ['all', 'z', 'three', 'one'], ['re']),                         # [:, :3]: split0
             n('Slice', ['all', 'three', 'big', 'one'], ['im']),                       # [:, 3:]: split1
             n('Cast', ['re'], ['re_f'], to=TensorProto.FLOAT),                        # no-op: alias
             n('Pow', ['re_f', 'two'], ['re2']), n('Pow', ['im', 'two'], ['im2']),     # x * x
             n('Add', ['re2', 'im2'], ['mag']),
             n('Slice', ['x', 'z', 'big', 'one', 'two_i'], ['odd']),                   # step 2: opaque
             n('Slice', ['x', 'one', 'five', 'one'], ['mid']),                         # middle: opaque
             n('Pow', ['mid', 'three_f'], ['cube']),                                   # Pow 3: opaque
             n('Cast', ['cube'], ['d'], to=TensorProto.DOUBLE), n('Cast', ['d'], ['cube_f'], to=TensorProto.FLOAT),
             n('Concat', ['odd', 'cube_f'], ['rest'], axis=1),
             n('Gather', ['s', 'z0'], ['s0'], axis=0),                                 # first row, scalar index
             n('Gather', ['s', 'last'], ['s2'], axis=0),                               # last row, as a list
             n('Gather', ['s', 'one0'], ['s1'], axis=0),                               # middle row: opaque
             n('Relu', ['s0'], ['r0']), n('Relu', ['s2'], ['r2'])]
    g = helper.make_graph(nodes, 'slice_cast_pow', [vi('x', 2, 6), vi('s', 3, 4)],
                          [vi('mag', 2, 3), vi('rest', 2, 7), vi('r0', 4), vi('r2', 1, 4), vi('s1', 4)],
                          [i64('z', 0), i64('big', big), i64('one', 1), i64('three', 3), i64('five', 5), i64('two_i', 2),
                           f32('two', 2.0), f32('three_f', 3.0),
                           numpy_helper.from_array(np.array(0, np.int64), 'z0'), i64('last', -1),
                           numpy_helper.from_array(np.array(1, np.int64), 'one0')])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def reduce_one():
    """Reductions over extents of one are reshapes (silero's ReduceMean over its one output frame): a
    ReduceMean (axes attribute, opset 13), a ReduceMax of keepdims 1 and a ReduceSum (axes as an
    input); the ReduceSum over 3 channels beside them stays opaque."""
    n = helper.make_node
    nodes = [n('ReduceMean', ['x'], ['m'], axes=[2], keepdims=0), n('ReduceMax', ['m'], ['y'], axes=[0]),
             n('ReduceSum', ['x', 'ax2'], ['s'], keepdims=0), n('ReduceSum', ['x', 'ax1'], ['t'])]
    inits = [numpy_helper.from_array(np.array([2], np.int64), 'ax2'), numpy_helper.from_array(np.array([1], np.int64), 'ax1')]
    g = helper.make_graph(nodes, 'reduce_one', [vi('x', 1, 3, 1, 5)], [vi('y', 1, 3, 5), vi('s', 1, 3, 5), vi('t', 1, 1, 1, 5)],
                          inits)
    return helper.make_model(g, opset_imports=OPSET)


def split_parts():
    """Splits into more than two parts (opset 18): sizes as an input (2, 3, 7), four equal parts, and
    five parts rounded up (3, 3, 3, 3, 2 of 14, num_outputs); the parts read in another order."""
    n = helper.make_node
    nodes = [n('Split', ['x', 'sizes'], ['a', 'b', 'c'], axis=1),
             n('Concat', ['c', 'a', 'b'], ['y1'], axis=1),
             n('Split', ['x'], ['q0', 'q1', 'q2', 'q3'], axis=1, num_outputs=4),
             n('Add', ['q0', 'q3'], ['s03']), n('Mul', ['q1', 'q2'], ['m12']), n('Add', ['s03', 'm12'], ['y2']),
             n('Split', ['x2'], ['r0', 'r1', 'r2', 'r3', 'r4'], axis=1, num_outputs=5),
             n('Concat', ['r4', 'r0'], ['y3'], axis=1), n('Relu', ['r2'], ['y4'])]
    inits = [numpy_helper.from_array(np.array([2, 3, 7], np.int64), 'sizes')]
    g = helper.make_graph(nodes, 'split_parts', [vi('x', 2, 12), vi('x2', 2, 14)],
                          [vi('y1', 2, 12), vi('y2', 2, 3), vi('y3', 2, 5), vi('y4', 2, 3), vi('r1', 2, 3), vi('r3', 2, 3)],
                          inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 18)])


def conv1d():
    """1-D convolutions (audio models: silero's STFT and encoder), mapped as 2-D ones of height 1: same
    padding (pads [1, 1]) with a bias, stride 2 on an odd length (pads [1, 1] are SAME_UPPER's there),
    valid padding with groups. Opaque beside them: stride 2 on an even length (pads [1, 1] are not
    SAME_UPPER's), and a dilated one."""
    n = helper.make_node
    rng = np.random.default_rng(5)
    w = lambda name, *s: numpy_helper.from_array(rng.uniform(-0.5, 0.5, s).astype(np.float32), name)
    nodes = [n('Conv', ['x', 'w1', 'b1'], ['c1'], kernel_shape=[3], pads=[1, 1]), n('Relu', ['c1'], ['r1']),
             n('Conv', ['r1', 'w2'], ['c2'], kernel_shape=[3], pads=[1, 1], strides=[2]),
             n('Conv', ['c2', 'w3'], ['c3'], kernel_shape=[1], group=2),
             n('Conv', ['e', 'w4'], ['c4'], kernel_shape=[3], pads=[1, 1], strides=[2]),
             n('Conv', ['e', 'w5'], ['c5'], kernel_shape=[3], pads=[2, 2], dilations=[2])]
    g = helper.make_graph(nodes, 'conv1d', [vi('x', 1, 4, 9), vi('e', 1, 4, 8)],
                          [vi('c3', 1, 6, 5), vi('c4', 1, 3, 4), vi('c5', 1, 3, 8)],
                          [w('w1', 6, 4, 3), w('b1', 6), w('w2', 6, 6, 3), w('w3', 6, 3, 1), w('w4', 3, 4, 3),
                           w('w5', 3, 4, 3)])
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def many_inputs():
    """More tensors read than a tasoc node has inputs (16), all computed, so none is a side constant: a Sum
    of 20, and an If whose branches read 300 (bundles of bundles). Both stay opaque; the rest is mapped."""
    n = helper.make_node
    nodes = [n('Relu', ['x'], ['t0'])] + [n('Mul', [f't{i - 1}', 'x'], [f't{i}']) for i in range(1, 300)]
    nodes.append(n('Sum', [f't{i}' for i in range(20)], ['s']))
    then_g = helper.make_graph([n('Sum', [f't{i}' for i in range(300)], ['a'])], 'then', [], [vi('a', 2, 3)])
    else_g = helper.make_graph([n('Max', [f't{i}' for i in range(150, 300)], ['b'])], 'else', [], [vi('b', 2, 3)])
    nodes += [n('If', ['c'], ['f'], then_branch=then_g, else_branch=else_g), n('Add', ['s', 'f'], ['y'])]
    g = helper.make_graph(nodes, 'many_inputs', [vi('x', 2, 3), vi('c', t=TensorProto.BOOL)], [vi('y', 2, 3)])
    return helper.make_model(g, opset_imports=OPSET)


def if_branches():
    """Ifs on a graph input (c) that stay opaque, their branches optimized as graphs of their own
    (tools/cmd_branches.c). If 'f': the then branch's two MatMuls by weights become one by their folded
    product, beside an opaque Softmax and a node no one reads (it reads 'd', which the written-back If
    no longer does); the else branch's r*a + r*b becomes r*(a+b). The top graph's own m1*s2 folds too,
    and m1 is named 'const_folded0', the name the branches' folded weights would take: they must take
    others. If 'g': its then branch has a NonZero, whose shape is known only at run time, so it cannot be
    imported and stays as it is; its else branch has nothing to rewrite."""
    n = helper.make_node
    r = np.random.default_rng(14)
    wt = lambda name, *s: numpy_helper.from_array(r.uniform(-0.5, 0.5, s).astype(np.float32), name)
    then_f = helper.make_graph([n('MatMul', ['r', 'W1'], ['t1']), n('MatMul', ['t1', 'W2'], ['t2']),
                                n('Relu', ['d'], ['unread']), n('Softmax', ['t2'], ['t_out'], axis=1)],
                               'then_f', [], [vi('t_out', 4, 16)])
    else_f = helper.make_graph([n('Mul', ['r', 'a'], ['e1']), n('Mul', ['r', 'b'], ['e2']), n('Add', ['e1', 'e2'], ['e_out'])],
                               'else_f', [], [vi('e_out', 4, 16)])
    then_g = helper.make_graph([n('NonZero', ['x'], ['nz']), n('Cast', ['nz'], ['nzf'], to=TensorProto.FLOAT),
                                n('ReduceSum', ['nzf'], ['g_then'], keepdims=0)], 'then_g', [], [vi('g_then')])
    else_g = helper.make_graph([n('ReduceSum', ['x'], ['g_else'], keepdims=0)], 'else_g', [], [vi('g_else')])
    nodes = [n('Relu', ['x'], ['r']), n('Sigmoid', ['x'], ['d']),
             n('Mul', ['r', 's1'], ['const_folded0']), n('Mul', ['const_folded0', 's2'], ['m2']),
             n('If', ['c'], ['f'], then_branch=then_f, else_branch=else_f), n('Add', ['f', 'm2'], ['y']),
             n('If', ['c'], ['g'], then_branch=then_g, else_branch=else_g)]
    inits = [wt('W1', 16, 32), wt('W2', 32, 16), wt('a', 4, 16), wt('b', 4, 16), wt('s1', 4, 16), wt('s2', 4, 16)]
    g = helper.make_graph(nodes, 'if_branches', [vi('x', 4, 16), vi('c', t=TensorProto.BOOL)], [vi('y', 4, 16), vi('g')],
                          inits)
    return helper.make_model(g, opset_imports=OPSET)


def if_nested():
    """An If (on c) whose then branch holds an If (on c2) that reads the top graph's x and weights: the inner
    branches are optimized first (MatMul by W1 then W2 becomes one MatMul), then the outer branch that
    holds them (its Mul by a then b becomes one Mul): one name scope within another."""
    n = helper.make_node
    r = np.random.default_rng(15)
    wt = lambda name, *s: numpy_helper.from_array(r.uniform(-0.5, 0.5, s).astype(np.float32), name)
    inner_then = helper.make_graph([n('MatMul', ['x', 'W1'], ['i1']), n('MatMul', ['i1', 'W2'], ['i_then'])], 'inner_then',
                                   [], [vi('i_then', 4, 16)])
    inner_else = helper.make_graph([n('Relu', ['x'], ['i_else'])], 'inner_else', [], [vi('i_else', 4, 16)])
    outer_then = helper.make_graph([n('If', ['c2'], ['inner'], then_branch=inner_then, else_branch=inner_else),
                                    n('Mul', ['inner', 'a'], ['o1']), n('Mul', ['o1', 'b'], ['o_then'])], 'outer_then',
                                   [], [vi('o_then', 4, 16)])
    outer_else = helper.make_graph([n('Neg', ['x'], ['o_else'])], 'outer_else', [], [vi('o_else', 4, 16)])
    g = helper.make_graph([n('If', ['c'], ['y'], then_branch=outer_then, else_branch=outer_else)], 'if_nested',
                          [vi('x', 4, 16), vi('c', t=TensorProto.BOOL), vi('c2', t=TensorProto.BOOL)], [vi('y', 4, 16)],
                          [wt('W1', 16, 32), wt('W2', 32, 16), wt('a', 4, 16), wt('b', 4, 16)])
    return helper.make_model(g, opset_imports=OPSET)


def blocks(count):
    """count blocks, each Clip 0..6 (relu6), Unsqueeze and Squeeze (reshapes), a chain of 20 Muls and a Sum
    of the 20 (opaque, its inputs in bundles): how import and export grow with the mappings added for issue 14."""
    n = helper.make_node
    inits = [numpy_helper.from_array(np.array(0, np.float32), 'lo'), numpy_helper.from_array(np.array(6, np.float32), 'hi'),
             numpy_helper.from_array(np.array([0], np.int64), 'ax')]
    nodes, cur = [], 'x'
    for b in range(count):
        nodes += [n('Clip', [cur, 'lo', 'hi'], [f'c{b}']), n('Unsqueeze', [f'c{b}', 'ax'], [f'u{b}']),
                  n('Squeeze', [f'u{b}', 'ax'], [f'q{b}'])]
        prev, ts = f'q{b}', []
        for i in range(20):
            nodes.append(n('Mul', [prev, f'q{b}'], [f'm{b}_{i}']))
            prev = f'm{b}_{i}'
            ts.append(prev)
        nodes.append(n('Sum', ts, [f's{b}']))
        cur = f's{b}'
    nodes.append(n('Relu', [cur], ['y']))
    g = helper.make_graph(nodes, 'blocks', [vi('x', 4, 8)], [vi('y', 4, 8)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def stft_blocks(count):
    """count blocks of what silero's STFT needed mapped: a 1-D Conv (C to 2C), Slices of its two halves, Casts
    to float, Pow by 2, Add, Sqrt, then a Gather of the first row of a [2, C, L] stack of the result and the
    input: how the import of those mappings grows."""
    n = helper.make_node
    c, l = 4, 16
    rng = np.random.default_rng(7)
    i64 = lambda name, *v: numpy_helper.from_array(np.array(v, np.int64), name)
    inits = [i64('z', 0), i64('half', c), i64('big', (1 << 63) - 1), i64('one', 1), i64('unsq', 0),
             numpy_helper.from_array(np.array(2.0, np.float32), 'two'),
             numpy_helper.from_array(np.array(0, np.int64), 'row0')]
    nodes, cur = [], 'x'
    for b in range(count):
        w = f'w{b}'
        inits.append(numpy_helper.from_array(rng.uniform(-0.3, 0.3, (2 * c, c, 3)).astype(np.float32), w))
        nodes += [n('Conv', [cur, w], [f'k{b}'], kernel_shape=[3], pads=[1, 1]),
                  n('Slice', [f'k{b}', 'z', 'half', 'one'], [f're{b}']),
                  n('Slice', [f'k{b}', 'half', 'big', 'one'], [f'im{b}']),
                  n('Cast', [f're{b}'], [f'rf{b}'], to=TensorProto.FLOAT),
                  n('Pow', [f'rf{b}', 'two'], [f'r2{b}']), n('Pow', [f'im{b}', 'two'], [f'i2{b}']),
                  n('Add', [f'r2{b}', f'i2{b}'], [f'e{b}']), n('Sqrt', [f'e{b}'], [f'm{b}']),
                  n('Unsqueeze', [f'm{b}', 'unsq'], [f'u{b}']), n('Unsqueeze', [cur, 'unsq'], [f'v{b}']),
                  n('Concat', [f'u{b}', f'v{b}'], [f'st{b}'], axis=0),
                  n('Gather', [f'st{b}', 'row0'], [f'g{b}'], axis=0)]
        cur = f'g{b}'
    g = helper.make_graph(nodes, 'stft_blocks', [vi('x', 1, c, l)], [vi(cur, 1, c, l)], inits)
    return helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)])


def infer_zoo():
    """Operators tasoc keeps opaque, with no value_info at all: tasoc's own shape rules give every output."""
    n = helper.make_node
    f = lambda name, *shape: numpy_helper.from_array(np.ones(shape, np.float32) * 0.1, name)
    i64 = lambda name, v: numpy_helper.from_array(np.array(v, np.int64), name)
    u8 = lambda name, *shape: numpy_helper.from_array(np.ones(shape, np.uint8), name)
    nodes = [
        n('Conv', ['s', 'k1'], ['conv1d'], dilations=[2], strides=[3], pads=[1, 2]),       # [1,4,10] -> [1,5,3]
        n('Conv', ['x', 'k2'], ['dil'], dilations=[5, 5], pads=[5, 5, 5, 5]),            # [1,2,8,8] -> [1,3,8,8]
        n('Pad', ['x', 'pads'], ['pad'], mode='reflect'),                                  # [1,2,9,10]
        n('Resize', ['x', '', 'scales'], ['up'], mode='nearest'),                          # [1,2,16,16]
        n('LSTM', ['seq', 'W', 'R'], ['lstm_y', 'lstm_h'], hidden_size=5),                 # [7,1,2,5], [1,2,5]
        n('Gemm', ['m', 'gw'], ['gemm'], transB=1),                                         # [2,6]
        n('DynamicQuantizeLinear', ['x'], ['q', 'q_scale', 'q_zero']),
        n('ConvInteger', ['q', 'qw', 'q_zero'], ['ci']),                                    # [1,3,6,6] int32
        n('Split', ['x'], ['sp0', 'sp1'], axis=3),                                          # [1,2,8,4] x2
        n('Tile', ['m', 'reps'], ['tile']),                                                 # [6,12]
        n('MaxPool', ['x'], ['pool'], kernel_shape=[3, 3], strides=[2, 2], ceil_mode=1),    # [1,2,4,4]
    ]
    inits = [f('k1', 5, 4, 3), f('k2', 3, 2, 3, 3), i64('pads', [0, 0, 0, 1, 0, 0, 1, 1]),
             numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), 'scales'), f('W', 1, 20, 3), f('R', 1, 20, 5),
             f('gw', 6, 4), u8('qw', 3, 2, 3, 3), i64('reps', [3, 3])]
    outs = {'conv1d': [1, 5, 3], 'dil': [1, 3, 8, 8], 'pad': [1, 2, 9, 10], 'up': [1, 2, 16, 16], 'lstm_y': [7, 1, 2, 5],
            'lstm_h': [1, 2, 5], 'gemm': [2, 6], 'q_scale': [], 'ci': [1, 3, 6, 6], 'sp1': [1, 2, 8, 4], 'tile': [6, 12],
            'pool': [1, 2, 4, 4]}
    types = {'ci': TensorProto.INT32}
    g = helper.make_graph(nodes, 'infer_zoo', [vi('s', 1, 4, 10), vi('x', 1, 2, 8, 8), vi('seq', 7, 2, 3), vi('m', 2, 4)],
                          [vi(o, *d, t=types.get(o, TensorProto.FLOAT)) for o, d in outs.items()], inits)
    return helper.make_model(g, opset_imports=OPSET)


def opaque_twins():
    """Opaque nodes timed alone (host/onnx/onnx_node_model.c): two Resize alike but for their names and
    inputs' names (one timing identity), a third with other scales (another), a Pad whose pads are a
    Constant's value, and a DynamicQuantizeLinear feeding a ConvInteger whose kernel is a uint8 initializer."""
    n = helper.make_node
    i64 = lambda name, v: numpy_helper.from_array(np.array(v, np.int64), name)
    nodes = [n('Relu', ['x'], ['r']),
             n('Resize', ['x', '', 'scales'], ['up_a'], mode='nearest', name='resize_a'),
             n('Resize', ['r', '', 'scales'], ['up_b'], mode='nearest', name='resize_b'),
             n('Resize', ['x', '', 'scales3'], ['up_c'], mode='nearest', name='resize_c'),
             n('Constant', [], ['pads'], value=numpy_helper.from_array(np.array([0, 0, 1, 1, 0, 0, 1, 1], np.int64))),
             n('Pad', ['x', 'pads'], ['pad'], mode='reflect', name='pad'),
             n('DynamicQuantizeLinear', ['x'], ['q', 'q_scale', 'q_zero'], name='dql'),
             n('ConvInteger', ['q', 'qw', 'q_zero'], ['ci'], name='convint')]
    inits = [numpy_helper.from_array(np.array([1, 1, 2, 2], np.float32), 'scales'),
             numpy_helper.from_array(np.array([1, 1, 3, 3], np.float32), 'scales3'),
             numpy_helper.from_array(np.ones((3, 2, 3, 3), np.uint8), 'qw')]
    g = helper.make_graph(nodes, 'opaque_twins', [vi('x', 1, 2, 8, 8)],
                          [vi('up_a', 1, 2, 16, 16), vi('up_b', 1, 2, 16, 16), vi('up_c', 1, 2, 24, 24), vi('pad', 1, 2, 10, 10),
                           vi('ci', 1, 3, 6, 6, t=TensorProto.INT32)], inits)
    return helper.make_model(g, opset_imports=OPSET)


def bad_models():
    """Models tasoc must refuse by name; onnx.checker refuses most of them too."""
    n = helper.make_node
    x, y = [vi('x', 2, 3)], [vi('y', 2, 3)]
    out = {}
    out['cycle'] = helper.make_graph([n('Relu', ['b'], ['a'], name='first'), n('Relu', ['a'], ['b'], name='second'),
                                      n('Add', ['x', 'b'], ['y'], name='add')], 'cycle', x, y)
    out['dangling'] = helper.make_graph([n('Add', ['x', 'nowhere'], ['y'], name='add_dangling')], 'dangling', x, y)
    bad = helper.make_tensor('w', 1, [2, 3], [1.0] * 6)
    bad.data_type = 99  # no such type
    out['bad_dtype'] = helper.make_graph([n('Add', ['x', 'w'], ['y'], name='add_w')], 'bad_dtype', x, y, [bad])
    big = helper.make_tensor('w', TensorProto.FLOAT, [2, 3], [1.0] * 6)
    del big.dims[:]
    big.dims.extend([1 << 40, 1 << 40])
    out['overflow_dims'] = helper.make_graph([n('Add', ['x', 'w'], ['y'], name='add_big')], 'overflow', x, y, [big])
    out['overflow_input'] = helper.make_graph([n('Relu', ['x'], ['y'], name='relu_big')], 'overflow_input',
                                              [vi('x', 1 << 20, 1 << 20)], [vi('y', 1 << 20, 1 << 20)])
    short = helper.make_tensor('w', TensorProto.FLOAT, [2, 3], [1.0] * 6)
    del short.float_data[-1]
    out['short_data'] = helper.make_graph([n('Add', ['x', 'w'], ['y'], name='add_short')], 'short', x, y, [short])
    out['twice'] = helper.make_graph([n('Relu', ['x'], ['y'], name='one'), n('Sigmoid', ['x'], ['y'], name='two')],
                                     'twice', x, y)
    out['no_shape'] = helper.make_graph([n('Relu', ['x'], ['r'], name='r'), n('TopK', ['r', 'k'], ['y', 'i'], name='topk')],
                                        'no_shape', x, [vi('i', 2, 3, t=TensorProto.INT64)],
                                        [numpy_helper.from_array(np.array([3], np.int64), 'k')])
    # mlsd's node names run to 300 bytes: the message must hold them whole
    out['long_name'] = helper.make_graph([n('Relu', ['x'], ['r'], name='r'),
                                          n('TopK', ['r', 'k'], ['y', 'i'], name='topk_' + 'n' * 300 + '_end')],
                                         'long_name', x, [vi('i', 2, 3, t=TensorProto.INT64)],
                                         [numpy_helper.from_array(np.array([3], np.int64), 'k')])
    return {k: helper.make_model(g, opset_imports=OPSET) for k, g in out.items()}


def convchain():
    """Three convolutions between layout Transposes, as a TensorFlow export writes them: NHWC in and out."""
    n = helper.make_node
    nodes = [
        n('Transpose', ['x'], ['xc'], perm=[0, 3, 1, 2]),
        n('Conv', ['xc', 'w1'], ['c1'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n('Relu', ['c1'], ['r1']),
        n('Conv', ['r1', 'w2'], ['c2'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]),
        n('Relu', ['c2'], ['r2']),
        n('Conv', ['r2', 'w3'], ['c3'], kernel_shape=[1, 1]),
        n('Transpose', ['c3'], ['y'], perm=[0, 2, 3, 1]),
    ]
    inits = [w('w1', 8, 8, 3, 3), w('w2', 8, 8, 3, 3), w('w3', 4, 8, 1, 1)]
    g = helper.make_graph(nodes, 'convchain', [vi('x', 1, 16, 16, 8)], [vi('y', 1, 16, 16, 4)], inits)
    return helper.make_model(g, opset_imports=OPSET, producer_name='tasoc make_onnx_models.py')


def transformer_ops(opset, near=False):
    """The pieces of a transformer as PyTorch exports them below opsets 17 and 20 (tests/test_onnx_transformer.c):
    LayerNorm decomposed with Pow (ReduceMean's axes an attribute, or an input from opset 18) and with Mul, a
    LayerNorm without its scale and bias, GELU in both erf forms, a 4-D Transpose, batched MatMuls (one broadcast
    over heads, rank 4 by rank 3), Div by a constant, Softmax, a lone Erf, a Dropout whose
    mask nobody reads and one in training mode with ratio 0; near adds near misses that must import node by node: a LayerNorm over axis 1 and a GELU
    whose Erf output is also read elsewhere, a Dropout in training mode with ratio 0.1. From opset 17 LayerNormalization and from 20 Gelu appear as themselves too."""
    r = np.random.default_rng(17)
    S, D, H = 6, 8, 2
    inits = [numpy_helper.from_array((r.standard_normal(D) * 0.5 + 1).astype(np.float32), 'gamma'),
             numpy_helper.from_array((r.standard_normal(D) * 0.1).astype(np.float32), 'beta'),
             numpy_helper.from_array((r.standard_normal((1, 1, D)) * 0.5 + 1).astype(np.float32), 'gamma3'),
             numpy_helper.from_array(np.array(1e-5, np.float32), 'eps'),
             numpy_helper.from_array(np.array(2.0, np.float32), 'two'),
             numpy_helper.from_array(np.array(1.4142135, np.float32), 'sqrt2'),
             numpy_helper.from_array(np.array(0.70710678, np.float32), 'rsqrt2'),
             numpy_helper.from_array(np.array(1.0, np.float32), 'one'),
             numpy_helper.from_array(np.array(0.5, np.float32), 'half'),
             numpy_helper.from_array(np.array(3.0, np.float32), 'three'),
             numpy_helper.from_array(np.array([1, S, H, D // H], np.int64), 'heads'),
             numpy_helper.from_array(np.array([-1], np.int64), 'last'),
             numpy_helper.from_array(np.array([1], np.int64), 'axis1'),
             numpy_helper.from_array(np.array(0.0, np.float32), 'ratio0'),
             numpy_helper.from_array(np.array(0.1, np.float32), 'ratio1'),
             numpy_helper.from_array(np.array(True), 'train'),
             numpy_helper.from_array((r.standard_normal((1, D // H, S)) * 0.3).astype(np.float32), 'wk')]
    nodes = []

    def mean(x, y, axes=(-1,)):
        if opset >= 18:
            name = 'last' if tuple(axes) == (-1,) else 'axis1'
            nodes.append(helper.make_node('ReduceMean', [x, name], [y]))
        else:
            nodes.append(helper.make_node('ReduceMean', [x], [y], axes=list(axes)))

    def layernorm(x, p, square='Pow', scale=True, axes=(-1,), g='gamma'):
        mean(x, p + 'm', axes)
        nodes.append(helper.make_node('Sub', [x, p + 'm'], [p + 'd']))
        nodes.append(helper.make_node('Pow', [p + 'd', 'two'], [p + 'q']) if square == 'Pow' else
                     helper.make_node('Mul', [p + 'd', p + 'd'], [p + 'q']))
        mean(p + 'q', p + 'v', axes)
        nodes.append(helper.make_node('Add', [p + 'v', 'eps'], [p + 'e']))
        nodes.append(helper.make_node('Sqrt', [p + 'e'], [p + 's']))
        nodes.append(helper.make_node('Div', [p + 'd', p + 's'], [p + 'n' if scale else p]))
        if scale:
            nodes.append(helper.make_node('Mul', [p + 'n', g], [p + 'g']))
            nodes.append(helper.make_node('Add', ['beta', p + 'g'], [p]))

    layernorm('x', 'ln1')
    layernorm('ln1', 'ln2', square='Mul', g='gamma3')
    layernorm('ln2', 'ln3', scale=False)
    # GELU: x * (1 + erf(x / sqrt 2)) * 0.5, then (x * 0.5) * (1 + erf(x * (1 / sqrt 2)))
    nodes += [helper.make_node('Div', ['ln3', 'sqrt2'], ['g1a']), helper.make_node('Erf', ['g1a'], ['g1b']),
              helper.make_node('Add', ['g1b', 'one'], ['g1c']), helper.make_node('Mul', ['ln3', 'g1c'], ['g1d']),
              helper.make_node('Mul', ['g1d', 'half'], ['g1']),
              helper.make_node('Mul', ['g1', 'rsqrt2'], ['g2a']), helper.make_node('Erf', ['g2a'], ['g2b']),
              helper.make_node('Add', ['one', 'g2b'], ['g2c']), helper.make_node('Mul', ['g1', 'half'], ['g2h']),
              helper.make_node('Mul', ['g2h', 'g2c'], ['g2'])]
    # attention: heads by Reshape and a 4-D Transpose, Q K^T over sqrt(d) by a batched MatMul, Softmax, by V
    nodes += [helper.make_node('Reshape', ['g2', 'heads'], ['q4']),
              helper.make_node('Transpose', ['q4'], ['q'], perm=[0, 2, 1, 3]),
              helper.make_node('Transpose', ['q4'], ['k'], perm=[0, 2, 3, 1]),
              helper.make_node('MatMul', ['q', 'k'], ['qk']),
              helper.make_node('Div', ['qk', 'two'], ['qks']),
              helper.make_node('Softmax', ['qks'], ['att'], axis=-1),
              helper.make_node('Dropout', ['att'], ['att0', 'mask']),
              helper.make_node('Dropout', ['att0', 'ratio0', 'train'], ['attd']),  # training, but ratio 0
              helper.make_node('MatMul', ['attd', 'q'], ['ctx']),
              helper.make_node('MatMul', ['q', 'wk'], ['qw']),  # [1, H, S, d] by [1, d, S]: rank 3, broadcast over H
              helper.make_node('Transpose', ['ctx'], ['ctxt'], perm=[0, 2, 1, 3]),
              helper.make_node('Reshape', ['ctxt', 'heads'], ['ctxr'])]
    if near:  # a LayerNorm over axis 1 (S, not the features), a GELU whose Erf output is also read elsewhere
        layernorm('x', 'lnx', axes=(1,), scale=False)
        nodes += [helper.make_node('Div', ['x', 'sqrt2'], ['h1a']), helper.make_node('Erf', ['h1a'], ['h1b']),
                  helper.make_node('Add', ['h1b', 'one'], ['h1c']), helper.make_node('Mul', ['x', 'h1c'], ['h1d']),
                  helper.make_node('Mul', ['h1d', 'half'], ['h1']), helper.make_node('Add', ['h1', 'h1b'], ['h2']),
                  helper.make_node('Dropout', ['h2', 'ratio1', 'train'], ['h3'])]  # training, ratio 0.1: random
    outs = [vi('ctxr', 1, S, H, D // H), vi('qw', 1, H, S, S)]
    outs += [vi('lnx', 1, S, D), vi('h3', 1, S, D)] if near else []
    if opset >= 17:
        nodes.append(helper.make_node('LayerNormalization', ['x', 'gamma', 'beta'], ['lnf'], axis=-1, epsilon=1e-5))
        outs.append(vi('lnf', 1, S, D))
    if opset >= 20:
        nodes.append(helper.make_node('Gelu', ['x'], ['gel']))
        outs.append(vi('gel', 1, S, D))
    g = helper.make_graph(nodes, 'transformer_ops', [vi('x', 1, S, D)], outs, inits)
    m = helper.make_model(g, opset_imports=[helper.make_opsetid('', opset)], producer_name='tasoc make_onnx_models.py')
    m.ir_version = 8
    return m


def main(argv):
    # The usage is the head comment; an unknown option is refused, not taken for a folder name.
    if not argv or argv[0] in ('-h', '--help') or (argv[0].startswith('-') and argv[0] not in ('--blocks', '--stft-blocks', '--bad')):
        print(''.join(l[2:] for l in open(__file__).readlines()[1:10] if l.startswith('#')).rstrip())
        return 0 if argv[:1] in (['-h'], ['--help']) else 2
    if argv[:1] == ['--blocks']:
        save(blocks(int(argv[1])), argv[2])
        return 0
    if argv[:1] == ['--stft-blocks']:
        save(stft_blocks(int(argv[1])), argv[2])
        return 0
    if argv[:1] == ['--bad']:
        os.makedirs(argv[1], exist_ok=True)
        for name, m in bad_models().items():
            save(m, os.path.join(argv[1], f'bad_{name}.onnx'), check=False)
        save(dynamic_batch(), os.path.join(argv[1], 'dynamic_batch.onnx'))
        save(if_outer(), os.path.join(argv[1], 'if_outer.onnx'))
        for name, f in (('fold_shape', fold_shape), ('fold_pads', fold_pads), ('if_const', if_const), ('if_many_reads', if_many_reads),
                        ('infer_zoo', infer_zoo)):
            save(f(), os.path.join(argv[1], name + '.onnx'))
        save(clip6(13), os.path.join(argv[1], 'clip6.onnx'))
        save(many_inputs(), os.path.join(argv[1], 'many_inputs.onnx'))
        save(hardswish(), os.path.join(argv[1], 'hardswish.onnx'))
        save(hardsigmoid(), os.path.join(argv[1], 'hardsigmoid.onnx'))
        save(prelu(), os.path.join(argv[1], 'prelu.onnx'))
        save(prelu(True), os.path.join(argv[1], 'prelu_per_element.onnx'))
        save(chanmul(), os.path.join(argv[1], 'chanmul.onnx'))
        save(chanmul(True), os.path.join(argv[1], 'chanmul_gate.onnx'))
        save(slice_cast_pow(), os.path.join(argv[1], 'slice_cast_pow.onnx'))
        save(dqconv(), os.path.join(argv[1], 'dqconv.onnx'))
        save(dqconv(True), os.path.join(argv[1], 'dqconv_per_channel.onnx'))
        save(dqmatmul(), os.path.join(argv[1], 'dqmatmul.onnx'))
        save(lstm(), os.path.join(argv[1], 'lstm.onnx'))
        save(lstm(True), os.path.join(argv[1], 'lstm_state.onnx'))
        save(conv1d(), os.path.join(argv[1], 'conv1d.onnx'))
        save(reduce_one(), os.path.join(argv[1], 'reduce_one.onnx'))
        save(if_branches(), os.path.join(argv[1], 'if_branches.onnx'))
        save(if_nested(), os.path.join(argv[1], 'if_nested.onnx'))
        save(clip6(9), os.path.join(argv[1], 'clip6_opset9.onnx'))
        save(split_parts(), os.path.join(argv[1], 'split_parts.onnx'), check=False)  # opset 18: Debian's onnx 1.12 knows 17
        save(opaque_twins(), os.path.join(argv[1], 'opaque_twins.onnx'))
        for opset in (14, 17, 18, 20):  # Debian's onnx 1.12 checks up to opset 17
            save(transformer_ops(opset), os.path.join(argv[1], f'transformer_ops{opset}.onnx'), check=opset <= 17)
        save(transformer_ops(14, near=True), os.path.join(argv[1], 'transformer_near.onnx'))
        return 0
    os.makedirs(argv[0], exist_ok=True)
    for name, f in (('convnet', convnet), ('mlp', mlp), ('resblock', resblock), ('convchain', convchain)):
        save(f(), os.path.join(argv[0], name + '.onnx'))
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
