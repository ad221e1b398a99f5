/* cost_cudnn.c: the cudnn cost backend: operators timed on a GPU with cuDNN and cuBLAS, as TASO does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../core/kernel.h"
#include "../../core/layout.h"
#include "../../generated/ops_host.h"
#include "cost_backend.h"
#include "cuda_libs.h"

/*
 * One process-wide context: the handles, an event pair and a few device
 * buffers grown to the largest operator seen. Timings are CUDA-event
 * times of the operator alone (no host copies). Run on an H200 once, on
 * TASO's six models (docs/gpu/README.md: what it measured, and the faults
 * that run fixed). It compiles against /usr/local/cuda's headers, opens the
 * libraries only when asked for (cuda_libs.c) and, with no GPU or no
 * library, fails in tasoc_cost_cudnn_backend with one line.
 */
typedef struct gpu {
	int ready, repeats;
	cudnnHandle_t dnn;
	cublasHandle_t blas;
	cudaEvent_t start, stop;
	void *buf[TASOC_MAX_IN + TASOC_MAX_OUT + 1];
	size_t bufsize[TASOC_MAX_IN + TASOC_MAX_OUT + 1];
} gpu;

static gpu G;

static int ensure(int i, size_t bytes)
{
	if (G.bufsize[i] >= bytes)
		return 0;
	if (G.buf[i])
		tasoc_cu.cudaFree(G.buf[i]);
	G.buf[i] = NULL;
	G.bufsize[i] = 0;
	if (tasoc_cu.cudaMalloc(&G.buf[i], bytes ? bytes : 4) != cudaSuccess)
		return -1;
	tasoc_cu.cudaMemset(G.buf[i], 0, bytes ? bytes : 4);
	G.bufsize[i] = bytes;
	return 0;
}

/*
 * A descriptor of s, whose extents are always given as N, C, H, W (cuDNN's
 * logical order) and stored in format f: CUDNN_TENSOR_NHWC for the layout
 * operators' NHWC tensors, whose tasoc shape [n, h, w, c] the caller has
 * put in that order (nchw_logical).
 */
static int tensor4f(cudnnTensorDescriptor_t *d, const tasoc_shape *s, cudnnTensorFormat_t f)
{
	int dim[4] = { 1, 1, 1, 1 };
	/* Lower ranks are laid out as N, C, 1, 1 style: trailing extents of one. */
	for (int i = 0; i < s->rank && i < 4; i++)
		dim[i] = s->dim[i];
	if (tasoc_cu.cudnnCreateTensorDescriptor(d) != CUDNN_STATUS_SUCCESS)
		return -1;
	return tasoc_cu.cudnnSetTensor4dDescriptor(*d, f, CUDNN_DATA_FLOAT, dim[0], dim[1], dim[2], dim[3]) ==
			       CUDNN_STATUS_SUCCESS
		       ? 0
		       : -1;
}

static int tensor4(cudnnTensorDescriptor_t *d, const tasoc_shape *s)
{
	return tensor4f(d, s, CUDNN_TENSOR_NCHW);
}

typedef int (*op_fn)(const tasoc_cost_key *k, void *state);

/*
 * Times fn: one warm-up, then the median of G.repeats windows, each of
 * CALLS calls back to back between two events, divided by CALLS, in ms.
 * Back to back, as TASO times and as a runtime issues a model's operators:
 * the host's own time in a call overlaps the device's work on the call
 * before. With one call a window, that host time was inside the window: on
 * an H200, the convolutions summed 1.65x what PyTorch's took on the same
 * shapes, 1.51x timed back to back (docs/gpu/README.md; what cuDNN does on
 * the host in a legacy call was not traced).
 */
enum { CALLS = 8 };

