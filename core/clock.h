/* clock.h: the time source of the search and the cost cache, a hook a firmware can supply. */
#ifndef TASOC_CLOCK_H
#define TASOC_CLOCK_H

/*
 * The core reads time only through this hook, so it builds where there is
 * no clock_gettime (a Cortex-M with newlib). which: TASOC_CLOCK_WALL or
 * TASOC_CLOCK_CPU; the result is in seconds from any fixed origin.
 *
 * A search whose options carry no hook uses tasoc_clock_default: the POSIX
 * clocks on a host, and NULL in a build with -DTASOC_NO_CLOCK. With no clock
 * at all the time limit is not enforced and the seconds figures read 0.
 */
enum { TASOC_CLOCK_WALL, TASOC_CLOCK_CPU };

typedef double (*tasoc_clock_fn)(int which);

extern const tasoc_clock_fn tasoc_clock_default;

/* The time by clock (default when NULL), or 0 when there is none. */
double tasoc_clock_now(tasoc_clock_fn clock, int which);

#endif
