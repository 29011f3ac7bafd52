/*
 * plan-digest.c: content digests for the plan tool.
 * The digest absorbs data into a 64-byte state as try's checksum does (frozen_absorb,
 * harness/frozen-salsa20.h); it is a cache key, not a security boundary.
 * Public domain (CC0).
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frozen-salsa20.h"
#include "plan.h"

struct digest {
  unsigned char state[64];
  char **seen;                 /* real paths already absorbed */
  int nseen, capseen;
};

static void absorb(struct digest *d, const unsigned char *x, size_t len)
{
  frozen_absorb(d->state, x, len);
}

static int seen(struct digest *d, const char *path)
{
  char real[PATH_MAX];
  int i;
  if (!realpath(path, real)) return 1;
  for (i = 0; i < d->nseen; ++i)
    if (!strcmp(d->seen[i], real)) return 1;
  if (d->nseen == d->capseen)
    d->seen = plan_realloc(d->seen, sizeof *d->seen * (size_t) (d->capseen = 2 * d->capseen + 16));
  d->seen[d->nseen++] = plan_strdup(real);
  return 0;
}

static char *slurp(const char *path, size_t *len)
{
  FILE *f = fopen(path, "rb");
  char *x = 0;
  size_t cap = 0, r;
  *len = 0;
  if (!f) return 0;
  do {
    if (*len == cap) x = plan_realloc(x, (cap = 2 * cap + 65536) + 1);
    r = fread(x + *len, 1, cap - *len, f);
    *len += r;
  } while (r > 0);
  fclose(f);
  x[*len] = 0;
  return x;
}

static void absorb_file(struct digest *d, const char *path, const char *name);

/* Follow #include "x" and #include <x>: next to the includer first (the folder is on the
 * include path too), then include/ and common/ (<libkeccak.a.headers/KeccakSponge.h>); a
 * system header is found in none of them and left out. */
static void absorb_includes(struct digest *d, const char *path, const char *text)
{
  const char *dirs[] = { 0, "include", "common" };
  char dir[4096], candidate[4096];
  const char *p = text, *slash = strrchr(path, '/');
  snprintf(dir, sizeof dir, "%.*s", slash ? (int) (slash - path) : 1, slash ? path : ".");
  dirs[0] = dir;
  while ((p = strstr(p, "#include"))) {
    const char *q = p + 8, *end;
    int i;
    p = q;
    while (*q == ' ' || *q == '\t') ++q;
    if (*q != '"' && *q != '<') continue;
    if (!(end = strchr(q + 1, *q == '"' ? '"' : '>')) || memchr(q, '\n', (size_t) (end - q))) continue;
    for (i = 0; i < 3; ++i) {
      snprintf(candidate, sizeof candidate, "%s/%.*s", dirs[i], (int) (end - q - 1), q + 1);
      if (plan_isfile(candidate)) {
        absorb_file(d, candidate, candidate);
        break;
      }
    }
  }
}

/* A script's comment lines and blank lines, dropped in place: they cannot change what it does. */
static size_t script_code(char *text, size_t len)
{
  size_t from = 0, to = 0;
  while (from < len) {
    size_t end = from, first = from;
    while (end < len && text[end] != '\n') ++end;
    while (first < end && (text[first] == ' ' || text[first] == '\t')) ++first;
    if (first < end && text[first] != '#') {
      memmove(text + to, text + from, end - from);
      to += end - from;
      if (end < len) text[to++] = '\n';
    }
    from = end + 1;
  }
  return to;
}

static void absorb_file(struct digest *d, const char *path, const char *name)
{
  size_t len;
  char *text;
  if (seen(d, path)) return;
  text = slurp(path, &len);
  if (text && len >= 2 && text[0] == '#' && text[1] == '!') text[len = script_code(text, len)] = 0;
  absorb(d, (const unsigned char *) name, strlen(name));
  if (!text) return;
  absorb(d, (const unsigned char *) text, len);
  absorb_includes(d, path, text);
  free(text);
}

/* Every file below dir (symlinks followed, sorted), named relative to the folder. */
static void absorb_tree(struct digest *d, const char *dir, const char *rel, int depth)
{
  char **names, path[4096], name[4096];
  int n, i;
  if (depth > 8) return;
  n = plan_list(dir, &names);
  for (i = 0; i < n; ++i) {
    snprintf(path, sizeof path, "%s/%s", dir, names[i]);
    snprintf(name, sizeof name, "%s%s", rel, names[i]);
    if (plan_isdir(path)) {
      strncat(name, "/", sizeof name - strlen(name) - 1);
      absorb_tree(d, path, name, depth + 1);
    } else absorb_file(d, path, name);
    free(names[i]);
  }
  free(names);
}

static void hex16(const struct digest *d, char hex[17])
{
  int i;
  for (i = 0; i < 8; ++i) sprintf(hex + 2 * i, "%02x", d->state[i]);
}

static void release(struct digest *d)
{
  int i;
  for (i = 0; i < d->nseen; ++i) free(d->seen[i]);
  free(d->seen);
}

void plan_digest_impl(const struct plan_impl *impl, char hex[17])
{
  static const char *extra[] = { "checksumsmall", "checksumbig", "supercop/test-loops.inc", 0 };
  struct digest d;
  char path[4096];
  int i;
  memset(&d, 0, sizeof d);
  absorb_tree(&d, impl->real, "", 0);
  for (i = 0; extra[i]; ++i) {
    snprintf(path, sizeof path, "%s/%s", impl->primdir, extra[i]);
    if (plan_isfile(path)) absorb_file(&d, path, extra[i]);
  }
  hex16(&d, hex);
  release(&d);
}

void plan_print_digest(char **files)
{
  struct digest d;
  char hex[17];
  memset(&d, 0, sizeof d);
  for (; *files; ++files) {
    if (plan_isdir(*files)) absorb_tree(&d, *files, *files, 0);
    else absorb_file(&d, *files, *files);
  }
  hex16(&d, hex);
  printf("%s\n", hex);
  release(&d);
}
