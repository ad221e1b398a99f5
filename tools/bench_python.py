"""bench_python.py: RSS over a loop of tasoc.optimize calls in one process (tools/bench_python.sh runs it).

usage: TASOC_LIBRARY_DIR=build PYTHONPATH=python python3 tools/bench_python.py MODEL [CALLS] [WARMUP]

Each call optimizes MODEL's bytes (the in-memory call, tasoc_optimize_bytes) with the report, under the
analytical target without measuring, so that a call is milliseconds and the same every time. RSS (VmRSS) is
read after WARMUP calls and after CALLS; the growth between the two must stay under 5 MB (exit 1 above).
"""
import argparse
import sys
import time

import tasoc

LIMIT_KB = 5 * 1024


def rss_kb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def main():
    ap = argparse.ArgumentParser(description="RSS over a loop of tasoc.optimize calls in one process; exits 1 "
                                 "when it grows more than 5 MB after the warm-up.")
    ap.add_argument("model", help="an ONNX model (its bytes are optimized each call)")
    ap.add_argument("calls", nargs="?", type=int, default=1000, help="calls in all (1000)")
    ap.add_argument("warmup", nargs="?", type=int, default=100, help="calls before the first reading (100)")
    a = ap.parse_args()
    model, calls, warmup = a.model, a.calls, a.warmup
    if not 0 < warmup < calls:
        ap.error("need 0 < WARMUP < CALLS")
    with open(model, "rb") as f:
        data = f.read()
    first = None
    for i in range(warmup):
        out, rep = tasoc.optimize(data, target="analytical", measure=False, report=True)
        first = first or out.SerializeToString()
    after_warmup = rss_kb()
    t0 = time.perf_counter()
    for i in range(warmup, calls):
        out, rep = tasoc.optimize(data, target="analytical", measure=False, report=True)
        if out.SerializeToString() != first:
            print(f"call {i + 1}: a different model than the first call's")
            return 1
    seconds = time.perf_counter() - t0
    end = rss_kb()
    grow = end - after_warmup
    print(f"model: {model} ({len(data)} bytes), tasoc {tasoc.__version__}, {calls} calls of tasoc.optimize "
          f"(bytes in, report, target analytical, no measuring)")
    print(f"RSS after {warmup} warm-up calls: {after_warmup / 1024:.1f} MB; after {calls}: {end / 1024:.1f} MB; "
          f"growth {grow / 1024:+.2f} MB (limit 5 MB): {'flat' if grow <= LIMIT_KB else 'GROWING'}")
    print(f"time: {seconds * 1e3 / (calls - warmup):.2f} ms a call over the last {calls - warmup} "
          "(2 shared cores: noisy)")
    return 0 if grow <= LIMIT_KB else 1


if __name__ == "__main__":
    sys.exit(main())