static double timed(op_fn fn, const tasoc_cost_key *k, void *state)
{
	float t[64];
	int r = G.repeats < 64 ? G.repeats : 64;
	if (fn(k, state) != 0 || tasoc_cu.cudaDeviceSynchronize() != cudaSuccess)
		return -1;
	for (int i = 0; i < r; i++) {
		tasoc_cu.cudaEventRecord(G.start, 0);
		for (int j = 0; j < CALLS; j++)
			if (fn(k, state) != 0)
				return -1;
		tasoc_cu.cudaEventRecord(G.stop, 0);
		tasoc_cu.cudaEventSynchronize(G.stop);
		tasoc_cu.cudaEventElapsedTime(&t[i], G.start, G.stop);
		t[i] /= CALLS;
	}
	for (int i = 1; i < r; i++) /* insertion sort: r is small */
		for (int j = i; j > 0 && t[j] < t[j - 1]; j--) {
			float x = t[j];
			t[j] = t[j - 1];
			t[j - 1] = x;
		}
	return t[r / 2];
}

typedef struct conv_state {
	cudnnTensorDescriptor_t x, y, bias;
	cudnnFilterDescriptor_t w;
	cudnnConvolutionDescriptor_t conv;
	cudnnActivationDescriptor_t act;
	cudnnConvolutionFwdAlgo_t algo;
	size_t ws;
	int relu, how;
} conv_state;

/* How conv_run computes a convolution with relu (conv_state.relu). */
enum { RELU_FUSED, RELU_AFTER };

static int conv_run(const tasoc_cost_key *k, void *p)
{
	conv_state *c = p;
	float one = 1, zero = 0;
	void *ws = G.buf[TASOC_MAX_IN + TASOC_MAX_OUT], *y = G.buf[TASOC_MAX_IN];
	(void)k;
	if (c->relu && c->how == RELU_FUSED)
		return tasoc_cu.cudnnConvolutionBiasActivationForward(G.dnn, &one, c->x, G.buf[0], c->w, G.buf[1], c->conv,
							     c->algo, ws, c->ws, &zero, c->y, y, c->bias, G.buf[2],
							     c->act, c->y, y) != CUDNN_STATUS_SUCCESS;
	if (tasoc_cu.cudnnConvolutionForward(G.dnn, &one, c->x, G.buf[0], c->w, G.buf[1], c->conv, c->algo, ws, c->ws,
				    &zero, c->y, y) != CUDNN_STATUS_SUCCESS)
		return -1;
	return c->relu && tasoc_cu.cudnnActivationForward(G.dnn, c->act, &one, c->y, y, &zero, c->y, y) !=
				  CUDNN_STATUS_SUCCESS;
}

/*
 * A convolution with relu is timed both ways a runtime can run it, the
 * cheaper kept: each algorithm followed by the activation (conv_cost), and
 * fused by cudnnConvolutionBiasActivationForward with the one algorithm
 * cuDNN fuses, IMPLICIT_PRECOMP_GEMM (here). The fused call with any other
 * algorithm runs unfused inside cuDNN: timed that way on an H200, 1x1
 * convolutions with relu took a median 2.0x (up to 5.8x) what PyTorch's
 * convolution and relu took on the same shapes. -1 if cuDNN refuses it.
 */
static double conv_fused_cost(const tasoc_cost_key *k, conv_state *c)
{
	size_t need = 0;
	c->algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
	c->how = RELU_FUSED;
	if (tasoc_cu.cudnnGetConvolutionForwardWorkspaceSize(G.dnn, c->x, c->w, c->conv, c->y, c->algo, &need) !=
		    CUDNN_STATUS_SUCCESS ||
	    ensure(TASOC_MAX_IN + TASOC_MAX_OUT, need))
		return -1;
	c->ws = need;
	return timed(conv_run, k, c);
}

