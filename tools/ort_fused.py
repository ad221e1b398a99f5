# ort_fused.py: ONNX Runtime's own optimized graph of a model, written to a file (what its fusions made).
#
#   .venv/bin/python3 tools/ort_fused.py IN.onnx OUT.onnx
#
# The session is created at the level tasoc measures with (all optimizations, one thread); the graph it
# would run is written to OUT.onnx, so that a test can count what ONNX Runtime fused (LayerNormalization,
# Gelu) in a model tasoc wrote against the same count in its input.
import sys


def main(argv):
    if len(argv) != 2:
        print("usage: .venv/bin/python3 tools/ort_fused.py IN.onnx OUT.onnx", file=sys.stderr)
        return 2
    import onnxruntime as ort

    o = ort.SessionOptions()
    o.optimized_model_filepath = argv[1]
    o.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    o.intra_op_num_threads = 1
    o.log_severity_level = 3
    try:
        ort.InferenceSession(argv[0], sess_options=o, providers=["CPUExecutionProvider"])
    except Exception as e:  # ORT's own errors are of its private classes
        print("ort_fused: %s: %s" % (argv[0], str(e).split("\n")[0]), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
