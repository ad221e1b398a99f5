/* conv1d.h: which form each 1-D convolution goes out in, decided by timing both in ONNX Runtime. */
#ifndef TASOC_PIPELINE_CONV1D_H
#define TASOC_PIPELINE_CONV1D_H

#include <stdbool.h>

#include "../../core/ir.h"
#include "ort.h"

typedef struct tasoc_conv1d_answer tasoc_conv1d_answer;

typedef struct tasoc_conv1d_forms {
	tasoc_ort_lazy *ort;        /* the command's worker; none: every answer is the 1-D Conv */
	double time_cap;     /* seconds of timing per distinct convolution */
	double total_cap;    /* seconds of timing in all: past it, the rest go out as 1-D Convs untimed */
	double spent;        /* seconds timed so far */
	int untimed;         /* distinct convolutions not timed for the total cap */
	tasoc_conv1d_answer *a;    /* one per distinct convolution (operator, attributes, shapes) */
	int n, cap;
	int asked, two_d;    /* convolutions asked about, and written in the 2-D form */
	bool said;           /* the progress line is out */
} tasoc_conv1d_forms;

/*
 * tasoc_onnx_export_opts.conv1d_2d with ctx a tasoc_conv1d_forms: true when the
 * 2-D form of conv (a conv2d of height 1 between reshapes) ran faster than
 * one 1-D Conv beyond the noise, each timed alone in ONNX Runtime.
 */
bool tasoc_conv1d_forms_ask(void *ctx, const tasoc_graph *g, int32_t conv);

void tasoc_conv1d_forms_free(tasoc_conv1d_forms *f);

#endif
