# difftest_gen.py: a seeded random ONNX graph generator for the differential tester (tools/difftest.py).
#
# random_model(seed) returns a valid ONNX model (opset 13) built from every
# operator the import maps onto spec operators (docs/cli.md: Conv, MatMul,
# Gemm, Add, Mul, Relu, Clip 0..6, Sigmoid, Tanh, Concat, Split, Transpose, MaxPool,
# AveragePool, GlobalAveragePool, BatchNormalization, Reshape, Flatten,
# Identity, Constant, Unsqueeze, Squeeze, Slice of a prefix, a suffix or
# everything, Cast to float, Pow by 2), in their mapped forms and in forms the
# import must keep opaque (dilated or asymmetric convolutions, other
# broadcasts, 4-D transposes, three-way splits, other Clips, Pow by 3), plus
# opaque operators (Softmax, LeakyRelu, Neg, Abs, Sub, Div, ReduceMean, Shape,
# ArgMax).
#
# Why biased: a uniform random graph rarely holds what a rule matches. The
# generator prefers the tensor it just made (chains: matmul after matmul,
# conv after conv), reuses tensors already read (shared inputs, parallel
# branches: two convolutions of one input, two matmuls of one operand),
# makes twins on purpose (the same operator twice on one input, which the
# concat/merge rules look for), concatenates and splits, and transposes.
# Weights are scaled by 1/sqrt(fan-in) so values stay near 1 along a chain
# and a 1e-4 relative comparison means something.
import numpy as np
from onnx import TensorProto, helper, numpy_helper, shape_inference

OPSET = 13

# Operator weights: how often each is tried; mapped ones dominate.
MIX = [
    ('fragment', 16), ('conv', 14), ('conv_twin', 5), ('matmul', 10), ('matmul_twin', 4), ('gemm', 5),
    ('add', 8), ('mul', 6), ('bias', 4), ('scale', 3), ('unary', 10), ('concat', 8),
    ('split', 5), ('transpose', 6), ('pool', 5), ('gap', 2), ('bn', 4), ('reshape', 4),
    ('flatten', 2), ('identity', 2), ('constant', 2), ('opaque_unary', 5), ('opaque_binary', 3),
    ('opaque_shape', 4), ('int_out', 2), ('conv_opaque', 2), ('bcast_opaque', 2),
]
OPS = [m[0] for m in MIX]
PROB = np.array([m[1] for m in MIX], dtype=float) / sum(m[1] for m in MIX)


