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
  if (L->d.n <= DL_MACHINE_VALUE) return "machine line without a value";
  val = acopy(L->d.f[DL_MACHINE_VALUE], (size_t)(L->d.end - L->d.f[DL_MACHINE_VALUE]));
  if (dataline_is(&L->d, DL_MACHINE_KEY, "compiler")) {
    if (m->ncompilers == m->capcompilers) {
      m->capcompilers = m->capcompilers ? 2 * m->capcompilers : 8;
      m->compilers = xrealloc(m->compilers, m->capcompilers * sizeof *m->compilers);
    }
    m->compilers[m->ncompilers++] = val;
    return 0;
  }
  for (k = 0; k < NMKEYS; ++k)
    if (dataline_is(&L->d, DL_MACHINE_KEY, mkeys[k])) m->key[k] = val;
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
  const char *s, *slash, *pf;
  size_t i, pl;
  int op;
  memset(&L, 0, sizeof L);
  L.m = m;
  L.no = no;
  if (dataline_split(&L.d, p, e) <= DL_EVENT) return "truncated line (fewer than 7 fields)";
  if (L.d.len[DL_DATE] != 8) return "DATE is not yyyymmdd";
  for (i = 0; i < 8; ++i) if (L.d.f[DL_DATE][i] < '0' || L.d.f[DL_DATE][i] > '9') return "DATE is not numeric";
  if (dataline_is(&L.d, DL_OPERATION, "-") && dataline_is(&L.d, DL_PRIMITIVE, "-")) {
    if (!dataline_is(&L.d, DL_EVENT, "machine")) return "unknown event on a machine line";
    m->maxdate = m->maxdate > atol(L.d.f[DL_DATE]) ? m->maxdate : atol(L.d.f[DL_DATE]);
    if (!m->lastmachine) m->ncompilers = 0;     /* a new run lists its compilers anew */
    s = machine_line_ev(&L);
    m->lastmachine = 1;
    return s;
  }
  m->lastmachine = 0;
  op = opindex(L.d.f[DL_OPERATION], L.d.len[DL_OPERATION]);
  if (op == -2) { ++m->nother; return 0; }
  if (op < 0) return "unknown OPERATION";
  pf = L.d.f[DL_PRIMITIVE];
  pl = L.d.len[DL_PRIMITIVE];
  slash = memchr(pf, '/', pl);
  if (!validname(pf, slash ? (size_t)(slash - pf) : pl)) return "bad PRIMITIVE name";
  if (slash) {
    size_t sl = pl - (size_t)(slash + 1 - pf);
    L.sec = sl == 16 && !memcmp(slash + 1, "constbranchindex", 16) ? SEC_CONST :
            sl == 11 && !memcmp(slash + 1, "timingleaks", 11) ? SEC_LEAKS : SEC_UNKNOWN;
  }
  L.pr = prim_get(m, op, pf, slash ? (size_t)(slash - pf) : pl);
  s = event_line(&L, L.d.f[DL_EVENT], L.d.len[DL_EVENT]);
  if (!s) {
    m->maxdate = m->maxdate > atol(L.d.f[DL_DATE]) ? m->maxdate : atol(L.d.f[DL_DATE]);
    m->version = intern(L.d.f[DL_VERSION], L.d.len[DL_VERSION]);
    m->host = intern(L.d.f[DL_HOST], L.d.len[DL_HOST]);
    m->abi = intern(L.d.f[DL_ABI], L.d.len[DL_ABI]);
  }
  return s;
}

/* what a warning quotes: the line from its OPERATION field on (the first four fields are the
 * same on every line), printable ASCII only, at most 72 characters */
static void excerpt(char *out, const char *p, const char *e)
{
  struct dataline d;
  const char *s = dataline_split(&d, p, e) > DL_OPERATION ? d.f[DL_OPERATION] : p;
  int i;
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

/* field k (dataline.h) of the line [p, e), interned; "" when missing */
static const char *field(const char *p, const char *e, int k)
{
  struct dataline d;
  return dataline_split(&d, p, e) > k ? intern(d.f[k], d.len[k]) : intern(p, 0);
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
  if (more) { host = field(p, e, DL_HOST); abi = field(p, e, DL_ABI); }
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
