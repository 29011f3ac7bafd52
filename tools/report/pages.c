/* pages.c -- `cbreport pages OUTDIR DATA...`: every page of every machine, the cross-machine
 * page, and OUTDIR/index.html linking all of it. */
#include <string.h>
#include "report.h"


static int count_ops(const struct machine *m, int op, int *measured)
{
  int i, n = 0;
  *measured = 0;
  for (i = 0; i < m->nprim; ++i)
    if (m->prims[i]->op == op) { ++n; *measured += prim_measured(m->prims[i]); }
  return n;
}

static void problem_row(FILE *f, const struct prim *pr, const struct impl *im, const struct item *it,
                        const char *cls, const char *word, const char *reason)
{
  fprintf(f, "<tr><td><a href=\"%s/%s.html\">%s %s</a></td><td>", op_name(pr->op), pr->name, op_name(pr->op), pr->name);
  hputs(f, im->name);
  fputs("</td><td><code>", f);
  hputs(f, ccshow(it->compiler));
  fprintf(f, "</code></td><td class=\"%s\">%s: ", cls, word);
  hputs(f, reason);
  fputs("</td></tr>\n", f);
}

/* failures, skipped implementations, and the trywarning lines of those that pass try */
static void problems(FILE *f, const struct machine *m)
{
  int i, j, nf = 0;
  const struct item *it;
  const struct warning *w;
  for (i = 0; i < m->nprim; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j)
      for (it = m->prims[i]->impls[j]->items; it; it = it->next) {
        const struct prim *pr = m->prims[i];
        if (it->status < ST_FAILS && !(item_passed(it) && it->warnings) && !it->measurefail) continue;
        if (!nf++) fputs("<h2>Failures, warnings and skipped implementations</h2>\n<table>\n<thead><tr><th>primitive</th>"
                         "<th>implementation</th><th>compiler</th><th>result</th></tr></thead>\n<tbody>\n", f);
        if (it->measurefail) problem_row(f, pr, pr->impls[j], it, "fail", "measurement failed", it->measurefail);
        if (it->status >= ST_FAILS)
          problem_row(f, pr, pr->impls[j], it, it->status == ST_SKIPPED ? "skip" : "fail", status_word(it->status), it->reason);
        else
          for (w = it->warnings; w; w = w->next)
            problem_row(f, pr, pr->impls[j], it, "warn", "passes, with a warning (a check of our own beyond SUPERCOP's)", w->text);
      }
  if (nf) fputs("</tbody>\n</table>\n", f);
}

static void machine_page(const char *outdir, const struct machine *m)
{
  char path[4096];
  int op, n, meas;
  FILE *f;
  snprintf(path, sizeof path, "%s/%s/index.html", outdir, m->dir);
  if (!(f = page_open(path, m->dir))) return;
  fprintf(f, "<nav><a href=\"../index.html\">all machines</a> &rsaquo; %s</nav>\n<h1>%s</h1>\n<p class=\"machine\">", m->dir, m->dir);
  machine_line(f, m, "cryptographic primitives");
  fprintf(f, "</p>\n<p>Page version: %lld. Data: ", m->maxdate);
  if (m->nfiles > 1) fprintf(f, "%d files", m->nfiles);
  else {                             /* the file's name, not where it lay on this computer */
    const char *b = strrchr(m->path, '/');
    fputs("<code>", f);
    hputs(f, b ? b + 1 : m->path);
    fputs("</code>", f);
  }
  fprintf(f, " (%ld lines", m->nlines);
  if (m->nbad) fprintf(f, ", <span class=\"fail\">%ld malformed lines skipped with a warning</span>", m->nbad);
  fputs(").</p>\n", f);
  if (m->unreadable) fputs("<p class=\"fail\">The data file could not be read.</p>\n", f);
  machine_details(f, m);
  fputs("<h2>Operations</h2>\n<ul>\n", f);
  for (op = n = 0; op < NOPS; ++op) {
    int k = count_ops(m, op, &meas);
    if (!k) continue;
    ++n;
    fprintf(f, "<li><a href=\"%s.html\">%s</a>: %s, %d primitives (%d measured)</li>\n",
            op_name(op), op_name(op), op_what(op), k, meas);
  }
  if (!n) fputs("<li>No data for hash, stream, aead or kem primitives in this file.</li>\n", f);
  fputs("</ul>\n", f);
  problems(f, m);
  page_close(f);
}

static void index_page(const char *outdir, struct machine **ms, int nm)
{
  char path[4096];
  int i, op, meas;
  FILE *f;
  snprintf(path, sizeof path, "%s/index.html", outdir);
  if (!(f = page_open(path, select_title ? select_title : "cyclebench results"))) return;
  fputs("<h1>", f);
  hputs(f, select_title ? select_title : "cyclebench results");
  fputs("</h1>\n<p class=\"note\">Measurements of cryptographic primitives, "
        "in the style of eBACS (eBASH, eBASC, eBAEAD, eBATS). One section per machine (data file).</p>\n"
        "<p>Across machines: <a href=\"cross.html\">cross-machine tables</a> "
        "(block-cipher style and KEM style; <a href=\"kem.md\">KEM table as Markdown</a>).</p>\n", f);
  for (i = 0; i < nm; ++i) {
    fprintf(f, "<h2><a href=\"%s/index.html\">%s</a></h2>\n<p class=\"machine\">", ms[i]->dir, ms[i]->dir);
    machine_line(f, ms[i], "cryptographic primitives");
    fputs("</p>\n<ul>\n", f);
    for (op = 0; op < NOPS; ++op) {
      int k = count_ops(ms[i], op, &meas);
      if (k) fprintf(f, "<li><a href=\"%s/%s.html\">%s</a> (%d primitives, %d measured)</li>\n",
                     ms[i]->dir, op_name(op), op_what(op), k, meas);
    }
    fprintf(f, "<li><a href=\"%s/index.html\">machine, compilers, failures</a></li>\n</ul>\n", ms[i]->dir);
  }
  page_close(f);
}

int pages_main(int argc, char **argv)
{
  struct machine **ms;
  const char *out = argv[0];
  char path[4096];
  int status = 0, i, j, op, meas, nm;
  if (argc >= 2 && !strcmp(argv[0], "--select")) {
    if (select_read(argv[1])) return 100;
    argc -= 2; argv += 2; out = argv[0];
  }
  if (argc < 2) { fputs("usage: cbreport pages [--select FILE] OUTDIR DATA...\n", stderr); return 100; }
  ms = load(argc - 1, argv + 1, &status, &nm);
  for (i = 0; i < nm; ++i) select_apply(ms[i]);
  if (mkdirs(out)) return 111;
  for (i = 0; i < nm; ++i) {
    snprintf(path, sizeof path, "%s/%s/graphs", out, ms[i]->dir);
    if (mkdirs(path)) return 111;
    for (op = 0; op < NOPS; ++op) {
      if (!count_ops(ms[i], op, &meas)) continue;
      snprintf(path, sizeof path, "%s/%s/%s", out, ms[i]->dir, op_name(op));
      if (mkdirs(path)) return 111;
      op_page(out, ms[i], op);
    }
    for (j = 0; j < ms[i]->nprim; ++j) prim_page(out, ms[i]->prims[j]);
    machine_page(out, ms[i]);
  }
  cross_page(out, ms, nm);
  index_page(out, ms, nm);
  return status;
}
