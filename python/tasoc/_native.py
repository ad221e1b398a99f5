"""_native.py: loads libtasoc.so and libtasoc_host.so with ctypes and declares the pipeline calls (host/pipeline/pipeline.h).

Where the libraries come from, first found wins:
  1. TASOC_LIBRARY_DIR, a folder holding both (a build tree's build/, say); when set, nothing else is tried;
  2. the copies the wheel bundles, in tasoc/_libs/ (what `make python` puts there);
  3. make install's LIBDIR, recorded in the wheel when it was built;
  4. the dynamic linker's own search by soname (ld.so.cache, LD_LIBRARY_PATH).
libtasoc_host.so needs libtasoc.so by its soname: loading the core first from the same folder makes the
linker take that copy (a loaded library satisfies a later DT_NEEDED of its soname), so no rpath or
LD_LIBRARY_PATH is needed.

The prototypes below are written a second time here (ctypes reads no header); tests/python/test_prototypes.py
compares them with host/pipeline/pipeline.h's so that the two cannot drift apart unnoticed.
"""
import ctypes
import os
import threading

from ._errors import LibraryNotFound

try:
    from . import _build_info  # written by `make python` into the wheel
except ImportError:  # running from the tree: python/tasoc with TASOC_LIBRARY_DIR
    _build_info = None

SOVERSION = getattr(_build_info, "SOVERSION", "0")
LIBDIR = getattr(_build_info, "LIBDIR", None)
BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_libs")

# The library keeps some settings process-wide (the ONNX Runtime target and worker, host/backend/ort_worker.c),
# as the command line sets them once per run: one pipeline call at a time in a process.
LOCK = threading.Lock()
_in_call = threading.local()


class one_call:
    """The lock around a pipeline call; a call made from inside one (a progress callback calling tasoc) would
    wait on the lock forever, so it raises instead."""

    def __enter__(self):
        if getattr(_in_call, "busy", False):
            from ._errors import Error
            raise Error("a tasoc call from inside another (a progress callback?): the library runs one at a time")
        LOCK.acquire()
        _in_call.busy = True

    def __exit__(self, *exc):
        _in_call.busy = False
        LOCK.release()

c_status = ctypes.c_int
c_config_p = ctypes.c_void_p
c_report_p = ctypes.c_void_p

# tasoc_report's fields (pipeline.h), read after each call for the summary; test_prototypes.py checks them.
REPORT_RULES = 32  # TASOC_REPORT_RULES


class Report(ctypes.Structure):
    _fields_ = [
        ("status", ctypes.c_int),
        ("searched", ctypes.c_int),
        ("searches", ctypes.c_int),
        ("nodes_before", ctypes.c_int),
        ("nodes_after", ctypes.c_int),
        ("opaque", ctypes.c_int),
        ("cost_before_ms", ctypes.c_double),
        ("cost_after_ms", ctypes.c_double),
        ("cost_model", ctypes.c_char_p),
        ("target", ctypes.c_char_p),
        ("measured", ctypes.c_int),
        ("speedup", ctypes.c_double),
        ("speedup_low", ctypes.c_double),
        ("speedup_high", ctypes.c_double),
        ("written", ctypes.c_char_p),
        ("checked", ctypes.c_int),
        ("check_ok", ctypes.c_int),
        ("nrules", ctypes.c_int),
        ("rules", ctypes.c_char_p * REPORT_RULES),
        ("rule_counts", ctypes.c_int * REPORT_RULES),
        ("expanded", ctypes.c_longlong),
        ("folded", ctypes.c_int),
        ("more", ctypes.c_void_p),
    ]


# tasoc_config_progress_fn: void (*)(void *ctx, int stream, const char *text).
PROGRESS_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int, ctypes.c_char_p)

