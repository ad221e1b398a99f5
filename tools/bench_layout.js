// bench_layout.js: times the per-layout operator models of tools/bench_layout.py in ONNX Runtime, interleaved.
//
// usage: node tools/bench_layout.js probe DIR      (DIR/probe/*.onnx -> DIR/nhwc.json)
//        node tools/bench_layout.js time DIR [ROUNDS]   (DIR/manifest.json -> DIR/times.json)
//
// probe loads and runs each com.microsoft NHWC model and records which load (a
// kernel ORT registers for float) and the error of those that do not.
//
// time opens every variant of every set as an ONNX Runtime session (CPU, one
// thread, the default graph optimizations, 'all', as tasoc's measurements use
// them), with ORT's profiler on, and runs them in rounds: each round runs the
// variants of one set one after the other, in an order that alternates round to
// round, so that the machine's load falls on all of them alike. A run's figure is
// the sum of the kernel times the profiler reports for it: every kernel ORT ran,
// its own NCHWc reorders and any Transpose included (what the layout costs in
// ORT), and not the binding's fixed cost per run; and apart, the operator's own
// kernels (reorders and Transposes left out), to tell a dearer kernel from a
// dearer conversion. Each variant's session also
// writes the graph ORT ran (optimizedModelFilePath), whose operators are listed
// beside the figure, so the table says whether ORT fused a Transpose away.
// The whole models of the manifest are profiled the same way (node kernel times
// summed per run), the denominator of the per-model figures.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const ort = require(path.join(__dirname, '..', 'node_modules', 'onnxruntime-node'));

const opts = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', logSeverityLevel: 3 };

function feeds(s) {
  const f = {};
  for (const m of s.inputMetadata) {
    const dims = m.shape.map((d) => (typeof d === 'number' && d > 0 ? d : 1));
    const n = dims.reduce((a, b) => a * b, 1);
    const a = new Float32Array(n);
    for (let i = 0; i < n; i++) a[i] = Math.sin(i * 12.9898) * 0.5;
    f[m.name] = new ort.Tensor('float32', a, dims);
  }
  return f;
}

// The op types of the graph ORT ran: the optimized model read back with a tiny protobuf walk
// (field 7 graph, its field 1 nodes, a node's field 4 op_type), enough for a listing.
function opTypes(file) {
  const b = fs.readFileSync(file);
  const varint = (p) => { let v = 0, s = 0, c; do { c = b[p.i++]; v += (c & 0x7f) * 2 ** s; s += 7; } while (c & 0x80); return v; };
  function fields(from, to, want) {
    const out = [], p = { i: from };
    while (p.i < to) {
      const k = varint(p), f = Math.floor(k / 8), w = k & 7;
      if (w === 0) varint(p);
      else if (w === 1) p.i += 8;
      else if (w === 5) p.i += 4;
      else if (w === 2) { const n = varint(p); if (f === want) out.push([p.i, p.i + n]); p.i += n; }
      else throw new Error('bad wire type in ' + file);
    }
    return out;
  }
  const ops = [];
  for (const [g0, g1] of fields(0, b.length, 7))
    for (const [n0, n1] of fields(g0, g1, 1)) {
      const t = fields(n0, n1, 4)[0];
      ops.push(t ? b.slice(t[0], t[1]).toString() : '?');
    }
  return ops;
}

let nopen = 0;
async function open(file, optFile) {
  // a prefix of its own per session: a control opens the same file twice
  const prefix = path.join(os.tmpdir(), `tasoc-layout-${process.pid}-${nopen++}-`);
  const o = Object.assign({ enableProfiling: true, profileFilePrefix: prefix }, opts);
  if (optFile) o.optimizedModelFilePath = optFile;
  const s = await ort.InferenceSession.create(file, o);
  return { s, prefix, f: feeds(s) };
}

