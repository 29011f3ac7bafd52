/*
 * plan-print.c: the plan as make variables (read by the Makefile, section 3).
 * For each implementation P:
 *   P.opi P.op P.prim       namespace, operation, primitive
 *   P.real                  its folder, symlinks resolved (sources compile from there)
 *   P.key                   content digest (plan-digest.c)
 *   P.sec                   constbranchindex when both goal files exist, else timingleaks
 *   P.files                 the .c .S .s .cc .cpp files it compiles
 *   P.arch P.libs           contents of `architectures` and `libs` (empty when absent)
 *   P.expect                checksumsmall/checksumbig of its primitive, empty when unknown
 *   P.loops                 the primitive's supercop/test-loops.inc, when it has one
 * then IMPLS (all) and FOCUS (those the run is about).
 * Public domain (CC0).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "plan.h"

void *plan_realloc(void *p, size_t len)
{
  p = realloc(p, len);
  if (!p) {
    fprintf(stderr, "plan: out of memory\n");
    exit(111);
  }
  return p;
}

char *plan_strdup(const char *s)
{
  return strcpy(plan_realloc(0, strlen(s) + 1), s);
}

void plan_add_impl(struct plan_impls *all, const char *tree, const char *rel)
{
  char path[4096], real[PATH_MAX];
  struct plan_impl *impl;
  const char *second = strchr(rel, '/'), *third = second ? strchr(second + 1, '/') : 0;
  snprintf(path, sizeof path, "%s/%s", tree, rel);
  if (!third || !realpath(path, real)) return;
  if (all->n == all->cap)
    all->impl = plan_realloc(all->impl, sizeof *all->impl * (size_t) (all->cap = 2 * all->cap + 64));
  impl = &all->impl[all->n++];
  impl->path = plan_strdup(rel);
  impl->real = plan_strdup(real);
  snprintf(path, sizeof path, "%s/%.*s", tree, (int) (third - rel), rel);
  impl->primdir = plan_strdup(path);
}

/* The first line of a file, or its words joined by spaces (for architectures, libs). */
static void file_words(const char *dir, const char *name, int first_line_only, char *out, size_t cap)
{
  char path[4096], word[256];
  FILE *f;
  size_t used = 0;
  out[0] = 0;
  snprintf(path, sizeof path, "%s/%s", dir, name);
  if (!(f = fopen(path, "r"))) return;
  while (fscanf(f, "%255s", word) == 1 && used + strlen(word) + 2 < cap) {
    used += (size_t) snprintf(out + used, cap - used, "%s%s", used ? " " : "", word);
    if (first_line_only) break;
  }
  fclose(f);
}

static void print_files(const struct plan_impl *impl)
{
  char **names;
  int n = plan_list(impl->real, &names), i;
  printf("%s.files :=", impl->path);
  for (i = 0; i < n; ++i) {
    const char *dot = strrchr(names[i], '.');
    if (dot && (!strcmp(dot, ".c") || !strcmp(dot, ".S") || !strcmp(dot, ".s")
                || !strcmp(dot, ".cc") || !strcmp(dot, ".cpp")))
      printf(" %s", names[i]);
    free(names[i]);
  }
  free(names);
  printf("\n");
}

static void print_impl(const struct plan_impl *impl)
{
  char key[17], opi[4096], buf[4096], small[80], big[80], goal[4096];
  const char *p = impl->path;
  size_t i;
  for (i = 0; p[i] && i + 1 < sizeof opi; ++i)
    opi[i] = (p[i] == '/' || p[i] == '-' || p[i] == '.') ? '_' : p[i];
  opi[i] = 0;
  plan_digest_impl(impl, key);
  printf("%s.opi := %s\n", p, opi);
  printf("%s.op := %.*s\n", p, (int) strcspn(p, "/"), p);
  printf("%s.prim := %.*s\n", p, (int) strcspn(p + strcspn(p, "/") + 1, "/"), p + strcspn(p, "/") + 1);
  printf("%s.real := %s\n", p, impl->real);
  printf("%s.key := %s\n", p, key);
  snprintf(goal, sizeof goal, "%s/goal-constbranch", impl->real);
  snprintf(buf, sizeof buf, "%s/goal-constindex", impl->real);
  printf("%s.sec := %s\n", p, plan_isfile(goal) && plan_isfile(buf) ? "constbranchindex" : "timingleaks");
  print_files(impl);
  file_words(impl->real, "architectures", 0, buf, sizeof buf);
  printf("%s.arch := %s\n", p, buf);
  file_words(impl->real, "libs", 0, buf, sizeof buf);
  printf("%s.libs := %s\n", p, buf);
  file_words(impl->primdir, "checksumsmall", 1, small, sizeof small);
  file_words(impl->primdir, "checksumbig", 1, big, sizeof big);
  printf("%s.expect := %s%s%s\n", p, small, *small && *big ? "/" : "", *small && *big ? big : "");
  snprintf(buf, sizeof buf, "%s/supercop/test-loops.inc", impl->primdir);
  printf("%s.loops := %s\n", p, plan_isfile(buf) ? buf : "");
}

/* path is focus, or below it */
int plan_matches(const char *path, const char *focus)
{
  size_t n = strlen(focus);
  return !strncmp(path, focus, n) && (path[n] == '/' || path[n] == 0);
}

void plan_print(const struct plan_impls *all, char *const *focus, int nfocus)
{
  int i, f;
  for (i = 0; i < all->n; ++i) print_impl(&all->impl[i]);
  printf("IMPLS :=");
  for (i = 0; i < all->n; ++i) printf(" %s", all->impl[i].path);
  printf("\nFOCUS :=");
  for (i = 0; i < all->n; ++i) {
    const char *p = all->impl[i].path;
    for (f = 0; f < nfocus && !plan_matches(p, focus[f]); ++f) continue;
    if (!nfocus || f < nfocus) printf(" %s", p);
  }
  printf("\n");
}
