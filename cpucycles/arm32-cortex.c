/* cpucycles/arm32-cortex.c: core cycles from the ARMv7 cycle counter PMCCNTR (CP15 c9).
   After libcpucycles' arm32-cortex (from SUPERCOP's cortex.c). User code may touch the PMU
   only when a kernel module has set PMUSERENR; otherwise the first mrc raises SIGILL and
   selection drops this counter. Setup enables the counter (PMCR.E, PMCNTENSET.C) and clears
   the divide-by-64 bit PMCR.D. The counter is 32 bits: cpucycles_widen() extends it.
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

#if defined(__arm__) && !defined(__aarch64__)

static struct cpucycles_wide wide;

static long long ticks(void)
{
  uint32_t r;
  __asm__ volatile("mrc p15, 0, %0, c9, c13, 0" : "=r"(r));
  return cpucycles_widen(&wide, r);
}

static long long setup(void)
{
  uint32_t pmcr;
  __asm__ volatile("mrc p15, 0, %0, c9, c12, 0" : "=r"(pmcr));
  pmcr = (pmcr | 1) & ~(uint32_t)8;                                 /* E on, D off */
  __asm__ volatile("mcr p15, 0, %0, c9, c12, 0" : : "r"(pmcr));
  __asm__ volatile("mcr p15, 0, %0, c9, c12, 1" : : "r"(0x80000000u)); /* enable PMCCNTR */
  return CPUCYCLES_RATE_UNKNOWN;
}

#else

static long long ticks(void) { return 0; }
static long long setup(void) { return CPUCYCLES_UNAVAILABLE; }

#endif

const struct cpucycles_counter cpucycles_arm32_cortex = { "arm32-cortex", ticks, setup, 1 };
