/* stq.c -- the quartiles of every series: SUPERCOP's stabilized quartiles (StQ) as measure
 * computes them, with the one definition in harness/stq.c, and the interquartile mean, the
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

/* sample j of s */
long long series_at(const struct series *s, long j)
{
  return s->wide ? ((const long long *)s->v)[j] : ((const unsigned *)s->v)[j];
}

/* appends x[0..n) (each in 0..2^53) to s: 4 bytes a sample while all fit in 32 bits (cycles
 * of one call mostly do), 8 once one does not */
void series_add(struct series *s, const long long *x, long n)
{
  long j, oldcap = s->cap;
  for (j = 0; j < n && !s->wide; ++j)
    if (x[j] > 0xffffffffLL) {
      long long *w = xmalloc((size_t)(s->cap > 1 ? s->cap : 1) * sizeof *w);
      long i;
      for (i = 0; i < s->n; ++i) w[i] = ((unsigned *)s->v)[i];
      free(s->v);
      s->v = w;
      s->wide = 1;
    }
  if (s->n + n > s->cap) {
    s->cap += s->cap / 2;             /* a series is one or a few lines: grow by little */
    if (s->cap < s->n + n) s->cap = s->n + n;
  }
  if (s->cap != oldcap || !s->v)
    s->v = xrealloc(s->v, (size_t)s->cap * (s->wide ? sizeof(long long) : sizeof(unsigned)));
  for (j = 0; j < n; ++j)
    if (s->wide) ((long long *)s->v)[s->n + j] = x[j];
    else ((unsigned *)s->v)[s->n + j] = (unsigned)x[j];
  s->n += n;
}

/* the quartiles of the samples of s, sorted in scratch space */
static void stats_of(const struct series *s, struct stats *st)
{
  long j;
  if (s->n > nscratch) scratch = xrealloc(scratch, (size_t)(nscratch = s->n) * sizeof *scratch);
  for (j = 0; j < s->n; ++j) scratch[j] = series_at(s, j);
  sort(scratch, s->n);
  series_stats(scratch, s->n, st);
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
    for (j = 0; j < n; ++j) scratch[j] = series_at(hi, j) - series_at(lo, j);
  else {
    for (j = 0; j < hi->n; ++j) scratch[j] = series_at(hi, j) - (long long)(lo->st.q2 + 0.5);
    for (j = 0; j < lo->n; ++j) scratch[hi->n + j] = (long long)(hi->st.q2 + 0.5) - series_at(lo, j);
  }
  sort(scratch, n);
  series_stats(scratch, n, h->slope);
  h->slopelo = lo;
  return h->slope;
}

static int bydouble(const void *a, const void *b)
{
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* The machine's usual spread: the median (Q3-Q1)/Q2 over the series of every table cell, every
   pass, leaving out those a calibration marked and those at the timer floor. */
static void usual_spread(struct machine *m)
{
  double *r = 0;
  long n = 0, cap = 0;
  int i, j, k, nc;
  const struct cell *c;
  const struct series *s;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (nc = op_cells(m->prims[i]->op, &c), k = 0; k < 2 * nc; ++k) {
        long long len = k % 2 ? c[k / 2].lo : c[k / 2].hi;
        s = series_find(m->prims[i]->impls[j], c[k / 2].ev, len);
        if (!s && c[k / 2].ev == EV_XOR) s = series_find(m->prims[i]->impls[j], EV_CYCLES, len);
        if (k % 2 && len < -1) s = 0;                         /* the cell has no lo length */
        for (; s; s = s->earlier) {
          if (s->unsteady || s->floor || s->st.q2 <= 0) continue;
          if (n == cap) r = xrealloc(r, (size_t)(cap = cap ? 2 * cap : 64) * sizeof *r);
          r[n++] = (s->st.q3 - s->st.q1) / s->st.q2;
        }
      }
  if (n) qsort(r, (size_t)n, sizeof *r, bydouble);
  m->usual_spread = n ? r[n / 2] : 0;
  free(r);
}

/* Of the passes of a series (./do's second pass), the newest clean one goes in front; when
   none is clean, the newest that no calibration marked; when a calibration marked every one,
   the one measured while the machine ran fastest (the fewest calibration ticks around its
   sweep: a slow but steady first pass beats a noisy second one), else the newest. Only the
   measurements move: the links (im, ev, len, next, earlier) stay where they are. */
static void choose_pass(const struct machine *m, struct series *s)
{
  struct series *e, *pick = 0, front;
  char why[64];
  for (e = s; e && !pick; e = e->earlier)
    if (!series_disturbed(m, e, why)) pick = e;
  for (e = s; e && !pick; e = e->earlier)
    if (!e->unsteady) pick = e;
  if (!pick) {
    int timed = 1;
    for (e = s; e; e = e->earlier) timed &= e->cal > 0;
    for (e = s; timed && e; e = e->earlier)
      if (!pick || e->cal < pick->cal) pick = e;
  }
  if (!pick || pick == s) return;
  front = *s;
#define SWAP(field) (s->field = pick->field, pick->field = front.field)
  SWAP(v); SWAP(wide); SWAP(n); SWAP(cap); SWAP(block); SWAP(compiler); SWAP(sweep); SWAP(unsteady); SWAP(cal);
  SWAP(floor); SWAP(pass); SWAP(st);
#undef SWAP
  s->slopelo = 0;                     /* a slope cached for the old front is stale */
}

/* After reading: quartiles of every series (and of its earlier passes), the machine's usual
   spread, the pass each series shows; primitives and implementations in name order. */
void machine_stats(struct machine *m)
{
  int i, j;
  struct series *s, *e;
  if (m->nprim) qsort(m->prims, (size_t)m->nprim, sizeof *m->prims, byname);
  for (i = 0; i < m->nprim; ++i) {
    struct prim *pr = m->prims[i];
    if (pr->nimpl) qsort(pr->impls, (size_t)pr->nimpl, sizeof *pr->impls, implname);
    for (j = 0; j < pr->nimpl; ++j)
      for (s = pr->impls[j]->series; s; s = s->next)
        for (e = s; e; e = e->earlier) stats_of(e, &e->st);
  }
  usual_spread(m);
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (s = m->prims[i]->impls[j]->series; s; s = s->next)
        if (s->earlier) choose_pass(m, s);
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
