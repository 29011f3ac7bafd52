/* cpucycles/default-gettimeofday.c: gettimeofday() in microseconds.
   After libcpucycles' default-gettimeofday: the counter of last resort, present on every
   POSIX system. Off-core, 1e6 ticks/s.
   Public domain (CC0).
   20261129: first version. */
#include <sys/time.h>
#include "counter.h"

static long long ticks(void)
{
  struct timeval t;
  if (gettimeofday(&t, 0) != 0) return 0;
  return (long long)t.tv_sec * 1000000LL + t.tv_usec;
}

static long long setup(void) { return 1000000LL; }

const struct cpucycles_counter cpucycles_default_gettimeofday =
  { "default-gettimeofday", ticks, setup, 0 };
