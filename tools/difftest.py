#!/usr/bin/python3
# difftest.py: `make difftest`: random ONNX graphs through `tasoc optimize`, each result compared with its original in ONNX Runtime.
#
#   difftest.py [--n N] [--seed S] [--configs quick|full] [--save DIR] [--max-failures K] [--no-shrink]
#               [--jobs J]      J graphs side by side, each process with its own ONNX Runtime worker
#   difftest.py --regress DIR       the saved failing graphs of DIR, each under its own options
#
# Graph i is tools/difftest_gen.py's random_model(S * 1000003 + i), so a
# failure is reproduced by its seed alone. Each graph runs in ONNX Runtime
# (the original), then goes through `tasoc optimize --no-measure` under each
# configuration (cost models analytical and cpu, with ort every 25th graph,
# every 5th under --configs full; budgets 0 to 1000; --alpha, --no-fold; the
# saturating search on every other graph, alone or seeded), and every
# result must pass onnx.checker and give the original's outputs in ONNX
# Runtime on the same seeded inputs: floats within 1e-4 of the output's
# largest magnitude, NaN and infinities alike, integers and shapes exactly.
# A tasoc that exits 1 on a valid model is a failure too (it refused what it
# should optimize or pass through); one killed by a signal is a crash.
#
# A failing graph is shrunk (tools/difftest_shrink.py) to the fewest nodes
# that still fail the same way and saved in --save DIR as NAME.onnx with the
# options in NAME.args: `--regress DIR` (make test) replays them. ONNX
# Runtime runs in one worker (tools/ort_worker.py, the venv's) for the whole run.
# Exits 1 on any failure; never passes without ONNX Runtime.
import argparse, base64, collections, glob, json, multiprocessing, os, subprocess, sys, time
import numpy as np
import onnx

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from difftest_gen import random_model  # noqa: E402
from difftest_shrink import shrink  # noqa: E402
from ort_client import OrtClient, OrtUnavailable  # noqa: E402

TOL = 1e-4
NP = {'float32': np.float32, 'float64': np.float64, 'int64': np.int64, 'int32': np.int32, 'int8': np.int8,
      'uint8': np.uint8, 'bool': np.bool_, 'int16': np.int16, 'uint16': np.uint16}


class Ort(OrtClient):
    """One tools/ort_worker.py for the run: runs a model on inputs seeded by name."""

    def __init__(self):
        try:
            OrtClient.__init__(self, stderr=subprocess.DEVNULL)
        except OrtUnavailable as e:
            sys.exit('difftest: FAILED: %s' % e)

    def ask(self, req):
        try:
            return OrtClient.ask(self, req)
        except OrtUnavailable as e:
            sys.exit('difftest: FAILED: %s' % e)

    def run(self, path, seed=7, plain=False):
        """{name: array} or an error string; plain: without ONNX Runtime's graph optimizations."""
        r = self.ask({'op': 'load', 'path': path, 'plain': plain})
        if not r['ok']:
            return r['error']
        k = r['model']
        r2 = self.ask({'op': 'run', 'model': k, 'seed': seed})
        self.ask({'op': 'free', 'model': k})
        if not r2['ok']:
            return r2['error']
        out = {}
        for t in r2['outputs']:
            if t['type'] not in NP:
                return 'output %s has type %s, not compared' % (t['name'], t['type'])
            a = np.frombuffer(base64.b64decode(t['data']), dtype=np.dtype(NP[t['type']]).newbyteorder('<'))
            out[t['name']] = a.reshape(t['dims'])
        return out


def rounding(want, plain):
    """Per float output, how far ONNX Runtime's own graph optimizations move the original's result.

    A fused Conv and Add sums in another order than the two apart: conv(x, w) + conv(-x, w) is
    exactly 0 unoptimized and 6e-8 fused, and a rewrite that computes conv(x + -x, w) gives 0.
    Against an output that cancels to nearly nothing, 1e-4 relative is then tighter than the
    runtime's own rounding, so a rewrite may move an output as far as the runtime's optimizations do.
    """
    if not isinstance(plain, dict):
        return {}
    return {k: float(np.max(np.abs(want[k].astype(np.float64) - plain[k].astype(np.float64))))
            for k in want if k in plain and np.issubdtype(want[k].dtype, np.floating) and want[k].shape == plain[k].shape
            and want[k].size and np.all(np.isfinite(want[k])) and np.all(np.isfinite(plain[k]))}


