// ort_worker.js: a persistent ONNX Runtime (npm onnxruntime-node) process that tasoc and tools/onnx_check.py talk to over a pipe.
//
// usage: node tools/ort_worker.js [--target ort-cpu[:T] | ort-wasm[:T]]
//        (requests on stdin, replies on stdout)
//
// The target (host/backend/target.h) is the runtime the sessions run in: ort-cpu (the default) is
// onnxruntime-node's native CPU provider, ort-wasm is onnxruntime-web's wasm backend (SIMD) in this
// node process; T is the intra-op threads (1). The first line names both the version and the target.
//
// One JSON object per line each way; each request gets exactly one reply, in
// order. The first line the worker writes, unasked, says whether ONNX Runtime
// loaded: {"ok":true,"ort":"1.30.0"} or {"ok":false,"missing":true,"error":TEXT}
// (then it exits with status 3). Every reply is {"ok":true,...} or
// {"ok":false,"error":TEXT}; a failed request leaves the worker usable.
//
//   {"op":"load","path":P}
//     -> {"model":K,"inputs":[V...],"outputs":[V...]}, V = {"name","type","dims"}
//        (a symbolic dimension is its name, an unknown one null)
//   {"op":"run","model":K,"seed":S,"symbols":{NAME:N}}
//   {"op":"run","model":K,"inputs":{NAME:T}}
//     -> {"outputs":[T...]}, T = {"name","type","dims","data"}
//   {"op":"time","models":[K...],"seed":S,"symbols":{},"warmup":W,"runs":N}
//     -> {"ms":[[N times of model 1],[N times of model 2],...],"cpu_ms":[[...],...]}
//        (cpu_ms: the process's CPU time, user and system, during each run: what the run took
//        with the time it was descheduled left out, on a machine other jobs load)
//   {"op":"free","model":K} -> {}
//
// A "time" or "profile" request with "progress":true also gets, before its
// reply, a line {"progress":R} at most every half second while it runs (R
// runs done), so that a client can tell a long measurement (a model of
// seconds a run, timed many times) from a hung worker: tasoc's bound,
// TASOC_ORT_TIMEOUT, is on the silence between two lines, not on the request.
//   {"op":"profile","path":P,"seed":S,"warmup":W,"runs":N,"flush_bytes":B}
//     -> {"ms":[N kernel times],"kernels":K}: for the ort cost model (host/backend/cost_ort.c),
//        each run's kernel time from ONNX Runtime's profiler, its layout reorders
//        left out, and K the number of kernels a run timed (the cost model takes the
//        profiler's own time per kernel back out); with B > 0, B bytes are read before
//        each run, "flush_passes" times (default 1), so that weights leave the cache;
//        with "copies":C (C >= 2) only the kernels after the first C-th of each run's, in the order
//        they ran, are timed and counted (the model holds its operator C times: the first copy
//        brings ORT's own state back to the cache; the cost model takes the mean of the others);
//        with "only":O only the kernels of ORT operator O are timed and counted, reorders
//        included (the ort cost model's reorder keys: "ReorderInput" in a model where ORT adds one);
//        ("ops": the ORT operators of the kernels timed in the first timed run, in the order they ran);
//        with "skip_node":L the kernels of the node named L are not timed (the model's lead node,
//        which ORT runs first when it comes last in the file: it pays the run's own start);
//        with "skip_first":F the first F kernels of each run's, in the order they ran, are not
//        timed (the model's lead node: the first kernel of a run pays the run's own start);
//        with "second_half":true only the second half of each run's kernels, in the order
//        they ran, is timed and counted (the model holds its operator twice: the first
//        copy brings ORT's own state back to the cache)
//     with "cpu_scaled":true each run's kernel times (and node_floor's) are scaled by the share
//        of the run the process spent on a CPU (its CPU time over the run's wall time, at most 1),
//        for runs of 20 ms or more (isnet's, mlsd's convolutions; a run that long is descheduled
//        evenly across its kernels on a loaded machine, a short one in lumps)
//     with "max_ms":T no more timed runs start once the timed ones took T ms, but at least 4
//        run (the reply then holds fewer than N times: a key of 100 ms a run needs no 16)
//     with "node_floor":true also {"node_floor_ms":F,"nodes":M}: each of the M nodes' fastest
//        kernel time over the runs, reorders included, summed (a whole model's kernels with
//        descheduling left out: what the ort cost model's per-operator figures are compared
//        with on a busy machine)
//
// Tensor data is the elements, little-endian, as base64 (so NaN and Inf
// survive). With "seed", each input is filled from a generator seeded by S
// and the input's name, so two models with the same inputs get the same
// data: floats uniform in [-1, 1), integers in {0, 1, 2}, booleans 0 or 1.
// "symbols" gives symbolic input dimensions a value, an input's name bound to a list
// ({"x":[1,3,224,224]}) that input's whole shape, and bound to {"fill":V} (with "shape"
// beside it for both) every element of that input the value V. "time" runs the models
// interleaved (round r runs them in order, the next round in reverse, so
// that neither always follows the other), after W untimed runs of each,
// and gives each run's wall time in milliseconds.
//
// Sessions run on the target's threads (intra-op; inter-op 1, sequential) and ONNX Runtime's default
// graph optimizations, as a deployment on that target would; a whole model's on several threads
// does not spin (noSpin, below: the guard runs two in turn in one process).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline');

