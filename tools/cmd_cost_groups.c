/* cmd_cost_groups.c: `tasoc cost groups`: a grouped convolution's cost by group count, at ResNeXt-50's and NasNet-A's shapes. */
#include <stdio.h>
#include <string.h>

#include "cmd_search.h"
#include "commands.h"

/*
 * TASO's gain on ResNeXt-50 comes from rewriting a grouped convolution with
 * fewer groups and a zero-filled kernel: twice the arithmetic per halving,
 * worth it only where the kernels run fewer groups faster (cuDNN, by TASO's
 * measurements). This prints, for a cost model, whether that holds: the
 * 3x3 grouped convolution of each ResNeXt-50 stage (batch 1, relu, padding
 * same) at 32, 16, ... 1 groups, and NasNet-A's depthwise convolutions (one
 * group per channel) at 1, 1/2, ... 1/32 as many groups.
 */
static const struct {
	const char *model;
	int channels, size, group;
} rows[] = {
	{ "resnext50", 128, 56, 32 }, { "resnext50", 256, 28, 32 }, { "resnext50", 512, 14, 32 },
	{ "resnext50", 1024, 7, 32 }, { "nasnet-a", 256, 28, 256 }, { "nasnet-a", 512, 14, 512 },
	{ "nasnet-a", 1024, 7, 1024 },
};

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
		       "Prints the cost of grouped 3x3 convolutions (batch 1, relu) under the cost\n"
		       "model at their own group count and at 1/2, 1/4 ... 1/32 of it, each cost\n"
		       "also relative to the first: the convolution of each ResNeXt-50 stage (32\n"
		       "groups; channels x size 128x56, 256x28, 512x14, 1024x7) and NasNet-A's\n"
		       "depthwise ones (a group per channel; 256x28, 512x14, 1024x7). Where fewer\n"
		       "groups cost less, the rule groupconv_merge_groups (TASO's merge of group\n"
		       "convolutions) pays under that model.\n");
		return EXIT_OK;
	}
	tasoc_config *cfg = tool_config();
	if (!cfg)
		return EXIT_FAIL;
	for (int i = 1; i < argc;) {
		int r = tool_config_option("tasoc cost groups", argc, argv, &i, cfg, tool_search_keys, NULL);
		if (r < 0)
			return EXIT_USAGE;
		if (r == 0) {
			fprintf(stderr, "tasoc cost groups: unknown argument '%s'\n", argv[i]);
			return EXIT_USAGE;
		}
	}
	tasoc_cost_choice cc = tasoc_config_opts(cfg)->cost;
	tasoc_cost_model cm;
	if (tasoc_cost_make("tasoc cost groups", &cc, &cm) != TASOC_OK)
		return EXIT_FAIL;
	printf("grouped 3x3 convolution by group count, cost model %s (ms; relative to the first)\n",
	       cm.backend.name);
	for (size_t r = 0; r < sizeof rows / sizeof rows[0]; r++) {
		printf("%-9s %4d channels %2dx%-2d:", rows[r].model, rows[r].channels, rows[r].size, rows[r].size);
		double base = 0;
		for (int g = rows[r].group; g >= 1 && g * 32 >= rows[r].group; g /= 2) {
			tasoc_cost_key k;
			key(&k, rows[r].channels, rows[r].size, g);
			double c = tasoc_cost_lookup(&cm, &k);
			if (g == rows[r].group)
				base = c;
			printf("  g%-4d %.4f (%.2f)", g, c, base > 0 ? c / base : 0.0);
		}
		printf("\n");
	}
	if (cm.failed)
		fprintf(stderr, "tasoc cost groups: note: %s\n", cm.err);
	return tasoc_cost_made_done("tasoc cost groups", &cc, &cm) == TASOC_OK ? EXIT_OK : EXIT_FAIL;
}
