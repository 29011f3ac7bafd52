/* summary.c -- the few lines `./do` ends with: per primitive the fastest implementation, its
 * compiler and TUNE cycles and its speed at 64 and 1536 bytes and for long messages (aead:
 * encryption 64+64, 1536+1536, long+long; kem: keypair, enc, dec cycles); then each failure
 * and skipped implementation, one line per implementation and reason, except compile failures
 * of implementations that pass with another compiler line: those are counted per line; and the
 * trywarning lines of implementations that pass. */
#include <string.h>
#include "report.h"

static const char *heads[NOPS][3] = { { "64", "1536", "long" }, { "64", "1536", "long" },
                                      { "64+64", "1536+1536", "long+long" }, { "keypair", "enc", "dec" } };

static int nfloor;                    /* figures marked ~ (at the timer floor) */

static void op_summary(FILE *f, const struct machine *m, int op)
{
  const struct cell *h[3];
  char fig[32];
  int i, k, any = 0;
  headline_cells(op, h);
  for (i = 0; i < m->nprim; ++i) {
    const struct prim *pr = m->prims[i];
    const struct impl *im = pr->op == op ? prim_fastest(pr) : 0;
    const struct item *it;
    int ok = 0, bad = 0, j;
    if (pr->op != op) continue;
    if (!any++)
      fprintf(f, "%s (%s)\n  %-20s %-16s %9s %9s %9s %9s  %s\n", op_name(op), op == OP_KEM ? "cycles" : "cycles/byte",
              "primitive", "implementation", "TUNE", heads[op][0], heads[op][1], heads[op][2], "compiler");
    if (!im) {
      for (j = 0; j < pr->nimpl; ++j)
        for (it = pr->impls[j]->items; it; it = it->next) { ok += item_passed(it); bad += it->status >= ST_FAILS && it->status != ST_SKIPPED; }
      fprintf(f, "  %-20s not measured (%d passed, %d failed)\n", pr->name, ok, bad);
      continue;
    }
    it = item_of(im, im->compiler);
    fprintf(f, "  %-20s %-16s ", pr->name, im->name);
    if (it && it->tune >= 0) fprintf(f, "%9lld", it->tune); else fprintf(f, "%9s", "-");
    for (k = 0; k < 3; ++k) {
      struct qv v;
      if (cell_eval(im, h[k], &v)) {
        snprintf(fig, sizeof fig, "%s%s", fmtq(v.q[1], op != OP_KEM), v.floor ? "~" : "");
        fprintf(f, " %9s", fig);
        nfloor += v.floor;
      }
      else fprintf(f, " %9s", "-");
    }
    fprintf(f, "  %s\n", im->compiler ? ccshow(im->compiler) : "?");
  }
}

static int passes(const struct impl *im)
{
  const struct item *it;
  for (it = im->items; it; it = it->next)
    if (item_passed(it)) return 1;
  return 0;
}

/* A compile failure of an implementation that passes with another compiler line is the line's
   matter (clang's -mcpu=native enables no instruction set on amd64): not a failure line of its
   own, but counted per compiler line by narrow_lines. */
static int narrow(const struct item *it)
{
  return it->status == ST_NOBUILD && passes(it->im);
}

/* " [gcc -O3; clang -O3]" or " [5 compilers]": the items from it on that match key */
static void compilers(FILE *f, const struct item *it, int (*match)(const struct item *, const void *),
                      const void *key)
{
  const struct item *jt;
  int cnt = 0, first = 1;
  for (jt = it; jt; jt = jt->next) cnt += match(jt, key);
  if (cnt > 2) { fprintf(f, " [%d compilers]\n", cnt); return; }
  fputs(" [", f);
  for (jt = it; jt; jt = jt->next)
    if (match(jt, key)) {
      fprintf(f, "%s%s", first ? "" : "; ", ccshow(jt->compiler));
      first = 0;
    }
  fputs("]\n", f);
}

static int same_problem(const struct item *jt, const void *it)
{
  return jt->status == ((const struct item *) it)->status && !strcmp(jt->reason, ((const struct item *) it)->reason);
}

static int has_warning(const struct item *it, const void *text)
{
  const struct warning *w;
  if (!item_passed(it)) return 0;
  for (w = it->warnings; w; w = w->next) if (!strcmp(w->text, text)) return 1;
  return 0;
}

