/* cpucycles/default-perfevent.c: core cycles from a Linux perf_event, read with read().
   After libcpucycles' default-perfevent (and SUPERCOP's perfevent). Counts true core cycles
   on any architecture the kernel has a PMU driver for, at the cost of a system call per
   reading. Like libcpucycles, it does not scale by time_enabled/time_running.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__linux__)

#include <unistd.h>

static int fd = -1;

static long long ticks(void)
{
  int64_t v = 0;
  if (read(fd, &v, sizeof v) != (ssize_t)sizeof v) return 0;
  return (long long)v;
}

static long long setup(void)
{
  if (fd < 0) fd = cpucycles_perf_open();
  if (fd < 0) return CPUCYCLES_UNAVAILABLE;
  return CPUCYCLES_RATE_UNKNOWN;
}

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_default_perfevent =
  { "default-perfevent", ticks, setup, 1 };
