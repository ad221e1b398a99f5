"""_model.py: what a model argument may be (a path, bytes, an onnx.ModelProto) and what a result is returned as."""
import os

try:
    import onnx  # Debian's python3-onnx; optional: without it models are bytes
except ImportError:
    onnx = None


class Model:
    """A model argument, as the library takes it: a path (``path``) or serialized bytes (``data``)."""

    def __init__(self, path=None, data=None):
        self.path = path
        self.data = data


def as_model(model, what="model"):
    """A Model from a path (str or os.PathLike), bytes-like data, or anything with SerializeToString."""
    if isinstance(model, (str, os.PathLike)):
        path = os.fsdecode(model)
        if "\0" in path:
            raise TypeError(f"{what}: a path with a NUL byte")
        return Model(path=path)
    if isinstance(model, (bytes, bytearray, memoryview)):
        return Model(data=bytes(model))
    serialize = getattr(model, "SerializeToString", None)
    if callable(serialize):
        return Model(data=serialize())
    raise TypeError(f"{what}: a path, bytes or an onnx.ModelProto, not {type(model).__name__}")


def result(data):
    """An optimized model as the caller gets it: an onnx.ModelProto when onnx is importable, else bytes."""
    if onnx is None:
        return data
    return onnx.load_model_from_string(data)
