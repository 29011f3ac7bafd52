/* export.c -- `cbreport export csv|json DATA...`: every measurement (one implementation, event
 * and length, samples pooled) with its unit, sample count, quartiles and interquartile mean,
 * and its provenance: data file, machine, counter, ticks per second, compiler line,
 * implementation and version, checksum status and TIMECOP result of that compiler. */
#include <stdlib.h>
#include <string.h>
#include "report.h"

static const char *fields[] = { "file", "host", "uarch", "abi", "operation", "primitive", "security",
  "implementation", "implementation_version", "compiler", "compiler_version", "event", "length",
  "mlen", "adlen", "unit", "samples", "q1", "median", "q3", "iqm", "counter", "persecond",
  "checksum", "timecop" };
#define NF (sizeof fields / sizeof fields[0])

static int byevlen(const void *a, const void *b)
{
  const struct series *x = *(struct series *const *)a, *y = *(struct series *const *)b;
  if (x->ev != y->ev) return x->ev - y->ev;
  return x->len < y->len ? -1 : x->len > y->len;
}

static void put(FILE *f, const char *s, int json)
{
  if (json) {
    fputc('"', f);
    for (; *s; ++s) {
      if (*s == '"' || *s == '\\') fputc('\\', f);
      if ((unsigned char)*s < 0x20) fprintf(f, "\\u%04x", *s); else fputc(*s, f);
    }
    fputc('"', f);
  } else if (strpbrk(s, ",\"")) {
    fputc('"', f);
    for (; *s; ++s) { if (*s == '"') fputc('"', f); fputc(*s, f); }
    fputc('"', f);
  } else fputs(s, f);
}

static void record(FILE *f, const struct series *s, int json, int first)
{
  static const char *sec[] = { "unknown", "constbranchindex", "timingleaks" };
  static const char *chk[] = { "none", "ok", "unknown", "fails", "error", "skipped", "nobuild" };
  static const char *tc[] = { "none", "pass", "fail", "error" };
  const struct impl *im = s->im;
  const struct machine *m = im->pr->m;
  const struct item *it = item_of(im, s->compiler);
  char num[12][40];
  const char *v[NF];
  size_t k;
  int isnum[NF] = { 0 }, aead = im->pr->op == OP_AEAD;
  snprintf(num[0], 40, "%lld", s->len);
  snprintf(num[1], 40, "%lld", aead ? s->len % 1000000 : s->len);
  snprintf(num[2], 40, "%lld", s->len / 1000000);
  snprintf(num[3], 40, "%ld", s->st.n);
  snprintf(num[4], 40, "%.3f", s->st.q1);
  snprintf(num[5], 40, "%.3f", s->st.q2);
  snprintf(num[6], 40, "%.3f", s->st.q3);
  snprintf(num[7], 40, "%.3f", s->st.iqm);
  snprintf(num[8], 40, "%lld", im->persecond ? im->persecond : m->persecond);
  v[0] = m->path; v[1] = m->dir; v[2] = m->key[MK_UARCH] ? m->key[MK_UARCH] : "unknown";
  v[3] = m->abi ? m->abi : "unknown"; v[4] = op_name(im->pr->op); v[5] = im->pr->name;
  v[6] = sec[im->security]; v[7] = im->name; v[8] = im->version;
  v[9] = s->compiler ? s->compiler : ""; v[10] = im->ccversion ? im->ccversion : "";
  v[11] = ev_name(s->ev); v[12] = s->len < 0 ? "-" : num[0];
  v[13] = s->len < 0 ? "" : num[1]; v[14] = aead && s->len >= 0 ? num[2] : "";
  v[15] = s->ev >= EV_KP_RC ? "calls" : s->ev >= EV_KP_RB ? "bytes" : "cycles";
  v[16] = num[3]; v[17] = num[4]; v[18] = num[5]; v[19] = num[6]; v[20] = num[7];
  v[21] = im->counter ? im->counter : m->counter ? m->counter : m->key[MK_COUNTER] ? m->key[MK_COUNTER] : "unknown";
  v[22] = num[8]; v[23] = chk[it ? it->status : 0]; v[24] = tc[it ? it->timecop : 0];
  for (k = 12; k <= 22; ++k) isnum[k] = *v[k] && strcmp(v[k], "-") && k != 15 && k != 21;
  if (json) fputs(first ? "\n    {" : ",\n    {", f);
  for (k = 0; k < NF; ++k) {
    if (json) {
      fprintf(f, "%s\"%s\":", k ? "," : "", fields[k]);
      if (isnum[k]) fputs(v[k], f);
      else if (!*v[k] && (k == 13 || k == 14)) fputs("null", f);
      else put(f, v[k], 1);
    } else {
      if (k) fputc(',', f);
      put(f, v[k], 0);
    }
  }
  fputs(json ? "}" : "\n", f);
}

int export_main(int argc, char **argv)
{
  struct machine **ms;
  int json, status = 0, i, j, k, first;
  size_t n, cap = 1024, q;
  struct series **v = xmalloc(cap * sizeof *v);
  const struct series *s;
  if (argc < 2 || (strcmp(argv[0], "csv") && strcmp(argv[0], "json"))) {
    fputs("usage: cbreport export csv|json DATA...\n", stderr);
    return 100;
  }
  json = !strcmp(argv[0], "json");
  ms = load(argc - 1, argv + 1, &status, 0);
  if (json) fputs("{\"files\": [", stdout);
  else for (q = 0; q < NF; ++q) printf("%s%s", q ? "," : "", fields[q]);
  if (!json) putchar('\n');
  for (i = 0; i < argc - 1; ++i) {
    if (json) {
      printf("%s\n  {\"file\":", i ? "," : "");
      put(stdout, ms[i]->path, 1);
      printf(",\"host\":");
      put(stdout, ms[i]->dir, 1);
      printf(",\"malformed_lines\":%ld,\"measurements\": [", ms[i]->nbad);
    }
    first = 1;
    for (j = 0; j < ms[i]->nprim; ++j)
      for (k = 0; k < ms[i]->prims[j]->nimpl; ++k) {
        for (n = 0, s = ms[i]->prims[j]->impls[k]->series; s; s = s->next) {
          if (n == cap) v = xrealloc(v, (cap *= 2) * sizeof *v);
          v[n++] = (struct series *)s;
        }
        qsort(v, n, sizeof *v, byevlen);
        for (q = 0; q < n; ++q, first = 0) record(stdout, v[q], json, first);
      }
    if (json) fputs("\n  ]}", stdout);
  }
  if (json) fputs("\n]}\n", stdout);
  free(v);
  return status;
}
