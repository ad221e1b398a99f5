/* progress_log.c: a progress callback for the tests that records what it was told. */
#include "progress_log.h"

void progress_log_hear(void *ctx, const char *step, int32_t done, int32_t total)
{
	progress_log *p = ctx;
	p->calls++;
	if (done == 0)
		p->steps++;
	else
		p->in_order = p->in_order && p->steps > 0 && done == p->last_done + 1 && total == p->last_total &&
			      done <= total;
	p->last_done = done;
	p->last_total = total;
	p->step = step;
}
