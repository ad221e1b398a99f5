// ort_fused.js: ONNX Runtime's own optimized graph of a model, written to a file (what its fusions made).
//
//   node tools/ort_fused.js IN.onnx OUT.onnx
//
// The session is created at the level tasoc measures with (all optimizations, one thread); the graph it
// would run is written to OUT.onnx, so that a test can count what ONNX Runtime fused (LayerNormalization,
// Gelu) in a model tasoc wrote against the same count in its input.
'use strict';
const path = require('path');
const [input, output] = process.argv.slice(2);
if (!input || !output) {
	console.error('usage: node tools/ort_fused.js IN.onnx OUT.onnx');
	process.exit(2);
}
const ort = require(path.join(__dirname, '..', 'node_modules', 'onnxruntime-node'));
ort.InferenceSession.create(input, { optimizedModelFilePath: output, graphOptimizationLevel: 'all',
	intraOpNumThreads: 1, logSeverityLevel: 3 })
	.catch((e) => { console.error(`ort_fused: ${input}: ${e.message}`); process.exit(1); });
