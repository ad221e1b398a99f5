/* speedup.h: the paired speedup of one model over another from interleaved timings, and the never-slower decision. */
#ifndef TASOC_SPEEDUP_H
#define TASOC_SPEEDUP_H

/*
 * Round i timed the original (before[i]) and the optimized model (after[i])
 * back to back, so a slow moment of the machine slows both: the round's
 * speedup before[i] / after[i] cancels it. The figure is the median of the
 * rounds' speedups, and [low, high] the distribution-free 95% confidence
 * interval of that median: the order statistics the sign test gives (no
 * assumption on the shape of the noise; rounds are taken as independent).
 */
typedef struct tasoc_speedup {
	double median, low, high; /* low 0 and high infinite below 6 rounds: too few for 95% */
	int rounds;
} tasoc_speedup;

void tasoc_speedup_paired(const double *before, const double *after, int rounds, tasoc_speedup *s);

/* The optimized model is faster beyond the noise: the whole interval lies above 1. */
int tasoc_speedup_faster(const tasoc_speedup *s);

/*
 * More rounds would not change the decision much: at least min_rounds, and
 * the interval lies wholly above or below 1, or is narrower than 2% (a gain
 * that small, if any, is not worth a changed model).
 */
int tasoc_speedup_settled(const tasoc_speedup *s, int min_rounds);

#endif
