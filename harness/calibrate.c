/*
 * calibrate.c: the noise guard of measure (doc/design.md section 5).
 * Shared machines have slow phases (seen here: everything 1.4-1.8x slower for tens of
 * seconds). A fixed workload is timed before and after each sweep; when the two disagree by
 * more than TOLERANCE the sweep's lines are dropped and it runs again, at most ATTEMPTS times.
 * That alone misses a slow phase that lasts the whole sweep (before and after agree, both
 * slow), so the workload is also compared with this machine's reference: the fastest of its
 * last RECENT calibrations, which the harness keeps in a file (--reference, read and written by the
 * parent: the measuring child may not open files). While the machine is more than SLOWER
 * slower than that, the sweep waits, a second at a time, WAIT_SECONDS in all per run of the harness
 * (a fifth of that when the last four calibrations were all slow: a long slow phase, in the
 * first pass; WAIT_AGAIN_SECONDS in ./do's passes 2 and 3, which are there to wait it out), and
 * no more than what is left of the phase's allowance (--wait-left: ./do shares one among the
 * runs of its measure phase, so a long slow phase cannot make a run of hundreds of
 * implementations wait ten seconds each).
 * This host's states: a fast one, as sharp as a counter step (0.1%); a steady one 1.2-1.4%
 * slower and a jittery one 4-9% slower, each lasting minutes. SLOWER (1%) lies between the
 * first two: with 1.5%, two consecutive `./do --remeasure crypto_hash` runs, one in the fast
 * state and one 1.4% slower, both called ok, disagreed by up to 2.3%; with 1%, the next pair
 * agreed within 1.5% in every cell (3% let through pairs 3% apart). The memory is long (RECENT)
 * for the same reason: with the last 32 calibrations as the reference, a run measured in a
 * slower state took it as its reference, called itself ok, and disagreed by 3-4% with a run in
 * the fast state.
 * Every attempt leaves a `calibration BEFORE AFTER STATUS` line, so the data file says so:
 * STATUS ok, repeat, noisy (the last attempt still disagreed) or slow (the machine stayed
 * slower than its reference).
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "dataline.h"
#include "frozen-salsa20.h"
#include "harness.h"
#include "measure.h"
#include "stq.h"

#define TOLERANCE 0.03
#define SLOWER 0.010      /* slower than the reference by more than this: a slow phase */
#define ATTEMPTS 3
#define RUNS 21
#define RECENT CALIBRATION_RECENT  /* about ten runs of every hash: the fast state remembered */
#define WAIT_SECONDS 10
#define WAIT_AGAIN_SECONDS 60   /* the same in ./do's passes 2 and 3 (see calibration_load) */
#define NOTED 512          /* calibrations one run may note (a 30 s budget makes about 100) */

long long measure_reference;
int measure_wait = WAIT_SECONDS;

/* About 30 microseconds of dependent integer work, the same on every call. */
static long long workload(void)
{
  unsigned char block[64] = { 0 };
  long long t0 = cpucycles(), t1;
  int i;
  for (i = 0; i < 128; ++i) frozen_salsa20(block, block, block + 16);
  t1 = cpucycles();
  if (block[0] == 0 && block[1] == 0 && block[2] == 0 && block[3] == 0) t1 += 1; /* keep it */
  return t1 - t0;
}

static long long calibration(void)
{
  long long t[RUNS];
  int i;
  workload();
  for (i = 0; i < RUNS; ++i) t[i] = workload();
  return stq2(t, RUNS);
}

/* For the tests of ./do's second pass (tests/run): CYCLEBENCH_TEST_DISTURB lists the passes
   ("1", "1 2 3") whose every sweep counts as noisy, kept as measured without a repeat;
   CYCLEBENCH_TEST_SLOW those whose every calibration counts as slow. */
static int pass_listed(const char *variable)
{
  const char *s = getenv(variable);
  char *end;
  while (s && *s) {
    long pass = strtol(s, &end, 10);
    if (end == s) return 0;
    if (pass == measure_pass) return 1;
    s = end + strspn(end, " ,");
  }
  return 0;
}

static int slow(long long c)
{
  if (pass_listed("CYCLEBENCH_TEST_SLOW")) return 1;
  return measure_reference > 0 && (double) c > (1 + SLOWER) * (double) measure_reference;
}

/* The calibration before a sweep, after waiting out a slow phase (within the wait budget;
   the waiting does not count against the measurement budget). */
