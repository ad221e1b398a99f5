#!/usr/bin/python3
# onnx_check.py: checks exported ONNX models with onnx.checker and ONNX Runtime (through tools/ort_worker.py).
#
#   onnx_check.py [--ref DIR] ORIGINAL.onnx EXPORTED.onnx [--ref DIR] ORIGINAL.onnx EXPORTED.onnx ...
#
# Each EXPORTED model must pass onnx.checker.check_model(full_check=True) and,
# run by ONNX Runtime, give the outputs of ORIGINAL within 1e-4 relative: the
# outputs stored in DIR/test_data_set_0 when --ref names a test-data folder,
# else ORIGINAL itself run by ONNX Runtime on the same seeded random inputs.
# Exits 1 when any check fails or ONNX Runtime is missing: never passes silently.
import base64, glob, json, os, sys
import numpy as np
import onnx
from onnx import numpy_helper

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ort_client import OrtClient, OrtUnavailable  # noqa: E402

TOL = 1e-4
HERE = os.path.dirname(os.path.abspath(__file__))
ORT_TYPES = {1: 'float32', 11: 'float64', 7: 'int64', 6: 'int32', 3: 'int8', 2: 'uint8', 9: 'bool', 5: 'int16', 4: 'uint16'}


class Unsupported(Exception):
    pass


def js(a):
    a = np.asarray(a)
    kind = {np.float32: 'float32', np.float64: 'float64', np.int64: 'int64', np.int32: 'int32',
            np.int8: 'int8', np.uint8: 'uint8', np.bool_: 'bool', np.int16: 'int16', np.uint16: 'uint16'}.get(a.dtype.type)
    if kind is None:
        raise Unsupported(f'input type {a.dtype} is not passed to ONNX Runtime by this check')
    return {'type': kind, 'dims': list(a.shape), 'data': base64.b64encode(np.ascontiguousarray(a).astype(a.dtype.newbyteorder('<')).tobytes()).decode()}


NP = {'float32': np.float32, 'float64': np.float64, 'int64': np.int64, 'int32': np.int32, 'int8': np.int8,
      'uint8': np.uint8, 'bool': np.bool_, 'int16': np.int16, 'uint16': np.uint16, 'uint32': np.uint32,
      'uint64': np.uint64, 'float16': np.float16}


def from_js(t):
    if t['type'] not in NP:
        raise Unsupported(f'output type {t["type"]}')
    return np.frombuffer(base64.b64decode(t['data']), dtype=np.dtype(NP[t['type']]).newbyteorder('<')).reshape(t['dims'])


def random_inputs(model, seed, fixed=None):
    """Seeded inputs shaped as model declares them (pass the optimized model: its shapes are static);
    fixed maps an input name to the one value it is filled with (silero's sr = 16000)."""
    rng = np.random.default_rng(seed)
    fixed = fixed or {}
    inits = {t.name for t in model.graph.initializer}
    feeds = {}
    for vi in model.graph.input:
        if vi.name in inits:
            continue
        tt = vi.type.tensor_type
        dims = [d.dim_value for d in tt.shape.dim]
        kind = ORT_TYPES.get(tt.elem_type)
        if kind is None:
            raise SystemExit(f'{vi.name}: input type {tt.elem_type} not supported by this check')
        if vi.name in fixed:
            a = np.full(dims, fixed[vi.name]).astype(np.dtype(kind if kind != 'bool' else 'bool'))
        elif kind.startswith('float'):
            a = rng.uniform(-1, 1, dims).astype(np.float32 if kind == 'float32' else np.float64)
        else:
            a = rng.integers(0, 3, dims).astype(np.dtype(kind if kind != 'bool' else 'bool'))
        feeds[vi.name] = a
    return feeds


def load_dir(d, prefix):
    return [numpy_helper.to_array(onnx.load_tensor(p)) for p in sorted(glob.glob(os.path.join(d, 'test_data_set_0', prefix + '_*.pb')),
                                                                          key=lambda p: int(p.rsplit('_', 1)[1].split('.')[0]))]


def run_ort(jobs):
    """Runs each job ({'model', 'inputs'}) in tools/ort_worker.py: {'outputs': {name: tensor}} or {'error': text}."""
    try:
        ort = OrtClient()
        results = []
        for job in jobs:
            r = ort.ask({'op': 'load', 'path': job['model']})
            if r['ok']:
                k = r['model']
                r = ort.ask({'op': 'run', 'model': k, 'inputs': job['inputs']})
                ort.ask({'op': 'free', 'model': k})
            results.append({'outputs': {t['name']: t for t in r['outputs']}} if r['ok'] else {'error': r['error']})
        ort.close()
    except OrtUnavailable as e:
        print(f'onnx_check: FAILED: {e}', file=sys.stderr)
        sys.exit(1)
    return results


