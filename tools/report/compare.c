/* compare.c -- `cbreport compare [--threshold T] [--only-flagged] [--html OUT] A B`: for every
 * primitive and implementation measured in both files, the ratio B/A of the medians at each
 * table cell, and in words whether the change exceeds the two runs' own spread: the sum of
 * each figure's half interquartile range relative to its median. A change is flagged "slower"
 * or "faster" only beyond that spread and beyond T (0 unless given). "(fastest)" rows compare
 * the fastest implementation of each file. A '?' follows a ratio when either figure is
 * unstable. Two runs of one machine (same host and ABI): B/A is also given at equal machine
 * speed (equal_speed, metric.c), and the verdict is on that figure where both sweeps were
 * calibrated: a machine running slower or faster between the runs is not a change of the code.
 * Text to stdout; the same as a page with --html. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static double thr = 0;
static int only_flagged, same_machine;
static long ncmp, nslow, nfast, nonly;

static const struct prim *find(const struct machine *m, const struct prim *p)
{
  int i;
  for (i = 0; i < m->nprim; ++i) if (m->prims[i]->op == p->op && !strcmp(m->prims[i]->name, p->name)) return m->prims[i];
  return 0;
}

static const struct impl *findimpl(const struct prim *pr, const char *name)
{
  int i;
  for (i = 0; pr && i < pr->nimpl; ++i) if (!strcmp(pr->impls[i]->name, name) && pr->impls[i]->series) return pr->impls[i];
  return 0;
}

static double halfspread(const struct qv *v)      /* half the IQR, relative to the median */
{
  return (v->q[2] - v->q[0]) / (2 * v->q[1]);
}

static void line(FILE *t, FILE *h, const struct prim *pr, const char *impl, const struct cell *c,
                 const struct qv *a, const struct qv *b)
{
  double raw = b->q[1] / a->q[1], eq = same_machine ? equal_speed(a, b) : 0, r = eq > 0 ? eq : raw;
  double change = r >= 1 ? r - 1 : 1 - r, spread = halfspread(a) + halfspread(b);
  int beyond = change > spread && r > 1 + thr ? 's' : change > spread && r < 1 / (1 + thr) ? 'f' : 0;
  int pb = pr->op != OP_KEM, u = a->unstable || b->unstable;
  char words[128], eqs[16];
  ++ncmp;
  nslow += beyond == 's';
  nfast += beyond == 'f';
  if (only_flagged && !beyond) return;
  snprintf(words, sizeof words, "%.1f%% %s%s, %s the %.1f%% run-to-run spread%s", 100 * change, r >= 1 ? "slower" : "faster",
           eq > 0 ? " at equal machine speed" : "", change > spread ? "beyond" : "within", 100 * spread,
           change > spread && !beyond ? " (under --threshold)" : "");
  snprintf(eqs, sizeof eqs, eq > 0 ? "%.3f" : "-", eq);
  fprintf(t, "%-14s %-18s %-16s %-17s %10s %10s %7.3f%s %8s %s\n", op_name(pr->op), pr->name, impl, c->label,
          fmtq(a->q[1], pb), fmtq(b->q[1], pb), raw, u ? "?" : " ", eqs, words);
  if (!h) return;
  fprintf(h, "<tr><td>%s</td><td>%s</td><td>", op_name(pr->op), pr->name);
  hputs(h, impl);
  fprintf(h, "</td><td>%s</td><td class=\"n\">%s</td><td class=\"n\">%s</td><td class=\"n%s\">%.3f%s</td><td class=\"n\">%s</td><td class=\"%s\">%s</td></tr>\n",
          c->label, fmtq(a->q[1], pb), fmtq(b->q[1], pb), beyond == 's' ? " u" : beyond == 'f' ? " best" : "",
          raw, u ? "?" : "", eqs, beyond == 's' ? "fail" : "ok", words);
}

static void prim_cmp(FILE *t, FILE *h, const struct prim *pa, const struct prim *pb)
{
  const struct cell *c;
  struct qv a, b;
  int i, k, n = op_cells(pa->op, &c);
  for (k = 0; k < n; ++k)                           /* the fastest of each file */
    if (cell_best(pa, &c[k], &a) && cell_best(pb, &c[k], &b) && a.q[1] > 0) line(t, h, pa, "(fastest)", &c[k], &a, &b);
  for (i = 0; i < pa->nimpl; ++i) {
    const struct impl *ia = pa->impls[i], *ib = findimpl(pb, ia->name);
    if (!ia->series) continue;
    if (!ib) { ++nonly; fprintf(t, "# only in A: %s %s %s\n", op_name(pa->op), pa->name, ia->name); continue; }
    for (k = 0; k < n; ++k)
      if (cell_eval(ia, &c[k], &a) && cell_eval(ib, &c[k], &b) && a.q[1] > 0) line(t, h, pa, ia->name, &c[k], &a, &b);
  }
  for (i = 0; i < pb->nimpl; ++i)
    if (pb->impls[i]->series && !findimpl(pa, pb->impls[i]->name)) {
      ++nonly;
      fprintf(t, "# only in B: %s %s %s\n", op_name(pb->op), pb->name, pb->impls[i]->name);
    }
}

