"""setup.py: the tasoc wheel, built by `make python` from a staging copy of python/ (build/python/src).

The staging copy holds tasoc/_build_info.py (version, soname, make install's LIBDIR) and tasoc/_libs/ with the
two shared libraries; `make python` writes both. The package is pure Python over ctypes, but the libraries
it bundles are native, so the wheel is tagged for this platform and any CPython 3 (py3-none-PLATFORM), as an
abi3 extension's would be.
"""
import os
import sysconfig

from setuptools import Distribution, setup
from wheel.bdist_wheel import bdist_wheel

here = os.path.dirname(os.path.abspath(__file__))
info = {}
with open(os.path.join(here, "tasoc", "_build_info.py")) as f:
    exec(f.read(), info)


class with_native_libraries(Distribution):
    """Installed into platlib like a package with an extension (the libraries are native), not purelib."""

    def has_ext_modules(self):
        return True


class platform_wheel(bdist_wheel):
    """A py3-none-PLATFORM wheel: no compiled Python extension, native libraries inside."""

    def get_tag(self):
        return "py3", "none", sysconfig.get_platform().replace("-", "_").replace(".", "_")


setup(
    name="tasoc",
    version=info["VERSION"],
    description="TASO-style optimization of ONNX models with proved rewrite rules (ctypes over libtasoc_host)",
    packages=["tasoc"],
    package_data={"tasoc": ["_libs/*"]},
    python_requires=">=3.9",
    # onnx: optimize() takes and gives onnx.ModelProto; onnxruntime: measuring and checking (the guard,
    # check()), in a worker process run by this interpreter. make deps pins the versions the tree tests.
    install_requires=["onnx>=1.14", "onnxruntime>=1.17", "numpy"],
    cmdclass={"bdist_wheel": platform_wheel},
    distclass=with_native_libraries,
    zip_safe=False,
)
