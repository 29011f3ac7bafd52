/*
 * kat.c: the vector file reader and driver (see kat.h).
 * Public domain (CC0).
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "cb.h"
#include "kat.h"

const char *kat_get(const struct kat_record *r, const char *key)
{
  int i;
  for (i = 0; i < r->n; ++i)
    if (!strcasecmp(r->key[i], key)) return r->value[i];
  return 0;
}

static int hexdigit(int c)
{
  if (c >= '0' && c <= '9') return c - '0';
  c = tolower(c);
  return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

long kat_bytes(const char *v, unsigned char *out, long cap)
{
  long len = 0;
  while (*v) {
    if (isspace((unsigned char) *v)) { ++v; continue; }
    if (*v == '"') {                               /* "text" */
      const char *end = strchr(v + 1, '"');
      if (!end || len + (end - v - 1) > cap) return -1;
      memcpy(out + len, v + 1, (size_t) (end - v - 1));
      len += end - v - 1;
      v = end + 1;
    } else if (*v == 'r' && isdigit((unsigned char) v[1])) { /* rN X: the bytes X, N times */
      char *end;
      long count = strtol(v + 1, &end, 10), unit, i;
      const char *x = end;
      while (isspace((unsigned char) *x)) ++x;
      for (unit = 0; hexdigit(x[2 * unit]) >= 0 && hexdigit(x[2 * unit + 1]) >= 0; ++unit) continue;
      if (!unit || count < 0 || len + count * unit > cap) return -1;
      for (i = 0; i < count * unit; ++i)
        out[len++] = (unsigned char) (16 * hexdigit(x[2 * (i % unit)]) + hexdigit(x[2 * (i % unit) + 1]));
      v = x + 2 * unit;
    } else {                                        /* hex, maybe 0x-prefixed */
      int hi, lo;
      if (v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) v += 2;
      while ((hi = hexdigit(v[0])) >= 0) {
        lo = hexdigit(v[1]);
        if (lo < 0 || len >= cap) return -1;
        out[len++] = (unsigned char) (16 * hi + lo);
        v += 2;
      }
      if (*v && !isspace((unsigned char) *v)) return -1;
    }
  }
  return len;
}

void kat_fail(const struct kat_record *r, const char *format, ...)
{
  va_list ap;
  printf("%s:%d: ", r->file, r->line);
  va_start(ap, format);
  vprintf(format, ap);
  va_end(ap);
  printf("\n");
  fflush(stdout);
  exit(111);
}

void kat_expect(const struct kat_record *r, const char *name, const unsigned char *got, long len)
{
  static unsigned char want[1 << 20];
  const char *v = kat_get(r, name);
  long n = v ? kat_bytes(v, want, sizeof want) : -1, i;
  if (n < 0) kat_fail(r, "%s is missing or not hex", name);
  if (n < len) kat_fail(r, "%s has %ld bytes, the implementation gives %ld", name, n, len);
  for (i = 0; i < len; ++i)
    if (got[i] != want[i])
      kat_fail(r, "%s differs at byte %ld: got %02x, expected %02x", name, i, got[i], want[i]);
}

/* --- reading records --- */

static void clear(struct kat_record *r)
{
  int i;
  for (i = 0; i < r->n; ++i) {
    free(r->key[i]);
    free(r->value[i]);
  }
  r->n = 0;
}

/* Set a field; returns its index (-1 when the record is full). */
static int set(struct kat_record *r, const char *key, size_t keylen, const char *value)
{
  int i;
  for (i = 0; i < r->n; ++i)                    /* Crypto++ blocks overwrite a carried field */
    if (strlen(r->key[i]) == keylen && !strncasecmp(r->key[i], key, keylen)) break;
  if (i == r->n) {
    if (r->n == KAT_FIELDS) return -1;
    r->key[r->n++] = strndup(key, keylen);
  } else free(r->value[i]);
  r->value[i] = strdup(value);
  return i;
}

/* Append text to field i (a value continued on the next line). */
static void append(struct kat_record *r, int i, const char *sep, const char *text)
{
  size_t n = strlen(r->value[i]);
  r->value[i] = realloc(r->value[i], n + strlen(sep) + strlen(text) + 1);
  sprintf(r->value[i] + n, "%s%s", sep, text);
}

static char *trim(char *s)
{
  size_t n = strlen(s);
  while (n && isspace((unsigned char) s[n - 1])) s[--n] = 0;
  while (isspace((unsigned char) *s)) ++s;
  return s;
}

/* "key": "value",  ->  key = value */
static void unquote_json(char *s)
{
  char *out = s, *p;
  for (p = s; *p; ++p)
    if (*p != '"') *out++ = *p;
  *out = 0;
  if (out > s && out[-1] == ',') out[-1] = 0;
  if ((p = strstr(s, ": "))) p[0] = '=';
}

/* XKCP's KangarooTwelve.txt heads each record with a line "Name(args):" (no '=' or ':' before
   the parenthesis) and puts the output in hex on the next line. */
static int call_line(const char *s)
{
  size_t n = strlen(s), head = strcspn(s, "(=:");
  return n > 2 && s[n - 1] == ':' && s[head] == '(';
}

