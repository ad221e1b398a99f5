/* clock.c: the default time source: the POSIX clocks, or none in a firmware build. */
#include "clock.h"

#ifdef TASOC_NO_CLOCK
const tasoc_clock_fn tasoc_clock_default = 0;
#else
#include <time.h>

static double posix_now(int which)
{
	struct timespec ts;
	clock_gettime(which == TASOC_CLOCK_CPU ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

const tasoc_clock_fn tasoc_clock_default = posix_now;
#endif

double tasoc_clock_now(tasoc_clock_fn clock, int which)
{
	if (!clock)
		clock = tasoc_clock_default;
	return clock ? clock(which) : 0;
}
