/* cpucycles/cpucycles.c: the public functions; the first call of any of them selects.
   As in libcpucycles, cpucycles() calls through a pointer that first points at a function
   which selects and then points it at the chosen counter, so later calls pay no test.
   Public domain (CC0).
   20261129: first version. */
#include "cpucycles.h"
#include "counter.h"

static int chosen = -1;
static struct cpucycles_trial trials[CPUCYCLES_MAXCOUNTERS];
static long long persecond;

static long long first_ticks(void);
static long long (*ticks)(void) = first_ticks;

static void init(void)
{
  int n = cpucycles_ncounters;
  if (n > CPUCYCLES_MAXCOUNTERS) n = CPUCYCLES_MAXCOUNTERS;
  chosen = cpucycles_select(trials, cpucycles_counters, n);
  if (chosen < 0) chosen = n - 1; /* nothing passed: the last resort, gettimeofday */
  ticks = cpucycles_counters[chosen]->ticks;
}

static long long first_ticks(void)
{
  init();
  return ticks();
}

long long cpucycles(void) { return ticks(); }

int cpucycles_chosen(void)
{
  if (chosen < 0) init();
  return chosen;
}

const struct cpucycles_trial *cpucycles_trials(void)
{
  cpucycles_chosen();
  return trials;
}

const char *cpucycles_implementation(void)
{
  return cpucycles_counters[cpucycles_chosen()]->name;
}

/* Declared rates are taken as they are; others are measured once, 5 x 4 ms, median. Every run
   of a harness program pays this (./do makes thousands), so the intervals are short: here
   (TSC, 2.1 GHz) 5 x 4 ms agreed with 5 x 20 ms to 5 parts in a million, in 20 ms, not 100. */
long long cpucycles_persecond(void)
{
  const struct cpucycles_trial *t;
  if (persecond > 0) return persecond;
  t = &cpucycles_trials()[chosen];
  if (t->declared) persecond = (long long)t->persecond;
  else persecond = cpucycles_measure_persecond(ticks, 0.004, 5);
  if (persecond <= 0) persecond = (long long)t->persecond;
  if (persecond <= 0) persecond = 1;
  return persecond;
}

const char *cpucycles_version(void) { return CPUCYCLES_VERSION; }
