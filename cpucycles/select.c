/* cpucycles/select.c: tries every counter and keeps the finest, as libcpucycles does
   (https://cpucycles.cr.yp.to/selection.html); the measurements and the penalty are ours.
   Public domain (CC0).
   20261129: first version.

   The rule, for each counter in table order:
   1. setup() answers CPUCYCLES_UNAVAILABLE: "unavailable" (wrong architecture, OS refuses).
   2. setup() and every reading run under handlers for SIGILL, SIGSEGV, SIGBUS and SIGFPE; a
      signal (an instruction the kernel forbids, rdpmc without permission): "faulted".
   3. PAIRS times: read t0, then read until the value differs from t0 (for at most WAIT
      seconds) giving t1. No difference: "not advancing". t1 < t0 more than twice, or the
      last reading not above the first: "backwards" (once or twice is tolerated: a thread
      moved to another core can see one jump, and libcpucycles does not reject for that).
   4. precision = median of the positive t1 - t0, in ticks: the smallest step the counter
      can resolve between two adjacent readings, reading cost included. The median rather
      than the minimum, so that one lucky pair does not decide.
   5. persecond = what setup() declared, else ticks counted over 2 ms of CLOCK_MONOTONIC.
   6. score = precision / persecond in nanoseconds, plus OFFCORE_NS when the counter does not
      count core cycles. The smallest score wins; a tie goes to the earlier counter.
   Why the penalty: an off-core counter (the TSC at its fixed rate, CNTVCT, a clock) turns a
   change of core clock into a change of result, so a true PMU cycle counter should win
   whenever it is nearly as fine. OFFCORE_NS is about 100 cycles of a 4 GHz core: an rdpmc
   or PMCCNTR read (tens of cycles) beats the TSC or CNTVCT, while a core counter read by a
   system call (perf_event read(), hundreds of ns) still loses to them, because its reading
   cost would swamp short timings. It does not reorder off-core counters among themselves. */
#define _POSIX_C_SOURCE 200809L /* sigaction, sigsetjmp under -std=c99 */
#include <signal.h>
#include <setjmp.h>
#include <string.h>
#include "counter.h"

#define PAIRS 63
#define WAIT 0.01
#define OFFCORE_NS 25.0

const char *const cpucycles_status_names[] =
  { "ok", "unavailable", "faulted", "not advancing", "backwards" };

/* The first reading that differs from t0, or t0 after WAIT seconds of equal readings. */
static long long next_reading(long long (*ticks)(void), long long t0)
{
  long long t1;
  double start = 0;
  long i;
  for (i = 1;; i++) {
    t1 = ticks();
    if (t1 != t0) return t1;
    if ((i & 1023) == 0) { /* look at the clock rarely: it slows the loop */
      if (i == 1024) start = cpucycles_seconds();
      else if (cpucycles_seconds() - start > WAIT) return t0;
      if (i > (1L << 26)) return t0; /* in case the clock itself is stuck */
    }
  }
}

static int sample(long long (*ticks)(void), long long *precision)
{
  long long d[PAIRS], first, t0, t1;
  int i, n = 0, back = 0;
  first = ticks();
  for (i = 0; i < PAIRS; i++) {
    t0 = ticks();
    t1 = next_reading(ticks, t0);
    if (t1 == t0) return CPUCYCLES_STUCK;
    if (t1 < t0) back++;
    else d[n++] = t1 - t0;
  }
  if (back > 2 || ticks() <= first) return CPUCYCLES_BACKWARDS;
  *precision = cpucycles_median(d, n);
  return CPUCYCLES_OK;
}

static int probe(struct cpucycles_trial *t, const struct cpucycles_counter *c)
{
  long long r = c->setup ? c->setup() : CPUCYCLES_RATE_UNKNOWN;
  int status;
  if (r == CPUCYCLES_UNAVAILABLE) return CPUCYCLES_NOTHERE;
  status = sample(c->ticks, &t->precision);
  if (status != CPUCYCLES_OK) return status;
  t->declared = r > 0;
  t->persecond = r > 0 ? (double)r : (double)cpucycles_measure_persecond(c->ticks, 0.002, 1);
  if (!(t->persecond > 0)) return CPUCYCLES_STUCK;
  t->score = (double)t->precision * 1e9 / t->persecond + (c->core ? 0 : OFFCORE_NS);
  return CPUCYCLES_OK;
}

static sigjmp_buf jump;
static const int signals[4] = { SIGILL, SIGSEGV, SIGBUS, SIGFPE };

static void fault(int sig)
{
  (void)sig;
  siglongjmp(jump, 1); /* restores the signal mask saved by sigsetjmp(jump, 1) */
}

static int guarded(struct cpucycles_trial *t, const struct cpucycles_counter *c)
{
  if (sigsetjmp(jump, 1)) return CPUCYCLES_FAULTED;
  return probe(t, c);
}

static int try_counter(struct cpucycles_trial *t, const struct cpucycles_counter *c)
{
  struct sigaction sa, old[4];
  int i, status;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = fault;
  sigemptyset(&sa.sa_mask);
  for (i = 0; i < 4; i++) sigaction(signals[i], &sa, &old[i]);
  status = guarded(t, c);
  for (i = 0; i < 4; i++) sigaction(signals[i], &old[i], 0);
  return status;
}

int cpucycles_select(struct cpucycles_trial trials[],
                     const struct cpucycles_counter *const c[], int n)
{
  int i, best = -1;
  for (i = 0; i < n; i++) {
    memset(&trials[i], 0, sizeof trials[i]);
    trials[i].status = try_counter(&trials[i], c[i]);
    if (trials[i].status != CPUCYCLES_OK) continue;
    if (best < 0 || trials[i].score < trials[best].score) best = i;
  }
  return best;
}
