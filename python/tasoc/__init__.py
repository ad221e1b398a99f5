"""tasoc: TASO-style optimization of ONNX models with proved rewrite rules, from Python.

    import tasoc
    optimized = tasoc.optimize("model.onnx", dims={"N": 1}, target="ort-cpu:1")

Each call runs the library's pipeline (libtasoc_host's tasoc_optimize_file and friends, host/pipeline/pipeline.h),
the one `tasoc optimize`, `tasoc cost` and `tasoc check` run: the same options give the same output bytes.
Options are the command line's long options as keywords, '-' written '_' (``budget=200``,
``measure_time=5``, ``cost="analytical"``); True passes a flag, False its "no-" form, a list or tuple
repeats the option. docs/python.md has the rest.
"""
import ctypes
import json
import os
import tempfile

from . import _native
from ._errors import (ArgumentError, CheckFailed, CycleError, Error, FileError, FormatError, LibraryNotFound,
                      LimitError, NoMemoryError, ShapeError, UnsupportedError, from_status)
from ._model import as_model, result

try:
    from ._build_info import VERSION as __version__
except ImportError:
    __version__ = "0+tree"

__all__ = ["optimize", "cost", "check", "Error", "CheckFailed", "NoMemoryError", "ShapeError", "ArgumentError", "CycleError",
           "LimitError", "UnsupportedError", "FileError", "FormatError", "LibraryNotFound", "__version__"]


def _text(b):
    return b.decode("utf-8", "replace") if b is not None else None


def _entries(dims, target, measure, options):
    """(key, value) pairs for tasoc_config_set, in the order the command line would take them."""
    out = []
    if dims:
        # {NAME: V}, or "NAME=V" strings (one, or a list), or (NAME, V) pairs; the library judges each.
        if isinstance(dims, str):
            dims = [dims]
        pairs = dims.items() if hasattr(dims, "items") else (d if isinstance(d, str) else tuple(d) for d in dims)
        for p in pairs:
            out.append(("dim", p if isinstance(p, str) else "%s=%s" % p))
    if target is not None:
        out.append(("target", str(target)))
    if measure is not None:
        out.append(("measure" if measure else "no-measure", None))
    for key, value in options.items():
        key = key.replace("_", "-")
        for v in value if isinstance(value, (list, tuple)) else (value,):
            if v is True:
                out.append((key, None))
            elif v is False:
                out.append(("no-" + key, None))
            elif v is not None:
                out.append((key, os.fspath(v) if isinstance(v, os.PathLike) else str(v)))
    return out


class _Config:
    """A tasoc_config with the entries set; a bad key or value raises ArgumentError with the library's text."""

    def __init__(self, entries, progress=None):
        self.lib = _native.lib()
        self.ptr = self.lib.tasoc_config_new()
        self.callback = None
        self.callback_error = None
        if not self.ptr:
            raise NoMemoryError("tasoc_config_new: out of memory", 1)
        try:
            if progress is not None:
                if not callable(progress):
                    raise TypeError(f"progress: a callable (text, stream), not {type(progress).__name__}")
                self.callback = _native.PROGRESS_FN(self._relay(progress))
                self.lib.tasoc_config_on_progress(self.ptr, self.callback, None)
            for key, value in entries:
                if "\0" in key or (value is not None and "\0" in value):
                    raise ArgumentError(f"option {key}: a NUL byte in it")
                s = self.lib.tasoc_config_set(self.ptr, key.encode(), None if value is None else value.encode())
                if s != 0:
                    raise _errors_from(s, self.lib.tasoc_config_error(self.ptr),
                                       f"option {key}{'' if value is None else '=' + value}: rejected")
        except BaseException:
            self.close()
            raise

    def _relay(self, progress):
        """The C callback around progress: text decoded, stream named; its first exception kept for raise_()."""
        def relay(ctx, stream, text):
            if self.callback_error is not None:
                return
            try:
                progress(_text(text), "err" if stream == 2 else "out")
            except BaseException as e:  # ctypes would print it and go on: raised after the call instead
                self.callback_error = e
        return relay

    def raise_callback_error(self):
        if self.callback_error is not None:
            raise self.callback_error

    def close(self):
        if self.ptr:
            self.lib.tasoc_config_free(self.ptr)
            self.ptr = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _errors_from(status, message, fallback):
    if isinstance(message, bytes):
        message = _text(message)
    return from_status(status, message or fallback)


def _summary(report_ptr):
    """tasoc_report's own fields (pipeline.h) as a dict: what every call fills, the JSON or not."""
    r = ctypes.cast(report_ptr, ctypes.POINTER(_native.Report)).contents
    d = {name: getattr(r, name) for name, _ in _native.Report._fields_
         if name not in ("rules", "rule_counts", "nrules", "more")}
    for key in ("cost_model", "target", "written"):
        d[key] = _text(d[key])
    for key in ("searched", "measured", "checked", "check_ok"):
        d[key] = bool(d[key])
    n = max(0, min(r.nrules, _native.REPORT_RULES))
    d["rules"] = {_text(r.rules[i]): r.rule_counts[i] for i in range(n)}
    return d


