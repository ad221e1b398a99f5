/* check_files.c: `tasoc check A B` as a call (tasoc_check_files): both imported, run on the same inputs, compared. */
#include <stdio.h>
#include <string.h>

#include "../backend/ort_worker.h"
#include "../say.h"
#include "optimize_run.h"

int tasoc_check_run(const tasoc_pipeline_opts *p, const char *a, const char *b, tasoc_report *rep)
{
	tasoc_check_input in;
	memset(&in, 0, sizeof in);
	in.seed = p->check.seed;
	in.dims = &p->import;
	in.ort_only = p->check.ort_only;
	in.a_path = in.a_name = a;
	in.b_path = in.b_name = b;
	tasoc_opt_result r;
	memset(&r, 0, sizeof r);
	if (p->cost.target_given) {
		/* the check runs both models in ONNX Runtime on that target */
		char tn[32];
		if (!tasoc_target_is_measured(&p->cost.target)) {
			char msg[256];
			snprintf(msg, sizeof msg, "--target %s: the check runs models in a runtime, on " TASOC_TARGET_MEASURED_NAMES, tasoc_target_name(&p->cost.target, tn, sizeof tn));
			tasoc_say_err("tasoc check: %s\n", msg);
			tasoc_report_fail(rep, TASOC_ERR_ARG, msg);
			return 1;
		}
		tasoc_ort_set_target(&p->cost.target);
		in.ort_only = 1;
	}
	tasoc_graph ga, gb;
	tasoc_onnx_model *ma = NULL, *mb = NULL;
	tasoc_onnx_options io;
	tasoc_dims_import_options(&p->import, &io);
	int have_a = tasoc_graph_init(&ga, NULL) == TASOC_OK, have_b = tasoc_graph_init(&gb, NULL) == TASOC_OK;
	int imported = !in.ort_only && have_a && have_b && tasoc_onnx_load_opts(a, &io, &ga, &ma) == TASOC_OK &&
		       tasoc_onnx_load_opts(b, &io, &gb, &mb) == TASOC_OK;
	if (imported) {
		in.a = &ga;
		in.b = &gb;
		in.folded = tasoc_check_count_folded(&ga, &gb);
	}
	tasoc_say("tasoc check: %s against %s\n", b, a);
	tasoc_ort_lazy ort = { 0 };
	tasoc_check_result cr;
	int rc = tasoc_check_models(&in, &ort, &cr) == 0 ? 0 : 1;
	tasoc_ort_lazy_done(&ort);
	tasoc_onnx_free(ma);
	tasoc_onnx_free(mb);
	if (have_a)
		tasoc_graph_free(&ga);
	if (have_b)
		tasoc_graph_free(&gb);
	tasoc_report_fill(rep, rc ? TASOC_ERR_IO : TASOC_OK, NULL, cr.ran ? "" : cr.why, &r, 0, 0, 0, 0, 0, NULL, NULL,
			  cr.ran, cr.ran && cr.ok);
	if (rc && cr.ran && !cr.ok)
		tasoc_report_fail(rep, TASOC_ERR_IO, "the outputs differ");
	return rc;
}
