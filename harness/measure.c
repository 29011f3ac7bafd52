/*
 * measure.c: the core of the timing program (see measure.h).
 * Output lines are SUPERCOP's (measure-anything.c): `event len median` followed by every
 * sample as a signed difference from the median, the median being StQ's second quartile.
 * Public domain (CC0).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cb.h"
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

/* --- output: straight to stdout, or into a buffer while a guarded sweep runs --- */

static char *held;
static size_t heldlen, heldcap;
static int holding;

/* While holding, lines collect in memory; release() prints or drops them. */
void measure_hold(void)
{
  holding = 1;
  heldlen = 0;
}

void measure_release(int keep)
{
  holding = 0;
  if (keep) fwrite(held, 1, heldlen, stdout);
  heldlen = 0;
  fflush(stdout);
}

static void emit(const char *s, size_t len)
{
  if (!holding) {
    fwrite(s, 1, len, stdout);
    return;
  }
  if (heldlen + len > heldcap) {
    size_t cap = 2 * (heldcap + len);
    char *p = realloc(held, cap);
    if (!p) {                    /* no memory to hold: let the lines through */
      fwrite(s, 1, len, stdout);
      return;
    }
    held = p;
    heldcap = cap;
  }
  memcpy(held + heldlen, s, len);
  heldlen += len;
}

static void line(const char *format, ...)
{
  char buf[512];
  va_list ap;
  int n;
  va_start(ap, format);
  n = vsnprintf(buf, sizeof buf, format, ap);
  va_end(ap);
  if (n < 0) return;
  if ((size_t) n >= sizeof buf) n = sizeof buf - 1;
  emit(buf, (size_t) n);
  if (!holding) fflush(stdout);
}

static void word(char *s)         /* SUPERCOP's printword: no spaces inside a field */
{
  for (; *s; ++s)
    if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') *s = '_';
}

void measure_header(void)
{
  const struct cb_primitive *p = &cb_primitive;
  char version[256];
  int i;
  snprintf(version, sizeof version, "%s", p->version && *p->version ? p->version : "-");
  word(version);
  line("implementation %s %s\n", p->implementation, version);
  if (measure_pass > 1) line("pass %d\n", measure_pass);
  for (i = 0; p->op->sizenames[i]; ++i) line("%s %lld\n", p->op->sizenames[i], p->size[i]);
  line("cpucycles_persecond %lld\n", cpucycles_persecond());
  line("cpucycles_implementation %s\n", cpucycles_implementation());
  snprintf(version, sizeof version, "%s", p->compiler_version);
  word(version);
  line("compiler %s %s\n", measure_compiler, version);
}

void measure_entry(const char *event, long long len, const long long *t, long long n)
{
  char buf[32];
  long long median, i;
  if (n <= 0) return;
  median = stq2(t, n);
  if (len < 0) snprintf(buf, sizeof buf, "-");
  else snprintf(buf, sizeof buf, "%lld", len);
  if (n == 1) line("%s %s %lld\n", event, buf, median);
  else {
    /* one write per line: at most 21 characters per sample */
    size_t cap = 64 + strlen(event) + 22 * (size_t) n, used;
    char *s = malloc(cap);
    if (!s) return;
    used = (size_t) snprintf(s, cap, "%s %s %lld ", event, buf, median);
    for (i = 0; i < n; ++i)
      used += (size_t) snprintf(s + used, cap - used, "%+lld", t[i] - median);
    s[used++] = '\n';
    emit(s, used);
    if (!holding) fflush(stdout);
    free(s);
  }
  if (measure_precision > 0 && median < TIMER_FLOOR_STEPS * measure_precision)
    line("timer_floor %s %s %lld\n", event, buf, measure_precision);
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
