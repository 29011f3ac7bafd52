/*
 * calibrate.c: the noise guard of measure (DESIGN section 5).
 * Shared machines have slow phases (seen here: everything 1.4-1.8x slower for tens of
 * seconds). A fixed workload is timed before and after each sweep; when the two disagree by
 * more than TOLERANCE the sweep's lines are dropped and it runs again, at most ATTEMPTS times.
 * Every attempt leaves a `calibration BEFORE AFTER STATUS` line, so the data file says so.
 * Public domain (CC0).
 */
#include <stdio.h>
#include "salsa20/core.h"
#include "harness.h"
#include "measure.h"
#include "stq.h"

#define TOLERANCE 0.03
#define ATTEMPTS 3
#define RUNS 21

/* About 30 microseconds of dependent integer work, the same on every call. */
static long long workload(void)
{
  unsigned char block[64] = { 0 };
  long long t0 = cpucycles(), t1;
  int i;
  for (i = 0; i < 128; ++i) salsa20_core(block, block, block + 16, 20);
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

void measure_guarded(void (*sweep)(void *), void *ctx)
{
  int attempt;
  for (attempt = 1; attempt <= ATTEMPTS; ++attempt) {
    long long before = calibration(), after;
    double ratio;
    int steady, last;
    measure_hold();
    sweep(ctx);
    after = calibration();
    ratio = before > 0 ? (double) after / (double) before : 1;
    steady = ratio <= 1 + TOLERANCE && ratio >= 1 - TOLERANCE;
    last = attempt == ATTEMPTS || measure_left() <= 0;
    measure_release(steady || last);
    printf("calibration %lld %lld %s\n", before, after, steady ? "ok" : last ? "noisy" : "repeat");
    fflush(stdout);
    if (steady || last) return;
  }
}
