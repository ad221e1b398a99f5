// ort_run.js: runs ONNX models with ONNX Runtime (npm onnxruntime-node) for tools/onnx_check.py.
//
// usage: node tools/ort_run.js JOBS.json RESULTS.json
// JOBS.json: [{"model": PATH, "inputs": {NAME: {"type": "float32", "dims": [...], "data": BASE64}}}]
// RESULTS.json: [{"outputs": {NAME: {"type": T, "dims": [...], "data": BASE64}}} or {"error": TEXT}]
// Data is the tensor's elements, little-endian, as base64 (so NaN and Inf survive).
'use strict';
const fs = require('fs');
const path = require('path');

let ort;
try {
  ort = require(path.join(__dirname, '..', 'node_modules', 'onnxruntime-node'));
} catch (e) {
  console.error('ort_run: onnxruntime-node is not installed (run tools/install-deps.sh): ' + e.message);
  process.exit(3);
}

const arrays = {
  float32: Float32Array, float64: Float64Array, int64: BigInt64Array, int32: Int32Array,
  int8: Int8Array, uint8: Uint8Array, bool: Uint8Array, int16: Int16Array, uint16: Uint16Array,
};

function tensor(t) {
  const A = arrays[t.type];
  if (!A) throw new Error('unsupported input type ' + t.type);
  const b = Buffer.from(t.data, 'base64');
  const copy = new Uint8Array(b.length); // aligned for the typed array view
  copy.set(b);
  const data = new A(copy.buffer, 0, b.length / A.BYTES_PER_ELEMENT);
  return new ort.Tensor(t.type, data, t.dims);
}

function bytes(t) {
  const d = t.data;
  if (ArrayBuffer.isView(d)) return Buffer.from(d.buffer, d.byteOffset, d.byteLength).toString('base64');
  return Buffer.from(JSON.stringify(d)).toString('base64'); // strings
}

(async () => {
  const jobs = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const results = [];
  for (const job of jobs) {
    try {
      const s = await ort.InferenceSession.create(job.model, { logSeverityLevel: 3 });
      const feeds = {};
      for (const [name, t] of Object.entries(job.inputs)) feeds[name] = tensor(t);
      const out = await s.run(feeds);
      const outputs = {};
      for (const [name, t] of Object.entries(out)) {
        outputs[name] = { dims: t.dims, type: t.type, data: bytes(t) };
      }
      results.push({ outputs });
    } catch (e) {
      results.push({ error: String(e && e.message ? e.message : e) });
    }
  }
  fs.writeFileSync(process.argv[3], JSON.stringify(results));
})().catch((e) => {
  console.error('ort_run: ' + e);
  process.exit(1);
});
