/* cmd_ort.h: the one ONNX Runtime worker a command starts, on first use, and what it passes to it. */
#ifndef TOOLS_CMD_ORT_H
#define TOOLS_CMD_ORT_H

#include "../host/backend/ort_worker.h"
#include "cmd_dims.h"

typedef struct cmd_ort {
	tasoc_ort *w;
	int tried;
	char why[512]; /* why there is no worker */
} cmd_ort;

/* The worker, started on the first call; NULL with the reason in o->why (then on every call). */
tasoc_ort *cmd_ort_get(cmd_ort *o);
void cmd_ort_done(cmd_ort *o);

/*
 * Ends the worker and starts another in its place (what it had loaded is
 * gone): each batch of the never-slower guard runs in a fresh process
 * (tools/cmd_measure.c). NULL with the reason in o->why.
 */
tasoc_ort *cmd_ort_restart(cmd_ort *o);

/* The --dim values as the worker's "symbols" object ({"batch":1}). */
void cmd_ort_symbols(const cmd_dims *d, char *buf, size_t size);

#endif
