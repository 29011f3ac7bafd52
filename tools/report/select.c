/* select.c -- excerpts: `pages --select FILE` keeps the primitives FILE names, in its order,
 * under its title (doc/reports.md; the seeds' selections are in data/pages/). FILE:
 *   # comment
 *   title TEXT...
 *   OPERATION PRIMITIVE [LABEL...]      e.g. crypto_stream mars128ctr MARS
 * LABEL is what the cross-machine tables call the primitive (default: its name). */
#include <stdlib.h>
#include <string.h>
#include "report.h"

const char *select_title;
static struct { int op; const char *name, *label; } *sel;
static int nsel;

static const char *word(char **p)           /* the next space-separated word, 0 at the end */
{
  char *s = *p, *w;
  while (*s == ' ' || *s == '\t') ++s;
  if (!*s) return 0;
  for (w = s; *s && *s != ' ' && *s != '\t'; ++s) ;
  if (*s) *s++ = 0;
  *p = s;
  return w;
}

/* 0, or -1 with a warning FILE:LINE when FILE cannot be read or a line is not understood */
int select_read(const char *path)
{
  FILE *f = fopen(path, "r");
  char line[1024], *p;
  const char *w, *name;
  long no = 0;
  int op, bad = 0;
  if (!f) { warnline(path, 0, "cannot read this selection file"); return -1; }
  while (fgets(line, sizeof line, f)) {
    ++no;
    line[strcspn(line, "\r\n")] = 0;
    p = line;
    if (!(w = word(&p)) || *w == '#') continue;
    if (!strcmp(w, "title")) { while (*p == ' ') ++p; select_title = acopy(p, strlen(p)); continue; }
    for (op = 0; op < NOPS && strcmp(op_name(op), w); ++op) ;
    if (op == NOPS || !(name = word(&p))) { warnline(path, no, "want OPERATION PRIMITIVE [LABEL]: %s", w); bad = 1; continue; }
    sel = xrealloc(sel, (size_t)(nsel + 1) * sizeof *sel);
    sel[nsel].op = op;
    sel[nsel].name = acopy(name, strlen(name));
    while (*p == ' ') ++p;
    sel[nsel++].label = *p ? acopy(p, strlen(p)) : 0;
  }
  fclose(f);
  if (!nsel && !bad) { warnline(path, 0, "names no primitive"); bad = 1; }
  return bad ? -1 : 0;
}

static int rank(const struct prim *pr)
{
  int i;
  for (i = 0; i < nsel; ++i) if (sel[i].op == pr->op && !strcmp(sel[i].name, pr->name)) return i;
  return -1;
}

static int byrank(const void *a, const void *b)
{
  return rank(*(struct prim *const *)a) - rank(*(struct prim *const *)b);
}

int select_on(void)
{
  return nsel > 0;
}

/* keeps m's selected primitives, in the selection's order, with their labels */
void select_apply(struct machine *m)
{
  int i, k = 0;
  if (!nsel) return;
  for (i = 0; i < m->nprim; ++i) {
    int r = rank(m->prims[i]);
    if (r < 0) continue;
    m->prims[i]->label = sel[r].label;
    m->prims[k++] = m->prims[i];
  }
  m->nprim = k;
  qsort(m->prims, (size_t)k, sizeof *m->prims, byrank);
}

/* the selection's primitives of operation op, in its order, with their column heads (the name
 * when no label): the cross-machine columns, measured or not, as the seed tables have them */
int select_names(int op, const char ***names, const char ***labels)
{
  int i, n = 0;
  *names = xmalloc((size_t)(nsel + 1) * sizeof **names);
  *labels = xmalloc((size_t)(nsel + 1) * sizeof **labels);
  for (i = 0; i < nsel; ++i)
    if (sel[i].op == op) {
      (*names)[n] = sel[i].name;
      (*labels)[n++] = sel[i].label ? sel[i].label : sel[i].name;
    }
  return n;
}