let sending = false; // a reply being written (the wasm's writes to fd 1 are kept apart: below)
function send(obj) {
  sending = true;
  try {
    process.stdout.write(JSON.stringify(obj) + '\n');
  } finally {
    sending = false;
  }
}

// The target, from --target (the only argument): a usage error is a first line like a missing runtime's,
// so that a client sees it as the reason the worker did not start.
const target = (() => {
  const a = process.argv.slice(2);
  const name = a.length === 0 ? 'ort-cpu:1' : a.length === 2 && a[0] === '--target' ? a[1] : null;
  const m = name && /^ort-(cpu|wasm)(?::([1-9][0-9]?))?$/.exec(name);
  if (!m || Number(m[2] || 1) > 64) {
    send({ ok: false, error: `usage: ort_worker.js [--target ort-cpu[:T] | ort-wasm[:T]] (T from 1 to 64), got '${a.join(' ')}'` });
    process.exit(2);
  }
  return { wasm: m[1] === 'wasm', threads: Number(m[2] || 1), name: `ort-${m[1]}:${Number(m[2] || 1)}` };
})();
const pkg = target.wasm ? 'onnxruntime-web' : 'onnxruntime-node';

// The wasm build writes what its C++ prints (the profiler's events, ORT's log) to file descriptor 1 with
// fs.writeSync, which is this protocol's channel: every such write is kept here instead (the replies go out
// through process.stdout: a socket's or pipe's stream writes without fs.writeSync, and a file's, which writes
// with it, does so inside send()). "profile" reads the events from it.
let wasmOut = [];
if (target.wasm) {
  const writeSync = fs.writeSync;
  fs.writeSync = function (fd, data, ...rest) {
    if (fd !== 1 || sending) return writeSync.call(fs, fd, data, ...rest);
    const text = typeof data === 'string' ? data : Buffer.from(data.buffer || data, data.byteOffset || 0, data.byteLength).toString();
    if (wasmOut.length < 1e6) wasmOut.push(text);
    return typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
  };
}

// The runtime's folder, where host/backend/ort_worker.c looks too: node_modules in this script's folder
// (make install's share/tasoc/node_modules, a link to the tree's), else beside it (the tree's).
const modules = fs.existsSync(path.join(__dirname, 'node_modules', pkg, 'package.json'))
  ? path.join(__dirname, 'node_modules') : path.join(__dirname, '..', 'node_modules');
let ort;
try {
  ort = require(path.join(modules, pkg));
} catch (e) {
  send({ ok: false, missing: true, error: `${pkg} cannot be loaded: ` + String(e.message).split('\n')[0] });
  process.exit(3);
}
if (target.wasm) {
  ort.env.wasm.numThreads = target.threads;
  ort.env.logLevel = 'error';
}

// A session's options on the target: its threads, sequential execution, ORT's default graph optimizations.
function options(extra) {
  const o = target.wasm ? { executionProviders: ['wasm'] } : { intraOpNumThreads: target.threads, interOpNumThreads: 1 };
  return Object.assign(o, { executionMode: 'sequential', logSeverityLevel: 3 }, extra);
}

// A whole model's session (load: the guard, tasoc measure, the checks) on ort-cpu with several threads
// does not spin. The guard holds two sessions in one process and runs them in turn; with spinning,
// ONNX Runtime's default, the threads of the one that just ran spin on after its run and take cores
// from the one timed next, which matches no deployment. TASO's BERT on ort-cpu:2 on a 2-core machine
// (2026-11-29): 64 ms a run against 35 ms without spinning, and the cpu:1-written graph's speedup
// 1.089x (0.966-1.492) and 1.219x (1.003-1.335) against 1.239x (1.201-1.254) and 1.237x (1.230-1.294);
// one session alone ran 25-28 ms either way. The per-operator sessions (profile) are timed one at a
// time, as deployed, spinning.
function noSpin() {
  return !target.wasm && target.threads > 1 ? { extra: { session: { intra_op: { allow_spinning: '0' } } } } : {};
}

