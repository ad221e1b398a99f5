/* speedup.c: median paired speedup with its sign-test confidence interval. */
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

void tasoc_speedup_paired(const double *before, const double *after, int rounds, tasoc_speedup *s)
{
	s->rounds = rounds;
	s->median = s->low = 0;
	s->high = INFINITY;
	double *r = rounds > 0 ? malloc((size_t)rounds * sizeof *r) : NULL;
	if (!r)
		return;
	for (int i = 0; i < rounds; i++)
		r[i] = after[i] > 0 ? before[i] / after[i] : INFINITY;
	qsort(r, (size_t)rounds, sizeof *r, cmp_double);
	s->median = rounds % 2 ? r[rounds / 2] : 0.5 * (r[rounds / 2 - 1] + r[rounds / 2]);
	/* The largest k with P(X < k) <= 2.5%: [r(k), r(n-k+1)] (1-based) covers the median with 95%. */
	int k = 0;
	while (binom_cdf(rounds, k) <= 0.025)
		k++;
	if (k >= 1) {
		s->low = r[k - 1];
		s->high = r[rounds - k];
	}
	free(r);
}

int tasoc_speedup_faster(const tasoc_speedup *s)
{
	return s->low > 1.0;
}

int tasoc_speedup_settled(const tasoc_speedup *s, int min_rounds)
{
	return s->rounds >= min_rounds && (s->low > 1.0 || s->high < 1.0 || s->high - s->low < 0.02);
}
