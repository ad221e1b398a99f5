/* ort_client_none.c: the ONNX Runtime worker client while it is not in this build: every call says so. */
#include <stdio.h>

#include "ort_client.h"

static tasoc_status none(char *err, size_t errsize)
{
	snprintf(err, errsize, "the ONNX Runtime worker is not in this build of tasoc");
	return TASOC_ERR_UNSUPPORTED;
}

tasoc_status tasoc_ort_start(tasoc_ort_client **c, char *err, size_t errsize)
{
	*c = NULL;
	return none(err, errsize);
}

tasoc_status tasoc_ort_profile(tasoc_ort_client *c, const char *path, int runs, size_t flush_bytes, double *ms,
			       char *err, size_t errsize)
{
	(void)c, (void)path, (void)runs, (void)flush_bytes, (void)ms;
	return none(err, errsize);
}

tasoc_status tasoc_ort_time(tasoc_ort_client *c, const char *path, int runs, double *ms, char *err, size_t errsize)
{
	(void)c, (void)path, (void)runs, (void)ms;
	return none(err, errsize);
}

void tasoc_ort_stop(tasoc_ort_client *c)
{
	(void)c;
}