def compare(got, want):
    try:
        got = from_js(got)
    except Unsupported as e:
        return f'not compared: {e}'
    want = np.asarray(want)
    if got.shape != want.shape:
        return f'shape {list(got.shape)} != {list(want.shape)}'
    if got.size == 0:
        return None
    if not np.issubdtype(want.dtype, np.number) and want.dtype != np.bool_:
        return None if np.array_equal(got, want) else 'values differ'
    got, want = got.astype(np.float64), want.astype(np.float64)
    same_special = (np.isnan(got) & np.isnan(want)) | (np.isinf(got) & (got == want))
    if np.any(np.isnan(got) != np.isnan(want)) or np.any(np.isinf(got) != np.isinf(want)):
        return 'NaN or infinity where the reference has none (or the other way round)'
    got, want = np.where(same_special, 0, got), np.where(same_special, 0, want)
    diff = np.max(np.abs(got - want))
    scale = max(np.max(np.abs(want)), 1e-6)
    return None if diff <= TOL * scale or diff <= 1e-6 else f'largest difference {diff:.3g} ({diff / scale:.3g} relative)'


def make_jobs(om, orig, exp, ref, fixed=None):
    jobs = []
    if ref:
        names = [vi.name for vi in om.graph.input if vi.name not in {t.name for t in om.graph.initializer}]
        feeds = dict(zip(names, load_dir(ref, 'input')))
        want = dict(zip([o.name for o in om.graph.output], load_dir(ref, 'output')))
    else:
        # the exported model's inputs: a model with symbolic dims comes out specialized to static ones
        feeds = random_inputs(onnx.load(exp), 7, fixed)
        jobs.append({'model': orig, 'inputs': {k: js(v) for k, v in feeds.items()}})
        want = None
    jobs.append({'model': exp, 'inputs': {k: js(v) for k, v in feeds.items()}})
    return jobs, want


def main(argv):
    cases, ref, fixed = [], None, {}
    i = 0
    while i < len(argv):
        if argv[i] == '--ref':
            ref = argv[i + 1]
            i += 2
            continue
        if argv[i] == '--feed':  # --feed NAME=V: input NAME filled with V (a sample rate, say)
            name, v = argv[i + 1].split('=', 1)
            fixed[name] = float(v)
            i += 2
            continue
        cases.append((argv[i], argv[i + 1], ref))
        ref = None
        i += 2
    jobs, meta, failures = [], [], 0
    for orig, exp, ref in cases:
        try:
            onnx.checker.check_model(onnx.load(exp), full_check=True)
        except Exception as e:
            why = str(e).splitlines()[0]
            # An onnx older than the file's IR version cannot check it at all: when the original fails
            # the same way, that is the checker's limit, not the export's (ONNX Runtime still runs both).
            # So is an operator set newer than it knows (Debian's onnx 1.12 knows 17), where it reads
            # each node with an older schema: ReduceMean's axes input (18), Gelu (20).
            newer = max((o.version for o in onnx.load(exp).opset_import if o.domain in ('', 'ai.onnx')),
                        default=0) > onnx.defs.onnx_opset_version()
            try:
                onnx.checker.check_model(onnx.load(orig), full_check=True)
                same = False
            except Exception as e2:
                same = newer or (str(e2).splitlines()[0] == why and 'ir_version' in why)
            if not same:
                print(f'FAIL {exp}: onnx.checker: {why}')
                failures += 1
                continue
            print(f'note {exp}: onnx.checker cannot check it, nor the original: {why}')
        om = onnx.load(orig)
        try:
            case_jobs, want = make_jobs(om, orig, exp, ref, fixed)
        except Unsupported as e:
            print(f'FAIL {exp}: not checked: {e}')
            failures += 1
            continue
        jobs.extend(case_jobs)
        meta.append((orig, exp, want))
    results = run_ort(jobs) if jobs else []
    k = 0
    for orig, exp, want in meta:
        if want is None:
            base = results[k]
            k += 1
            if 'error' in base:
                print(f'FAIL {orig}: ONNX Runtime cannot run the original: {base["error"]}')
                failures += 1
                k += 1
                continue
            want = {n: from_js(t) for n, t in base['outputs'].items()}
        res = results[k]
        k += 1
        if 'error' in res:
            print(f'FAIL {exp}: ONNX Runtime: {res["error"]}')
            failures += 1
            continue
        bad = []
        for name, w in want.items():
            if name not in res['outputs']:
                bad.append(f'output {name} missing')
                continue
            why = compare(res['outputs'][name], w)
            if why:
                bad.append(f'{name}: {why}')
        if bad:
            print(f'FAIL {exp}: ' + '; '.join(bad))
            failures += 1
        else:
            print(f'ok   {exp}')
    print(f'onnx_check: {len(cases) - failures} of {len(cases)} models pass (checker full_check, ONNX Runtime within {TOL} relative)')
    return 1 if failures or not cases else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
