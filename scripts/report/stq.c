/* stq.c -- SUPERCOP's stabilized quartiles (StQ), as measure/stq.c computes them: repeat each
 * of the n samples 8 times, sort the 8n values, Q1/Q2/Q3 = means of positions [n,3n),
 * [3n,5n), [5n,7n); the interquartile mean is the mean of [2n,6n). Repeating 8 times makes
 * every boundary an integer, so the sorted n samples suffice: position p holds sample p/8. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static int cmp(const void *a, const void *b)
{
  long long x = *(const long long *)a, y = *(const long long *)b;
  return x < y ? -1 : x > y;
}

static void sort(long long *v, long n)
{
  long i, j;
  if (n > 24) { qsort(v, (size_t)n, sizeof *v, cmp); return; }
  for (i = 1; i < n; ++i) {            /* insertion sort: most series hold a few dozen samples */
    long long x = v[i];
    for (j = i; j > 0 && v[j - 1] > x; --j) v[j] = v[j - 1];
    v[j] = x;
  }
}

/* mean of positions [a,b) of the 8-fold repeated sorted array */
static double span(const long long *v, long a, long b)
{
  long i;
  double sum = 0;
  for (i = a / 8; i * 8 < b; ++i) {
    long lo = i * 8 > a ? i * 8 : a, hi = i * 8 + 8 < b ? i * 8 + 8 : b;
    sum += (double)v[i] * (double)(hi - lo);
  }
  return sum / (double)(b - a);
}

void stq(const long long *v, long n, struct stats *st)
{
  st->n = n;
  if (n <= 0) { st->q1 = st->q2 = st->q3 = st->iqm = 0; return; }
  st->q1 = span(v, n, 3 * n);
  st->q2 = span(v, 3 * n, 5 * n);
  st->q3 = span(v, 5 * n, 7 * n);
  st->iqm = span(v, 2 * n, 6 * n);
}

static int byname(const void *a, const void *b)
{
  const struct prim *x = *(struct prim *const *)a, *y = *(struct prim *const *)b;
  return x->op != y->op ? x->op - y->op : strcmp(x->name, y->name);
}

static int implname(const void *a, const void *b)
{
  return strcmp((*(struct impl *const *)a)->name, (*(struct impl *const *)b)->name);
}

/* After reading: quartiles of every series; primitives and implementations in name order. */
void machine_stats(struct machine *m)
{
  int i, j;
  struct series *s;
  if (m->nprim) qsort(m->prims, (size_t)m->nprim, sizeof *m->prims, byname);
  for (i = 0; i < m->nprim; ++i) {
    struct prim *pr = m->prims[i];
    if (pr->nimpl) qsort(pr->impls, (size_t)pr->nimpl, sizeof *pr->impls, implname);
    for (j = 0; j < pr->nimpl; ++j)
      for (s = pr->impls[j]->series; s; s = s->next) {
        sort(s->v, s->n);
        stq(s->v, s->n, &s->st);
      }
  }
}

const struct series *series_find(const struct impl *im, int ev, long long len)
{
  char key[32];
  void **v;
  key[0] = 'v';
  memcpy(key + 1, &im, sizeof im);
  memcpy(key + 1 + sizeof im, &ev, sizeof ev);
  memcpy(key + 1 + sizeof im + sizeof ev, &len, sizeof len);
  v = map_get(key, 1 + sizeof im + sizeof ev + sizeof len, 0);
  return v ? *v : 0;
}
