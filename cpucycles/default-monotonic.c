/* cpucycles/default-monotonic.c: clock_gettime(CLOCK_MONOTONIC) in nanoseconds.
   After libcpucycles' default-monotonic. A clock, not core cycles: off-core, 1e9 ticks/s.
   Public domain (CC0).
   20261129: first version. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime under -std=c99 */
#include <time.h>
#include "counter.h"

static long long ticks(void)
{
  struct timespec t;
  if (clock_gettime(CLOCK_MONOTONIC, &t) != 0) return 0;
  return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static long long setup(void)
{
  struct timespec t;
  if (clock_gettime(CLOCK_MONOTONIC, &t) != 0) return CPUCYCLES_UNAVAILABLE;
  return 1000000000LL;
}

const struct cpucycles_counter cpucycles_default_monotonic =
  { "default-monotonic", ticks, setup, 0 };