/* one line per primitive, implementation and reason; the compilers named when few */
static int problems(FILE *f, const struct machine *m, int skipped)
{
  int i, j, n = 0;
  const struct item *it, *jt;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (it = m->prims[i]->impls[j]->items; it; it = it->next) {
        if (skipped ? it->status != ST_SKIPPED : it->status < ST_FAILS || it->status == ST_SKIPPED || narrow(it)) continue;
        for (jt = m->prims[i]->impls[j]->items; jt != it && !same_problem(jt, it); jt = jt->next) ;
        if (jt != it) continue;                        /* already printed with an earlier compiler */
        if (!n++) fprintf(f, "%s:\n", skipped ? "skipped" : "failures");
        fprintf(f, "  %s %s %s: %s%s%s", op_name(m->prims[i]->op), m->prims[i]->name, m->prims[i]->impls[j]->name,
                skipped ? "" : status_word(it->status), skipped ? "" : ": ", it->reason);
        compilers(f, it, same_problem, it);
      }
  return n;
}

/* the trywarning lines of implementations that pass try, one line per reason */
static void warnings(FILE *f, const struct machine *m)
{
  int i, j, n = 0;
  const struct item *it, *jt;
  const struct warning *w;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (it = m->prims[i]->impls[j]->items; it; it = it->next)
        for (w = item_passed(it) ? it->warnings : 0; w; w = w->next) {
          for (jt = m->prims[i]->impls[j]->items; jt != it && !has_warning(jt, w->text); jt = jt->next) ;
          if (jt != it) continue;
          if (!n++) fputs("warnings (checks of our own beyond SUPERCOP's; these pass try):\n", f);
          fprintf(f, "  %s %s %s: %s", op_name(m->prims[i]->op), m->prims[i]->name,
                  m->prims[i]->impls[j]->name, w->text);
          compilers(f, it, has_warning, w->text);
        }
}

/* per compiler line, the implementations it did not compile that pass with another line */
static void narrow_lines(FILE *f, const struct machine *m)
{
  const char *done[64];
  int ndone = 0, d, i, j;
  const struct item *it, *jt;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (it = m->prims[i]->impls[j]->items; it; it = it->next) {
        int n = 0, i2, j2;
        if (!narrow(it)) continue;
        for (d = 0; d < ndone && strcmp(done[d], it->compiler); ++d) {}
        if (d < ndone || ndone == 64) continue;
        done[ndone++] = it->compiler;
        if (ndone == 1) fputs("did not compile with one compiler line, but pass with another:\n", f);
        fprintf(f, "  %s:", ccshow(it->compiler));
        for (i2 = i; i2 < m->nprim; ++i2)
          for (j2 = i2 == i ? j : 0; j2 < m->prims[i2]->nimpl; ++j2)
            for (jt = m->prims[i2]->impls[j2]->items; jt; jt = jt->next)
              if (narrow(jt) && !strcmp(jt->compiler, it->compiler) && ++n <= 3)
                fprintf(f, "%s %s/%s", n > 1 ? "," : "", m->prims[i2]->name, m->prims[i2]->impls[j2]->name);
        fprintf(f, n > 3 ? " and %d more\n" : "\n", n - 3);
      }
}

/* implementations with a figure still disturbed (a slow or noisy sweep, a wide spread) in
   the pass the reports show, after ./do's second pass */
static void unsteady(FILE *f, const struct machine *m)
{
  int i, j, n = 0;
  char why[64];
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j) {
      const struct impl *im = m->prims[i]->impls[j];
      if (!impl_disturbed(im, why)) continue;
      if (!n++)                     /* what measures again: ./do's, or SUPERCOP's own run */
        fputs(m->cyclebench ? "figures still disturbed by a slow or unsteady machine (./do --remeasure ... "
                              "measures again):\n"
                            : "figures still disturbed by a slow or unsteady machine (SUPERCOP data: its "
                              "./do-part OPERATION PRIMITIVE measures again, into a new bench/HOST/data; "
                              "scripts/pages OUTDIR THIS NEW shows the new figures):\n", f);
      fprintf(f, "  %s %s %s: %s", op_name(m->prims[i]->op), m->prims[i]->name, im->name, why);
      if (m->cyclebench)            /* SUPERCOP has no noise guard: no sweeps to count */
        fprintf(f, " (%ld slow, %ld noisy sweeps in %d pass%s)", im->nslow, im->nnoisy, im->passes,
                im->passes > 1 ? "es" : "");
      fputc('\n', f);
    }
}

