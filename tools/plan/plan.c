/*
 * plan.c: discovery and content keys for the build (doc/design.md sections 2 and 3).
 *
 *   plan [--tree DIR] [--focus OP[/PRIM[/IMPL]]]...  print the plan as make variables (FOCUS:
 *                                                    what any --focus names; all without one)
 *   plan --digest FILE...                            print the content digest of the files
 *
 * Every directory below TREE/crypto_<op>/ that holds an api.h is an implementation (symlinks
 * followed). Its key is a digest of everything that can change its results: every file in its
 * folder, every file those include with "..." (found next to the includer, then in include/
 * and common/, transitively), and the primitive's checksum files. The build names each
 * implementation × compiler's work folder after that key, so unchanged work is never redone
 * and an interrupted run resumes.
 * Public domain (CC0).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "plan.h"

static const char *operations[] = { "crypto_aead", "crypto_hash", "crypto_kem", "crypto_stream", 0 };

static int known_operation(const char *op)
{
  int i;
  for (i = 0; operations[i]; ++i)
    if (!strcmp(op, operations[i])) return 1;
  return 0;
}

static int by_name(const void *a, const void *b)
{
  return strcmp(*(char *const *) a, *(char *const *) b);
}

/* The names in dir (no dot files), sorted. */
int plan_list(const char *dir, char ***names)
{
  DIR *d = opendir(dir);
  struct dirent *e;
  int n = 0, cap = 0;
  *names = 0;
  if (!d) return 0;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    if (n == cap) *names = plan_realloc(*names, sizeof **names * (size_t) (cap = 2 * cap + 16));
    (*names)[n++] = plan_strdup(e->d_name);
  }
  closedir(d);
  qsort(*names, (size_t) n, sizeof **names, by_name);
  return n;
}

int plan_isdir(const char *path)
{
  struct stat st;
  return !stat(path, &st) && S_ISDIR(st.st_mode);
}

int plan_isfile(const char *path)
{
  struct stat st;
  return !stat(path, &st) && S_ISREG(st.st_mode);
}

/* --- discovery: depth-first below TREE/crypto_<op>/, symlinks followed, loops cut --- */

/* a/b into out, or give up on absurdly long paths */
void plan_join(char *out, size_t cap, const char *a, const char *b)
{
  if ((size_t) snprintf(out, cap, "%s/%s", a, b) >= cap) {
    fprintf(stderr, "plan: path too long: %s/%s\n", a, b);
    exit(111);
  }
}

static void walk(const char *tree, const char *rel, int depth, struct plan_impls *out)
{
  char path[4096], sub[4096], full[4096], **names;
  int n, i;
  if (depth > 8) return;                       /* a symlink loop, or an absurd tree */
  plan_join(path, sizeof path, tree, rel);
  plan_join(sub, sizeof sub, path, "api.h");
  if (depth >= 3 && plan_isfile(sub)) plan_add_impl(out, tree, rel);
  n = plan_list(path, &names);
  for (i = 0; i < n; ++i) {
    plan_join(sub, sizeof sub, rel, names[i]);
    plan_join(full, sizeof full, tree, sub);
    if (plan_isdir(full) && !(depth == 2 && !strcmp(names[i], "supercop"))) walk(tree, sub, depth + 1, out);
    free(names[i]);
  }
  free(names);
}

static void discover(const char *tree, struct plan_impls *out)
{
  char **names, path[4096];
  int n, i;
  n = plan_list(tree, &names);
  for (i = 0; i < n; ++i) {
    snprintf(path, sizeof path, "%s/%s", tree, names[i]);
    if (!strncmp(names[i], "crypto_", 7) && plan_isdir(path)) walk(tree, names[i], 1, out);
    free(names[i]);
  }
  free(names);
}

/* --- focus: an operation, a primitive or an implementation; clear errors otherwise --- */

/* The distinct next path components below parent, as a "did you mean" list. */
static void list_below(const struct plan_impls *all, const char *parent)
{
  size_t n = strlen(parent);
  char last[256] = "";
  int i;
  fprintf(stderr, "do: %s has:", parent);
  for (i = 0; i < all->n; ++i) {
    const char *p = all->impl[i].path;
    char next[256];
    if (!plan_matches(p, parent) || !p[n]) continue;
    snprintf(next, sizeof next, "%.*s", (int) strcspn(p + n + 1, "/"), p + n + 1);
    if (strcmp(next, last)) fprintf(stderr, " %s", next);
    snprintf(last, sizeof last, "%s", next);
  }
  fprintf(stderr, "\n");
}

static int check_focus(const struct plan_impls *all, const char *tree, const char *focus)
{
  char parent[4096], path[4096];
  int i;
  for (i = 0; i < all->n; ++i)
    if (plan_matches(all->impl[i].path, focus)) return 1;
  snprintf(parent, sizeof parent, "%.*s", (int) strcspn(focus, "/"), focus);
  if (!known_operation(parent)) {
    fprintf(stderr, "do: unknown operation %s (operations: crypto_aead crypto_hash crypto_kem crypto_stream)\n", parent);
    return 0;
  }
  snprintf(path, sizeof path, "%s/%s", tree, focus);
  if (plan_isdir(path)) fprintf(stderr, "do: %s holds no implementation (no api.h below it)\n", focus);
  else fprintf(stderr, "do: no %s in %s\n", focus, tree);
  snprintf(parent, sizeof parent, "%s", focus);
  for (;;) {                          /* the deepest ancestor that exists, and what it has */
    char *slash = strrchr(parent, '/');
    if (!slash) break;
    *slash = 0;
    for (i = 0; i < all->n; ++i)
      if (plan_matches(all->impl[i].path, parent)) break;
    if (i < all->n) break;
  }
  list_below(all, parent);
  return 0;
}

int main(int argc, char **argv)
{
  const char *tree = ".";
  char *focus[PLAN_FOCUS_MAX];
  struct plan_impls all = { 0, 0, 0 };
  int i, f, nfocus = 0;
  if (argc >= 2 && !strcmp(argv[1], "--digest")) {
    plan_print_digest(argv + 2);
    return 0;
  }
  for (i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--tree")) tree = argv[i + 1];
    else if (!strcmp(argv[i], "--focus")) {
      if (nfocus == PLAN_FOCUS_MAX) {
        fprintf(stderr, "do: more than %d paths named\n", PLAN_FOCUS_MAX);
        return 1;
      }
      focus[nfocus++] = argv[i + 1];
    }
    else break;
  }
  if (i != argc) {
    fprintf(stderr, "usage: plan [--tree DIR] [--focus OP[/PRIM[/IMPL]]]... | plan --digest FILE...\n");
    return 2;
  }
  if (!plan_isdir(tree)) {
    fprintf(stderr, "do: no tree %s\n", tree);
    return 1;
  }
  discover(tree, &all);
  for (f = 0; f < nfocus; ++f)
    if (!check_focus(&all, tree, focus[f])) return 1;
  plan_print(&all, focus, nfocus);
  return 0;
}