const arrays = {
  float32: Float32Array, float64: Float64Array, int64: BigInt64Array, int32: Int32Array,
  int8: Int8Array, uint8: Uint8Array, bool: Uint8Array, int16: Int16Array, uint16: Uint16Array,
  uint32: Uint32Array, uint64: BigUint64Array,
};

// The element a --feed value V makes for input m (of array type A). A value the type cannot hold (1e40 or
// 1.5 for an int64, 2 for a bool) is a mistake to say: stored, it would wrap or truncate in silence, and an
// If's condition would be decided by some other number.
function fillValue(m, A, v) {
  if (A === Float32Array || A === Float64Array) return v;
  const big = A === BigInt64Array || A === BigUint64Array, t = new A(1);
  let ok = Number.isInteger(v) && (m.type !== 'bool' || v === 0 || v === 1);
  if (ok) {
    t[0] = big ? BigInt(v) : v;
    ok = Number(t[0]) === v;
  }
  if (!ok) throw new Error(`--feed ${m.name}=${v}: input '${m.name}' is ${m.type}, which cannot hold ${v}`);
  return t[0];
}

const sessions = new Map();

// The progress lines of a request that asked for them: one per half second at most.
function progress(req) {
  if (!req.progress) return () => {};
  let last = process.hrtime.bigint(), done = 0;
  return () => {
    done++;
    const now = process.hrtime.bigint();
    if (now - last < 500000000n) return;
    last = now;
    send({ progress: done });
  };
}
let flushSink = 0; // what the profile request's cache flush reads goes here, so the reads are kept
let flushBuf = null; // the flush's buffer, kept between requests (64 MiB or more: allocating it each time costs more than reading it)
function flushBuffer(bytes) {
  const n = Math.ceil(bytes / 4);
  if (!flushBuf || flushBuf.length < n) flushBuf = new Int32Array(n).fill(1);
  return n;
}
let nextId = 1;

function decode(t) {
  const A = arrays[t.type];
  if (!A) throw new Error('unsupported input type ' + t.type);
  const b = Buffer.from(t.data, 'base64');
  const copy = new Uint8Array(b.length); // aligned for the typed array view
  copy.set(b);
  return new ort.Tensor(t.type, new A(copy.buffer, 0, b.length / A.BYTES_PER_ELEMENT), t.dims);
}

function encode(name, t) {
  const d = t.data;
  const data = ArrayBuffer.isView(d) ? Buffer.from(d.buffer, d.byteOffset, d.byteLength) : Buffer.from(JSON.stringify(d));
  return { name, type: t.type, dims: t.dims, data: data.toString('base64') };
}

