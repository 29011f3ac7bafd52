/* cpucycles/stats.c: median and interquartile mean of tick counts.
   The interquartile mean (the mean of the middle half after sorting) is how libmceliece and
   SUPERCOP summarise noisy cycle counts: outliers from interrupts fall in the outer quarters.
   Public domain (CC0).
   20261129: first version. */
#include <stdlib.h>
#include "counter.h"

static int compare(const void *a, const void *b)
{
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

/* Upper median for even n; 0 for n = 0. */
long long cpucycles_median(long long v[], int n)
{
  if (n <= 0) return 0;
  qsort(v, (size_t)n, sizeof v[0], compare);
  return v[n / 2];
}

/* Mean of sorted positions [n/4, n - n/4): the middle half, rounded outwards when n is
   not a multiple of 4; 0 for n = 0. */
double cpucycles_iqm(long long v[], int n)
{
  int i, lo = n / 4, hi = n - n / 4;
  double sum = 0;
  if (n <= 0) return 0;
  qsort(v, (size_t)n, sizeof v[0], compare);
  for (i = lo; i < hi; i++) sum += (double)v[i];
  return sum / (hi - lo);
}