def differ(got, want, noise=0.0):
    """Why got is not want (None when it is): exact for integers, 1e-4 relative for floats (plus
    twice noise, the runtime's own rounding of this output: rounding())."""
    if got.dtype != want.dtype:
        return 'type %s, want %s' % (got.dtype, want.dtype)
    if got.shape != want.shape:
        return 'shape %s, want %s' % (list(got.shape), list(want.shape))
    if got.size == 0:
        return None
    if not np.issubdtype(want.dtype, np.floating):
        return None if np.array_equal(got, want) else 'integers differ at %d places' % int(np.sum(got != want))
    g, w = got.astype(np.float64), want.astype(np.float64)
    if np.any(np.isnan(g) != np.isnan(w)) or np.any(np.isinf(g) != np.isinf(w)) or \
            np.any(np.isinf(g) & (g != w)):
        return 'NaN or infinity where the original has none (or the other way round)'
    fin = np.isfinite(w)
    if not fin.any():
        return None
    diff = float(np.max(np.abs(g[fin] - w[fin])))
    scale = max(float(np.max(np.abs(w[fin]))), 1e-6)
    return None if diff <= TOL * scale + 2 * noise else 'largest difference %.3g (%.3g relative)' % (diff, diff / scale)


def configs(i, mode):
    """The tasoc optimize options graph i runs under."""
    alt = ['--no-fold'] if i % 2 else ['--alpha', '1.2']
    # The cost model is named: tasoc's default is ort where ONNX Runtime is installed, and timing
    # every operator shape of 250 random graphs in it took 300 of the run's 316 s. A rewrite's
    # correctness does not depend on which model chose it; ort still runs on every 25th graph.
    c = [['--cost', 'analytical', '--budget', '0'], ['--cost', 'analytical', '--budget', '1000'],
         ['--cost', 'analytical', '--budget', '20'] + alt, ['--cost', 'cpu', '--budget', '100']]
    # The saturating search (every rewrite into one e-graph, then an extraction) builds its graphs
    # by other code than the backtracking one's: every other graph, alone and seeded.
    if i % 2 == 0:
        c.append(['--cost', 'analytical', '--search', 'saturate'] +
                 (['--seed', 'none'] if i % 4 == 0 else ['--egraph-nodes', '500']))
    if i % 25 == 0 or (mode == 'full' and i % 5 == 0):
        c.append(['--cost', 'ort', '--budget', '100'])
    return c


