/* cross.c -- tables across machines. Block-cipher style: rows = machines, columns =
 * primitives, each cell the long-message speed as cycles per 16-byte block and MB/s at the
 * machine's clock (counter ticks per second / ticks per byte). KEM style, as libmceliece's
 * speed page: Markdown, muarch x KEM x keypair/enc/dec interquartile means, newest first. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static int year(const struct machine *m) { return m->key[MK_YEAR] ? atoi(m->key[MK_YEAR]) : 0; }

/* newest microarchitecture first; in one year by microarchitecture name (unknown last), so the
 * machines of one microarchitecture stay together (libmceliece's table names each group once)
 * and the order is the seed's (Golden Cove, Zen 3, Cortex-A72, Skylake, Haswell); then by host */
static int newest(const void *a, const void *b)
{
  const struct machine *x = *(struct machine *const *)a, *y = *(struct machine *const *)b;
  const char *ux = x->key[MK_UARCH], *uy = y->key[MK_UARCH];
  int c;
  if (year(x) != year(y)) return year(y) - year(x);
  if (!ux != !uy) return ux ? -1 : 1;
  if (ux && (c = strcmp(ux, uy))) return c;
  return strcmp(x->dir, y->dir);
}

static struct machine **sorted(struct machine **ms, int nm)
{
  struct machine **s = xmalloc((size_t)(nm + 1) * sizeof *s);
  memcpy(s, ms, (size_t)nm * sizeof *s);
  qsort(s, (size_t)nm, sizeof *s, newest);
  return s;
}

static double ticks_per_second(const struct machine *m)
{
  if (m->key[MK_PERSECOND] && atof(m->key[MK_PERSECOND]) > 0) return atof(m->key[MK_PERSECOND]);
  if (m->persecond) return (double)m->persecond;
  if (m->key[MK_MHZ]) return atof(m->key[MK_MHZ]) * 1e6;
  return 0;
}

/* the primitive names of one operation over all machines, sorted, without repeats; under
 * --select, every primitive the selection names, in its order, measured or not (the seed's
 * fixed columns: the 15 AES candidates); *lab: what the column heads say */
static int names(struct machine **ms, int nm, int op, const char ***out, const char ***lab)
{
  int i, j, k, n = 0, cap = 16;
  const char **v, **l;
  if (select_on()) return select_names(op, out, lab);
  v = xmalloc((size_t)cap * sizeof *v);
  for (i = 0; i < nm; ++i)
    for (j = 0; j < ms[i]->nprim; ++j) {
      const struct prim *pr = ms[i]->prims[j];
      if (pr->op != op || !prim_measured(pr)) continue;
      for (k = 0; k < n && strcmp(v[k], pr->name); ++k) ;
      if (k < n) continue;
      if (n == cap) v = xrealloc(v, (size_t)(cap *= 2) * sizeof *v);
      for (k = n++; k > 0 && strcmp(v[k - 1], pr->name) > 0; --k) v[k] = v[k - 1];
      v[k] = pr->name;
    }
  l = xmalloc((size_t)(n + 1) * sizeof *l);
  for (k = 0; k < n; ++k) {
    l[k] = v[k];
    for (i = 0; i < nm; ++i)
      for (j = 0; j < ms[i]->nprim; ++j)
        if (ms[i]->prims[j]->op == op && ms[i]->prims[j]->label && !strcmp(ms[i]->prims[j]->name, v[k]))
          l[k] = ms[i]->prims[j]->label;
  }
  *out = v;
  *lab = l;
  return n;
}

static const struct prim *find(const struct machine *m, int op, const char *name)
{
  int i;
  for (i = 0; i < m->nprim; ++i) if (m->prims[i]->op == op && !strcmp(m->prims[i]->name, name)) return m->prims[i];
  return 0;
}

struct bcell { const struct impl *im; struct qv v; double cy; };   /* cy: cycles/block, -1 */

static struct bcell blockcell(const struct machine *m, int op, const char *name)
{
  const struct prim *pr = find(m, op, name);
  const struct cell *c;
  struct bcell b;
  op_cells(op, &c);                        /* cell 0: long messages; aead: encrypting long+0 */
  b.im = pr ? cell_best(pr, &c[0], &b.v) : 0;
  b.cy = b.im && b.v.q[1] > 0 ? 16 * b.v.q[1] : -1;
  return b;
}

