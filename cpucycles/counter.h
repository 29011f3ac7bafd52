/* cpucycles/counter.h: what one counter file provides, and how counters are chosen.
   Design of libcpucycles (D. J. Bernstein): one tiny file per counter behind ticks() and an
   optional setup(), a plain table of them, and selection by trying each at run time.
   Public domain (CC0).
   20261129: first version.

   Adding a counter: write cpucycles/<arch>-<name>.c defining a struct cpucycles_counter (its
   code inside #if for the architecture, setup returning CPUCYCLES_UNAVAILABLE elsewhere),
   declare it below and list it in counters.c. */
#ifndef counter_h
#define counter_h

#include <stdint.h>

/* Return values of setup(): */
#define CPUCYCLES_UNAVAILABLE 0    /* not on this platform / the OS refuses */
#define CPUCYCLES_RATE_UNKNOWN (-1) /* works; selection measures the ticks per second */
/* and a positive value: the ticks per second are known (a clock in ns, CNTFRQ_EL0). */

struct cpucycles_counter {
  const char *name;          /* "amd64-tsc" */
  long long (*ticks)(void);  /* current reading */
  long long (*setup)(void);  /* run once before ticks(); NULL = CPUCYCLES_RATE_UNKNOWN */
  int core;                  /* 1 when ticks are core cycles (a PMU cycle counter) */
};

/* The table of every counter, in order of preference when two score the same. */
extern const struct cpucycles_counter *const cpucycles_counters[];
extern const int cpucycles_ncounters;
#define CPUCYCLES_MAXCOUNTERS 16

/* Outcome of trying one counter. */
enum { CPUCYCLES_OK, CPUCYCLES_NOTHERE, CPUCYCLES_FAULTED, CPUCYCLES_STUCK, CPUCYCLES_BACKWARDS };
struct cpucycles_trial {
  int status;           /* one of the enum above */
  long long precision;  /* ticks: median positive difference of adjacent readings */
  double persecond;     /* ticks per second: from setup(), else measured over ~2 ms */
  int declared;         /* 1 when persecond came from setup() */
  double score;         /* ns, smaller is better: see select.c */
};
extern const char *const cpucycles_status_names[]; /* "ok", "unavailable", ... */

/* Tries counters c[0..n-1], fills trials[0..n-1], returns the index of the best one or -1. */
int cpucycles_select(struct cpucycles_trial trials[],
                     const struct cpucycles_counter *const c[], int n);

/* The selection made by cpucycles() (runs it if needed): index into cpucycles_counters,
   and the trials of every counter. */
int cpucycles_chosen(void);
const struct cpucycles_trial *cpucycles_trials(void);

/* Ticks per second of ticks() against CLOCK_MONOTONIC: median of reps intervals. */
long long cpucycles_measure_persecond(long long (*ticks)(void), double seconds, int reps);

/* Seconds from CLOCK_MONOTONIC (gettimeofday when that fails). */
double cpucycles_seconds(void);

/* Widens a 32-bit counter to 64 bits; correct when read at least once per wrap. */
struct cpucycles_wide { uint32_t last; uint64_t high; };
long long cpucycles_widen(struct cpucycles_wide *w, uint32_t now);

/* Opens a perf_event counting this thread's user-mode core cycles; -1 when refused (perf.c). */
int cpucycles_perf_open(void);

/* Statistics (stats.c); each sorts v in place. */
long long cpucycles_median(long long v[], int n);
double cpucycles_iqm(long long v[], int n); /* mean of the middle half */

extern const struct cpucycles_counter cpucycles_amd64_pmc, cpucycles_amd64_tsc,
  cpucycles_amd64_tscp, cpucycles_arm64_pmc, cpucycles_arm64_vct, cpucycles_arm32_cortex,
  cpucycles_arm32_1176, cpucycles_default_perfevent, cpucycles_default_monotonic,
  cpucycles_default_gettimeofday;

#endif