class Runner:
    def __init__(self, tasoc, work, ort):
        self.tasoc, self.work, self.ort = tasoc, work, ort
        self.caches = {}
        # The cost caches serve one run: one left by an earlier build may be refused (a cache timed
        # another way, or with another ONNX Runtime), which would fail every graph of this run.
        for f in glob.glob(os.path.join(work, '*.cache')):
            os.remove(f)
        self.runs = 0
        self.rules = collections.Counter()  # rule -> applications, from each run's --report
        self.folded = 0
        self.changed = 0  # runs whose result differs from the input (rules applied or nodes changed)
        self.original = None  # (serialized model, its ONNX Runtime outputs or its failure) of the last graph

    def cache_args(self, args):
        # Without --cost, tasoc uses the ort model: its measured operators are kept too, so that
        # each run after the first does not time again what an earlier graph timed.
        m = args[args.index('--cost') + 1] if '--cost' in args else 'ort'
        return ['--cost-cache', os.path.join(self.work, m + '.cache')]

    def check(self, model, args, name='g'):
        """(kind, detail) of the first failure of model under args, or None."""
        src = os.path.join(self.work, name + '.onnx')
        dst = os.path.join(self.work, name + '.opt.onnx')
        data = model.SerializeToString()
        if self.original is None or self.original[0] != data:
            noise = {}
            # checked and run once for all the configurations of a graph
            with open(src, 'wb') as f:
                f.write(data)
            try:
                onnx.checker.check_model(model, full_check=True)
                want = self.ort.run(src)
                if isinstance(want, str):
                    want = ('invalid', 'ONNX Runtime refuses the original: ' + want)
                else:
                    noise = rounding(want, self.ort.run(src, plain=True))
            except Exception as e:
                want = ('invalid', 'onnx.checker refuses the original: ' + str(e).splitlines()[0])
            self.original = (data, want, noise)
        want, noise = self.original[1], self.original[2]
        if isinstance(want, tuple):
            return want
        if os.path.exists(dst):
            os.remove(dst)
        rep = os.path.join(self.work, name + '.json')
        cmd = [self.tasoc, 'optimize', src, '-o', dst, '--no-measure', '--report', rep] + args + self.cache_args(args)
        self.runs += 1
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            return ('hang', 'tasoc optimize ran past 120 s')
        if p.returncode < 0 or p.returncode > 2:
            return ('crash', 'tasoc optimize exit %d: %s' % (p.returncode, p.stderr.strip()[-300:]))
        if p.returncode != 0 and 'no static shape known' in p.stderr and not has_all_shapes(model):
            return ('limit', 'an opaque output without value_info whose shape tasoc does not infer')
        if p.returncode != 0:
            return ('refused', p.stderr.strip().splitlines()[-1] if p.stderr.strip() else 'exit %d' % p.returncode)
        try:
            onnx.checker.check_model(onnx.load(dst), full_check=True)
        except Exception as e:
            return ('checker', str(e).splitlines()[0])
        try:
            with open(rep) as f:
                report = json.load(f)
            # applications only: under --search saturate the counts are of the result's nodes
            if report.get('rules_counted') == 'applications':
                for k, v in report.get('rules_applied', {}).items():
                    self.rules[k] += v
            self.folded += report.get('weights_folded', 0) or 0
            self.changed += report.get('nodes_after') != report.get('nodes_before') or bool(report.get('rules_applied'))
        except (OSError, ValueError):
            pass
        got = self.ort.run(dst)
        if isinstance(got, str):
            return ('ort', 'ONNX Runtime refuses the result: ' + got)
        if list(got) != list(want):
            return ('outputs', 'outputs %s, want %s' % (list(got), list(want)))
        for k in want:
            why = differ(got[k], want[k], noise.get(k, 0.0))
            if why:
                return ('mismatch', '%s: %s' % (k, why))
        return None


def has_all_shapes(model):
    """Whether every node output has a ValueInfo with a shape."""
    g = model.graph
    known = {v.name for v in list(g.value_info) + list(g.output) if v.type.tensor_type.HasField('shape')}
    return all(o in known for n in g.node for o in n.output if o)


def save_case(model, args, kind, detail, path):
    onnx.save(model, path + '.onnx')
    with open(path + '.args', 'w') as f:
        f.write(' '.join(args) + '\n# %s: %s\n' % (kind, detail))


def regress(r, folder):
    fails, n = 0, 0
    for f in sorted(os.listdir(folder)):
        if not f.endswith('.onnx'):
            continue
        n += 1
        base = os.path.join(folder, f[:-5])
        args = open(base + '.args').readline().split()
        res = r.check(onnx.load(base + '.onnx'), args, name='regress')
        if res:
            fails += 1
            print('FAIL %s (%s): %s: %s' % (f, ' '.join(args), res[0], res[1]))
    print('difftest: %d of %d saved failing graphs pass now (%s)' % (n - fails, n, folder))
    return fails


WORKER = []  # this process's Runner


def start_worker(tasoc, work):
    work = os.path.join(work, 'job%d' % os.getpid())
    os.makedirs(work, exist_ok=True)
    WORKER.append(Runner(tasoc, work, Ort()))


