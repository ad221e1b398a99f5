/* cost_cudnn_none.c: the cudnn cost backend where CUDA is not installed: always unavailable. */
#include <stdio.h>

#include "cost_backend.h"

tasoc_status tasoc_cost_cudnn_backend(tasoc_cost_backend *out, int repeats, char *err, size_t errsize)
{
	(void)out;
	(void)repeats;
	snprintf(err, errsize, "cudnn cost model: tasoc was built without CUDA (no /usr/local/cuda)");
	return TASOC_ERR_UNSUPPORTED;
}

void tasoc_cost_cudnn_release(void)
{
}
