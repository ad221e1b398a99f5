# Makefile: builds the tasoc command, its two libraries (core/ and host/), the tests and the generated code.
#
#   make            build/tasoc and build/libtasoc.a
#   make test       every test, then again under ASan and UBSan
#   make test-onnx  the command line end to end, and tasoc optimize on ONNX models checked
#                   with onnx.checker and ONNX Runtime (PyPI, the project's venv)
#   make difftest   N random ONNX graphs (seed SEED) optimized and compared with the
#                   original in ONNX Runtime, then the saved failing graphs (tests/difftest/)
#   make fuzz       libFuzzer on the ONNX importer, then on import -> optimize -> export
#                   -> import (FUZZ_TIME seconds each, default 30)
#   make demo       optimize a bundled model and print what happened
#   make rules      regenerate generated/ from spec/
#   make check-generated   fail if generated/ differs from a fresh `make rules`
#   make rules4     regenerate the four-operator candidates (minutes, 1 GiB), then make rules
#   make check-rules4      fail if they differ from a fresh generation
#   make deps       install the missing Debian packages (as root) and the pinned PyPI ones into .venv/
#   make mpi        build/tasoc-mpi: rules generate and verify sharded over MPI ranks (optional)
#   make test-mpi   its output against one process's, byte for byte, and a run resumed after a kill
#   make embed      the firmware image (Cortex-M7, QEMU mps2-an500) and its host twin
#   make test-embed run the image under QEMU, compare its choices with the host's
#   make install    bin/tasoc, the libraries (shared and static), headers, pkg-config files,
#                   the man page and bash completion under DESTDIR PREFIX (default /usr/local)
#   make uninstall  remove what make install put there
#   make test-install  install into a temporary DESTDIR, build README's C example against it
#   make python     the Python package (python/, `import tasoc`) as a wheel in build/python/dist
#   make test-python   that wheel in a fresh venv: README's Python example, then tests/python (pytest)

CC      ?= cc
BUILD   ?= build
OPT     ?= -O2
# Warnings are errors under gcc, the project's compiler; tools/fuzz.sh's clang build silences them (-w).
WERROR  ?= -Werror
CFLAGS_BASE = -std=c11 -pedantic -Wall -Wextra $(WERROR) -g $(OPT) -D_POSIX_C_SOURCE=200809L -MMD -MP
SAN     ?=
# Extra sanitizer flags of the one C++ file only (tools/fuzz.sh: no vptr checks).
CXXSAN  ?=
CFLAGS  += $(CFLAGS_BASE) $(SAN)
LDFLAGS += $(SAN)

# Flags of installed packages are read when make reads this file, so a target
# that installs them first (demo, test) runs deps, then a sub-make that reads
# them again: on a fresh machine the first `make demo` must find lua.h.
LUA_CFLAGS := $(shell pkg-config --cflags lua5.4 2>/dev/null)
LUA_LIBS   := $(shell pkg-config --libs lua5.4 2>/dev/null || echo -llua5.4)
BLAS_CFLAGS := $(shell pkg-config --cflags openblas 2>/dev/null)
BLAS_LIBS   := $(shell pkg-config --libs openblas 2>/dev/null || echo -lopenblas)
CRIT_LIBS   := $(shell pkg-config --libs criterion 2>/dev/null || echo -lcriterion)
# A plain `make` on a machine without them would stop at a missing header: say why first.
ifeq ($(filter deps demo test clean,$(MAKECMDGOALS)),)
ifneq ($(shell pkg-config --exists lua5.4 openblas criterion 2>/dev/null || echo missing),)
$(warning pkg-config finds no lua5.4, openblas or criterion: run `make deps` (as root) first)
endif
endif