/* the row head: CPU (else microarchitecture, else host) and MHz, the host on hover */
static void machine_cell(FILE *f, const struct machine *m, int op)
{
  const char *name = mval(m, MK_CPU) ? mval(m, MK_CPU) : mval(m, MK_UARCH) ? mval(m, MK_UARCH) : m->dir;
  double tps = ticks_per_second(m);
  fprintf(f, "<tr><th class=\"row\"><a href=\"%s/%s.html\" title=\"", m->dir, op_name(op));
  hputs(f, m->dir);
  if (mval(m, MK_UARCH)) { fputs(", ", f); hputs(f, mval(m, MK_UARCH)); }
  if (mval(m, MK_YEAR)) { fputs(" (", f); hputs(f, mval(m, MK_YEAR)); fputs(")", f); }
  fputs("\">", f);
  hputs(f, name);
  fputs("</a>", f);
  if (tps > 0) fprintf(f, " %.0fMHz", tps / 1e6);
  fputs("</th>", f);
}

/* AES-candidates layout: rows = machines (newest microarchitecture first), columns =
 * primitives; cycles per 16-byte block and MB/s (KB/s below 1 MB/s) at the machine's clock;
 * the row's fastest cell marked, and every cell within 2x of it; provenance and '?' on hover.
 * Whole cycles from 100 up, as the seed prints them (RC6 223, DEAL 2339); two decimals below,
 * where today's CPUs land (0.88 for AES-NI) and a whole number would hide the differences */
static void block_table(FILE *f, struct machine **ms, int nm, int op)
{
  const char **nv, **lab;
  int i, k, n = names(ms, nm, op, &nv, &lab), rows = 0;
  struct bcell *b = xmalloc((size_t)(nm * n + 1) * sizeof *b);
  for (i = 0; i < nm; ++i) for (k = 0; k < n; ++k) rows += (b[i * n + k] = blockcell(ms[i], op, nv[k])).cy > 0;
  if (!rows) { free(nv); free(lab); free(b); return; }
  fprintf(f, "<h2>%s: %s</h2>\n<div class=\"scroll\"><table class=\"cross\">\n<thead><tr><th>machine</th>", op_name(op), op_what(op));
  for (k = 0; k < n; ++k) { fputs("<th>", f); hputs(f, lab[k]); fputs("</th>", f); }
  fputs("</tr></thead>\n<tbody>\n", f);
  for (i = 0; i < nm; ++i) {
    double tps = ticks_per_second(ms[i]), rowbest = -1;
    for (k = 0; k < n; ++k) if (b[i * n + k].cy > 0 && (rowbest < 0 || b[i * n + k].cy < rowbest)) rowbest = b[i * n + k].cy;
    if (rowbest < 0) continue;                /* nothing of this operation on that machine */
    machine_cell(f, ms[i], op);
    for (k = 0; k < n; ++k) {
      const struct bcell *x = &b[i * n + k];
      double c = x->cy, rate = tps > 0 ? tps * 16 / c : 0;
      if (c < 0) { fputs("<td class=\"n\">-</td>", f); continue; }
      fprintf(f, "<td class=\"n%s%s%s\" title=\"", c == rowbest ? " best" : c <= 2 * rowbest ? " near" : "",
              x->v.unstable ? " u" : "", "");
      hputs(f, x->im->name);
      if (x->im->compiler) { fputs(", ", f); hputs(f, ccshow(x->im->compiler)); }
      fprintf(f, "; long messages Q1 %.2f, median %.2f, Q3 %.2f cycles/byte%s\">%.*f%s", x->v.q[0], x->v.q[1], x->v.q[2],
              x->v.unstable ? "; ? unstable" : "", c < 100 ? 2 : 0, c, x->v.unstable ? "?" : "");
      if (rate >= 1e6) fprintf(f, "<br><span class=\"small\">%.0f MB/s</span>", rate / 1e6);
      else if (rate > 0) fprintf(f, "<br><span class=\"small\">%.0f KB/s</span>", rate / 1e3);
      fputs("</td>", f);
    }
    fputs("</tr>\n", f);
  }
  fputs("</tbody>\n</table></div>\n", f);
  free(nv);
  free(lab);
  free(b);
}

static double iqm(const struct prim *pr, int k)
{
  const struct cell *c;
  struct qv v;
  const struct impl *im;
  const struct series *s;
  op_cells(OP_KEM, &c);
  im = cell_best(pr, &c[k], &v);
  s = im ? series_find(im, c[k].ev, -1) : 0;
  return s ? s->st.iqm : -1;
}

/* the group head: μarch (year), else the host; "(host)" added when two machines share one */
static const char *uarch(struct machine **ms, int nm, int i)
{
  const char *u = mval(ms[i], MK_UARCH), *y = mval(ms[i], MK_YEAR);
  char *p;
  size_t k, n;
  int j, dup = 0;
  if (!u) return ms[i]->dir;
  for (j = 0; j < nm; ++j) dup += mval(ms[j], MK_UARCH) && !strcmp(mval(ms[j], MK_UARCH), u);
  n = strlen(u) + strlen(ms[i]->dir) + (y ? strlen(y) : 0) + 8;
  p = zalloc(n);
  for (k = 0; u[k]; ++k) p[k] = u[k] == '|' ? '/' : u[k];   /* keep the table's cells */
  if (y) k += (size_t)snprintf(p + k, n - k, " (%s)", y);
  if (dup > 1) snprintf(p + k, n - k, " (%s)", ms[i]->dir);
  return p;
}

