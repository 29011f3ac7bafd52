/*
 * stq.c: stabilized quartiles, see stq.h. One definition for the harness (measure) and the
 * report tool (tools/report), so a table shows what measure computed.
 * In the sorted 8n-element array each sample occupies 8 consecutive positions, so position p
 * holds the (p/8)-th smallest sample: no need to build the array.
 * Public domain (CC0).
 */
#include <stdlib.h>
#include <string.h>
#include "stq.h"

static int compare(const void *a, const void *b)
{
  long long x = *(const long long *) a, y = *(const long long *) b;
  return (x > y) - (x < y);
}

double stq_span(const long long *sorted, long long from, long long to)
{
  double sum = 0;
  long long i;
  for (i = from / 8; i * 8 < to; ++i) {
    long long lo = i * 8 > from ? i * 8 : from, hi = i * 8 + 8 < to ? i * 8 + 8 : to;
    sum += (double) sorted[i] * (double) (hi - lo);
  }
  return sum / (double) (to - from);
}

void stq(double q[3], const long long *x, long long n)
{
  long long *s = malloc(sizeof *s * (size_t) n);
  int i;
  if (!s) {                     /* cannot sort: fall back to the single first sample */
    q[0] = q[1] = q[2] = (double) x[0];
    return;
  }
  memcpy(s, x, sizeof *s * (size_t) n);
  qsort(s, (size_t) n, sizeof *s, compare);
  for (i = 0; i < 3; ++i) q[i] = stq_span(s, (2 * i + 1) * n, (2 * i + 3) * n);
  free(s);
}

long long stq2(const long long *x, long long n)
{
  double q[3];
  long long r;
  if (n <= 0) return 0;
  stq(q, x, n);
  r = (long long) q[1];
  if ((double) r < q[1] - 0.5) r += 1;
  if ((double) r > q[1] + 0.5) r -= 1;
  return r;
}