static double conv_cost(const tasoc_cost_key *k)
{
	conv_state c;
	memset(&c, 0, sizeof c);
	/*
	 * conv2d_nhwc: the same convolution on NHWC tensor descriptors (the
	 * format of cuDNN's Tensor Core kernels), the filter OIHW as ever. A
	 * combination cuDNN has no algorithm for finds none: measure() then
	 * prices it through NCHW.
	 */
	bool nhwc = k->op == TASOC_OP_CONV2D_NHWC;
	cudnnTensorFormat_t fmt = nhwc ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
	tasoc_shape xl = nhwc ? tasoc_shape_nchw(&k->in[0]) : k->in[0], yl = nhwc ? tasoc_shape_nchw(&k->out[0]) : k->out[0];
	const tasoc_shape *xs = &xl, *wsh = &k->in[1], *ys = &yl;
	int group = k->op == TASOC_OP_GROUPCONV2D ? k->attr[TASOC_GROUPCONV2D_GROUP] : 1;
	int same = k->attr[2] == TASOC_PADDING_SAME;
	/* cuDNN pads symmetrically; SAME_UPPER's extra row is at the end, so the begin padding is used. */
	int ph = (int)tasoc_pad_begin(same, xs->dim[2], ys->dim[2], wsh->dim[2], k->attr[0]);
	int pw = (int)tasoc_pad_begin(same, xs->dim[3], ys->dim[3], wsh->dim[3], k->attr[1]);
	double r = -1;
	c.relu = k->attr[3] == TASOC_ACTIVATION_RELU;
	tasoc_shape bs = { 4, { 1, ys->dim[1], 1, 1 } };
	if (tensor4f(&c.x, xs, fmt) || tensor4f(&c.y, ys, fmt) || tensor4f(&c.bias, &bs, fmt) ||
	    tasoc_cu.cudnnCreateFilterDescriptor(&c.w) || tasoc_cu.cudnnCreateConvolutionDescriptor(&c.conv) ||
	    tasoc_cu.cudnnCreateActivationDescriptor(&c.act))
		goto done;
	if (tasoc_cu.cudnnSetFilter4dDescriptor(c.w, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, wsh->dim[0], wsh->dim[1],
				       wsh->dim[2], wsh->dim[3]) ||
	    tasoc_cu.cudnnSetConvolution2dDescriptor(c.conv, ph, pw, k->attr[0], k->attr[1], 1, 1, CUDNN_CROSS_CORRELATION,
					    CUDNN_DATA_FLOAT) ||
	    tasoc_cu.cudnnSetConvolutionGroupCount(c.conv, group) ||
	    tasoc_cu.cudnnSetActivationDescriptor(c.act, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0))
		goto done;
	int outd[4];
	if (tasoc_cu.cudnnGetConvolution2dForwardOutputDim(c.conv, c.x, c.w, &outd[0], &outd[1], &outd[2], &outd[3]))
		goto done;
	if (outd[2] != ys->dim[2] || outd[3] != ys->dim[3]) {
		/*
		 * SAME padding with an odd total (a stride-2 3x3 on an even
		 * input), which cuDNN cannot express: timed with the end's
		 * padding on both sides, whose output has the same extents.
		 */
		int eh = (int)((ys->dim[2] - 1) * k->attr[0] + wsh->dim[2] - xs->dim[2]) - ph;
		int ew = (int)((ys->dim[3] - 1) * k->attr[1] + wsh->dim[3] - xs->dim[3]) - pw;
		if (!same || tasoc_cu.cudnnSetConvolution2dDescriptor(c.conv, eh, ew, k->attr[0], k->attr[1], 1, 1,
							     CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT) ||
		    tasoc_cu.cudnnSetConvolutionGroupCount(c.conv, group) ||
		    tasoc_cu.cudnnGetConvolution2dForwardOutputDim(c.conv, c.x, c.w, &outd[0], &outd[1], &outd[2], &outd[3]) ||
		    outd[2] != ys->dim[2] || outd[3] != ys->dim[3])
			goto done; /* padding cuDNN cannot express: the estimate */
	}
	if (ensure(0, (size_t)tasoc_numel(xs) * 4) || ensure(1, (size_t)tasoc_numel(wsh) * 4) ||
	    ensure(2, (size_t)ys->dim[1] * 4) || ensure(TASOC_MAX_IN, (size_t)tasoc_numel(ys) * 4))
		goto done;
	/*
	 * Every algorithm cuDNN can run here is timed as below, the fastest
	 * kept. The order Find gives comes from one run of each: on an H200
	 * its first choice for one 8x8 convolution timed 17.5 ms against 2.9
	 * for PyTorch's, and it misranked others by up to 3x.
	 */
	cudnnConvolutionFwdAlgoPerf_t perf[8];
	int n = 0;
	if (tasoc_cu.cudnnFindConvolutionForwardAlgorithm(G.dnn, c.x, c.w, c.conv, c.y, 8, &n, perf) || n == 0)
		goto done;
	for (int i = 0; i < n; i++) {
		if (perf[i].status != CUDNN_STATUS_SUCCESS || ensure(TASOC_MAX_IN + TASOC_MAX_OUT, perf[i].memory))
			continue;
		c.algo = perf[i].algo;
		c.ws = perf[i].memory;
		c.how = RELU_AFTER;
		double t = timed(conv_run, k, &c);
		if (t >= 0 && (r < 0 || t < r))
			r = t;
	}
	if (c.relu) {
		double t = conv_fused_cost(k, &c);
		if (t >= 0 && (r < 0 || t < r))
			r = t;
	}
done:
	tasoc_cu.cudnnDestroyTensorDescriptor(c.x);
	tasoc_cu.cudnnDestroyTensorDescriptor(c.y);
	tasoc_cu.cudnnDestroyTensorDescriptor(c.bias);
	tasoc_cu.cudnnDestroyFilterDescriptor(c.w);
	tasoc_cu.cudnnDestroyConvolutionDescriptor(c.conv);
	tasoc_cu.cudnnDestroyActivationDescriptor(c.act);
	return r;
}