def one_graph(job):
    """Graph i through every configuration: what it found, counted by the caller."""
    i, seed, mode, no_shrink, save = job
    r = WORKER[0]
    before = (r.runs, collections.Counter(r.rules), r.folded, r.changed)
    model, ops = random_model(seed)
    res = {'seed': seed, 'nodes': len(model.graph.node), 'mix': collections.Counter(n.op_type for n in model.graph.node),
           'kinds': collections.Counter(), 'lines': [], 'failed': False}
    for args in configs(i, mode):
        got = r.check(model, args)
        if got is None:
            continue
        res['kinds'][got[0]] += 1
        if got[0] == 'limit':
            break
        res['lines'].append('FAIL graph %d (seed %d) under %s: %s: %s' % (i, seed, ' '.join(args), got[0], got[1]))
        small = model
        if not no_shrink and got[0] != 'invalid':
            small = shrink(model, lambda m: (r.check(m, args, name='shrink') or ('',))[0] == got[0])
        path = os.path.join(save, 'seed%d' % seed)
        save_case(small, args, got[0], got[1], path)
        res['lines'].append('  shrunk to %d nodes: %s.onnx' % (len(small.graph.node), path))
        res['failed'] = True
        break
    res['runs'] = r.runs - before[0]
    res['rules'] = r.rules - before[1]
    res['folded'] = r.folded - before[2]
    res['changed'] = r.changed - before[3]
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--n', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--configs', default='quick', choices=['quick', 'full'])
    ap.add_argument('--tasoc', default=os.path.join(HERE, '..', 'build', 'tasoc'))
    ap.add_argument('--work', default=os.path.join(HERE, '..', 'build', 'difftest'))
    ap.add_argument('--save', default=os.path.join(HERE, '..', 'build', 'difftest', 'failures'))
    ap.add_argument('--regress')
    ap.add_argument('--no-shrink', action='store_true')
    ap.add_argument('--jobs', type=int, default=1, help='graphs checked side by side (one ONNX Runtime worker each)')
    ap.add_argument('--max-failures', type=int, default=0, help='stop after this many failing graphs (0: never)')
    a = ap.parse_args()
    os.makedirs(a.work, exist_ok=True)
    os.makedirs(a.save, exist_ok=True)
    ort = Ort()
    r = Runner(a.tasoc, a.work, ort)
    if a.regress:
        fails = regress(r, a.regress)
        ort.close()
        return 1 if fails else 0
    t0 = time.time()
    mix, kinds, nodes, failures = collections.Counter(), collections.Counter(), 0, []
    jobs = [(i, a.seed * 1000003 + i, a.configs, a.no_shrink, a.save) for i in range(a.n)]
    if a.jobs > 1:
        # one Runner (and ONNX Runtime worker) per process, each in its own work folder
        pool = multiprocessing.Pool(a.jobs, initializer=start_worker, initargs=(a.tasoc, a.work))
        results = pool.imap(one_graph, jobs, chunksize=4)
    else:
        WORKER.append(r)
        results = map(one_graph, jobs)
    done = 0
    for res in results:
        done += 1
        for line in res['lines']:
            print(line, flush=True)
        nodes += res['nodes']
        mix.update(res['mix'])
        kinds.update(res['kinds'])
        if a.jobs > 1:
            r.runs += res['runs']
            r.rules.update(res['rules'])
            r.folded += res['folded']
            r.changed += res['changed']
        if res['failed']:
            failures.append(res['seed'])
        if a.max_failures and len(failures) >= a.max_failures:
            a.n = done
            break
        if done % 500 == 0:
            print('difftest: %d of %d graphs, %d failing, %.0f s' % (done, len(jobs), len(failures), time.time() - t0),
                  flush=True)
    if a.jobs > 1:
        pool.terminate()
    ort.close()
    dt = time.time() - t0
    print('difftest: %d graphs (seed %d, graph seeds %d..%d), %d nodes, %d tasoc optimize runs, %.0f s, ONNX Runtime %s'
          % (a.n, a.seed, a.seed * 1000003, a.seed * 1000003 + a.n - 1, nodes, r.runs, dt, ort.version))
    print('difftest: %d runs rewrote the graph; %d rule applications of %d distinct rules; most applied: %s'
          % (r.changed, sum(r.rules.values()), len(r.rules),
             ', '.join('%s x%d' % kv for kv in r.rules.most_common(8))))
    print('difftest: operator mix: ' + ', '.join('%s %d' % kv for kv in sorted(mix.items())))
    print('difftest: %d failing graphs%s' % (len(failures), ''.join(' %s %d' % kv for kv in sorted(kinds.items())
                                                                  if kv[0] != 'limit')))
    if kinds['limit']:
        print('difftest: %d graphs refused for an opaque output shape tasoc does not infer and the model does not '
              'give (a documented limit, not counted as failures; the other configurations not run)' % kinds['limit'])
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
