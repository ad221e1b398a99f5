# difftest_shrink.py: delta debugging over the nodes of a failing ONNX model (tools/difftest.py).
#
# shrink(model, fails) returns a smaller model for which fails(model) still
# holds: ddmin (Zeller and Hildebrandt) over the node list, then one pass
# removing nodes one at a time until none can go. A subset of nodes is made
# a model by cutting: a tensor a kept node reads but no kept node makes
# becomes a graph input (its shape from ONNX shape inference of the whole
# model); the outputs are the original outputs still made plus every tensor
# made and read by no kept node, so nothing computed is dropped unseen.
import onnx
from onnx import helper, shape_inference


def _types(model):
    """Every tensor's ValueInfo: inputs, outputs and what shape inference finds."""
    inferred = shape_inference.infer_shapes(model)
    g = inferred.graph
    return {vi.name: vi for vi in list(g.input) + list(g.value_info) + list(g.output)}


def cut(model, keep, types):
    """The model of the nodes at indices keep (in order), or None if it cannot stand alone."""
    g = model.graph
    nodes = [g.node[i] for i in sorted(keep)]
    if not nodes:
        return None
    inits = {t.name: t for t in g.initializer}
    made = {o for n in nodes for o in n.output if o}
    read = [i for n in nodes for i in n.input if i]
    inputs, seen = [], set()
    for t in read:
        if t in made or t in inits or t in seen:
            continue
        seen.add(t)
        vi = types.get(t)
        if vi is None or not vi.type.tensor_type.HasField('shape'):
            return None
        inputs.append(vi)
    read_set = set(read)
    outs = [o for n in nodes for o in n.output if o and (o not in read_set or o in {v.name for v in g.output})]
    outputs = []
    for o in dict.fromkeys(outs):
        vi = types.get(o)
        if vi is None:
            return None
        outputs.append(vi)
    used_inits = [inits[t] for t in dict.fromkeys(read) if t in inits]
    graph = helper.make_graph(nodes, g.name, inputs, outputs, used_inits)
    m = helper.make_model(graph, opset_imports=list(model.opset_import), producer_name=model.producer_name)
    m.ir_version = model.ir_version
    try:
        onnx.checker.check_model(m)
    except Exception:
        return None
    return m


def shrink(model, fails, log=lambda s: None):
    """A model with fewer nodes that still fails (the original if none does)."""
    types = _types(model)
    keep = list(range(len(model.graph.node)))
    best = model

    def test(subset):
        m = cut(model, subset, types)
        return m if m is not None and fails(m) else None

    n = 2
    while len(keep) >= 2:
        chunk = max(1, len(keep) // n)
        parts = [keep[i:i + chunk] for i in range(0, len(keep), chunk)]
        done = False
        for p in parts:  # a part alone
            m = test(p)
            if m is not None:
                keep, best, n, done = p, m, 2, True
                break
        if not done:
            for p in parts:  # everything but a part
                rest = [i for i in keep if i not in p]
                m = test(rest)
                if m is not None:
                    keep, best, n, done = rest, m, max(n - 1, 2), True
                    break
        if done:
            log('shrink: %d nodes' % len(keep))
            continue
        if n >= len(keep):
            break
        n = min(len(keep), 2 * n)
    changed = True
    while changed:  # one-minimal: no single node can go
        changed = False
        for i in list(keep):
            rest = [j for j in keep if j != i]
            m = test(rest) if rest else None
            if m is not None:
                keep, best, changed = rest, m, True
                log('shrink: %d nodes' % len(keep))
    return best
