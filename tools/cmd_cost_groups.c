/* cmd_cost_groups.c: `tasoc cost groups`: a grouped convolution's cost by group count, at ResNeXt-50's shapes. */
#include <stdio.h>
#include <string.h>

#include "cmd_search.h"
#include "commands.h"

/*
 * TASO's gain on ResNeXt-50 comes from rewriting a grouped convolution with
 * fewer groups and a zero-filled kernel: twice the arithmetic per halving,
 * worth it only where the kernels run fewer groups faster (cuDNN, by TASO's
 * measurements). This prints, for each cost model, whether that holds: the
 * 3x3 grouped convolution of each ResNeXt-50 stage (batch 1, relu, padding
 * same) at 32, 16, ... 1 groups.
 */
static const struct {
	int channels, size;
} stages[] = { { 128, 56 }, { 256, 28 }, { 512, 14 }, { 1024, 7 } };

static void key(tasoc_cost_key *k, int c, int hw, int group)
{
	memset(k, 0, sizeof *k);
	k->op = TASOC_OP_GROUPCONV2D;
	k->nin = 2;
	k->nout = 1;
	k->attr[TASOC_GROUPCONV2D_STRIDE_H] = k->attr[TASOC_GROUPCONV2D_STRIDE_W] = 1;
	k->attr[TASOC_GROUPCONV2D_PADDING] = TASOC_PADDING_SAME;
	k->attr[TASOC_GROUPCONV2D_ACTIVATION] = TASOC_ACTIVATION_RELU;
	k->attr[TASOC_GROUPCONV2D_GROUP] = group;
	k->in[0] = tasoc_shape_make(4, (const int32_t[]){ 1, c, hw, hw });
	k->in[1] = tasoc_shape_make(4, (const int32_t[]){ c, c / group, 3, 3 });
	k->out[0] = k->in[0];
}

int cmd_cost_groups(int argc, char **argv)
{
	if (tool_wants_help(argc, argv)) {
		printf("usage: tasoc cost groups [--cost M] [--cost-strict] [--cost-cache F]\n"
		       "Prints the cost of the 3x3 grouped convolution of each ResNeXt-50 stage\n"
		       "(channels x size: 128x56, 256x28, 512x14, 1024x7; batch 1, relu) at 32, 16,\n"
		       "8, 4, 2 and 1 groups under the cost model, and each cost relative to 32\n"
		       "groups: where fewer groups cost less, rewriting a grouped convolution with\n"
		       "fewer groups (TASO's merge of group convolutions) would pay.\n");
		return EXIT_OK;
	}
	cmd_search_args a;
	cmd_search_defaults(&a);
	for (int i = 1; i < argc;) {
		int r = cmd_search_option("tasoc cost groups", argc, argv, &i, &a);
		if (r < 0)
			return EXIT_USAGE;
		if (r == 0) {
			fprintf(stderr, "tasoc cost groups: unknown argument '%s'\n", argv[i]);
			return EXIT_USAGE;
		}
	}
	tasoc_cost_model cm;
	if (cmd_search_cost("tasoc cost groups", &a, &cm) != EXIT_OK)
		return EXIT_FAIL;
	printf("grouped 3x3 convolution by group count, cost model %s (ms; relative to 32 groups)\n",
	       cm.backend.name);
	for (size_t s = 0; s < sizeof stages / sizeof stages[0]; s++) {
		printf("%4d channels %2dx%-2d:", stages[s].channels, stages[s].size, stages[s].size);
		double base = 0;
		for (int g = 32; g >= 1; g /= 2) {
			tasoc_cost_key k;
			key(&k, stages[s].channels, stages[s].size, g);
			double c = tasoc_cost_lookup(&cm, &k);
			if (g == 32)
				base = c;
			printf("  g%-2d %.4f (%.2f)", g, c, base > 0 ? c / base : 0.0);
		}
		printf("\n");
	}
	if (cm.failed)
		fprintf(stderr, "tasoc cost groups: note: %s\n", cm.err);
	return cmd_search_cost_done("tasoc cost groups", &a, &cm);
}
