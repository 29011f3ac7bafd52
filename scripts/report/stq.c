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

static long long *scratch;
static long nscratch;

/* the quartiles of v[0..n) in any order, sorted in scratch space */
static void stats_of(const long long *v, long n, struct stats *st)
{
  if (n > nscratch) scratch = xrealloc(scratch, (size_t)(nscratch = n) * sizeof *scratch);
  memcpy(scratch, v, (size_t)n * sizeof *v);
  sort(scratch, n);
  series_stats(scratch, n, st);
}

/* The quartiles of the per-sample differences hi - lo (doc/reports.md, long messages). With
 * as many samples at both lengths, sample j minus sample j: measure and SUPERCOP time every
 * length in turn within a loop, so the j-th samples come from the same pass. Otherwise every
 * sample of each length against the other length's median. Differencing each quartile on its
 * own can put Q1 above Q2; the quartiles of differences cannot. Cached per pair. */
const struct stats *series_slope(const struct series *hi, const struct series *lo)
{
  struct series *h = (struct series *)hi;
  long j, n = hi->n == lo->n ? hi->n : hi->n + lo->n;
  if (h->slopelo == lo) return h->slope;
  if (!h->slope) h->slope = xmalloc(sizeof *h->slope);
  if (n > nscratch) scratch = xrealloc(scratch, (size_t)(nscratch = n) * sizeof *scratch);
  if (hi->n == lo->n)
    for (j = 0; j < n; ++j) scratch[j] = hi->v[j] - lo->v[j];
  else {
    for (j = 0; j < hi->n; ++j) scratch[j] = hi->v[j] - (long long)(lo->st.q2 + 0.5);
    for (j = 0; j < lo->n; ++j) scratch[hi->n + j] = (long long)(hi->st.q2 + 0.5) - lo->v[j];
  }
  sort(scratch, n);
  series_stats(scratch, n, h->slope);
  h->slopelo = lo;
  return h->slope;
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
      for (s = pr->impls[j]->series; s; s = s->next) stats_of(s->v, s->n, &s->st);
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
