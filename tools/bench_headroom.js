// bench_headroom.js: each model's time in ONNX Runtime (CPU, 1 thread) and where it goes by operator type, for tools/bench_headroom.sh.
//
// usage: node tools/bench_headroom.js SESSIONS RUNS MODEL.onnx...   (prints one JSON object a model, a line each)
//
// Time: SESSIONS rounds of sessions, each round creating every model's
// session afresh (where a session's weights land in memory moves a
// memory-bound model by several percent: docs/benchmarks.md), 2 untimed
// runs of each, then RUNS runs of each, the models interleaved run by run.
// Per model: the median over all runs of the wall time, with the fastest
// session's median beside it, and of the process's CPU time (user + system)
// during the run: with one ORT thread and node idle meanwhile, that is the
// run's own time on a core, which other processes on a shared machine
// stretch the wall time past but not the CPU time (they still share the
// caches, the memory and, it seems, the core's execution units).
//
// By operator type: one more session of each model with ONNX Runtime's
// profiler on, RUNS runs after 2 untimed ones; each kernel's time summed by
// the operator ORT ran (after its own fusions: FusedConv, FusedMatMul,
// FusedGemm ..., and its NCHWc layout's ReorderInput/ReorderOutput), as
// milliseconds a run, and the kernels' total. The profiler adds about 1.7 us
// to every kernel (docs/benchmarks.md), so the shares, not the profiled
// milliseconds, are what to scale the run's time by.
//
// Sessions as tasoc's worker makes them (tools/ort_worker.js): one thread
// intra- and inter-op, sequential, ORT's default graph optimizations.
// Inputs: float32 0.5 everywhere (the times do not depend on the values).
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const ort = require(path.join(__dirname, '..', 'node_modules', 'onnxruntime-node'));

const base = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', logSeverityLevel: 3 };

function feeds(s) {
  const f = {};
  for (const m of s.inputMetadata) {
    const dims = m.shape.map((d) => (typeof d === 'number' && d >= 0 ? d : 1));
    f[m.name] = new ort.Tensor('float32', new Float32Array(dims.reduce((a, b) => a * b, 1)).fill(0.5), dims);
  }
  return f;
}

function median(x) {
  const c = [...x].sort((a, b) => a - b);
  const n = c.length;
  return n % 2 ? c[n >> 1] : (c[n / 2 - 1] + c[n / 2]) / 2;
}

// All models' runs interleaved, so that the probes and the models share whatever else the machine runs at
// the time (on the shared 2-vCPU machine another process's load nearly halves the sgemm rate even in CPU
// time); the table uses their ratios.
async function times(files, sessions, runs) {
  const res = files.map(() => ({ wall: [], cpu: [], per: [] }));
  for (let k = 0; k < sessions; k++) {
    const ss = [];
    for (const file of files) ss.push(await ort.InferenceSession.create(file, base));
    const fs_ = ss.map(feeds);
    for (let w = 0; w < 2; w++) for (let i = 0; i < ss.length; i++) await ss[i].run(fs_[i]);
    const t = files.map(() => []);
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < ss.length; i++) {
        const c0 = process.cpuUsage(), t0 = process.hrtime.bigint();
        await ss[i].run(fs_[i]);
        t[i].push(Number(process.hrtime.bigint() - t0) / 1e6);
        const c = process.cpuUsage(c0);
        res[i].cpu.push((c.user + c.system) / 1000);
      }
    }
    for (let i = 0; i < ss.length; i++) {
      await ss[i].release();
      res[i].wall.push(...t[i]);
      res[i].per.push(median(t[i]));
    }
  }
  return res.map((x) => ({ ms: median(x.wall), cpu_ms: median(x.cpu), best_session_ms: Math.min(...x.per), session_ms: x.per }));
}

async function byOperator(file, runs) {
  const prefix = path.join(os.tmpdir(), `tasoc-headroom-${process.pid}-`);
  const s = await ort.InferenceSession.create(file, Object.assign({ enableProfiling: true, profileFilePrefix: prefix }, base));
  const f = feeds(s);
  for (let r = 0; r < 2 + runs; r++) await s.run(f);
  s.endProfiling();
  await s.release();
  const name = fs.readdirSync(path.dirname(prefix)).find((x) => x.startsWith(path.basename(prefix)));
  if (!name) throw new Error('ONNX Runtime wrote no profile');
  const full = path.join(path.dirname(prefix), name);
  const events = JSON.parse(fs.readFileSync(full, 'utf8'));
  fs.unlinkSync(full);
  const model = events.filter((e) => e.name === 'model_run').sort((a, b) => a.ts - b.ts);
  const from = model.length > 2 ? model[2].ts : 0; // the untimed runs left out
  const ops = {}, count = {};
  let kernels = 0;
  for (const e of events) {
    if (e.cat !== 'Node' || !e.name.endsWith('_kernel_time') || e.ts < from) continue;
    const op = e.args.op_name;
    ops[op] = (ops[op] || 0) + e.dur / 1000 / runs;
    count[op] = (count[op] || 0) + 1 / runs;
    kernels += e.dur / 1000 / runs;
  }
  return { profiled_kernel_ms: kernels, op_ms: ops, op_kernels: count };
}

(async () => {
  const [sessions, runs, files] = [+process.argv[2], +process.argv[3], process.argv.slice(4)];
  const w = await times(files, sessions, runs);
  for (let i = 0; i < files.length; i++) {
    const p = await byOperator(files[i], runs);
    process.stdout.write(JSON.stringify(Object.assign({ model: path.basename(files[i], '.onnx') }, w[i], p)) + '\n');
  }
})().catch((e) => {
  process.stderr.write(`bench_headroom.js: ${e.message}\n`);
  process.exit(1);
});
