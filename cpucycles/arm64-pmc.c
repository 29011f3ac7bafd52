/* cpucycles/arm64-pmc.c: core cycles from the 64-bit ARM cycle counter PMCCNTR_EL0.
   After libcpucycles' arm64-pmc. Linux lets user code read it only when a kernel module (or
   perf_user_access) has set PMUSERENR_EL0; otherwise mrs raises SIGILL and selection drops
   this counter; a counter left disabled does not advance and is dropped too.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__aarch64__)

static long long ticks(void)
{
  uint64_t r;
  __asm__ volatile("mrs %0, PMCCNTR_EL0" : "=r"(r));
  return (long long)r;
}

static long long setup(void) { return CPUCYCLES_RATE_UNKNOWN; }

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_arm64_pmc = { "arm64-pmc", ticks, setup, 1 };
