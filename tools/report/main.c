/* main.c -- cbreport: cyclebench's report tool (doc/reports.md).
 *   cbreport pages OUTDIR DATA...       pages, graphs and cross-machine tables into OUTDIR
 *   cbreport summary DATA               a short plain-text summary of one run
 *   cbreport export csv|json DATA...    every measurement, with units and provenance
 *   cbreport compare [--threshold T] [--only-flagged] [--html OUT] A B
 *   cbreport tables DATA...             the tables of the pages, as text
 *   cbreport kemtable DATA...           the KEM cross-machine table (Markdown)
 *   cbreport disturbed DATA             what ./do's second pass measures again (summary.c)
 *   cbreport agree [--limit P] A B      do two runs agree (agree.c, scripts/runs-agree)
 * Options before the command: --spread X (the '?' limit on (Q3-Q1)/median, default 0.12);
 * --machine HOST=UARCH[,YEAR[,CPU]] (what a SUPERCOP file does not say; repeatable).
 * Exit status: 0; 1 when a data file could not be read; 100 on usage errors. */
#include <stdlib.h>
#include <string.h>
#include "report.h"
#include "uarch.h"


static void usage(void)
{
  fputs("usage: cbreport [--spread X] [--machine HOST=UARCH[,YEAR[,CPU]]] pages OUTDIR DATA... | summary DATA | export csv|json DATA...\n"
        "       | compare [--threshold T] [--only-flagged] [--html OUT] A B | tables DATA... | kemtable DATA...\n"
        "       | disturbed DATA | agree [--limit PERCENT] A B\n", stderr);
  exit(100);
}

/* an output folder name per machine: the host, lowercase letters, digits and '-', unique */
static const char *dirname_for(struct machine **ms, int i)
{
  const char *h = ms[i]->key[MK_HOST] ? ms[i]->key[MK_HOST] : ms[i]->host, *slash;
  if (!h) h = (slash = strrchr(ms[i]->path, '/')) ? slash + 1 : ms[i]->path;   /* empty file */
  char b[80];
  size_t n = 0;
  int j, k;
  for (; *h && *h != '.' && n < 40; ++h)
    if ((*h >= 'a' && *h <= 'z') || (*h >= '0' && *h <= '9') || *h == '-') b[n++] = *h;
    else if (*h >= 'A' && *h <= 'Z') b[n++] = (char)(*h - 'A' + 'a');
  if (!n) { memcpy(b, "machine", 7); n = 7; }
  b[n] = 0;
  for (k = 1;; ++k) {
    if (k > 1) snprintf(b + n, sizeof b - n, "-%d", k);
    for (j = 0; j < i && strcmp(ms[j]->dir, b); ++j) ;
    if (j == i && strcmp(b, "graphs")) return acopy(b, strlen(b));
  }
}

/* the data files as machines: with nm, files of one host and ABI merge into one machine (its
 * count in *nm); without, one machine per file (compare: two runs of one machine) */
/* SUPERCOP's cpuid line (its cpuid/x86.c): the vendor string, leaf 1's EAX in hex, on hybrid
 * Intel parts leaf 0x1a's core type, leaf 1's EDX ("AuthenticAMD-00b00f21-178bfbff_", the '_'
 * its newline); older versions wrote the vendor's three words in hex instead
 * ("41757468-656e7469-63414d44-00a20f10"). The microarchitecture from measure's table. */
static void from_cpuid(struct machine *m)
{
  unsigned w[4], fam, model;
  char vendor[13], sig[48];
  const char *name, *c = m->cpuid;
  int k, year, n = 0;
  if (strlen(c) >= 21 && c[12] == '-' && sscanf(c + 13, "%8x%n", &w[3], &n) == 1 && n == 8) {
    memcpy(vendor, c, 12);
  } else if (sscanf(c, "%8x-%8x-%8x-%8x", &w[0], &w[1], &w[2], &w[3]) == 4) {
    for (k = 0; k < 12; ++k) vendor[k] = (char)(w[k / 4] >> (24 - 8 * (k % 4)));
  } else return;
  vendor[12] = 0;
  fam = (w[3] >> 8) & 0xf;
  model = (w[3] >> 4) & 0xf;
  if (fam == 6 || fam == 0xf) model |= ((w[3] >> 16) & 0xf) << 4;
  if (fam == 0xf) fam += (w[3] >> 20) & 0xff;
  snprintf(sig, sizeof sig, "x86-%u-%u-%u", fam, model, w[3] & 0xf);
  if (!m->key[MK_SIGNATURE]) m->key[MK_SIGNATURE] = acopy(sig, strlen(sig));
  if (m->key[MK_UARCH] || !uarch_x86(vendor, (int)fam, (int)model, &name, &year)) return;
  m->key[MK_UARCH] = name;
  if (!m->key[MK_YEAR]) { snprintf(sig, sizeof sig, "%d", year); m->key[MK_YEAR] = acopy(sig, strlen(sig)); }
}