def _finish(lib, status, report_ptr, what, config):
    """Frees the report; raises on failure (with its message), else returns the report as a dict: the JSON
    the call wrote (`--report`'s; {"error": null} alone for cost and check), over the struct's summary
    fields (status, nodes_before, cost_before_ms, checked, check_ok, ...). An exception the progress callback
    raised (KeyboardInterrupt, say) is raised first; a check that ran and found the outputs different raises
    CheckFailed."""
    try:
        config.raise_callback_error()
        if not report_ptr:
            raise _errors_from(status or 1, None, f"{what}: no report (out of memory)")
        rep = _summary(report_ptr)
        text = _text(lib.tasoc_report_json(report_ptr))
        rep.update(json.loads(text) if text else {})
        if status != 0:
            msg = _text(lib.tasoc_report_error(report_ptr))
            if not msg:
                msg = f"{what}: {_text(lib.tasoc_status_str(status))}"
            if rep["checked"] and not rep["check_ok"]:
                raise CheckFailed(msg, status, rep)
            e = _errors_from(status, msg, what)
            e.report = rep
            raise e
        return rep
    finally:
        if report_ptr:
            lib.tasoc_report_free(report_ptr)


def _model_file(m, folder, name):
    """A path for model m: its own, or its bytes written into folder."""
    if m.path is not None:
        return m.path
    path = os.path.join(folder, name)
    with open(path, "wb") as f:
        f.write(m.data)
    return path


def optimize(model, *, dims=None, target=None, measure=True, report=False, out=None, progress=None, **options):
    """Optimizes an ONNX model as `tasoc optimize` does.

    model    a path, bytes or an onnx.ModelProto
    dims     {NAME: VALUE} for symbolic dimensions (--dim NAME=VALUE)
    target   where the model will run: "ort-cpu:1", "ort-cpu:2", "cudnn", "analytical" (--target)
    measure  True: time both models in ONNX Runtime and keep the optimized one only when faster (--measure);
             False: --no-measure; None: the command's default (measure where ONNX Runtime is installed)
    report   True: return (model, report) with the summary as a dict (--report's JSON)
    out      also write the result to this path, atomically (-o)
    progress a callable(text, stream) given the lines the command prints, stream "out" or "err"
    options  any other long option of `tasoc optimize --help`, '-' as '_': budget=500, cost="analytical"

    Returns an onnx.ModelProto when onnx is importable, else the serialized bytes. Raises tasoc.Error (a
    subclass by the library's status) with the library's message.
    """
    m = as_model(model)
    lib = _native.lib()
    with _native.one_call(), _Config(_entries(dims, target, measure, options), progress) as c, \
            tempfile.TemporaryDirectory(prefix="tasoc-") as tmp:
        r = ctypes.c_void_p()
        if m.path is None and out is None:
            buf = ctypes.c_void_p()
            n = ctypes.c_size_t()
            s = lib.tasoc_optimize_bytes(c.ptr, m.data, len(m.data), ctypes.byref(buf), ctypes.byref(n),
                                         ctypes.byref(r))
            try:
                data = ctypes.string_at(buf.value, n.value) if s == 0 and buf.value else b""
            finally:
                if buf.value:
                    lib.tasoc_free_bytes(buf)
            rep = _finish(lib, s, r.value, "optimize", c)
        else:
            dest = os.fspath(out) if out is not None else os.path.join(tmp, "out.onnx")
            src = _model_file(m, tmp, "in.onnx")
            s = lib.tasoc_optimize_file(c.ptr, os.fsencode(src), os.fsencode(dest), ctypes.byref(r))
            rep = _finish(lib, s, r.value, "optimize", c)
            with open(dest, "rb") as f:
                data = f.read()
    model_out = result(data)
    return (model_out, rep) if report else model_out


def cost(model, *, dims=None, target=None, progress=None, **options):
    """Prices a model as `tasoc cost` does; returns the report as a dict.

    model, dims, target, progress and options as for optimize (options: `tasoc cost --help`'s long options).
    """
    m = as_model(model)
    lib = _native.lib()
    with _native.one_call(), _Config(_entries(dims, target, None, options), progress) as c, \
            tempfile.TemporaryDirectory(prefix="tasoc-") as tmp:
        r = ctypes.c_void_p()
        s = lib.tasoc_cost_file(c.ptr, os.fsencode(_model_file(m, tmp, "model.onnx")), ctypes.byref(r))
        return _finish(lib, s, r.value, "cost", c)


def check(model, other, *, dims=None, target=None, progress=None, **options):
    """Runs two models on the same random inputs and compares their outputs, as `tasoc check` does.

    Returns the report as a dict when they agree; raises tasoc.Error with the library's message when they
    differ or cannot be run. dims, target, progress and options as for optimize (`tasoc check --help`).
    """
    a, b = as_model(model, "model"), as_model(other, "other")
    lib = _native.lib()
    with _native.one_call(), _Config(_entries(dims, target, None, options), progress) as c, \
            tempfile.TemporaryDirectory(prefix="tasoc-") as tmp:
        r = ctypes.c_void_p()
        s = lib.tasoc_check_files(c.ptr, os.fsencode(_model_file(a, tmp, "a.onnx")),
                                  os.fsencode(_model_file(b, tmp, "b.onnx")), ctypes.byref(r))
        return _finish(lib, s, r.value, "check", c)
