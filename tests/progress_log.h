/* progress_log.h: a progress callback for the tests that records what it was told. */
#ifndef TESTS_PROGRESS_LOG_H
#define TESTS_PROGRESS_LOG_H

#include <stdbool.h>
#include <stdint.h>

/*
 * What a tasoc_progress_fn was told (ctx: a progress_log, in_order set
 * true to start): the steps begun (a call with 0 done), all calls, and
 * whether each later call said one more done than the last, of the same
 * total, at most that total; the last call's figures and step name.
 */
typedef struct progress_log {
	int32_t calls, steps, last_done, last_total;
	bool in_order;
	const char *step;
} progress_log;

void progress_log_hear(void *ctx, const char *step, int32_t done, int32_t total);

#endif
