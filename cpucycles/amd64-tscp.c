/* cpucycles/amd64-tscp.c: the x86 time-stamp counter, read with rdtscp.
   rdtscp waits for earlier instructions to finish before reading, which rdtsc does not; the
   counter is the same as amd64-tsc (off-core, fixed rate). CPUs without rdtscp raise SIGILL,
   which selection catches.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__x86_64__) || defined(__i386__)

static long long ticks(void)
{
  uint32_t lo, hi;
  __asm__ volatile("rdtscp" : "=a"(lo), "=d"(hi) : : "ecx");
  return (long long)(((uint64_t)hi << 32) | lo);
}

static long long setup(void) { return CPUCYCLES_RATE_UNKNOWN; }

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_amd64_tscp = { "amd64-tscp", ticks, setup, 0 };
