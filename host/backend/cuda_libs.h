/* cuda_libs.h: the CUDA runtime, cuDNN and cuBLAS functions the cudnn backend calls, opened at run time. */
#ifndef TASOC_CUDA_LIBS_H
#define TASOC_CUDA_LIBS_H

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <cudnn.h>
#include <stddef.h>

/*
 * Linking tasoc against the CUDA libraries made every command, `tasoc
 * --version` included, load them at start: 80 ms and 215 MB resident on
 * a machine with CUDA 13, and no start at all on a machine without them.
 * So they are opened with dlopen when `--cost cudnn` asks for them, and
 * the backend calls them through this table.
 *
 * Each entry names its library and its function; a function that cublas_v2.h
 * renames to a versioned symbol (cublasCreate -> cublasCreate_v2) is looked
 * up under that name, as a linked call would be.
 */
#define TASOC_CUDA_FUNCTIONS(X)                                                                                        \
	X(cudart, cudaDeviceSynchronize)                                                                               \
	X(cudart, cudaEventCreate)                                                                                     \
	X(cudart, cudaEventDestroy)                                                                                    \
	X(cudart, cudaEventElapsedTime)                                                                                \
	X(cudart, cudaEventRecord)                                                                                     \
	X(cudart, cudaEventSynchronize)                                                                                \
	X(cudart, cudaFree)                                                                                            \
	X(cudart, cudaGetDeviceCount)                                                                                  \
	X(cudart, cudaGetErrorString)                                                                                  \
	X(cudart, cudaMalloc)                                                                                          \
	X(cudart, cudaMemcpyAsync)                                                                                     \
	X(cudart, cudaMemset)                                                                                          \
	X(cublas, cublasCreate)                                                                                        \
	X(cublas, cublasDestroy)                                                                                       \
	X(cublas, cublasSgemm)                                                                                         \
	X(cudnn, cudnnActivationForward)                                                                               \
	X(cudnn, cudnnConvolutionBiasActivationForward)                                                                \
	X(cudnn, cudnnConvolutionForward)                                                                              \
	X(cudnn, cudnnCreate)                                                                                          \
	X(cudnn, cudnnCreateActivationDescriptor)                                                                      \
	X(cudnn, cudnnCreateConvolutionDescriptor)                                                                     \
	X(cudnn, cudnnCreateFilterDescriptor)                                                                          \
	X(cudnn, cudnnCreateOpTensorDescriptor)                                                                        \
	X(cudnn, cudnnCreatePoolingDescriptor)                                                                         \
	X(cudnn, cudnnCreateTensorDescriptor)                                                                          \
	X(cudnn, cudnnDestroy)                                                                                         \
	X(cudnn, cudnnDestroyActivationDescriptor)                                                                     \
	X(cudnn, cudnnDestroyConvolutionDescriptor)                                                                    \
	X(cudnn, cudnnDestroyFilterDescriptor)                                                                         \
	X(cudnn, cudnnDestroyOpTensorDescriptor)                                                                       \
	X(cudnn, cudnnDestroyPoolingDescriptor)                                                                        \
	X(cudnn, cudnnDestroyTensorDescriptor)                                                                         \
	X(cudnn, cudnnFindConvolutionForwardAlgorithm)                                                                 \
	X(cudnn, cudnnGetConvolution2dForwardOutputDim)                                                                \
	X(cudnn, cudnnGetConvolutionForwardWorkspaceSize)                                                              \
	X(cudnn, cudnnOpTensor)                                                                                        \
	X(cudnn, cudnnPoolingForward)                                                                                  \
	X(cudnn, cudnnScaleTensor)                                                                                     \
	X(cudnn, cudnnSetActivationDescriptor)                                                                         \
	X(cudnn, cudnnSetConvolution2dDescriptor)                                                                      \
	X(cudnn, cudnnSetConvolutionGroupCount)                                                                        \
	X(cudnn, cudnnSetFilter4dDescriptor)                                                                           \
	X(cudnn, cudnnSetOpTensorDescriptor)                                                                           \
	X(cudnn, cudnnSetPooling2dDescriptor)                                                                          \
	X(cudnn, cudnnSetTensor4dDescriptor)                                                                           \
	X(cudnn, cudnnTransformTensor)

#define TASOC_CUDA_POINTER(lib, fn) __typeof__(fn) *fn;
typedef struct tasoc_cuda_libs {
	TASOC_CUDA_FUNCTIONS(TASOC_CUDA_POINTER)
} tasoc_cuda_libs;
#undef TASOC_CUDA_POINTER

/* The table, filled by tasoc_cuda_open; call through it as cu.cudnnCreate(...). */
extern tasoc_cuda_libs tasoc_cu;

/*
 * Opens libcudart, libcublas and libcudnn (from TASOC_CUDA_LIB_DIR, the
 * CUDA tasoc was built against, else the loader's path) and fills tasoc_cu.
 * 0, or -1 with the library or function that is missing in err. Opening
 * again after a success does nothing.
 */
int tasoc_cuda_open(char *err, size_t size);

#endif
