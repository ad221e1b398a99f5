#!/usr/bin/python3
# bench_headroom.py: the arithmetic of tools/bench_headroom.sh: probe models, each model's FLOPs and weight bytes, the table.
#
#   bench_headroom.py probes DIR          writes DIR/probe_*.onnx: the models that measure this core's limits in ORT
#   bench_headroom.py table DIR TIMES HUGE M...
#       prints the headroom table (markdown) from the timings bench_headroom_time.py wrote to TIMES (one JSON line a
#       model, probes included) and to HUGE (the same with huge pages), and the models DIR/M.onnx
#
# FLOPs: 2 per multiply-add of Conv, MatMul and Gemm (shapes from onnx's own
# shape inference); every other operator counts 0, so the compute bound is a
# floor. Bytes: the model's initializers, which an inference must read
# whole; in a loop of inferences at most the L3's size of them can stay in
# the cache from one to the next, so at least the rest comes from memory
# (activations are left out: another floor). The bound on any rewrite that
# keeps the FLOPs (TASO's rules do; none removes arithmetic) on this core:
# the larger of FLOPs at the sgemm peak and those bytes at the memory
# bandwidth, both measured in ORT by the probes, in CPU time.
import json, math, sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper, shape_inference

# The probes: (name, what it measures, input shape, weight shape, node).
SGEMMS = (512, 1024)  # square products: the faster is the peak (512: 0.27 GFLOP, 1024: 2.1 GFLOP)
GEMV_K = GEMV_N = 8192  # a vector times a 256 MiB matrix: bound by reading it


def probe_models(d):
    rng = np.random.default_rng(1)

    def save(name, x_shape, w, node, y_shape):
        g = helper.make_graph([node], name, [helper.make_tensor_value_info('x', TensorProto.FLOAT, x_shape)],
                              [helper.make_tensor_value_info('y', TensorProto.FLOAT, y_shape)],
                              [numpy_helper.from_array(w, 'w')])
        onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid('', 13)]), f'{d}/{name}.onnx')

    for n in SGEMMS:
        w = rng.uniform(-1, 1, (n, n)).astype(np.float32)
        save(f'probe_sgemm{n}', [n, n], w, helper.make_node('MatMul', ['x', 'w'], ['y']), [n, n])
    w = rng.uniform(-1, 1, (GEMV_K, GEMV_N)).astype(np.float32)
    save('probe_gemv', [1, GEMV_K], w, helper.make_node('MatMul', ['x', 'w'], ['y']), [1, GEMV_N])
    # A 3x3 convolution of ResNet's middle stage, for what ORT's convolution kernels reach.
    w = rng.uniform(-1, 1, (128, 128, 3, 3)).astype(np.float32)
    save('probe_conv3x3', [1, 128, 56, 56], w,
         helper.make_node('Conv', ['x', 'w'], ['y'], kernel_shape=[3, 3], pads=[1, 1, 1, 1]), [1, 128, 56, 56])
    bert_models(d, rng)


# BERT as tools/models_bert.c builds it (8 layers, sequence 64, hidden 1024, 16 heads of 64), twice, with the
# same weights: its heads as tasoc writes them (cut out by Splits, 32 products of 64x64 a layer, a Concat) and
# batched (Reshape and Transpose to 16x64x64, two 3-D MatMuls, back). The spec has no batched product: this
# asks what one would gain, on the whole model.
BERT_LAYERS, BERT_SEQ, BERT_HEADS, BERT_HD = 8, 64, 16, 64


