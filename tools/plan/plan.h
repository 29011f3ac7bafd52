/*
 * plan.h: shared by the parts of the plan tool (plan.c, plan-digest.c, plan-print.c).
 * Public domain (CC0).
 */
#ifndef PLAN_H
#define PLAN_H

#include <stddef.h>

struct plan_impl {
  char *path;                 /* crypto_hash/sha256/ref, relative to the tree */
  char *real;                 /* the folder with symlinks resolved */
  char *primdir;              /* tree/crypto_hash/sha256 */
};

struct plan_impls {
  struct plan_impl *impl;
  int n, cap;
};

void *plan_realloc(void *p, size_t len);
char *plan_strdup(const char *s);
void plan_join(char *out, size_t cap, const char *a, const char *b);
int plan_list(const char *dir, char ***names);
int plan_isdir(const char *path);
int plan_isfile(const char *path);
void plan_add_impl(struct plan_impls *all, const char *tree, const char *rel);

/* digest of the files (content and name) and of everything they include */
void plan_digest_impl(const struct plan_impl *impl, char hex[17]);
void plan_print_digest(char **files);

/* the focus: what ./do names, at most PLAN_FOCUS_MAX operations, primitives or implementations */
#define PLAN_FOCUS_MAX 256
int plan_matches(const char *path, const char *focus);
void plan_print(const struct plan_impls *all, char *const *focus, int nfocus);

#endif
