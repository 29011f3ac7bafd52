/* cpucycles/counters.c: the table of counters that selection tries, and a 32-bit widener.
   Order matters only between counters that score the same: true core-cycle counters first,
   then fixed-rate hardware counters, then clocks (as in libcpucycles' list of options).
   Public domain (CC0).
   20261129: first version. */
#include "counter.h"

const struct cpucycles_counter *const cpucycles_counters[] = {
  &cpucycles_amd64_pmc,            /* core cycles */
  &cpucycles_arm64_pmc,
  &cpucycles_arm32_cortex,
  &cpucycles_arm32_1176,
  &cpucycles_default_perfevent,
  &cpucycles_amd64_tsc,            /* fixed-rate hardware counters */
  &cpucycles_amd64_tscp,
  &cpucycles_arm64_vct,
  &cpucycles_default_monotonic,    /* clocks */
  &cpucycles_default_gettimeofday,
};

const int cpucycles_ncounters = sizeof cpucycles_counters / sizeof cpucycles_counters[0];

/* A wrap shows as a reading below the previous one; any reading more than one wrap
   (2^32 ticks: 4.3 s at 1 GHz) after the previous is undercounted. */
long long cpucycles_widen(struct cpucycles_wide *w, uint32_t now)
{
  if (now < w->last) w->high += (uint64_t)1 << 32;
  w->last = now;
  return (long long)(w->high + now);
}