int compare_main(int argc, char **argv)
{
  const char *html = 0;
  struct machine **ms;
  FILE *h = 0;
  int status = 0, i, k, nfile = 0;
  char *file[2];
  for (k = 0; k < argc; ++k)          /* options before, between or after A and B */
    if (!strcmp(argv[k], "--threshold") && k + 1 < argc) thr = atof(argv[++k]);
    else if (!strcmp(argv[k], "--html") && k + 1 < argc) html = argv[++k];
    else if (!strcmp(argv[k], "--only-flagged")) only_flagged = 1;
    else if ((argv[k][0] == '-' && argv[k][1]) || nfile == 2) nfile = 3;
    else file[nfile++] = argv[k];
  argv = file;
  if (nfile != 2 || thr < 0) {
    fputs("usage: cbreport compare [--threshold T] [--only-flagged] [--html OUT] A B\n", stderr);
    return 100;
  }
  ms = load(2, argv, &status, 0);
  same_machine = ms[0]->host && ms[1]->host && ms[0]->abi && ms[1]->abi &&
                 !strcmp(ms[0]->host, ms[1]->host) && !strcmp(ms[0]->abi, ms[1]->abi);
  if (html && !(h = page_open(html, "cyclebench: comparison"))) return 111;
  printf("# compare A = %s (%s), B = %s (%s)\n# ratio = B/A of medians; flagged beyond the run-to-run spread "
         "(A's and B's half interquartile ranges over their medians, added)", argv[0], ms[0]->dir, argv[1], ms[1]->dir);
  if (thr > 0) printf(" and beyond x%.3f or /%.3f (--threshold %g)", 1 + thr, 1 + thr, thr);
  puts("; ? = a figure is unstable");
  if (same_machine)
    puts("# one machine: eq.speed = B/A at equal machine speed (each median over the ticks of the calibration loop "
         "timed around its sweep), judged where known");
  printf("%-14s %-18s %-16s %-17s %10s %10s %7s %8s\n", "operation", "primitive", "implementation", "table", "A", "B",
         "B/A", "eq.speed");
  if (h) {
    fputs("<h1>Comparison</h1>\n<p>A = <code>", h);
    hputs(h, argv[0]);
    fputs("</code>, B = <code>", h);
    hputs(h, argv[1]);
    fprintf(h, "</code>. Ratio B/A of the medians (cycles per byte; cycles for KEMs); flagged beyond "
               "the run-to-run spread (A's and B's half interquartile ranges over their medians, added)");
    if (thr > 0) fprintf(h, " and beyond x%.3f or /%.3f", 1 + thr, 1 + thr);
    fputs(": slower orange, faster green; ? marks an unstable figure.</p>\n<table>\n<thead><tr><th>operation</th>"
          "<th>primitive</th><th>implementation</th><th>table</th><th>A</th><th>B</th><th>B/A</th><th>at equal machine speed</th><th>change</th></tr>"
          "</thead>\n<tbody>\n", h);
  }
  for (i = 0; i < ms[0]->nprim; ++i) {
    const struct prim *pb = find(ms[1], ms[0]->prims[i]);
    if (pb) prim_cmp(stdout, h, ms[0]->prims[i], pb);
    else if (prim_measured(ms[0]->prims[i])) { ++nonly; printf("# only in A: %s %s\n", op_name(ms[0]->prims[i]->op), ms[0]->prims[i]->name); }
  }
  for (i = 0; i < ms[1]->nprim; ++i)
    if (!find(ms[0], ms[1]->prims[i]) && prim_measured(ms[1]->prims[i])) {
      ++nonly;
      printf("# only in B: %s %s\n", op_name(ms[1]->prims[i]->op), ms[1]->prims[i]->name);
    }
  printf("# %ld figures compared: %ld slower, %ld faster beyond the spread and threshold; %ld items in only one file\n",
         ncmp, nslow, nfast, nonly);
  if (h) {
    fprintf(h, "</tbody>\n</table>\n<p>%ld figures compared: %ld slower, %ld faster beyond the threshold; "
               "%ld items in only one file (see the text output).</p>\n", ncmp, nslow, nfast, nonly);
    page_close(h);
  }
  return status;
}
