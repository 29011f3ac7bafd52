/* cpucycles/amd64-tsc.c: the x86 time-stamp counter, read with rdtsc.
   After libcpucycles' amd64-tsc and SUPERCOP's cpucycles/amd64tsc*. Since the "constant_tsc"
   CPUs (2008 on) the TSC ticks at a fixed rate whatever the core clock does, so it is marked
   off-core; selection measures its rate. Works on 32-bit x86 too.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__x86_64__) || defined(__i386__)

static long long ticks(void)
{
  uint32_t lo, hi;
  __asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return (long long)(((uint64_t)hi << 32) | lo);
}

static long long setup(void) { return CPUCYCLES_RATE_UNKNOWN; }

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_amd64_tsc = { "amd64-tsc", ticks, setup, 0 };