/* `cbreport disturbed DATA`: the implementations ./do's second pass measures again, one a line
   (why on stderr); first each primitive's fastest (the summary's), which a short allowance
   should not leave out, then the others */
int disturbed_main(int argc, char **argv)
{
  struct machine **ms;
  int status = 0, i, j, fastest;
  char why[64];
  if (argc != 1) {
    fputs("usage: cbreport disturbed DATA\n", stderr);
    return 100;
  }
  ms = load(1, argv, &status, 0);
  for (fastest = 1; fastest >= 0; --fastest)
    for (i = 0; i < ms[0]->nprim; ++i)
      for (j = 0; j < ms[0]->prims[i]->nimpl; ++j) {
        const struct impl *im = ms[0]->prims[i]->impls[j];
        if ((im == prim_fastest(ms[0]->prims[i])) != fastest || !impl_disturbed(im, why)) continue;
        printf("%s\n", im->dir);
        fprintf(stderr, "disturbed: %s: %s\n", im->dir, why);
      }
  return status;
}

static int same_timecop(const struct item *jt, const void *it)
{
  return jt->timecop == ((const struct item *) it)->timecop;
}

/* TIMECOP: a claim of constant time that failed (T!!!), and where TIMECOP could not run
 * (valgrind lacks the instructions: SHA-NI, VAES...) so the claim is unchecked */
static int timecop(FILE *f, const struct machine *m)
{
  int i, j, n = 0;
  const struct item *it, *jt;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j) {
      const struct impl *im = m->prims[i]->impls[j];
      for (it = im->items; it; it = it->next) {
        if (!(it->timecop == TC_ERROR || (it->timecop == TC_FAIL && im->security == SEC_CONST))) continue;
        for (jt = im->items; jt != it && jt->timecop != it->timecop; jt = jt->next) ;
        if (jt != it) continue;
        if (!n++) fputs("TIMECOP:\n", f);
        fprintf(f, "  %s %s %s: %s", op_name(m->prims[i]->op), m->prims[i]->name, im->name,
                it->timecop == TC_FAIL ? "T!!! claims constant time, TIMECOP failed"
                                       : "TIMECOP could not run it (timecop_error), constant time unchecked");
        compilers(f, it, same_timecop, it);
      }
    }
  return n;
}

static int same_measurefail(const struct item *jt, const void *it)
{
  return jt->measurefail && !strcmp(jt->measurefail, ((const struct item *) it)->measurefail);
}

/* measurefails lines: try passed, the measurement did not finish (a time-out, a crash) */
static int measurefails(FILE *f, const struct machine *m)
{
  int i, j, n = 0;
  const struct item *it, *jt;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (it = m->prims[i]->impls[j]->items; it; it = it->next) {
        if (!it->measurefail) continue;
        for (jt = m->prims[i]->impls[j]->items; jt != it && !same_measurefail(jt, it); jt = jt->next) ;
        if (jt != it) continue;
        if (!n++) fputs("measurement failed (try passed):\n", f);
        fprintf(f, "  %s %s %s: %s", op_name(m->prims[i]->op), m->prims[i]->name,
                m->prims[i]->impls[j]->name, it->measurefail);
        compilers(f, it, same_measurefail, it);
      }
  return n;
}

void summary(FILE *f, const struct machine *m)
{
  int op, nf;
  fputs("cyclebench summary: ", f);
  machine_line(f, m, "cryptographic primitives");
  fprintf(f, "\ndata: %s (%ld lines, newest run %lld)\n", m->path, m->nlines, m->maxdate);
  nfloor = 0;
  for (op = 0; op < NOPS; ++op) op_summary(f, m, op);
  if (nfloor)
    fputs("  ~ within 10 steps of the counter's precision: the counter's resolution is a large part of it\n", f);
  nf = problems(f, m, 0);
  nf += timecop(f, m);
  nf += measurefails(f, m);
  if (!nf) fputs("failures: none\n", f);
  warnings(f, m);
  narrow_lines(f, m);
  problems(f, m, 1);
  unsteady(f, m);
  if (m->nbad) fprintf(f, "%ld malformed lines skipped (warnings on stderr)\n", m->nbad);
  if (!m->nprim && !m->unreadable) fputs("no hash, stream, aead or kem data in this file\n", f);
}
