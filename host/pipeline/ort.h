/* ort.h: the one ONNX Runtime worker a command starts, on first use, and what it passes to it. */
#ifndef TASOC_PIPELINE_ORT_H
#define TASOC_PIPELINE_ORT_H

#include "../backend/ort_worker.h"
#include "dims.h"

typedef struct tasoc_ort_lazy {
	tasoc_ort *w;
	int tried;
	char why[512]; /* why there is no worker */
} tasoc_ort_lazy;

/* The worker, started on the first call; NULL with the reason in o->why (then on every call). */
tasoc_ort *tasoc_ort_lazy_get(tasoc_ort_lazy *o);
void tasoc_ort_lazy_done(tasoc_ort_lazy *o);

/*
 * Ends the worker and starts another in its place (what it had loaded is
 * gone): each batch of the never-slower guard runs in a fresh process
 * (measure.c). NULL with the reason in o->why.
 */
tasoc_ort *tasoc_ort_lazy_restart(tasoc_ort_lazy *o);

/* The --dim values as the worker's "symbols" object ({"batch":1}). */
void tasoc_ort_lazy_symbols(const tasoc_dims *d, char *buf, size_t size);

#endif
