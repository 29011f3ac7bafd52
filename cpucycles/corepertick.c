/* cpucycles/corepertick.c: core cycles per tick of an off-core counter.
   A chain of ADDS dependent register adds takes ADDS core cycles on every core we know (an
   add has one cycle of latency; out-of-order cores run the loop's own counter and branch
   beside the chain, in-order ones lose at most a few percent to them). Timing ITERATIONS of
   them with the counter gives core cycles / ticks. The best (smallest) of RUNS is kept:
   interrupts and a slower phase only ever add ticks. Reported, never applied.
   Public domain (CC0).
   20261129: first version. */
#include "cpucycles.h"

#define ADDS 100           /* dependent adds per iteration, written out by .rept */
#define ITERATIONS 100000  /* 10^7 cycles: about 3 ms at 3.5 GHz */
#define RUNS 7
#define STR(x) #x
#define XSTR(x) STR(x)

#if defined(__x86_64__) || defined(__i386__)
#define ADD "add %1, %0"
#elif defined(__aarch64__) || defined(__arm__)
#define ADD "add %0, %0, %1"
#endif

#ifdef ADD

static void chain(long n)
{
  unsigned long x = 0, y = 1; /* register width everywhere */
  while (n-- > 0)
    __asm__ volatile(".rept " XSTR(ADDS) "\n\t" ADD "\n\t.endr" : "+r"(x) : "r"(y));
}

double cpucycles_core_per_tick(long long (*ticks)(void))
{
  long long t, best = 0;
  int r;
  chain(ITERATIONS); /* warm-up: lets an idle core reach its running clock */
  for (r = 0; r < RUNS; r++) {
    t = ticks();
    chain(ITERATIONS);
    t = ticks() - t;
    if (t > 0 && (best == 0 || t < best)) best = t;
  }
  if (best <= 0) return 0;
  return (double)ADDS * ITERATIONS / (double)best;
}

#else

double cpucycles_core_per_tick(long long (*ticks)(void))
{
  (void)ticks;
  return 0;
}

#endif