class Graph:
    """A graph under construction: the float tensors made so far with their shapes."""

    def __init__(self, rng):
        self.rng = rng
        self.nodes, self.inits, self.inputs, self.int_outputs = [], [], [], []
        self.shape = {}     # float tensor -> shape (tuple)
        self.order = []     # float tensors in creation order
        self.read = set()   # tensors some node reads
        self.count = 0
        self.used_ops = set()

    def name(self, prefix):
        self.count += 1
        return '%s%d' % (prefix, self.count)

    def r(self, lo, hi):
        return int(self.rng.integers(lo, hi + 1))

    def chance(self, p):
        return self.rng.random() < p

    def choice(self, seq):
        return seq[int(self.rng.integers(len(seq)))]

    def add_input(self, shape):
        n = self.name('in')
        self.inputs.append(helper.make_tensor_value_info(n, TensorProto.FLOAT, list(shape)))
        self.shape[n] = tuple(shape)
        self.order.append(n)
        return n

    def weight(self, shape, fan_in=None, positive=False, dtype=np.float32):
        n = self.name('w')
        if dtype == np.int64:
            a = np.array(shape, dtype=np.int64)
        else:
            a = self.rng.uniform(-1, 1, shape)
            if positive:
                a = np.abs(a) + 0.5
            elif fan_in:
                a = a / np.sqrt(fan_in)
            a = a.astype(dtype)
        self.inits.append(numpy_helper.from_array(a, n))
        return n

    def ints(self, values):
        n = self.name('c')
        self.inits.append(numpy_helper.from_array(np.array(values, dtype=np.int64), n))
        return n

    def floats(self, value):
        n = self.name('c')
        self.inits.append(numpy_helper.from_array(np.array(value, dtype=np.float32), n))
        return n

    def clip(self, x, lo=0.0, hi=6.0):
        """Clip: 0..6 is relu6, which the import maps; other bounds stay opaque."""
        return self.node('Clip', [x, self.floats(lo), self.floats(hi)], [self.shape[x]])

    def node(self, op, ins, out_shapes, **attrs):
        outs = [self.name(op.lower()[:4]) for _ in out_shapes]
        self.nodes.append(helper.make_node(op, ins, outs, name=self.name('n'), **attrs))
        self.used_ops.add(op)
        for i in ins:
            self.read.add(i)
        for o, s in zip(outs, out_shapes):
            if s is not None:
                self.shape[o] = tuple(s)
                self.order.append(o)
        return outs[0] if len(outs) == 1 else outs

    def pick(self, ok=lambda s: True):
        """A float tensor whose shape passes ok: the newest most often, else one already read, else any."""
        cands = [t for t in self.order if ok(self.shape[t])]
        if not cands:
            return None
        u = self.rng.random()
        if u < 0.45:
            return cands[-1]
        read = [t for t in cands if t in self.read]
        if u < 0.75 and read:
            return self.choice(read)
        return self.choice(cands)

    def same_shape(self, x, allow_new=True):
        """Another tensor of x's shape: made earlier, a new graph input, a weight, or x itself."""
        others = [t for t in self.order if t != x and self.shape[t] == self.shape[x]]
        u = self.rng.random()
        if others and u < 0.5:
            return self.choice(others)
        if u < 0.65 and allow_new and len(self.inputs) < 3:
            return self.add_input(self.shape[x])
        if u < 0.9:
            return self.weight(self.shape[x])
        return x


def rank(n):
    return lambda s: len(s) == n


