/* primpage.c -- one primitive on one machine: its measured implementations at every table
 * cell (fastest marked), its graphs, and every implementation x compiler that was tried:
 * TUNE cycles, result and reason, TIMECOP, object sizes, compiler messages, winners. */
#include <string.h>
#include "report.h"

static const char *sizenames[NSIZES] = { "output", "key", "nonce", "nsec", "npub", "abytes",
                                         "public key", "secret key", "ciphertext" };

static void measured(FILE *f, const struct prim *pr)
{
  const struct cell *c;
  int i, k, n = op_cells(pr->op, &c);
  struct impl *best[16];
  struct qv v;
  for (k = 0; k < n; ++k) best[k] = cell_best(pr, &c[k], &v);
  fputs("<h2>Measured implementations</h2>\n<div class=\"scroll\"><table>\n<thead><tr><th>implementation</th>"
        "<th>compiler</th>", f);
  for (k = 0; k < n; ++k) { fputs("<th>", f); hputs(f, c[k].label); fputs("</th>", f); }
  fputs("</tr></thead>\n<tbody>\n", f);
  for (i = 0; i < pr->nimpl; ++i) {
    const struct impl *im = pr->impls[i];
    const char *t = tmark(im);
    if (!im->series) continue;
    fprintf(f, "<tr><td id=\"m-%d\">%s%s%s", i, *t ? "<span class=\"t\">" : "", t, *t ? "</span> " : "");
    hputs(f, im->name);
    if (strcmp(im->version, "-")) { fputs(" <span class=\"small\">", f); hputs(f, im->version); fputs("</span>", f); }
    if (im->nnoisy || im->nrepeat || im->nslow)
      fprintf(f, "<br><span class=\"small\">calibration: %ld repeated, %ld noisy, %ld slow sweeps</span>",
              im->nrepeat, im->nnoisy, im->nslow);
    fputs("</td><td><code>", f);
    hputs(f, im->compiler ? ccshow(im->compiler) : "?");
    fputs("</code></td>", f);
    for (k = 0; k < n; ++k) {
      if (!cell_eval(im, &c[k], &v)) { fputs("<td class=\"n\">-</td>", f); continue; }
      fprintf(f, "<td class=\"n%s%s\" title=\"Q1 %s, median %s, Q3 %s\">%s%s</td>", v.unstable ? " u" : "",
              best[k] == im ? " best" : "", fmtq(v.q[0], pr->op != OP_KEM), fmtq(v.q[1], pr->op != OP_KEM),
              fmtq(v.q[2], pr->op != OP_KEM), fmtq(v.q[1], pr->op != OP_KEM), qmark(&v));
    }
    fputs("</tr>\n", f);
  }
  fprintf(f, "</tbody>\n</table></div>\n<p class=\"small\">Medians in %s; hover for the quartiles. "
          "Green: the fastest implementation at that column, the one the machine's tables use.</p>\n",
          pr->op == OP_KEM ? "cycles" : "cycles per byte");
}

static void objsizes(FILE *f, const struct item *it)
{
  const struct objsize *o;
  long long t = 0, d = 0, b = 0;
  if (!it->objs) { fputs("<td class=\"n\">-</td>", f); return; }
  for (o = it->objs; o; o = o->next) { t += o->text; d += o->data; b += o->bss; }
  fputs("<td class=\"n\" title=\"", f);
  for (o = it->objs; o; o = o->next) {
    hputs(f, o->file);
    fprintf(f, ": %lld/%lld/%lld%s", o->text, o->data, o->bss, o->next ? "; " : "");
  }
  fprintf(f, "\">%lld/%lld/%lld</td>", t, d, b);
}

