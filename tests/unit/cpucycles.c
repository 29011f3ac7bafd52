/* tests/unit/cpucycles.c: unit test of cpucycles' selection and statistics.
   Feeds cpucycles_select() fake counters whose fate is known (one raising SIGILL, one
   faulting in setup, one refused by setup, one that never advances, one running backwards,
   a coarse one, a fine one, a fine off-core one) and checks which are dropped and which is
   chosen; then checks that the real selection gives a counter that advances, and the
   median, interquartile mean and 32-bit widening on known inputs.
   Exit 0 on success; otherwise a message for each failure and exit 1.
   Public domain (CC0).
   20261129: first version. */
#include <signal.h>
#include <stdio.h>
#include "cpucycles.h"
#include "counter.h"

static int failures;

static void check(int ok, const char *what)
{
  if (ok) return;
  printf("FAIL: %s\n", what);
  failures++;
}

/* Every fake declares 1e9 ticks per second, so precisions compare as nanoseconds. */
static long long rate(void) { return 1000000000LL; }
static long long refuse(void) { return CPUCYCLES_UNAVAILABLE; }
static long long segv(void) { raise(SIGSEGV); return 1; }
static long long ill(void) { raise(SIGILL); return 0; }
static long long stuck(void) { return 42; }
static long long back_t = 1LL << 40;
static long long backwards(void) { return back_t--; }
static long long coarse_t, fine_t, offcore_t;
static long long coarse(void) { return coarse_t += 1000; }
static long long fine(void) { return fine_t += 1; }
static long long fine_offcore(void) { return offcore_t += 1; }

static const struct cpucycles_counter
  f_ill = { "fake-sigill", ill, rate, 1 },
  f_segv = { "fake-setup-sigsegv", fine, segv, 1 },
  f_refuse = { "fake-unavailable", fine, refuse, 1 },
  f_stuck = { "fake-stuck", stuck, rate, 1 },
  f_back = { "fake-backwards", backwards, rate, 1 },
  f_coarse = { "fake-coarse", coarse, rate, 1 },
  f_offcore = { "fake-fine-offcore", fine_offcore, rate, 0 },
  f_fine = { "fake-fine", fine, rate, 1 };

/* The off-core one comes first: only the penalty, not the order, can make fake-fine win. */
static const struct cpucycles_counter *const fakes[] =
  { &f_ill, &f_segv, &f_refuse, &f_stuck, &f_back, &f_coarse, &f_offcore, &f_fine };
static const int expect[] = { CPUCYCLES_FAULTED, CPUCYCLES_FAULTED, CPUCYCLES_NOTHERE,
  CPUCYCLES_STUCK, CPUCYCLES_BACKWARDS, CPUCYCLES_OK, CPUCYCLES_OK, CPUCYCLES_OK };

static void test_fakes(void)
{
  struct cpucycles_trial t[8];
  char what[128];
  int i, best = cpucycles_select(t, fakes, 8);
  for (i = 0; i < 8; i++) {
    snprintf(what, sizeof what, "%s: status %s, expected %s", fakes[i]->name,
             cpucycles_status_names[t[i].status], cpucycles_status_names[expect[i]]);
    check(t[i].status == expect[i], what);
  }
  check(t[5].precision == 1000, "fake-coarse: precision 1000");
  check(t[6].precision == 1 && t[7].precision == 1, "fake-fine*: precision 1");
  check(t[7].declared && t[7].persecond == 1e9, "fake-fine: declared persecond kept");
  check(best == 7, "fake-fine chosen");
  check(t[6].score > t[7].score, "off-core penalised");
  check(cpucycles_select(t, fakes, 5) == -1, "nothing chosen when nothing works");
}

static void test_real(void)
{
  long long t0, t1;
  int i;
  const char *name = cpucycles_implementation();
  check(name != 0 && name[0] != 0, "a counter is chosen");
  check(cpucycles_trials()[cpucycles_chosen()].status == CPUCYCLES_OK, "chosen counter works");
  t0 = cpucycles();
  for (i = 0; i < 1000000; i++) { t1 = cpucycles(); if (t1 - t0 > 1000) break; }
  check(t1 > t0, "cpucycles() advances");
  check(cpucycles_persecond() > 0, "cpucycles_persecond() positive");
  printf("real counter: %s, %lld ticks per second\n", name, cpucycles_persecond());
}

static void test_stats(void)
{
  long long a[8] = { 8, 1, 7, 2, 6, 3, 5, 4 };
  long long b[8] = { 1000, 1, 7, 3, 6, 4, 5, -1000 };
  long long c[5] = { 5, 1, 4, 2, 3 };
  long long d[1] = { 9 };
  struct cpucycles_wide w = { 0, 0 };
  check(cpucycles_iqm(a, 8) == 4.5, "iqm of 1..8 is 4.5");
  check(cpucycles_iqm(b, 8) == 4.5, "iqm ignores the outer quarters");
  check(cpucycles_iqm(c, 5) == 3, "iqm of 1..5 is 3 (positions 1..3)");
  check(cpucycles_iqm(d, 1) == 9 && cpucycles_iqm(d, 0) == 0, "iqm of 1 and 0 values");
  check(cpucycles_median(c, 5) == 3, "median of 1..5 is 3");
  check(cpucycles_widen(&w, 0xfffffff0u) == 0xfffffff0LL, "widen: before the wrap");
  check(cpucycles_widen(&w, 0x10u) == 0x100000010LL, "widen: after the wrap");
}

int main(void)
{
  test_fakes();
  test_real();
  test_stats();
  if (failures) printf("%d failures\n", failures);
  else printf("cpucycles unit test: ok\n");
  return failures != 0;
}
