/* cpucycles/arm32-1176.c: core cycles from the ARM1176 cycle counter CCNT (CP15 c15).
   After libcpucycles' arm32-1176 (the Raspberry Pi 1 and Zero core). User access needs a
   kernel module to set the access-validation register; otherwise mrc raises SIGILL and
   selection drops this counter. Setup enables counting (PMNC.E) and clears the divide-by-64
   bit (PMNC.D). The counter is 32 bits: cpucycles_widen() extends it.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__arm__) && !defined(__aarch64__)

static struct cpucycles_wide wide;

static long long ticks(void)
{
  uint32_t r;
  __asm__ volatile("mrc p15, 0, %0, c15, c12, 1" : "=r"(r));
  return cpucycles_widen(&wide, r);
}

static long long setup(void)
{
  uint32_t pmnc;
  __asm__ volatile("mrc p15, 0, %0, c15, c12, 0" : "=r"(pmnc));
  pmnc = (pmnc | 1) & ~(uint32_t)8; /* E on, D off */
  __asm__ volatile("mcr p15, 0, %0, c15, c12, 0" : : "r"(pmnc));
  return CPUCYCLES_RATE_UNKNOWN;
}

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_arm32_1176 = { "arm32-1176", ticks, setup, 1 };