enum kat_format { KAT_EQUALS, KAT_COLON, KAT_JSON };

/* Crypto++'s `Name: value`, everyone else's `name = value`, or BLAKE2's JSON (`"name": "value"`,
   one object a record): whichever most lines use (the eSTREAM file opens with a `Primitive Name:
   Salsa20` header, then thousands of `key = ...`). */
static enum kat_format file_format(FILE *f)
{
  char *line = 0;
  size_t cap = 0;
  long colons = 0, equals = 0, quoted = 0;
  while (getline(&line, &cap, f) >= 0) {
    char *s = trim(line), *colon = strstr(s, ": "), *eq = strchr(s, '=');
    if (*s == '#') continue;                    /* comments count for neither (a header's prose) */
    if (*s == '"' && colon) ++quoted;
    else if (colon && (!eq || colon < eq)) ++colons;
    else if (eq) ++equals;
  }
  free(line);
  rewind(f);
  if (quoted > colons && quoted > equals) return KAT_JSON;
  return colons > equals ? KAT_COLON : KAT_EQUALS;
}

/* Feed each record to check(); returns how many it checked, or -1 for an unreadable file. */
static long each_record(FILE *f, const char *path, int nfilters, char **filters, long *skipped)
{
  struct kat_record r;
  char *line = 0;
  int last = -1;                                /* the field a continuation line extends */
  size_t cap = 0;
  long checked = 0, lineno = 0;
  enum kat_format format = file_format(f);
  int colon = format == KAT_COLON, json = format == KAT_JSON, pending = 0, continued = 0;
  memset(&r, 0, sizeof r);
  r.file = path;
  for (;;) {
    char *s, *sep;
    int end = getline(&line, &cap, f) < 0;
    ++lineno;
    s = end ? (char *) "" : trim(line);
    if (json && (*s == '{' || *s == '}')) {     /* one object a record */
      if (*s == '{') continue;
      s = (char *) "";
    }
    if (*s == '#' || *s == '[' || *s == ']') continue;  /* comments, CAVP section headers */
    if (json && *s) unquote_json(s);
    if (continued && pending && last >= 0) {   /* Crypto++: the line before ended in '\' */
      continued = *s && s[strlen(s) - 1] == '\\';
      if (continued) s[strlen(s) - 1] = 0;
      append(&r, last, "", s);
      continue;
    }
    if (colon && !*s && !end) {                 /* Crypto++: a blank line ends a section */
      clear(&r);
      pending = 0;
      last = -1;
      continue;
    }
    if (!colon && !pending && call_line(s)) {  /* field Call = the line, Output = what follows */
      r.line = (int) lineno;
      s[strlen(s) - 1] = 0;
      set(&r, "Call", 4, s);
      last = set(&r, "Output", 6, "");
      pending = 1;
      continue;
    }
    sep = colon ? strstr(s, ": ") : strchr(s, '=');
    if (sep && *s) {
      char *key = s, *keyend = sep, *value = trim(sep + 1);
      while (keyend > key && isspace((unsigned char) keyend[-1])) --keyend;
      if (!pending) r.line = (int) lineno;
      continued = colon && *value && value[strlen(value) - 1] == '\\';
      if (continued) value[strlen(value) - 1] = 0;
      last = set(&r, key, (size_t) (keyend - key), value);
      pending = 1;
      if (!(colon && !strncasecmp(s, "Test:", 5))) continue;
    } else if (*s && pending && last >= 0) {   /* a value continued on the next line */
      append(&r, last, " ", s);
      if (!end) continue;
    }
    if (pending && (colon ? !strncasecmp(s, "Test:", 5) : !*s)) {
      int i, j, keep = 1;
      for (i = 0; i < nfilters; ++i) {
        const char *eq = strchr(filters[i], '='), *v;
        char key[128];
        if (filters[i][0] == '!') {           /* !NAME: ignore field NAME */
          for (j = 0; j < r.n; ++j)
            if (!strcasecmp(r.key[j], filters[i] + 1)) r.key[j][0] = 0;
          continue;
        }
        snprintf(key, sizeof key, "%.*s", (int) (eq - filters[i]), filters[i]);
        v = kat_get(&r, key);
        if (!v || strcmp(v, eq + 1)) keep = 0;
      }
      if (keep && cb_primitive.op->kat(&r)) ++checked;
      else ++*skipped;
      if (!colon) clear(&r);
      pending = 0;
    }
    if (end) break;
  }
  clear(&r);
  free(line);
  return checked;
}

int kat_file(FILE *f, const char *path, int nfilters, char **filters)
{
  long skipped = 0, checked;
  int i;
  for (i = 0; i < nfilters; ++i)
    if (!strchr(filters[i], '=') && filters[i][0] != '!') {
      printf("kat: a filter is KEY=VALUE or !KEY, not %s\n", filters[i]);
      return 2;
    }
  checked = each_record(f, path, nfilters, filters, &skipped);
  printf("kat %s: %ld records checked, %ld not applicable\n", path, checked, skipped);
  return checked > 0 ? 0 : 111;               /* a file that tests nothing is a wrong list */
}
