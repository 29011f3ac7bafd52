/* optable.c -- one machine's page per operation: the eBACS tables (Q1, median, Q3, primitive;
 * rows sorted by median; T:, T!!!, ? marks), and the same tables as text for tests. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

struct row { const struct prim *pr; struct impl *im; struct qv v; int t; };   /* t: the T: row */

static int bymedian(const void *a, const void *b)
{
  const struct row *x = a, *y = b;
  if (x->v.q[1] != y->v.q[1]) return x->v.q[1] < y->v.q[1] ? -1 : 1;
  return strcmp(x->pr->name, y->pr->name);
}

/* eBACS's rows per primitive: "T:" the fastest implementation that passes TIMECOP, and the
 * fastest of all where that is another (so faster) one; each with its own quartiles */
static int rows(const struct machine *m, int op, const struct cell *c, struct row *out)
{
  int i, n = 0;
  struct qv v;
  for (i = 0; i < m->nprim; ++i) {
    const struct prim *pr = m->prims[i];
    struct impl *t, *b;
    if (pr->op != op) continue;
    if ((t = cell_best_timecop(pr, c, &v))) { out[n].pr = pr; out[n].im = t; out[n].v = v; out[n++].t = 1; }
    if ((b = cell_best(pr, c, &v)) && b != t) { out[n].pr = pr; out[n].im = b; out[n].v = v; out[n++].t = 0; }
  }
  qsort(out, (size_t)n, sizeof *out, bymedian);
  return n;
}

static const char *mark(const struct row *r)
{
  return r->t ? "T:" : tmark(r->im);
}

static void html_table(FILE *f, const struct machine *m, int op, const struct cell *c, struct row *r)
{
  int i, j, n = rows(m, op, c, r);
  fputs("<table>\n<caption>", f);
  hputs(f, c->title);
  fputs("</caption>\n<thead><tr><th>Q1</th><th>median</th><th>Q3</th><th>primitive</th></tr></thead>\n<tbody>\n", f);
  for (i = 0; i < n; ++i) {
    const char *t = mark(&r[i]);
    fputs("<tr>", f);
    for (j = 0; j < 3; ++j)
      fprintf(f, "<td class=\"n%s\">%s%s</td>", r[i].v.unstable ? " u" : "", fmtq(r[i].v.q[j], op != OP_KEM),
              qmark(&r[i].v));
    fputs("<td>", f);
    if (*t) fprintf(f, "<span class=\"t\">%s</span>", t);     /* eBACS: T:romulusn */
    fprintf(f, "<a href=\"%s/%s.html\" title=\"implementation ", op_name(op), r[i].pr->name);
    hputs(f, r[i].im->name);
    if (r[i].im->compiler) { fputs(", compiled with ", f); hputs(f, ccshow(r[i].im->compiler)); }
    fprintf(f, "\">%s</a></td></tr>\n", r[i].pr->name);   /* as eBACS: the implementation on hover */
  }
  if (!n) fputs("<tr><td colspan=\"4\" class=\"small\">no measurements</td></tr>\n", f);
  fputs("</tbody>\n</table>\n", f);
}

static void kem_sizes(FILE *f, const struct machine *m)
{
  int i;
  fputs("<table>\n<caption>Sizes in bytes</caption>\n<thead><tr><th>public key</th><th>secret key</th>"
        "<th>ciphertext</th><th>session key</th><th>primitive</th></tr></thead>\n<tbody>\n", f);
  for (i = 0; i < m->nprim; ++i) {
    const struct prim *pr = m->prims[i];
    const struct impl *im = pr->op == OP_KEM ? prim_fastest(pr) : 0;
    int k, sz[4] = { SZ_PK, SZ_SK, SZ_CT, SZ_OUTPUT };
    if (!im) continue;
    fputs("<tr>", f);
    for (k = 0; k < 4; ++k)
      if (im->size[sz[k]] >= 0) fprintf(f, "<td class=\"n\">%lld</td>", im->size[sz[k]]);
      else fputs("<td class=\"n\">-</td>", f);
    fprintf(f, "<td><a href=\"crypto_kem/%s.html\">%s</a></td></tr>\n", pr->name, pr->name);
  }
  fputs("</tbody>\n</table>\n", f);
}