static void tried(FILE *f, const struct prim *pr)
{
  const struct item *it, *win = 0;
  const struct warning *w;
  int i;
  for (i = 0; i < pr->nimpl; ++i)
    for (it = pr->impls[i]->items; it; it = it->next)
      if (item_passed(it) && it->tune >= 0 && (!win || it->tune < win->tune)) win = it;
  fputs("<h2>Implementations and compilers tried</h2>\n<div class=\"scroll\"><table>\n<thead><tr>"
        "<th>implementation</th><th>compiler</th><th>result</th><th>TUNE cycles</th><th>TIMECOP</th>"
        "<th>text/data/bss</th><th>notes</th></tr></thead>\n<tbody>\n", f);
  for (i = 0; i < pr->nimpl; ++i) {
    const struct item *fast = 0;
    for (it = pr->impls[i]->items; it; it = it->next)
      if (item_passed(it) && it->tune >= 0 && (!fast || it->tune < fast->tune)) fast = it;
    for (it = pr->impls[i]->items; it; it = it->next) {
      static const char *tc[] = { "-", "pass", "fail", "error" };
      fprintf(f, "<tr%s><td>", it == fast ? " class=\"best\"" : "");
      hputs(f, pr->impls[i]->name);
      fputs("</td><td><code>", f);
      hputs(f, ccshow(it->compiler));
      fprintf(f, "</code></td><td class=\"%s\">%s", item_passed(it) ? "ok" : it->status == ST_SKIPPED ? "skip" : "fail",
              status_word(it->status));
      if (it->reason) { fputs(": ", f); hputs(f, it->reason); }
      if (it->status == ST_ERROR && it->code) { fputs(" (exit ", f); hputs(f, it->code); fputs(")", f); }
      for (w = item_passed(it) ? it->warnings : 0; w; w = w->next) {
        fputs("<br><span class=\"warn\">warning: ", f);
        hputs(f, w->text);
        fputs("</span>", f);
      }
      if (it->tune >= 0) fprintf(f, "</td><td class=\"n\">%lld</td>", it->tune);
      else fputs("</td><td class=\"n\">-</td>", f);
      fprintf(f, "<td class=\"%s\">%s</td>", it->timecop == TC_FAIL ? "fail" : "", tc[it->timecop]);
      objsizes(f, it);
      fputs("<td>", f);
      if (it == win) fputs("<b>winner</b> (lowest TUNE) ", f);
      else if (it == fast) fputs("fastest compiler of this implementation ", f);
      if (it->nfrom) {
        fprintf(f, "<span title=\"");
        hputs(f, it->msg ? it->msg : "");
        fprintf(f, "\">%ld compiler message%s</span> ", it->nfrom, it->nfrom > 1 ? "s" : "");
      }
      if (it->nnamespace) fprintf(f, "<span class=\"fail\">%ld symbols outside the namespace</span>", it->nnamespace);
      fputs("</td></tr>\n", f);
    }
  }
  fputs("</tbody>\n</table></div>\n", f);
}

void prim_page(const char *outdir, const struct prim *pr)
{
  char path[4096], title[256];
  const struct impl *fast = prim_fastest(pr);
  FILE *f;
  int k, any = 0;
  snprintf(path, sizeof path, "%s/%s/%s/%s.html", outdir, pr->m->dir, op_name(pr->op), pr->name);
  snprintf(title, sizeof title, "%s %s on %s", op_name(pr->op), pr->name, pr->m->dir);
  if (!(f = page_open(path, title))) return;
  fprintf(f, "<nav><a href=\"../../index.html\">all machines</a> &rsaquo; <a href=\"../index.html\">%s</a> &rsaquo; "
             "<a href=\"../%s.html\">%s</a> &rsaquo; %s</nav>\n<h1>%s on %s</h1>\n<p class=\"machine\">",
          pr->m->dir, op_name(pr->op), op_name(pr->op), pr->name, pr->name, pr->m->dir);
  machine_line(f, pr->m, op_what(pr->op));
  fputs("</p>\n", f);
  if (fast) {
    fprintf(f, "<p>Fastest implementation (%s): <b>", pr->op == OP_KEM ? "enc+dec" :
            pr->op == OP_AEAD ? "encrypting long+long" : "long messages");
    hputs(f, fast->name);
    fputs("</b>", f);
    if (fast->compiler) { fputs(", compiled with <code>", f); hputs(f, ccshow(fast->compiler)); fputs("</code>", f); }
    fputs(". Sizes:", f);
    for (k = 0; k < NSIZES; ++k)
      if (fast->size[k] >= 0) fprintf(f, "%s %s %lld bytes", any++ ? "," : "", sizenames[k], fast->size[k]);
    fputs(any ? ".</p>\n" : " not recorded.</p>\n", f);
    measured(f, pr);
    prim_graphs(outdir, pr, f);
  } else fputs("<p>No measurements of this primitive on this machine.</p>\n", f);
  tried(f, pr);
  page_close(f);
}
