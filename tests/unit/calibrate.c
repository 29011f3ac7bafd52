/*
 * tests/unit/calibrate.c: the reference file of measure's noise guard (harness/calibrate.c):
 * the reference is the fastest of the newest CALIBRATION_RECENT calibrations in the file (older
 * and faster ones no longer count, so a machine that became slower for good stops waiting),
 * calibration lines of a run are noted and saved after the older ones, the wait is cut short
 * when the last four were all slow, in the first pass only (./do's passes 2 and 3 wait up to
 * a minute), and a missing or garbled file gives no reference. The allowance
 * file of a measure phase lowers the wait, and what a run waited comes off it.
 * Public domain (CC0).
 */
#include <stdio.h>
#include <stdlib.h>
#include "cb.h"
#include "measure.h"

const struct cb_primitive cb_primitive;     /* measure.c refers to it; not used here */

static int failures;

static void expect(const char *what, long long got, long long want)
{
  if (got != want) {
    printf("FAIL calibrate %s: got %lld, expected %lld\n", what, got, want);
    failures++;
  }
}

static long long lines_of(const char *path, long long *first, long long *last)
{
  FILE *f = fopen(path, "r");
  long long c, n = 0;
  if (!f) return -1;
  while (fscanf(f, "%lld", &c) == 1) {
    if (!n) *first = c;
    *last = c;
    ++n;
  }
  fclose(f);
  return n;
}

static long long allowance_left(const char *path)
{
  long long left = -1, last;
  return lines_of(path, &left, &last) == 1 ? left : -1;
}

static void allowance_checks(void)
{
  char path[] = "/tmp/cb-allowance-XXXXXX";
  FILE *f;
  int fd = mkstemp(path);
  if (fd < 0 || !(f = fdopen(fd, "w"))) {
    expect("allowance file made", 0, 1);
    return;
  }
  fputs("6\n", f);
  fclose(f);
  calibration_allowance(path);
  expect("wait lowered to the allowance", measure_wait, 6);
  expect("a child's waited line is not data", calibration_note("waited 4"), 1);
  expect("a calibration line is data", calibration_note("calibration 22395 22396 ok"), 0);
  calibration_spend(path);
  expect("allowance after a run waited 4 s", allowance_left(path), 2);
  measure_wait = 10;
  calibration_allowance(path);
  expect("the next run may wait what is left", measure_wait, 2);
  calibration_note("waited 3");
  calibration_spend(path);
  expect("an allowance does not go below 0", allowance_left(path), 0);
  measure_wait = 10;
  calibration_allowance(path);
  expect("a spent allowance: no waiting", measure_wait, 0);
  remove(path);
  measure_wait = 10;
  calibration_allowance(path);
  expect("no allowance file: the wait as it was", measure_wait, 10);
}

int main(void)
{
  char path[] = "/tmp/cb-calibrate-XXXXXX";
  long long first = 0, last = 0;
  FILE *f;
  int i, fd = mkstemp(path);
  if (fd < 0 || !(f = fdopen(fd, "w"))) return 2;
  /* 8 old fast calibrations, then the newest CALIBRATION_RECENT, from 22400 + R - 1 down to
     22400 */
  for (i = 0; i < 8; ++i) fprintf(f, "%d\n", 20000 + i);
  for (i = 0; i < CALIBRATION_RECENT; ++i) fprintf(f, "%d\n", 22400 + CALIBRATION_RECENT - 1 - i);
  fclose(f);

  calibration_load(path);
  expect("reference: the fastest of the newest CALIBRATION_RECENT", measure_reference, 22400);
  calibration_note("calibration 22390 22395 ok");
  calibration_note("calibration 31000 27000 repeat");
  calibration_note("implementation crypto_hash/x/y -");       /* not a calibration line */
  calibration_save(path);
  expect("lines kept", lines_of(path, &first, &last), CALIBRATION_RECENT);
  expect("oldest kept", first, 22400 + CALIBRATION_RECENT - 3);     /* the two oldest are gone */
  expect("newest", last, 31000);
  calibration_load(path);
  expect("reference after the run", measure_reference, 22390);

  expect("wait after a steady run", measure_wait, 10);
  allowance_checks();
  calibration_load(path);
  f = fopen(path, "a");                      /* four slow ones: a long slow phase */
  fputs("30000\n29000\n31000\n30500\n", f);
  fclose(f);
  calibration_load(path);
  expect("wait in a long slow phase", measure_wait, 2);
  measure_pass = 2;
  calibration_load(path);
  expect("wait in a long slow phase, pass 2", measure_wait, 60);
  measure_pass = 1;

  f = fopen(path, "w");
  fputs("garbage\n", f);
  fclose(f);
  calibration_load(path);
  expect("a garbled file", measure_reference, 0);
  remove(path);
  calibration_load(path);
  expect("no file", measure_reference, 0);
  if (failures) return 1;
  printf("calibrate: reference file kept and read as expected\n");
  return 0;
}
