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

static void *open_lib(const char *name, char *err, size_t size)
{
	char path[512];
	snprintf(path, sizeof path, "%s/%s", TASOC_CUDA_LIB_DIR, name);
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		h = dlopen(name, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		snprintf(err, size, "cannot open %s (looked in %s and the loader's path): %s", name, TASOC_CUDA_LIB_DIR,
			 dlerror());
	return h;
}

int tasoc_cuda_open(char *err, size_t size)
{
	static void *cudart, *cublas, *cudnn;
	static int opened;
	if (opened)
		return 0;
	if ((!cudart && !(cudart = open_lib("libcudart.so", err, size))) ||
	    (!cublas && !(cublas = open_lib("libcublas.so", err, size))) ||
	    (!cudnn && !(cudnn = open_lib("libcudnn.so", err, size))))
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
