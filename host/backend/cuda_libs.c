/* cuda_libs.c: opens the CUDA libraries with dlopen when the cudnn backend is asked for (see cuda_libs.h). */
#include "cuda_libs.h"

#include <dlfcn.h>
#include <stdio.h>

#ifndef TASOC_CUDA_LIB_DIR
#define TASOC_CUDA_LIB_DIR "/usr/local/cuda/lib64"
#endif

/* The symbol's name after cublas_v2.h's renames: one more expansion than #fn gives. */
#define TASOC_CUDA_NAME(fn) TASOC_CUDA_NAME_(fn)
#define TASOC_CUDA_NAME_(fn) #fn

tasoc_cuda_libs tasoc_cu;

/*
 * name is the unversioned file, which only a toolkit or a -dev package
 * installs; a runtime package or a Python wheel (nvidia-cudnn-cu13) has
 * the versioned ones alone, so those are tried after it, newest first.
 */
static void *open_lib(const char *name, const char *const *versions, char *err, size_t size)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", TASOC_CUDA_LIB_DIR, name);
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
	for (int i = 0; !h && versions[i]; i++) {
		snprintf(path, sizeof path, "%s.%s", name, versions[i]);
		h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	}
	if (!h)
		snprintf(err, size, "cannot open %s (looked in %s and the loader's path, versions %s to %s too): %s", name,
			 TASOC_CUDA_LIB_DIR, versions[0], versions[2], dlerror());
	return h;
}

int tasoc_cuda_open(char *err, size_t size)
{
	static void *cudart, *cublas, *cudnn;
	static int opened;
	if (opened)
		return 0;
	static const char *const cuda_versions[] = { "13", "12", "11", NULL };
	static const char *const cudnn_versions[] = { "9", "8", "7", NULL };
	if ((!cudart && !(cudart = open_lib("libcudart.so", cuda_versions, err, size))) ||
	    (!cublas && !(cublas = open_lib("libcublas.so", cuda_versions, err, size))) ||
	    (!cudnn && !(cudnn = open_lib("libcudnn.so", cudnn_versions, err, size))))
		return -1;
	/* Stored through a void ** view of each pointer, the form POSIX gives for dlsym's result. */
#define TASOC_CUDA_LOOKUP(lib, fn)                                                                                     \
	if (!(*(void **)&tasoc_cu.fn = dlsym(lib, TASOC_CUDA_NAME(fn)))) {                                             \
		snprintf(err, size, "%s in lib%s.so", TASOC_CUDA_NAME(fn), #lib);                                       \
		return -1;                                                                                             \
	}
	TASOC_CUDA_FUNCTIONS(TASOC_CUDA_LOOKUP)
#undef TASOC_CUDA_LOOKUP
	opened = 1;
	return 0;
}