static long long calibration_when_fast(void)
{
  static int waited;
  int before = waited;
  long long c = calibration();
  while (slow(c) && waited < measure_wait) {
    sleep(1);
    measure_pause(1);
    waited += 1;
    c = calibration();
  }
  if (waited > before)             /* for the parent's allowance (calibration_note) */
    dataline_waited(stdout, 0, waited - before);
  return c;
}

void measure_guarded(void (*sweep)(void *), void *ctx)
{
  int attempt, forced = pass_listed("CYCLEBENCH_TEST_DISTURB");
  for (attempt = 1; attempt <= ATTEMPTS; ++attempt) {
    long long before = calibration_when_fast(), after;
    double ratio;
    int steady, last;
    measure_hold();
    sweep(ctx);
    after = calibration();
    ratio = before > 0 ? (double) after / (double) before : 1;
    steady = ratio <= 1 + TOLERANCE && ratio >= 1 - TOLERANCE && !forced;
    last = attempt == ATTEMPTS || measure_left() <= 0 || forced;
    measure_release(steady || last);
    dataline_calibration(stdout, 0, before, after,
                         !steady ? (last ? "noisy" : "repeat") : slow(before) ? "slow" : "ok");
    if (steady || last) return;
  }
}

/* --- the reference file: one calibration a line, the newest last --- */

static long long recent[RECENT + NOTED];
static int nrecent;

void calibration_load(const char *path)
{
  FILE *f = fopen(path, "r");
  long long c;
  int i;
  nrecent = 0;
  measure_reference = 0;
  measure_wait = measure_pass > 1 ? WAIT_AGAIN_SECONDS : WAIT_SECONDS;
  if (!f) return;
  while (fscanf(f, "%lld", &c) == 1) {
    if (nrecent == RECENT) {                 /* keep the newest RECENT */
      for (i = 1; i < RECENT; ++i) recent[i - 1] = recent[i];
      --nrecent;
    }
    if (c > 0) recent[nrecent++] = c;
  }
  fclose(f);
  for (i = 0; i < nrecent; ++i)
    if (!measure_reference || recent[i] < measure_reference) measure_reference = recent[i];
  /* the last runs all found the machine slow: a long slow phase, not worth the whole wait
     again in the first pass (the reference moves up once it fills the last RECENT
     calibrations). The passes that measure again are the ones to wait it out in: there a
     run waits up to WAIT_AGAIN_SECONDS, within the allowance, which ./do splits so that half
     of it is left for waiting. */
  if (measure_pass > 1) return;
  for (i = nrecent - 1; i >= 0 && i >= nrecent - 4 && slow(recent[i]); --i) {}
  if (nrecent >= 4 && i < nrecent - 4) measure_wait = WAIT_SECONDS / 5;
}

static int waited_in_child;

int calibration_note(const char *line)
{
  struct dataline L;
  long long before;
  if (!dataline_split_event(&L, line, line + strlen(line))) return 0;
  if (dataline_is(&L, DL_EVENT, "waited") && L.n > DL_WAITED_SECONDS) {
    waited_in_child += atoi(L.f[DL_WAITED_SECONDS]);
    return 1;
  }
  if (dataline_is(&L, DL_EVENT, "calibration") && L.n > DL_CAL_AFTER &&
      nrecent < (int) (sizeof recent / sizeof recent[0]) &&
      (before = atoll(L.f[DL_CAL_BEFORE])) > 0)
    recent[nrecent++] = before;
  return 0;
}

void calibration_save(const char *path)
{
  FILE *f = fopen(path, "w");
  int i;
  if (!f) return;
  for (i = nrecent > RECENT ? nrecent - RECENT : 0; i < nrecent; ++i) fprintf(f, "%lld\n", recent[i]);
  fclose(f);
}

/* --- the allowance file: the seconds of waiting left to the runs of one measure phase --- */

void calibration_allowance(const char *path)
{
  FILE *f = fopen(path, "r");
  int left;
  if (!f) return;
  if (fscanf(f, "%d", &left) == 1 && left < measure_wait) measure_wait = left > 0 ? left : 0;
  fclose(f);
}

void calibration_spend(const char *path)
{
  FILE *f = fopen(path, "r");
  int left;
  if (!f) return;
  if (fscanf(f, "%d", &left) != 1) left = 0;
  fclose(f);
  left -= waited_in_child;
  waited_in_child = 0;
  if ((f = fopen(path, "w"))) {
    fprintf(f, "%d\n", left > 0 ? left : 0);
    fclose(f);
  }
}