static int gemm_run(const tasoc_cost_key *k, void *p)
{
	float one = 1, zero = 0;
	int m = k->in[0].dim[0], kk = k->in[0].dim[1], n = k->in[1].dim[1];
	(void)p;
	/* Row-major C = A B is column-major C^T = B^T A^T. */
	return tasoc_cu.cublasSgemm(G.blas, CUBLAS_OP_N, CUBLAS_OP_N, n, m, kk, &one, G.buf[1], n, G.buf[0], kk, &zero,
			   G.buf[TASOC_MAX_IN], n) != CUBLAS_STATUS_SUCCESS;
}

/*
 * How each operator is timed, from the specs' cudnn fields
 * (generated/ops_host.h): a descriptor kind and its cuDNN mode. An
 * operator without one (concat, split, transpose, batchnorm...) is timed as
 * the bytes it moves, one device copy.
 */
enum cudnn_kind {
	K_copy, K_none, K_conv, K_conv_nhwc, K_gemm, K_optensor, K_bias, K_activation, K_scale, K_transform,
	K_pooling,
};

typedef struct cudnn_row {
	enum cudnn_kind kind;
	int mode; /* the kind's cuDNN enum: cudnnOpTensorOp_t, cudnnActivationMode_t, ... */
} cudnn_row;

#define CUDNN_ROW(op, kind, mode) [op] = { K_##kind, (int)(mode) },
static const cudnn_row cudnn_rows[TASOC_OP_COUNT] = { TASOC_CUDNN_OPS(CUDNN_ROW) };
#undef CUDNN_ROW

typedef struct simple_state {
	cudnnTensorDescriptor_t a, b, y;
	cudnnOpTensorDescriptor_t optensor;
	cudnnActivationDescriptor_t act;
	cudnnPoolingDescriptor_t pool;
	size_t bytes;
} simple_state;

static int simple_run(const tasoc_cost_key *k, void *p)
{
	simple_state *s = p;
	float one = 1, zero = 0, half = 0.5f;
	void *y = G.buf[TASOC_MAX_IN];
	switch (cudnn_rows[k->op].kind) {
	case K_optensor:
	case K_bias:
		return tasoc_cu.cudnnOpTensor(G.dnn, s->optensor, &one, s->a, G.buf[0], &one, s->b, G.buf[1], &zero, s->y,
				     y) != CUDNN_STATUS_SUCCESS;
	case K_activation:
		return tasoc_cu.cudnnActivationForward(G.dnn, s->act, &one, s->a, G.buf[0], &zero, s->y, y) !=
		       CUDNN_STATUS_SUCCESS;
	case K_scale:
		return tasoc_cu.cudnnScaleTensor(G.dnn, s->a, G.buf[0], &half) != CUDNN_STATUS_SUCCESS;
	case K_transform: /* a layout conversion: descriptors of one logical shape in the two formats */
		return tasoc_cu.cudnnTransformTensor(G.dnn, &one, s->a, G.buf[0], &zero, s->y, y) != CUDNN_STATUS_SUCCESS;
	case K_pooling:
		return tasoc_cu.cudnnPoolingForward(G.dnn, s->pool, &one, s->a, G.buf[0], &zero, s->y, y) !=
		       CUDNN_STATUS_SUCCESS;
	default: /* concat, split, transpose, batchnorm...: the bytes moved, as one device copy */
		return tasoc_cu.cudaMemcpyAsync(y, G.buf[0], s->bytes, cudaMemcpyDeviceToDevice, 0) != cudaSuccess;
	}
}