// Ends a session's profile and gives each run's kernel time in us (the runs after `skip`).
async function finish(x, skip) {
  x.s.endProfiling();
  const dir = path.dirname(x.prefix);
  const file = fs.readdirSync(dir).find((f) => f.startsWith(path.basename(x.prefix)));
  const ev = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  fs.unlinkSync(path.join(dir, file));
  await x.s.release();
  const runs = ev.filter((e) => e.name === 'model_run').map((e) => ({ from: e.ts, to: e.ts + e.dur, us: 0, core: 0 }));
  for (const e of ev) {
    if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time')) continue;
    const r = runs.find((q) => e.ts >= q.from && e.ts <= q.to);
    if (!r) continue;
    r.us += e.dur;
    if (!/^(Reorder|Transpose$)/.test(e.args.op_name)) r.core += e.dur;
  }
  return { us: runs.slice(skip).map((r) => r.us), core: runs.slice(skip).map((r) => r.core) };
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

async function probe(dir) {
  const res = {};
  for (const f of fs.readdirSync(path.join(dir, 'probe')).sort()) {
    const op = f.replace(/\.onnx$/, '');
    try {
      const s = await ort.InferenceSession.create(path.join(dir, 'probe', f), opts);
      await s.run(feeds(s));
      await s.release();
      res[op] = true;
    } catch (e) {
      res[op] = false;
      res[op + '_error'] = String(e.message).split('\n')[0].slice(0, 160);
    }
  }
  fs.writeFileSync(path.join(dir, 'nhwc.json'), JSON.stringify(res, null, 1));
  console.error('NHWC kernels:', JSON.stringify(res));
}

async function time(dir, rounds) {
  const man = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const out = { ort: require(path.join(__dirname, '..', 'node_modules', 'onnxruntime-node', 'package.json')).version,
    rounds, load_before: load(), sets: {}, whole: {} };
  const warm = 3;
  fs.mkdirSync(path.join(dir, 'opt'), { recursive: true });
  for (const set of man.sets) {
    const xs = {};
    for (const [k, f] of Object.entries(set.variants)) {
      const opt = path.join(dir, 'opt', `${set.id}-${k}.onnx`);
      try {
        xs[k] = await open(path.join(dir, set.dir, f), opt);
        xs[k].ops = opTypes(opt);
      } catch (e) {
        console.error(`${set.label} ${k}: ${String(e.message).split('\n')[0]}`);
      }
    }
    const ks = Object.keys(xs);
    for (let r = 0; r < warm + rounds; r++)
      for (let j = 0; j < ks.length; j++) {
        const x = xs[ks[r % 2 ? ks.length - 1 - j : j]];
        await x.s.run(x.f);
      }
    out.sets[set.id] = {};
    for (const k of ks) out.sets[set.id][k] = Object.assign(await finish(xs[k], warm), { ops: xs[k].ops });
    process.stderr.write('.');
  }
  // The whole models, one after the other (their figure is a denominator, not a comparison).
  for (let i = 0; i < man.models.length; i++) {
    try {
      const x = await open(man.model_files[i]);
      const n = Math.max(5, Math.min(rounds, 20));
      for (let r = 0; r < 1 + n; r++) await x.s.run(x.f);
      const us = (await finish(x, 1)).us.sort((a, b) => a - b);
      out.whole[man.models[i]] = us[us.length >> 1];
    } catch (e) {
      console.error(`${man.models[i]}: ${String(e.message).split('\n')[0]}`);
    }
  }
  out.load_after = load();
  fs.writeFileSync(path.join(dir, 'times.json'), JSON.stringify(out));
  process.stderr.write('\n');
}

const [cmd, dir, rounds] = process.argv.slice(2);
(cmd === 'probe' ? probe(dir) : cmd === 'time' ? time(dir, Number(rounds) || 30) : Promise.reject(new Error('usage: node tools/bench_layout.js probe|time DIR [ROUNDS]')))
  .catch((e) => { console.error(String(e.message)); process.exit(1); });