static const char *machine_opt[32];
static int nmachine_opt;

/* what a SUPERCOP file says too little about: --machine HOST=UARCH[,YEAR[,CPU]] fills the
 * keys the data lacks; else the cpuid line (harness/uarch.c's table), else a compiler's
 * -march=X (not native) names the microarchitecture */
static void describe(struct machine *m)
{
  int i, j, k;
  for (i = 0; i < nmachine_opt; ++i) {
    const char *o = machine_opt[i], *eq = strchr(o, '='), *p;
    int key[3] = { MK_UARCH, MK_YEAR, MK_CPU };
    if (!eq || strlen(m->dir) != (size_t)(eq - o) || memcmp(o, m->dir, (size_t)(eq - o))) continue;
    for (p = eq + 1, k = 0; k < 3 && *p; ++k) {
      const char *e = strchr(p, ',');
      size_t n = e ? (size_t)(e - p) : strlen(p);
      if (n && !m->key[key[k]]) m->key[key[k]] = acopy(p, n);
      p += n + (e != 0);
    }
  }
  if (m->cpuid) from_cpuid(m);
  for (i = 0; i < m->nprim && !m->key[MK_UARCH]; ++i)
    for (j = 0; j < m->prims[i]->nimpl; ++j) {
      const char *c = m->prims[i]->impls[j]->compiler, *a = c ? strstr(c, "-march=") : 0;
      if (a && strncmp(a + 7, "native", 6)) {
        m->key[MK_UARCH] = acopy(a + 7, strcspn(a + 7, "_ "));
        break;
      }
    }
}

struct machine **load(int n, char **paths, int *status, int *nm)
{
  struct machine **ms = xmalloc((size_t)(n + 1) * sizeof *ms);
  int i, k = 0;
  for (i = 0; i < n; ++i) machine_read(paths[i], ms, &k, nm != 0);
  for (i = 0; i < k; ++i) {
    if (ms[i]->unreadable || ms[i]->damaged) *status = 1;
    machine_stats(ms[i]);
    ms[i]->dir = dirname_for(ms, i);
    describe(ms[i]);
    if (ms[i]->nother)
      warnline(ms[i]->path, 0, "%ld line%s of operations these reports do not cover (crypto_sign ...) skipped",
               ms[i]->nother, ms[i]->nother > 1 ? "s" : "");
  }
  if (nm) *nm = k;
  return ms;
}

int main(int argc, char **argv)
{
  int status = 0, i;
  struct machine **ms;
  while (argc > 2 && (!strcmp(argv[1], "--spread") || !strcmp(argv[1], "--machine"))) {
    if (argv[1][2] == 's') spread_limit = atof(argv[2]);
    else if (nmachine_opt < 32 && strchr(argv[2], '=')) machine_opt[nmachine_opt++] = argv[2];
    else usage();
    argc -= 2;
    argv += 2;
  }
  if (argc < 3) usage();
  if (!strcmp(argv[1], "pages")) return pages_main(argc - 2, argv + 2);
  if (!strcmp(argv[1], "export")) return export_main(argc - 2, argv + 2);
  if (!strcmp(argv[1], "compare")) return compare_main(argc - 2, argv + 2);
  if (!strcmp(argv[1], "summary") && argc == 3) {
    ms = load(1, argv + 2, &status, 0);
    summary(stdout, ms[0]);
    return status;
  }
  if (!strcmp(argv[1], "tables")) {
    int nm;
    ms = load(argc - 2, argv + 2, &status, &nm);
    for (i = 0; i < nm; ++i) {
      int op;
      for (op = 0; op < NOPS; ++op) op_text(stdout, ms[i], op);
    }
    return status;
  }
  if (!strcmp(argv[1], "disturbed")) return disturbed_main(argc - 2, argv + 2);
  if (!strcmp(argv[1], "agree")) return agree_main(argc - 2, argv + 2);
  if (!strcmp(argv[1], "kemtable")) {
    int nm;
    ms = load(argc - 2, argv + 2, &status, &nm);
    kem_markdown(stdout, ms, nm);
    return status;
  }
  usage();
  return 100;
}
