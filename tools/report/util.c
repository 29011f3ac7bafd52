/* util.c -- memory, interned strings, one hash map, warnings, number formats, files.
 * Everything read is kept until exit: the tool runs once over a few files and ends, so
 * allocations come from an arena and are never freed (simple and fast). */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include "report.h"

long nwarnings;

void *xmalloc(size_t n)
{
  void *p = malloc(n ? n : 1);
  if (!p) { fputs("cbreport: out of memory\n", stderr); exit(111); }
  return p;
}

void *xrealloc(void *p, size_t n)
{
  p = realloc(p, n ? n : 1);
  if (!p) { fputs("cbreport: out of memory\n", stderr); exit(111); }
  return p;
}

static char *arena;
static size_t arena_left;

void *zalloc(size_t n)
{
  char *p;
  n = (n + 15) & ~(size_t)15;
  if (n > arena_left) {
    size_t sz = n > (1 << 20) ? n : (1 << 20);
    arena = xmalloc(sz);
    arena_left = sz;
  }
  p = arena;
  arena += n;
  arena_left -= n;
  memset(p, 0, n);
  return p;
}

const char *acopy(const char *s, size_t n)
{
  char *p = zalloc(n + 1);
  memcpy(p, s, n);
  return p;
}

/* One open-addressing table for every lookup; keys carry their kind in their bytes. */
struct slot { unsigned long long h; const char *k; size_t n; void *v; };
static struct slot *tab;
static size_t tabcap, tabn;

static unsigned long long hash(const unsigned char *k, size_t n)
{
  unsigned long long h = 1469598103934665603ULL;
  while (n--) { h ^= *k++; h *= 1099511628211ULL; }
  return h ^ (h >> 29);
}

static void grow(void)
{
  struct slot *old = tab;
  size_t oldcap = tabcap, i;
  tabcap = tabcap ? 2 * tabcap : 4096;
  tab = xmalloc(tabcap * sizeof *tab);
  memset(tab, 0, tabcap * sizeof *tab);
  for (i = 0; i < oldcap; ++i)
    if (old[i].k) {
      size_t j = old[i].h & (tabcap - 1);
      while (tab[j].k) j = (j + 1) & (tabcap - 1);
      tab[j] = old[i];
    }
  free(old);
}

void **map_get(const void *key, size_t n, int create)
{
  unsigned long long h;
  size_t j;
  if (2 * (tabn + 1) > tabcap) grow();
  h = hash(key, n);
  for (j = h & (tabcap - 1); tab[j].k; j = (j + 1) & (tabcap - 1))
    if (tab[j].h == h && tab[j].n == n && !memcmp(tab[j].k, key, n)) return &tab[j].v;
  if (!create) return 0;
  tab[j].h = h;
  tab[j].k = acopy(key, n);
  tab[j].n = n;
  tab[j].v = 0;
  ++tabn;
  return &tab[j].v;
}

const char *intern(const char *s, size_t n)
{
  char key[256];
  void **v;
  if (n + 1 > sizeof key) return acopy(s, n);   /* long strings are rare: no sharing */
  key[0] = 's';
  memcpy(key + 1, s, n);
  v = map_get(key, n + 1, 1);
  if (!*v) *v = (void *)acopy(s, n);
  return *v;
}

void warnline(const char *file, long line, const char *fmt, ...)
{
  va_list ap;
  ++nwarnings;
  if (line > 0) fprintf(stderr, "%s:%ld: warning: ", file, line);
  else fprintf(stderr, "%s: warning: ", file);
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fputc('\n', stderr);
}

/* SUPERCOP writes a compiler line with its spaces turned into '_'; flags that themselves
 * hold '_' (-D_FORTIFY_SOURCE) stay, since only "_-" (a space before an option) is undone. */
const char *ccshow(const char *c)
{
  size_t n = strlen(c), i;
  char *p = zalloc(n + 1);
  for (i = 0; i < n; ++i) p[i] = (c[i] == '_' && c[i + 1] == '-') ? ' ' : c[i];
  return p;
}

/* Table figures: two decimals below 100, one below 10000, none above (eBACS-like widths). */
const char *fmtq(double v, int perbyte)
{
  static char buf[8][40];
  static int k;
  char *b = buf[k++ & 7];
  if (!perbyte) snprintf(b, 40, "%.0f", v);
  else snprintf(b, 40, "%.2f", v);       /* cycles/byte: two decimals, as eBACS, at any size */
  return b;
}

const char *op_name(int op)
{
  static const char *n[NOPS] = { "crypto_hash", "crypto_stream", "crypto_aead", "crypto_kem" };
  return n[op];
}

const char *ev_name(int ev)
{
  static const char *n[NEVENTS] = { "cycles", "xor_cycles", "encrypt_cycles", "decrypt_cycles",
    "forgery_decrypt_cycles", "keypair_cycles", "enc_cycles", "dec_cycles", "keypair_randombytes",
    "enc_randombytes", "dec_randombytes", "keypair_randomcalls", "enc_randomcalls",
    "dec_randomcalls" };
  return n[ev];
}

int write_open(FILE **f, const char *path)
{
  *f = fopen(path, "w");
  if (!*f) fprintf(stderr, "cbreport: cannot write %s: %s\n", path, strerror(errno));
  return *f ? 0 : -1;
}

int mkdirs(const char *path)
{
  char p[4096];
  size_t i, n = strlen(path);
  if (n >= sizeof p) return -1;
  memcpy(p, path, n + 1);
  for (i = 1; i <= n; ++i)
    if (p[i] == '/' || p[i] == 0) {
      char c = p[i];
      p[i] = 0;
      if (mkdir(p, 0777) && errno != EEXIST) {
        fprintf(stderr, "cbreport: cannot create %s: %s\n", p, strerror(errno));
        return -1;
      }
      p[i] = c;
    }
  return 0;
}