# The core (core/, libtasoc): libc only (no Lua, Z3, protobuf-c or CUDA); tools/check_layers.sh checks
# that it includes nothing from host/. The host library (host/, libtasoc_host): files, ONNX, the cost
# backends and the ILP extraction, on top of the core.
CORE_SRC := $(sort $(wildcard core/*.c) $(wildcard generated/*.c))
# The rule compiler: spec loader, generator, verifier, emitters.
GEN_SRC  := $(sort $(wildcard generator/*.c) $(wildcard emit/*.c))
# The bootstrap that writes generated/ops.{h,c} from spec/ without the runtime.
OPGEN_SRC := generator/buf.c generator/sexp.c generator/spec.c generator/spec_expr.c \
             generator/spec_lookup.c generator/term.c emit/emit_ops.c emit/emit_ops_host.c host/fileio.c \
             tools/opgen.c
TOOL_SRC := $(sort $(filter-out tools/opgen.c tools/fuzz_%.c,$(wildcard tools/*.c)))
# build/tasoc-mpi's own files (tools/mpi/), built with mpicc; nothing else includes mpi.h.
MPI_SRC := $(sort $(wildcard tools/mpi/*.c))
MPICC   ?= mpicc
TEST_SRC := $(sort $(wildcard tests/*.c))
# The bundled models (tools/model*.c) are linked into the tests too.
MODEL_SRC := $(sort $(wildcard tools/model*.c))
# host/'s own files (file I/O, the cost cache as text and as C, the library's progress lines).
HOST_FILE_SRC := $(sort $(wildcard host/*.c))
# The optimize pipeline as library calls (host/pipeline/: tasoc_config, tasoc_optimize_file, the guard, the If
# branches, the checks), on the ONNX module and the backends.
PIPELINE_SRC := $(sort $(wildcard host/pipeline/*.c))

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

CORE_OBJ := $(call obj,$(CORE_SRC))
GEN_OBJ  := $(call obj,$(GEN_SRC))
TOOL_OBJ := $(call obj,$(TOOL_SRC))
TEST_OBJ := $(call obj,$(TEST_SRC))
MODEL_OBJ := $(call obj,$(MODEL_SRC))
# Optional cost backends (host/backend/): cpu (OpenBLAS) always, cudnn when CUDA is installed.
CUDA    ?= /usr/local/cuda
# ort_worker.c (with json.c) talks to tools/ort_worker.py, the runtimes from PyPI in the project's venv;
# speedup.c is the statistic of the never-slower guard; cost_ort*.c the ort cost model on that worker.
BACKEND_SRC := host/backend/cost_cpu.c host/backend/cost_ort.c host/backend/cost_ort_model.c \
               host/backend/json.c host/backend/ort_worker.c host/backend/speedup.c \
               host/backend/target.c host/backend/cost_target.c host/backend/cost_factory.c
ifneq ($(wildcard $(CUDA)/include/cudnn.h),)
# The CUDA libraries are opened at run time (cuda_libs.c), not linked: a command that does not ask for
# --cost cudnn does not pay for loading them, and tasoc starts on a machine that lacks them.
BACKEND_SRC += host/backend/cost_cudnn.c host/backend/cuda_libs.c
CUDA_LIBS := -ldl
BACKEND_CFLAGS := -DTASOC_CUDA_LIB_DIR='"$(CUDA)/lib64"'
else
BACKEND_SRC += host/backend/cost_cudnn_none.c
endif
BACKEND_OBJ := $(call obj,$(BACKEND_SRC))
# The ILP extraction of the saturating search (host/ilp/): GLPK when its header is installed, else a stub
# that says so; linked by the tool and the tests, never part of libtasoc.a.
ifneq ($(wildcard /usr/include/glpk.h),)
ILP_SRC := host/ilp/extract_ilp.c
ILP_LIBS := -lglpk
else
ILP_SRC := host/ilp/extract_ilp_none.c
endif
BACKEND_OBJ += $(call obj,$(ILP_SRC))
OPGEN_OBJ := $(patsubst %.c,$(BUILD)/opgen/%.o,$(OPGEN_SRC))

LIBS := $(LUA_LIBS) -lz3 $(BLAS_LIBS) $(CUDA_LIBS) $(ILP_LIBS) -lm -lpthread

# The optional ONNX module: C generated at build time from Debian's onnx.proto
# by protoc-c (build outputs, never committed), in its own library so that
# libtasoc.a stays libc-only.
ONNX_PROTO ?= /usr/include/onnx/onnx.proto
# Shapes tasoc's own rules do not give come from ONNX's C++ shape inference
# (Debian's libonnx-dev), behind one C call in host/onnx/onnx_shape_infer.cc,
# the only C++ in the tree.
CXX     ?= c++
CXXFLAGS_BASE = -std=c++17 -Wall -Wextra $(WERROR) -g $(OPT) -DONNX_NAMESPACE=onnx -DONNX_ML=1 -MMD -MP
ONNX_SRC := $(sort $(wildcard host/onnx/*.c))
ONNX_OBJ := $(call obj,$(ONNX_SRC)) $(BUILD)/obj/host/onnx/onnx_shape_infer.o $(BUILD)/obj/pb/onnx.pb-c.o
ONNX_LIBS := -lprotobuf-c -lonnx -lonnx_proto -lprotobuf -lstdc++
# What libtasoc_host.so itself needs.
HOST_LIBS = $(ONNX_LIBS) $(BLAS_LIBS) $(CUDA_LIBS) $(ILP_LIBS) -lm -lpthread

.PHONY: embed test-embed install uninstall test-install python test-python all test test-unit test-onnx difftest fuzz fuzz-onnx fuzz-pipeline test-asan demo deps rules rules-into check-generated \
	rules4 check-rules4 bench clean mpi test-mpi
all: $(BUILD)/tasoc $(BUILD)/libtasoc.a $(BUILD)/libtasoc_host.a $(BUILD)/tasoc-gpu-cost $(BUILD)/libtasoc.so \
	$(BUILD)/libtasoc_host.so $(BUILD)/tasoc.1 $(BUILD)/tasoc.bash

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LUA_CFLAGS) $(BLAS_CFLAGS) -c $< -o $@

# The core is also checked to build with nothing but libc headers.
$(BUILD)/obj/core/%.o: core/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/host/%.o: host/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

# The tree's tools/ folder, compiled in as the last place host/pytool.c looks for the Python tools: a copy
# of libtasoc_host.so that lives elsewhere (the Python wheel's) still finds them, and .venv/ beside them.
$(BUILD)/obj/host/pytool.o $(BUILD)/pic/host/pytool.o: CFLAGS += -DTASOC_TOOLS_BUILT='"$(CURDIR)/tools"'

$(BUILD)/obj/host/ilp/%.o: host/ilp/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/host/backend/%.o: host/backend/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(BLAS_CFLAGS) $(BACKEND_CFLAGS) -isystem $(CUDA)/include -c $< -o $@

$(BUILD)/opgen/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_BASE) $(LUA_CFLAGS) -c $< -o $@

$(BUILD)/libtasoc.a: $(CORE_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/pb/onnx.pb-c.c $(BUILD)/pb/onnx.pb-c.h: $(ONNX_PROTO)
	@mkdir -p $(BUILD)/pb
	cp $(ONNX_PROTO) $(BUILD)/pb/onnx.proto
	cd $(BUILD)/pb && protoc-c --c_out=. onnx.proto

$(BUILD)/obj/pb/onnx.pb-c.o: $(BUILD)/pb/onnx.pb-c.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c $< -o $@

$(BUILD)/obj/host/onnx/%.o: host/onnx/%.c $(BUILD)/pb/onnx.pb-c.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -I$(BUILD)/pb -c $< -o $@

$(BUILD)/obj/host/onnx/onnx_shape_infer.o: host/onnx/onnx_shape_infer.cc host/onnx/onnx_shape_infer.h
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS_BASE) $(SAN) $(CXXSAN) -c $< -o $@

$(BUILD)/obj/host/pipeline/%.o: host/pipeline/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(BLAS_CFLAGS) -c $< -o $@

HOST_OBJ := $(call obj,$(HOST_FILE_SRC)) $(ONNX_OBJ) $(BACKEND_OBJ) $(call obj,$(PIPELINE_SRC))
$(BUILD)/libtasoc_host.a: $(HOST_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/tasoc: $(TOOL_OBJ) $(GEN_OBJ) $(BUILD)/libtasoc_host.a $(BUILD)/libtasoc.a
	$(CC) $(LDFLAGS) -o $@ $(TOOL_OBJ) $(GEN_OBJ) $(BUILD)/libtasoc_host.a $(BUILD)/libtasoc.a $(ONNX_LIBS) $(LIBS)

# The installed libraries (make install): libtasoc (core/: libc and libm only) and libtasoc_host (host/:
# files, ONNX on protobuf-c and libonnx, the cost backends on OpenBLAS, the ILP extraction on GLPK), each
# shared and static, so that a program that builds graphs in C pulls in none of those. The shared ones are built from -fPIC objects in $(BUILD)/pic, so the
# objects of the tool, the tests and the static archives stay as they are; the static ones installed are
# $(BUILD)/libtasoc.a and $(BUILD)/libtasoc_host.a themselves. The version is tools/version.h's, the one
# `tasoc version` prints; the soname carries its first number.
VERSION := $(shell sed -n 's/^\#define TASOC_VERSION "\(.*\)"$$/\1/p' tools/version.h)
SOVERSION := $(firstword $(subst ., ,$(VERSION)))
PIC := $(BUILD)/pic
CORE_PIC := $(patsubst %.c,$(PIC)/%.o,$(CORE_SRC))
HOST_PIC := $(patsubst %.c,$(PIC)/%.o,$(HOST_FILE_SRC) $(ONNX_SRC) $(BACKEND_SRC) $(ILP_SRC) $(PIPELINE_SRC)) \
	$(PIC)/host/onnx/onnx_shape_infer.o $(PIC)/pb/onnx.pb-c.o

$(PIC)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fPIC -c $< -o $@

$(PIC)/host/backend/%.o: host/backend/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(BLAS_CFLAGS) $(BACKEND_CFLAGS) -isystem $(CUDA)/include -fPIC -c $< -o $@

$(PIC)/host/onnx/%.o: host/onnx/%.c $(BUILD)/pb/onnx.pb-c.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fPIC -I$(BUILD)/pb -c $< -o $@

$(PIC)/host/onnx/onnx_shape_infer.o: host/onnx/onnx_shape_infer.cc host/onnx/onnx_shape_infer.h
	@mkdir -p $(dir $@)
	$(CXX) $(CXXFLAGS_BASE) $(SAN) -fPIC -c $< -o $@

$(PIC)/pb/onnx.pb-c.o: $(BUILD)/pb/onnx.pb-c.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -fPIC -c $< -o $@

# --no-undefined: a library that needs a symbol it does not name a library for fails here, not in a user's
# link. The version script exports the tasoc_ names only: the ONNX module's protobuf-c code (onnx__*)
# stays inside, so it cannot clash with a program's own copy of onnx.proto's C.
SO_LDFLAGS = -shared -Wl,--no-undefined -Wl,--version-script=$(PIC)/exports.map
$(PIC)/exports.map:
	@mkdir -p $(dir $@)
	printf '{\n\tglobal: tasoc_*;\n\tlocal: *;\n};\n' >$@

$(BUILD)/libtasoc.so.$(VERSION): $(CORE_PIC) $(PIC)/exports.map
	$(CC) $(LDFLAGS) $(SO_LDFLAGS) -Wl,-soname,libtasoc.so.$(SOVERSION) -o $@ $(CORE_PIC) -lm

$(BUILD)/libtasoc_host.so.$(VERSION): $(HOST_PIC) $(BUILD)/libtasoc.so $(PIC)/exports.map
	$(CC) $(LDFLAGS) $(SO_LDFLAGS) -Wl,-soname,libtasoc_host.so.$(SOVERSION) -o $@ $(HOST_PIC) \
		-L$(BUILD) -ltasoc $(HOST_LIBS)

# The links the runtime linker (soname) and the build linker (-ltasoc) look for.
$(BUILD)/%.so: $(BUILD)/%.so.$(VERSION)
	ln -sf $*.so.$(VERSION) $(BUILD)/$*.so.$(SOVERSION)
	ln -sf $*.so.$(VERSION) $@

# The man page and the bash completion, made from the built command's own --help texts (tools/help_docs.sh).
$(BUILD)/tasoc.1: $(BUILD)/tasoc tools/help_docs.sh
	sh tools/help_docs.sh man $(BUILD)/tasoc >$@.tmp && mv $@.tmp $@

$(BUILD)/tasoc.bash: $(BUILD)/tasoc tools/help_docs.sh
	sh tools/help_docs.sh bash $(BUILD)/tasoc >$@.tmp && mv $@.tmp $@

# make install [PREFIX=/usr/local] [DESTDIR=]: tools/install.sh puts each file in place and records what
# it put and which folders it made in $(DATADIR)/tasoc/installed, which make uninstall reads back.
# The public headers are tasoc.h, onnx/onnx.h, interp.h (running a graph) and layout.h, with everything
# they include, under include/tasoc/ in the tree's layout (op.h reads ../generated/ops.h):
# #include <tasoc/core/tasoc.h>. tests/install_e2e.sh checks that each compiles alone from there.
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
DATADIR ?= $(PREFIX)/share
MANDIR  ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
PUBLIC_HEADERS := $(addprefix core/,alloc.h clock.h cost.h egraph.h interp.h ir.h kernel.h layout.h op.h \
	rule.h saturate.h search.h search_guided.h shape.h split.h status.h tasoc.h) host/onnx/onnx.h \
	host/pipeline/pipeline.h generated/ops.h
INSTALL_BUILT := $(BUILD)/tasoc $(BUILD)/libtasoc.a $(BUILD)/libtasoc_host.a $(BUILD)/libtasoc.so \
	$(BUILD)/libtasoc_host.so $(BUILD)/tasoc.1 $(BUILD)/tasoc.bash
INSTALL_ENV = BUILD='$(BUILD)' DESTDIR='$(DESTDIR)' PREFIX='$(PREFIX)' BINDIR='$(BINDIR)' LIBDIR='$(LIBDIR)' \
	INCLUDEDIR='$(INCLUDEDIR)' DATADIR='$(DATADIR)' MANDIR='$(MANDIR)' BASHCOMPDIR='$(BASHCOMPDIR)' \
	VERSION='$(VERSION)' SOVERSION='$(SOVERSION)' HEADERS='$(PUBLIC_HEADERS)' \
	HOST_LIBS_PRIVATE='$(BLAS_LIBS) $(CUDA_LIBS) $(ILP_LIBS)'

install: $(INSTALL_BUILT)
	@$(INSTALL_ENV) sh tools/install.sh install

uninstall:
	@$(INSTALL_ENV) sh tools/install.sh uninstall

# Installs into a temporary DESTDIR, builds README's "Use from C" program against it (shared and
# static), runs it on a model, uninstalls and checks that nothing is left (seconds).
test-install: $(INSTALL_BUILT)
	BUILD=$(BUILD) sh tests/install_e2e.sh

# The Python package (python/tasoc: ctypes over libtasoc_host.so's pipeline calls, docs/python.md) as a
# wheel in $(BUILD)/python/dist, built offline by Debian's pip, setuptools and wheel from a staging copy
# ($(BUILD)/python/src) that also holds the two shared libraries under their sonames and _build_info.py
# (the version, the soname, make install's LIBDIR: where the package looks when it has no copies).
PY ?= /usr/bin/python3
PYSTAGE := $(BUILD)/python/src
python: $(BUILD)/libtasoc.so $(BUILD)/libtasoc_host.so python/setup.py $(wildcard python/tasoc/*.py)
	rm -rf $(BUILD)/python
	mkdir -p $(PYSTAGE)/tasoc/_libs $(BUILD)/python/dist
	cp python/setup.py $(PYSTAGE)/
	cp python/tasoc/*.py $(PYSTAGE)/tasoc/
	cp $(BUILD)/libtasoc.so.$(VERSION) $(PYSTAGE)/tasoc/_libs/libtasoc.so.$(SOVERSION)
	cp $(BUILD)/libtasoc_host.so.$(VERSION) $(PYSTAGE)/tasoc/_libs/libtasoc_host.so.$(SOVERSION)
	printf '"""_build_info.py: written by make python."""\nVERSION = "%s"\nSOVERSION = "%s"\nLIBDIR = "%s"\n' \
		'$(VERSION)' '$(SOVERSION)' '$(LIBDIR)' >$(PYSTAGE)/tasoc/_build_info.py
	cd $(PYSTAGE) && $(PY) -m pip wheel -q --no-build-isolation --no-deps --no-index -w ../dist .
	@ls $(BUILD)/python/dist/*.whl

# The wheel in a fresh venv: README's Python example, then tests/python/ (pytest) on the installed package.
test-python: python $(BUILD)/tasoc
	BUILD=$(BUILD) PY=$(PY) sh tests/python_e2e.sh

# The cudnn backend on TASO's models with the core alone (tools/gpu/gpu_cost.c): what tools/gpu_cost.sh
# builds on a GPU machine that lacks the Debian packages; built here so that it keeps compiling.
GPU_COST_OBJ := $(call obj,tools/gpu/gpu_cost.c host/fileio.c host/cost_file.c \
	$(filter host/backend/cost_cudnn% host/backend/cuda_libs.c,$(BACKEND_SRC)))
$(BUILD)/tasoc-gpu-cost: $(GPU_COST_OBJ) $(MODEL_OBJ) $(BUILD)/libtasoc.a
	$(CC) $(LDFLAGS) -o $@ $(GPU_COST_OBJ) $(MODEL_OBJ) $(BUILD)/libtasoc.a $(CUDA_LIBS) -lm

$(BUILD)/tasoc-opgen: $(OPGEN_OBJ)
	$(CC) -o $@ $^ $(LUA_LIBS) -lm

# The rule trace (core/rewrite.h) is compiled out of libtasoc.a; the tests
# assert which rules fire, so they are built with it and link a traced
# rewrite.o ahead of the library (whose own rewrite.o is then not pulled in).
$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -DTASOC_RULE_TRACE $(LUA_CFLAGS) $(BLAS_CFLAGS) -c $< -o $@

$(BUILD)/obj/tests/rewrite_traced.o: core/rewrite.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -DTASOC_RULE_TRACE -c $< -o $@

$(BUILD)/tasoc-tests: $(TEST_OBJ) $(BUILD)/obj/tests/rewrite_traced.o $(GEN_OBJ) $(MODEL_OBJ) $(BUILD)/libtasoc_host.a $(BUILD)/libtasoc.a
	$(CC) $(LDFLAGS) -o $@ $(TEST_OBJ) $(BUILD)/obj/tests/rewrite_traced.o $(GEN_OBJ) $(MODEL_OBJ) $(BUILD)/libtasoc_host.a $(BUILD)/libtasoc.a $(ONNX_LIBS) $(CRIT_LIBS) $(LIBS)

deps:
	@sh tools/install-deps.sh


# Criterion prints its own summary; --jobs 2 matches CI's two cores.
test-unit: $(BUILD)/tasoc-tests $(BUILD)/tasoc
	sh tools/check_layers.sh
	sh tools/check_circles.sh $(BUILD)/obj
	CC="$(CC)" sh tests/check_circles_e2e.sh
	sh tools/check_doc_paths.sh
	sh tests/op_tables.sh
	$(BUILD)/tasoc-tests --jobs 2

# End to end: the command line's messages (tests/cli_e2e.sh), then tasoc optimize
# on ONNX models, checked by onnx.checker and ONNX Runtime (the venv's), then interrupted runs.
test-onnx: $(BUILD)/tasoc $(BUILD)/tasoc-gpu-cost
	BUILD=$(BUILD) sh tests/cli_e2e.sh
	BUILD=$(BUILD) sh tests/target_e2e.sh
	BUILD=$(BUILD) sh tests/onnx_e2e.sh
	BUILD=$(BUILD) sh tests/shape_infer_e2e.sh
	BUILD=$(BUILD) sh tests/transformer_e2e.sh
	BUILD=$(BUILD) sh tests/rank_e2e.sh
	BUILD=$(BUILD) sh tests/zoo_e2e.sh
	BUILD=$(BUILD) sh tests/external_e2e.sh
	BUILD=$(BUILD) sh tests/real_models.sh
	BUILD=$(BUILD) sh tests/interrupt_e2e.sh
	BUILD=$(BUILD) /usr/bin/python3 tests/hostile_e2e.py

# The differential tester (tools/difftest.py): N random graphs from seed SEED
# through tasoc optimize under several cost models and budgets, each result
# compared with its original in ONNX Runtime; a failing graph is shrunk and
# saved in $(BUILD)/difftest/failures (move it to tests/difftest/ with its fix).
# tests/difftest_self.sh checks that a wrong rewrite is caught and shrunk.
N ?= 300
SEED ?= 1
DIFFTEST_CONFIGS ?= quick
DIFFTEST_JOBS ?= 2
difftest: $(BUILD)/tasoc
	BUILD=$(BUILD) sh tests/difftest_self.sh
	/usr/bin/python3 tools/difftest.py --regress tests/difftest --tasoc $(BUILD)/tasoc --work $(BUILD)/difftest
	/usr/bin/python3 tools/difftest.py --n $(N) --seed $(SEED) --configs $(DIFFTEST_CONFIGS) --jobs $(DIFFTEST_JOBS) --tasoc $(BUILD)/tasoc \
		--work $(BUILD)/difftest --save $(BUILD)/difftest/failures

# libFuzzer on the ONNX importer and on the whole pipeline, side by side, each on
# one core (tools/fuzz.sh; each first replays the inputs that once crashed,
# tests/fuzz/), FUZZ_TIME seconds at most each. FUZZ_RUNS bounds the executions; FUZZ_SEED makes the run
# reproducible (that seed, on a fresh copy of the seed corpus): make test gives
# both, so CI runs what a run here runs. Without them the run explores from a
# random seed and the corpus grows across runs.
FUZZ_TIME ?= 30
FUZZ_RUNS ?= -1
FUZZ_SEED ?=
fuzz:
	@sh tools/fuzz.sh lib
	@$(MAKE) --no-print-directory -j2 --output-sync=target fuzz-onnx fuzz-pipeline
fuzz-onnx fuzz-pipeline:
	@sh tools/fuzz.sh $(@:fuzz-%=%) $(FUZZ_TIME) $(FUZZ_RUNS) $(FUZZ_SEED)

# The unit tests, then a short difftest, under ASan and UBSan: the random
# graphs reach import, search, rules, folding and export in the real command.
test-asan:
	$(MAKE) BUILD=build/asan OPT=-O1 SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all" test-unit
	/usr/bin/python3 tools/difftest.py --n 40 --seed 2 --tasoc build/asan/tasoc --work build/asan/difftest \
		--save build/asan/difftest/failures

test: deps
	$(MAKE) test-unit
	$(MAKE) test-mpi
	$(MAKE) test-onnx
	$(MAKE) test-install
	$(MAKE) test-python
	$(MAKE) difftest N=250 SEED=1
	$(MAKE) fuzz FUZZ_TIME=120 FUZZ_RUNS=30000 FUZZ_SEED=1
	$(MAKE) check-generated
	$(MAKE) test-embed
	$(MAKE) test-asan

# The build's commands go to a log, so that the demo's own lines fit a screen.
demo: deps
	@echo "building tasoc (the first time about a minute on 2 cores; log in $(BUILD)/build.log)"
	@mkdir -p $(BUILD) && $(MAKE) --no-print-directory all >$(BUILD)/build.log 2>&1 || \
		{ tail -n 30 $(BUILD)/build.log; echo "make demo: the build failed (the whole log: $(BUILD)/build.log)"; exit 1; }
	@sh tools/demo.sh

# generated/ is written only here: the op table, then the rules. Candidates
# are the hand-named seed rules (RULES_SEED: stable names for tests and docs)
# and what `tasoc rules generate` finds with up to RULES_MAX_OPS operators a
# side; `tasoc rules verify` proves them from the axioms; `tasoc rules prune`
# leaves out the generated ones that one or two smaller proved rules yield
# (listed in generated/derivable.txt); `tasoc rules emit` writes the proved
# ones (a generated copy of a seed rule is dropped). The
# verified files in $(RULES_DIR) are remade only when the specs, the seed or
# the rule compiler change, so a second check-generated takes seconds.
#
# Rules with four operators on a side (docs/rules.md, "Four operators"):
# generating them takes minutes and 1 GiB, so `make rules4` runs
# `tasoc rules generate --max-ops 4` and `tasoc rules select --min-ops 4
# --merges` and writes the selected candidates to RULES4, committed and
# reviewed like the table; `make rules` and check-generated verify that file
# with the rest (seconds). `make check-rules4` (minutes) fails if RULES4 is
# not what the generator and the selection give now.
RULES_SEED ?= spec/rules/seed.rules
RULES4 := generated/candidates4.rules
RULES4_SELECT := --min-ops 4 --merges
RULES_MAX_OPS ?= 3
RULES_DIR := $(BUILD)/rules
SPEC_LUA := $(wildcard spec/ops/*.lua)
RULEC_OBJ := $(TOOL_OBJ) $(GEN_OBJ) $(filter-out $(BUILD)/obj/generated/rules.o,$(CORE_OBJ)) \
             $(BUILD)/obj/tools/boot/no_rules.o

# The rule compiler: tasoc without generated/rules.c (see tools/boot/no_rules.c).
$(BUILD)/tasoc-rulec: $(RULEC_OBJ) $(BUILD)/libtasoc_host.a
	$(CC) $(LDFLAGS) -o $@ $(RULEC_OBJ) $(BUILD)/libtasoc_host.a $(ONNX_LIBS) $(LIBS)

# The rule commands over MPI (Debian's Open MPI, from make deps): the rule compiler's objects
# (tasoc-rulec's, without main.o) and tools/mpi/. Optional: `make` and build/tasoc never need MPI.
MPI_OBJ := $(patsubst %.c,$(BUILD)/mpi/%.o,$(MPI_SRC))
$(BUILD)/mpi/%.o: %.c
	@mkdir -p $(dir $@)
	$(MPICC) $(CFLAGS) -c $< -o $@

mpi: $(BUILD)/tasoc-mpi
$(BUILD)/tasoc-mpi: $(MPI_OBJ) $(filter-out $(BUILD)/obj/tools/main.o,$(RULEC_OBJ)) $(BUILD)/libtasoc_host.a
	$(MPICC) $(LDFLAGS) -o $@ $(MPI_OBJ) $(filter-out $(BUILD)/obj/tools/main.o,$(RULEC_OBJ)) $(BUILD)/libtasoc_host.a \
		$(ONNX_LIBS) $(LIBS)

# tests/mpi_e2e.sh: mpirun -np 2 against one process on a 3-operator problem, and a resumed run.
# Without MPI it fails and says why (make deps installs it); it never skips.
test-mpi: $(BUILD)/tasoc-rulec
	@command -v $(MPICC) >/dev/null 2>&1 || { echo "test-mpi: FAIL: $(MPICC) not found: run make deps" \
		"(Debian's openmpi-bin and libopenmpi-dev)" >&2; exit 1; }
	$(MAKE) --no-print-directory $(BUILD)/tasoc-mpi
	BUILD=$(BUILD) sh tests/mpi_e2e.sh

$(RULES_DIR)/candidates.rules: $(BUILD)/tasoc-rulec $(SPEC_LUA)
	@mkdir -p $(RULES_DIR)
	$(BUILD)/tasoc-rulec rules generate --max-ops $(RULES_MAX_OPS) --quiet -o $@

$(RULES_DIR)/candidates.verified: $(RULES_DIR)/candidates.rules
	$(BUILD)/tasoc-rulec rules verify $< --keep-going -o $@

$(RULES_DIR)/candidates4.verified: $(RULES4) $(BUILD)/tasoc-rulec $(SPEC_LUA)
	@mkdir -p $(RULES_DIR)
	$(BUILD)/tasoc-rulec rules verify $< --keep-going -o $@

# Both sizes pruned as one file: a four-operator rule that smaller ones yield is left out too.
$(RULES_DIR)/all.verified: $(RULES_DIR)/candidates.verified $(RULES_DIR)/candidates4.verified
	cat $^ >$@

$(RULES_DIR)/seed.verified: $(RULES_SEED) $(BUILD)/tasoc-rulec $(SPEC_LUA)
	@mkdir -p $(RULES_DIR)
	$(BUILD)/tasoc-rulec rules verify $< --keep-going -o $@

# Writes generated/ into RULES_OUT: op table first, since the rule compiler is built on it.
rules-into: $(BUILD)/tasoc-opgen
	$(BUILD)/tasoc-opgen spec $(RULES_OUT)
	$(MAKE) --no-print-directory $(BUILD)/tasoc-rulec
	$(BUILD)/tasoc-rulec rules check-axioms
	$(MAKE) --no-print-directory $(RULES_DIR)/seed.verified $(RULES_DIR)/all.verified
	$(BUILD)/tasoc-rulec rules prune $(RULES_DIR)/seed.verified $(RULES_DIR)/all.verified \
		-o $(RULES_DIR)/candidates.pruned --list $(RULES_OUT)/derivable.txt
	$(BUILD)/tasoc-rulec rules emit $(RULES_DIR)/seed.verified $(RULES_DIR)/candidates.pruned -o $(RULES_OUT)

rules:
	$(MAKE) --no-print-directory rules-into RULES_OUT=generated

# The four-operator candidates: minutes and 1 GiB (the generation), then `make rules`.
rules4: $(BUILD)/tasoc-rulec
	@mkdir -p $(RULES_DIR)
	$(BUILD)/tasoc-rulec rules generate --max-ops 4 --quiet -o $(RULES_DIR)/candidates4.all
	$(BUILD)/tasoc-rulec rules select $(RULES_DIR)/candidates4.all $(RULES4_SELECT) -o $(RULES4)
	$(MAKE) --no-print-directory rules

check-rules4: $(BUILD)/tasoc-rulec
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	$(BUILD)/tasoc-rulec rules generate --max-ops 4 --quiet -o $$tmp/all && \
	$(BUILD)/tasoc-rulec rules select $$tmp/all $(RULES4_SELECT) -o $$tmp/sel && \
	if ! cmp -s $$tmp/sel $(RULES4); then \
		echo "$(RULES4) is out of date or edited by hand: run make rules4"; \
		diff -u $(RULES4) $$tmp/sel | head -20; exit 1; \
	fi && echo "$(RULES4) is up to date"

# RULES4 is an input here (check-rules4 checks it); every other file of generated/ is remade.
check-generated:
	@tmp=$$(mktemp -d) && trap 'rm -rf $$tmp' EXIT && \
	$(MAKE) -s --no-print-directory rules-into RULES_OUT=$$tmp && \
	cp $(RULES4) $$tmp/ && \
	for f in $$tmp/* generated/*; do \
		b=$$(basename $$f); \
		if ! cmp -s $$tmp/$$b generated/$$b; then \
			echo "generated/$$b is out of date or edited by hand: run make rules"; \
			diff -u generated/$$b $$tmp/$$b | head -20; exit 1; \
		fi; \
	done && echo "generated/ is up to date"

# The firmware image (docs/embedding.md): the core without its host-only files
# (file I/O, the cost cache as text and as C), cross-compiled for a Cortex-M7
# with newlib, no clock (-DTASOC_NO_CLOCK) and an aborting malloc
# (embed/nomalloc.c); the same program is built for the host to compare.
# What the firmware has no use for stays out, so the core fits 48 KiB
# (tests/embed_size.sh): the mod p kernels (-DTASOC_F32_ONLY), the blocked-
# layout account of ORT's CPU provider (-DTASOC_NO_LAYOUT_ACCOUNT) and the
# operators' texts (-DTASOC_NO_OP_TEXT); docs/embedding.md.
ARM_CC    ?= arm-none-eabi-gcc
ARM_SIZE  ?= arm-none-eabi-size
ARM_ARCH  := -mcpu=cortex-m7 -mthumb
EMBED_DEFS := -DTASOC_NO_CLOCK -DTASOC_WHOLE_SEARCH_ONLY -DTASOC_NO_RULE_LHS -DTASOC_MATMUL_ROWS=1 \
              -DTASOC_F32_ONLY -DTASOC_NO_LAYOUT_ACCOUNT -DTASOC_NO_OP_TEXT -DTASOC_MAX_RANK=4 \
              -DTASOC_NO_HOST_ONLY_OPS
ARM_CFLAGS := -std=c11 -pedantic -Wall -Wextra -Werror $(ARM_ARCH) -Os -ffunction-sections -fdata-sections \
              $(EMBED_DEFS) -MMD -MP
EMBED    := $(BUILD)/embed
# Rule lookups by name, and the part and guided searches, which TASOC_WHOLE_SEARCH_ONLY leaves out of tasoc_optimize;
# the seeded inputs of checks (fill.c), which firmware does not run.
EMBED_CORE_SRC := $(filter-out core/rule_find.c core/split.c \
                  core/egraph.c core/extract.c core/dag_delta.c core/saturate.c core/saturate_parts.c \
                  core/search_guided.c core/fill.c,$(CORE_SRC))
EMBED_CORE_OBJ := $(patsubst %.c,$(EMBED)/obj/%.o,$(EMBED_CORE_SRC))
EMBED_APP_SRC  := embed/main.c embed/model.c
EMBED_FW_OBJ   := $(patsubst %.c,$(EMBED)/obj/%.o,$(EMBED_APP_SRC) embed/startup.c embed/nomalloc.c) \
                  $(EMBED)/obj/costs.o
# The cost table the image searches with: the analytical costs of NasRNN's
# operators, profiled by tasoc cost and emitted as C (tasoc cost emit).
EMBED_COST ?= analytical

$(EMBED)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(ARM_CC) $(ARM_CFLAGS) -c $< -o $@

$(EMBED)/costs.txt: $(BUILD)/tasoc
	@mkdir -p $(EMBED)
	rm -f $@
	$(BUILD)/tasoc cost --cost $(EMBED_COST) --search --cost-cache $@ nasrnn >/dev/null

$(EMBED)/costs.c: $(EMBED)/costs.txt
	$(BUILD)/tasoc cost emit $< -o $@ --symbol embed_costs

$(EMBED)/obj/costs.o: $(EMBED)/costs.c
	@mkdir -p $(dir $@)
	$(ARM_CC) $(ARM_CFLAGS) -Icore -c $< -o $@

$(EMBED)/libtasoc-arm.a: $(EMBED_CORE_OBJ)
	rm -f $@
	arm-none-eabi-ar rcs $@ $^

$(EMBED)/tasoc.elf: $(EMBED_FW_OBJ) $(EMBED)/libtasoc-arm.a embed/mps2.ld
	$(ARM_CC) $(ARM_ARCH) --specs=rdimon.specs -nostartfiles -T embed/mps2.ld -Wl,--gc-sections \
		-o $@ $(EMBED_FW_OBJ) $(EMBED)/libtasoc-arm.a -lm
	$(ARM_SIZE) $@

# The firmware's sources and defines built for the host, where the paths the
# defines select (mod p refused, a requirement named by number, no layout
# account) can be run: embed/host_defines.c checks them.
$(EMBED)/host-defines: embed/host_defines.c $(EMBED_CORE_SRC)
	@mkdir -p $(EMBED)
	$(CC) -std=c11 -pedantic -Wall -Wextra -Werror -O1 $(SAN) $(EMBED_DEFS) -o $@ embed/host_defines.c \
		$(EMBED_CORE_SRC) -lm

$(EMBED)/host: $(EMBED_APP_SRC) $(EMBED)/costs.c $(BUILD)/libtasoc.a
	$(CC) $(CFLAGS) -Icore -o $@ $(EMBED_APP_SRC) $(EMBED)/costs.c $(BUILD)/libtasoc.a -lm

# The same image with a subset of the rules (those over the operators a
# NasRNN cell uses) and no rule texts: what fits a 256 KB flash part.
EMBED_RULE_OPS ?= matmul ewadd ewmul relu sigmoid tanh concat split
EMBED_SUBSET := -DTASOC_NO_RULE_TEXT -DTASOC_RULES_BY_OP \
                $(patsubst %,-DTASOC_RULE_OP_%,$(shell echo $(EMBED_RULE_OPS) | tr a-z A-Z))

$(EMBED)/obj/rules-subset.o: generated/rules.c
	@mkdir -p $(dir $@)
	$(ARM_CC) $(ARM_CFLAGS) $(EMBED_SUBSET) -c $< -o $@

$(EMBED)/tasoc-subset.elf: $(EMBED_FW_OBJ) $(EMBED)/obj/rules-subset.o $(EMBED)/libtasoc-arm.a embed/mps2.ld
	$(ARM_CC) $(ARM_ARCH) --specs=rdimon.specs -nostartfiles -T embed/mps2.ld -Wl,--gc-sections \
		-o $@ $(EMBED_FW_OBJ) $(EMBED)/obj/rules-subset.o $(EMBED)/libtasoc-arm.a -lm
	$(ARM_SIZE) $@

# The host twin links its subset rules.o ahead of libtasoc.a (whose own is then not pulled in).
$(EMBED)/host-subset: $(EMBED_APP_SRC) $(EMBED)/costs.c generated/rules.c $(BUILD)/libtasoc.a
	$(CC) $(CFLAGS) $(EMBED_SUBSET) -Icore -o $@ $(EMBED_APP_SRC) $(EMBED)/costs.c generated/rules.c \
		$(BUILD)/libtasoc.a -lm

embed: $(EMBED)/tasoc.elf $(EMBED)/host $(EMBED)/tasoc-subset.elf $(EMBED)/host-subset

test-embed: embed
	BUILD=$(BUILD) sh tests/embed_nostdio.sh
	BUILD=$(BUILD) sh tests/embed_size.sh
	$(MAKE) --no-print-directory $(EMBED)/host-defines && $(EMBED)/host-defines
	BUILD=$(BUILD) sh tests/embed_qemu.sh tasoc.elf host
	BUILD=$(BUILD) sh tests/embed_qemu.sh tasoc-subset.elf host-subset

bench: all
	@sh tools/bench.sh

clean:
	rm -rf $(BUILD)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