static double simple_cost(const tasoc_cost_key *k)
{
	simple_state s;
	memset(&s, 0, sizeof s);
	double r = -1;
	size_t in = 0, out = 0;
	for (int i = 0; i < k->nin; i++)
		in += (size_t)tasoc_numel(&k->in[i]) * 4;
	for (int i = 0; i < k->nout; i++)
		out += (size_t)tasoc_numel(&k->out[i]) * 4;
	s.bytes = in > out ? in : out;
	if (ensure(0, s.bytes) || ensure(1, s.bytes) || ensure(TASOC_MAX_IN, s.bytes))
		return -1;
	const cudnn_row *row = &cudnn_rows[k->op];
	if (row->kind == K_transform) {
		bool to_nhwc = row->mode == CUDNN_TENSOR_NHWC;
		tasoc_shape l = to_nhwc ? k->in[0] : k->out[0]; /* the NCHW side gives the logical extents */
		if (tensor4f(&s.a, &l, to_nhwc ? CUDNN_TENSOR_NCHW : CUDNN_TENSOR_NHWC) ||
		    tensor4f(&s.y, &l, to_nhwc ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW))
			goto done;
	} else {
		if (k->nin > 0 && tensor4(&s.a, &k->in[0]))
			goto done;
		if (tensor4(&s.y, &k->out[0]))
			goto done;
	}
	if (row->kind == K_optensor || row->kind == K_bias) {
		tasoc_shape bs = k->in[1];
		if (row->kind == K_bias) /* a per-channel bias: one value per channel of x */
			bs = (tasoc_shape){ 4, { 1, k->in[0].dim[1], 1, 1 } };
		if (tensor4(&s.b, &bs) || tasoc_cu.cudnnCreateOpTensorDescriptor(&s.optensor) ||
		    tasoc_cu.cudnnSetOpTensorDescriptor(s.optensor, (cudnnOpTensorOp_t)row->mode,
					       CUDNN_DATA_FLOAT, CUDNN_NOT_PROPAGATE_NAN))
			goto done;
	}
	if (row->kind == K_activation) {
		cudnnActivationMode_t m = (cudnnActivationMode_t)row->mode;
		if (tasoc_cu.cudnnCreateActivationDescriptor(&s.act) ||
		    tasoc_cu.cudnnSetActivationDescriptor(s.act, m, CUDNN_NOT_PROPAGATE_NAN, 0.0))
			goto done;
	}
	if (row->kind == K_pooling) { /* attributes kernel_h, kernel_w, stride_h, stride_w, padding (, count_include_pad) */
		int same = k->attr[4] == TASOC_PADDING_SAME;
		int ph = (int)tasoc_pad_begin(same, k->in[0].dim[2], k->out[0].dim[2], k->attr[0], k->attr[2]);
		int pw = (int)tasoc_pad_begin(same, k->in[0].dim[3], k->out[0].dim[3], k->attr[1], k->attr[3]);
		cudnnPoolingMode_t m = (cudnnPoolingMode_t)row->mode;
		if (m == CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING && k->attr[5]) /* avgpool2d's count_include_pad */
			m = CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING;
		if (tasoc_cu.cudnnCreatePoolingDescriptor(&s.pool) ||
		    tasoc_cu.cudnnSetPooling2dDescriptor(s.pool, m, CUDNN_NOT_PROPAGATE_NAN, k->attr[0], k->attr[1], ph, pw,
						k->attr[2], k->attr[3]))
			goto done;
	}
	r = timed(simple_run, k, &s);
done:
	tasoc_cu.cudnnDestroyTensorDescriptor(s.a);
	tasoc_cu.cudnnDestroyTensorDescriptor(s.b);
	tasoc_cu.cudnnDestroyTensorDescriptor(s.y);
	tasoc_cu.cudnnDestroyOpTensorDescriptor(s.optensor);
	tasoc_cu.cudnnDestroyActivationDescriptor(s.act);
	tasoc_cu.cudnnDestroyPoolingDescriptor(s.pool);
	return r;
}

