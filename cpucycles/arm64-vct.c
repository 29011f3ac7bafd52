/* cpucycles/arm64-vct.c: the 64-bit ARM generic timer CNTVCT_EL0.
   After libcpucycles' arm64-vct. Always readable from user mode on Linux; it ticks at the
   fixed rate CNTFRQ_EL0 (often 19.2, 24, 54 MHz or 1 GHz), not with the core: off-core.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__aarch64__)

static long long ticks(void)
{
  uint64_t r;
  __asm__ volatile("mrs %0, CNTVCT_EL0" : "=r"(r));
  return (long long)r;
}

static long long setup(void)
{
  uint64_t f;
  __asm__ volatile("mrs %0, CNTFRQ_EL0" : "=r"(f));
  if (f == 0) return CPUCYCLES_RATE_UNKNOWN; /* firmware forgot to set it */
  return (long long)f;
}

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_arm64_vct = { "arm64-vct", ticks, setup, 0 };