def bert_models(d, rng):
    s, n, hd = BERT_SEQ, BERT_HEADS, BERT_HD
    dm = n * hd
    io = lambda name: helper.make_tensor_value_info(name, TensorProto.FLOAT, [s, dm])
    weights = [numpy_helper.from_array(rng.uniform(-0.03, 0.03, (dm, dm)).astype(np.float32), f'w{l}{c}')
               for l in range(BERT_LAYERS) for c in 'qkvo']
    shapes = [numpy_helper.from_array(np.array(v, dtype=np.int64), name)
              for name, v in (('s3', [s, n, hd]), ('s2', [s, dm]))]
    opset = [helper.make_opsetid('', 13)]
    for batched in (False, True):
        nodes, x = [], 'x'
        for l in range(BERT_LAYERS):
            p = f'l{l}_'
            mm = lambda a, b, y: nodes.append(helper.make_node('MatMul', [a, b], [y]))
            for c in 'qkv':
                mm(x, f'w{l}{c}', p + c)
            if batched:
                for c, perm in (('q', [1, 0, 2]), ('k', [1, 2, 0]), ('v', [1, 0, 2])):
                    nodes.append(helper.make_node('Reshape', [p + c, 's3'], [p + c + '3']))
                    nodes.append(helper.make_node('Transpose', [p + c + '3'], [p + c + 'b'], perm=perm))
                mm(p + 'qb', p + 'kb', p + 'lb')
                mm(p + 'lb', p + 'vb', p + 'ob')
                nodes.append(helper.make_node('Transpose', [p + 'ob'], [p + 'o3'], perm=[1, 0, 2]))
                nodes.append(helper.make_node('Reshape', [p + 'o3', 's2'], [p + 'o']))
            else:
                heads = lambda c: [f'{p}{c}{i}' for i in range(n)]
                nodes.append(helper.make_node('Transpose', [p + 'k'], [p + 'kt'], perm=[1, 0]))
                nodes.append(helper.make_node('Split', [p + 'q'], heads('q'), axis=1))
                nodes.append(helper.make_node('Split', [p + 'kt'], heads('k'), axis=0))
                nodes.append(helper.make_node('Split', [p + 'v'], heads('v'), axis=1))
                for i in range(n):
                    mm(f'{p}q{i}', f'{p}k{i}', f'{p}l{i}')
                    mm(f'{p}l{i}', f'{p}v{i}', f'{p}o{i}')
                nodes.append(helper.make_node('Concat', heads('o'), [p + 'o'], axis=1))
            x = p + 'y' if l < BERT_LAYERS - 1 else 'y'
            mm(p + 'o', f'w{l}o', x)
        name = 'probe_bert_batched' if batched else 'probe_bert_heads'
        g = helper.make_graph(nodes, name, [io('x')], [io('y')], weights + (shapes if batched else []))
        onnx.save(helper.make_model(g, opset_imports=opset), f'{d}/{name}.onnx')


def probe_work(name):
    """(FLOPs, bytes read) of a probe."""
    if name.startswith('probe_sgemm'):
        n = int(name[len('probe_sgemm'):])
        return 2.0 * n ** 3, 4.0 * n * n
    if name == 'probe_gemv':
        return 2.0 * GEMV_K * GEMV_N, 4.0 * GEMV_K * GEMV_N
    if name == 'probe_conv3x3':
        return 2.0 * 128 * 56 * 56 * 128 * 9, 4.0 * 128 * 128 * 9
    raise KeyError(name)


def dims(vi):
    return [d.dim_value for d in vi.type.tensor_type.shape.dim]


def model_work(path):
    """FLOPs of Conv, MatMul and Gemm (by kind), the initializers' bytes, and the node count."""
    m = shape_inference.infer_shapes(onnx.load(path))
    g = m.graph
    shape = {vi.name: dims(vi) for vi in list(g.value_info) + list(g.input) + list(g.output)}
    for t in g.initializer:
        shape[t.name] = list(t.dims)
    flops = {'conv': 0.0, 'matmul': 0.0}
    for n in g.node:
        if n.op_type == 'Conv':
            w, y = shape[n.input[1]], shape[n.output[0]]
            flops['conv'] += 2.0 * math.prod(y) * math.prod(w[1:])  # each output: Cin/group x kernel multiply-adds
        elif n.op_type in ('MatMul', 'Gemm'):
            a, y = shape[n.input[0]], shape[n.output[0]]
            k = a[0] if n.op_type == 'Gemm' and any(x.name == 'transA' and x.i for x in n.attribute) else a[-1]
            flops['matmul'] += 2.0 * math.prod(y) * k
    weight_bytes = sum(numpy_helper.to_array(t).nbytes for t in g.initializer)
    return flops, weight_bytes, len(g.node)


