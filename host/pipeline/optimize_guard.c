/* optimize_guard.c: the never-slower guard's decisions: whether to measure, the other candidate timed, the temporary models (optimize_state.h). */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fileio.h"
#include "../say.h"
#include "optimize_state.h"

/*
 * Whether --measure runs: 1 yes, 0 no (why in s->measure_skipped), -1 when
 * it was asked for and cannot run (message on stderr and in the report's error).
 */
int tasoc_opt_will_measure(const tasoc_opt_options *o, const tasoc_opt_result *r, tasoc_opt_summary *s)
{
	char why[512];
	if (o->measure == 0) {
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "not measured (--no-measure)");
		return 0;
	}
	if (tasoc_ort_available(why, sizeof why) != 0) {
		if (o->measure == 1) {
			tasoc_say_err("tasoc optimize: --measure: %s\n", why);
			/* the caller's message (a library caller sees no stderr): why, naming the path it missed */
			snprintf(s->error, sizeof s->error, "--measure: %s", why);
			return -1;
		}
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "%s", why);
		return 0;
	}
	if (!tasoc_opt_rewritten(r, s)) {
		snprintf(s->measure_skipped, sizeof s->measure_skipped, "nothing was rewritten: IN is written unchanged");
		return 0;
	}
	return 1;
}

/*
 * Exports the other candidate and times it against the original as the
 * first was: 1 when it measured faster than the original beyond the noise
 * and ahead of the first (by median), else 0. A file equal to the first's
 * (two searches can reach one graph by different paths; their folded
 * weights are then equal too) is not timed again. With --check it is
 * checked first and dropped when the check does not pass. Failures drop it
 * too: the first candidate stands.
 */
int tasoc_opt_measure_other(tasoc_ort_lazy *ort, const tasoc_opt_options *o, tasoc_onnx_model *m, tasoc_graph *g,
			 const tasoc_onnx_export_opts *xo, const char *symbols, const void *first_data, size_t first_size,
			 const tasoc_measure_result *first, const tasoc_opt_summary *s, tasoc_opt_other *c)
{
	/* Its Ifs are the first candidate's (the branches were written back before both searches): priced alike. */
	tasoc_say("  the other candidate, the %s: predicted %.4f ms; rules applied:", tasoc_opt_pick_name[c->r.guided ? PICK_GUIDE :
	       PICK_PLAIN], tasoc_opt_cost_after(&c->r, s));
	tasoc_opt_print_rules(&c->r);
	if (tasoc_onnx_export_with(m, &c->best, xo, &c->data, &c->size) != TASOC_OK) {
		tasoc_say("  the other candidate: not measured: it could not be exported (%s)\n", c->best.err);
		return 0;
	}
	if (c->size == first_size && memcmp(c->data, first_data, first_size) == 0) {
		tasoc_say("  the other candidate: the same model as the first, byte for byte\n");
		c->have = 0;
		return 0;
	}
	if (tasoc_measure_write_temp(c->data, c->size, c->tmp, sizeof c->tmp) != 0) {
		tasoc_say("  the other candidate: not measured: it could not be written (%s)\n", strerror(errno));
		c->tmp[0] = '\0';
		return 0;
	}
	if (o->check) {
		tasoc_check_input in = { o->in, c->tmp, "the original model", "the other candidate", g, &c->best, &o->dims, 1234, 0,
				   c->r.folded };
		tasoc_check_result cr;
		if (tasoc_check_models(&in, ort, &cr) != 0) {
			tasoc_say("  the other candidate: dropped: its check did not pass\n");
			return 0;
		}
	}
	if (tasoc_measure_models(ort, o->in, c->tmp, symbols, o->measure_time, 0, &c->measure) != 0) {
		tasoc_say("  the other candidate: not measured: %s\n", c->measure.why);
		return 0;
	}
	tasoc_opt_print_measured("measured", &c->measure);
	return tasoc_speedup_faster(&c->measure.s) && c->measure.s.median > first->s.median;
}

/*
 * The candidate about to be written (the model in path) timed against the
 * original once more, afresh, into s->confirm: 1 when this measurement too
 * finds it faster beyond the noise, 0 when it does not, -1 when ONNX Runtime
 * failed (why in s->confirm.why).
 *
 * Why a second measurement: the one that chose the candidate is biased
 * toward it. It kept the better of two candidates and stopped at a look
 * that excluded 1; and a machine's timing drifts over seconds, so batches
 * timed back to back share their moment. A later, independent measurement
 * that must agree makes a false "faster" need two.
 */
int tasoc_opt_confirm(tasoc_ort_lazy *ort, const tasoc_opt_options *o, const char *path, const char *symbols,
		      tasoc_opt_summary *s)
{
	tasoc_say("  confirming: the kept candidate timed against the original again, afresh, before it is written\n");
	if (tasoc_measure_models(ort, o->in, path, symbols, o->measure_time, 0, &s->confirm) != 0)
		return -1;
	tasoc_opt_print_measured("measured again", &s->confirm);
	return tasoc_speedup_faster(&s->confirm.s);
}

/*
 * A model for ONNX Runtime in a fresh temporary file: data, or with
 * external data (ext) best exported there, its data beside it as TMP.data.
 */
int tasoc_opt_write_temp_model(const tasoc_onnx_model *m, tasoc_graph *best, const tasoc_onnx_export_opts *xo, bool ext,
			    const void *data, size_t size, char *tmp, size_t n)
{
	if (!ext)
		return tasoc_measure_write_temp(data, size, tmp, n);
	if (tasoc_measure_write_temp("", 0, tmp, n) != 0) /* the name, reserved */
		return -1;
	if (tasoc_onnx_save_with(m, best, xo, tmp, &ext) != TASOC_OK) {
		remove(tmp);
		errno = EIO;
		return -1;
	}
	return 0;
}

/* A model written by tasoc_opt_write_temp_model, and its data file if it has one. */
void tasoc_opt_remove_model(const char *path)
{
	char data[4200];
	remove(path);
	snprintf(data, sizeof data, "%s.data", path);
	remove(data);
}

