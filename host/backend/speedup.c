/* speedup.c: median paired speedup with its sign-test confidence interval, over rounds or over batches of rounds. */
#include "speedup.h"

#include <math.h>
#include <stdlib.h>

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* P(X <= j) for X ~ Binomial(n, 1/2). */
static double binom_cdf(int n, int j)
{
	double p = 0;
	for (int i = 0; i <= j; i++)
		p += exp(lgamma(n + 1.0) - lgamma(i + 1.0) - lgamma(n - i + 1.0) - n * log(2.0));
	return p;
}

static double ratio(double before, double after)
{
	return after > 0 ? before / after : INFINITY;
}

static double median_sorted(const double *r, int n)
{
	return n % 2 ? r[n / 2] : 0.5 * (r[n / 2 - 1] + r[n / 2]);
}

/*
 * The sign test's interval of the median of the n sorted units in u, at
 * two-sided level 1 - 2 * tail, into low and high (left as they are when n
 * is too small for it): with k the largest count such that P(X < k) <= tail,
 * [u(k), u(n-k+1)] (1-based) covers the median.
 */
static void order_interval(const double *u, int n, double tail, double *low, double *high)
{
	int k = 0;
	while (k <= n && binom_cdf(n, k) <= tail)
		k++;
	if (k >= 1) {
		*low = u[k - 1];
		*high = u[n - k];
	}
}

/* The median of the n units in u (sorted here), its sign-test 95% and 99% intervals, into s. */
static void sign_interval(double *u, int n, tasoc_speedup *s)
{
	qsort(u, (size_t)n, sizeof *u, cmp_double);
	s->median = median_sorted(u, n);
	order_interval(u, n, 0.025, &s->low, &s->high);
	order_interval(u, n, 0.005, &s->strict_low, &s->strict_high);
}

static void speedup_empty(tasoc_speedup *s)
{
	s->median = s->low = s->strict_low = 0;
	s->high = s->strict_high = INFINITY;
}

void tasoc_speedup_paired(const double *before, const double *after, int rounds, tasoc_speedup *s)
{
	s->rounds = s->batches = rounds;
	speedup_empty(s);
	double *r = rounds > 0 ? malloc((size_t)rounds * sizeof *r) : NULL;
	if (!r)
		return;
	for (int i = 0; i < rounds; i++)
		r[i] = ratio(before[i], after[i]);
	sign_interval(r, rounds, s);
	free(r);
}

void tasoc_speedup_batched(const double *before, const double *after, const int *batch_rounds, int nbatches,
			   tasoc_speedup *s)
{
	s->rounds = 0;
	s->batches = nbatches;
	speedup_empty(s);
	int most = 0;
	for (int b = 0; b < nbatches; b++) {
		s->rounds += batch_rounds[b];
		most = batch_rounds[b] > most ? batch_rounds[b] : most;
	}
	double *u = nbatches > 0 ? malloc((size_t)nbatches * sizeof *u) : NULL;
	double *r = most > 0 ? malloc((size_t)most * sizeof *r) : NULL;
	if (!u || !r) {
		free(u);
		free(r);
		return;
	}
	int n = 0, at = 0;
	for (int b = 0; b < nbatches; b++) {
		int m = batch_rounds[b];
		for (int i = 0; i < m; i++)
			r[i] = ratio(before[at + i], after[at + i]);
		at += m;
		if (m < 1)
			continue; /* an empty batch says nothing */
		qsort(r, (size_t)m, sizeof *r, cmp_double);
		u[n++] = median_sorted(r, m);
	}
	s->batches = n;
	if (n > 0)
		sign_interval(u, n, s);
	free(u);
	free(r);
}

int tasoc_speedup_faster(const tasoc_speedup *s)
{
	return s->low > 1.0;
}

int tasoc_speedup_settled(const tasoc_speedup *s, int min_rounds)
{
	return s->rounds >= min_rounds && (s->strict_low > 1.0 || s->strict_high < 1.0 || s->high - s->low < 0.02);
}
