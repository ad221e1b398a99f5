"""check_torch.py: times the matrix products and convolutions of a cudnn cost file again through PyTorch, as a check.

The cudnn backend (host/backend/cost_cudnn.c) times each operator with CUDA
events around cuBLAS and cuDNN calls. PyTorch calls the same libraries; if the
two disagree by much on the same shapes, the backend's figures are suspect.
Both use float32 with PyTorch's defaults (TF32 allowed in cuDNN convolutions,
not in cuBLAS products), which are also the libraries' own defaults.
"""
import re
import statistics
import sys

import torch
import torch.nn.functional as F

LINE = re.compile(r"^(\w+) a=(\S+) in=(\S+) out=(\S+) cost=(\S+)$")


def shapes(text):
    return [[int(d) for d in s.strip("[]").split(",") if d] for s in text.split(";")]


def timed(fn, repeats=9, calls=8):
    """As tasoc's backend times: the median of windows of calls back to back, a call's share of one."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeats):
        a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(calls):
            fn()
        b.record()
        b.synchronize()
        times.append(a.elapsed_time(b) / calls)
    return statistics.median(times)


def same_pad(n, k, s):
    out = -(-n // s)
    return max((out - 1) * s + k - n, 0)


def main(path):
    dev = torch.device("cuda")
    torch.backends.cudnn.benchmark = True  # the fastest algorithm, as cudnnFindConvolutionForwardAlgorithm gives tasoc
    rows = []
    for line in open(path):
        m = LINE.match(line.strip())
        if not m or m.group(1) not in ("matmul", "conv2d"):
            continue
        op, attrs, ins, cost = m.group(1), m.group(2), shapes(m.group(3)), float(m.group(5))
        x, w = (torch.randn(s, device=dev) for s in ins[:2])
        if op == "matmul":
            fn = lambda x=x, w=w: torch.matmul(x, w)
        else:
            sh, sw, pad, act = (int(a) for a in attrs.split(","))
            if pad == 0:  # SAME, begin = total // 2 as tasoc pads; PyTorch's F.pad takes the asymmetric rest
                ph, pw = same_pad(ins[0][2], ins[1][2], sh), same_pad(ins[0][3], ins[1][3], sw)
                p = (pw // 2, pw - pw // 2, ph // 2, ph - ph // 2)
            else:
                p = (0, 0, 0, 0)
            relu = act == 1
            if p == (0, 0, 0, 0) or (p[0] == p[1] and p[2] == p[3]):
                fn = lambda x=x, w=w, s=(sh, sw), q=(p[2], p[0]), r=relu: (
                    F.relu(F.conv2d(x, w, stride=s, padding=q)) if r else F.conv2d(x, w, stride=s, padding=q))
            else:
                fn = lambda x=x, w=w, s=(sh, sw), q=p, r=relu: (
                    F.relu(F.conv2d(F.pad(x, q), w, stride=s)) if r else F.conv2d(F.pad(x, q), w, stride=s))
        rows.append((op, m.group(3), cost, timed(fn)))
    print(f"{len(rows)} keys; torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
          f"{torch.cuda.get_device_name()}")
    print(f"{'op':7} {'tasoc ms':>9} {'torch ms':>9} {'ratio':>6}  shapes")
    ratios = []
    for op, s, c, t in sorted(rows, key=lambda r: -r[3]):
        ratios.append(c / t)
        print(f"{op:7} {c:9.4f} {t:9.4f} {c / t:6.2f}  {s}")
    if ratios:
        ratios.sort()
        print(f"tasoc/torch: median {statistics.median(ratios):.2f}, range {ratios[0]:.2f}-{ratios[-1]:.2f}")
        for op in ("matmul", "conv2d"):
            tc = sum(c for o, _, c, _ in rows if o == op)
            tt = sum(t for o, _, _, t in rows if o == op)
            if tt:
                print(f"{op}: tasoc {tc:.3f} ms, torch {tt:.3f} ms over its keys ({tc / tt:.2f})")


if __name__ == "__main__":
    main(sys.argv[1])
