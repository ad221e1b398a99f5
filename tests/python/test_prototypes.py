"""test_prototypes.py: the ctypes prototypes of tasoc/_native.py are those host/pipeline/pipeline.h declares.

ctypes reads no header: a parameter added, removed or retyped in C and not here would pass wrong values at
run time. This reads each declaration from the headers and maps its C types to ctypes'.
"""
import ctypes
import os
import re

from conftest import ROOT
from tasoc import _native

HEADERS = [os.path.join(ROOT, "host", "pipeline", "pipeline.h"), os.path.join(ROOT, "core", "status.h")]

# C type (spaces normalized, const dropped) -> the ctypes type the binding must use.
C_TO_CTYPES = {
    "void": None,
    "int": ctypes.c_int,
    "tasoc_status": ctypes.c_int,
    "size_t": ctypes.c_size_t,
    "char *": ctypes.c_char_p,
    "void *": ctypes.c_void_p,
    "tasoc_config *": ctypes.c_void_p,
    "tasoc_report *": ctypes.c_void_p,
    "void **": ctypes.POINTER(ctypes.c_void_p),
    "size_t *": ctypes.POINTER(ctypes.c_size_t),
    "tasoc_report **": ctypes.POINTER(ctypes.c_void_p),
    "tasoc_config_progress_fn": _native.PROGRESS_FN,
}


def _ctype(decl, name):
    """The ctypes type of a C declaration with its name (or the function's name) removed."""
    t = re.sub(r"\bconst\b", "", decl)
    if name:
        t = re.sub(r"\b%s\b" % re.escape(name), "", t)
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\s*(\*+)\s*", r" \1", t).strip()
    assert t in C_TO_CTYPES, f"no ctypes mapping for C type '{t}' (in '{decl}')"
    return C_TO_CTYPES[t]


def declarations():
    text = ""
    for h in HEADERS:
        with open(h) as f:
            text += f.read()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    decls = {}
    for m in re.finditer(r"([A-Za-z_][\w \*]*?)\b(tasoc_\w+)\s*\(([^()]*)\)\s*;", text):
        ret, name, args = m.group(1), m.group(2), m.group(3).strip()
        params = [] if args in ("", "void") else [a.strip() for a in args.split(",")]
        decls[name] = (ret, params)
    return decls


def ctypes_of(decl):
    """The ctypes (restype, argtypes) of a declaration as declarations() gives it."""
    ret, params = decl
    return _ctype(ret, None), [_ctype(p, re.findall(r"\w+", p)[-1]) for p in params]


def test_every_binding_matches_the_header():
    decls = declarations()
    for name, (res, args) in _native.PROTOTYPES.items():
        assert name in decls, f"{name}: bound in tasoc/_native.py, declared in no header of {HEADERS}"
        want_res, want_args = ctypes_of(decls[name])
        assert res == want_res, f"{name}: returns {want_res} in C, {res} in _native.py"
        assert len(args) == len(want_args), f"{name}: {len(want_args)} parameters in C, {len(args)} in _native.py"
        for i, (a, w) in enumerate(zip(args, want_args)):
            assert a == w, f"{name}: parameter {i + 1} is {w} in C, {a} in _native.py"


def test_the_calls_the_package_makes_are_bound():
    # The functions tasoc/__init__.py calls: each one declared and bound, so a rename in C fails here.
    for name in ("tasoc_config_new", "tasoc_config_set", "tasoc_config_error", "tasoc_config_free",
                 "tasoc_optimize_file", "tasoc_optimize_bytes", "tasoc_free_bytes", "tasoc_cost_file",
                 "tasoc_check_files", "tasoc_report_json", "tasoc_report_error", "tasoc_report_free",
                 "tasoc_config_on_progress"):
        assert name in _native.PROTOTYPES
        assert name in declarations()


# C field type -> ctypes type in tasoc_report.
FIELD_TYPES = {"int": ctypes.c_int, "double": ctypes.c_double, "const char *": ctypes.c_char_p,
               "long long": ctypes.c_longlong, "struct tasoc_report_more *": ctypes.c_void_p}


def test_the_report_struct_matches_the_header():
    with open(HEADERS[0]) as f:
        text = re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)
    rules = int(re.search(r"#define\s+TASOC_REPORT_RULES\s+(\d+)", text).group(1))
    assert rules == _native.REPORT_RULES
    body = re.search(r"typedef struct tasoc_report \{(.*?)\} tasoc_report;", text, re.S).group(1)
    fields = []
    for decl in body.split(";"):
        decl = " ".join(decl.split())
        if not decl:
            continue
        m = re.match(r"(const char|struct \w+|long long|int|double) (.*)$", decl)
        assert m, f"tasoc_report: a field this test cannot read: '{decl}'"
        for name in m.group(2).split(","):
            name = name.strip()
            ctype = m.group(1) + (" *" if name.startswith("*") else "")
            name = name.lstrip("* ")
            assert ctype in FIELD_TYPES or ctype.startswith("struct"), f"tasoc_report.{name}: type {ctype}"
            t = FIELD_TYPES.get(ctype, FIELD_TYPES["struct tasoc_report_more *"])
            arr = re.match(r"(\w+)\[(\w+)\]$", name)
            if arr:
                name, t = arr.group(1), t * (rules if arr.group(2) == "TASOC_REPORT_RULES" else int(arr.group(2)))
            fields.append((name, t))
    got = [(n, t) for n, t in _native.Report._fields_]
    assert [n for n, _ in got] == [n for n, _ in fields], "tasoc_report's fields differ from _native.Report's"
    for (n, t), (_, w) in zip(got, fields):
        assert t == w or (issubclass(t, ctypes.Array) and issubclass(w, ctypes.Array) and t._type_ == w._type_
                          and t._length_ == w._length_), f"tasoc_report.{n}: {w} in C, {t} in _native.py"
    assert ctypes.sizeof(_native.Report) > 0
