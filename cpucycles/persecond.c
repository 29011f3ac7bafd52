/* cpucycles/persecond.c: ticks per second of a counter, measured against CLOCK_MONOTONIC.
   libcpucycles asks the OS for the CPU frequency instead; we measure, because the counter
   that wins is often not the core clock (the TSC, CNTVCT), and print the OS figures beside
   the measurement in cpucycles-info as a cross-check.
   Public domain (CC0).
   20261129: first version. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime under -std=c99 */
#include <time.h>
#include <sys/time.h>
#include "counter.h"

double cpucycles_seconds(void)
{
  struct timespec t;
  struct timeval tv;
  if (clock_gettime(CLOCK_MONOTONIC, &t) == 0) return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
  if (gettimeofday(&tv, 0) == 0) return (double)tv.tv_sec + 1e-6 * (double)tv.tv_usec;
  return 0;
}

/* Median over reps (at most 15) intervals of the given length; 0 when the clock is stuck. */
long long cpucycles_measure_persecond(long long (*ticks)(void), double seconds, int reps)
{
  long long rate[15], t0, t1;
  double s0, s1;
  long spins;
  int i;
  if (reps > 15) reps = 15;
  for (i = 0; i < reps; i++) {
    s0 = cpucycles_seconds();
    t0 = ticks();
    spins = 0; /* the cap only matters if the clock is stuck */
    do s1 = cpucycles_seconds(); while (s1 - s0 < seconds && s1 >= s0 && ++spins < (1L << 26));
    t1 = ticks();
    rate[i] = s1 > s0 ? (long long)((double)(t1 - t0) / (s1 - s0) + 0.5) : 0;
  }
  return cpucycles_median(rate, reps);
}
