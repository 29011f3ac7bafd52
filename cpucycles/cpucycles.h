/* cpucycles/cpucycles.h: the cycle counter that timings use.
   Interface of libcpucycles (D. J. Bernstein, https://cpucycles.cr.yp.to/): the first call of
   any function below tries every counter this build knows and keeps the finest working one
   (counter.h says how). Not thread-safe until that first call has returned.
   Public domain (CC0).
   20261129: first version. */
#ifndef cpucycles_h
#define cpucycles_h

#define CPUCYCLES_VERSION "20261129"

long long cpucycles(void);                  /* current tick count of the selected counter */
long long cpucycles_persecond(void);        /* estimated ticks per second */
const char *cpucycles_implementation(void); /* name of the selected counter, e.g. "amd64-tsc" */
const char *cpucycles_version(void);        /* CPUCYCLES_VERSION */

/* What the harness writes as `machine` lines (doc/data.md): the choice and how to read it. */
struct cpucycles_summary {
  const char *counter;    /* name of the selected counter */
  long long precision;    /* ticks: median positive difference of adjacent readings */
  double overhead;        /* ticks per call: interquartile mean of adjacent differences */
  long long persecond;    /* ticks per second */
  int offcore;            /* 1: the counter does not count core cycles (TSC, CNTVCT, a clock) */
  double core_per_tick;   /* estimated core cycles per tick; 0 = not estimated */
  char scaling[64];       /* cpufreq governor, or "unknown" */
  const char *boost;      /* "on", "off" or "unknown" */
};

/* Fills *s; takes about 0.1 s on the first call (persecond), plus ~25 ms for core_per_tick. */
void cpucycles_summarize(struct cpucycles_summary *s);

/* Ticks per call of cpucycles(): interquartile mean of the differences of 4096 readings. */
double cpucycles_overhead(void);

/* Core cycles per tick of ticks(): a chain of dependent one-cycle adds timed with ticks();
   0 when this build has no such chain (no inline asm for this architecture). */
double cpucycles_core_per_tick(long long (*ticks)(void));

#endif
