/* stq.c -- the quartiles of every series: SUPERCOP's stabilized quartiles (StQ) as measure
 * computes them, with the one definition in measure/stq.c, and the interquartile mean, the
 * mean of positions [2n,6n) of the same 8-fold repeated samples. Also: the series of an
 * implementation by event and length. */
#include <stdlib.h>
#include <string.h>
#include "report.h"
#include "stq.h"

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

/* the quartiles of the sorted samples v[0..n) */
static void series_stats(const long long *v, long n, struct stats *st)
{
  st->n = n;
  if (n <= 0) { st->q1 = st->q2 = st->q3 = st->iqm = 0; return; }
  st->q1 = stq_span(v, n, 3 * n);
  st->q2 = stq_span(v, 3 * n, 5 * n);
  st->q3 = stq_span(v, 5 * n, 7 * n);
  st->iqm = stq_span(v, 2 * n, 6 * n);
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
        series_stats(s->v, s->n, &s->st);
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