static void intro(FILE *f, int op)
{
  fprintf(f, "<p class=\"note\">Each table lists the primitives measured on this machine, sorted by "
    "median. The three figures are the first quartile, the median and the third quartile of the "
    "stabilized quartiles (StQ) of all timings of the fastest implementation of the primitive at "
    "that %s, in %s. As on eBACS, a primitive has up to two rows: <span class=\"t\">T:</span> "
    "its fastest implementation that passes TIMECOP (no secret-dependent branches or table "
    "indices found), and, where another one is faster, the fastest of all; "
    "<span class=\"t\">T!!!</span> means a row's implementation claims constant time "
    "and failed TIMECOP. A <b>?</b> after the figures means they are unstable: the "
    "interquartile range is more than %.0f%% of the median, or the harness found the machine "
    "slower or unsteady around those timings. A <b>~</b> means the median is within a few "
    "steps of the cycle counter's precision (its smallest difference): the counter's resolution "
    "is a large part of it. Hover a name to see which "
    "implementation and compiler the row uses; follow it for every implementation.</p>\n",
    op == OP_KEM ? "operation" : "length", op == OP_KEM ? "cycles" : "cycles per byte",
    spread_limit * 100);
}

void op_page(const char *outdir, const struct machine *m, int op)
{
  char path[4096], title[256];
  const struct cell *c;
  struct row *r = xmalloc((size_t)(2 * m->nprim + 1) * sizeof *r);
  int i, n = op_cells(op, &c);
  FILE *f;
  snprintf(path, sizeof path, "%s/%s/%s.html", outdir, m->dir, op_name(op));
  snprintf(title, sizeof title, "%s: %s", m->dir, op_what(op));
  if (!(f = page_open(path, title))) { free(r); return; }
  fprintf(f, "<nav><a href=\"../index.html\">all machines</a> &rsaquo; <a href=\"index.html\">%s</a>"
             " &rsaquo; %s</nav>\n<h1>", m->dir, op_name(op));
  if (select_title) { hputs(f, select_title); fputs(": ", f); }
  fprintf(f, "%s on %s</h1>\n<p class=\"machine\">", op_name(op), m->dir);
  machine_line(f, m, op_what(op));
  fprintf(f, "</p>\n<p>Page version: %lld</p>\n", m->maxdate);
  intro(f, op);
  if (op != OP_KEM) { fputs("<p>Graphs: (bytes,cycles) ", f); op_graphs(outdir, m, op, f); fputs("</p>\n", f); }
  machine_details(f, m);
  for (i = 0; i < n; ++i) {
    if (op == OP_AEAD && i % 3 == 0)    /* by length, as eBAEAD: encrypt, decrypt, forgery */
      fprintf(f, "%s<h2>%s bytes (message+associated data)</h2>\n<div class=\"grid\">\n", i ? "</div>\n" : "",
              c[i].label + 4);
    else if (i == 0) fputs("<div class=\"grid\">\n", f);
    html_table(f, m, op, &c[i], r);
  }
  if (op == OP_KEM) kem_sizes(f, m);
  fputs("</div>\n<h2>All primitives</h2>\n<ul class=\"cols\">\n", f);
  for (i = 0; i < m->nprim; ++i)
    if (m->prims[i]->op == op)
      fprintf(f, "<li><a href=\"%s/%s.html\">%s</a>%s</li>\n", op_name(op), m->prims[i]->name,
              m->prims[i]->name, prim_measured(m->prims[i]) ? "" : " <span class=\"small\">(not measured)</span>");
  fputs("</ul>\n", f);
  page_close(f);
  free(r);
}

void op_text(FILE *f, const struct machine *m, int op)
{
  const struct cell *c;
  struct row *r = xmalloc((size_t)(2 * m->nprim + 1) * sizeof *r);
  int i, j, k, n = op_cells(op, &c);
  fprintf(f, "== %s %s ==\n", m->dir, op_name(op));
  for (i = 0; i < n; ++i) {
    int nr = rows(m, op, &c[i], r);
    fprintf(f, "-- %s\n", c[i].title);
    for (j = 0; j < nr; ++j) {
      const char *t = mark(&r[j]);
      for (k = 0; k < 3; ++k) fprintf(f, "%s%s ", fmtq(r[j].v.q[k], op != OP_KEM), qmark(&r[j].v));
      fprintf(f, "%s%s%s %s\n", t, *t ? " " : "", r[j].pr->name, r[j].im->name);
    }
  }
  free(r);
}
