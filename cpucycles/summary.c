/* cpucycles/summary.c: the selected counter described as data, for the harness's `machine`
   lines (doc/data.md: counter, counter_precision, counter_overhead, persecond, offcore,
   core_per_tick, scaling, boost) and for cpucycles-info.
   Public domain (CC0).
   20261129: first version. */
#include "cpucycles.h"
#include "counter.h"
#include "sysinfo.h"

#define READS 4096

/* The differences include the loop's store; that is what a timing pays too. */
double cpucycles_overhead(void)
{
  static long long t[READS];
  int i;
  cpucycles(); /* selection happens outside the measurement */
  for (i = 0; i < READS; i++) t[i] = cpucycles();
  for (i = 0; i + 1 < READS; i++) t[i] = t[i + 1] - t[i];
  return cpucycles_iqm(t, READS - 1);
}

void cpucycles_summarize(struct cpucycles_summary *s)
{
  int i = cpucycles_chosen();
  const struct cpucycles_counter *c = cpucycles_counters[i];
  s->counter = c->name;
  s->precision = cpucycles_trials()[i].precision;
  s->persecond = cpucycles_persecond();
  s->overhead = cpucycles_overhead();
  s->offcore = !c->core;
  s->core_per_tick = s->offcore ? cpucycles_core_per_tick(c->ticks) : 0;
  cpucycles_governor(s->scaling, (int)sizeof s->scaling);
  s->boost = cpucycles_boost();
}
