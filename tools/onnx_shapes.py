# onnx_shapes.py: ONNX's current shape inference (PyPI onnx, the venv's) as a child of tasoc's importer.
#
#   .venv/bin/python3 tools/onnx_shapes.py      (requests on stdin, replies on stdout; binary)
#
# Debian's libonnx 1.12, which host/onnx/onnx_shape_infer.cc runs, knows the operators up to opset 17;
# the exporters of today write 18 and later (Reduce* with axes as an input, Split with num_outputs, Pad
# with axes, the opset-20 Gelu, ...). For a model of opset 18 or later host/onnx/onnx_shape_child.c asks
# this process instead, over the same exchange: a request is the size of a packed ModelProto (8 bytes,
# little-endian) then its bytes; the reply is rc (int32), 4 bytes of padding, the size of the result
# (uint64), 512 bytes of reason (NUL-padded), then the result: a packed GraphProto whose value_info holds
# every type inference gave (the graph's outputs included). rc 0, or -1 with the reason. The process
# serves requests until its input closes.
#
# As the C++ side does, a node that fails its schema's check is left out of what inference sees, so its
# outputs stay unknown and tasoc's own rules, the file's value_info or a refusal naming the node decide;
# node errors are not fatal (strict_mode off), and data propagation is on (shapes computed by Shape,
# Gather and Concat arithmetic).
import struct
import sys

REPLY = struct.Struct("<iIQ512s")


def read_exactly(f, n):
    buf = bytearray()
    while len(buf) < n:
        chunk = f.read(n - len(buf))
        if not chunk:
            return None
        buf += chunk
    return bytes(buf)


def drop_unverified(onnx, graph, ctx):
    """Leaves out (and descends into) the nodes onnx.checker finds against their schemas."""
    keep = []
    for n in graph.node:
        try:
            onnx.checker.check_node(n, ctx)
        except Exception:  # ValidationError, or a schema the checker does not know
            continue
        for a in n.attribute:
            if a.HasField("g"):
                drop_unverified(onnx, a.g, ctx)
            for sub in a.graphs:
                drop_unverified(onnx, sub, ctx)
        keep.append(n)
    if len(keep) != len(graph.node):
        del graph.node[:]
        graph.node.extend(keep)


def checker_context(onnx, m):
    ctx = onnx.checker.C.CheckerContext()
    ctx.ir_version = m.ir_version
    ctx.opset_imports = {("" if o.domain == "ai.onnx" else o.domain): o.version for o in m.opset_import}
    return ctx


def infer(onnx, data):
    """The result's bytes for one packed ModelProto."""
    m = onnx.ModelProto()
    m.ParseFromString(data)
    drop_unverified(onnx, m.graph, checker_context(onnx, m))
    inferred = onnx.shape_inference.infer_shapes(m, check_type=False, strict_mode=False, data_prop=True)
    g = onnx.GraphProto()
    g.value_info.extend(inferred.graph.value_info)
    g.value_info.extend(inferred.graph.output)
    return g.SerializeToString()


def serve(onnx, inp, out):
    while True:
        head = read_exactly(inp, 8)
        if head is None:
            return
        data = read_exactly(inp, struct.unpack("<Q", head)[0])
        if data is None:
            return
        try:
            result, rc, why = infer(onnx, data), 0, b""
        except Exception as e:  # DecodeError, InferenceError: this model gets no shapes, the next one may
            text = "ONNX %s shape inference failed: %s" % (onnx.__version__, str(e).strip().split("\n")[0])
            result, rc, why = b"", -1, text.encode()[:511]
        out.write(REPLY.pack(rc, 0, len(result), why))
        out.write(result)
        out.flush()


def main():
    inp, out = sys.stdin.buffer, sys.stdout.buffer
    try:
        import onnx
        import onnx.checker
        import onnx.shape_inference
    except ImportError as e:
        # Each request still gets its reply, so that the parent says why and falls back.
        onnx = None
        why = ("onnx cannot be loaded by %s: %s (run make deps)" % (sys.executable, e)).encode()[:511]
    if onnx is not None:
        serve(onnx, inp, out)
        return
    while True:
        head = read_exactly(inp, 8)
        if head is None or read_exactly(inp, struct.unpack("<Q", head)[0]) is None:
            return
        out.write(REPLY.pack(-1, 0, 0, why))
        out.flush()


if __name__ == "__main__":
    main()