static double measure(void *ctx, const tasoc_cost_key *k)
{
	(void)ctx;
	unsigned f = tasoc_ops[k->op].flags;
	if (f & (TASOC_OPF_SOURCE | TASOC_OPF_CONSTANT))
		return 0;
	enum cudnn_kind kind = cudnn_rows[k->op].kind;
	if ((f & TASOC_OPF_OPAQUE) || kind == K_none)
		return -1;
	for (int i = 0; i < k->nin; i++)
		if (k->in[i].rank > 4)
			return -1;
	if (kind == K_conv)
		return conv_cost(k);
	if (kind == K_conv_nhwc) {
		double r = conv_cost(k);
		if (r >= 0)
			return r;
		/*
		 * No NHWC algorithm for these shapes: the runtime would convert,
		 * run the NCHW convolution and convert back, so that is its cost.
		 * The analytical estimate in its place was a third of cuDNN's
		 * figures on an H200, and drew the search to the keys that failed.
		 */
		tasoc_cost_key in, conv, out;
		tasoc_conv_nhwc_parts(k, &in, &conv, &out);
		double a = measure(ctx, &in), b = conv_cost(&conv), c = measure(ctx, &out);
		return a < 0 || b < 0 || c < 0 ? -1 : a + b + c;
	}
	if (kind == K_gemm) {
		if (ensure(0, (size_t)tasoc_numel(&k->in[0]) * 4) || ensure(1, (size_t)tasoc_numel(&k->in[1]) * 4) ||
		    ensure(TASOC_MAX_IN, (size_t)tasoc_numel(&k->out[0]) * 4))
			return -1;
		return timed(gemm_run, k, NULL);
	}
	return simple_cost(k);
}

tasoc_status tasoc_cost_cudnn_backend(tasoc_cost_backend *out, int repeats, char *err, size_t errsize)
{
	char why[384];
	if (tasoc_cuda_open(why, sizeof why) != 0) {
		snprintf(err, errsize, "cudnn cost model: %s", why);
		return TASOC_ERR_UNSUPPORTED;
	}
	int n = 0;
	cudaError_t e = tasoc_cu.cudaGetDeviceCount(&n);
	if (e != cudaSuccess || n == 0) {
		snprintf(err, errsize, "cudnn cost model: no GPU (cudaGetDeviceCount: %s)",
			 e != cudaSuccess ? tasoc_cu.cudaGetErrorString(e) : "0 devices");
		return TASOC_ERR_UNSUPPORTED;
	}
	if (!G.ready) {
		if (tasoc_cu.cudnnCreate(&G.dnn) != CUDNN_STATUS_SUCCESS || tasoc_cu.cublasCreate(&G.blas) != CUBLAS_STATUS_SUCCESS ||
		    tasoc_cu.cudaEventCreate(&G.start) != cudaSuccess || tasoc_cu.cudaEventCreate(&G.stop) != cudaSuccess) {
			snprintf(err, errsize, "cudnn cost model: cannot create the cuDNN or cuBLAS handle");
			return TASOC_ERR_UNSUPPORTED;
		}
		G.ready = 1;
	}
	G.repeats = repeats > 0 ? repeats : 5;
	out->name = "cudnn";
	out->measure = measure;
	out->ctx = &G;
	out->fuses = 0; /* cuBLAS takes transposed operands, but no runtime here was measured fusing them */
	return TASOC_OK;
}

void tasoc_cost_cudnn_release(void)
{
	for (size_t i = 0; i < sizeof G.buf / sizeof G.buf[0]; i++)
		if (G.buf[i])
			tasoc_cu.cudaFree(G.buf[i]);
	if (G.ready) {
		tasoc_cu.cudnnDestroy(G.dnn);
		tasoc_cu.cublasDestroy(G.blas);
		tasoc_cu.cudaEventDestroy(G.start);
		tasoc_cu.cudaEventDestroy(G.stop);
	}
	memset(&G, 0, sizeof G);
}
