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
   event (or "fail" for tryfails, measurefails and timecop_*) its arguments. */
static const struct { const char *event, *name; int field; } names[] = {
  { 0, "version", DL_VERSION }, { 0, "host", DL_HOST }, { 0, "abi", DL_ABI },
  { 0, "date", DL_DATE }, { 0, "operation", DL_OPERATION }, { 0, "primitive", DL_PRIMITIVE },
  { 0, "event", DL_EVENT },
  { "try", "checksums", DL_TRY_CHECKSUMS }, { "try", "status", DL_TRY_STATUS },
  { "try", "cycles", DL_TRY_CYCLES }, { "try", "checksumcycles", DL_TRY_CHECKSUMCYCLES },
  { "try", "persecond", DL_TRY_PERSECOND }, { "try", "impl", DL_TRY_IMPL },
  { "try", "compiler", DL_TRY_COMPILER },
  { "item", "impl", DL_ITEM_IMPL }, { "item", "compiler", DL_ITEM_COMPILER },
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

void dataline_try(FILE *f, const char *prefix, const char *checksums, const char *status,
                  long long cycles, long long checksumcycles, long long persecond,
                  const char *impl, const char *compiler)
{
  dataline_print(f, prefix, "try %s %s %lld %lld %lld %s %s", checksums, status, cycles,
                 checksumcycles, persecond, impl, compiler);
}

void dataline_fail(FILE *f, const char *prefix, const char *event, const char *impl,
                   const char *compiler, int code, const char *reason)
{
  dataline_print(f, prefix, "%s %s %s error %d %s", event, impl, compiler, code, reason);
}

void dataline_item(FILE *f, const char *prefix, const char *event, const char *impl,
                   const char *compiler, const char *format, ...)
{
  char text[4096];
  va_list ap;
  va_start(ap, format);
  vsnprintf(text, sizeof text, format, ap);
  va_end(ap);
  dataline_print(f, prefix, "%s %s %s%s%s", event, impl, compiler, *text ? " " : "", text);
}