/* libmceliece's speed.md: | μarch (year) | set | keypair | enc | dec |, the μarch once per
 * group, machines newest first, the KEMs in the selection's order (its labels: 348864f) */
static void kem_table(FILE *f, struct machine **ms, int nm, int html)
{
  struct machine **s = sorted(ms, nm);
  int i, j, k, rows = 0;
  if (html) fputs("<table class=\"kem\">\n<thead><tr><th>μarch (year)</th><th>set</th><th>keypair</th>"
                  "<th>enc</th><th>dec</th></tr></thead>\n<tbody>\n", f);
  else fputs("| μarch (year) | set | keypair | enc | dec |\n|---|---|---:|---:|---:|\n", f);
  for (i = 0; i < nm; ++i) {
    int first = 1;
    for (j = 0; j < s[i]->nprim; ++j) {
      const struct prim *pr = s[i]->prims[j];
      const char *u = first ? uarch(s, nm, i) : "", *name = pr->label ? pr->label : pr->name;
      if (pr->op != OP_KEM || !prim_measured(pr)) continue;
      first = 0;
      ++rows;
      if (html) {
        fputs("<tr><td>", f); hputs(f, u); fputs("</td><td>", f); hputs(f, name); fputs("</td>", f);
      } else fprintf(f, "| %s | %s |", u, name);
      for (k = 0; k < 3; ++k) {
        double v = iqm(pr, k);
        if (html) { if (v < 0) fputs("<td class=\"n\">-</td>", f); else fprintf(f, "<td class=\"n\">%.0f</td>", v); }
        else if (v < 0) fputs(" - |", f);
        else fprintf(f, " %.0f |", v);
      }
      fputs(html ? "</tr>\n" : "\n", f);
    }
  }
  if (html) fprintf(f, "%s</tbody>\n</table>\n", rows ? "" : "<tr><td colspan=\"5\" class=\"small\">no KEM measurements</td></tr>\n");
  free(s);
}

void kem_markdown(FILE *f, struct machine **ms, int nm)
{
  kem_table(f, ms, nm, 0);
}

void cross_page(const char *outdir, struct machine **ms, int nm)
{
  char path[4096];
  struct machine **s = sorted(ms, nm);
  FILE *f;
  int op, nkem, nblock = 0;
  const char **nv, **lab;
  snprintf(path, sizeof path, "%s/kem.md", outdir);
  if (!write_open(&f, path)) { kem_markdown(f, ms, nm); fclose(f); }
  snprintf(path, sizeof path, "%s/cross.html", outdir);
  if (!(f = page_open(path, "cyclebench: across machines"))) { free(s); return; }
  fputs("<nav><a href=\"index.html\">all machines</a> &rsaquo; across machines</nav>\n<h1>", f);
  if (select_title) { hputs(f, select_title); fputs(": across machines", f); }   /* the excerpt's title */
  else fputs("Across machines", f);
  fputs("</h1>\n", f);
  for (op = 0; op < OP_KEM && select_on(); ++op) {    /* block tables in the excerpt? */
    nblock += select_names(op, &nv, &lab);
    free(nv);
    free(lab);
  }
  if (!select_on() || nblock)      /* a KEM-only excerpt (Classic McEliece) has no block table */
    fputs("<p class=\"note\">Rows are machines, newest microarchitecture first. Each cell is the median "
          "speed for long messages of the fastest implementation on that machine (aead: encrypting "
          "long+0), as cycles per 16-byte block, and below it MB/s at the machine's clock (counter ticks "
          "per second divided by ticks per byte; KB/s below 1 MB/s). Dark green, bold: the fastest "
          "primitive on each machine; light green: within 2x of it. Hover a figure for its "
          "implementation, compiler and quartiles; <b>?</b> marks an unstable figure. "
          "Rows are headed by CPU (else microarchitecture, else host) and clock.</p>\n", f);
  for (op = 0; op < OP_KEM; ++op) block_table(f, s, nm, op);
  nkem = select_on() ? select_names(OP_KEM, &nv, &lab) : -1;
  if (nkem) {                      /* an excerpt without KEMs (the AES candidates) has no KEM table */
    fputs("<h2>crypto_kem: cycles (interquartile means), as libmceliece's speed table</h2>\n", f);
    kem_table(f, ms, nm, 1);
    fputs("<p>The same as Markdown: <a href=\"kem.md\">kem.md</a></p>\n", f);
  }
  if (nkem >= 0) { free(nv); free(lab); }
  page_close(f);
  free(s);
}