def conv_out(h, k, s, same):
    return -(-h // s) if same else (h - k) // s + 1


def gen_conv(g, x=None, opaque=False, like=None):
    x = x or g.pick(lambda s: len(s) == 4)
    if x is None:
        return None
    n, c, h, w = g.shape[x]
    if like:
        k, st, mode, grp = like
    else:
        k = g.choice([1, 1, 3, 3, 3, 5]) if min(h, w) >= 5 else g.choice([1, 3]) if min(h, w) >= 3 else 1
        st = g.choice([1, 1, 2])
        mode = g.choice(['valid', 'same_auto', 'same_pads', 'same_pads'])
        if mode == 'same_pads' and (st != 1 or k % 2 == 0):
            mode = 'same_auto'
        if mode == 'same_auto' and k < st:
            mode = 'valid'  # SAME_UPPER with a stride above the kernel pads negatively: ORT refuses it
        grp = 1
        if c % 2 == 0 and g.chance(0.25):
            grp = g.choice([d for d in (2, c) if c % d == 0])
    o = g.r(1, 4) * grp
    attrs = {'kernel_shape': [k, k]}
    if st != 1 or g.chance(0.3):
        attrs['strides'] = [st, st]
    same = mode != 'valid'
    if mode == 'same_auto':
        attrs['auto_pad'] = 'SAME_UPPER'
    elif mode == 'same_pads':
        p = (k - 1) // 2
        attrs['pads'] = [p, p, p, p]
    if grp != 1:
        attrs['group'] = grp
    oh, ow = conv_out(h, k, st, same), conv_out(w, k, st, same)
    if opaque:  # forms the import keeps opaque: dilations, asymmetric pads
        if g.chance(0.5) and h >= 2 * k - 1 and w >= 2 * k - 1 and k > 1:
            attrs = {'kernel_shape': [k, k], 'dilations': [2, 2]}
            oh, ow = h - 2 * (k - 1), w - 2 * (k - 1)
        else:
            attrs = {'kernel_shape': [k, k], 'pads': [0, 1, 1, 0]}
            oh, ow = h + 1 - k + 1, w + 1 - k + 1
        grp = 1
    if oh < 1 or ow < 1:
        return None
    ins = [x, g.weight((o, c // grp, k, k), fan_in=c // grp * k * k)]
    if g.chance(0.5):
        ins.append(g.weight((o,), fan_in=4))
    return g.node('Conv', ins, [(n, o, oh, ow)], **attrs), (k, st, mode, grp)


def gen_matmul(g, x=None):
    x = x or g.pick(rank(2))
    if x is None:
        return None
    m, k = g.shape[x]
    left = [t for t in g.order if len(g.shape[t]) == 2 and g.shape[t][1] == m]
    if left and g.chance(0.15):  # x on the right: z[p, m] x[m, k]
        z = g.choice(left)
        return g.node('MatMul', [z, x], [(g.shape[z][0], k)])
    n = g.r(1, 8)
    cands = [t for t in g.order if len(g.shape[t]) == 2 and g.shape[t][0] == k]
    u = g.rng.random()
    if u < 0.6:
        y, n = g.weight((k, n), fan_in=k), n
    elif cands:
        y = g.choice(cands)
        n = g.shape[y][1]
    elif len(g.inputs) < 3:
        y = g.add_input((k, n))
    else:
        y = g.weight((k, n), fan_in=k)
    return g.node('MatMul', [x, y], [(m, n)])


def gen_gemm(g):
    a = g.pick(rank(2))
    if a is None:
        return None
    ta = g.chance(0.3)
    m, k = g.shape[a][::-1] if ta else g.shape[a]
    n = g.r(1, 8)
    tb = g.chance(0.4)
    b = g.weight((n, k) if tb else (k, n), fan_in=k)
    ins = [a, b]
    attrs = {}
    u = g.rng.random()
    if u < 0.4:
        ins.append(g.weight((n,), fan_in=4))
    elif u < 0.6:
        ins.append(g.weight((m, n), fan_in=4))
    if ta:
        attrs['transA'] = 1
    if tb:
        attrs['transB'] = 1
    if g.chance(0.3):
        attrs['alpha'] = g.choice([0.5, 2.0, 1.5])
    if len(ins) == 3 and g.chance(0.3):
        attrs['beta'] = g.choice([0.5, 2.0])
    return g.node('Gemm', ins, [(m, n)], **attrs)


def gen_concat(g):
    x = g.pick(lambda s: True)
    s = g.shape[x]
    axis = g.r(0, len(s) - 1) if g.chance(0.3) else min(1, len(s) - 1)
    parts = [x]
    for _ in range(g.choice([1, 1, 1, 2])):
        match = [t for t in g.order if t not in parts and len(g.shape[t]) == len(s) and
                 all(g.shape[t][i] == s[i] for i in range(len(s)) if i != axis)]
        parts.append(g.choice(match) if match and g.chance(0.7) else g.same_shape(x))
    out = list(s)
    out[axis] = sum(g.shape[p][axis] if p in g.shape else s[axis] for p in parts)
    if g.chance(0.2):
        axis -= len(s)  # a negative axis, as exporters write
    return g.node('Concat', parts, [out], axis=axis)


def gen_split(g):
    x = g.pick(lambda s: max(s) >= 2)
    if x is None:
        return None
    s = g.shape[x]
    axis = g.choice([i for i in range(len(s)) if s[i] >= 2])
    nout = 3 if s[axis] >= 3 and g.chance(0.15) else 2
    if g.chance(0.5) or s[axis] % nout:
        cut = sorted(g.rng.choice(np.arange(1, s[axis]), nout - 1, replace=False).tolist())
        sizes = [b - a for a, b in zip([0] + cut, cut + [s[axis]])]
        ins = [x, g.ints(sizes)]
    else:
        sizes = [s[axis] // nout] * nout
        ins = [x]
    shapes = [tuple(s[:axis]) + (z,) + tuple(s[axis + 1:]) for z in sizes]
    return g.node('Split', ins, shapes, axis=axis)


def gen_pool(g):
    x = g.pick(rank(4))
    if x is None:
        return None
    n, c, h, w = g.shape[x]
    k = g.choice([1, 2, 3]) if min(h, w) >= 3 else 1
    st = g.choice([1, 2])
    op = g.choice(['MaxPool', 'AveragePool'])
    attrs = {'kernel_shape': [k, k]}
    if st != 1:
        attrs['strides'] = [st, st]
    same = g.chance(0.5) and k >= st
    if same:
        attrs['auto_pad'] = 'SAME_UPPER'
    if op == 'AveragePool' and g.chance(0.6):
        attrs['count_include_pad'] = 1
    return g.node(op, [x], [(n, c, conv_out(h, k, st, same), conv_out(w, k, st, same))], **attrs)


def gen_reshape(g):
    x = g.pick(lambda s: True)
    s = g.shape[x]
    total = int(np.prod(s))
    divs = [d for d in range(1, total + 1) if total % d == 0]
    r = g.r(1, 4)
    dims = []
    left = total
    for _ in range(r - 1):
        d = g.choice([d for d in divs if left % d == 0 and d <= 16])
        dims.append(d)
        left //= d
    dims.append(left)
    shape = list(dims)
    if g.chance(0.3):
        shape[g.r(0, r - 1)] = -1
    return g.node('Reshape', [x, g.ints(shape)], [dims])


def gen_flatten(g):
    x = g.pick(lambda s: len(s) >= 2)
    if x is None:
        return None
    s = g.shape[x]
    axis = g.r(0, len(s))
    return g.node('Flatten', [x], [(int(np.prod(s[:axis])), int(np.prod(s[axis:])))], axis=axis)


def apply_same(g, kind, t, p):
    """Operator kind on t with the parameters p (shared between the two sides of a fragment)."""
    s = g.shape[t]
    if kind in ('Relu', 'Sigmoid', 'Tanh'):
        return g.node(kind, [t], [s])
    if kind == 'Relu6':
        return g.clip(t)
    if kind == 'Transpose':
        return g.node('Transpose', [t], [s[::-1]], perm=[1, 0])
    if kind == 'Scale':
        return g.node('Mul', [t, p.setdefault('c', g.weight((), fan_in=1))], [s])
    if kind == 'MatMul':
        w = p['w'] if 'w' in p and p['shared'] else g.weight((s[1], p['n']), fan_in=s[1])
        p.setdefault('w', w)
        return g.node('MatMul', [t, w], [(s[0], p['n'])])
    if kind == 'Conv':
        k = p['k']
        w = p['w'] if 'w' in p and p['shared'] else g.weight((p['o'], s[1], k, k), fan_in=s[1] * k * k)
        p.setdefault('w', w)
        attrs = {'kernel_shape': [k, k]}
        if p['same']:
            attrs['pads'] = [k // 2] * 4
        h, w_ = (s[2], s[3]) if p['same'] else (s[2] - k + 1, s[3] - k + 1)
        return g.node('Conv', [t, w], [(s[0], p['o'], h, w_)], **attrs)
    attrs = {'kernel_shape': [3, 3]}
    if p['same']:
        attrs['pads'] = [1, 1, 1, 1]
        if kind == 'AveragePool':
            attrs['count_include_pad'] = p['cip']
    h, w_ = (s[2], s[3]) if p['same'] else (s[2] - 2, s[3] - 2)
    return g.node(kind, [t], [(s[0], s[1], h, w_)], **attrs)


def fragment(g):
    """A shape the rules look for: the same operator on two tensors (or twice on one), then joined."""
    x = g.pick()
    s = g.shape[x]
    kinds = ['Relu', 'Sigmoid', 'Tanh', 'Scale', 'Relu6']
    if len(s) == 2:
        kinds += ['Transpose', 'MatMul', 'MatMul']
    if len(s) == 4:
        kinds += ['Conv', 'Conv', 'Conv']
        if min(s[2:]) >= 3:
            kinds += ['AveragePool', 'MaxPool']
    kind = g.choice(kinds)
    small = len(s) == 4 and min(s[2:]) < 3
    p = {'n': g.r(1, 8), 'o': g.r(1, 6), 'k': 1 if small else g.choice([1, 3]), 'same': small or g.chance(0.6),
         'shared': g.chance(0.5), 'cip': g.choice([0, 1])}
    u = g.rng.random()
    if u < 0.2:  # twice in a row: relu(relu x), transpose(transpose x), ...
        a = apply_same(g, kind, x, p)
        if g.shape[a] == s or kind in ('Transpose',):
            return apply_same(g, kind, a, dict(p, shared=False, w=None) if 'w' in p else p)
        return a
    y = g.same_shape(x) if g.chance(0.8) else x
    if y not in g.shape:
        g.shape[y] = s  # a weight: its shape, for the operators below
    a, b = apply_same(g, kind, x, p), apply_same(g, kind, y, p)
    out = g.shape[a]
    join = g.choice(['Concat', 'Concat', 'Add', 'Mul'])
    if join == 'Concat':
        axis = g.choice([0, 1]) if len(out) > 1 else 0
        cat = list(out)
        cat[axis] *= 2
        r = g.node('Concat', [a, b], [cat], axis=axis)
        if g.chance(0.3):
            after = g.choice(['Relu', 'Transpose']) if len(cat) == 2 else 'Relu'
            r = apply_same(g, after, r, p)
        return r
    return g.node(join, [a, b], [out])


def step(g, op):
    """Adds one operator of kind op; None when no tensor fits it."""
    if op == 'conv':
        r = gen_conv(g)
        return r and r[0]
    if op == 'conv_twin':  # two convolutions of one input, same kernel and stride: conv_concat_weights
        r = gen_conv(g)
        if r is None:
            return None
        x = g.nodes[-1].input[0]
        r2 = gen_conv(g, x=x, like=r[1])
        return r2 and r2[0]
    if op == 'conv_opaque':
        r = gen_conv(g, opaque=True)
        return r and r[0]
    if op == 'matmul':
        return gen_matmul(g)
    if op == 'fragment':
        return fragment(g)
    if op == 'matmul_twin':
        x = gen_matmul(g)
        if x is None:
            return None
        return gen_matmul(g, x=g.nodes[-1].input[0] if g.shape[g.nodes[-1].input[0]] != () else None)
    if op == 'gemm':
        return gen_gemm(g)
    if op in ('add', 'mul'):
        x = g.pick()
        y = g.same_shape(x)
        ins = [x, y] if g.chance(0.5) else [y, x]
        return g.node('Add' if op == 'add' else 'Mul', ins, [g.shape[x]])
    if op == 'bias':  # per channel: [C,1,1] on NCHW, [N] on a matrix's last axis
        x = g.pick(lambda s: len(s) in (2, 4))
        if x is None:
            return None
        s = g.shape[x]
        b = g.weight((s[1], 1, 1) if len(s) == 4 else (s[1],), fan_in=4)
        return g.node(g.choice(['Add', 'Add', 'Mul']), [x, b], [s])
    if op == 'scale':
        x = g.pick()
        c = g.weight(g.choice([(), (1,)]), fan_in=1)
        return g.node('Mul', [x, c] if g.chance(0.7) else [c, x], [g.shape[x]])
    if op == 'unary':
        x = g.pick()
        kind = g.choice(['Relu', 'Relu', 'Sigmoid', 'Tanh', 'Clip'])
        if kind == 'Clip':
            return g.clip(x) if g.chance(0.8) else g.clip(x, *g.choice([(0.0, 1.0), (-0.5, 0.5)]))
        return g.node(kind, [x], [g.shape[x]])
    if op == 'concat':
        return gen_concat(g)
    if op == 'split':
        return gen_split(g)
    if op == 'transpose':
        x = g.pick(lambda s: len(s) in (2, 4))
        if x is None:
            return None
        s = g.shape[x]
        perm = [1, 0] if len(s) == 2 else [int(i) for i in g.rng.permutation(4)]
        return g.node('Transpose', [x], [tuple(s[p] for p in perm)], perm=perm)
    if op == 'pool':
        return gen_pool(g)
    if op == 'gap':
        x = g.pick(rank(4))
        return x and g.node('GlobalAveragePool', [x], [g.shape[x][:2] + (1, 1)])
    if op == 'bn':
        x = g.pick(rank(4))
        if x is None:
            return None
        c = g.shape[x][1]
        ins = [x, g.weight((c,), fan_in=1), g.weight((c,), fan_in=4), g.weight((c,), fan_in=4),
               g.weight((c,), positive=True)]
        return g.node('BatchNormalization', ins, [g.shape[x]], epsilon=g.choice([1e-5, 1e-3]))
    if op == 'reshape':
        return gen_reshape(g)
    if op == 'flatten':
        return gen_flatten(g)
    if op == 'identity':
        x = g.pick()
        return g.node('Identity', [x], [g.shape[x]])
    if op == 'constant':
        x = g.pick()
        a = (g.rng.uniform(-1, 1, g.shape[x])).astype(np.float32)
        c = g.node('Constant', [], [g.shape[x]], value=numpy_helper.from_array(a))
        return g.node(g.choice(['Add', 'Mul']), [x, c], [g.shape[x]])
    if op == 'opaque_unary':
        x = g.pick()
        kind = g.choice(['Softmax', 'LeakyRelu', 'Neg', 'Abs'])
        attrs = {'axis': -1} if kind == 'Softmax' else {'alpha': 0.1} if kind == 'LeakyRelu' else {}
        return g.node(kind, [x], [g.shape[x]], **attrs)
    if op == 'opaque_binary':
        x = g.pick()
        if g.chance(0.5):
            return g.node('Sub', [x, g.same_shape(x)], [g.shape[x]])
        return g.node('Div', [x, g.weight(g.shape[x], positive=True)], [g.shape[x]])
    if op == 'bcast_opaque':  # a broadcast the mapped forms do not express: [W] over NCHW, [M,1] over a matrix
        x = g.pick(lambda s: len(s) in (2, 4))
        if x is None:
            return None
        s = g.shape[x]
        b = g.weight((s[3],) if len(s) == 4 else (s[0], 1), fan_in=4)
        return g.node(g.choice(['Add', 'Mul']), [x, b], [s])
    if op == 'opaque_shape':
        x = g.pick()
        s = g.shape[x]
        kind = g.choice(['ReduceMean', 'Unsqueeze', 'Squeeze', 'Slice', 'Cast', 'Pow'])
        if kind == 'Cast':  # to float of a float: an alias in the import
            return g.node('Cast', [x], [s], to=TensorProto.FLOAT)
        if kind == 'Pow':  # by 2: ewmul (x, x); by 3: opaque
            return g.node('Pow', [x, g.floats(g.choice([2.0, 3.0]))], [s])
        if kind == 'ReduceMean':
            ax = g.r(0, len(s) - 1)
            keep = g.chance(0.5)
            out = tuple(1 if i == ax else d for i, d in enumerate(s)) if keep else s[:ax] + s[ax + 1:]
            if not out:
                return None
            return g.node('ReduceMean', [x], [out], axes=[ax], keepdims=int(keep))
        if kind == 'Unsqueeze':
            if len(s) >= 4:
                return None
            ax = g.r(0, len(s))
            return g.node('Unsqueeze', [x, g.ints([ax])], [s[:ax] + (1,) + s[ax:]])
        if kind == 'Squeeze':
            ones = [i for i, d in enumerate(s) if d == 1]
            if not ones or len(s) == 1:
                return None
            ax = g.choice(ones)
            return g.node('Squeeze', [x, g.ints([ax])], [s[:ax] + s[ax + 1:]])
        ax = g.choice([i for i in range(len(s))])
        if s[ax] < 2:
            return None
        # a suffix (split's second output), a prefix (its first), or everything (an alias)
        b, e = (g.r(0, s[ax] - 2), s[ax]) if g.chance(0.6) else (0, g.r(1, s[ax]))
        return g.node('Slice', [x, g.ints([b]), g.ints([e]), g.ints([ax])],
                      [s[:ax] + (e - b,) + s[ax + 1:]])
    if op == 'int_out':  # integer outputs, compared exactly: a shape, an argmax of a graph input
        if g.chance(0.5):
            x = g.pick()
            out = g.node('Shape', [x], [None])
            g.int_outputs.append((out, (len(g.shape[x]),)))
            return out
        x = g.choice([i.name for i in g.inputs])
        ax = g.r(0, len(g.shape[x]) - 1)
        out = g.node('ArgMax', [x], [None], axis=ax, keepdims=1)
        g.int_outputs.append((out, tuple(1 if i == ax else d for i, d in enumerate(g.shape[x]))))
        return out
    raise ValueError(op)


def random_model(seed, max_nodes=None):
    """The graph for seed: 1-2 inputs, 2-14 operators, every unread tensor an output.

    Half the models carry value_info for every tensor; a refusal for want of an
    opaque output's shape in the other half is a documented limit (docs/cli.md),
    which tools/difftest.py counts apart from failures."""
    rng = np.random.default_rng(seed)
    g = Graph(rng)
    for _ in range(g.r(1, 2)):
        if g.chance(0.55):
            g.add_input((g.r(1, 2), g.r(1, 6), g.r(1, 8), g.r(1, 8)))
        else:
            g.add_input((g.r(1, 8), g.r(1, 8)))
    want = max_nodes or g.r(2, 14)
    tries = 0
    while len(g.nodes) < want and tries < 200:
        tries += 1
        op = OPS[int(rng.choice(len(OPS), p=PROB))]
        try:
            step(g, op)
        except (ValueError, IndexError):
            continue
    outs = [t for t in g.order if t not in g.read and t not in {i.name for i in g.inputs}]
    extra = [t for t in g.order if t in g.read and t not in outs and g.chance(0.1) and
             t not in {i.name for i in g.inputs}]
    vis = [helper.make_tensor_value_info(t, TensorProto.FLOAT, list(g.shape[t])) for t in outs + extra]
    for t, shape in g.int_outputs:
        vis.append(helper.make_tensor_value_info(t, TensorProto.INT64, list(shape)))
    if not vis:
        vis = [helper.make_tensor_value_info(g.order[-1], TensorProto.FLOAT, list(g.shape[g.order[-1]]))]
    graph = helper.make_graph(g.nodes, 'difftest_%d' % seed, g.inputs, vis, g.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid('', OPSET)],
                              producer_name='tasoc-difftest')
    model.ir_version = 8
    if rng.random() < 0.5:
        # Half the graphs carry every intermediate shape (as exporters write
        # them); the other half leave opaque outputs to tasoc's own inference.
        model = shape_inference.infer_shapes(model)
    return model, sorted(g.used_ops)


if __name__ == '__main__':
    # difftest_gen.py DIR N SEED: writes N graphs (DIR/gI.onnx), the seed corpus of tools/fuzz_pipeline.sh.
    import os, sys
    import onnx
    out, n, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out, exist_ok=True)
    for i in range(n):
        onnx.save(random_model(seed * 1000003 + i)[0], os.path.join(out, 'g%d.onnx' % i))
