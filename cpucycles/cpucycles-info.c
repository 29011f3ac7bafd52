/* cpucycles/cpucycles-info.c: prints what cpucycles found on this machine: every counter
   and what became of it, the choice, its rate (measured, and what the system says), the cost
   of a reading, the frequency-scaling state and, for an off-core counter, core cycles per
   tick. After libcpucycles' cpucycles-info; the output is for people, not for parsing
   (machine-info prints the parsable lines).
   Public domain (CC0).
   20261129: first version. */
#include <stdio.h>
#include "cpucycles.h"
#include "counter.h"
#include "sysinfo.h"

static void counters(void)
{
  const struct cpucycles_trial *t = cpucycles_trials();
  int i;
  for (i = 0; i < cpucycles_ncounters && i < CPUCYCLES_MAXCOUNTERS; i++) {
    printf("cpucycles counter %-20s %s", cpucycles_counters[i]->name,
           cpucycles_status_names[t[i].status]);
    if (t[i].status == CPUCYCLES_OK)
      printf(" precision %lld ticks = %.1f ns, %s, score %.1f", t[i].precision,
             (double)t[i].precision * 1e9 / t[i].persecond,
             cpucycles_counters[i]->core ? "core cycles" : "off-core", t[i].score);
    printf("%s\n", i == cpucycles_chosen() ? "  <- chosen" : "");
  }
}

static void mhz(const char *what, double v)
{
  if (v > 0) printf(" %s %.3f", what, v);
  else printf(" %s unknown", what);
}

static void rate(const struct cpucycles_summary *s)
{
  const struct cpucycles_trial *t = &cpucycles_trials()[cpucycles_chosen()];
  printf("cpucycles persecond %lld (%s)\n", s->persecond, t->declared
         ? "declared by the counter" : "measured: median of 5 x 4 ms of CLOCK_MONOTONIC");
  printf("cpucycles system MHz:");
  mhz("cpuinfo", cpucycles_cpuinfo_mhz());
  mhz("cpufreq_base", cpucycles_cpufreq_mhz("base_frequency"));
  mhz("cpufreq_max", cpucycles_cpufreq_mhz("cpuinfo_max_freq"));
  mhz("cpufreq_cur", cpucycles_cpufreq_mhz("scaling_cur_freq"));
  printf(" (counter: %.3f MHz)\n", (double)s->persecond / 1e6);
}

int main(void)
{
  struct cpucycles_summary s;
  printf("cpucycles version %s\n", cpucycles_version());
  cpucycles_summarize(&s);
  counters();
  printf("cpucycles implementation %s\n", s.counter);
  rate(&s);
  printf("cpucycles precision %lld ticks\n", s.precision);
  printf("cpucycles overhead %.1f ticks per call (interquartile mean of 4095 adjacent "
         "differences)\n", s.overhead);
  printf("cpucycles offcore %s\n", s.offcore ? "yes" : "no");
  if (s.core_per_tick > 0)
    printf("cpucycles core_per_tick %.3f (best of 7 timings of 10^7 dependent adds): "
           "core clock about %.0f MHz\n", s.core_per_tick,
           s.core_per_tick * (double)s.persecond / 1e6);
  else
    printf("cpucycles core_per_tick - (%s)\n",
           s.offcore ? "no add chain for this architecture" : "the counter counts core cycles");
  printf("cpucycles scaling %s\n", s.scaling);
  printf("cpucycles boost %s\n", s.boost);
  return 0;
}
