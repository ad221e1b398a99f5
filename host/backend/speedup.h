/* speedup.h: the paired speedup of one model over another from interleaved timings, and the never-slower decision. */
#ifndef TASOC_SPEEDUP_H
#define TASOC_SPEEDUP_H

/*
 * Round i timed the original (before[i]) and the optimized model (after[i])
 * back to back, so a slow moment of the machine slows both: the round's
 * speedup before[i] / after[i] cancels it. The figure is a median, and
 * [low, high] the distribution-free 95% confidence interval of that median:
 * the order statistics the sign test gives (no assumption on the shape of
 * the noise; the units it is taken over are taken as independent).
 *
 * Rounds timed on one pair of ONNX Runtime sessions are not independent:
 * each session keeps where its weights landed in memory for its life, and
 * that moves a memory-bound model by several percent (docs/benchmarks.md,
 * "The guard's interval across sessions": the same NasRNN file against
 * itself measured 0.92x on one pair of sessions and 1.07x on the next; and
 * sessions made again in one process land much as the last ones did). So
 * the guard times batches of rounds, each in a fresh worker process on
 * fresh sessions, and takes the interval over the batches' medians
 * (tasoc_speedup_batched): a lucky placement then counts once, as one
 * batch, not as every round.
 */
typedef struct tasoc_speedup {
	double median, low, high; /* low 0 and high infinite below 6 units: too few for 95% */
	double strict_low, strict_high; /* the 99% interval (below 8 units: 0 and infinite): an early stop's */
	int rounds;
	int batches; /* the units the interval is over: batches (tasoc_speedup_batched), else the rounds */
} tasoc_speedup;

/* Each round a unit of its own (one pair of sessions, or timings known to be independent). */
void tasoc_speedup_paired(const double *before, const double *after, int rounds, tasoc_speedup *s);

/*
 * Rounds in nbatches batches, batch b holding the next batch_rounds[b]
 * rounds (at least 1 each): the median of each batch's round speedups is
 * its unit; the figure is the median of those and the interval the sign
 * test's over them. s->rounds counts all rounds, s->batches the batches.
 */
void tasoc_speedup_batched(const double *before, const double *after, const int *batch_rounds, int nbatches,
			   tasoc_speedup *s);

/* The optimized model is faster beyond the noise: the whole interval lies above 1. */
int tasoc_speedup_faster(const tasoc_speedup *s);

/*
 * More rounds would not change the decision much: at least min_rounds, and
 * the 99% interval lies wholly above or below 1, or the 95% one is narrower
 * than 2% (a gain that small, if any, is not worth a changed model).
 *
 * Why 99% for a stop the 95% interval then decides: the guard asks this
 * after every batch, and stopping at the first look that happens to exclude
 * 1 accepts a graph that is no faster more often than 2.5% of the time (the
 * more looks, the more often). A stricter level for the early looks spends
 * less of that error on each; the look at the time cap decides at 95%.
 */
int tasoc_speedup_settled(const tasoc_speedup *s, int min_rounds);

#endif
