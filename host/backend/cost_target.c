/* cost_target.c: the cost backend of a target (target.h): where a measured cost model times its keys. */
#include <stdio.h>

#include "cost_backend.h"
#include "ort_worker.h"

tasoc_status tasoc_cost_target_backend(const tasoc_target *t, int runs, tasoc_cost_backend *out, char *err,
				       size_t errsize)
{
	switch (t->kind) {
	case TASOC_TARGET_ORT_CPU:
	case TASOC_TARGET_OPENVINO_CPU:
	case TASOC_TARGET_ORT_CUDA:
		/* The worker runs the target's ORT: the keys, the guard and the checks of this process alike. */
		tasoc_ort_set_target(t);
		return tasoc_cost_ort_backend(out, runs, err, errsize);
	case TASOC_TARGET_CUDNN: {
		tasoc_status st = tasoc_cost_cudnn_backend(out, runs > 0 ? runs : 5, err, errsize);
		if (st == TASOC_OK)
			out->target = "cudnn";
		return st;
	}
	default:
		*out = tasoc_cost_analytical;
		return TASOC_OK;
	}
}

void tasoc_cost_target_release(const tasoc_target *t)
{
	if (tasoc_target_is_measured(t))
		tasoc_cost_ort_release();
	else if (t->kind == TASOC_TARGET_CUDNN)
		tasoc_cost_cudnn_release();
}
