/* modp.h: arithmetic modulo the Mersenne prime 2^61 - 1 for exact fingerprints. */
#ifndef TASOC_MODP_H
#define TASOC_MODP_H

#include <stdint.h>

/*
 * The integer evaluation mode computes in the field Z/pZ, p = 2^61 - 1.
 * Identities that hold over the reals for sums, products and division by
 * non-zero constants hold in any field, so two graphs that compute the same
 * function give identical prints with no rounding noise, and unequal
 * polynomials collide with probability about degree / p.
 */
#define TASOC_MODP ((uint64_t)0x1fffffffffffffffull)

static inline uint64_t tasoc_modp_add(uint64_t a, uint64_t b)
{
	uint64_t r = a + b;
	return r >= TASOC_MODP ? r - TASOC_MODP : r;
}

static inline uint64_t tasoc_modp_sub(uint64_t a, uint64_t b)
{
	return a >= b ? a - b : a + TASOC_MODP - b;
}

/*
 * a * b mod p for a, b < p. Hosts with a 128-bit type form the 122-bit
 * product directly; 32-bit targets (Cortex-M) have none, so the product is
 * put together from 32-bit halves, with the same reduction and so the same
 * result bit for bit: the fingerprints agree across host and firmware.
 */
#if defined(__SIZEOF_INT128__) && !defined(TASOC_MODP_NO_INT128)
__extension__ typedef unsigned __int128 tasoc_u128;

static inline uint64_t tasoc_modp_mul(uint64_t a, uint64_t b)
{
	tasoc_u128 z = (tasoc_u128)a * b;
	uint64_t r = ((uint64_t)z & TASOC_MODP) + (uint64_t)(z >> 61);
	r = (r & TASOC_MODP) + (r >> 61);
	return r >= TASOC_MODP ? r - TASOC_MODP : r;
}
#else
static inline uint64_t tasoc_modp_mul(uint64_t a, uint64_t b)
{
	uint64_t al = a & 0xffffffffu, ah = a >> 32, bl = b & 0xffffffffu, bh = b >> 32;
	uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
	/* The middle terms are below 2^61 each (a, b < 2^61), so their sum cannot overflow. */
	uint64_t mid = lh + hl;
	uint64_t lo = ll + (mid << 32);
	uint64_t hi = hh + (mid >> 32) + (lo < ll);
	/* z = hi * 2^64 + lo; z mod 2^61 and z >> 61 as in the 128-bit form. */
	uint64_t r = (lo & TASOC_MODP) + ((lo >> 61) | (hi << 3));
	r = (r & TASOC_MODP) + (r >> 61);
	return r >= TASOC_MODP ? r - TASOC_MODP : r;
}
#endif

static inline uint64_t tasoc_modp_pow(uint64_t a, uint64_t e)
{
	uint64_t r = 1;
	while (e) {
		if (e & 1)
			r = tasoc_modp_mul(r, a);
		a = tasoc_modp_mul(a, a);
		e >>= 1;
	}
	return r;
}

/* Multiplicative inverse (Fermat); 0 has none and maps to 0. */
static inline uint64_t tasoc_modp_inv(uint64_t a)
{
	return tasoc_modp_pow(a, TASOC_MODP - 2);
}

static inline uint64_t tasoc_modp_from_int(int64_t v)
{
	if (v >= 0)
		return (uint64_t)v % TASOC_MODP;
	uint64_t m = (uint64_t)(-(v + 1)) % TASOC_MODP; /* no overflow at INT64_MIN */
	return TASOC_MODP - 1 - m;
}

/* The representative in (-p/2, p/2]: small negative numbers come back. */
static inline int64_t tasoc_modp_to_int(uint64_t v)
{
	return v > TASOC_MODP / 2 ? (int64_t)v - (int64_t)TASOC_MODP : (int64_t)v;
}

/* A fixed pseudo-random function of one element, different per salt. */
static inline uint64_t tasoc_modp_random_fn(uint64_t v, uint64_t salt)
{
	uint64_t z = v + salt * 0x9e3779b97f4a7c15ull;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	z ^= z >> 31;
	return z % TASOC_MODP;
}

#endif
