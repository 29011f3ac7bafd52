/*
 * measure.c: the core of the timing program (see measure.h).
 * Output lines are SUPERCOP's (measure-anything.c): `event len median` followed by every
 * sample as a signed difference from the median, the median being StQ's second quartile;
 * dataline.c writes them (without the prefix: the parent adds it).
 * Public domain (CC0).
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream, clock_gettime under -std=c99 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cb.h"
#include "dataline.h"
#include "harness.h"
#include "measure.h"
#include "stq.h"

double measure_budget = 30;
const char *measure_compiler = "-";
int measure_pass = 1;
long long measure_precision;

static double started = -1;

static double seconds(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec + 1e-9 * (double) t.tv_nsec;
}

double measure_left(void)
{
  if (started < 0) started = seconds();
  return measure_budget - (seconds() - started);
}

void measure_pause(double seconds_not_counted)
{
  if (started < 0) started = seconds();
  started += seconds_not_counted;
}

double measure_persecond(void)
{
  return (double) cpucycles_persecond();
}

/* --- output: straight to stdout, or into memory while a guarded sweep runs --- */

static char *held;
static size_t heldlen;
static FILE *holder;              /* the memory stream while holding, else 0 */

/* the stream the lines go to (dataline.h writes them; the parent adds the prefix) */
static FILE *out(void)
{
  return holder ? holder : stdout;
}

/* While holding, lines collect in memory; release() prints or drops them. Without memory to
   hold them, the lines go straight through. */
void measure_hold(void)
{
  if (!holder) holder = open_memstream(&held, &heldlen);
}

void measure_release(int keep)
{
  if (holder) {
    fclose(holder);
    holder = 0;
    if (keep) fwrite(held, 1, heldlen, stdout);
    free(held);
    held = 0;
  }
  fflush(stdout);
}

void measure_header(void)
{
  const struct cb_primitive *p = &cb_primitive;
  int i;
  dataline_implementation(out(), 0, p->implementation, p->version);
  if (measure_pass > 1) dataline_number(out(), 0, "pass", measure_pass);
  for (i = 0; p->op->sizenames[i]; ++i) dataline_number(out(), 0, p->op->sizenames[i], p->size[i]);
  dataline_number(out(), 0, "cpucycles_persecond", cpucycles_persecond());
  dataline_word(out(), 0, "cpucycles_implementation", cpucycles_implementation());
  dataline_compiler(out(), 0, measure_compiler, p->compiler_version);
}

void measure_entry(const char *event, long long len, const long long *t, long long n)
{
  long long median;
  if (n <= 0) return;
  median = stq2(t, n);
  dataline_cycles(out(), 0, event, len, median, t, n);
  if (measure_precision > 0 && median < TIMER_FLOOR_STEPS * measure_precision)
    dataline_floor(out(), 0, event, len, measure_precision);
}

void measure_series(const char *event, long long len, long long n, measure_fn *fn)
{
  long long *t = malloc(sizeof *t * (size_t) (n > 0 ? n : 1));
  long long i;
  if (!t) return;
  fn(len);                        /* warm up caches and branch predictors */
  for (i = 0; i < n; ++i) t[i] = fn(len);
  measure_entry(event, len, t, n);
  free(t);
}

long long measure_probe(measure_fn *fn, long long len)
{
  long long t[5];
  int i;
  fn(len);
  for (i = 0; i < 5; ++i) t[i] = fn(len);
  return stq2(t, 5);
}

long long measure_fit(double seconds, double ticks, long long lo, long long hi)
{
  double n = seconds * measure_persecond() / (ticks > 1 ? ticks : 1);
  if (n < (double) lo) return lo;
  if (n > (double) hi) return hi;
  return (long long) n;
}
