# ort_seeded.py: the worker's seeded inputs: the same data for the same seed, input name, type and shape.
#
# FNV-1a of the input's name (its UTF-16 code units) xor the seed keys a mulberry32 generator, and
# element i is the generator's i-th draw r: r * 2 - 1 rounded to the type for floats, floor(r * 3) for
# integers, floor(r * 2) for booleans. tests/ort_interp.c draws the same numbers in C, so that tasoc's
# reference interpreter gets the very inputs ONNX Runtime gets. The draws are computed for all elements at
# once (the generator's state after i draws is key + i * 0x6d2b79f5): a 4-million-element input takes
# 0.1 s, where a loop of Python takes seconds.
import numpy as np

# The protocol's type names and their NumPy types.
DTYPES = {
    "float32": np.float32, "float64": np.float64, "int64": np.int64, "int32": np.int32, "int8": np.int8,
    "uint8": np.uint8, "bool": np.bool_, "int16": np.int16, "uint16": np.uint16, "uint32": np.uint32,
    "uint64": np.uint64,
}
U32 = 0xFFFFFFFF


def type_name(t):
    """ONNX Runtime's 'tensor(float)' as the protocol's 'float32'; None for what is not a tensor."""
    if not (t.startswith("tensor(") and t.endswith(")")):
        return None
    inner = t[len("tensor("):-1]
    return {"float": "float32", "double": "float64"}.get(inner, inner)


def input_meta(args):
    """A session's inputs (ONNX Runtime's NodeArgs) as seeded_inputs takes them."""
    return [{"name": a.name, "type": type_name(a.type), "shape": list(a.shape)} for a in args]


def name_hash(name, seed):
    h = (0x811C9DC5 ^ (seed & U32)) & U32
    units = np.frombuffer(name.encode("utf-16-le"), dtype=np.uint16)
    for c in units.tolist():
        h = ((h ^ c) * 0x01000193) & U32
    return h


def draws(key, n):
    """The first n draws of mulberry32 keyed by key, as float64 in [0, 1)."""
    with np.errstate(over="ignore"):
        a = (np.uint32(key) + np.arange(1, n + 1, dtype=np.uint64).astype(np.uint32) * np.uint32(0x6D2B79F5)).astype(np.uint32)
        t = (a ^ (a >> np.uint32(15))) * (a | np.uint32(1))
        t = t ^ (t + (t ^ (t >> np.uint32(7))) * (t | np.uint32(61)))
        return (t ^ (t >> np.uint32(14))).astype(np.float64) / 4294967296.0


def fill_value(m, dt, v):
    """The element a --feed value v makes for input m; a value the type cannot hold is a mistake to say."""
    if dt in (np.float32, np.float64):
        return v
    ok = isinstance(v, (int, float)) and not isinstance(v, bool) and float(v).is_integer()
    if ok and m["type"] == "bool":
        ok = v in (0, 1)
    if ok:
        info = np.iinfo(dt) if dt is not np.bool_ else None
        ok = info is None or info.min <= v <= info.max
    if not ok:
        raise ValueError("--feed %s=%s: input '%s' is %s, which cannot hold %s" % (m["name"], js_number(v), m["name"], m["type"], js_number(v)))
    return v


def js_number(v):
    """A number as the worker's messages write it: 2, not 2.0."""
    return str(int(v)) if isinstance(v, float) and v.is_integer() and abs(v) < 1e21 else str(v)


def input_dims(m, bound, symbols):
    whole = bound if isinstance(bound, list) else bound.get("shape") if isinstance(bound, dict) and isinstance(bound.get("shape"), list) else None
    if whole is not None:
        return whole
    dims = []
    for d in m["shape"]:
        if isinstance(d, int) and d >= 0:
            dims.append(d)
        elif isinstance(d, str) and symbols and isinstance(symbols.get(d), int) and not isinstance(symbols.get(d), bool):
            dims.append(symbols[d])
        elif isinstance(d, str):
            raise ValueError("input '%s' has the symbolic dimension '%s': give it a value (--dim %s=N)" % (m["name"], d, d))
        else:
            raise ValueError("input '%s' has a dimension with no name: give its whole shape (--input-shape %s=...)" % (m["name"], m["name"]))
    return dims


def seeded_inputs(meta, seed, symbols):
    """meta: [{"name", "type" (a DTYPES name, or None for what is not a tensor), "shape"}]; the feeds."""
    feeds = {}
    for m in meta:
        if m["type"] is None:
            raise ValueError("input '%s' is not a tensor" % m["name"])
        bound = symbols.get(m["name"]) if symbols else None
        given = bound if isinstance(bound, dict) else {}
        dims = input_dims(m, bound, symbols)
        dt = DTYPES.get(m["type"])
        if dt is None:
            raise ValueError("input '%s' has type %s, which seeded inputs do not cover" % (m["name"], m["type"]))
        n = int(np.prod(dims, dtype=np.int64))
        if isinstance(given.get("fill"), (int, float)) and not isinstance(given.get("fill"), bool):
            a = np.full(n, fill_value(m, dt, given["fill"]), dtype=dt)
        else:
            r = draws(name_hash(m["name"], int(seed)), n)
            if dt in (np.float32, np.float64):
                a = (r * 2 - 1).astype(dt)
            else:
                a = np.floor(r * (2 if m["type"] == "bool" else 3)).astype(dt)
        feeds[m["name"]] = a.reshape(dims)
    # A --feed for a name the model has no input of is a mistake to say, not to ignore.
    for k, v in (symbols or {}).items():
        if isinstance(v, dict) and not any(m["name"] == k for m in meta):
            raise ValueError("--feed %s: the model has no input of that name (its inputs: %s)" % (k, ", ".join(m["name"] for m in meta)))
    return feeds
