/* graphs.c -- which curves the graphs show: per operation, one curve per primitive (its
 * fastest implementation, metric.c); per primitive, one curve per implementation. y is the
 * median (StQ Q2) cycles at each measured length; aead lengths are mlen+adlen of one sweep. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

struct gspec { const char *slug, *what; int ev, sweep; };   /* sweep: 0 any, 1 m+0, 2 0+ad, 3 m+m */
static const struct gspec gs_hash[] = { { "cycles", "hashing", EV_CYCLES, 0 } };
static const struct gspec gs_stream[] = { { "xor", "encrypting (crypto_stream_xor)", EV_XOR, 0 },
                                          { "stream", "keystream (crypto_stream)", EV_CYCLES, 0 } };
static const struct gspec gs_aead[] = {
  { "encrypt-m", "encrypting m+0", EV_ENC, 1 }, { "encrypt-ad", "encrypting 0+ad", EV_ENC, 2 },
  { "encrypt-mm", "encrypting m+m", EV_ENC, 3 }, { "decrypt-m", "decrypting m+0", EV_DEC, 1 },
  { "decrypt-ad", "decrypting 0+ad", EV_DEC, 2 }, { "decrypt-mm", "decrypting m+m", EV_DEC, 3 },
  { "forgery-m", "rejecting forgeries m+0", EV_FORGERY, 1 },
  { "forgery-ad", "rejecting forgeries 0+ad", EV_FORGERY, 2 },
  { "forgery-mm", "rejecting forgeries m+m", EV_FORGERY, 3 } };

static int specs(int op, const struct gspec **g)
{
  if (op == OP_HASH) { *g = gs_hash; return 1; }
  if (op == OP_STREAM) { *g = gs_stream; return 2; }
  if (op == OP_AEAD) { *g = gs_aead; return 9; }
  return 0;
}

struct pt { double x, y; };
static int byx(const void *a, const void *b)
{
  const struct pt *p = a, *q = b;
  return p->x < q->x ? -1 : p->x > q->x;
}

/* the curve of one implementation; 0 points when it has none for this spec */
static int curve(const struct impl *im, const struct gspec *g, const char *label, struct curve *c)
{
  const struct series *s;
  struct pt *p;
  int n = 0, i;
  for (s = im->series; s; s = s->next) n += s->ev == g->ev && s->len >= 0;
  if (!n) return 0;
  p = xmalloc((size_t)n * sizeof *p);
  n = 0;
  for (s = im->series; s; s = s->next) {
    long long ad = s->len / 1000000, m = s->len % 1000000;
    if (s->ev != g->ev || s->len < 0) continue;
    if ((g->sweep == 1 && ad) || (g->sweep == 2 && m) || (g->sweep == 3 && ad != m)) continue;
    p[n].x = (double)(g->sweep ? ad + m : s->len);
    p[n++].y = s->st.q2;
  }
  if (!n) { free(p); return 0; }
  qsort(p, (size_t)n, sizeof *p, byx);
  c->label = label;
  c->n = n;
  c->x = xmalloc((size_t)n * sizeof(double));
  c->y = xmalloc((size_t)n * sizeof(double));
  for (i = 0; i < n; ++i) { c->x[i] = p[i].x; c->y[i] = p[i].y; }
  free(p);
  return 1;
}

static void freecurves(struct curve *c, int n)
{
  while (n-- > 0) { free(c[n].x); free(c[n].y); }
  free(c);
}

/* writes graphs/<op>-<slug>.svg for each spec with data; prints their links to `links` */
int op_graphs(const char *outdir, const struct machine *m, int op, FILE *links)
{
  const struct gspec *g;
  int k, i, n, nspec = specs(op, &g), written = 0;
  char path[4096], title[200];
  for (k = 0; k < nspec; ++k) {
    struct curve *c = xmalloc((size_t)(m->nprim + 1) * sizeof *c);
    for (i = n = 0; i < m->nprim; ++i) {
      const struct prim *pr = m->prims[i];
      const struct impl *im = pr->op == op ? prim_fastest(pr) : 0;
      if (im) {
        size_t ln = strlen(pr->name) + strlen(im->name) + 4;
        char *lab = zalloc(ln);
        snprintf(lab, ln, "%s (%s)", pr->name, im->name);
        n += curve(im, &g[k], lab, &c[n]);
      }
    }
    if (n) {
      snprintf(path, sizeof path, "%s/%s/graphs/%s-%s.svg", outdir, m->dir, op_name(op), g[k].slug);
      snprintf(title, sizeof title, "%s on %s: cycles for %s", op_name(op), m->dir, g[k].what);
      if (!svg_plot(path, title, "cycles (median)", c, n)) {
        fprintf(links, "%s<a href=\"graphs/%s-%s.svg\">%s</a>", written++ ? ", " : "", op_name(op), g[k].slug, g[k].what);
      }
    }
    freecurves(c, n);
  }
  if (!written) fputs("none (no lengths measured)", links);
  return written;
}

/* per primitive: one graph per spec with data, a curve per implementation, shown inline */
int prim_graphs(const char *outdir, const struct prim *pr, FILE *page)
{
  const struct gspec *g;
  int k, i, n, nspec = specs(pr->op, &g), written = 0;
  char path[4096], title[200];
  for (k = 0; k < nspec; ++k) {
    struct curve *c = xmalloc((size_t)(pr->nimpl + 1) * sizeof *c);
    for (i = n = 0; i < pr->nimpl; ++i) n += curve(pr->impls[i], &g[k], pr->impls[i]->name, &c[n]);
    if (n) {
      snprintf(path, sizeof path, "%s/%s/graphs/%s-%s-%s.svg", outdir, pr->m->dir, op_name(pr->op), pr->name, g[k].slug);
      snprintf(title, sizeof title, "%s on %s: cycles for %s", pr->name, pr->m->dir, g[k].what);
      if (!svg_plot(path, title, "cycles (median)", c, n)) {
        fprintf(page, "<p><a href=\"../graphs/%s-%s-%s.svg\"><img class=\"graph\" src=\"../graphs/%s-%s-%s.svg\" alt=\"",
                op_name(pr->op), pr->name, g[k].slug, op_name(pr->op), pr->name, g[k].slug);
        hputs(page, title);
        fputs("\"></a></p>\n", page);
        ++written;
      }
    }
    freecurves(c, n);
  }
  return written;
}
