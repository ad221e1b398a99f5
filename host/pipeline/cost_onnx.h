/* cost_onnx.h: an ONNX file priced under a cost model, as `tasoc cost FILE.onnx` prints it. */
#ifndef TASOC_PIPELINE_COST_ONNX_H
#define TASOC_PIPELINE_COST_ONNX_H

#include "../../core/cost.h"
#include "../../core/status.h"
#include "dims.h"

typedef struct tasoc_cost_onnx_result {
	char name[64];        /* the file's name without folder and .onnx: the lines' label */
	double cost;          /* ms, the graph as the runtime runs it, each priced If as its taken branch */
	int untimed;          /* opaque nodes priced by the analytical estimate (under ort) */
	char why[768];        /* the first of them: why it could not be timed alone */
	tasoc_status status;  /* the failure's */
	char error[1200];     /* the failure, naming the file */
} tasoc_cost_onnx_result;

/*
 * Imports path with dims, times its opaque nodes alone under ort, prices
 * its Ifs by the branch the feeds take, and prints tasoc cost's lines
 * (tasoc_say). 0, or 1 with the message in res->error (and tasoc_say_err).
 */
int tasoc_cost_onnx(const char *path, const tasoc_dims *dims, tasoc_cost_model *cm, tasoc_cost_onnx_result *res);

#endif
