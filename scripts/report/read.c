/* read.c -- reading one data file (doc/data.md) into a machine: lines, fields, validation.
 * A bad line (too few fields, control or binary bytes, invalid UTF-8, a bad date or name,
 * or whatever events.c rejects) gets exactly one warning "FILE:LINE: warning: ..." and is
 * skipped; nothing in the input can stop the reader. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

enum { BINARY_SHOWN = 10 };    /* warnings per file for lines with binary bytes, then a count */

static const char *mkeys[NMKEYS] = { "version", "host", "abi", "cpu", "signature", "uarch",
  "year", "cores", "mhz", "counter", "counter_precision", "counter_overhead", "persecond",
  "offcore", "core_per_tick", "scaling", "boost", "emulated" };

static int validname(const char *s, size_t n)
{
  size_t i;
  if (n == 0 || n > 100 || s[0] == '.') return 0;
  for (i = 0; i < n; ++i)
    if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
          (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-' || s[i] == '.')) return 0;
  return 1;
}

struct prim *prim_get(struct machine *m, int op, const char *name, size_t n)
{
  char key[128];
  void **v;
  struct prim *pr;
  key[0] = 'p';
  memcpy(key + 1, &m, sizeof m);
  key[1 + sizeof m] = (char)op;
  memcpy(key + 2 + sizeof m, name, n);
  v = map_get(key, n + 2 + sizeof m, 1);
  if (*v) return *v;
  pr = zalloc(sizeof *pr);
  pr->m = m;
  pr->op = op;
  pr->name = acopy(name, n);
  if (m->nprim == m->capprim) {
    m->capprim = m->capprim ? 2 * m->capprim : 16;
    m->prims = xrealloc(m->prims, m->capprim * sizeof *m->prims);
  }
  m->prims[m->nprim++] = pr;
  return *v = pr;
}

/* IMPL is a directory such as crypto_hash/sha256/ref; the name shown is what follows
 * OPERATION/PRIMITIVE/ (ref, or smith/little for SUPERCOP's nested folders). */
struct impl *impl_get(struct prim *pr, const char *dir, size_t n)
{
  char key[300];
  void **v;
  struct impl *im;
  size_t ol = strlen(op_name(pr->op)), pl = strlen(pr->name), k;
  if (n > 250) n = 250;
  key[0] = 'i';
  memcpy(key + 1, &pr, sizeof pr);
  memcpy(key + 1 + sizeof pr, dir, n);
  v = map_get(key, n + 1 + sizeof pr, 1);
  if (*v) return *v;
  im = zalloc(sizeof *im);
  im->pr = pr;
  im->dir = acopy(dir, n);
  im->name = im->dir;
  if (n > ol + pl + 2 && !memcmp(dir, op_name(pr->op), ol) && dir[ol] == '/' &&
      !memcmp(dir + ol + 1, pr->name, pl) && dir[ol + 1 + pl] == '/')
    im->name = im->dir + ol + pl + 2;
  im->version = "-";
  for (k = 0; k < NSIZES; ++k) im->size[k] = -1;
  if (pr->nimpl == pr->capimpl) {
    pr->capimpl = pr->capimpl ? 2 * pr->capimpl : 4;
    pr->impls = xrealloc(pr->impls, pr->capimpl * sizeof *pr->impls);
  }
  pr->impls[pr->nimpl++] = im;
  return *v = im;
}

static const char *machine_line_ev(struct line *L)
{
  struct machine *m = L->m;
  size_t k;
  const char *val;
  if (L->nf < 9) return "machine line without a value";
  val = acopy(L->f[8], (size_t)(L->end - L->f[8]));
  if (L->fl[7] == 8 && !memcmp(L->f[7], "compiler", 8)) {
    if (m->ncompilers == m->capcompilers) {
      m->capcompilers = m->capcompilers ? 2 * m->capcompilers : 8;
      m->compilers = xrealloc(m->compilers, m->capcompilers * sizeof *m->compilers);
    }
    m->compilers[m->ncompilers++] = val;
    return 0;
  }
  for (k = 0; k < NMKEYS; ++k)
    if (strlen(mkeys[k]) == L->fl[7] && !memcmp(mkeys[k], L->f[7], L->fl[7])) m->key[k] = val;
  m->cyclebench = 1;
  return 0;                        /* keys of newer harnesses are skipped quietly */
}

static int opindex(const char *s, size_t n)
{
  int op;
  for (op = 0; op < NOPS; ++op)
    if (strlen(op_name(op)) == n && !memcmp(op_name(op), s, n)) return op;
  if (n > 7 && !memcmp(s, "crypto_", 7)) return -2;      /* crypto_sign etc.: not reported */
  return -1;
}

static const char *parse_line(struct machine *m, const char *p, const char *e, long no)
{
  struct line L;
  const char *s, *slash;
  size_t i;
  int op;
  memset(&L, 0, sizeof L);
  L.m = m;
  L.no = no;
  L.end = e;
  for (s = p; s < e && L.nf < 16; ) {
    while (s < e && *s == ' ') ++s;
    if (s == e) break;
    L.f[L.nf] = s;
    while (s < e && *s != ' ') ++s;
    L.fl[L.nf] = (size_t)(s - L.f[L.nf]);
    ++L.nf;
  }
  if (L.nf < 7) return "truncated line (fewer than 7 fields)";
  if (L.fl[3] != 8) return "DATE is not yyyymmdd";
  for (i = 0; i < 8; ++i) if (L.f[3][i] < '0' || L.f[3][i] > '9') return "DATE is not numeric";
  if (L.fl[4] == 1 && L.f[4][0] == '-' && L.fl[5] == 1 && L.f[5][0] == '-') {
    if (L.fl[6] != 7 || memcmp(L.f[6], "machine", 7)) return "unknown event on a machine line";
    m->maxdate = m->maxdate > atol(L.f[3]) ? m->maxdate : atol(L.f[3]);
    if (!m->lastmachine) m->ncompilers = 0;     /* a new run lists its compilers anew */
    s = machine_line_ev(&L);
    m->lastmachine = 1;
    return s;
  }
  m->lastmachine = 0;
  op = opindex(L.f[4], L.fl[4]);
  if (op == -2) { ++m->nother; return 0; }
  if (op < 0) return "unknown OPERATION";
  slash = memchr(L.f[5], '/', L.fl[5]);
  if (!validname(L.f[5], slash ? (size_t)(slash - L.f[5]) : L.fl[5])) return "bad PRIMITIVE name";
  if (slash) {
    size_t sl = L.fl[5] - (size_t)(slash + 1 - L.f[5]);
    L.sec = sl == 16 && !memcmp(slash + 1, "constbranchindex", 16) ? SEC_CONST :
            sl == 11 && !memcmp(slash + 1, "timingleaks", 11) ? SEC_LEAKS : SEC_UNKNOWN;
  }
  L.pr = prim_get(m, op, L.f[5], slash ? (size_t)(slash - L.f[5]) : L.fl[5]);
  s = event_line(&L, L.f[6], L.fl[6]);
  if (!s) {
    m->maxdate = m->maxdate > atol(L.f[3]) ? m->maxdate : atol(L.f[3]);
    m->version = intern(L.f[0], L.fl[0]);
    m->host = intern(L.f[1], L.fl[1]);
    m->abi = intern(L.f[2], L.fl[2]);
  }
  return s;
}

/* what a warning quotes: the line from its OPERATION field on (the first four fields are the
 * same on every line), printable ASCII only, at most 72 characters */
static void excerpt(char *out, const char *p, const char *e)
{
  const char *s = p;
  int i, k;
  for (k = 0; k < 4 && s < e; ++k) {
    while (s < e && *s != ' ') ++s;
    while (s < e && *s == ' ') ++s;
  }
  if (s == e) s = p;
  for (i = 0; i < 72 && s + i < e; ++i) out[i] = (s[i] >= 0x20 && s[i] < 0x7f) ? s[i] : '?';
  if (s + i < e) { memcpy(out + i, "...", 3); i += 3; }
  out[i] = 0;
}

/* SUPERCOP copies compiler output into fromcompiler lines as it comes (do-part: `while read
 * err`): a source line quoted from a Latin-1 file (SUPERCOP has some), a tab. Such a line is
 * kept when the fields before its message are clean; in a copy, each control byte and each
 * byte of an invalid UTF-8 sequence in the message becomes '?'. 0: not such a line. */
static const char *clean_message(const char *p, const char *e, const char **ce)
{
  static char *buf;
  static size_t cap;
  const char *s = p, *msg;
  size_t n = (size_t)(e - p), i;
  int k;
  for (k = 0; k < 9 && s < e; ++k) {
    if (k == 6 && (e - s < 13 || memcmp(s, "fromcompiler ", 13))) return 0;
    while (s < e && *s != ' ') ++s;
    while (s < e && *s == ' ') ++s;
  }
  msg = s;
  if (k < 9 || !utf8ok((const unsigned char *)p, (const unsigned char *)msg)) return 0;
  if (n > cap) buf = xrealloc(buf, cap = n);
  memcpy(buf, p, n);
  for (i = (size_t)(msg - p); i < n; ) {
    size_t j;
    for (j = 1; j <= 4 && i + j <= n; ++j)      /* the longest valid sequence at i, if any */
      if (utf8ok((const unsigned char *)buf + i, (const unsigned char *)buf + i + j)) break;
    if (j <= 4 && i + j <= n) i += j;
    else buf[i] = buf[i] == '\t' ? ' ' : '?', ++i;
  }
  *ce = buf + n;
  return buf;
}

/* returns 1 when the line held binary bytes (not a compiler message's); quiet: no warning
 * for such a line (the count at the end of the file says how many) */
static int take_line(struct machine *m, const char *path, const char *p, const char *e, long no, int cut, int quiet)
{
  char x[80];
  const char *err, *c, *ce;
  int binary = 0;
  if (cut) {
    excerpt(x, p, e);
    warnline(path, no, "incomplete last line (no newline), skipped: %s", x);
    ++m->nbad;
    return 0;
  }
  if (e == p) return 0;
  if (utf8ok((const unsigned char *)p, (const unsigned char *)e)) err = parse_line(m, p, e, no);
  else if ((c = clean_message(p, e, &ce))) err = parse_line(m, c, ce, no);
  else err = "control or binary bytes", binary = 1;
  if (err) {
    excerpt(x, p, e);
    if (!(binary && quiet)) warnline(path, no, "%s: %s", err, x);
    ++m->nbad;
  }
  return binary;
}

/* field k (0-based) of the line [p, e), interned; "" when missing */
static const char *field(const char *p, const char *e, int k)
{
  const char *s;
  for (; k > 0 && p < e; --k) {
    while (p < e && *p != ' ') ++p;
    while (p < e && *p == ' ') ++p;
  }
  for (s = p; s < e && *s != ' '; ++s) ;
  return intern(p, (size_t)(s - p));
}

/* Reads path into the machine of its host and ABI (the first line's HOST and ABI fields) among
 * ms[0..*nm) when merge is set, else into a new machine appended to ms; returns that machine.
 * SUPERCOP leaves one file per primitive: they make one machine (doc/reports.md). */
struct machine *machine_read(const char *path, struct machine **ms, int *nm, int merge)
{
  struct input in;
  struct machine *m = 0;
  const char *p, *e, *why, *host = "", *abi = "";
  long no = 0, nbinary = 0;
  int cut, i, ok = input_open(&in, path, &why), more = ok && input_line(&in, &p, &e, &cut);
  if (more) { host = field(p, e, 1); abi = field(p, e, 2); }
  for (i = 0; merge && more && i < *nm; ++i)
    if (ms[i]->idhost == host && ms[i]->idabi == abi && !ms[i]->unreadable) m = ms[i];
  if (!m) {
    m = ms[(*nm)++] = zalloc(sizeof *m);
    m->path = path;
    m->idhost = host;
    m->idabi = abi;
  }
  if (!ok) { m->unreadable = 1; warnline(path, 0, "%s", why); return m; }
  for (; more; more = !cut && input_line(&in, &p, &e, &cut))
    nbinary += take_line(m, path, p, e, ++no, cut, nbinary >= BINARY_SHOWN);
  m->nlines += no;
  if (nbinary) {        /* no writer puts binary bytes there: the file is damaged (exit 1) */
    m->damaged = 1;
    warnline(path, 0, "%ld line%s with binary bytes skipped%s: the file is damaged", nbinary,
             nbinary > 1 ? "s" : "", nbinary > BINARY_SHOWN ? " (the first ones shown)" : "");
  }
  if ((why = input_close(&in))) { m->unreadable = 1; warnline(path, 0, "%s", why); }
  ++m->nfiles;
  return m;
}