# ORT's kernels by what a graph rewrite could do about them.
COMPUTE = {'Conv', 'FusedConv', 'MatMul', 'FusedMatMul', 'Gemm', 'FusedGemm', 'QLinearConv', 'ConvTranspose'}


def l3_bytes():
    """The last-level cache of this machine (sysfs), 0 when it cannot be read."""
    try:
        size = open('/sys/devices/system/cpu/cpu0/cache/index3/size').read().strip()
        return int(size[:-1]) * {'K': 1 << 10, 'M': 1 << 20}[size[-1]] if size[-1] in 'KM' else int(size)
    except (OSError, ValueError, KeyError):
        return 0


def read_times(f):
    return {r['model']: r for r in map(json.loads, open(f))}


def table(d, times_file, huge_file, models):
    t, huge = read_times(times_file), read_times(huge_file)
    l3 = l3_bytes()
    # CPU time throughout: on the shared machine other processes stretch the wall time more than the CPU time.
    rows = []
    for name in models:
        r = t[name]
        flops, wbytes, _ = model_work(f'{d}/{name}.onnx')
        total = sum(r['op_ms'].values()) or 1
        share = {k: v / total for k, v in r['op_ms'].items()}
        comp = sum(v for k, v in share.items() if k in COMPUTE)
        f = flops['conv'] + flops['matmul']
        rows.append((name, r, flops, f, wbytes, share, comp, f / (comp * r['cpu_ms'] / 1e3)))
    rate = {n: probe_work(f'probe_sgemm{n}')[0] / (t[f'probe_sgemm{n}']['cpu_ms'] / 1e3) for n in SGEMMS}
    conv = probe_work('probe_conv3x3')[0] / (t['probe_conv3x3']['cpu_ms'] / 1e3)
    # The bandwidth: the faster of the matrix-vector product with 4 KiB pages (what ORT gets by default
    # here) and with huge pages (fewer TLB misses: the memory's own rate, more nearly).
    gemv = min(t['probe_gemv']['cpu_ms'], huge['probe_gemv']['cpu_ms'])
    bw = probe_work('probe_gemv')[1] / (gemv / 1e3)
    # The peak: the fastest this core was seen doing arithmetic in ORT, probes and the models' own
    # conv/matmul kernels alike (ORT's NCHWc convolutions outrun its sgemm here).
    peak = max(list(rate.values()) + [conv] + [x[7] for x in rows])
    sg = ', '.join(f"{n}^3 {rate[n] / 1e9:.0f} GFLOP/s ({t[f'probe_sgemm{n}']['cpu_ms']:.2f} ms)" for n in SGEMMS)
    print(f"this core in ONNX Runtime (1 thread; CPU time, medians): sgemm {sg}; 3x3 conv 128->128 at 56x56 "
          f"{conv / 1e9:.0f} GFLOP/s ({t['probe_conv3x3']['cpu_ms']:.2f} ms); the models' conv/matmul kernels up to "
          f"{max(x[7] for x in rows) / 1e9:.0f} GFLOP/s; peak taken: {peak / 1e9:.0f} GFLOP/s. A vector times a "
          f"256 MiB weight: {t['probe_gemv']['cpu_ms']:.1f} ms, {huge['probe_gemv']['cpu_ms']:.1f} ms with huge "
          f"pages: bandwidth taken {bw / 1e9:.1f} GB/s. L3 {l3 >> 20} MiB.")
    print()
    print('| model | ORT ms: CPU (wall; fastest session) | GFLOP: conv + matmul | weights MB | FLOPs at the peak, ms | '
          'weights at the bandwidth, ms: all (past the L3) | conv/matmul kernels: share of the time, GFLOP/s (of '
          'the peak) | other kernels: share (largest) | ceiling: any rewrite (weights past the L3 only) | ceiling: '
          'rewrites that keep ORT\'s conv/matmul kernels |')
    print('|---|---|---|---|---|---|---|---|---|---|')
    ceil_all, ceil_strict, ceil_kernels = [], [], []
    for name, r, flops, f, wbytes, share, comp, grate in rows:
        ms = r['cpu_ms']
        t_peak = f / peak * 1e3
        t_mem = wbytes / bw * 1e3
        t_mem_l3 = max(0, wbytes - l3) / bw * 1e3  # were the L3 to keep its fill of weights from run to run
        other = sorted(((v, k) for k, v in share.items() if k not in COMPUTE), reverse=True)
        comp_ms = comp * ms
        # A rewrite that leaves the conv/matmul kernels as ORT runs them can at most remove the rest.
        c_all, c_strict, c_kern = ms / max(t_peak, t_mem), ms / max(t_peak, t_mem_l3), ms / max(comp_ms, t_mem_l3)
        ceil_all.append(c_all)
        ceil_strict.append(c_strict)
        ceil_kernels.append(c_kern)
        tops = ', '.join(f'{k} {v:.0%}' for v, k in other[:3])
        print(f"| {name} | {ms:.2f} ({r['ms']:.2f}; {r['best_session_ms']:.2f}) | {flops['conv'] / 1e9:.2f} + "
              f"{flops['matmul'] / 1e9:.2f} | {wbytes / 1e6:.1f} | {t_peak:.2f} | {t_mem:.2f} ({t_mem_l3:.2f}) | "
              f"{comp:.0%}, {grate / 1e9:.0f} ({grate / peak:.0%}) | {1 - comp:.0%} ({tops}) | {c_all:.2f}x "
              f"({c_strict:.2f}x) | {c_kern:.2f}x |")
    g = lambda xs: math.exp(sum(map(math.log, xs)) / len(xs))
    print()
    print(f"geomean ceiling over the {len(models)}: any rewrite {g(ceil_all):.3f}x ({g(ceil_strict):.3f}x with the "
          f"weights past the L3 only); rewrites that keep ORT's conv/matmul kernels {g(ceil_kernels):.3f}x")
    if 'probe_bert_heads' in t:
        a, b = t['probe_bert_heads']['cpu_ms'], t['probe_bert_batched']['cpu_ms']
        print()
        print(f"BERT (tools/models_bert.c's 8 layers, as exported) with its attention heads batched, one 3-D MatMul "
              f"for each layer's 16 logits and 16 outputs (no rule makes it: the spec has no batched product): "
              f"{a:.2f} ms -> {b:.2f} ms CPU, {a / b:.3f}x")
    print()
    print('time by ORT operator (ms a run, profiled, wall; the profiler adds about 1.7 us a kernel), kernels a run:')
    for name, r, *_ in rows:
        ops = sorted(r['op_ms'].items(), key=lambda kv: -kv[1])
        print(f"  {name}: " + ', '.join(f"{k} {v:.2f} ({r['op_kernels'][k]:.0f})" for k, v in ops))
    print()
    print('with huge pages for the weights (GLIBC_TUNABLES=glibc.malloc.hugetlb=1; this machine\'s transparent huge '
          'pages are "madvise", so ORT gets 4 KiB pages unless asked): CPU time, median, default -> huge pages')
    for name in ['probe_gemv'] + list(models):
        a, b = t[name]['cpu_ms'], huge[name]['cpu_ms']
        print(f"  {name}: {a:.2f} ms -> {b:.2f} ms, {a / b:.3f}x")


if __name__ == '__main__':
    if sys.argv[1] == 'probes':
        probe_models(sys.argv[2])
    elif sys.argv[1] == 'table':
        table(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:])
    else:
        sys.exit('usage: bench_headroom.py probes DIR | table DIR TIMES HUGE MODEL...')