// A 32-bit string hash (FNV-1a) and generator (mulberry32): fast and the same on every machine.
function hash(s, seed) {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function generator(a) {
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seeded(meta, seed, symbols) {
  const feeds = {};
  for (const m of meta) {
    if (!m.isTensor) throw new Error(`input '${m.name}' is not a tensor`);
    // An input's name bound to a list is its whole shape (--input-shape, for dimensions without a name);
    // bound to {"fill": V} (and "shape", with both) every element is V (--feed: a sample rate, say).
    const bound = symbols ? symbols[m.name] : undefined;
    const given = bound !== null && typeof bound === 'object' && !Array.isArray(bound) ? bound : {};
    const whole = Array.isArray(bound) ? bound : Array.isArray(given.shape) ? given.shape : null;
    const dims = whole || m.shape.map((d) => {
      if (typeof d === 'number' && d >= 0) return d;
      if (typeof d === 'string' && symbols && Number.isInteger(symbols[d])) return symbols[d];
      throw new Error(`input '${m.name}' has the symbolic dimension '${d}': give it a value (--dim ${d}=N)`);
    });
    const A = arrays[m.type];
    if (!A) throw new Error(`input '${m.name}' has type ${m.type}, which seeded inputs do not cover`);
    const n = dims.reduce((x, y) => x * y, 1);
    const a = new A(n);
    const r = generator(hash(m.name, seed >>> 0));
    if (typeof given.fill === 'number') a.fill(fillValue(m, A, given.fill));
    else if (m.type === 'float32' || m.type === 'float64') for (let i = 0; i < n; i++) a[i] = r() * 2 - 1;
    else if (A === BigInt64Array || A === BigUint64Array) for (let i = 0; i < n; i++) a[i] = BigInt(Math.floor(r() * 3));
    else for (let i = 0; i < n; i++) a[i] = Math.floor(r() * (m.type === 'bool' ? 2 : 3));
    feeds[m.name] = new ort.Tensor(m.type, a, dims);
  }
  // A --feed for a name the model has no input of is a mistake to say, not to ignore.
  for (const [k, v] of Object.entries(symbols || {}))
    if (v !== null && typeof v === 'object' && !Array.isArray(v) && !meta.some((m) => m.name === k))
      throw new Error(`--feed ${k}: the model has no input of that name (its inputs: ${meta.map((m) => m.name).join(', ')})`);
  return feeds;
}

function session(k) {
  const s = sessions.get(k);
  if (!s) throw new Error('no model ' + k + ' is loaded');
  return s;
}

function feedsFor(s, req) {
  if (req.inputs) {
    const feeds = {};
    for (const [name, t] of Object.entries(req.inputs)) feeds[name] = decode(t);
    return feeds;
  }
  return seeded(s.inputMetadata, req.seed || 0, req.symbols);
}

function describe(m) {
  return { name: m.name, type: m.isTensor ? m.type : 'non-tensor', dims: m.isTensor ? m.shape.map((d) => (d === -1 ? null : d)) : [] };
}

const handlers = {
  async load(req) {
    // plain: without ORT's graph optimizations (the differential tester's measure of their rounding)
    if (typeof req.path !== 'string') throw new Error('a load request needs "path", a string');
    const s = await ort.InferenceSession.create(req.path, options(Object.assign(noSpin(), req.plain ? { graphOptimizationLevel: 'disabled' } : {})));
    const k = nextId++;
    sessions.set(k, s);
    return { model: k, inputs: s.inputMetadata.map(describe), outputs: s.outputMetadata.map(describe) };
  },
  async run(req) {
    const s = session(req.model);
    const out = await s.run(feedsFor(s, req));
    return { outputs: s.outputNames.map((name) => encode(name, out[name])) };
  },
  async time(req) {
    if (!Array.isArray(req.models) || req.models.length === 0) throw new Error('a time request needs "models", a list of loaded models');
    if (!(Number.isInteger(req.runs) && req.runs >= 1)) throw new Error('a time request needs "runs", a whole number >= 1');
    const ss = req.models.map(session);
    const feeds = ss.map((s) => feedsFor(s, req));
    const tick = progress(req);
    for (let w = 0; w < (req.warmup || 0); w++) {
      for (let i = 0; i < ss.length; i++) {
        await ss[i].run(feeds[i]);
        tick();
      }
    }
    const ms = ss.map(() => []), cpu = ss.map(() => []);
    for (let r = 0; r < req.runs; r++) {
      for (let j = 0; j < ss.length; j++) {
        const i = r % 2 ? ss.length - 1 - j : j;
        const c0 = process.cpuUsage(), t0 = process.hrtime.bigint();
        await ss[i].run(feeds[i]);
        ms[i].push(Number(process.hrtime.bigint() - t0) / 1e6);
        const c = process.cpuUsage(c0);
        cpu[i].push((c.user + c.system) / 1000);
        tick();
      }
    }
    return { ms, cpu_ms: cpu };
  },
  async profile(req) {
    const prefix = path.join(os.tmpdir(), `tasoc-ort-profile-${process.pid}-${nextId++}-`);
    if (typeof req.path !== 'string') throw new Error('a profile request needs "path", a string');
    if (!(Number.isInteger(req.runs) && req.runs >= 1)) throw new Error('a profile request needs "runs", a whole number >= 1');
    wasmOut = [];
    const s = await ort.InferenceSession.create(req.path, options({ enableProfiling: true, profileFilePrefix: prefix }));
    let events, onCpu = [];
    try {
      const feeds = seeded(s.inputMetadata, req.seed || 0, req.symbols);
      const flushN = req.flush_bytes > 0 ? flushBuffer(req.flush_bytes) : 0;
      const tick = progress(req);
      const warm = req.warmup || 0;
      let started = 0n;
      onCpu = [];
      for (let r = 0; r < warm + req.runs; r++) {
        if (r === warm) started = process.hrtime.bigint();
        // "max_ms": no more timed runs once they took that long, but never fewer than 4
        else if (r >= warm + 4 && req.max_ms > 0 && Number(process.hrtime.bigint() - started) / 1e6 > req.max_ms) break;
        for (let p = 0; flushN && p < (req.flush_passes || 1); p++)
          for (let i = 0; i < flushN; i += 16) flushSink += flushBuf[i]; // one read per cache line
        const c0 = process.cpuUsage(), t0 = process.hrtime.bigint();
        await s.run(feeds);
        const c = process.cpuUsage(c0), wall = Number(process.hrtime.bigint() - t0) / 1000;
        // Only a run of 20 ms or more: descheduled in slices of a few ms, it loses time evenly across its
        // kernels; a shorter run loses it in lumps, which the fastest of several runs leaves out instead.
        onCpu.push(wall >= 20000 ? Math.min(1, (c.user + c.system) / wall) : 1);
        tick();
      }
      await s.endProfiling();
      if (target.wasm) {
        // The wasm build prints the profile (a JSON array, one event a line) instead of writing a file.
        const text = wasmOut.join(''), from = text.indexOf('['), to = text.lastIndexOf(']');
        wasmOut = [];
        if (from < 0 || to < from) throw new Error('ONNX Runtime wrote no profile');
        events = JSON.parse(text.slice(from, to + 1));
      } else {
        const file = fs.readdirSync(path.dirname(prefix)).find((f) => f.startsWith(path.basename(prefix)));
        if (!file) throw new Error('ONNX Runtime wrote no profile');
        const full = path.join(path.dirname(prefix), file);
        events = JSON.parse(fs.readFileSync(full, 'utf8'));
        fs.unlinkSync(full);
      }
    } finally {
      await s.release();
    }
    // With "cpu_scaled", each run's kernel times are scaled by the share of the run spent on a CPU
    // (process CPU time over wall time, at most 1): a kernel descheduled half its run counts half.
    const runs = events.filter((e) => e.name === 'model_run').map((e, i) => ({
      from: e.ts, to: e.ts + e.dur, us: 0, n: 0, scale: req.cpu_scaled && i < onCpu.length ? onCpu[i] : 1,
    }));
    let floor, nodes;
    if (req.node_floor) {
      const first = runs[req.warmup || 0], best = new Map();
      for (const e of events) {
        if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time') || !first || e.ts < first.from) continue;
        const run = runs.find((x) => e.ts >= x.from && e.ts <= x.to), d = e.dur * (run ? run.scale : 1);
        best.set(e.name, Math.min(best.has(e.name) ? best.get(e.name) : Infinity, d));
      }
      floor = [...best.values()].reduce((a, b) => a + b, 0) / 1000;
      nodes = best.size;
    }
    for (const e of events) {
      if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time')) continue;
      if (req.only ? e.args.op_name !== req.only : e.args.op_name.startsWith('Reorder')) continue;
      if (req.skip_node && e.name === req.skip_node + '_kernel_time') continue;
      const run = runs.find((x) => e.ts >= x.from && e.ts <= x.to);
      if (run) (run.kernels = run.kernels || []).push(e);
    }
    for (const run of runs) {
      const k = (run.kernels || []).sort((a, b) => a.ts - b.ts);
      const skip = req.copies >= 2 ? Math.floor(k.length / req.copies) : req.second_half ? k.length >> 1
        : req.skip_first || 0;
      run.ops = [];
      for (const e of k.slice(skip)) {
        run.us += e.dur * run.scale;
        run.n++;
        run.ops.push(e.args.op_name);
      }
    }
    const timed = runs.slice(req.warmup || 0);
    const reply = { ms: timed.map((x) => x.us / 1000), kernels: timed.length ? Math.max(...timed.map((x) => x.n)) : 0 };
    if (timed.length) reply.ops = timed[0].ops;
    if (floor !== undefined) {
      reply.node_floor_ms = floor;
      reply.nodes = nodes;
    }
    return reply;
  },
  async free(req) {
    await session(req.model).release();
    sessions.delete(req.model);
    return {};
  },
};

send({ ok: true, ort: require(path.join(modules, pkg, 'package.json')).version, target: target.name });
let queue = Promise.resolve();
readline.createInterface({ input: process.stdin }).on('line', (line) => {
  queue = queue.then(async () => {
    let reply;
    try {
      const req = JSON.parse(line);
      if (req === null || typeof req !== 'object' || Array.isArray(req)) throw new Error('a request must be a JSON object');
      const h = Object.prototype.hasOwnProperty.call(handlers, req.op) ? handlers[req.op] : null;
      if (!h) throw new Error('unknown request ' + JSON.stringify(req.op));
      reply = Object.assign({ ok: true }, await h(req));
    } catch (e) {
      reply = { ok: false, error: String(e && e.message ? e.message : e).split('\n')[0] };
    }
    send(reply);
  });
}).on('close', () => queue.then(() => process.exit(0)));