# name: (restype, argtypes), as host/pipeline/pipeline.h declares them.
PROTOTYPES = {
    "tasoc_config_new": (c_config_p, []),
    "tasoc_config_free": (None, [c_config_p]),
    "tasoc_config_set": (c_status, [c_config_p, ctypes.c_char_p, ctypes.c_char_p]),
    "tasoc_config_error": (ctypes.c_char_p, [c_config_p]),
    "tasoc_config_on_progress": (None, [c_config_p, PROGRESS_FN, ctypes.c_void_p]),
    "tasoc_optimize_file": (c_status, [c_config_p, ctypes.c_char_p, ctypes.c_char_p,
                                       ctypes.POINTER(c_report_p)]),
    "tasoc_optimize_bytes": (c_status, [c_config_p, ctypes.c_void_p, ctypes.c_size_t,
                                        ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_size_t),
                                        ctypes.POINTER(c_report_p)]),
    "tasoc_cost_file": (c_status, [c_config_p, ctypes.c_char_p, ctypes.POINTER(c_report_p)]),
    "tasoc_check_files": (c_status, [c_config_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.POINTER(c_report_p)]),
    "tasoc_report_json": (ctypes.c_char_p, [c_report_p]),
    "tasoc_report_error": (ctypes.c_char_p, [c_report_p]),
    "tasoc_report_free": (None, [c_report_p]),
    "tasoc_free_bytes": (None, [ctypes.c_void_p]),
    "tasoc_status_str": (ctypes.c_char_p, [c_status]),
}


def _names(folder):
    """The two libraries' files in folder: by soname, else the development links (a build tree has both)."""
    for core, host in ((f"libtasoc.so.{SOVERSION}", f"libtasoc_host.so.{SOVERSION}"),
                       ("libtasoc.so", "libtasoc_host.so")):
        c, h = os.path.join(folder, core), os.path.join(folder, host)
        if os.path.isfile(c) and os.path.isfile(h):
            return c, h
    return None


def _open(core, host):
    ctypes.CDLL(core, mode=ctypes.RTLD_GLOBAL)
    return ctypes.CDLL(host)


def _load():
    tried = []
    env = os.environ.get("TASOC_LIBRARY_DIR")
    if env:
        found = _names(env)
        if not found:
            raise LibraryNotFound(f"TASOC_LIBRARY_DIR={env}: no libtasoc.so.{SOVERSION} and "
                                  f"libtasoc_host.so.{SOVERSION} there (run make there first)")
        try:
            return _open(*found), os.path.dirname(found[1])
        except OSError as e:
            raise LibraryNotFound(f"TASOC_LIBRARY_DIR={env}: {e}") from None
    for folder in (BUNDLED, LIBDIR):
        if not folder:
            continue
        found = _names(folder)
        if not found:
            tried.append(f"{folder} (not there)")
            continue
        try:
            return _open(*found), folder
        except OSError as e:
            tried.append(f"{folder} ({e})")
    try:
        return _open(f"libtasoc.so.{SOVERSION}", f"libtasoc_host.so.{SOVERSION}"), None
    except OSError as e:
        tried.append(f"the dynamic linker's search ({e})")
    raise LibraryNotFound("cannot load tasoc's libraries; tried: " + "; ".join(tried) +
                          ". Set TASOC_LIBRARY_DIR to a folder with libtasoc.so and libtasoc_host.so "
                          "(make build/libtasoc_host.so), or make install")


_lib = None
_lib_dir = None


def _worker_python():
    """ONNX Runtime's worker runs in this interpreter when it has onnxruntime (a dependency of the package):
    the library would otherwise look for the tree's venv beside the worker (host/backend/ort_worker.c).
    TASOC_ORT_PYTHON, when set, stays as it is."""
    import importlib.util
    import sys
    if not os.environ.get("TASOC_ORT_PYTHON") and sys.executable and importlib.util.find_spec("onnxruntime"):
        os.environ["TASOC_ORT_PYTHON"] = sys.executable


def lib():
    """The host library with its prototypes declared, loaded on first use."""
    global _lib, _lib_dir
    if _lib is None:
        _worker_python()
        handle, folder = _load()
        missing = [name for name in PROTOTYPES if not hasattr(handle, name)]
        if missing:
            raise LibraryNotFound(f"{folder or 'libtasoc_host.so'}: this build lacks {', '.join(missing)} "
                                  "(a libtasoc_host.so older than the Python package?)")
        for name, (res, args) in PROTOTYPES.items():
            f = getattr(handle, name)
            f.restype = res
            f.argtypes = args
        _lib, _lib_dir = handle, folder
    return _lib


def library_dir():
    """The folder the libraries were loaded from (None: found by the dynamic linker's own search)."""
    lib()
    return _lib_dir
