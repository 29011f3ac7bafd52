/* agree.c -- `cbreport agree [--limit P] A B`: do two runs of one machine agree? For each
 * primitive, its fastest implementation in A (the summary's) and the same implementation in B:
 * the medians for long messages and at 1536 bytes (aead: encrypting long+long and 1536+1536;
 * kem: enc and dec), and B/A; then, per run, the table cells marked '?' (unstable: a wide
 * spread or a slow or noisy sweep) and '~' (timer floor) over every implementation, and the
 * implementations still disturbed. Exit status 1 when a ratio is off by more than P percent
 * (default 2) or a figure of A is missing from B; a file that cannot be read gives no verdict. The issue-15 check: two consecutive ./do --remeasure runs (scripts/runs-agree). */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static void count(const struct machine *m, long *cells, long *unstable, long *floor, long *disturbed)
{
  const struct cell *c;
  struct qv v;
  char why[64];
  int i, j, k, n;
  *cells = *unstable = *floor = *disturbed = 0;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j) {
      const struct impl *im = m->prims[i]->impls[j];
      for (n = op_cells(m->prims[i]->op, &c), k = 0; k < n; ++k)
        if (cell_eval(im, &c[k], &v)) { ++*cells; *unstable += v.unstable; *floor += v.floor; }
      *disturbed += impl_disturbed(im, why) != 0;
    }
}

static double far(double r)           /* how far a ratio is from 1, either way */
{
  return r >= 1 ? r : 1 / r;
}

static int raw_only;                  /* --raw: judge the raw medians, not at equal speed */

/* Within the limit? (both ways) */
static int beyond(double r, double limit)
{
  return r > 1 + limit || r < 1 / (1 + limit);
}

/* One primitive: its fastest implementation in A, the same in B. worst[0] the raw ratio
   farthest from 1, worst[1] the one at equal machine speed; nraw counts raw ratios beyond. */
static int row(const struct prim *pa, const struct machine *b, double limit, double worst[2], int *nraw)
{
  const struct cell *h[3];
  const struct impl *ia = prim_fastest(pa), *ib = 0;
  struct qv x, y;
  int i, k, off = 0;
  if (!ia) return 0;
  for (i = 0; i < b->nprim && !ib; ++i)
    if (b->prims[i]->op == pa->op && !strcmp(b->prims[i]->name, pa->name))
      for (k = 0; k < b->prims[i]->nimpl; ++k)
        if (!strcmp(b->prims[i]->impls[k]->name, ia->name)) ib = b->prims[i]->impls[k];
  headline_cells(pa->op, h);
  printf("%-14s %-20s %-18s", op_name(pa->op), pa->name, ia->name);
  for (k = 2; k >= 1; --k) {
    double r, eq;
    if (!cell_eval(ia, h[k], &x) || x.q[1] <= 0) {
      printf(" %10s %10s %7s %7s", "-", "-", "-", "-");
      continue;
    }
    if (!ib || !cell_eval(ib, h[k], &y)) {      /* measured in A, not in B: they do not agree */
      printf(" %9.3f%s %10s %7s %7s", x.q[1], qmark(&x)[0] ? "?" : " ", "missing", "-", "-");
      off = 1;
      continue;
    }
    r = y.q[1] / x.q[1];
    eq = equal_speed(&x, &y);
    printf(" %9.3f%s %9.3f%s %7.3f", x.q[1], qmark(&x)[0] ? "?" : " ", y.q[1], qmark(&y)[0] ? "?" : " ", r);
    if (eq > 0) printf(" %7.3f", eq);
    else printf(" %7s", "-");
    *nraw += beyond(r, limit);
    if (beyond(raw_only || !(eq > 0) ? r : eq, limit)) off = 1;
    if (far(r) > far(worst[0])) worst[0] = r;
    if (eq > 0 && far(eq) > far(worst[1])) worst[1] = eq;
  }
  printf("%s\n", off ? "  off" : "");
  return off;
}

int agree_main(int argc, char **argv)
{
  struct machine **ms;
  double limit = 0.02, worst[2] = { 1, 1 };
  long n[2][4];
  int status = 0, i, off = 0, rows = 0, nraw = 0;
  for (; argc > 2 && argv[0][0] == '-'; --argc, ++argv)
    if (!strcmp(argv[0], "--raw")) raw_only = 1;
    else if (!strcmp(argv[0], "--limit") && argc > 3) { limit = atof(argv[1]) / 100; --argc; ++argv; }
    else break;
  if (argc != 2 || !(limit > 0)) {
    fputs("usage: cbreport agree [--limit PERCENT] [--raw] A B\n", stderr);
    return 100;
  }
  ms = load(2, argv, &status, 0);
  for (i = 0; i < 2; ++i)
    if (ms[i]->unreadable) return 2;      /* load said which file: no verdict without it */
  printf("# A = %s, B = %s\n# each primitive's fastest implementation in A; medians (cycles/byte; kem: cycles), "
         "? = unstable;\n# eq.speed = B/A at equal machine speed (each median over the ticks of the calibration "
         "loop timed around its sweep);\n# off = %s beyond %.1f%%\n", argv[0], argv[1],
         raw_only ? "B/A" : "eq.speed (B/A where not known)", 100 * limit);
  printf("%-14s %-20s %-18s %10s %10s %7s %7s %10s %10s %7s %7s\n", "operation", "primitive", "implementation",
         "long A", "long B", "B/A", "eq.speed", "1536 A", "1536 B", "B/A", "eq.speed");
  for (i = 0; i < ms[0]->nprim; ++i)
    if (prim_fastest(ms[0]->prims[i])) { off += row(ms[0]->prims[i], ms[1], limit, worst, &nraw); ++rows; }
  count(ms[0], &n[0][0], &n[0][1], &n[0][2], &n[0][3]);
  count(ms[1], &n[1][0], &n[1][1], &n[1][2], &n[1][3]);
  printf("# %d primitives, %d off (beyond %.1f%%%s); raw medians: %d cells beyond, the worst ratio %.3f; "
         "at equal machine speed the worst %.3f\n", rows, off, 100 * limit, raw_only ? ", raw" : " at equal speed",
         nraw, worst[0], worst[1]);
  for (i = 0; i < 2; ++i)
    printf("# %s: %ld table cells, %ld flagged ? (unstable), %ld at the timer floor ~, "
           "%ld implementations still disturbed\n", i ? "B" : "A", n[i][0], n[i][1], n[i][2], n[i][3]);
  return status ? status : off ? 1 : 0;
}
