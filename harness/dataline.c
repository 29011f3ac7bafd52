/*
 * dataline.c: taking a data line apart and putting one together (the layout: dataline.h).
 * Public domain (CC0).
 */
#include <stdarg.h>
#include <string.h>
#include "dataline.h"

int dataline_split(struct dataline *L, const char *p, const char *e)
{
  const char *s = p;
  L->n = 0;
  L->end = e;
  while (s < e && L->n < DL_MAX_FIELDS) {
    while (s < e && *s == ' ') ++s;
    if (s == e) break;
    L->f[L->n] = s;
    while (s < e && *s != ' ') ++s;
    L->len[L->n] = (size_t) (s - L->f[L->n]);
    L->n += 1;
  }
  return L->n;
}

int dataline_is(const struct dataline *L, int i, const char *s)
{
  return i < L->n && strlen(s) == L->len[i] && !memcmp(L->f[i], s, L->len[i]);
}

/* The names `dataline get` knows: for every event, the prefix fields and the event; then per
   event (or "fail" for tryfails, measurefails and timecop_*; "item" for every event of an
   item but try) its arguments. "text" and "reason" run to the end of the line. */
static const struct { const char *event, *name; int field; } names[] = {
  { 0, "version", DL_VERSION }, { 0, "host", DL_HOST }, { 0, "abi", DL_ABI },
  { 0, "date", DL_DATE }, { 0, "operation", DL_OPERATION }, { 0, "primitive", DL_PRIMITIVE },
  { 0, "event", DL_EVENT },
  { "try", "checksums", DL_TRY_CHECKSUMS }, { "try", "status", DL_TRY_STATUS },
  { "try", "cycles", DL_TRY_CYCLES }, { "try", "checksumcycles", DL_TRY_CHECKSUMCYCLES },
  { "try", "persecond", DL_TRY_PERSECOND }, { "try", "impl", DL_TRY_IMPL },
  { "try", "compiler", DL_TRY_COMPILER },
  { "item", "impl", DL_ITEM_IMPL }, { "item", "compiler", DL_ITEM_COMPILER },
  { "item", "text", DL_ITEM_REST },
  { "fail", "code", DL_FAIL_CODE }, { "fail", "reason", DL_FAIL_REASON },
  { "tune", "cycles", DL_TUNE_CYCLES },
  { "machine", "key", DL_MACHINE_KEY }, { "machine", "value", DL_MACHINE_VALUE },
};

static const char *kind_of(const char *event)
{
  static const char *const fails[] = { "tryfails", "measurefails", "timecop_pass",
                                       "timecop_fail", "timecop_error" };
  size_t i;
  if (!strcmp(event, "try") || !strcmp(event, "tune") || !strcmp(event, "machine")) return event;
  for (i = 0; i < sizeof fails / sizeof fails[0]; ++i)
    if (!strcmp(event, fails[i])) return "fail";
  return "item";
}

int dataline_field_named(const char *event, const char *name)
{
  const char *kind = kind_of(event);
  size_t i;
  for (i = 0; i < sizeof names / sizeof names[0]; ++i)
    if (!strcmp(names[i].name, name) &&
        (!names[i].event || !strcmp(names[i].event, kind) ||
         (!strcmp(names[i].event, "item") && strcmp(kind, "try") && strcmp(kind, "machine"))))
      return names[i].field;
  return -1;
}

int dataline_name_is_text(const char *name)
{
  return !strcmp(name, "reason") || !strcmp(name, "text");
}

int dataline_prefix(char *out, size_t size, const char *const value[DL_PREFIX_FIELDS])
{
  size_t used = 0;
  int i;
  for (i = 0; i < DL_PREFIX_FIELDS; ++i) {
    const char *v = value[i] && *value[i] ? value[i] : "-";
    if (used + strlen(v) + 2 > size) return -1;
    if (i) out[used++] = ' ';
    for (; *v; ++v) out[used++] = *v == ' ' || *v == '\t' ? '_' : *v;
  }
  out[used] = 0;
  return 0;
}

void dataline_print(FILE *f, const char *prefix, const char *format, ...)
{
  va_list ap;
  fputs(prefix, f);
  fputc(' ', f);
  va_start(ap, format);
  vfprintf(f, format, ap);
  va_end(ap);
  fputc('\n', f);
  fflush(f);
}

/* fields [DL_EVENT, n) of f, in the layout's order, after the prefix */
static void print_fields(FILE *out, const char *prefix, const char *const f[], int n)
{
  int i;
  fputs(prefix, out);
  for (i = DL_EVENT; i < n; ++i)
    if (f[i] && *f[i]) fprintf(out, " %s", f[i]);
  fputc('\n', out);
  fflush(out);
}

void dataline_try(FILE *out, const char *prefix, const char *checksums, const char *status,
                  long long cycles, long long checksumcycles, long long persecond,
                  const char *impl, const char *compiler)
{
  char c[24], cc[24], ps[24];
  const char *f[DL_TRY_FIELDS] = { 0 };
  snprintf(c, sizeof c, "%lld", cycles);
  snprintf(cc, sizeof cc, "%lld", checksumcycles);
  snprintf(ps, sizeof ps, "%lld", persecond);
  f[DL_EVENT] = "try";
  f[DL_TRY_CHECKSUMS] = checksums;
  f[DL_TRY_STATUS] = status;
  f[DL_TRY_CYCLES] = c;
  f[DL_TRY_CHECKSUMCYCLES] = cc;
  f[DL_TRY_PERSECOND] = ps;
  f[DL_TRY_IMPL] = impl;
  f[DL_TRY_COMPILER] = compiler;
  print_fields(out, prefix, f, DL_TRY_FIELDS);
}

void dataline_fail(FILE *out, const char *prefix, const char *event, const char *impl,
                   const char *compiler, int code, const char *reason)
{
  char c[16];
  const char *f[DL_FAIL_REASON + 1] = { 0 };
  snprintf(c, sizeof c, "%d", code);
  f[DL_EVENT] = event;
  f[DL_ITEM_IMPL] = impl;
  f[DL_ITEM_COMPILER] = compiler;
  f[DL_FAIL_ERROR] = "error";
  f[DL_FAIL_CODE] = c;
  f[DL_FAIL_REASON] = reason;
  print_fields(out, prefix, f, DL_FAIL_REASON + 1);
}

void dataline_item(FILE *out, const char *prefix, const char *event, const char *impl,
                   const char *compiler, const char *format, ...)
{
  char text[4096];
  const char *f[DL_ITEM_REST + 1] = { 0 };
  va_list ap;
  va_start(ap, format);
  vsnprintf(text, sizeof text, format, ap);
  va_end(ap);
  f[DL_EVENT] = event;
  f[DL_ITEM_IMPL] = impl;
  f[DL_ITEM_COMPILER] = compiler;
  f[DL_ITEM_REST] = text;
  print_fields(out, prefix, f, DL_ITEM_REST + 1);
}
