/* pytool.h: the tree's Python tools (tools/NAME.py) and the venv's python3 that runs them. */
#ifndef TASOC_PYTOOL_H
#define TASOC_PYTOOL_H

#include <stddef.h>

/*
 * Two of tasoc's helpers are Python programs run in a child process: the
 * runtime worker (tools/ort_worker.py: ONNX Runtime, OpenVINO) and ONNX's
 * current shape inference (tools/onnx_shapes.py). Both run in the project's
 * venv (.venv/, made by make deps from tools/requirements.txt), found the
 * same way.
 *
 * The script NAME, the first of: the file the environment variable env
 * names (when env is not NULL and it is set); tools/NAME or share/tasoc/NAME
 * (make install's) in a folder above the executable (build/tasoc ->
 * tools/), then above the library file this code is in (python3 over
 * build/libtasoc_host.so); the tree's tools/NAME, whose folder the build
 * compiled in (a copy of the library elsewhere, as a wheel's). 0 with the
 * path, or -1 with a one-line reason in path.
 */
int tasoc_pytool_script(const char *name, const char *env, char *path, size_t size);

/*
 * The python3 that runs script, the first of: TASOC_ORT_PYTHON (a command
 * name or path: the Python package sets its own interpreter); venv/bin/python3
 * in the script's folder (an install: share/tasoc/venv, the link to the
 * tree's that make install makes); .venv/bin/python3 beside it (the tree's).
 * 0 with the command in py; else -1 with the tree's place in py.
 */
int tasoc_pytool_python(const char *script, char *py, size_t size);

#endif
