/*
 * dataline.c: taking a data line apart and putting one together (the layout: dataline.h).
 * Public domain (CC0).
 */
#include <stdarg.h>
#include <string.h>
#include "dataline.h"

/* fields from number `first` on */
static int split_from(struct dataline *L, int first, const char *p, const char *e)
{
  const char *s = p;
  for (L->n = 0; L->n < first; ++L->n) {
    L->f[L->n] = p;
    L->len[L->n] = 0;
  }
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

int dataline_split(struct dataline *L, const char *p, const char *e)
{
  return split_from(L, 0, p, e);
}

int dataline_split_event(struct dataline *L, const char *p, const char *e)
{
  int n = split_from(L, DL_EVENT, p, e);
  return n > DL_EVENT ? n : 0;
}

int dataline_is(const struct dataline *L, int i, const char *s)
{
  return i < L->n && strlen(s) == L->len[i] && !memcmp(L->f[i], s, L->len[i]);
}

/* The names `dataline get` knows: for every event, the prefix fields and the event; then per
   event (or "fail" for tryfails, measurefails and timecop_*; "item" for every event of an
   item but try) its arguments. "text" and "reason" run to the end of the line, and so does
   "entry": the event with its arguments, the line without its prefix. */
static const struct { const char *event, *name; int field; } names[] = {
  { 0, "version", DL_VERSION }, { 0, "host", DL_HOST }, { 0, "abi", DL_ABI },
  { 0, "date", DL_DATE }, { 0, "operation", DL_OPERATION }, { 0, "primitive", DL_PRIMITIVE },
  { 0, "event", DL_EVENT }, { 0, "entry", DL_EVENT },
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
  return !strcmp(name, "reason") || !strcmp(name, "text") || !strcmp(name, "entry");
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
  if (prefix) {
    fputs(prefix, f);
    fputc(' ', f);
  }
  va_start(ap, format);
  vfprintf(f, format, ap);
  va_end(ap);
  fputc('\n', f);
  fflush(f);
}

/* fields [DL_EVENT, n) of f, in the layout's order, after the prefix (if any); an empty
   field is left out. With words set, blanks inside a field are written `_` (SUPERCOP's
   printword); without, the last field may be a free text. */
static void print_line(FILE *out, const char *prefix, const char *const f[], int n, int words)
{
  const char *s;
  int i, first = !prefix;
  if (prefix) fputs(prefix, out);
  for (i = DL_EVENT; i < n; ++i) {
    if (!f[i] || !*f[i]) continue;
    if (!first) fputc(' ', out);
    first = 0;
    for (s = f[i]; *s; ++s)
      fputc(words && (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') ? '_' : *s, out);
  }
}

static void end_line(FILE *out)
{
  fputc('\n', out);
  fflush(out);
}

static void print_fields(FILE *out, const char *prefix, const char *const f[], int n)
{
  print_line(out, prefix, f, n, 0);
  end_line(out);
}

static void print_words(FILE *out, const char *prefix, const char *const f[], int n)
{
  print_line(out, prefix, f, n, 1);
  end_line(out);
}

/* a number's field: v in decimal in buf; a length's: `-` when it does not apply (below 0) */
static const char *decimal(char buf[24], long long v)
{
  snprintf(buf, 24, "%lld", v);
  return buf;
}

static const char *length(char buf[24], long long len)
{
  return len < 0 ? "-" : decimal(buf, len);
}

void dataline_try(FILE *out, const char *prefix, const char *checksums, const char *status,
                  long long cycles, long long checksumcycles, long long persecond,
                  const char *impl, const char *compiler)
{
  char c[24], cc[24], ps[24];
  const char *f[DL_TRY_FIELDS] = { 0 };
  f[DL_EVENT] = "try";
  f[DL_TRY_CHECKSUMS] = checksums;
  f[DL_TRY_STATUS] = status;
  f[DL_TRY_CYCLES] = decimal(c, cycles);
  f[DL_TRY_CHECKSUMCYCLES] = decimal(cc, checksumcycles);
  f[DL_TRY_PERSECOND] = decimal(ps, persecond);
  f[DL_TRY_IMPL] = impl;
  f[DL_TRY_COMPILER] = compiler;
  print_fields(out, prefix, f, DL_TRY_FIELDS);
}

void dataline_fail(FILE *out, const char *prefix, const char *event, const char *impl,
                   const char *compiler, int code, const char *reason)
{
  char c[24];
  const char *f[DL_FAIL_REASON + 1] = { 0 };
  f[DL_EVENT] = event;
  f[DL_ITEM_IMPL] = impl;
  f[DL_ITEM_COMPILER] = compiler;
  f[DL_FAIL_ERROR] = "error";
  f[DL_FAIL_CODE] = decimal(c, code);
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

void dataline_implementation(FILE *out, const char *prefix, const char *impl, const char *version)
{
  const char *f[DL_IMPL_VERSION + 1] = { 0 };
  f[DL_EVENT] = "implementation";
  f[DL_IMPL_NAME] = impl;
  f[DL_IMPL_VERSION] = version && *version ? version : "-";
  print_words(out, prefix, f, DL_IMPL_VERSION + 1);
}

void dataline_number(FILE *out, const char *prefix, const char *event, long long value)
{
  char v[24];
  const char *f[DL_HEADER_VALUE + 1] = { 0 };
  f[DL_EVENT] = event;
  f[DL_HEADER_VALUE] = decimal(v, value);
  print_words(out, prefix, f, DL_HEADER_VALUE + 1);
}

void dataline_word(FILE *out, const char *prefix, const char *event, const char *word)
{
  const char *f[DL_HEADER_VALUE + 1] = { 0 };
  f[DL_EVENT] = event;
  f[DL_HEADER_VALUE] = word && *word ? word : "-";
  print_words(out, prefix, f, DL_HEADER_VALUE + 1);
}

void dataline_compiler(FILE *out, const char *prefix, const char *compiler, const char *version)
{
  const char *f[DL_HEADER_MORE + 1] = { 0 };
  f[DL_EVENT] = "compiler";
  f[DL_HEADER_VALUE] = compiler && *compiler ? compiler : "-";
  f[DL_HEADER_MORE] = version && *version ? version : "-";
  print_words(out, prefix, f, DL_HEADER_MORE + 1);
}

void dataline_cycles(FILE *out, const char *prefix, const char *event, long long len,
                     long long median, const long long *t, long long n)
{
  char l[24], m[24];
  const char *f[DL_MEASURE_MEDIAN + 1] = { 0 };
  long long i;
  f[DL_EVENT] = event;
  f[DL_MEASURE_LEN] = length(l, len);
  f[DL_MEASURE_MEDIAN] = decimal(m, median);
  print_line(out, prefix, f, DL_MEASURE_MEDIAN + 1, 0);
  if (n > 1) fputc(' ', out);              /* SAMPLES, one field (it may be long) */
  for (i = 0; n > 1 && i < n; ++i) fprintf(out, "%+lld", t[i] - median);
  end_line(out);
}

void dataline_floor(FILE *out, const char *prefix, const char *event, long long len,
                    long long precision)
{
  char l[24], p[24];
  const char *f[DL_FLOOR_PRECISION + 1] = { 0 };
  f[DL_EVENT] = "timer_floor";
  f[DL_FLOOR_EVENT] = event;
  f[DL_FLOOR_LEN] = length(l, len);
  f[DL_FLOOR_PRECISION] = decimal(p, precision);
  print_fields(out, prefix, f, DL_FLOOR_PRECISION + 1);
}

void dataline_calibration(FILE *out, const char *prefix, long long before, long long after,
                          const char *status)
{
  char b[24], a[24];
  const char *f[DL_CAL_STATUS + 1] = { 0 };
  f[DL_EVENT] = "calibration";
  f[DL_CAL_BEFORE] = decimal(b, before);
  f[DL_CAL_AFTER] = decimal(a, after);
  f[DL_CAL_STATUS] = status;
  print_fields(out, prefix, f, DL_CAL_STATUS + 1);
}

void dataline_machine(FILE *out, const char *prefix, const char *key, const char *value)
{
  const char *f[DL_MACHINE_VALUE + 1] = { 0 };
  f[DL_EVENT] = "machine";
  f[DL_MACHINE_KEY] = key;
  f[DL_MACHINE_VALUE] = value && *value ? value : "-";
  print_words(out, prefix, f, DL_MACHINE_VALUE + 1);
}

void dataline_waited(FILE *out, const char *prefix, int seconds)
{
  dataline_number(out, prefix, "waited", seconds);
}
